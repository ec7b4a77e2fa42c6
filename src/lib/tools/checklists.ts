/**
 * Compliance checklists: types, progress and the ticked-item state kept in the
 * visitor's browser (localStorage). The checklists themselves live in
 * content/checklists/compliance-checklists.json.
 */

export interface ChecklistItem {
  /** Stable kebab-case id, unique within its checklist: stored ticks refer to it. */
  id: string;
  text: string;
  help?: string;
}

export interface ChecklistSection {
  title: string;
  items: ChecklistItem[];
}

export interface Checklist {
  id: string;
  title: string;
  description: string;
  sections: ChecklistSection[];
}

export interface ChecklistProgress {
  done: number;
  total: number;
  /** Whole percent, 0..100. */
  percent: number;
}

/** Ticked item ids per checklist id. */
export type ChecklistState = Record<string, string[]>;

/** Versioned so a future change of format can be ignored rather than misread. */
export const CHECKLIST_STORAGE_KEY = "northbridge-it:compliance-checklists:v1";
export const CHECKLIST_STATE_VERSION = 1;

export const DEFAULT_CHECKLIST_STATE: ChecklistState = {};

export const CHECKLIST_ASSUMPTIONS: readonly string[] = [
  "The checklists are a self-assessment aid for UK SMEs, not an audit or legal advice; ticking every item does not by itself make you compliant or certified.",
  "Your ticks are saved only in this browser (local storage) and are not sent to us unless you choose to share the summary.",
  "Items summarise the published requirements (Cyber Essentials, UK GDPR, ISO/IEC 27001:2022, PCI DSS v4.0) in plain English; the official documents take precedence.",
];

export const KEBAB_CASE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function checklistItemIds(checklist: Checklist): string[] {
  return checklist.sections.flatMap((section) => section.items.map((item) => item.id));
}

/** Only ids that belong to the checklist count, so stray ids never push progress past 100%. */
export function checklistProgress(
  checklist: Checklist,
  checkedIds: ReadonlySet<string>,
): ChecklistProgress {
  const ids = checklistItemIds(checklist);
  const total = ids.length;
  const done = ids.filter((id) => checkedIds.has(id)).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

export function checkedIdsFor(state: ChecklistState, checklistId: string): Set<string> {
  return new Set(
    Object.prototype.hasOwnProperty.call(state, checklistId) ? state[checklistId] : [],
  );
}

/** Ticks or unticks one item, returning a new state (the old one is left alone). */
export function toggleChecklistItem(
  state: ChecklistState,
  checklistId: string,
  itemId: string,
): ChecklistState {
  const checked = checkedIdsFor(state, checklistId);
  if (checked.has(itemId)) checked.delete(itemId);
  else checked.add(itemId);
  return { ...state, [checklistId]: [...checked] };
}

export function serialiseChecklistState(state: ChecklistState): string {
  const checked: ChecklistState = {};
  for (const [checklistId, ids] of Object.entries(state)) {
    const unique = [...new Set(ids)];
    if (unique.length > 0) checked[checklistId] = unique;
  }
  return JSON.stringify({ version: CHECKLIST_STATE_VERSION, checked });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads stored state back. Anything unreadable or foreign (not JSON, another version,
 * another shape) gives an empty state; checklists and item ids that no longer exist
 * are dropped, so renamed items never count.
 */
export function parseChecklistState(
  raw: string | null | undefined,
  checklists: readonly Checklist[],
): ChecklistState {
  if (typeof raw !== "string" || raw === "") return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(data) || data.version !== CHECKLIST_STATE_VERSION || !isRecord(data.checked))
    return {};
  const state: ChecklistState = {};
  for (const checklist of checklists) {
    if (!Object.prototype.hasOwnProperty.call(data.checked, checklist.id)) continue;
    const stored = data.checked[checklist.id];
    if (!Array.isArray(stored)) continue;
    const known = new Set(checklistItemIds(checklist));
    const ids = [
      ...new Set(stored.filter((id): id is string => typeof id === "string" && known.has(id))),
    ];
    if (ids.length > 0) state[checklist.id] = ids;
  }
  return state;
}

function isChecklistItem(value: unknown): value is ChecklistItem {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.text === "string" &&
    (value.help === undefined || typeof value.help === "string")
  );
}

function isChecklistSection(value: unknown): value is ChecklistSection {
  return (
    isRecord(value) &&
    typeof value.title === "string" &&
    Array.isArray(value.items) &&
    value.items.every(isChecklistItem)
  );
}

export function isChecklist(value: unknown): value is Checklist {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.title === "string" &&
    typeof value.description === "string" &&
    Array.isArray(value.sections) &&
    value.sections.every(isChecklistSection)
  );
}

/** Problems with a list of checklists (shape, ids, duplicates); empty when all is well. */
export function checklistProblems(checklists: unknown): string[] {
  if (!Array.isArray(checklists)) return ["checklists: expected a list"];
  const problems: string[] = [];
  const listIds = new Set<string>();
  checklists.forEach((checklist, index) => {
    if (!isChecklist(checklist)) {
      problems.push(`checklist ${index}: not a checklist`);
      return;
    }
    if (!KEBAB_CASE_ID.test(checklist.id)) problems.push(`${checklist.id}: id is not kebab-case`);
    if (listIds.has(checklist.id)) problems.push(`${checklist.id}: duplicate checklist id`);
    listIds.add(checklist.id);
    const itemIds = new Set<string>();
    for (const id of checklistItemIds(checklist)) {
      if (!KEBAB_CASE_ID.test(id))
        problems.push(`${checklist.id}/${id}: item id is not kebab-case`);
      if (itemIds.has(id)) problems.push(`${checklist.id}/${id}: duplicate item id`);
      itemIds.add(id);
    }
  });
  return problems;
}

/** Plain-text progress and what is still to do, for the enquiry or the clipboard. */
export function summariseChecklist(checklist: Checklist, checkedIds: ReadonlySet<string>): string {
  const progress = checklistProgress(checklist, checkedIds);
  const lines = [
    `${checklist.title} checklist: ${progress.done} of ${progress.total} done (${progress.percent}%).`,
  ];
  for (const section of checklist.sections) {
    const open = section.items.filter((item) => !checkedIds.has(item.id)).length;
    lines.push(`${section.title}: ${section.items.length - open} of ${section.items.length} done.`);
  }
  return lines.join("\n");
}
