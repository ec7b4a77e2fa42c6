/**
 * The article list newest first. Decap 3.6 has no default order for a collection; it keeps the
 * order an editor chooses in the browser's storage under this key, in this shape. Until the
 * editor has chosen an order for the articles, theirs is set to the date, newest first.
 */
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
