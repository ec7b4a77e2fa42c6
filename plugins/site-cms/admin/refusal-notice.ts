/**
 * The content check's refusal of a save, kept on screen until the editor dismisses it: Decap's
 * own message about a failed save goes by itself after eight seconds, before a long refusal can
 * be read. An alert (announced when it appears) in the corner of the editor, with a Dismiss
 * button; a new attempt to save takes it away. Inside an open dialog (the picture library) it
 * goes into that dialog, which holds the focus and covers the rest of the page.
 */
const NOTICE_ID = "content-check-refusal";

/** How the admin's refusals look, over Decap's own styles (the notice and the publish summary). */
export const REFUSAL_BOX_STYLE: Partial<CSSStyleDeclaration> = {
  position: "fixed",
  zIndex: "10000",
  overflow: "auto",
  background: "#fff",
  color: "#1f2933",
  border: "2px solid #a3201b",
  borderRadius: "8px",
  boxShadow: "0 8px 24px rgba(0, 0, 0, 0.2)",
  font: "14px/1.5 system-ui, sans-serif",
};
export const REFUSAL_HEADING_STYLE: Partial<CSSStyleDeclaration> = {
  fontSize: "15px",
  color: "#a3201b",
};

/** The "Dismiss" button of a refusal box: a real button, in the admin page's own font. */
export function dismissButton(doc: Document, padding: string, onDismiss: () => void) {
  const dismiss = doc.createElement("button");
  dismiss.type = "button";
  dismiss.textContent = "Dismiss";
  Object.assign(dismiss.style, { font: "inherit", padding, cursor: "pointer" });
  dismiss.addEventListener("click", onDismiss);
  return dismiss;
}

export function clearRefusal(doc: Document): void {
  doc.getElementById(NOTICE_ID)?.remove();
}

export function showRefusal(doc: Document, heading: string, lines: readonly string[]): void {
  clearRefusal(doc);
  const notice = doc.createElement("section");
  notice.id = NOTICE_ID;
  notice.setAttribute("role", "alert");
  notice.setAttribute("aria-labelledby", `${NOTICE_ID}-heading`);
  Object.assign(notice.style, REFUSAL_BOX_STYLE, {
    right: "16px",
    bottom: "16px",
    maxWidth: "min(520px, calc(100vw - 32px))",
    maxHeight: "50vh",
    padding: "16px 20px",
  });
  const title = doc.createElement("h2");
  title.id = `${NOTICE_ID}-heading`;
  title.textContent = heading;
  Object.assign(title.style, REFUSAL_HEADING_STYLE, { margin: "0 0 8px" });
  const list = doc.createElement("ul");
  Object.assign(list.style, { margin: "0 0 12px", paddingLeft: "20px" });
  for (const line of lines) {
    const item = doc.createElement("li");
    item.textContent = line;
    list.append(item);
  }
  const dismiss = dismissButton(doc, "4px 12px", () => clearRefusal(doc));
  notice.append(title, list, dismiss);
  const dialogs = doc.querySelectorAll('[role="dialog"]');
  (dialogs[dialogs.length - 1] ?? doc.body).append(notice);
}
