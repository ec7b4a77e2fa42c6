/**
 * JSON written the way Prettier writes the content files (`npm run lint` checks them): two
 * spaces, every non-empty object on its own lines, a list on one line when it fits in the
 * print width and holds no object, else one entry a line. The CMS writes files with it, so a
 * change made in the browser is the same text a person would have committed.
 */

/** The repository's Prettier print width (.prettierrc.json). */
export const PRINT_WIDTH = 100;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const INDENT = "  ";

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value on one line, or null when Prettier would break it whatever the width. */
function flat(value: Json): string | null {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (mustBreak(value)) return null;
    const parts = value.map(flat);
    return parts.every((part) => part !== null) ? `[${parts.join(", ")}]` : null;
  }
  if (isObject(value)) return Object.keys(value).length === 0 ? "{}" : null;
  return JSON.stringify(value);
}

/**
 * Prettier breaks a list of two or more entries that are all objects, or all lists of two or
 * more entries (a table's rows), whatever the width.
 */
function mustBreak(list: Json[]): boolean {
  if (list.length < 2) return false;
  return (
    list.every((item) => isObject(item) && Object.keys(item).length > 0) ||
    list.every((item) => Array.isArray(item) && item.length > 1)
  );
}

function write(value: Json, indent: string, column: number, after: number): string {
  const oneLine = flat(value);
  if (oneLine !== null && column + oneLine.length + after <= PRINT_WIDTH) return oneLine;
  const inner = indent + INDENT;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map(
      (item, i) => inner + write(item, inner, inner.length, i < value.length - 1 ? 1 : 0),
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "{}";
    const entries = keys.map((key, i) => {
      const prefix = `${inner}${JSON.stringify(key)}: `;
      const comma = i < keys.length - 1 ? 1 : 0;
      return prefix + write(value[key], inner, prefix.length, comma);
    });
    return `{\n${entries.join(",\n")}\n${indent}}`;
  }
  return oneLine ?? JSON.stringify(value);
}

/** The text of a JSON file, ending with a newline. */
export function jsonFileText(value: unknown): string {
  return `${write(value as Json, "", 0, 0)}\n`;
}
