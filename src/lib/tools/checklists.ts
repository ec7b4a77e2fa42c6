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

/**
 * The name a section's checkboxes share in the form ("cyber-essentials:2"): one per fieldset,
 * so no two groups of checkboxes share a name.
 */
export function checklistSectionField(checklistId: string, sectionIndex: number): string {
  return `${checklistId}:${sectionIndex + 1}`;
}

/** Every section's checkbox group as an empty list: the shape the form's controls read as. */
export function emptySectionFields(checklists: readonly Checklist[]): ChecklistState {
  return Object.fromEntries(
    checklists.flatMap((list) =>
      list.sections.map((_, index) => [checklistSectionField(list.id, index), []]),
    ),
  );
}

/** The ticks read from the form, by section field, gathered back into each list's. */
export function ticksByChecklist(
  checklists: readonly Checklist[],
  bySection: Readonly<Record<string, readonly string[] | undefined>>,
): ChecklistState {
  return Object.fromEntries(
    checklists.map((list) => [
      list.id,
      list.sections.flatMap((_, index) => [
        ...(bySection[checklistSectionField(list.id, index)] ?? []),
      ]),
    ]),
  );
}

/**
 * The title and description of a list's page: the first list's page is the tool's own page,
 * which names every list; each other names its own.
 */
export function checklistPageHead(
  checklists: readonly Checklist[],
  checklistId: string,
  tool: { name: string; description: string },
): { title: string; description: string } {
  const list = checklists.find((entry) => entry.id === checklistId);
  // The first list's page is the tool's own page, named and described as the tool.
  if (!list || list === checklists[0]) return { title: tool.name, description: tool.description };
  return {
    title: `${list.title} Checklist`,
    description: `A free interactive ${list.title} checklist for UK businesses: tick off each requirement, see what is left and keep your progress in this browser.`,
  };
}

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

export function serialiseChecklistState(state: Partial<ChecklistState>): string {
  const checked: ChecklistState = {};
  for (const [checklistId, ids] of Object.entries(state)) {
    const unique = [...new Set(ids ?? [])];
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

/**
 * The checklists the page renders, read from the content file. The page imports the JSON
 * directly (it is not a GraphQL collection), so this check runs when the page is prebuilt:
 * an editor's mistake stops the build with the problems named, instead of a broken page.
 */
export function loadChecklists(raw: unknown): Checklist[] {
  const problems = checklistProblems(raw);
  if (problems.length > 0) {
    throw new Error(
      `content/checklists/compliance-checklists.json: ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`,
    );
  }
  return raw as Checklist[];
}

/** "12 of 21 complete": the words every progress display and announcement uses. */
export function progressText(progress: ChecklistProgress): string {
  return `${progress.done} of ${progress.total} complete`;
}

/** Every list's ticks from both states together (stored ticks plus ticks made before hydration). */
export function mergeChecklistStates(a: ChecklistState, b: ChecklistState): ChecklistState {
  const merged: ChecklistState = {};
  for (const checklistId of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const ids = [...new Set([...(a[checklistId] ?? []), ...(b[checklistId] ?? [])])];
    if (ids.length > 0) merged[checklistId] = ids;
  }
  return merged;
}

/** Unticks every item of one list; the other lists are left alone. */
export function resetChecklist(state: ChecklistState, checklistId: string): ChecklistState {
  const next = { ...state };
  delete next[checklistId];
  return next;
}

/** Puts a list's ticks back (the undo of a reset), keeping anything ticked since. */
export function restoreChecklist(
  state: ChecklistState,
  checklistId: string,
  ids: readonly string[],
): ChecklistState {
  return mergeChecklistStates(state, { [checklistId]: [...ids] });
}

export interface OpenChecklistItem {
  section: string;
  item: ChecklistItem;
}

/** The items still to do, in the list's order, with the section each belongs to. */
export function openChecklistItems(
  checklist: Checklist,
  checkedIds: ReadonlySet<string>,
): OpenChecklistItem[] {
  return checklist.sections.flatMap((section) =>
    section.items
      .filter((item) => !checkedIds.has(item.id))
      .map((item) => ({ section: section.title, item })),
  );
}

/**
 * The list an enquiry is most likely about: the one on screen when the visitor has ticked
 * something in it; otherwise the list they have made most progress on; otherwise the one on
 * screen.
 */
export function mostRelevantChecklist(
  checklists: readonly Checklist[],
  state: ChecklistState,
  activeId: string,
): Checklist | undefined {
  const active = checklists.find((list) => list.id === activeId) ?? checklists[0];
  if (!active) return undefined;
  const progressOf = (list: Checklist) => checklistProgress(list, checkedIdsFor(state, list.id));
  if (progressOf(active).done > 0) return active;
  let best = active;
  for (const list of checklists) {
    if (progressOf(list).percent > progressOf(best).percent) best = list;
  }
  return best;
}

/** Cuts text at a word boundary to at most `max` characters, marking the cut with "…". */
export function shortenText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, Math.max(1, max - 1));
  const space = cut.lastIndexOf(" ");
  // A very long first word is cut inside it rather than leaving almost nothing.
  const base = space > max / 3 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Short enough for the contact form's message (2,000 characters) with room to add to it. */
export const CHECKLIST_SUMMARY_MAX = 1500;
const OPEN_ITEM_MAX = 110;

/**
 * The enquiry text for "Discuss this with an expert" and "Copy results": progress on every
 * list, then the open items of the most relevant list, as many as fit in `maxLength`.
 */
export function checklistEnquirySummary(
  checklists: readonly Checklist[],
  state: ChecklistState,
  activeId: string,
  maxLength = CHECKLIST_SUMMARY_MAX,
): string {
  const lines = ["Compliance checklists (self-assessment):"];
  for (const list of checklists) {
    const progress = checklistProgress(list, checkedIdsFor(state, list.id));
    lines.push(`- ${list.title}: ${progressText(progress)} (${progress.percent}%)`);
  }
  const relevant = mostRelevantChecklist(checklists, state, activeId);
  if (relevant) {
    const open = openChecklistItems(relevant, checkedIdsFor(state, relevant.id));
    if (open.length === 0) {
      lines.push("", `Every ${relevant.title} item is ticked.`);
    } else {
      lines.push("", `Still open in ${relevant.title} (${open.length}):`);
      const openLines = open.map(({ item }) => `- ${shortenText(item.text, OPEN_ITEM_MAX)}`);
      let shown = 0;
      for (const line of openLines) {
        const rest = open.length - shown - 1;
        const more = rest > 0 ? `\n…and ${rest} more.` : "";
        if ([...lines, line].join("\n").length + more.length > maxLength) break;
        lines.push(line);
        shown += 1;
      }
      if (shown < open.length) lines.push(`…and ${open.length - shown} more.`);
    }
  }
  const text = lines.join("\n");
  return text.length <= maxLength ? text : `${text.slice(0, Math.max(0, maxLength - 1))}…`;
}
