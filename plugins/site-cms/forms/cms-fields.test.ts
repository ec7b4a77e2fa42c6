import { ICON_NAMES } from "../../../src/lib/icon-names";
import { cmsField, labelOf, singularOf, type CmsFieldContext } from "./cms-fields";
import {
  list,
  obj,
  optionalText,
  prose,
  text,
  type FieldSpec,
} from "../../../src/lib/content-model/field-spec";

const context: CmsFieldContext = {
  imagesFolder: "images",
  referenceTo: ({ file, field }) => ({
    collection: `collection-of-${file}`,
    file: "the-file",
    valueField: `records.*.${field}`,
  }),
};

const field = (spec: FieldSpec, name = "thing") => cmsField(name, spec, context);

describe("cmsField: one widget per field kind", () => {
  it("gives a line of text a string widget and a paragraph a text area", () => {
    expect(field(text(), "title")).toEqual({ name: "title", label: "Title", widget: "string" });
    expect(field(prose(), "intro")).toMatchObject({ widget: "text" });
  });

  it("states a text's pattern with the check's own words", () => {
    const price: FieldSpec = {
      kind: "string",
      pattern: /^£[\d,]+$/,
      patternHint: 'must be a price such as "£399"',
    };
    expect(field(price, "price")).toMatchObject({
      widget: "string",
      pattern: ["^£[\\d,]+$", 'must be a price such as "£399"'],
      hint: 'It must be a price such as "£399".',
    });
  });

  it("turns a length range into a pattern, a hint and a live count of characters", () => {
    const description = field(prose({ min: 50, max: 160 }));
    expect(description).toMatchObject({
      widget: "text",
      characters: { min: 50, max: 160 },
      hint: "50 to 160 characters.",
    });
    expect(field(text({ max: 100 }))).toMatchObject({ widget: "string", characters: { max: 100 } });
    const [source, message] = description.pattern as [string, string];
    expect(message).toBe("must be 50 to 160 characters");
    expect(new RegExp(source).test("x".repeat(49))).toBe(false);
    expect(new RegExp(source).test("x".repeat(50))).toBe(true);
    expect(new RegExp(source).test("x\n".repeat(80))).toBe(true);
    expect(new RegExp(source).test("x".repeat(161))).toBe(false);
  });

  it("gives a date a date picker writing the site's format", () => {
    const date: FieldSpec = { kind: "string", dateFormat: "MMMM D, YYYY", pattern: /./ };
    expect(field(date, "date")).toEqual({
      name: "date",
      label: "Date",
      widget: "datetime",
      date_format: "MMMM D, YYYY",
      time_format: false,
    });
  });

  it("offers an enum's values and every icon name as a select", () => {
    expect(field({ kind: "enum", values: ["a", "b"] })).toMatchObject({
      widget: "select",
      options: ["a", "b"],
    });
    expect(field({ kind: "icon" }).options).toEqual([...ICON_NAMES]);
  });

  it("gives numbers their bounds and whole numbers an integer widget", () => {
    expect(field({ kind: "number", integer: true, min: 1, max: 5 })).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 5,
    });
    expect(field({ kind: "number", min: 0 })).toMatchObject({ value_type: "float", min: 0 });
  });

  it("gives yes/no a boolean that starts at no", () => {
    expect(field({ kind: "boolean" })).toMatchObject({ widget: "boolean", default: false });
  });

  it("uploads an image into its folder under content/images, written relative to the file", () => {
    // The folder from the repository's root: a new record's library lists it from the start.
    expect(field({ kind: "image", folder: "blog" }, "image")).toMatchObject({
      widget: "image",
      media_folder: "/content/images/blog",
      public_folder: "images/blog",
      choose_url: false,
    });
    expect(
      cmsField(
        "image",
        { kind: "image", folder: "blog" },
        { ...context, imagesFolder: "../images" },
      ),
    ).toMatchObject({ media_folder: "/content/images/blog", public_folder: "../images/blog" });
  });

  it("checks a link's start as the content check does", () => {
    const [source] = field({ kind: "link" }).pattern as [string, string];
    expect(
      ["/contact", "https://x.org", "mailto:a@b.c", "tel:+44"].map((v) =>
        new RegExp(source).test(v),
      ),
    ).toEqual([true, true, true, true]);
    expect(new RegExp(source).test("www.example.com")).toBe(false);
  });

  it("marks optional and nullable fields as not required", () => {
    expect(field(optionalText()).required).toBe(false);
    expect(field({ ...text(), optional: true }).required).toBe(false);
    expect(field(text())).not.toHaveProperty("required");
  });

  it("gives an object its fields, in the schema's order", () => {
    const hero = field(obj({ heading: text(), intro: prose() }), "hero");
    expect(hero.widget).toBe("object");
    expect((hero.fields as { name: string }[]).map((f) => f.name)).toEqual(["heading", "intro"]);
  });

  it("gives a list of objects collapsed entries with a summary, and its length limits", () => {
    const items = field(list(obj({ title: text(), body: prose() }), { min: 1 }), "items");
    expect(items).toMatchObject({
      widget: "list",
      min: 1,
      collapsed: true,
      summary: "{{fields.title}}",
      label_singular: "Item",
    });
    const exact = field(list(text(), { count: 5, because: "five answers" }), "options");
    expect(exact).toMatchObject({
      min: 5,
      max: 5,
      hint: "Exactly 5 entries, because five answers.",
      field: { name: "option", widget: "string" },
    });
  });

  it("gives a list of blocks of several kinds one type per kind, each with only its fields", () => {
    const block: FieldSpec = {
      kind: "object",
      fields: {
        type: { kind: "enum", values: ["paragraph", "list"] },
        text: { kind: "string", long: true, optional: true },
        items: { kind: "list", of: prose(), optional: true, min: 1 },
      },
      variants: { key: "type", fields: { paragraph: ["text"], list: ["items"] } },
    };
    const body = field(list(block, { min: 1 }), "body");
    expect(body).toMatchObject({
      widget: "list",
      typeKey: "type",
      min: 1,
      label_singular: "Block",
    });
    expect(body.types).toEqual([
      {
        name: "paragraph",
        label: "Paragraph",
        widget: "object",
        // Folded, a block shows the start of its words.
        summary: "{{fields.text | truncate(80)}}",
        fields: [{ name: "text", label: "Text", widget: "text" }],
      },
      {
        name: "list",
        label: "List",
        widget: "object",
        summary: "{{fields.items | truncate(80)}}",
        fields: [
          {
            name: "items",
            label: "Items",
            widget: "list",
            min: 1,
            label_singular: "Item",
            field: { name: "item", label: "Item", widget: "text" },
          },
        ],
      },
    ]);
  });

  it("lets a field naming another file's records choose among them", () => {
    const category = field(
      { ...text(), refersTo: { file: "cats.json", field: "name" } },
      "category",
    );
    expect(category).toMatchObject({
      widget: "relation",
      collection: "collection-of-cats.json",
      file: "the-file",
      value_field: "records.*.name",
      search_fields: ["records.*.name"],
    });
    const slugs = field(
      list({ ...text(), refersTo: { file: "services.json", field: "slug" } }, { min: 1 }),
      "services",
    );
    expect(slugs).toMatchObject({ widget: "relation", multiple: true, min: 1 });
  });
});

describe("labels", () => {
  it("reads a field's name as words", () => {
    expect(labelOf("buttonText")).toBe("Button text");
    expect(labelOf("imageAlt")).toBe("Image alt");
    expect(labelOf("title")).toBe("Title");
  });

  it("names one entry of a list", () => {
    expect(singularOf("items")).toBe("item");
    expect(singularOf("industries")).toBe("industry");
    expect(singularOf("address")).toBe("address");
  });
});
