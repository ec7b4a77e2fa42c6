import { loadContentFiles } from "./load-content";
import {
  validateContentFiles,
  type ContentFile,
} from "../../../src/lib/content-model/validate-content";
import {
  articlesToReview,
  isProductionBuild,
  launchBlock,
  sampleContent,
  sampleContentIn,
} from "./launch-check";
import { CONTENT_DIR } from "../site-paths";

const contentDir = CONTENT_DIR;

const file = (name: string, data: unknown): ContentFile => ({
  path: `content/${name}`,
  name,
  data,
});

describe("sample content", () => {
  it("lists each flagged record by file and name, and the flagged fields of a one-object file", () => {
    expect(
      sampleContent([
        file("testimonials.json", [
          { name: "Real Person", content: "..." },
          { name: "Helen Marsden", content: "...", sample: true },
        ]),
        file("site.json", {
          companyNumber: "09384721",
          vatNumber: "GB",
          sample: ["companyNumber"],
        }),
        file("faqs.json", [{ question: "Q?", answer: "A." }]),
      ]),
    ).toEqual([
      'content/testimonials.json: record 2 ("Helen Marsden") is sample content',
      'content/site.json: "companyNumber" is sample content',
    ]);
  });

  it("finds the launch content's placeholders: testimonials, client logos and company details", () => {
    const samples = sampleContentIn(contentDir);
    expect(samples.some((line) => line.startsWith("content/testimonials.json:"))).toBe(true);
    expect(samples.some((line) => line.startsWith("content/experience-logos.json:"))).toBe(true);
    const site = samples.find((line) => line.startsWith("content/site.json:"));
    for (const field of ["companyNumber", "vatNumber", "registeredOffice"]) {
      expect(site).toContain(`"${field}"`);
    }
  });

  it("lists the emergency line's sample hours and call-out cost, by the service's title", () => {
    const services = loadContentFiles(contentDir).find((f) => f.name === "services.json");
    const records = services?.data as { title: string; emergencyHours?: string }[];
    const index = records.findIndex((service) => service.emergencyHours !== undefined);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(sampleContentIn(contentDir)).toContain(
      `content/services.json: record ${index + 1} (${JSON.stringify(records[index].title)}): "emergencyHours", "calloutCost" are sample content`,
    );
  });

  it("is refused by the content check when the flag is neither true nor the record's fields", () => {
    const withFlag = (flag: unknown) =>
      loadContentFiles(contentDir).map((f) =>
        f.name === "faqs.json"
          ? {
              ...f,
              data: (f.data as object[]).map((r, i) => (i === 0 ? { ...r, sample: flag } : r)),
            }
          : f,
      );
    const check = (flag: unknown) => validateContentFiles(withFlag(flag), () => true);
    expect(check(true)).toEqual([]);
    expect(check(["answer"])).toEqual([]);
    expect(check("yes")).toEqual([
      expect.stringMatching(/^content\/faqs\.json: record 1 \(.+\): field "sample": must be true/),
    ]);
    expect(check(["anwser"])).toEqual([
      expect.stringMatching(/field "sample": names "anwser", which is not a field of this record$/),
    ]);
  });
});

describe("the launch check of a build", () => {
  const samples = ['content/testimonials.json: record 1 ("Helen Marsden") is sample content'];

  it("takes a public SITE_URL or a deploy target for production, loopback for a local build", () => {
    expect(isProductionBuild({})).toBe(false);
    expect(isProductionBuild({ SITE_URL: "http://localhost:9000" })).toBe(false);
    expect(isProductionBuild({ SITE_URL: "http://127.0.0.1:9300" })).toBe(false);
    expect(isProductionBuild({ SITE_URL: "https://www.northbridge-it.co.uk" })).toBe(true);
    expect(isProductionBuild({ DEPLOY_TARGET: "netlify" })).toBe(true);
  });

  it("stops a production build with the list and what to do", () => {
    const block = launchBlock(samples, { SITE_URL: "https://www.northbridge-it.co.uk" });
    expect(block).toContain("SITE_URL=https://www.northbridge-it.co.uk");
    expect(block).toContain(samples[0]);
    expect(block).toContain('delete its "sample" flag');
    expect(launchBlock(samples, { DEPLOY_TARGET: "netlify" })).toContain("DEPLOY_TARGET=netlify");
  });

  it("lets a local build, a build without samples and ALLOW_SAMPLE_CONTENT=1 through", () => {
    expect(launchBlock(samples, {})).toBeNull();
    expect(launchBlock([], { DEPLOY_TARGET: "netlify" })).toBeNull();
    expect(
      launchBlock(samples, { DEPLOY_TARGET: "netlify", ALLOW_SAMPLE_CONTENT: "1" }),
    ).toBeNull();
    expect(
      launchBlock(samples, { DEPLOY_TARGET: "netlify", ALLOW_SAMPLE_CONTENT: "yes" }),
    ).not.toBeNull();
  });
});

describe("articles to review", () => {
  const article = (slug: string, date: string, updated?: string) =>
    file(`blog/${slug}.json`, { slug, title: `Title ${slug}`, date, ...(updated && { updated }) });

  it("warns, by file, about each article last reviewed over twelve months ago", () => {
    const today = new Date(Date.UTC(2026, 10, 27));
    const lines = articlesToReview(
      [
        article("fresh", "October 1, 2026"),
        article("stale", "March 5, 2024"),
        article("reviewed", "March 5, 2024", "November 1, 2026"),
        file("plans.json", []),
      ],
      today,
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/blog\/stale\.json: last reviewed March 5, 2024 \("Title stale"\), over 12 months ago/,
      ),
    ]);
  });
});
