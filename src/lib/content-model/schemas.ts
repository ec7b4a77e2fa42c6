/** One schema per content collection (see content/README.md for the editor's view). */
import { SOCIAL_ICON_NAMES } from "../social-icons";
import { COVER_MOTIF_NAMES } from "./cover-motifs";
import { formerSlugProblems } from "../blog/category-redirects";
import type { ServicePlan } from "../plans/plan";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "../seo";
import { planFeatureProblems } from "../plans/plan-comparison";
import type { CollectionFile } from "./collections";
import type { RecordCount } from "./record-count";
import { LEGAL_BLOCK_FIELDS } from "../legal/legal-document-problems";
import {
  bool,
  icon,
  imageIn,
  link,
  list,
  obj,
  optionalText,
  prose,
  proseList,
  text,
  textList,
  withClaims,
  type FieldSpec,
} from "./field-spec";

/** A list of service slugs names services by their `slug`. */
const SERVICE_BY_SLUG = { file: "services.json", field: "slug" };

const MONTHS =
  "January|February|March|April|May|June|July|August|September|October|November|December";

/** A date as the site writes it: "July 3, 2025" (month in full, no leading zero). */
const siteDate: FieldSpec = {
  kind: "string",
  dateFormat: "MMMM D, YYYY",
  pattern: new RegExp(`^(${MONTHS}) \\d{1,2}, \\d{4}$`),
  patternHint: 'must be a date written like "July 3, 2025"',
};

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
// Figures, their labels, intros, answers and calls to action may name claims stated elsewhere
// ({stat: …}, {plans with: …}: src/lib/claims/claims.ts), filled in from the records.
const valueLabel = obj({ value: withClaims(text()), label: withClaims(text()) }, "ValueLabel");
const iconCard = obj({ title: text(), description: prose(), icon }, "IconCard");
/** A benefit or use case of a service page: icon, title, description, optional details. */
const serviceItem = obj(
  {
    icon,
    title: text(),
    description: withClaims(prose()),
    details: { ...textList(), optional: true },
    metric: { ...withClaims(text()), optional: true },
  },
  "ServiceItem",
);
const serviceItems = obj(
  {
    heading: text(),
    intro: withClaims(prose()),
    items: list(serviceItem, { min: 1 }),
  },
  "ServiceItems",
);
/** A section's heading and optional intro line. */
const sectionCopy = obj(
  { heading: text(), intro: { ...withClaims(prose()), optional: true, nullable: true } },
  "SectionCopy",
);
const cta = obj(
  { heading: text(), text: withClaims(prose()), buttonText: text(), link },
  "CallToAction",
);

export interface CollectionSchema {
  /** A list collection's record, or the whole object of a single-object file. */
  record: FieldSpec;
  /** Fields whose values must be unique across records. */
  unique?: readonly string[];
  /** Field that names a record in messages. */
  label?: string;
  /** How many records the pages need, where they need a range at all (see record-count.ts). */
  count?: RecordCount;
  /** Checks across a collection's records (e.g. a plan's comparison groups), one message per problem. */
  checkRecords?: (records: readonly Record<string, unknown>[]) => string[];
}

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
      description: prose({ min: DESCRIPTION_MIN, max: DESCRIPTION_MAX }),
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
      footer: obj({ about: prose(), charity: text(), registered: text() }, "FooterText"),
    }),
  },
  "home.json": {
    record: obj({
      headline: text(),
      subheading: prose(),
      heroActions: list(obj({ text: text(), link: inPageOrSiteLink }, "HeroAction"), { min: 1 }),
      heroCards: list(iconCard, {
        count: 4,
        because: "the hero lays its cards out in one row of four on a wide screen",
      }),
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
      intro: prose(),
      mission: prose(),
      vision: prose(),
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
      // The card's text and the page's meta description; may name a plan's price.
      description: withClaims(prose()),
      icon,
      // The contact form offers each service by this key (src/lib/contact/solution-options.ts).
      solutionKey: {
        kind: "string",
        pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
        patternHint:
          'may hold only lower-case letters, digits and single hyphens, e.g. "cloud-backup"',
      },
      // `callPrompt`: the page offers the phone number (site.json) first, the form second.
      hero: obj({
        heading: text(),
        intro: withClaims(prose()),
        buttonText: text(),
        callPrompt: { ...prose(), optional: true, nullable: true },
      }),
      // Beside the call button of a call-first page: when the line is answered and roughly
      // what a call-out costs, the two things a caller asks before dialling.
      emergencyHours: { ...text(), optional: true },
      calloutCost: { ...text(), optional: true },
      whyChoose: obj({
        heading: text(),
        points: list(obj({ title: text(), description: withClaims(prose()) }, "ServicePoint"), {
          min: 1,
        }),
      }),
      benefits: serviceItems,
      useCases: serviceItems,
      extraSections: { ...list(serviceItems), optional: true },
      closing: obj({ heading: text(), text: withClaims(prose()), buttonText: text() }),
    }),
    unique: ["slug", "title", "solutionKey"],
    label: "title",
    count: {
      min: 1,
      noun: ["service", "services"],
      because: "the Services menu and the services page list them",
    },
  },
  // The services index: its copy and the groups its cards are shown in. That every service
  // sits in exactly one group is checked across files (service-groups-check.ts).
  "services-page.json": {
    record: obj({
      title: text(),
      description: prose({ min: 50, max: 160 }),
      intro: prose(),
      groups: list(
        obj(
          {
            heading: text(),
            intro: prose(),
            icon,
            // A query gets the services themselves, in the group's order.
            services: {
              ...list({ ...slug, refersTo: SERVICE_BY_SLUG }, { min: 1 }),
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
      description: prose(),
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
      min: 2,
      max: 4,
      noun: ["plan", "plans"],
      because:
        "the plans page compares them side by side: two at least to compare, and no more than four fit across a phone screen",
    },
  },
  "partners.json": {
    // A partner is shown by name, or by the logo its partner programme lets us show
    // (content/README.md, Partners): a PNG, WebP or SVG in content/images/partners/.
    record: obj({ name: text(), url: link, logo: { ...imageIn("partners"), optional: true } }),
    unique: ["name"],
    label: "name",
  },
  "onboarding.json": {
    record: obj({ step: text(), content: prose(), image: imageIn("onboarding") }),
    unique: ["step"],
    label: "step",
    count: {
      min: 2,
      max: 4,
      noun: ["onboarding step", "onboarding steps"],
      because:
        "the home page's onboarding carousel moves from step to step, and on a phone its steps sit side by side as tabs, where four fit at most",
    },
  },
  "testimonials.json": {
    record: obj({
      id: { kind: "number", integer: true, min: 1 },
      name: text(),
      role: text(),
      company: text(),
      content: prose(),
    }),
    unique: ["id"],
    label: "name",
  },
  "industries.json": {
    record: obj({
      name: text(),
      icon,
      description: prose(),
      inAccordion: bool,
      challenges: textList(0),
      solutions: textList(0),
    }),
    unique: ["name"],
    label: "name",
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
      icon,
      description: prose(),
      achievements: textList(),
    }),
    unique: ["year"],
    label: "year",
    count: {
      min: 1,
      max: 10,
      noun: ["milestone", "milestones"],
      because:
        "the About page's year buttons stay on screen above the timeline, and more than ten of them would cover too much of a phone's screen",
    },
  },
  "experience-logos.json": {
    record: obj({ image: imageIn("experience"), alt: text() }),
    unique: ["image"],
    label: "alt",
  },
  "assessment.json": {
    record: obj({
      id: { kind: "number", integer: true, min: 1, max: 5, graphql: { name: "questionId" } },
      question: text(),
      options: list(text(), {
        count: 5,
        because: "the assessment's recommendation reads each answer by its place among five",
      }),
    }),
    unique: ["id"],
    label: "id",
    count: {
      min: 5,
      max: 5,
      noun: ["question", "questions"],
      because:
        "the assessment's progress text is written for five steps and its recommendation reads five answers",
    },
  },
  "infographics.json": {
    record: obj({
      id: slug,
      title: text(),
      icon,
      description: prose(),
      content: list(
        obj({ name: text(), percentage: { kind: "number", min: 0, max: 100 } }, "InfographicStat"),
        { min: 1 },
      ),
      additionalInfo: prose(),
    }),
    unique: ["id"],
    label: "title",
  },
  "case-studies.json": {
    record: obj({
      slug,
      title: text(),
      client: text(),
      sector: text(),
      summary: prose(),
      /** The page's meta description (search results show about 160 characters). */
      description: prose({ min: 50, max: 160 }),
      image: imageIn("case-studies"),
      featured: bool,
      profile: obj({
        description: prose(),
        facts: list(obj({ label: text(), value: text() }, "CaseStudyFact"), { min: 1 }),
      }),
      challenge: proseList(),
      solution: obj({ intro: prose(), steps: proseList() }),
      results: obj({ intro: prose(), items: list(valueLabel, { min: 1 }) }),
      // Attributed to a role only, as the study describes its client by sector.
      quote: obj({ text: prose(), role: text() }),
      /** Slugs of the services used, linked to their pages. */
      services: list({ ...slug, refersTo: SERVICE_BY_SLUG }, { min: 1 }),
      /** When it was first published and last changed (search engines and the sitemap read them). */
      published: siteDate,
      updated: { ...siteDate, optional: true },
    }),
    unique: ["slug"],
    label: "title",
    count: {
      min: 1,
      noun: ["case study", "case studies"],
      because: "the case studies page, linked from every page's footer, lists them",
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
    record: obj({ question: text(), answer: withClaims(prose()) }),
    unique: ["question"],
    label: "question",
  },
  // The blog's subjects; an article names one by its name, and each has its own page.
  "blog-categories.json": {
    record: obj({
      slug,
      name: text(),
      /** The category page's lead and meta description. */
      description: prose({ min: 50, max: 160 }),
      // Categories merged into this one: their old pages lead here (a permanent redirect).
      formerSlugs: { ...list(slug), optional: true },
    }),
    unique: ["slug", "name"],
    label: "name",
    checkRecords: formerSlugProblems,
  },
  // The people who write the articles; an article names one by name, and each has a page.
  "blog-authors.json": {
    record: obj({ slug, name: text(), role: text(), bio: prose() }),
    unique: ["slug", "name"],
    label: "name",
  },
};

/** A text field naming a record of another collection by its `name`; queries get the record. */
const nameOf = (type: string, file: CollectionFile): FieldSpec => ({
  ...text(),
  refersTo: { file, field: "name" },
  graphql: { type: `${type}! @link(by: "name")` },
});

/** An article's body is a list of blocks; each kind of block needs its own field. */
export const BLOG_BLOCK: FieldSpec & { kind: "object" } = {
  kind: "object",
  typeName: "BlogBlock",
  fields: {
    type: { kind: "enum", values: ["paragraph", "heading", "list", "quote"] },
    // A paragraph may name a claim ({plan price: Standard}) rather than copy it.
    text: { kind: "string", long: true, optional: true, claims: true },
    items: { kind: "list", of: prose(), optional: true, min: 1 },
  },
  variants: {
    key: "type",
    fields: { paragraph: ["text"], heading: ["text"], list: ["items"], quote: ["text"] },
  },
};

export const BLOG_POST_SCHEMA: CollectionSchema = {
  record: obj({
    slug,
    title: text({ max: 100 }),
    // The card on the blog index shows it whole beside other articles' cards: a line or two
    // would leave an empty card; the launch articles' run from 163 to 202 characters.
    excerpt: prose({ min: 120 }),
    description: prose({ min: DESCRIPTION_MIN, max: DESCRIPTION_MAX }),
    // An author's name in content/blog-authors.json.
    author: nameOf("BlogAuthor", "blog-authors.json"),
    date: siteDate,
    // Set when the article is reviewed and brought up to date after it was published.
    updated: { ...siteDate, optional: true },
    // The reading time is derived from the body's words (src/lib/blog/read-time.ts).
    // A category's name in content/blog-categories.json.
    category: nameOf("BlogCategory", "blog-categories.json"),
    image: imageIn("blog"),
    imageAlt: text({ max: 150 }),
    // What the cover shows (cover-motifs.ts); left out, one is derived from the title.
    coverMotif: { kind: "enum", values: COVER_MOTIF_NAMES, optional: true },
    body: list(BLOG_BLOCK, { min: 1 }),
  }),
  unique: ["slug"],
  label: "title",
  count: {
    min: 1,
    noun: ["article", "articles"],
    because: "the blog index, linked from every page's menu, lists them",
  },
};

/** A block of a legal text: a paragraph (text), a list (items) or a table (caption, columns, rows). */
const legalBlock: FieldSpec = {
  kind: "object",
  typeName: "LegalBlock",
  fields: {
    type: { kind: "enum", values: ["paragraph", "list", "table"] },
    text: { kind: "string", long: true, optional: true },
    items: { kind: "list", of: prose(), optional: true, min: 1 },
    caption: { kind: "string", optional: true },
    columns: { kind: "list", of: text(), optional: true, min: 2 },
    rows: { kind: "list", of: { kind: "list", of: text(), min: 1 }, optional: true, min: 1 },
  },
  variants: { key: "type", fields: LEGAL_BLOCK_FIELDS },
};

/** A legal page's text (content/legal/<slug>.json); its page needs exactly `sectionCount` sections. */
export function legalDocumentSchema(sectionCount: number): CollectionSchema {
  return {
    record: obj({
      title: text(),
      description: text({ min: 50, max: 160 }),
      lastUpdated: {
        kind: "string",
        dateFormat: "YYYY-MM-DD",
        pattern: /^\d{4}-\d{2}-\d{2}$/,
        patternHint: 'must be a date written as YYYY-MM-DD, e.g. "2026-11-23"',
      },
      intro: proseList(),
      sections: list(
        obj({ heading: text(), blocks: list(legalBlock, { min: 1 }) }, "LegalSection"),
        {
          count: sectionCount,
        },
      ),
    }),
  };
}
