import fs from "node:fs";
import path from "node:path";
import {
  blogAuthorPath,
  blogCategoryPath,
  blogPostPath,
  caseStudyPath,
  servicePath,
} from "../routes";
import { ASSESSMENT_MENU } from "../tools/registry";
import {
  isSearchKindId,
  SEARCH_KIND_IDS,
  SEARCH_ANSWER_PAGES,
  searchAnswerFilter,
  searchBodyAttributes,
  searchKindOf,
  searchPageHref,
  SEARCH_PATH,
} from "./search-kinds";

const CONTENT = path.join(__dirname, "..", "..", "..", "content");
const slugs = (file: string) =>
  (JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")) as Array<{ slug: string }>).map(
    (record) => record.slug,
  );
const articleSlugs = fs
  .readdirSync(path.join(CONTENT, "blog"))
  .map((name) => name.replace(/\.json$/, ""));

describe("searchKindOf", () => {
  it("names every article, service, case study and tool of the content by its kind", () => {
    for (const slug of articleSlugs) expect(searchKindOf(blogPostPath(slug))).toBe("articles");
    for (const slug of slugs("services.json"))
      expect(searchKindOf(servicePath(slug))).toBe("services");
    for (const slug of slugs("case-studies.json")) {
      expect(searchKindOf(caseStudyPath(slug))).toBe("case-studies");
    }
    for (const tool of ASSESSMENT_MENU) expect(searchKindOf(tool.route)).toBe("tools");
  });

  it("puts the plans and the other fixed pages under pages, with or without a trailing slash", () => {
    for (const page of ["/", "/ServicePlans", "/about", "/contact", "/PrivacyPolicy", "/about/"]) {
      expect(searchKindOf(page)).toBe("pages");
    }
  });

  it("leaves out the listings and the search page", () => {
    for (const page of [
      "/blogs",
      "/blogs/",
      "/blogs/page/2",
      blogCategoryPath("cybersecurity"),
      blogAuthorPath("priya-shah"),
      "/services",
      "/case-studies",
      SEARCH_PATH,
    ]) {
      expect(searchKindOf(page)).toBeNull();
    }
  });
});

describe("searchBodyAttributes", () => {
  it("marks a page's main content for the index with its kind as a filter and as metadata", () => {
    expect(searchBodyAttributes(servicePath("cyber-security"))).toEqual({
      "data-pagefind-body": "",
      "data-pagefind-filter": "kind:services",
      "data-pagefind-meta": "kind:services",
    });
    expect(searchBodyAttributes("/blogs")).toEqual({});
  });

  it("marks the plans page as the answer to a question about prices, in a filter of its own", () => {
    expect(searchAnswerFilter(SEARCH_ANSWER_PAGES.prices)).toBe("answers:prices");
    expect(searchAnswerFilter(`${SEARCH_ANSWER_PAGES.prices}/`)).toBe("answers:prices");
    expect(searchAnswerFilter("/about")).toBeNull();
    expect(searchBodyAttributes(SEARCH_ANSWER_PAGES.prices)["data-pagefind-filter"]).toBe(
      "kind:pages",
    );
  });

  it("knows its kinds", () => {
    for (const kind of SEARCH_KIND_IDS) expect(isSearchKindId(kind)).toBe(true);
    expect(isSearchKindId("blogs")).toBe(false);
  });
});

describe("searchPageHref", () => {
  it("links the search page with the query, or without one", () => {
    expect(searchPageHref(" cyber essentials ")).toBe("/search?q=cyber%20essentials");
    expect(searchPageHref("R&D / 24x7")).toBe("/search?q=R%26D%20%2F%2024x7");
    expect(searchPageHref("  ")).toBe("/search");
  });
});
