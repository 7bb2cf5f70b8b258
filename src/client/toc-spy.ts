/**
 * "On this page" follows the reading (src/pages/rules/[chapter].astro): the
 * entry of the section being read gets `aria-current="location"` (styled as
 * the current entry) and, when the contents scroll on their own (the sticky
 * column on wide screens), stays in view there without moving the page.
 * One IntersectionObserver watches the listed headings crossing a line 10%
 * down the viewport; nothing runs while the reader does not scroll.
 */

/** Where the "being read" line sits, as a fraction of the viewport height from the top. */
export const READING_LINE = 0.1;

/**
 * The index of the section being read: the last heading (in document order)
 * whose top is at or above `line`, or the first when none is yet (-1 with no headings).
 */
export function currentIndex(tops: readonly number[], line: number): number {
  if (tops.length === 0) return -1;
  let current = 0;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

/** The observer of the last binding: a binding again (the page updated in dev) replaces it. */
let bound: IntersectionObserver | undefined;

/** Binds the contents of a chapter page; does nothing on a page without them. */
export function bindTocSpy(): void {
  bound?.disconnect();
  const toc = document.querySelector<HTMLElement>('[data-toc]');
  if (!toc || !('IntersectionObserver' in window)) return;
  const entries = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
    .map((link) => ({
      link,
      heading: document.getElementById(decodeURIComponent(link.hash.slice(1))),
    }))
    .filter((entry): entry is { link: HTMLAnchorElement; heading: HTMLElement } =>
      Boolean(entry.heading),
    );
  if (entries.length === 0) return;
  let shown: HTMLAnchorElement | undefined;

  const update = () => {
    const line = window.innerHeight * READING_LINE;
    const index = currentIndex(
      entries.map(({ heading }) => heading.getBoundingClientRect().top),
      line,
    );
    const link = entries[index]?.link;
    if (!link || link === shown) return;
    shown?.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'location');
    shown = link;
    // Keep the entry in view in the contents' own scroll, never the page's.
    if (toc.scrollHeight > toc.clientHeight) {
      const top =
        link.getBoundingClientRect().top - toc.getBoundingClientRect().top + toc.scrollTop;
      if (top < toc.scrollTop || top + link.offsetHeight > toc.scrollTop + toc.clientHeight) {
        toc.scrollTop = top - toc.clientHeight / 3;
      }
    }
  };

  for (const link of toc.querySelectorAll('[aria-current]')) link.removeAttribute('aria-current');
  const observer = new IntersectionObserver(update, {
    rootMargin: `0px 0px -${Math.round(100 - READING_LINE * 100)}% 0px`,
  });
  for (const { heading } of entries) observer.observe(heading);
  bound = observer;
}
