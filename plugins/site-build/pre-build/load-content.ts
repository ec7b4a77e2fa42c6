/** Reads content/ from disk for the validator (build time and CLI). */
import fs from "node:fs";
import path from "node:path";
import type { ContentFile, ImageExists } from "../../../src/lib/content-model/validate-content";
import { unsafeSvgParts } from "../../../src/lib/content-model/partner-logo";
import { validateContentFiles } from "../../../src/lib/content-model/validate-content";
import { checklistProblems } from "../../../src/lib/tools/checklists";
import { BLOG_DIRECTORY, LEGAL_DIRECTORY } from "../../../src/lib/content-model/collections";
import { scheduledArticleNotes } from "../../../src/lib/content-model/schedule-notes";
import { titleReport, titleWarnings } from "../../../src/lib/content-model/title-length";
import { siteToday } from "../../../src/lib/site-clock";

// Read by the checklists tool itself (it needs every item in the browser), checked here too.
const CHECKLISTS_FILE = "checklists/compliance-checklists.json";

function readJsonFile(contentDir: string, name: string): ContentFile {
  const full = path.join(contentDir, name);
  const file: ContentFile = { path: `content/${name}`, name, data: undefined };
  try {
    file.data = JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (error) {
    file.parseError = describeJsonError(
      fs.readFileSync(full, "utf8"),
      error instanceof Error ? error.message : String(error),
    );
  }
  return file;
}

/** "blog/a.json", ... for the JSON files of one folder of content/ (none if it is absent). */
function jsonFilesIn(contentDir: string, folder: string): string[] {
  const dir = path.join(contentDir, folder);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => n.endsWith(".json"))
        .map((n) => `${folder}/${n}`)
    : [];
}

/** Whether `prefix` could still begin a valid JSON document. */
function isValidStart(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (error) {
    if (!(error instanceof Error)) return false;
    if (/end of JSON input/.test(error.message)) return true;
    // "Expected ',' ... at position N" with N at the end of the prefix: it ran out, nothing wrong yet.
    const at = /at position (\d+)/.exec(error.message);
    return at !== null && Number(at[1]) >= prefix.length;
  }
}

/** Index of the first character after which the text can no longer be JSON. */
function firstBadPosition(text: string): number {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2);
    if (isValidStart(text.slice(0, middle))) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** JSON.parse names a position at best; an editor needs the line and column. */
export function describeJsonError(text: string, message: string): string {
  const named = /at position (\d+)/.exec(message);
  const position = named ? Number(named[1]) : firstBadPosition(text);
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return `${message} (line ${line}, column ${column})`;
}

export function loadContentFiles(contentDir: string): ContentFile[] {
  const names = fs.readdirSync(contentDir).filter((n) => n.endsWith(".json"));
  const blogNames = jsonFilesIn(contentDir, BLOG_DIRECTORY);
  const legalNames = jsonFilesIn(contentDir, LEGAL_DIRECTORY);
  return [...names, ...blogNames, ...legalNames]
    .sort()
    .map((name) => readJsonFile(contentDir, name));
}

export function validateContentDirectory(contentDir: string): string[] {
  const imageExists: ImageExists = (file, relativePath) => {
    const base = path.dirname(path.join(contentDir, file.name));
    const resolved = path.resolve(base, relativePath);
    // Images must stay inside content/ so Gatsby can process them.
    return (
      resolved.startsWith(path.resolve(contentDir)) &&
      fs.existsSync(resolved) &&
      fs.statSync(resolved).isFile()
    );
  };
  const checklistsFile = readJsonFile(contentDir, CHECKLISTS_FILE);
  const checklistErrors = checklistsFile.parseError
    ? [`${checklistsFile.path}: ${checklistsFile.parseError}`]
    : checklistProblems(checklistsFile.data).map((problem) => `${checklistsFile.path}: ${problem}`);
  const files = loadContentFiles(contentDir);
  return [
    ...validateContentFiles(files, imageExists),
    ...unsafeLogoProblems(contentDir, files),
    ...checklistErrors,
  ];
}

/** A partner's SVG logo with scripts, handlers or outside references (partner-logo.ts). */
function unsafeLogoProblems(contentDir: string, files: readonly ContentFile[]): string[] {
  const partners = files.find((file) => file.name === "partners.json");
  if (!partners || !Array.isArray(partners.data)) return [];
  return (partners.data as unknown[]).flatMap((record, index) => {
    const { name, logo } = (record ?? {}) as { name?: unknown; logo?: unknown };
    if (typeof logo !== "string" || !/\.svg$/i.test(logo)) return [];
    const file = path.resolve(contentDir, logo);
    if (!file.startsWith(path.resolve(contentDir)) || !fs.existsSync(file)) return [];
    const parts = unsafeSvgParts(fs.readFileSync(file, "utf8"));
    if (parts.length === 0) return [];
    const label = typeof name === "string" ? ` (${JSON.stringify(name)})` : "";
    return [
      `${partners.path}: record ${index + 1}${label}: field "logo": ${JSON.stringify(logo)} holds ${parts.join(", ")}, which the site does not publish: ask the partner programme for its plain SVG, or use its PNG`,
    ];
  });
}

/**
 * What the content check says without stopping the build: a warning per long page title an
 * editor wrote, the launch content's long titles as one line (title-length.ts).
 */
export function contentWarnings(contentDir: string): ReturnType<typeof titleReport> {
  return titleReport(loadContentFiles(contentDir));
}

/** Every long page title, the launch content's too (`npm run validate-content -- --all-titles`). */
export function allTitleWarnings(contentDir: string): string[] {
  return titleWarnings(loadContentFiles(contentDir));
}

/** What the content check tells without warning: the articles scheduled for a later day. */
export function contentNotes(contentDir: string, today: string = siteToday()): string[] {
  return scheduledArticleNotes(loadContentFiles(contentDir), today);
}
