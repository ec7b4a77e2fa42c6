import { BLOG_TYPE, COLLECTIONS, LEGAL_TYPE } from "./collections";
import { bool, image, list, obj, optionalText, text, textList } from "./field-spec";
import { CONTENT_NODE_TYPES, contentTypeDefs } from "./graphql-types";

const sdl = contentTypeDefs();

/** One type's definition, its lines trimmed. */
function definition(name: string, source = sdl): string[] {
  const match = new RegExp(`^type ${name}\\b[^{]*\\{\\n([^}]*)\\}`, "m").exec(source);
  if (!match) throw new Error(`no type ${name} in:\n${source}`);
  return [
    match[0].split("\n")[0],
    ...match[1]
      .trim()
      .split("\n")
      .map((line) => line.trim()),
  ];
}

describe("contentTypeDefs", () => {
  it("gives every content collection, the blog and the legal pages a node type", () => {
    const names = [...Object.values(COLLECTIONS).map((c) => c.type), BLOG_TYPE, LEGAL_TYPE];
    expect(CONTENT_NODE_TYPES.map((t) => t.name)).toEqual(names);
    for (const name of names) {
      expect(definition(name)[0]).toBe(`type ${name} implements Node @dontInfer {`);
      expect(definition(name)[1]).toBe("position: Int!");
    }
  });

  it("declares each named type once", () => {
    const names = [...sdl.matchAll(/^type (\w+)/gm)].map((m) => m[1]);
    expect(names.length).toBe(new Set(names).size);
  });

  it("derives a service: nested types by name, optional fields nullable", () => {
    expect(definition("Service")).toEqual([
      "type Service implements Node @dontInfer {",
      "position: Int!",
      "slug: String!",
      "title: String!",
      "description: String! @claims",
      "icon: String!",
      "solutionKey: String!",
      "hero: ServiceHero!",
      "emergencyHours: String",
      "calloutCost: String",
      "whyChoose: ServiceWhyChoose!",
      "benefits: ServiceItems!",
      "useCases: ServiceItems!",
      "extraSections: [ServiceItems!]",
      "closing: ServiceClosing!",
    ]);
    expect(definition("ServiceItem")).toEqual([
      "type ServiceItem {",
      "icon: String!",
      "title: String!",
      "description: String! @claims",
      "details: [String!]",
      "metric: String @claims",
    ]);
    expect(definition("ServiceWhyChoose")).toContain("points: [ServicePoint!]!");
  });

  it("links a group's service slugs to the services", () => {
    expect(definition("ServiceGroup")).toContain('services: [Service!]! @link(by: "slug")');
  });

  it("turns images into files and a record's own id into a proxied field", () => {
    expect(definition("OnboardingStep")).toContain("image: File! @fileByRelativePath");
    expect(definition("Testimonial")).toContain('testimonialId: Int! @proxy(from: "jsonId")');
    expect(definition("AssessmentQuestion")).toContain('questionId: Int! @proxy(from: "jsonId")');
    expect(definition("Infographic")).toContain('infographicId: String! @proxy(from: "jsonId")');
    expect(definition("InfographicStat")).toContain("percentage: Float!");
  });

  it("keeps a legal table's rows as a list of lists", () => {
    expect(definition("LegalBlock")).toContain("rows: [[String!]!]");
  });

  it("names an unnamed object after its owner and field, list items in the singular", () => {
    const own = contentTypeDefs([
      {
        name: "Widget",
        record: obj({
          size: obj({ width: { kind: "number", integer: true } }),
          entries: list(obj({ label: optionalText(), on: bool })),
          photo: { ...image, optional: true },
          tags: textList(),
        }),
      },
    ]);
    expect(definition("WidgetSize", own)).toEqual(["type WidgetSize {", "width: Int!"]);
    expect(definition("WidgetEntry", own)).toEqual([
      "type WidgetEntry {",
      "label: String",
      "on: Boolean!",
    ]);
    expect(definition("Widget", own)).toEqual([
      "type Widget implements Node @dontInfer {",
      "position: Int!",
      "size: WidgetSize!",
      "entries: [WidgetEntry!]!",
      "photo: File @fileByRelativePath",
      "tags: [String!]!",
    ]);
  });

  it("refuses two different objects with one type name", () => {
    expect(() =>
      contentTypeDefs([
        {
          name: "Widget",
          record: obj({
            a: obj({ x: text() }, "Shared"),
            b: obj({ y: text() }, "Shared"),
          }),
        },
      ]),
    ).toThrow(/both GraphQL type "Shared"/);
  });
});
