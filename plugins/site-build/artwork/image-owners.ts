/**
 * Which records name a picture: for the message when two records name one file, which must say
 * both and what to do. Every string field of every record of the content files is read, so a
 * new collection with pictures is covered without an edit.
 */
import path from "node:path";

/** The content files as the plan reads them (plan.ts's ContentReader, which imports this). */
interface ContentFiles {
  read(file: string): unknown;
  list(dir: string): string[];
}

/** Each record and field whose value is `file` (from the repository's root). */
export function imageOwners(content: ContentFiles, file: string): string[] {
  const owners: string[] = [];
  const visit = (value: unknown, jsonFile: string, where: string, field: string): void => {
    if (typeof value === "string") {
      const named = path.posix.normalize(path.posix.join(path.posix.dirname(jsonFile), value));
      if (named === file) owners.push(`${where} (field "${field}")`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, jsonFile, where, `${field}[${index}]`));
    } else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        visit(inner, jsonFile, where, field ? `${field}.${key}` : key);
      }
    }
  };
  for (const jsonFile of [...content.list("content"), ...content.list("content/blog")]) {
    const data = content.read(jsonFile);
    if (Array.isArray(data)) {
      data.forEach((record, index) =>
        visit(record, jsonFile, `${jsonFile}: record ${index + 1}`, ""),
      );
    } else visit(data, jsonFile, jsonFile, "");
  }
  return owners;
}

/** The refusal when two records name one picture: both records, and the fix. */
export function namedByTwoRecords(content: ContentFiles, file: string): string {
  const owners = imageOwners(content, file);
  return `${file} is the picture of ${owners.length} records: ${owners.join(" and ")}. Each record needs its own picture: give one of them a file name of its own (after that record, for example), and npm run images draws it.`;
}
