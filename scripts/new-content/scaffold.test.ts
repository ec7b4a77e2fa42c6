/**
 * The scaffolder writes records the content check refuses while their TODOs are left, and
 * accepts once an editor has written them; the new service joins a group and the contact
 * form's options. Each test works on a throw-away copy of content/.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { validateContentDirectory } from "../../plugins/site-build/pre-build/load-content";
import { isTodo } from "../../src/lib/content-model/field-spec";
import { drawContentImage } from "./draw-cover";
import { scaffoldArticle, scaffoldService } from "./scaffold";
import {
  solutionOptionsModule,
  readServiceSolutions,
} from "../../plugins/site-build/pre-build/solution-options";

const REPO_CONTENT = path.join(__dirname, "..", "..", "content");
let root: string;
let contentDir: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "scaffold-"));
  contentDir = path.join(root, "content");
  fs.cpSync(REPO_CONTENT, contentDir, { recursive: true });
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const read = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as unknown;
const write = (file: string, data: unknown) =>
  fs.writeFileSync(path.join(contentDir, file), JSON.stringify(data, null, 2));

const noCover = async (_dir: string, image: string) => {
  fs.mkdirSync(path.dirname(image), { recursive: true });
  fs.copyFileSync(path.join(REPO_CONTENT, "images", "blog", "ai-it-support.png"), image);
};

/** What an editor writes in place of each TODO, by the field it is in. */
function fillTodos(value: unknown, field = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => fillTodos(item, field));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, fillTodos(inner, key)]),
    );
  }
  if (!isTodo(value)) return value;
  switch (field) {
    case "icon":
      return "Cloud";
    case "author":
      return "Priya Shah";
    case "category":
      return "Cloud Computing";
    case "description":
      return "A clear summary of the page, long enough for a search result to show in full.";
    case "excerpt":
      return "Two or three sentences for the article's card on the blog index, long enough to fill it beside the other cards on its row.";
    default:
      return `Real words for ${field}`;
  }
}

describe("npm run new -- article", () => {
  it("writes a dated record with its cover that the check refuses until the TODOs are written", async () => {
    const made = await scaffoldArticle({
      contentDir,
      title: "Cloud Backup for Small Offices",
      today: new Date(2026, 1, 3),
      drawCover: noCover,
    });
    expect(made).toMatchObject({
      file: "content/blog/cloud-backup-for-small-offices.json",
      path: "/blogs/cloud-backup-for-small-offices",
    });
    const record = read("blog/cloud-backup-for-small-offices.json") as Record<string, unknown>;
    expect(record).toMatchObject({
      slug: "cloud-backup-for-small-offices",
      title: "Cloud Backup for Small Offices",
      date: "February 3, 2026",
      image: "../images/blog/cloud-backup-for-small-offices.png",
    });
    expect(
      fs.existsSync(path.join(contentDir, "images/blog/cloud-backup-for-small-offices.png")),
    ).toBe(true);

    const refused = validateContentDirectory(contentDir);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toMatch(
        /^content\/blog\/cloud-backup-for-small-offices\.json \("Cloud Backup for Small Offices"\): field ".+": still holds the placeholder from npm run new/,
      );
    }
    expect(refused).toContainEqual(expect.stringContaining('field "author"'));

    write("blog/cloud-backup-for-small-offices.json", fillTodos(record));
    expect(validateContentDirectory(contentDir)).toEqual([]);
  });

  it("takes a known category and author, and refuses unknown ones or a title already used", async () => {
    await scaffoldArticle({
      contentDir,
      title: "Patch Tuesday Explained",
      category: "IT Support",
      author: "Priya Shah",
      drawCover: noCover,
    });
    expect(read("blog/patch-tuesday-explained.json")).toMatchObject({
      category: "IT Support",
      author: "Priya Shah",
    });
    await expect(
      scaffoldArticle({ contentDir, title: "Another", category: "Gardening", drawCover: noCover }),
    ).rejects.toThrow(
      /"Gardening" is not a category in blog-categories\.json \(one of: .*IT Support/,
    );
    await expect(
      scaffoldArticle({ contentDir, title: "Patch Tuesday Explained", drawCover: noCover }),
    ).rejects.toThrow("content/blog/patch-tuesday-explained.json already exists");
  });

  it("leaves nothing behind when drawing the cover fails, so trying again works", async () => {
    const failing = async (_dir: string, image: string) => {
      fs.writeFileSync(image, "half a picture");
      throw new Error("the artwork step failed");
    };
    const title = "Backups That Restore";
    await expect(scaffoldArticle({ contentDir, title, drawCover: failing })).rejects.toThrow(
      "the artwork step failed",
    );
    expect(fs.existsSync(path.join(contentDir, "blog/backups-that-restore.json"))).toBe(false);
    expect(fs.existsSync(path.join(contentDir, "images/blog/backups-that-restore.png"))).toBe(
      false,
    );
    await scaffoldArticle({ contentDir, title, drawCover: noCover });
    expect(read("blog/backups-that-restore.json")).toMatchObject({ title });
  });

  it("refuses a title whose cover would replace a picture already there, writing nothing", async () => {
    const upload = path.join(contentDir, "images/blog/office-wifi.png");
    fs.writeFileSync(upload, "an editor's photo");
    await expect(
      scaffoldArticle({ contentDir, title: "Office Wifi", drawCover: noCover }),
    ).rejects.toThrow(
      "content/images/blog/office-wifi.png already exists (an uploaded picture, or another record's)",
    );
    expect(fs.readFileSync(upload, "utf8")).toBe("an editor's photo");
    expect(fs.existsSync(path.join(contentDir, "blog/office-wifi.json"))).toBe(false);
  });

  it("draws the cover with the site's artwork step", async () => {
    await scaffoldArticle({
      contentDir,
      title: "Zero Trust in Plain English",
      category: "Cyber Security",
      drawCover: drawContentImage,
    });
    const cover = path.join(contentDir, "images/blog/zero-trust-in-plain-english.png");
    expect(await sharp(cover).metadata()).toMatchObject({
      width: 1200,
      height: 675,
      format: "png",
    });
  }, 60_000);
});

describe("npm run new -- service", () => {
  it("adds a service to a group and the form's options; refused until written, accepted after", async () => {
    const made = await scaffoldService({
      contentDir,
      title: "Cloud Backup",
      group: "Continuity & Recovery",
    });
    expect(made).toMatchObject({ file: "content/services.json", path: "/services/cloud-backup" });
    const services = read("services.json") as Record<string, unknown>[];
    const added = services.at(-1) as Record<string, unknown>;
    expect(added).toMatchObject({
      slug: "cloud-backup",
      title: "Cloud Backup",
      solutionKey: "cloud-backup",
    });
    const groups = (
      read("services-page.json") as { groups: { heading: string; services: string[] }[] }
    ).groups;
    expect(groups.find((g) => g.heading === "Continuity & Recovery")?.services).toContain(
      "cloud-backup",
    );
    expect(solutionOptionsModule(readServiceSolutions(contentDir))).toContain(
      '{ value: "cloud-backup", label: "Cloud Backup" }',
    );

    const refused = validateContentDirectory(contentDir);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toMatch(
        /^content\/services\.json: record \d+ \("Cloud Backup"\): field ".+": still holds the placeholder/,
      );
    }
    write(
      "services.json",
      services.map((service) => fillTodos(service)),
    );
    expect(validateContentDirectory(contentDir)).toEqual([]);
  });

  it("puts every file back when a step after writing fails", async () => {
    const before = ["services.json", "services-page.json"].map((file) =>
      fs.readFileSync(path.join(contentDir, file), "utf8"),
    );
    const options = path.join(root, "solution-options.ts");
    fs.writeFileSync(options, "the options before");
    await expect(
      scaffoldService({
        contentDir,
        title: "Cloud Backup",
        afterWrite: () => {
          fs.writeFileSync(options, "half written");
          throw new Error("could not write the contact form's options");
        },
        alsoChanged: [options],
      }),
    ).rejects.toThrow("could not write the contact form's options");
    expect(
      ["services.json", "services-page.json"].map((file) =>
        fs.readFileSync(path.join(contentDir, file), "utf8"),
      ),
    ).toEqual(before);
    expect(fs.readFileSync(options, "utf8")).toBe("the options before");
  });

  it("lists it in the last group without --group, and refuses an unknown group or a taken name", async () => {
    await scaffoldService({ contentDir, title: "Print Management" });
    const groups = (read("services-page.json") as { groups: { services: string[] }[] }).groups;
    expect(groups.at(-1)?.services.at(-1)).toBe("print-management");
    await expect(scaffoldService({ contentDir, title: "X", group: "Nope" })).rejects.toThrow(
      /has no group "Nope" \(groups: Managed IT & Support, /,
    );
    await expect(scaffoldService({ contentDir, title: "Cyber Security" })).rejects.toThrow(
      'already has a service like this: "Cyber Security"',
    );
  });
});
