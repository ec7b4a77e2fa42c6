/**
 * The CMS's form fields (Decap CMS widgets), derived from the content schemas: each field kind
 * has one widget, required and optional come from the schema, and limits become the widget's
 * `pattern`, `min` and `max` where Decap has them. Nothing here is written twice: a field added
 * to schemas.ts appears in the CMS.
 */
import { ICON_NAMES } from "../../../src/lib/icon-names";
import { CMS_IMAGES_FOLDER } from "./cms-folders";
import { LINK_HINT, LINK_PATTERN, type FieldSpec } from "../../../src/lib/content-model/field-spec";

/**
 * The limits a text field shows a live count of its characters against (its `characters`
 * option; the admin page's text widgets show it, plugins/site-cms/admin/widgets/text-control.tsx).
 */
export interface CharacterLimits {
  min?: number;
  max?: number;
}

/** A Decap CMS field as its config takes it (the options each widget reads). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  [option: string]: unknown;
}

/** Where a record that a field names lives in the CMS: the collection and file holding it. */
export interface CmsReference {
  collection: string;
  file?: string;
  /** The path of the named field in that entry's data, e.g. "records.*.name". */
  valueField: string;
}

export interface CmsFieldContext {
  /** content/images/ relative to the folder of the JSON file being edited ("images", "../images"). */
  imagesFolder: string;
  /** The CMS location of records another file names (an article's category...). */
  referenceTo: (target: { file: string; field: string }) => CmsReference;
}

/** "buttonText" -> "Button text", "imageAlt" -> "Image alt". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "items" -> "item", "stories" -> "story": a list entry's name. */
export function singularOf(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, "y");
  if (/(ss|us)$/.test(name)) return name;
  return name.replace(/s$/, "");
}

/** Site links: a page of this site, a web address, an email or a phone number. */

function lengthRange(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${min} to ${max} characters`;
  if (min !== undefined) return `at least ${min} characters`;
  return `at most ${max} characters`;
}

function hintOf(parts: (string | undefined)[]): { hint?: string } {
  const text = parts.filter(Boolean).join(" ");
  return text ? { hint: text } : {};
}

function listSize(spec: FieldSpec & { kind: "list" }): { min?: number; max?: number } {
  const min = spec.count ?? spec.min;
  const max = spec.count ?? spec.max;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function listHint(spec: FieldSpec & { kind: "list" }): string | undefined {
  const reason = spec.because ? `, because ${spec.because}` : "";
  if (spec.count !== undefined) return `Exactly ${spec.count} entries${reason}.`;
  if (spec.max !== undefined) return `${spec.min ?? 0} to ${spec.max} entries${reason}.`;
  if (spec.min !== undefined && spec.min > 1) return `At least ${spec.min} entries${reason}.`;
  return undefined;
}

const CLAIMS_HINT =
  "A figure stated elsewhere is named, not copied: {stat: average time to respond}, {stats year}, {plan levels: Response time}, {plan features: Out-of-hours support}, {plans with: 24/7}, {plans including: Dedicated account manager}, {assessment questions}, {plan price: Standard}, {lowest plan price} (content/README.md, Claims).";

/** The widget options of one field kind (no name, label or required). */
interface WidgetOptions {
  widget: string;
  hint?: string;
  [option: string]: unknown;
}

function widgetOf(spec: FieldSpec, name: string, context: CmsFieldContext): WidgetOptions {
  if (spec.refersTo) {
    const target = context.referenceTo(spec.refersTo);
    return {
      widget: "relation",
      collection: target.collection,
      ...(target.file ? { file: target.file } : {}),
      value_field: target.valueField,
      search_fields: [target.valueField],
      display_fields: [target.valueField],
      options_length: 100,
    };
  }
  switch (spec.kind) {
    case "string": {
      if (spec.dateFormat) {
        return { widget: "datetime", date_format: spec.dateFormat, time_format: false };
      }
      const widget = spec.long ? "text" : "string";
      if (spec.pattern) {
        return {
          widget,
          // The check's own words: shown as `field "Price": must be a price such as "£399"`.
          pattern: [spec.pattern.source, spec.patternHint ?? "has the wrong form"],
        };
      }
      if (spec.min !== undefined || spec.max !== undefined) {
        const range = lengthRange(spec.min, spec.max);
        const characters: CharacterLimits = {
          ...(spec.min === undefined ? {} : { min: spec.min }),
          ...(spec.max === undefined ? {} : { max: spec.max }),
        };
        return {
          widget,
          characters,
          pattern: [`^[\\s\\S]{${spec.min ?? 0},${spec.max ?? ""}}$`, `must be ${range}`],
          hint: `${range.charAt(0).toUpperCase()}${range.slice(1)}.`,
        };
      }
      // Claim fields say how to name a figure kept elsewhere (src/lib/claims/claims.ts).
      return spec.claims ? { widget, hint: CLAIMS_HINT } : { widget };
    }
    case "enum":
      return { widget: "select", options: [...spec.values] };
    case "icon":
      return {
        widget: "select",
        options: [...ICON_NAMES],
        hint: "An icon's name (src/lib/icon-set.ts lists them).",
      };
    case "number":
      return {
        widget: "number",
        value_type: spec.integer ? "int" : "float",
        ...(spec.min === undefined ? {} : { min: spec.min }),
        ...(spec.max === undefined ? {} : { max: spec.max }),
      };
    case "boolean":
      return { widget: "boolean", default: false };
    case "image": {
      const under = spec.folder ? `/${spec.folder}` : "";
      return {
        widget: "image",
        choose_url: false,
        // From the repository's root, so a new record's picture library lists the folder's
        // pictures from the start (a folder relative to the record's file is only known once
        // it is saved); the path written stays relative to the file.
        media_folder: `/${CMS_IMAGES_FOLDER}${under}`,
        public_folder: `${context.imagesFolder}${under}`,
      };
    }
    case "link":
      return { widget: "string", pattern: [LINK_PATTERN.source, LINK_HINT] };
    case "list":
      return listWidget(spec, name, context);
    case "object":
      return { widget: "object", fields: cmsFields(spec.fields, context) };
  }
}

function listWidget(
  spec: FieldSpec & { kind: "list" },
  name: string,
  context: CmsFieldContext,
): WidgetOptions {
  const size = listSize(spec);
  const hint = hintOf([listHint(spec)]);
  const item = spec.of;
  if (item.refersTo) {
    // A list of names of other records: one multiple choice, in the order chosen.
    return { ...widgetOf(item, name, context), multiple: true, ...size, ...hint };
  }
  const common = { widget: "list", ...size, ...hint, label_singular: labelOf(singularOf(name)) };
  if (item.kind === "object" && item.variants) {
    const { key, fields } = item.variants;
    return {
      ...common,
      // Each entry is a block of one of several kinds: "Add block" offers the kinds.
      label_singular: "Block",
      typeKey: key,
      types: Object.entries(fields).map(([variant, names]) => ({
        name: variant,
        label: labelOf(variant),
        widget: "object",
        // Folded, a block shows the start of its words, not only its kind.
        summary: `{{fields.${names[0]} | truncate(80)}}`,
        fields: cmsFields(
          Object.fromEntries(
            names.map((field) => [field, { ...item.fields[field], optional: false }]),
          ),
          context,
        ),
      })),
    };
  }
  if (item.kind === "object") {
    const [first] = Object.keys(item.fields);
    return {
      ...common,
      collapsed: true,
      summary: `{{fields.${first}}}`,
      fields: cmsFields(item.fields, context),
    };
  }
  return { ...common, field: cmsField(singularOf(name), item, context) };
}

/** One schema field as a CMS field. */
export function cmsField(name: string, spec: FieldSpec, context: CmsFieldContext): CmsField {
  const { hint, widget, ...options }: WidgetOptions = widgetOf(spec, name, context);
  const patternHint =
    "pattern" in options && spec.kind === "string" && spec.patternHint
      ? `It ${spec.patternHint}.`
      : undefined;
  return {
    name,
    label: labelOf(name),
    widget,
    ...options,
    ...(spec.optional || spec.nullable ? { required: false } : {}),
    ...hintOf([typeof hint === "string" ? hint : undefined, patternHint]),
  };
}

/** The fields of an object (a record, or an object inside one), in the schema's order. */
export function cmsFields(fields: Record<string, FieldSpec>, context: CmsFieldContext): CmsField[] {
  return Object.entries(fields).map(([name, spec]) => cmsField(name, spec, context));
}
