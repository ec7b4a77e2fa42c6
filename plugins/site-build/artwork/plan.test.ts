import path from "node:path";

import { contentFrom, planImages, type ContentReader } from "./plan";
import { SITE_ROOT } from "../site-paths";

const content = contentFrom(SITE_ROOT);
const jobs = planImages(content);
/** The image paths that a content file's records name, from the repository root. */
const named = (file: string, key: string): string[] => {
  const data = content.read(file);
  const records = (Array.isArray(data) ? data : [data]) as Array<Record<string, string>>;
  return records.map((r) => path.posix.join(path.posix.dirname(file), r[key]));
};

describe("planImages", () => {
  const sources: Array<[string, Array<[string, string]>]> = [
    ["blog", content.list("content/blog").map((file) => [file, "image"])],
    ["case-study", [["content/case-studies.json", "image"]]],
    ["onboarding", [["content/onboarding.json", "image"]]],
    ["wordmark", [["content/experience-logos.json", "image"]]],
  ];
  it.each(sources)("%s: plans a picture for every record, where it says", (family, files) => {
    const wanted = files.flatMap(([file, key]) => named(file, key));
    expect(wanted.length).toBeGreaterThan(0);
    expect(jobs.filter((j) => j.family === family).map((j) => j.file)).toEqual(wanted);
  });

  it("takes what each picture shows from its record", () => {
    const post = content.read(content.list("content/blog")[0]) as Record<string, string>;
    expect(jobs[0]).toMatchObject({ category: post.category, motif: post.coverMotif });
    const steps = jobs.flatMap((j) => (j.family === "onboarding" ? [[j.index, j.count]] : []));
    expect(steps).toEqual(steps.map((_, i) => [i, steps.length]));
    const clients = jobs.flatMap((j) => (j.family === "wordmark" && j.emblem ? [j.name] : []));
    expect(clients.filter((name) => !name || /logo$/i.test(name))).toEqual([]);
  });

  it("gives every article a cover motif of its own", () => {
    const motifs = jobs.flatMap((job) => (job.family === "blog" ? [job.motif] : []));
    expect(motifs).toHaveLength(content.list("content/blog").length);
    const shared = motifs.filter((motif, i) => motifs.indexOf(motif) !== i);
    expect(shared).toEqual([]);
  });

  it("writes only under content/images, each file once", () => {
    expect(jobs.filter((j) => !/^content\/images\/.+\.png$/.test(j.file))).toEqual([]);
    expect(new Set(jobs.map((j) => j.file)).size).toBe(jobs.length);
  });

  it("names the file, record and field of a missing image path", () => {
    const steps = [{ step: "Assess", image: "./images/onboarding/a.png" }, { step: "Align" }];
    const reader: ContentReader = {
      read: (file) => (file === "content/onboarding.json" ? steps : content.read(file)),
      list: (dir) => content.list(dir),
    };
    const message = 'content/onboarding.json: record 2: field "image" is missing or empty';
    expect(() => planImages(reader)).toThrow(message);
  });
});
