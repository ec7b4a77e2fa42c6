/**
 * Keyboard movement between the checklist tabs, as the ARIA tabs pattern describes it:
 * arrow keys move to the previous or next tab (wrapping round), Home and End to the first
 * and last. Any other key moves nowhere (null), so the browser keeps its own behaviour.
 */
export function tabIndexAfterKey(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The list named by the address's fragment ("#iso-27001"), if there is one. */
export function checklistIdFromHash(hash: string, ids: readonly string[]): string | null {
  let id = hash.replace(/^#/, "");
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}
