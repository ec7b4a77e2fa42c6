/** One schema per content collection (see content/README.md for the editor's view). */
import { SOLUTION_OPTIONS } from "../contact/schema";
import { SOCIAL_ICON_NAMES } from "../social-icons";
import { BLOG_CATEGORIES } from "../blog/categories";
import { findBrandMark } from "../brand-marks";
import type { ServicePlan } from "../plans/plan";
import { planFeatureProblems } from "../plans/plan-comparison";
import type { CollectionFile } from "./collections";
import {
  bool,
  icon,
  image,
  link,
  list,
  obj,
  optionalText,
  text,
  textList,
  type FieldSpec,
} from "./field-spec";

// Kept with the blog's code, which the visitor's browser loads without this module.
export { BLOG_CATEGORIES } from "../blog/categories";

const MONTHS =
  "January|February|March|April|May|June|July|August|September|October|November|December";

const slug: FieldSpec = {
  kind: "string",
  pattern: /^[A-Za-z0-9][A-Za-z0-9&-]*$/,
  patternHint: "may hold only letters, digits, hyphens and &",
};
const phone = obj(
  {
    display: text(),
    tel: {
      kind: "string",
      pattern: /^\+\d{10,15}$/,
      patternHint: "must be +44 followed by digits",
    },
  },
  "PhoneNumber",
);
const postalAddress = obj(
  { street: text(), locality: text(), postcode: text(), country: text() },
  "Address",
);
const email: FieldSpec = {
  kind: "string",
  pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  patternHint: "is not an email address",
};
/** A site path or an anchor on the same page ("#services-heading"). */
const inPageOrSiteLink: FieldSpec = {
  kind: "string",
  pattern: /^(\/|#)[^\s]*$/,
  patternHint: "must start with / (a page of this site) or # (a place on the same page)",
};
const valueLabel = obj({ value: text(), label: text() }, "ValueLabel");
const iconCard = obj({ title: text(), description: text(), icon }, "IconCard");
/** A benefit or use case of a service page: icon, title, description, optional details. */
const serviceItem = obj(
  {
    icon,
    title: text(),
    description: text(),
    details: { ...textList(), optional: true },
    metric: { ...text(), optional: true },
  },
  "ServiceItem",
);
const serviceItems = obj(
  {
    heading: text(),
    intro: text(),
    items: list(serviceItem, { min: 1 }),
  },
  "ServiceItems",
);
/** A section's heading and optional intro line. */
const sectionCopy = obj({ heading: text(), intro: optionalText() }, "SectionCopy");
const cta = obj({ heading: text(), text: text(), buttonText: text(), link }, "CallToAction");

export interface CollectionSchema {
  /** A list collection's record, or the whole object of a single-object file. */
  record: FieldSpec;
  /** Fields whose values must be unique across records. */
  unique?: readonly string[];
  /** Field that names a record in messages. */
  label?: string;
  /** Exact number of records where the pages are laid out for it, with the reason an editor reads. */
  count?: RecordCount;
  /** Checks across a collection's records (e.g. how many are flagged), one message per problem. */
  checkRecords?: (records: readonly Record<string, unknown>[]) => string[];
}

export interface RecordCount {
  exactly: number;
  /** What the records are, in the plural: "services". */
  noun: string;
  /** Why the number is fixed, finishing "...because ". */
  because: string;
}

/** The editor's sentence for a wrong number of records. */
export function countProblem(path: string, count: RecordCount, found: number): string {
  return `${path}: the site needs exactly ${count.exactly} ${count.noun}, because ${count.because}; this file has ${found}. Add or remove records to match, or ask a developer to change the layout.`;
}

/** The home page's industries accordion is laid out for this many of the industries. */
export const INDUSTRIES_IN_ACCORDION = 4;

export const COLLECTION_SCHEMAS: Record<CollectionFile, CollectionSchema> = {
  "site.json": {
    record: obj({
      brandName: text(),
      legalName: text(),
      companyNumber: {
        kind: "string",
        pattern: /^(\d{8}|[A-Z]{2}\d{6})$/,
        patternHint: 'must be a Companies House number such as "01234567" or "SC123456"',
      },
      // Shown in the footer and on the legal pages, as a company's website must.
      vatNumber: {
        kind: "string",
        pattern: /^GB \d{3} \d{4} \d{2}$/,
        patternHint: 'must be a UK VAT number written like "GB 123 4567 89"',
      },
      tagline: text(),
      description: text({ min: 50, max: 170 }),
      blogName: text(),
      address: postalAddress,
      registeredOffice: postalAddress,
      phone,
      cookiePolicyPhone: phone,
      emails: obj(
        { info: email, privacy: email, support: email, leads: email, noreply: email },
        "Mailboxes",
      ),
      social: list(
        obj(
          { name: text(), url: link, icon: { kind: "enum", values: SOCIAL_ICON_NAMES } },
          "SocialLink",
        ),
        { min: 1 },
      ),
      responseTime: text(),
      contactForm: obj({ phoneRequired: bool }, "ContactFormSettings"),
      footer: obj({ about: text(), charity: text(), registered: text() }, "FooterText"),
    }),
  },
  "home.json": {
    record: obj({
      headline: text(),
      subheading: text(),
      heroActions: list(obj({ text: text(), link: inPageOrSiteLink }, "HeroAction"), { min: 1 }),
      heroCards: list(iconCard, { count: 4 }),
      sections: obj(
        {
          onboarding: sectionCopy,
          services: sectionCopy,
          partners: sectionCopy,
          expertise: sectionCopy,
          testimonials: sectionCopy,
          industries: sectionCopy,
          industryChallenges: sectionCopy,
          successStories: sectionCopy,
        },
        "HomeSections",
      ),
      cta,
    }),
  },
  "about.json": {
    record: obj({
      title: text(),
      intro: text(),
      mission: text(),
      vision: text(),
      values: list(iconCard, { min: 1 }),
      figures: list(valueLabel, { min: 1 }),
      sections: obj(
        {
          missionVision: sectionCopy,
          values: sectionCopy,
          figures: sectionCopy,
          journey: sectionCopy,
          experience: sectionCopy,
        },
        "AboutSections",
      ),
      cta,
    }),
  },
  "services.json": {
    record: obj({
      slug,
      title: text(),
      description: text(),
      icon,
      solutionKey: { kind: "enum", values: SOLUTION_OPTIONS.map((o) => o.value) },
      // `callPrompt`: the page offers the phone number (site.json) first, the form second.
      hero: obj({ heading: text(), intro: text(), buttonText: text(), callPrompt: optionalText() }),
      whyChoose: obj({
        heading: text(),
        points: list(obj({ title: text(), description: text() }, "ServicePoint"), { count: 5 }),
      }),
      benefits: serviceItems,
      useCases: serviceItems,
      extraSections: { ...list(serviceItems), optional: true },
      closing: obj({ heading: text(), text: text(), buttonText: text() }),
    }),
    unique: ["slug", "title", "solutionKey"],
    label: "title",
    count: {
      exactly: 14,
      noun: "services",
      because:
        "the menu, the services page and the contact form's solution list are laid out for fourteen",
    },
  },
  // The services index: its copy and the groups its cards are shown in. That every service
  // sits in exactly one group is checked across files (service-groups-check.ts).
  "services-page.json": {
    record: obj({
      title: text(),
      description: text({ min: 50, max: 160 }),
      intro: text(),
      groups: list(
        obj(
          {
            heading: text(),
            intro: text(),
            icon,
            // A query gets the services themselves, in the group's order.
            services: {
              ...list(slug, { min: 1 }),
              graphql: { type: '[Service!]! @link(by: "slug")' },
            },
          },
          "ServiceGroup",
        ),
        { min: 1 },
      ),
      cta,
    }),
  },
  "plans.json": {
    record: obj({
      name: text(),
      price: {
        kind: "string",
        pattern: /^£[\d,]+$/,
        patternHint: 'must be a price such as "£399"',
      },
      period: text(),
      description: text(),
      buttonText: text(),
      highlight: bool,
      highlightLabel: optionalText(),
      // `group` names the comparison table's row, `level` what this plan gives of it ("24/7").
      features: list(
        obj({
          name: text(),
          group: text(),
          level: optionalText(),
          included: bool,
          tooltip: optionalText(),
        }),
        { min: 1 },
      ),
    }),
    unique: ["name"],
    label: "name",
    // Only records whose features are sound lists (the field check reports the others).
    checkRecords: (records) =>
      records
        .filter((plan) => Array.isArray(plan.features))
        .flatMap((plan) => planFeatureProblems(plan as unknown as ServicePlan)),
    count: {
      exactly: 3,
      noun: "plans",
      because: "the plans page compares three plans side by side",
    },
  },
  "partners.json": {
    // `mark`: the brand's slug in simple-icons, or null to set the name in the site's type;
    // `wordmark`: the mark spells the name, so the name is not set beside it.
    record: obj({ name: text(), mark: optionalText(), wordmark: bool, url: link }),
    unique: ["name"],
    label: "name",
    checkRecords: (records) =>
      records.flatMap((partner) =>
        typeof partner.mark === "string" && !findBrandMark(partner.mark)
          ? [
              `partner "${String(partner.name)}": simple-icons has no mark "${partner.mark}" (its slugs are lower case, e.g. "googlecloud"); set "mark" to null to show the name in the site's type.`,
            ]
          : [],
      ),
    count: {
      exactly: 12,
      noun: "partners",
      because: "the partner logo strip is sized for twelve logos",
    },
  },
  "onboarding.json": {
    record: obj({ step: text(), content: text(), image }),
    unique: ["step"],
    label: "step",
    count: {
      exactly: 3,
      noun: "onboarding steps",
      because: "the onboarding carousel and its progress bar are laid out for three steps",
    },
  },
  "testimonials.json": {
    record: obj({
      id: { kind: "number", integer: true, min: 1 },
      name: text(),
      role: text(),
      company: text(),
      content: text(),
    }),
    unique: ["id"],
    label: "name",
    count: {
      exactly: 3,
      noun: "testimonials",
      because: "the testimonial carousel shows three, one at a time",
    },
  },
  "industries.json": {
    record: obj({
      name: text(),
      icon,
      description: text(),
      inAccordion: bool,
      challenges: textList(0),
      solutions: textList(0),
    }),
    unique: ["name"],
    label: "name",
    count: {
      exactly: 6,
      noun: "industries",
      because: "the home page lays out six industry cards",
    },
    checkRecords: (records) => {
      const flagged = records.filter((record) => record.inAccordion === true).length;
      return flagged === INDUSTRIES_IN_ACCORDION
        ? []
        : [
            `exactly ${INDUSTRIES_IN_ACCORDION} industries must have "inAccordion": true, because the home page's accordion is laid out for ${INDUSTRIES_IN_ACCORDION}; ${flagged} have it now.`,
          ];
    },
  },
  "expertise.json": {
    record: obj({
      icon,
      title: text(),
      years: {
        kind: "string",
        pattern: /^\d+\+?$/,
        patternHint: 'must be a number of years such as "15+"',
      },
    }),
    unique: ["title"],
    label: "title",
  },
  "timeline.json": {
    record: obj({
      year: { kind: "number", integer: true, min: 1990, max: 2100 },
      title: text(),
      description: text(),
      icon,
      achievements: textList(),
    }),
    unique: ["year"],
    label: "year",
  },
  "experience-logos.json": {
    record: obj({ image, alt: text() }),
    unique: ["image"],
    label: "alt",
    count: {
      exactly: 11,
      noun: "organisation logos",
      because: "the About page's logo strip is sized for eleven",
    },
  },
  "assessment.json": {
    record: obj({
      id: { kind: "number", integer: true, min: 1, max: 5, graphql: { name: "questionId" } },
      question: text(),
      options: list(text(), { count: 5 }),
    }),
    unique: ["id"],
    label: "id",
    count: {
      exactly: 5,
      noun: "questions",
      because:
        "the assessment's progress bar moves in fifths and its recommendation reads five answers",
    },
  },
  "infographics.json": {
    record: obj({
      id: slug,
      title: text(),
      description: text(),
      icon,
      content: list(
        obj({ name: text(), percentage: { kind: "number", min: 0, max: 100 } }, "InfographicStat"),
        { min: 1 },
      ),
      additionalInfo: text(),
    }),
    unique: ["id"],
    label: "title",
    count: {
      exactly: 6,
      noun: "infographics",
      because: "the assessment results show a grid of six",
    },
  },
  "case-studies.json": {
    record: obj({
      slug,
      title: text(),
      client: text(),
      sector: text(),
      summary: text(),
      /** The page's meta description (search results show about 160 characters). */
      description: text({ min: 50, max: 160 }),
      image,
      featured: bool,
      profile: obj({
        description: text(),
        facts: list(obj({ label: text(), value: text() }, "CaseStudyFact"), { min: 1 }),
      }),
      challenge: textList(),
      solution: obj({ intro: text(), steps: textList() }),
      results: obj({ intro: text(), items: list(valueLabel, { min: 1 }) }),
      // Attributed to a role only: clients are described by sector, never named.
      quote: obj({ text: text(), role: text() }),
      /** Slugs of the services used, linked to their pages. */
      services: list(slug, { min: 1 }),
    }),
    unique: ["slug"],
    label: "title",
    count: {
      exactly: 4,
      noun: "case studies",
      because: "the home page shows four case studies in a two-by-two grid",
    },
  },
  "stats.json": {
    record: obj({
      year: { kind: "number", integer: true },
      heading: text(),
      items: list(valueLabel, { min: 1 }),
    }),
  },
  "faqs.json": {
    record: obj({ question: text(), answer: text() }),
    unique: ["question"],
    label: "question",
  },
};

const blogBlock: FieldSpec = {
  kind: "object",
  typeName: "BlogBlock",
  fields: {
    type: { kind: "enum", values: ["paragraph", "heading", "list", "quote"] },
    text: { kind: "string", optional: true },
    items: { kind: "list", of: text(), optional: true, min: 1 },
  },
};

export const BLOG_POST_SCHEMA: CollectionSchema = {
  record: obj({
    slug,
    title: text({ max: 100 }),
    excerpt: text(),
    description: text({ min: 50, max: 170 }),
    author: obj({ name: text(), role: text(), bio: text() }, "BlogAuthor"),
    date: {
      kind: "string",
      pattern: new RegExp(`^(${MONTHS}) \\d{1,2}, \\d{4}$`),
      patternHint: 'must be a date written like "July 3, 2025"',
    },
    // The reading time is derived from the body's words (src/lib/blog/read-time.ts).
    category: { kind: "enum", values: BLOG_CATEGORIES },
    image,
    imageAlt: text({ max: 150 }),
    body: list(blogBlock, { min: 1 }),
  }),
  unique: ["slug"],
  label: "title",
  count: {
    exactly: 14,
    noun: "articles",
    because:
      "the blog index, its category filter and the menu's article links are laid out for fourteen",
  },
};

/** A block of a legal text: a paragraph (text), a list (items) or a table (caption, columns, rows). */
const legalBlock: FieldSpec = {
  kind: "object",
  typeName: "LegalBlock",
  fields: {
    type: { kind: "enum", values: ["paragraph", "list", "table"] },
    text: { kind: "string", optional: true },
    items: { kind: "list", of: text(), optional: true, min: 1 },
    caption: { kind: "string", optional: true },
    columns: { kind: "list", of: text(), optional: true, min: 2 },
    rows: { kind: "list", of: { kind: "list", of: text(), min: 1 }, optional: true, min: 1 },
  },
};

/** A legal page's text (content/legal/<slug>.json); its page needs exactly `sectionCount` sections. */
export function legalDocumentSchema(sectionCount: number): CollectionSchema {
  return {
    record: obj({
      title: text(),
      description: text({ min: 50, max: 160 }),
      lastUpdated: {
        kind: "string",
        pattern: /^\d{4}-\d{2}-\d{2}$/,
        patternHint: 'must be a date written as YYYY-MM-DD, e.g. "2026-11-23"',
      },
      intro: textList(),
      sections: list(
        obj({ heading: text(), blocks: list(legalBlock, { min: 1 }) }, "LegalSection"),
        {
          count: sectionCount,
        },
      ),
    }),
  };
}
