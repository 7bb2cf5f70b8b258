/**
 * Positions a fixed popover (dice results, term previews) under its anchor,
 * above it when there is no room below, kept inside the viewport.
 */
const GAP = 4;
const MARGIN = 8;

/** Places `box` (position: fixed) beside `anchor`. */
export function placePopover(anchor: Element, box: HTMLElement): void {
  const r = anchor.getBoundingClientRect();
  const { offsetWidth: w, offsetHeight: h } = box;
  let top = r.bottom + GAP;
  if (top + h > innerHeight - MARGIN && r.top - GAP - h >= MARGIN) top = r.top - GAP - h;
  box.style.left = `${Math.max(MARGIN, Math.min(r.left, innerWidth - w - MARGIN))}px`;
  box.style.top = `${top}px`;
}
