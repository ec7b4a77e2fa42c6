import fs from "node:fs";
import path from "node:path";

const content = path.join(__dirname, "..", "..", "..", "content");
const read = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(content, name), "utf8")) as T;

describe("links between content files", () => {
  const services = read<Array<{ slug: string }>>("services.json").map((s) => s.slug);

  it("every case study names services that have a page", () => {
    for (const study of read<Array<{ slug: string; services: string[] }>>("case-studies.json")) {
      for (const slug of study.services) {
        expect({ study: study.slug, service: slug, known: services.includes(slug) }).toEqual({
          study: study.slug,
          service: slug,
          known: true,
        });
      }
    }
  });

  it("no case study or testimonial names a real company we do not work for", () => {
    // What visitors read: everything but the fixed routes (slug) and file names (image).
    const text = ["case-studies.json", "testimonials.json", "experience-logos.json"]
      .flatMap((name) => read<Array<Record<string, unknown>>>(name))
      .map(({ slug: _slug, image: _image, ...shown }) => JSON.stringify(shown))
      .join("\n");
    for (const name of ["Greenomy", "LocalExpress", "Meditech Solutions", "ShopSmart"]) {
      expect(text).not.toContain(name);
    }
  });
});
