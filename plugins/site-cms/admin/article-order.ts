/**
 * The article list newest first. Decap 3.6 has no default order for a collection; it keeps the
 * order an editor chooses in the browser's storage under this key, in this shape, and reads it
 * once, when its script starts. Until the editor has chosen an order for the articles, theirs is
 * set to the date, newest first, by this module's own small script, which the admin page runs
 * before Decap's (plugins/site-cms/admin-build.ts).
 */
import { DERIVED_FIELDS } from "../forms/cms-file-format";
import { ARTICLES_COLLECTION } from "../forms/cms-folders";

const DECAP_SORT_KEY = "decap-cms.entries.sort";

type StoredSort = Record<string, Record<string, { key: string; direction: string; index: number }>>;

export function seedArticleOrder(storage: Storage, collection: string, dateField: string): void {
  let stored: StoredSort = {};
  try {
    stored = JSON.parse(storage.getItem(DECAP_SORT_KEY) ?? "{}") as StoredSort;
  } catch {
    // Unreadable: Decap ignores it too, and it is replaced.
  }
  if (stored[collection]) return;
  stored[collection] = { [dateField]: { key: dateField, direction: "Descending", index: 0 } };
  storage.setItem(DECAP_SORT_KEY, JSON.stringify(stored));
}

seedArticleOrder(window.localStorage, ARTICLES_COLLECTION, DERIVED_FIELDS.published);
