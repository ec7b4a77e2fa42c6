/**
 * Words as a lower-case address segment or anchor: "Cloud Back-up & Recovery" ->
 * "cloud-back-up-and-recovery"; accents dropped, "&" read as "and", anything else between
 * letters and digits one hyphen.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
