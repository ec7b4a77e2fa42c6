/**
 * A refused publish, said where the editor is looking. Decap marks each field its checks refuse
 * (a required field left empty, a pattern not matched: the excerpt's minimum) with a red message
 * under the field's label, which on a long form can be a screen or two away, and says nothing
 * else when no field is merely missing. After every Publish the page reads those messages and
 * shows their summary under the top bar ("Not published: 2 fields need attention"), each line
 * a link that scrolls to its field and puts the focus in it, and moves the focus to the first
 * field. The summary follows the form: a field the editor corrects leaves it, and it goes when
 * none is left (or on Dismiss).
 */
import { notPublishedSummary } from "../forms/cms-messages";
import { dismissButton, REFUSAL_BOX_STYLE, REFUSAL_HEADING_STYLE } from "./refusal-notice";

const SUMMARY_ID = "refused-fields-summary";
/** Decap 3.6 writes a field's messages in a list right after the field's label. */
const FIELD_MESSAGES = "label[for] + ul";
/** Decap's editor top bar is 66 px high; the summary sits just under it. */
const TOP_BAR_HEIGHT = 66;

interface RefusedField {
  /** The field's input (or its first control), which the link focuses. */
  control: HTMLElement;
  message: string;
}

function controlOf(doc: Document, label: HTMLLabelElement): HTMLElement | null {
  const byId = doc.getElementById(label.htmlFor);
  const focusable = 'input, textarea, select, button, [contenteditable="true"], [tabindex]';
  if (byId?.matches(focusable)) return byId;
  return (
    (byId ?? label.parentElement?.parentElement)?.querySelector<HTMLElement>(focusable) ?? null
  );
}

/** The fields Decap marks as refused, in the form's order, each with its messages. */
export function refusedFields(doc: Document): RefusedField[] {
  return [...doc.querySelectorAll<HTMLUListElement>(FIELD_MESSAGES)].flatMap((list) => {
    const label = list.previousElementSibling as HTMLLabelElement;
    const messages = [...list.querySelectorAll("li")].map((item) => item.textContent?.trim() ?? "");
    const control = controlOf(doc, label);
    const message = messages.filter(Boolean).join(" ");
    return control && message ? [{ control, message }] : [];
  });
}

function goTo(control: HTMLElement): void {
  control.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

/** The form's scrolling pane (Decap's control pane), which the summary sits at the top of. */
function paneOf(element: HTMLElement): HTMLElement | null {
  const win = element.ownerDocument.defaultView;
  for (let node = element.parentElement; node && win; node = node.parentElement) {
    const { overflowY } = win.getComputedStyle(node);
    if ((overflowY === "auto" || overflowY === "scroll") && node.scrollHeight > node.clientHeight)
      return node;
  }
  return null;
}

/** The room made at the top of the pane for the summary, given back when it goes. */
const PANE_ROOM = "data-refused-fields-room";

export function clearSummary(doc: Document): void {
  doc.getElementById(SUMMARY_ID)?.remove();
  for (const pane of doc.querySelectorAll<HTMLElement>(`[${PANE_ROOM}]`)) {
    pane.style.paddingTop = pane.getAttribute(PANE_ROOM) ?? "";
    pane.removeAttribute(PANE_ROOM);
  }
}

/**
 * Over the top of the form's pane, under the top bar, with room made above the form so the
 * summary covers no field.
 */
function placeSummary(summary: HTMLElement, pane: HTMLElement | null): void {
  const doc = summary.ownerDocument;
  if (!pane) return void doc.body.append(summary);
  const box = pane.getBoundingClientRect();
  Object.assign(summary.style, {
    top: `${Math.max(box.top, TOP_BAR_HEIGHT) + 8}px`,
    left: `${box.left + 16}px`,
    transform: "none",
    width: `${Math.max(Math.min(box.right, doc.documentElement.clientWidth) - box.left - 32, 240)}px`,
  });
  doc.body.append(summary);
  if (!pane.hasAttribute(PANE_ROOM)) pane.setAttribute(PANE_ROOM, pane.style.paddingTop);
  pane.style.paddingTop = `${summary.getBoundingClientRect().height + 16}px`;
}

function showSummary(doc: Document, fields: readonly RefusedField[]): void {
  clearSummary(doc);
  const summary = doc.createElement("section");
  summary.id = SUMMARY_ID;
  summary.setAttribute("role", "alert");
  summary.setAttribute("aria-labelledby", `${SUMMARY_ID}-heading`);
  Object.assign(summary.style, REFUSAL_BOX_STYLE, {
    top: `${TOP_BAR_HEIGHT + 8}px`,
    left: "50%",
    transform: "translateX(-50%)",
    width: "min(640px, calc(100vw - 32px))",
    maxHeight: "40vh",
    boxSizing: "border-box",
    padding: "12px 16px",
  });
  const heading = doc.createElement("h2");
  heading.id = `${SUMMARY_ID}-heading`;
  heading.textContent = notPublishedSummary(fields.length);
  Object.assign(heading.style, REFUSAL_HEADING_STYLE, { margin: "0 0 6px" });
  const list = doc.createElement("ul");
  Object.assign(list.style, { margin: "0 0 8px", paddingLeft: "20px" });
  for (const field of fields) {
    const item = doc.createElement("li");
    const link = doc.createElement("a");
    // The admin's own addresses are in the hash: the link goes to its field, never to an address.
    link.href = `#${field.control.id || SUMMARY_ID}`;
    link.textContent = field.message;
    Object.assign(link.style, { color: "#1d4ed8" });
    link.addEventListener("click", (event) => {
      event.preventDefault();
      goTo(field.control);
    });
    item.append(link);
    list.append(item);
  }
  const dismiss = dismissButton(doc, "2px 10px", () => clearSummary(doc));
  summary.append(heading, list, dismiss);
  placeSummary(summary, paneOf(fields[0].control));
}

/** After Decap has checked the form and drawn its messages (two frames after the click). */
function afterCheck(win: Window, then: () => void): void {
  win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(then, 0)));
}

function isPublish(target: EventTarget | null): boolean {
  const item = (target as Element | null)?.closest?.('[role="menuitem"]');
  return Boolean(item && /^Publish/.test(item.textContent?.trim() ?? ""));
}

/** Watches every Publish for fields Decap refuses; keeps the summary in step with the form. */
export function summariseRefusedFields(win: Window): void {
  const doc = win.document;
  const onPublish = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
    if (!isPublish(event.target)) return;
    afterCheck(win, () => {
      const fields = refusedFields(doc);
      if (fields.length === 0) return clearSummary(doc);
      showSummary(doc, fields);
      goTo(fields[0].control);
    });
  };
  doc.addEventListener("click", onPublish, true);
  doc.addEventListener("keydown", onPublish, true);
  // A window resized (a phone turned) lays the summary out again over the pane.
  win.addEventListener("resize", () => {
    if (!doc.getElementById(SUMMARY_ID)) return;
    const fields = refusedFields(doc);
    if (fields.length === 0) clearSummary(doc);
    else showSummary(doc, fields);
  });
  // A corrected field loses its message: the summary follows, and goes with the last one.
  let pending = false;
  new MutationObserver(() => {
    if (pending || !doc.getElementById(SUMMARY_ID)) return;
    pending = true;
    afterCheck(win, () => {
      pending = false;
      if (!doc.getElementById(SUMMARY_ID)) return;
      const fields = refusedFields(doc);
      if (fields.length === 0) clearSummary(doc);
      else {
        const heading = doc.getElementById(`${SUMMARY_ID}-heading`);
        if (heading && heading.textContent !== notPublishedSummary(fields.length)) {
          showSummary(doc, fields);
        }
      }
    });
  }).observe(doc.body, { childList: true, subtree: true });
}
