/**
 * Dev-server integration of the authoring loop; it acts only in `astro dev`.
 * The rulebook loader watches the content and recompiles on every save
 * (src/loaders/rulebook.ts); Astro's content layer writes its store half a
 * second after the last change, and the write reloads the open pages. This
 * integration makes that immediate and sure:
 *
 * - On every content change it asks Astro to flush the store
 *   (`refreshContent` with {@link STORE_FLUSH}: the loader only waits for its
 *   recompile), so the store is written as soon as the recompile is stored.
 *   A flush Astro skips (it does while it reloads the content config, which
 *   a markdown change starts) costs only that half second: the data is in
 *   the store already, and Astro's own save writes it.
 * - Every page tells the server, once its live-reload socket is connected,
 *   which content version it was rendered from (a script injected in dev);
 *   the server reloads it when the store's differs. A page that was
 *   reloading while the last store was written missed that reload: it still
 *   ends on the last save.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { escapeControls } from '../compiler/helpers.ts';
import { loadConfig } from '../io/config.ts';
import {
  CONTENT_EVENTS,
  contentRoots,
  isContentChange,
  STORE_FLUSH,
} from '../loaders/content-watch.ts';
import { RULEBOOK_LOADER_NAME } from '../loaders/rulebook.ts';

/** Options of the refresh integration. */
export interface RulebookRefreshOptions {
  /** Content directories to watch (default: the configuration's, as the loader reads them). */
  contentDirs?: string[];
}

/** The live-reload event by which a page names the content version it was rendered from. */
export const RENDERED_EVENT = 'rulebook:rendered';

/** The element that carries the page's content version (src/components/ContentErrors.astro). */
export const VERSION_ATTRIBUTE = 'data-content-version';

/**
 * The page script injected in `astro dev`: sends the page's content version
 * over Vite's live-reload socket (queued until the socket is connected).
 */
export const DEV_PAGE_SCRIPT = `const rendered = document.querySelector('[${VERSION_ATTRIBUTE}]');
if (import.meta.hot && rendered)
  import.meta.hot.send(${JSON.stringify(RENDERED_EVENT)}, { version: rendered.getAttribute('${VERSION_ATTRIBUTE}') });`;

/** Whether a page rendered at content version `rendered` must reload: the store holds another. */
export function isStale(rendered: unknown, current: string | null): boolean {
  return current !== null && rendered !== current;
}

/** Creates the integration; it only acts in `astro dev`. */
export function rulebookRefresh(options: RulebookRefreshOptions = {}): AstroIntegration {
  let siteData = '';
  return {
    name: 'rulebook-refresh',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript }) => {
        if (command !== 'dev') return;
        // The module pages read the store through: the same module, so the same version.
        siteData = fileURLToPath(new URL('loaders/site-data.ts', config.srcDir));
        injectScript('page', DEV_PAGE_SCRIPT);
      },
      'astro:server:setup': ({ server, refreshContent, logger }) => {
        if (!refreshContent) return;
        const roots = contentRoots(options.contentDirs ?? loadConfig().content);
        const report = (error: unknown) => logger.error(escapeControls(String(error), 'keep'));
        const flush = () =>
          refreshContent({ loaders: [RULEBOOK_LOADER_NAME], context: { ...STORE_FLUSH } }).catch(
            report,
          );
        // Once the first load is done: the store written whole, whatever Astro's save during it did.
        server.httpServer?.once('listening', () => void flush());
        // The events of one change reach these listeners before Astro's own "all" listener, which
        // starts reloading the content config (a refresh asked for meanwhile is skipped).
        for (const event of CONTENT_EVENTS) {
          server.watcher.on(event, (path: string) => {
            if (!isContentChange(path, roots)) return;
            void flush();
          });
        }
        server.ws.on(RENDERED_EVENT, (data: { version?: unknown } | undefined, client) => {
          const module = server.ssrLoadModule(siteData) as Promise<{
            renderedContentVersion(): Promise<string | null>;
          }>;
          module
            .then((loaded) => loaded.renderedContentVersion())
            .then((current) => {
              if (isStale(data?.version, current)) client.send({ type: 'full-reload', path: '*' });
            })
            .catch(report);
        });
      },
    },
  };
}
