/**
 * A long filtered list rendered a window at a time: of the rows the filters
 * leave shown, only those that fill the first two screens
 * ({@link rowWindowSize}) are in the document; the
 * others (and the rows the filters hide) are kept out of it, as elements the
 * window holds, until the reader nears the end of those rendered: then the
 * next window joins them. So a filter change adds or removes at most a window
 * of rows, and the browser restyles and lays out those alone, not the whole
 * index (choosing a level of 900 powers restyled every row whose `hidden`
 * changed, 45–75 ms at 4× CPU slowdown; a window of a hundred rows still cost
 * 40–80 ms in the frame that painted them). The filters (src/client/filter-list.ts) still set `hidden`
 * on every row, in the document or not: {@link shownRows} reads their answer.
 * A filter change renders in its own frame only the window's first screen of
 * rows ({@link firstScreenRows}), what the reader sees at once, and the rest of
 * the window in the task after that frame paints (src/client/after-paint.ts):
 * the frame lays out and paints half as many rows.
 * A "Show more" button after the list does the same as scrolling for a
 * keyboard, and says how many rows wait; {@link SHOW_ALL_ROWS} (and printing)
 * renders every shown row. A list opts in with `data-row-window`; without
 * JavaScript every row is in the page as built.
 */

import { afterNextPaint } from './after-paint.ts';

/** The least height of a row on screen, in CSS pixels (a one-line row of the powers index is 45). */
export const ROW_MIN_PX = 40;
/** The fewest rows a window holds, however short the viewport (or when it has no height, in print). */
export const MIN_ROW_WINDOW = 20;

/**
 * The rows rendered at first, and added each time the reader nears the end of
 * those rendered, for a viewport `height` CSS pixels tall: as many as fill two
 * screens of rows at their least height ({@link ROW_MIN_PX}), so the first
 * screen is full and scrolling finds the next rows there.
 */
export function rowWindowSize(height: number): number {
  return Math.max(MIN_ROW_WINDOW, Math.ceil((2 * height) / ROW_MIN_PX));
}

/**
 * The rows a filter change renders in its own frame, of a window of `size`:
 * its first half, a screen of rows at their least height, so the viewport is
 * full in that frame; the rest of the window follows after it paints.
 */
export function firstScreenRows(size: number): number {
  return Math.ceil(size / 2);
}

/** Whether `a` and `b` hold the same rows in the same order. */
export function sameRows(a: readonly HTMLElement[], b: readonly HTMLElement[]): boolean {
  return a.length === b.length && a.every((row, index) => row === b[index]);
}
/** The event that asks a windowed list to render every row the filters leave shown (to print them). */
export const SHOW_ALL_ROWS = 'orcus:show-all-rows';

/** What a windowed list shows. */
export interface RowWindow {
  /**
   * Shows these rows (the filters' answer, in order), from the first window
   * on; the same rows in the same order change nothing (the rows rendered so
   * far stay, however far the reader has scrolled).
   */
  show(shown: readonly HTMLElement[]): void;
}

/** The rows of each windowed list, in the document or not, and those the filters leave shown. */
const windows = new WeakMap<
  HTMLElement,
  { rows: readonly HTMLElement[]; shown: () => readonly HTMLElement[] }
>();

/** Every row of `list` (a windowed list's, rendered or not), in page order. */
export function listRows(list: HTMLElement): readonly HTMLElement[] {
  return windows.get(list)?.rows ?? ([...list.children] as HTMLElement[]);
}

/** The rows of `list` the filters leave shown (not `hidden`), rendered or not, in the list's order. */
export function shownRows(list: HTMLElement): readonly HTMLElement[] {
  return windows.get(list)?.shown() ?? listRows(list).filter((row) => !row.hidden);
}

/**
 * Makes `target` the children of `list`, in order, moving or removing only
 * the rows that differ: a row already in place stays (and keeps focus).
 */
export function placeRows(list: HTMLElement, target: readonly HTMLElement[]): void {
  let next = list.firstElementChild;
  for (const row of target) {
    if (row === next) next = next.nextElementSibling;
    else list.insertBefore(row, next);
  }
  while (next) {
    const after = next.nextElementSibling;
    next.remove();
    next = after;
  }
}

/**
 * Renders `rows` of `list` a window at a time (see the module's comment): the
 * window starts again at the top on every {@link RowWindow.show}, and grows
 * when the end of the rendered rows comes within a screen of the viewport, or
 * on "Show more". `noun` names the rows in that button ("powers"); `size` is
 * the window, by default {@link rowWindowSize} of the viewport.
 */
export function windowRows(
  list: HTMLElement,
  rows: readonly HTMLElement[],
  noun: string,
  size = rowWindowSize(innerHeight),
): RowWindow {
  let shown: readonly HTMLElement[] = rows.filter((row) => !row.hidden);
  let limit = size;
  windows.set(list, { rows, shown: () => shown });
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'button row-window-more';
  more.hidden = true;
  // Named from the start: a button is never without its words, even before the first pass.
  more.textContent = `Show more ${noun}`;
  list.after(more);
  /** A filter change's rows wait for the frame that paints its first screen. */
  let filling = false;
  /** Renders the first `count` rows shown (by default the whole window), and says how many wait. */
  const render = (count = limit) => {
    placeRows(list, shown.slice(0, Math.min(count, limit)));
    const later = Math.max(0, shown.length - limit);
    more.hidden = later === 0;
    if (later > 0) more.textContent = `Show more ${noun} (${later} more)`;
  };
  const grow = () => {
    limit += size;
    render();
  };
  const all = () => {
    limit = Math.max(limit, shown.length);
    render();
  };
  more.addEventListener('click', () => {
    // Focus moves to the first row the press rendered, so the keyboard carries on from it.
    const first = shown[limit];
    grow();
    first?.querySelector<HTMLElement>('a[href]')?.focus();
  });
  list.addEventListener(SHOW_ALL_ROWS, all);
  addEventListener('beforeprint', all);
  let watch = () => {};
  if ('IntersectionObserver' in window) {
    const near = new IntersectionObserver(
      (entries) => {
        // While a change's window fills, the button sits a screen early: it is asked again after.
        if (!entries.some((entry) => entry.isIntersecting) || more.hidden || filling) return;
        grow();
        // Observed again: still within reach after growing, it reports again and grows again.
        near.unobserve(more);
        requestAnimationFrame(() => near.observe(more));
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    near.observe(more);
    watch = () => {
      near.unobserve(more);
      near.observe(more);
    };
  }
  render();
  return {
    show(rows) {
      if (sameRows(rows, shown)) return;
      shown = rows;
      limit = size;
      render(firstScreenRows(size));
      if (filling) return;
      filling = true;
      afterNextPaint(() => {
        filling = false;
        render();
        watch();
      });
    },
  };
}
