/**
 * `astro dev` only (injected by src/integrations/rulebook-refresh.ts, never
 * in a build): the open page follows the content. When the dev server says
 * the content store changed, the page fetches its own URL again and, when
 * nothing but the content differs, puts the new page region (the sidebar and
 * the main text) in place of the old one, keeping the page's scripts, the
 * scroll position and the keyboard focus: a save shows without reloading
 * the page. Anything else (another head, another header, a page script that
 * would not see the new elements, a failed fetch) reloads the page as
 * before. After every update the page names its new content version to the
 * server, which sends another update if the store is newer: the page always
 * ends on the last save.
 */
import {
  CONTENT_UPDATE_EVENT,
  RENDERED_EVENT,
  VERSION_ATTRIBUTE,
  type RenderedMessage,
} from '../site/dev-update.ts';
import { bindTocSpy } from './toc-spy.ts';

/** The part of Vite's live-reload channel (`import.meta.hot`) the page uses. */
export interface LiveChannel {
  send(event: string, data: RenderedMessage): void;
  on(event: string, listener: () => void): void;
}

/**
 * The page scripts (module scripts of the head, by source file) that keep
 * working when the page region is replaced: they bind on the document or
 * the header, look elements up when they are used, or define custom
 * elements (which wire themselves on connect); `rebind`, when given, binds
 * the new region again. A page with any other module script reloads.
 */
const REGION_SAFE_SCRIPTS: readonly { source: string; rebind?: () => void }[] = [
  { source: '/src/layouts/Base.astro' },
  { source: '/src/components/ChapterBody.astro' },
  { source: '/src/pages/rules/[chapter].astro', rebind: bindTocSpy },
  { source: '/src/components/StatBlock.astro' },
  { source: '/src/components/PowerCard.astro' },
  { source: '/src/components/RecordCard.astro' },
];

/** Module scripts of the dev server itself (its client, the toolbar, injected scripts). */
const DEV_SERVER_SCRIPT = /^\/(?:@vite\/|@id\/|node_modules\/)/;

/** A module script that only adds styles (Vite serves a stylesheet as one in dev). */
const STYLE_SCRIPT = /(?:\.css|[?&]type=style\b.*)$/;

/** The region a content update replaces: the element around the page's `<main>`. */
function regionOf(doc: Document): HTMLElement | null {
  const main = doc.querySelector('body main');
  const region = main?.parentElement;
  return region && region !== doc.body ? region : null;
}

/** What of a head element must be the same for the page to keep its head. */
function headKey(element: Element): string | null {
  if (element instanceof HTMLScriptElement)
    return `script ${element.type} ${element.getAttribute('src') ?? element.text}`;
  if (element instanceof HTMLStyleElement)
    return `style ${element.getAttribute('data-vite-dev-id') ?? ''} ${element.textContent}`;
  if (element instanceof HTMLLinkElement && /stylesheet|modulepreload/.test(element.rel))
    return `link ${element.rel} ${element.getAttribute('href')}`;
  return null; // title, meta, icons: not what the page runs or looks like
}

/** The links outside the region (header, footer), as the content may change them. */
function shellLinks(doc: Document, region: HTMLElement): string[] {
  return [...doc.body.querySelectorAll('a[href]')]
    .filter((link) => !region.contains(link))
    .map((link) => `${link.getAttribute('href')} ${link.textContent?.trim()}`);
}

/** Executable scripts inside `region` (data scripts may change with the content). */
function regionScripts(region: HTMLElement): string[] {
  return [...region.querySelectorAll('script')]
    .filter((script) => !script.type || /module|javascript/.test(script.type))
    .map((script) => script.outerHTML);
}

/**
 * The rebinds a region swap needs (of the page's module scripts, in the
 * head or the body), or the source of a script that is not region-safe.
 */
function rebinders(doc: Document): (() => void)[] | string {
  const rebind: (() => void)[] = [];
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
    const url = new URL(script.src, location.href);
    if (DEV_SERVER_SCRIPT.test(url.pathname) || STYLE_SCRIPT.test(url.pathname + url.search))
      continue;
    const source = decodeURI(url.pathname);
    const safe = REGION_SAFE_SCRIPTS.find((entry) => source === entry.source);
    if (!safe) return `its script ${source} binds the page at load`;
    if (safe.rebind && !rebind.includes(safe.rebind)) rebind.push(safe.rebind);
  }
  return rebind;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Puts the region of `next` (the page fetched again) in place of the
 * current one when nothing else differs; returns null once done, else why
 * the page must reload instead (nothing changed).
 */
export function swapRegion(next: Document): string | null {
  const region = regionOf(document);
  const incoming = regionOf(next);
  if (!region || !incoming || region.tagName !== incoming.tagName)
    return 'the page has no region around its <main>';
  if (document.querySelector('vite-error-overlay')) return 'the page shows an error';
  const kept = new Set([...document.head.children].map(headKey));
  if (![...next.head.children].every((element) => kept.has(headKey(element))))
    return 'its head changed';
  if (!same(shellLinks(document, region), shellLinks(next, incoming)))
    return 'its header or footer changed';
  if (!same(regionScripts(region), regionScripts(incoming))) return 'its scripts changed';
  const rebind = rebinders(document);
  if (typeof rebind === 'string') return rebind;

  const { scrollX, scrollY } = window;
  const focused = document.activeElement;
  const focusId = focused && region.contains(focused) ? focused.id : null;
  // Moved, not copied: the fetched document is not used again.
  region.replaceWith(document.adoptNode(incoming));
  document.title = next.title;
  for (const bind of rebind) bind();
  window.scrollTo(scrollX, scrollY);
  if (focusId !== null) {
    const target = (focusId && document.getElementById(focusId)) || document.querySelector('main');
    (target as HTMLElement | null)?.focus({ preventScroll: true });
  }
  return null;
}

/** The content version `doc` shows. */
function versionOf(doc: Document): string | null {
  return doc.querySelector(`[${VERSION_ATTRIBUTE}]`)?.getAttribute(VERSION_ATTRIBUTE) ?? null;
}

/**
 * Follows the content over `channel`: names the page's content version to
 * the server now and after every update, and updates the page on every
 * {@link CONTENT_UPDATE_EVENT}, one fetch at a time; an update asked for
 * during a fetch is served by one more fetch after it, so the page ends on
 * the last version.
 */
export function followContent(channel: LiveChannel): void {
  const announce = () =>
    channel.send(RENDERED_EVENT, { version: versionOf(document), follows: true });
  let fetching = false;
  let outdated = false;
  // A page being left (the reader reloads it) aborts its fetch: that is not a reason to reload.
  let leaving = false;
  addEventListener('beforeunload', () => (leaving = true));
  const update = async (): Promise<void> => {
    if (fetching) {
      outdated = true;
      return;
    }
    fetching = true;
    try {
      // Each page fetched is shown (it is newer than the one shown); one asked for meanwhile follows.
      do {
        outdated = false;
        const response = await fetch(location.href, { cache: 'no-store' });
        if (!response.ok) throw new Error(`${location.href} answered ${response.status}`);
        const next = new DOMParser().parseFromString(await response.text(), 'text/html');
        const version = versionOf(next);
        if (version !== null && version === versionOf(document)) continue; // the store was unchanged
        const reload = swapRegion(next);
        if (reload !== null) {
          console.info(`[rulebook] reloading the page for the new content: ${reload}.`);
          return location.reload();
        }
      } while (outdated);
    } catch (error) {
      if (leaving) return;
      console.warn('[rulebook] updating the page in place failed; reloading it.', error);
      return location.reload();
    } finally {
      fetching = false;
    }
    announce();
  };
  channel.on(CONTENT_UPDATE_EVENT, () => void update());
  announce();
}
