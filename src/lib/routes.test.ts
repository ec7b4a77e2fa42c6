import { readdirSync } from "node:fs";
import path from "node:path";
import { FORM_NEEDS_SCRIPTS_PATH } from "./contact/request-limits";
import { LEGAL_DOCUMENTS } from "./legal/legal-documents";
import { FOOTER_EXPLORE_LINKS, LEGAL_LINKS, TOP_LEVEL_ITEMS } from "./navigation";
import { PAGES } from "./routes";
import { ASSESSMENT_MENU, ASSESSMENT_TOOL } from "./tools/registry";

const PAGES_DIRECTORY = path.join(__dirname, "..", "pages");

/** Each file in src/pages as Gatsby addresses it: "index.tsx" -> "/", "a/b.tsx" -> "/a/b". */
function pageFileAddresses(directory = PAGES_DIRECTORY): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return pageFileAddresses(file);
    if (!/\.tsx$/.test(entry.name) || /\.test\.tsx$/.test(entry.name)) return [];
    const address = `/${path.relative(PAGES_DIRECTORY, file).replace(/\.tsx$/, "")}`;
    return [address.replace(/(^|\/)index$/, "") || "/"];
  });
}

const fixedPages = Object.values(PAGES);

describe("routes", () => {
  it("gives each fixed page its own address and its own name", () => {
    const paths = fixedPages.map((page) => page.path);
    const names = fixedPages.map((page) => page.name);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(names).size).toBe(names.length);
    for (const page of fixedPages) {
      expect(page.path).toMatch(/^\/([A-Za-z0-9-]+(\/[a-z0-9-]+)*)?$/);
      expect(page.name.trim()).toBe(page.name);
      expect(page.name).not.toBe("");
    }
  });

  it("names a page file for every fixed page but the blog's index, which gatsby-node makes", () => {
    const files = new Set(pageFileAddresses());
    const withoutFile = fixedPages.filter((page) => !files.has(page.path)).map((page) => page.path);
    expect(withoutFile).toEqual([PAGES.blogs.path]);
  });

  it("knows every page file: a fixed page here, a tool in the registry or the no-scripts page", () => {
    const known = new Set([
      ...fixedPages.map((page) => page.path),
      ...ASSESSMENT_MENU.map((tool) => tool.route),
      FORM_NEEDS_SCRIPTS_PATH,
    ]);
    expect(pageFileAddresses().filter((address) => !known.has(address))).toEqual([]);
  });

  it("is where the navigation, the legal pages and the assessment's entry take their addresses", () => {
    const fixedPaths = new Set(fixedPages.map((page) => page.path));
    for (const item of [...TOP_LEVEL_ITEMS, ...FOOTER_EXPLORE_LINKS, ...LEGAL_LINKS]) {
      expect(fixedPaths).toContain(item.to);
    }
    expect(LEGAL_LINKS).toEqual(
      [PAGES.privacyPolicy, PAGES.termsOfService, PAGES.cookiePolicy].map((page) => ({
        label: page.name,
        to: page.path,
      })),
    );
    expect(
      Object.values(LEGAL_DOCUMENTS)
        .map((document) => document.path)
        .sort(),
    ).toEqual(LEGAL_LINKS.map((link) => link.to).sort());
    expect(ASSESSMENT_TOOL.route).toBe(PAGES.assessment.path);
  });
});
