/**
 * `npm run new -- article "Title"` and `npm run new -- service "Title"`: write a new record
 * that has every required field, with "TODO: ..." wherever an editor has to write the real
 * thing. The content check refuses a record while any TODO is left, so nothing half-written
 * goes live. Written files are formatted as the repository's JSON is (Prettier).
 *
 * Everything is checked before a file is written (the names given, the record's file and its
 * picture's file, which must not exist yet), and a step that fails after writing puts every
 * file back as it was: a refused `npm run new` leaves nothing behind, so trying again works.
 */
import fs from "node:fs";
import path from "node:path";
import { formatBlogDate } from "../../src/lib/blog-date";
import { TODO_MARK } from "../../src/lib/content-model/field-spec";
import { blogPostPath, servicePath } from "../../src/lib/routes";
import { slugify } from "../../src/lib/slug";

/** "Cloud Back-up & Recovery: 2026!" -> "cloud-back-up-and-recovery-2026". */
export const slugFromTitle = slugify;

const todo = (what: string): string => `${TODO_MARK} ${what}`;

export interface Scaffolded {
  /** The file the editor opens next, from the repository root. */
  file: string;
  /** The page's address on the site. */
  path: string;
  /** What else was changed or is still to do, one line each. */
  notes: string[];
}

export interface ScaffoldOptions {
  contentDir: string;
  title: string;
  today?: Date;
  /** Formats JSON as the repository does; the default keeps JSON.stringify's layout. */
  format?: (json: string, file: string) => Promise<string>;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8")) as unknown;

async function jsonText(file: string, data: unknown, options: ScaffoldOptions): Promise<string> {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  return options.format ? options.format(text, file) : text;
}

/**
 * Runs `steps`, which write or change `files`; if one fails, each file is put back as it was
 * (removed if it did not exist), and the error goes on.
 */
async function allOrNothing<T>(files: readonly string[], steps: () => Promise<T>): Promise<T> {
  const before = files.map((file) => ({
    file,
    text: fs.existsSync(file) ? fs.readFileSync(file) : null,
  }));
  try {
    return await steps();
  } catch (error) {
    for (const { file, text } of before) {
      if (text === null) fs.rmSync(file, { force: true });
      else fs.writeFileSync(file, text);
    }
    throw error;
  }
}

/** The repository-relative name of a file under content/, for messages. */
const shown = (contentDir: string, file: string) =>
  path.join("content", path.relative(contentDir, file)).split(path.sep).join("/");

function namesIn(file: string): string[] {
  const records = readJson(file);
  return Array.isArray(records)
    ? records.flatMap((r: unknown) => {
        const name = (r as { name?: unknown } | null)?.name;
        return typeof name === "string" ? [name] : [];
      })
    : [];
}

function requireTitle(title: string): string {
  const trimmed = title.trim();
  if (slugFromTitle(trimmed) === "") {
    throw new Error(
      `The title ${JSON.stringify(title)} has no letters or digits to make an address from.`,
    );
  }
  return trimmed;
}

/** A name given on the command line must be one of the collection's, said plainly if not. */
function knownName(given: string | undefined, file: string, what: string): string | undefined {
  if (given === undefined) return undefined;
  const names = namesIn(file);
  if (names.includes(given)) return given;
  throw new Error(
    `${JSON.stringify(given)} is not ${what} in ${path.basename(file)} (one of: ${names.join(", ")}).`,
  );
}

export interface ArticleOptions extends ScaffoldOptions {
  /** A category's name from blog-categories.json; TODO when not given. */
  category?: string;
  /** An author's name from blog-authors.json; TODO when not given. */
  author?: string;
  /** Draws the cover at the record's image path (scripts/new-content/draw-cover.ts). */
  drawCover: (contentDir: string, imageFile: string) => Promise<void>;
}

export async function scaffoldArticle(options: ArticleOptions): Promise<Scaffolded> {
  const title = requireTitle(options.title);
  const slug = slugFromTitle(title);
  const { contentDir } = options;
  const file = path.join(contentDir, "blog", `${slug}.json`);
  if (fs.existsSync(file))
    throw new Error(`content/blog/${slug}.json already exists: choose another title.`);
  const category = knownName(
    options.category,
    path.join(contentDir, "blog-categories.json"),
    "a category",
  );
  const author = knownName(options.author, path.join(contentDir, "blog-authors.json"), "an author");
  const image = path.join(contentDir, "images", "blog", `${slug}.png`);
  if (fs.existsSync(image)) {
    throw new Error(
      `${shown(contentDir, image)} already exists (an uploaded picture, or another record's): the new article's cover would replace it. Choose another title, or move that picture first.`,
    );
  }
  const record = {
    slug,
    title,
    excerpt: todo("two or three sentences (120 characters at least) for the article's card."),
    description: todo("the search result's summary, 50 to 170 characters."),
    author: author ?? todo("an author's name from content/blog-authors.json."),
    date: formatBlogDate(options.today ?? new Date()),
    category: category ?? todo("a category's name from content/blog-categories.json."),
    image: `../images/blog/${slug}.png`,
    imageAlt: todo("what the cover shows, for people who cannot see it."),
    body: [
      { type: "paragraph", text: todo("the article's first paragraph.") },
      { type: "heading", text: todo("a section heading, or delete this block.") },
      { type: "paragraph", text: todo("more paragraphs; blocks may also be lists and quotes.") },
    ],
  };
  const text = await jsonText(file, record, options);
  await allOrNothing([file, image], async () => {
    fs.writeFileSync(file, text);
    await options.drawCover(contentDir, image);
  });
  const notes = [`Drew its cover: content/images/blog/${slug}.png`];
  if (!category || !author) {
    notes.push(
      `Once you have chosen its category, run \`npm run images -- blog/${slug}\` to redraw the cover in that category's colours.`,
    );
  }
  return { file: `content/blog/${slug}.json`, path: blogPostPath(slug), notes };
}

interface ServiceGroup {
  heading: string;
  services: string[];
}

export interface ServiceOptions extends ScaffoldOptions {
  /** The heading of the services page's group to list it in; the last group when not given. */
  group?: string;
  /** Writes what follows from the new record (the contact form's options); undone with it. */
  afterWrite?: () => Promise<void> | void;
  /** The files `afterWrite` changes, put back as they were if it fails. */
  alsoChanged?: readonly string[];
}

/** A benefit or use case to write. */
const serviceItem = () => ({
  icon: todo("an icon name from src/lib/icon-set.ts, e.g. Cloud."),
  title: todo("its title."),
  description: todo("one or two sentences."),
});

const serviceItems = (what: string) => ({
  heading: todo(`the heading over the ${what}.`),
  intro: todo(`one line introducing the ${what}.`),
  items: [serviceItem(), serviceItem(), serviceItem()],
});

export async function scaffoldService(options: ServiceOptions): Promise<Scaffolded> {
  const title = requireTitle(options.title);
  const slug = slugFromTitle(title);
  const { contentDir } = options;
  const servicesFile = path.join(contentDir, "services.json");
  const pageFile = path.join(contentDir, "services-page.json");
  const services = readJson(servicesFile) as { slug: string; title: string; solutionKey: string }[];
  const clash = services.find(
    (s) =>
      s.slug === slug || s.solutionKey === slug || s.title.toLowerCase() === title.toLowerCase(),
  );
  if (clash)
    throw new Error(
      `content/services.json already has a service like this: "${clash.title}" (${clash.slug}).`,
    );
  const page = readJson(pageFile) as { groups: ServiceGroup[] };
  const group =
    options.group === undefined
      ? page.groups[page.groups.length - 1]
      : page.groups.find((g) => g.heading.toLowerCase() === options.group?.toLowerCase());
  if (!group) {
    throw new Error(
      `The services page has no group ${JSON.stringify(options.group)} (groups: ${page.groups.map((g) => g.heading).join(", ")}).`,
    );
  }
  services.push({
    slug,
    title,
    description: todo("one sentence for the service's card, menu and search result."),
    icon: todo("an icon name from src/lib/icon-set.ts, e.g. Cloud."),
    solutionKey: slug,
    hero: {
      heading: todo("the page's main heading."),
      intro: todo("two or three sentences under it."),
      buttonText: todo("the button to the contact page, e.g. Get Started."),
    },
    whyChoose: {
      heading: todo(`e.g. Why Choose Our ${title}.`),
      points: [1, 2, 3, 4, 5].map(() => ({
        title: todo("a reason to choose us."),
        description: todo("one sentence on it."),
      })),
    },
    benefits: serviceItems("benefits"),
    useCases: serviceItems("use cases"),
    closing: {
      heading: todo("the closing call to action's heading."),
      text: todo("one sentence under it."),
      buttonText: todo("its button, e.g. Schedule a Consultation."),
    },
  } as (typeof services)[number]);
  group.services.push(slug);
  const servicesText = await jsonText(servicesFile, services, options);
  const pageText = await jsonText(pageFile, page, options);
  await allOrNothing([servicesFile, pageFile, ...(options.alsoChanged ?? [])], async () => {
    fs.writeFileSync(servicesFile, servicesText);
    fs.writeFileSync(pageFile, pageText);
    await options.afterWrite?.();
  });
  return {
    file: "content/services.json",
    path: servicePath(slug),
    notes: [
      `Listed under "${group.heading}" on /services (content/services-page.json); move its slug to another group's "services" to change that.`,
      `The contact form offers it as "${title}" (solution key "${slug}").`,
    ],
  };
}
