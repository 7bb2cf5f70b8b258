/**
 * Term previews: hovering or focusing an `a.term-link` shows the term's
 * summary (rendered once per page by TermPreviews.astro as a hidden
 * `#term-preview-{id}` element) just under the link. Meets WCAG 1.4.13:
 * - dismissible: Escape hides it without moving focus or the pointer;
 * - hoverable: the pointer can move from the link onto the preview, which
 *   closes only after leaving both for CLOSE_DELAY ms;
 * - persistent: it stays until hover and focus are both gone, or Escape.
 * On touch (a tap's pointer is `touch` or `pen`) there is no hover: the first
 * tap on a term opens its preview instead of following the link, a second tap
 * (or the preview's "Read the definition" link) follows it, and a tap
 * elsewhere closes it.
 * One set of delegated listeners on `document`, bound once the page has a
 * term link, at load or in HTML inserted later (a card fetched on demand,
 * src/client/when-present.ts); nothing runs on a page without one.
 */
import { termPreviewId } from '../site/term-preview-id.ts';
import { placePopover } from './place-popover.ts';
import { whenPresent } from './when-present.ts';

const CLOSE_DELAY = 300;

const TERM_LINK = 'a.term-link[data-term]';

/** Binds the delegated listeners that show and hide the previews (once). */
function bindTermPreviews(): void {
  let link: HTMLAnchorElement | null = null;
  let tip: HTMLElement | null = null;
  let timer = 0;
  /** The link whose preview a tap opened: the next tap on it follows it. */
  let tapped: HTMLAnchorElement | null = null;
  /** Whether the current click comes from a touch (or pen) tap. */
  let touch = false;

  const termLink = (node: EventTarget | null) =>
    node instanceof Element ? node.closest<HTMLAnchorElement>(TERM_LINK) : null;
  const inside = (node: EventTarget | null) =>
    node instanceof Node && !!(link?.contains(node) || tip?.contains(node));

  /** Under the link (above it if there is no room below), kept inside the viewport. */
  const place = () => {
    if (link && tip) placePopover(link, tip);
  };

  const hide = () => {
    clearTimeout(timer);
    if (!link || !tip) return;
    tip.hidden = true;
    link.removeAttribute('aria-describedby');
    link = tip = tapped = null;
    removeEventListener('scroll', place, true);
    removeEventListener('resize', place);
  };

  const show = (a: HTMLAnchorElement) => {
    clearTimeout(timer);
    if (a === link) return;
    hide();
    const t = document.getElementById(termPreviewId(a.dataset.term ?? ''));
    if (!t) return;
    link = a;
    tip = t;
    a.setAttribute('aria-describedby', t.id);
    t.hidden = false;
    place();
    addEventListener('scroll', place, { capture: true, passive: true });
    addEventListener('resize', place, { passive: true });
  };

  /** Closes after a delay unless the link or preview is still hovered or focused by then. */
  const closeSoon = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (link?.matches(':hover') || tip?.matches(':hover') || inside(document.activeElement))
        return;
      hide();
    }, CLOSE_DELAY);
  };

  document.addEventListener('mouseover', (e) => {
    const a = termLink(e.target);
    if (a) show(a);
    else if (inside(e.target)) clearTimeout(timer);
  });
  document.addEventListener('mouseout', (e) => {
    if (link && inside(e.target) && !inside(e.relatedTarget)) closeSoon();
  });
  document.addEventListener('focusin', (e) => {
    const a = termLink(e.target);
    if (a) show(a);
  });
  document.addEventListener('focusout', (e) => {
    if (link && !inside(e.relatedTarget)) closeSoon();
  });
  document.addEventListener('keydown', (e) => {
    touch = false; // Enter on a focused term follows it.
    if (e.key === 'Escape' && link) hide();
  });
  document.addEventListener(
    'pointerdown',
    (e) => {
      touch = e.pointerType === 'touch' || e.pointerType === 'pen';
      // A tap outside the term and its preview closes the preview.
      if (touch && link && !inside(e.target)) hide();
    },
    { capture: true, passive: true },
  );
  document.addEventListener('click', (e) => {
    const a = termLink(e.target);
    if (!a) return;
    if (touch && tapped !== a) {
      // First tap: show the preview rather than leave the page.
      e.preventDefault();
      show(a);
      tapped = a;
      return;
    }
    // Following the link goes to the full definition: the preview has done its job.
    hide();
  });
}

void whenPresent(TERM_LINK, bindTermPreviews);
