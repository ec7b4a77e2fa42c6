/**
 * The pointer-following glow of a card: writes where the pointer is over the card into the
 * card's --x/--y custom properties, which its CSS draws. No state, no render. Works from any
 * element the event passes, so a section can listen once for all its cards.
 */
export function moveSpotlight(event: {
  target: EventTarget | null;
  clientX: number;
  clientY: number;
}): void {
  const card = event.target instanceof Element ? event.target.closest("article") : null;
  if (!(card instanceof HTMLElement)) return;
  const box = card.getBoundingClientRect();
  card.style.setProperty("--x", `${event.clientX - box.left}px`);
  card.style.setProperty("--y", `${event.clientY - box.top}px`);
}
