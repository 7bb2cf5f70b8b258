/**
 * A long filtered list rendered a window at a time: of the rows the filters
 * leave shown (not `hidden`), the first {@link ROW_WINDOW} are rendered and
 * the others marked {@link LATER_ROW} (which the list's stylesheet does not
 * display on screen), until the reader nears the end of those rendered: then
 * the next window joins them. So a filter change renders or removes at most
 * a window of rows, not the whole index: clearing the filters of 900 powers
 * back to all laid out every row at once, a quarter of a second on a phone.
 * The filters' truth stays `hidden` (src/client/filter-list.ts, which
 * announces each pass with {@link FILTERED_EVENT}); the count, the URL and
 * every script reading `:not([hidden])` are unchanged. A "Show more" button
 * after the list does the same for a keyboard, and says how many rows wait.
 * Without JavaScript nothing is marked and every row is listed.
 */
import { FILTERED_EVENT } from './filter-list.ts';

/** Rows rendered at first, and added each time the reader nears the end of those rendered. */
export const ROW_WINDOW = 100;
/** The attribute of a shown row not rendered yet (the list's stylesheet does not display it on screen). */
export const LATER_ROW = 'data-later';

/** Marks the shown rows of `list` past the first `limit` {@link LATER_ROW}; returns how many are. */
export function markRows(list: HTMLElement, limit: number): number {
  let rank = 0;
  let later = 0;
  for (const row of list.children) {
    if ((row as HTMLElement).hidden) continue; // a hidden row's mark is set when it shows
    const beyond = rank++ >= limit;
    if (row.hasAttribute(LATER_ROW) !== beyond) row.toggleAttribute(LATER_ROW, beyond);
    if (beyond) later++;
  }
  return later;
}

/**
 * Renders the rows of `list` a window at a time (see the module's comment):
 * the window starts again at the top on every filter pass, and grows when the
 * end of the rendered rows comes within a screen of the viewport, or on
 * "Show more". `noun` names the rows in that button ("powers").
 */
export function windowRows(list: HTMLElement, noun: string, size = ROW_WINDOW): void {
  let limit = size;
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'button row-window-more';
  more.hidden = true;
  // Named from the start: a button is never without its words, even before the first pass.
  more.textContent = `Show more ${noun}`;
  list.after(more);
  const render = () => {
    const later = markRows(list, limit);
    more.hidden = later === 0;
    if (later > 0) more.textContent = `Show more ${noun} (${later} more)`;
  };
  const grow = () => {
    limit += size;
    render();
  };
  more.addEventListener('click', () => {
    // Focus moves to the first row the press rendered, so the keyboard carries on from it.
    const first = list.querySelector<HTMLElement>(`:scope > [${LATER_ROW}]`);
    grow();
    first?.querySelector<HTMLElement>('a[href]')?.focus();
  });
  list.addEventListener(FILTERED_EVENT, () => {
    limit = size;
    render();
  });
  if ('IntersectionObserver' in window) {
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || more.hidden) return;
        grow();
        // Observed again: still within reach after growing, it reports again and grows again.
        near.unobserve(more);
        requestAnimationFrame(() => near.observe(more));
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    near.observe(more);
  }
  render();
}
