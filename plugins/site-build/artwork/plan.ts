/**
 * Which content images to draw, read from the content files: a cover per blog
 * post, a picture per case study, an illustration per onboarding step, a
 * wordmark per partner and per experience logo. Each output path is the one
 * the record names, so the site finds what it asks for.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { coverMotifsOf, type CoverMotifName } from "../../../src/lib/content-model/cover-motifs";
import { namedByTwoRecords } from "./image-owners";

type Design =
  | {
      family: "blog";
      /** Its palette. */
      category: string;
      /** What it shows: the article's own motif, no other article's (cover-motifs.ts). */
      motif: CoverMotifName;
    }
  | { family: "case-study"; sector: string }
  | { family: "onboarding"; step: string; index: number; count: number }
  | { family: "wordmark"; name: string; emblem: boolean };
export type ImageJob = Design & {
  /** Output path from the repository root, e.g. "content/images/blog/x.png". */
  file: string;
  /** Seeds the random details, so a record keeps its picture from run to run. */
  seed: string;
};

/** Reads a JSON file, or lists a folder's JSON files, by path from the repository root. */
export interface ContentReader {
  read(file: string): unknown;
  list(dir: string): string[];
}

export const contentFrom = (root: string): ContentReader => ({
  read: (file) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as unknown,
  list: (dir) =>
    readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => `${dir}/${f}`),
});

/**
 * A record's fields: `text` a non-empty text (a missing one stops the run, naming file, record
 * and field), `image` an image path (relative to the JSON file) from the repository root.
 */
type Fields = {
  text(key: string): string;
  image(key: string): string;
  data: Record<string, unknown>;
};

/** Calls `use` with each record of a list file, or with the one record of an object file. */
function eachRecord(
  content: ContentReader,
  file: string,
  use: (r: Fields, i: number, count: number) => void,
) {
  const data = content.read(file);
  const list = (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  list.forEach((rec, i) => {
    const where = Array.isArray(data) ? `${file}: record ${i + 1}` : file;
    const text = (key: string): string => {
      const v = rec[key];
      if (typeof v === "string" && v.trim() !== "") return v;
      throw new Error(`${where}: field "${key}" is missing or empty`);
    };
    const image = (key: string): string => {
      const out = path.posix.normalize(path.posix.join(path.posix.dirname(file), text(key)));
      if (out.startsWith("content/images/") && out.endsWith(".png")) return out;
      throw new Error(`${where}: field "${key}" must name a .png under content/images/`);
    };
    use({ text, image, data: rec }, i, list.length);
  });
}

export function planImages(content: ContentReader): ImageJob[] {
  const jobs: ImageJob[] = [];
  const add = (file: string, design: Design): void => {
    if (jobs.some((j) => j.file === file)) throw new Error(namedByTwoRecords(content, file));
    jobs.push({ ...design, file, seed: path.posix.basename(file, ".png") });
  };
  // Each article shows its own motif: the one it names, or one derived from its title.
  const articles: { slug: string; title: string; coverMotif?: string; fields: Fields }[] = [];
  for (const file of content.list("content/blog")) {
    eachRecord(content, file, (r) => {
      const coverMotif = r.data.coverMotif;
      articles.push({
        slug: path.posix.basename(file, ".json"),
        title: r.text("title"),
        ...(typeof coverMotif === "string" ? { coverMotif } : {}),
        fields: r,
      });
    });
  }
  const motifs = coverMotifsOf(articles);
  for (const { slug, fields } of articles) {
    const motif = motifs.get(slug) ?? "network";
    add(fields.image("image"), { family: "blog", category: fields.text("category"), motif });
  }
  eachRecord(content, "content/case-studies.json", (r) => {
    add(r.image("image"), { family: "case-study", sector: r.text("sector") });
  });
  eachRecord(content, "content/onboarding.json", (r, index, count) => {
    add(r.image("image"), { family: "onboarding", step: r.text("step"), index, count });
  });
  // Partners are real companies: their own marks come from simple-icons at build time
  // (src/lib/brand-marks.ts), never from artwork of ours.
  // Experience logos are fictional clients, named by their alt text "<name> logo".
  eachRecord(content, "content/experience-logos.json", (r) => {
    const name = r.text("alt").replace(/\s+logo$/i, "");
    add(r.image("image"), { family: "wordmark", name, emblem: true });
  });
  return jobs;
}
