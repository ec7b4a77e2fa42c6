import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  loadContentFiles,
  validateContentDirectory,
} from "../../../plugins/site-build/pre-build/load-content";
import { claimSourcesFrom, eachClaimText } from "../claims/claim-check";
import { fillClaims } from "../claims/claims";
import { DESCRIPTION_MAX } from "../seo";
import { COLLECTION_SCHEMAS } from "./schemas";
import { validateContentFiles, type ContentFile } from "./validate-content";

const contentDir = path.join(__dirname, "..", "..", "..", "content");

/** The real content; each test breaks one thing in a copy of it. */
function realFiles(): ContentFile[] {
  return loadContentFiles(contentDir);
}

const allImagesExist = () => true;

function withChange(name: string, change: (data: unknown) => unknown): ContentFile[] {
  return realFiles().map((file) =>
    file.name === name ? { ...file, data: change(structuredClone(file.data)) } : file,
  );
}

type Row = Record<string, unknown>;

describe("content validation", () => {
  it("accepts the committed content, images included", () => {
    expect(validateContentDirectory(contentDir)).toEqual([]);
  });

  it("names file, record and field for a missing field", () => {
    const files = withChange("services.json", (d) => {
      delete (d as Row[])[2].description;
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/services.json: record 3 ("Cloud Migration"): field "description": is missing',
    ]);
  });

  it("holds an article's meta description to the length the SEO checks allow", () => {
    const first = realFiles().find((file) => file.name.startsWith("blog/"));
    if (!first) throw new Error("no article in content/blog");
    const files = withChange(first.name, (d) => ({
      ...(d as Row),
      description: "A".repeat(DESCRIPTION_MAX + 1),
    }));
    expect(validateContentFiles(files, allImagesExist).join("\n")).toContain(`field "description"`);
    const fitting = withChange(first.name, (d) => ({
      ...(d as Row),
      description: "A".repeat(DESCRIPTION_MAX),
    }));
    expect(validateContentFiles(fitting, allImagesExist)).toEqual([]);
  });

  it("reports a wrong type", () => {
    const files = withChange("plans.json", (d) => {
      (d as Row[])[0].highlight = "yes";
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/plans.json: record 1 ("Basic"): field "highlight": must be true or false, found a string',
    ]);
  });

  it("reports an unknown icon name", () => {
    const files = withChange("services.json", (d) => {
      (d as Row[])[2].icon = "Clowd";
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/services.json: record 3 ("Cloud Migration"): field "icon": "Clowd" is not a known icon name (see src/lib/icon-set.ts)',
    ]);
  });

  it("reports a duplicate slug", () => {
    const files = withChange("services.json", (d) => {
      (d as Row[])[1].slug = (d as Row[])[0].slug;
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/services.json: record 2 ("Cyber Security"): field "slug": "private-generative-ai" is a duplicate of record 1',
    ]);
  });

  it("refuses an article's date that the calendar does not have, saying which part is wrong", () => {
    const article = realFiles().find((file) => file.name.startsWith("blog/"));
    if (!article) throw new Error("content/blog/ holds no article");
    const dated = (date: string) =>
      withChange(article.name, (d) => ({ ...(d as Row), date, updated: date }));
    const named = `${article.path} (${JSON.stringify((article.data as Row).title)})`;
    expect(validateContentFiles(dated("December 32, 2026"), allImagesExist)).toEqual([
      `${named}: field "date": "December 32, 2026" is not a day of the calendar: day 32 does not exist in December`,
      `${named}: field "updated": "December 32, 2026" is not a day of the calendar: day 32 does not exist in December`,
    ]);
    expect(validateContentFiles(dated("February 30, 2026"), allImagesExist)).toEqual([
      `${named}: field "date": "February 30, 2026" is not a day of the calendar: February 2026 has 28 days`,
      `${named}: field "updated": "February 30, 2026" is not a day of the calendar: February 2026 has 28 days`,
    ]);
  });

  it("refuses a case study's publication date that the calendar does not have", () => {
    const files = withChange("case-studies.json", (d) => {
      (d as Row[])[0].published = "April 31, 2026";
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      expect.stringMatching(
        /^content\/case-studies\.json: record 1 \(.*\): field "published": "April 31, 2026" is not a day of the calendar: April has 30 days$/,
      ),
    ]);
  });

  it("refuses a plan's price typed into prose, naming the file, record, field and placeholder", () => {
    const files = withChange("services.json", (d) => {
      const managed = (d as Row[]).find((service) => service.slug === "managed-it-services");
      const benefits = managed?.benefits as { items: Row[] };
      benefits.items[3].description = "Standard costs £799 per month.";
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      expect.stringMatching(
        /^content\/services\.json: record \d+ \("Managed IT Services"\): field "benefits\.items\[3\]\.description": "£799" is the Standard plan's price in plans\.json, typed in: write \{plan price: Standard\} instead/,
      ),
    ]);
  });

  it("refuses a plan's price typed into an article, and takes the placeholder there", () => {
    const article = realFiles().find((file) => file.name.startsWith("blog/"));
    if (!article) throw new Error("content/blog/ holds no article");
    const withParagraph = (text: string) =>
      withChange(article.name, (d) => {
        const record = d as { body: Row[] };
        record.body = [...record.body, { type: "paragraph", text }];
        return d;
      });
    expect(validateContentFiles(withParagraph("Plans from £399 a month."), allImagesExist)).toEqual(
      [expect.stringContaining('"£399" is the Basic plan\'s price in plans.json, typed in')],
    );
    expect(
      validateContentFiles(
        withParagraph("Plans from {lowest plan price} a month."),
        allImagesExist,
      ),
    ).toEqual([]);
  });

  it("follows a plan's new price in every text that names it", () => {
    const plans = realFiles().find((file) => file.name === "plans.json")?.data as Row[];
    const standard = plans.find((plan) => plan.name === "Standard");
    if (!standard) throw new Error("content/plans.json has no Standard plan");
    const old = String(standard.price);
    const files = withChange("plans.json", (d) => {
      (d as Row[]).forEach((plan) => {
        if (plan.name === "Standard") plan.price = "£849";
      });
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([]);
    const sources = claimSourcesFrom((name) => files.find((file) => file.name === name)?.data);
    const shown: string[] = [];
    for (const file of files) {
      const schema = COLLECTION_SCHEMAS[file.name as keyof typeof COLLECTION_SCHEMAS];
      if (!schema) continue;
      const records = Array.isArray(file.data) ? file.data : [file.data];
      for (const record of records) {
        eachClaimText(schema.record, record, "", (text) =>
          shown.push(fillClaims(text, sources).text),
        );
      }
    }
    expect(shown.filter((text) => text.includes("£849")).length).toBeGreaterThan(0);
    expect(shown.filter((text) => text.includes(old))).toEqual([]);
  });

  it("reports an image file that does not exist", () => {
    const files = realFiles();
    const errors = validateContentFiles(
      files,
      (_file, p) => !p.endsWith("case-studies/greenomy.png"),
    );
    expect(errors).toEqual([
      'content/case-studies.json: record 2 ("ISO 27001 in nine months and a 22% smaller cloud bill for a sustainability software firm"): field "image": image file "./images/case-studies/greenomy.png" does not exist',
    ]);
  });

  it("reports nested fields with their path", () => {
    const files = withChange("plans.json", (d) => {
      (d as { features: Row[] }[])[1].features[3].included = 1;
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/plans.json: record 2 ("Standard"): field "features[3].included": must be true or false, found a number',
    ]);
  });

  it("reports invalid JSON with the parser's reason", () => {
    const files = realFiles().map((f) =>
      f.name === "faqs.json"
        ? { ...f, data: undefined, parseError: "Unexpected token } in JSON at position 10" }
        : f,
    );
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      "content/faqs.json: is not valid JSON (Unexpected token } in JSON at position 10)",
    ]);
  });

  it("reports a missing collection file", () => {
    const files = realFiles().filter((f) => f.name !== "stats.json");
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      "content/stats.json: file is missing",
    ]);
  });

  it("reports single-object files without a record number", () => {
    const files = withChange("site.json", (d) => {
      delete (d as { emails: Row }).emails.leads;
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/site.json: field "emails.leads": is missing',
    ]);
  });

  it("requires exactly five assessment questions with five options, saying why", () => {
    const files = withChange("assessment.json", (d) => {
      (d as { options: string[] }[])[0].options.pop();
      return (d as Row[]).slice(0, 4);
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      "content/assessment.json: the site needs exactly 5 questions, because the assessment's progress text is written for five steps and its recommendation reads five answers; there are 4 now. Add 1 question.",
      'content/assessment.json: record 1 (1): field "options": must have exactly 5 entries (found 4), because the assessment\'s recommendation reads each answer by its place among five',
    ]);
  });

  it("takes any number of records where the layout adapts: one more or one fewer of each", () => {
    const adaptable = [
      "services.json",
      "partners.json",
      "testimonials.json",
      "industries.json",
      "experience-logos.json",
      "infographics.json",
      "case-studies.json",
      "expertise.json",
      "faqs.json",
    ];
    for (const name of adaptable) {
      const fewer = withChange(name, (d) => (d as Row[]).slice(1));
      const errors = validateContentFiles(fewer, allImagesExist);
      // Only what the removed record was referred to by may complain (a service in a group).
      expect(errors.filter((e) => !e.includes("content/services-page.json"))).toEqual([]);
      const more = withChange(name, (d) => [...(d as Row[]), ...(d as Row[]).slice(0, 1)]);
      // The copy is a duplicate, so only uniqueness may complain, never the count.
      expect(
        validateContentFiles(more, allImagesExist).filter((e) => !e.includes("is a duplicate")),
      ).toEqual([]);
    }
  });

  it("keeps plans within 2 to 4 and names the fix", () => {
    const five = withChange("plans.json", (d) => [
      ...(d as Row[]),
      { ...(d as Row[])[0], name: "Extra" },
      { ...(d as Row[])[0], name: "More" },
    ]);
    expect(validateContentFiles(five, allImagesExist)).toEqual([
      "content/plans.json: the site needs 2 to 4 plans, because the plans page compares them side by side: two at least to compare, and no more than four fit across a phone screen; there are 5 now. Remove 1 plan.",
    ]);
    const one = withChange("plans.json", (d) => (d as Row[]).slice(1, 2));
    expect(validateContentFiles(one, allImagesExist)).toContainEqual(
      expect.stringMatching(
        /^content\/plans\.json: the site needs 2 to 4 plans, .+; there is 1 now\. Add 1 plan\.$/,
      ),
    );
  });

  it("keeps the plan names the assessment recommends, and takes any other change of a plan", () => {
    const renamed = withChange("plans.json", (d) =>
      (d as Row[]).map((plan) =>
        plan.name === "Premium" ? { ...plan, name: "Premium Plus" } : plan,
      ),
    );
    expect(validateContentFiles(renamed, allImagesExist)).toEqual([
      'content/plans.json: no plan is named "Premium", but the assessment recommends Basic, Standard, Premium by name (src/lib/assessment/recommendation.ts); keep that name, or ask a developer to change the recommendation\'s rules',
    ]);
    const repriced = withChange("plans.json", (d) =>
      (d as Row[]).map((plan) => (plan.name === "Standard" ? { ...plan, price: "£849" } : plan)),
    );
    expect(validateContentFiles(repriced, allImagesExist)).toEqual([]);
  });

  it("needs one article at least, and takes a fifteenth", () => {
    const none = realFiles().filter((file) => !file.name.startsWith("blog/"));
    expect(validateContentFiles(none, allImagesExist)).toContainEqual(
      "content/blog: the site needs at least 1 article, because the blog index, linked from every page's menu, lists them; there are 0 now. Add 1 article.",
    );
    const article = realFiles().find((file) => file.name === "blog/ai-it-support.json");
    const fifteenth: ContentFile = {
      path: "content/blog/ai-it-support-2.json",
      name: "blog/ai-it-support-2.json",
      data: { ...(article?.data as Row), slug: "ai-it-support-2", title: "A fifteenth article" },
    };
    expect(validateContentFiles([...realFiles(), fifteenth], allImagesExist)).toEqual([]);
  });

  it("checks a blog post's slug against its file name and its category", () => {
    const files = withChange("blog/ai-it-support.json", (d) => ({
      ...(d as Row),
      slug: "ai-support",
      category: "Gossip",
    }));
    const errors = validateContentFiles(files, allImagesExist);
    expect(errors).toContain(
      'content/blog/ai-it-support.json: field "slug": "ai-support" must match the file name ("ai-it-support")',
    );
    expect(errors).toContain(
      'content/blog/ai-it-support.json: field "category": "Gossip" is not the name of a category in content/blog-categories.json (use one of: Cyber Security, Cloud Computing, AI & Innovation, IT Support, Business Continuity, Standards & Compliance, or add it there)',
    );
  });

  it("gives each kind of body block exactly its own fields, as the shared field check does", () => {
    const files = withChange("blog/ai-it-support.json", (d) => ({
      ...(d as Row),
      body: [{ type: "paragraph" }, { type: "list", items: ["One"], text: "Stray" }],
    }));
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/blog/ai-it-support.json ("How AI Is Changing IT Support for UK Small Businesses"): field "body[0].text": is missing (a paragraph block needs it)',
      'content/blog/ai-it-support.json ("How AI Is Changing IT Support for UK Small Businesses"): field "body[1].text": does not belong to a list block (it needs only items)',
    ]);
  });

  it("names an unknown author and keeps article slugs off the blog's own addresses", () => {
    const files = withChange("blog/ai-it-support.json", (d) => ({
      ...(d as Row),
      author: "Nobody",
    }));
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/blog/ai-it-support.json: field "author": "Nobody" is not the name of an author in content/blog-authors.json (use one of: Sarah Mitchell, James Okafor, Priya Shah, Tom Hargreaves, or add it there)',
    ]);
    const page: ContentFile = {
      path: "content/blog/page.json",
      name: "blog/page.json",
      data: {
        ...(realFiles().find((f) => f.name === "blog/ai-it-support.json")?.data as Row),
        slug: "page",
      },
    };
    expect(validateContentFiles([...realFiles(), page], allImagesExist)).toContainEqual(
      expect.stringContaining(
        'content/blog/page.json: field "slug": "page" is the address of the blog\'s own pages',
      ),
    );
  });

  it("flags an unknown field as a probable typo", () => {
    const files = withChange("faqs.json", (d) => {
      (d as Row[])[0].anwser = "x";
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      expect.stringMatching(
        /^content\/faqs\.json: record 1 \(.*\): field "anwser": is not a known field \(a typo\?\)$/,
      ),
    ]);
  });

  it("requires challenges and solutions for accordion industries", () => {
    const files = withChange("industries.json", (d) => {
      (d as Row[])[0].challenges = [];
      return d;
    });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      'content/industries.json: record 1 ("Healthcare"): field "challenges": must list at least one entry when inAccordion is true',
    ]);
  });

  describe("a call-first service's line hours and call-out cost", () => {
    const services = () => realFiles().find((file) => file.name === "services.json")?.data as Row[];
    const callFirst = () =>
      services().findIndex((service) => (service.hero as Row).callPrompt !== undefined);
    const other = () =>
      services().findIndex((service) => (service.hero as Row).callPrompt === undefined);

    it("are stated by the launch content's call-first service, optional for the others", () => {
      const service = services()[callFirst()];
      expect(service.emergencyHours).toEqual(expect.any(String));
      expect(service.calloutCost).toEqual(expect.any(String));
      expect(services()[other()].emergencyHours).toBeUndefined();
      expect(validateContentFiles(realFiles(), allImagesExist)).toEqual([]);
    });

    it("are refused on a service without a call button, naming what to do", () => {
      const index = other();
      const files = withChange("services.json", (d) => {
        (d as Row[])[index].calloutCost = "£100 an hour";
        return d;
      });
      expect(validateContentFiles(files, allImagesExist)).toEqual([
        `content/services.json: record ${index + 1} (${JSON.stringify(services()[index].title)}): field "calloutCost": is shown beside the call button, which only a service with a "hero.callPrompt" has: write the call prompt, or delete this field`,
      ]);
    });

    it("must be text when given", () => {
      const index = callFirst();
      const files = withChange("services.json", (d) => {
        (d as Row[])[index].emergencyHours = "";
        return d;
      });
      expect(validateContentFiles(files, allImagesExist)).toEqual([
        expect.stringMatching(/field "emergencyHours": must not be empty$/),
      ]);
    });
  });

  describe("a partner's logo", () => {
    const partnerWith = (logo: string, svg?: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "partner-logo-"));
      fs.cpSync(contentDir, dir, { recursive: true });
      const file = path.join(dir, "partners.json");
      const partners = JSON.parse(fs.readFileSync(file, "utf8")) as Row[];
      partners[0].logo = logo;
      fs.writeFileSync(file, JSON.stringify(partners));
      if (svg !== undefined) {
        fs.mkdirSync(path.join(dir, "images", "partners"), { recursive: true });
        fs.writeFileSync(path.join(dir, logo), svg);
      }
      try {
        return validateContentDirectory(dir);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    };
    const first = () =>
      `content/partners.json: record 1 (${JSON.stringify((realFiles().find((f) => f.name === "partners.json")?.data as Row[])[0].name)})`;

    it("is optional, and a plain SVG in content/images/partners is taken", () => {
      expect(
        partnerWith(
          "images/partners/mark.svg",
          '<svg viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
        ),
      ).toEqual([]);
    });

    it("must exist and be a PNG, WebP or SVG", () => {
      expect(partnerWith("images/partners/missing.png")).toEqual([
        `${first()}: field "logo": image file "images/partners/missing.png" does not exist`,
      ]);
      expect(partnerWith("images/partners/mark.gif", "GIF89a")).toEqual([
        `${first()}: field "logo": "images/partners/mark.gif" must be a PNG, WebP or SVG picture (.png, .webp or .svg)`,
      ]);
    });

    it("as SVG, is refused with a script or a reference to another site, saying what to ask for", () => {
      expect(
        partnerWith(
          "images/partners/mark.svg",
          '<svg onload="fetch(1)"><image href="https://tracker.example/p.png"/></svg>',
        ),
      ).toEqual([
        `${first()}: field "logo": "images/partners/mark.svg" holds an event handler (an on… attribute), a link or reference to another file or site, which the site does not publish: ask the partner programme for its plain SVG, or use its PNG`,
      ]);
    });
  });
});
