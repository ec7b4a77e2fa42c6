import { plainText } from "./inline-text";
import {
  LEGAL_DOCUMENTS,
  LEGAL_SLUGS,
  legalContentPath,
  type LegalDocumentContent,
} from "./legal-documents";
import { placeholderValues } from "./placeholders";
import { resolveLegalDocument } from "./resolve-document";
import { readContentJson, SITE } from "../../../test-support/site-facts";

const values = placeholderValues(SITE);
const read = (slug: string) => readContentJson<LegalDocumentContent>(`legal/${slug}.json`);

const tiny: LegalDocumentContent = {
  title: "Test Policy",
  description: "A policy used by the tests.",
  lastUpdated: "2026-11-23",
  intro: ["Welcome to {brandName}."],
  sections: [
    { heading: "1. Who We Are", blocks: [{ type: "paragraph", text: "Email {privacyEmail}." }] },
    {
      heading: "2. Cookies",
      blocks: [
        { type: "list", items: ["Call {phone}", "Write to {address}"] },
        {
          type: "table",
          caption: "Cookies of {brandName}",
          columns: ["Name", "Purpose"],
          rows: [["consent", "Your choice"]],
        },
      ],
    },
  ],
};

describe("resolveLegalDocument", () => {
  it("fills every text and gives each section an anchor", () => {
    const resolved = resolveLegalDocument(tiny, values, "content/legal/test.json");
    expect(resolved.intro.map(plainText)).toEqual([`Welcome to ${SITE.brandName}.`]);
    expect(resolved.sections.map((s) => [s.id, s.heading])).toEqual([
      ["who-we-are", "1. Who We Are"],
      ["cookies", "2. Cookies"],
    ]);
    const [list, table] = resolved.sections[1].blocks;
    expect(list.type === "list" && list.items.map(plainText)).toEqual([
      `Call ${SITE.phone.display}`,
      "Write to 4th Floor, 20 Eastcheap, London EC3M 1EB, United Kingdom",
    ]);
    expect(table.type === "table" && plainText(table.caption)).toBe(`Cookies of ${SITE.brandName}`);
  });

  it("fails with one message listing every unknown placeholder, by file and field", () => {
    const broken = structuredClone(tiny);
    broken.intro = ["Welcome to {brand}."];
    broken.sections[1].blocks[0] = { type: "list", items: ["Fax {fax}"] };
    let message = "";
    try {
      resolveLegalDocument(broken, values, "content/legal/privacy-policy.json");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("fix content/legal/privacy-policy.json and build again");
    expect(message).toContain(
      'content/legal/privacy-policy.json: field "intro[0]": unknown placeholder {brand}',
    );
    expect(message).toContain(
      'content/legal/privacy-policy.json: field "sections[1].blocks[0].items[0]": unknown placeholder {fax}',
    );
  });

  it.each(LEGAL_SLUGS)("resolves the committed %s with the committed site settings", (slug) => {
    const resolved = resolveLegalDocument(read(slug), values, legalContentPath(slug));
    expect(resolved.sections).toHaveLength(LEGAL_DOCUMENTS[slug].sectionCount);
    expect(new Set(resolved.sections.map((s) => s.id)).size).toBe(resolved.sections.length);
  });
});

/** Every text of a resolved document as a reader sees it. */
function readerText(slug: string): string {
  const resolved = resolveLegalDocument(read(slug), values, legalContentPath(slug));
  const texts = resolved.intro.map(plainText);
  for (const section of resolved.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      if (block.type === "paragraph") texts.push(plainText(block.text));
      if (block.type === "list") texts.push(...block.items.map(plainText));
      if (block.type === "table") block.rows.forEach((row) => texts.push(...row.map(plainText)));
    }
  }
  return texts.join("\n");
}

describe("what the legal texts say (a UK company's obligations)", () => {
  const privacy = readerText("privacy-policy");
  const cookies = readerText("cookie-policy");
  const terms = readerText("terms-of-service");

  it("names the UK law and the regulator", () => {
    for (const law of [
      "UK General Data Protection Regulation (UK GDPR)",
      "Data Protection Act 2018",
      "Privacy and Electronic Communications Regulations 2003 (PECR)",
      "Information Commissioner's Office (ICO)",
    ]) {
      expect(privacy).toContain(law);
    }
    expect(cookies).toContain("Privacy and Electronic Communications Regulations 2003 (PECR)");
  });

  it("lists every right of the data subject, the marketing opt-out and a complaint to the ICO", () => {
    for (const right of [
      "Access:",
      "Rectification (correction):",
      "Erasure (deletion):",
      "Restriction:",
      "Objection:",
      "Opting out of marketing:",
      "Data portability:",
      "Withdrawing consent:",
    ]) {
      expect(privacy).toContain(right);
    }
    expect(privacy).toMatch(/right to complain to the ICO/);
  });

  it("claims the governing law of England and Wales", () => {
    expect(terms).toContain("governed by the laws of England and Wales");
    expect(terms).toContain("courts of England and Wales");
  });

  it("mentions the Cookie Settings button on every page", () => {
    for (const text of [privacy, cookies, terms])
      expect(text).toContain('"Cookie Settings" button');
  });

  it("gives the privacy mailbox, the info mailbox, the phone and the London address", () => {
    expect(privacy).toContain(SITE.emails.privacy);
    expect(privacy).toContain(SITE.emails.info);
    expect(privacy).toContain(SITE.phone.display);
    expect(privacy).toContain("London EC3M 1EB");
    expect(terms).toContain(SITE.emails.info);
    expect(terms).toContain(SITE.phone.display);
    expect(cookies).toContain(SITE.cookiePolicyPhone.display);
    expect(cookies).not.toContain(SITE.phone.display);
  });

  it("states the company's registered details", () => {
    expect(privacy).toContain(`company number ${SITE.companyNumber}`);
    expect(terms).toContain(`company number ${SITE.companyNumber}`);
    expect(terms).toContain(SITE.vatNumber);
  });
});
