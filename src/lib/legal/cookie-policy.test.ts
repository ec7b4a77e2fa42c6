/**
 * The Cookie Policy must list what the site really stores in the visitor's browser. The
 * names come from the modules that set them, so renaming a key or adding storage without
 * updating content/legal/cookie-policy.json fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { SAVED_ASSESSMENT_KEY } from "../assessment/saved-assessment";
import { ATTRIBUTION_STORAGE_KEY } from "../consent/attribution";
import { CONSENT_COOKIE_NAME, CONSENT_MAX_AGE_DAYS } from "../consent/consent-cookie";
import { THEME_STORAGE_KEY } from "../theme";
import { CHECKLIST_STORAGE_KEY } from "../tools/checklists";
import type { LegalDocumentContent, TableBlock } from "./legal-documents";
import { readContentJson } from "../../../test-support/site-facts";

interface ListedItem {
  name: string;
  type: string;
  setBy: string;
  purpose: string;
  duration: string;
  /** The caption of the table it is listed in ("Strictly necessary ...", "Analytics ..."). */
  category: string;
}

const policy = readContentJson<LegalDocumentContent>("legal/cookie-policy.json");
const tables = policy.sections
  .flatMap((section) => section.blocks)
  .filter((block): block is TableBlock => block.type === "table");

const listed: ListedItem[] = tables.flatMap((table) => {
  const column = (name: string) => {
    const index = table.columns.indexOf(name);
    if (index === -1) throw new Error(`cookie table "${table.caption}" has no "${name}" column`);
    return index;
  };
  const [name, type, setBy, purpose, duration] = [
    "Name",
    "Type",
    "Set by",
    "Purpose",
    "Duration",
  ].map(column);
  return table.rows.map((row) => ({
    name: row[name],
    type: row[type],
    setBy: row[setBy],
    purpose: row[purpose],
    duration: row[duration],
    category: table.caption,
  }));
});

function item(name: string): ListedItem {
  const found = listed.find((entry) => entry.name === name);
  if (!found) throw new Error(`the Cookie Policy does not list "${name}"`);
  return found;
}

const STRICTLY_NECESSARY = /^Strictly necessary/;
const WITH_CONSENT = /only with your consent/;

describe("the Cookie Policy lists what the site sets", () => {
  it("the consent cookie: strictly necessary, for as long as the site keeps it", () => {
    const consent = item(CONSENT_COOKIE_NAME);
    expect(consent).toMatchObject({ type: "Cookie", setBy: "This website" });
    expect(consent.category).toMatch(STRICTLY_NECESSARY);
    expect(consent.duration).toBe(`${CONSENT_MAX_AGE_DAYS} days`);
  });

  it("the Google tag's _ga and _ga_<id>, only after acceptance", () => {
    for (const name of ["_ga", "_ga_<ID>"]) {
      const cookie = item(name);
      expect(cookie).toMatchObject({ type: "Cookie", setBy: "Google Analytics" });
      expect(cookie.category).toMatch(WITH_CONSENT);
    }
  });

  it("reCAPTCHA's cookie on the contact page", () => {
    const recaptcha = item("_GRECAPTCHA");
    expect(recaptcha).toMatchObject({ type: "Cookie", setBy: "Google reCAPTCHA" });
    expect(recaptcha.purpose).toMatch(/contact page only/);
  });

  it("the theme and the checklist progress in local storage", () => {
    for (const key of [THEME_STORAGE_KEY, CHECKLIST_STORAGE_KEY]) {
      expect(item(key)).toMatchObject({ type: "Local storage", setBy: "This website" });
      expect(item(key).category).toMatch(STRICTLY_NECESSARY);
    }
  });

  it("the assessment answers in session storage", () => {
    expect(item(SAVED_ASSESSMENT_KEY)).toMatchObject({
      type: "Session storage",
      setBy: "This website",
      duration: "Until you close the tab",
    });
  });

  it("campaign attribution in session storage, only with consent", () => {
    const attribution = item(ATTRIBUTION_STORAGE_KEY);
    expect(attribution).toMatchObject({ type: "Session storage", setBy: "This website" });
    expect(attribution.category).toMatch(WITH_CONSENT);
  });
});

/**
 * `export const X_STORAGE_KEY = "..."` / `X_KEY` / `X_COOKIE_NAME`, named by a module that uses
 * browser storage (declared there or imported: the theme's key is read by the inline script).
 */
function declaredStorageNames(): Map<string, string> {
  const declarations = new Map<string, { value: string; file: string }>();
  const storageSources: string[] = [];
  const srcDir = path.join(__dirname, "..", "..");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        for (const [, name, value] of source.matchAll(
          /export const ([A-Z_]*(?:_KEY|_COOKIE_NAME)) = "([^"]+)"/g,
        )) {
          declarations.set(name, { value, file: path.relative(srcDir, full) });
        }
        if (/localStorage|sessionStorage|document\.cookie/.test(source))
          storageSources.push(source);
      }
    }
  };
  walk(srcDir);
  const found = new Map<string, string>();
  for (const [name, { value, file }] of declarations) {
    if (storageSources.some((source) => new RegExp(`\\b${name}\\b`).test(source))) {
      found.set(value, file);
    }
  }
  return found;
}

describe("the Cookie Policy and the code agree both ways", () => {
  const declared = declaredStorageNames();
  const firstParty = listed.filter((entry) => entry.setBy === "This website");

  it("finds the storage names the site declares", () => {
    expect([...declared.keys()]).toEqual(
      expect.arrayContaining([
        CONSENT_COOKIE_NAME,
        THEME_STORAGE_KEY,
        CHECKLIST_STORAGE_KEY,
        SAVED_ASSESSMENT_KEY,
        ATTRIBUTION_STORAGE_KEY,
      ]),
    );
  });

  it("lists every cookie and storage key the site's code declares", () => {
    const missing = [...declared].filter(([name]) => !firstParty.some((e) => e.name === name));
    expect(missing.map(([name, file]) => `${name} (declared in src/${file})`)).toEqual([]);
  });

  it("lists nothing of this website's that the code no longer sets", () => {
    expect(firstParty.map((e) => e.name).filter((name) => !declared.has(name))).toEqual([]);
  });

  it("lists only these third parties: Google Analytics and Google reCAPTCHA", () => {
    expect(
      [...new Set(listed.map((e) => e.setBy))].filter((by) => by !== "This website").sort(),
    ).toEqual(["Google Analytics", "Google reCAPTCHA"]);
  });
});
