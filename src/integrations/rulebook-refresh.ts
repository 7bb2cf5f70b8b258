/**
 * Dev-server integration of the authoring loop; it acts only in `astro dev`.
 * The rulebook loader watches the content and recompiles on every save
 * (src/loaders/rulebook.ts); Astro's content layer writes its store half a
 * second after the last change, and the write reloads the open pages. This
 * integration makes that immediate, sure and light:
 *
 * - Once each recompile is stored (the loader tells it: `recompileStored`
 *   in src/loaders/content-watch.ts), it tells the pages that follow the
 *   content at once: each request is rendered from the loader's newest
 *   status in memory, pinned for the request (src/loaders/live-data.ts), so
 *   the page need not wait for the store's write. It also asks Astro to
 *   flush the store (`refreshContent` with {@link STORE_FLUSH}: the loader
 *   only waits for any recompile still pending), so the store is written at
 *   once, and only with the new data. A flush Astro skips costs only that
 *   half second: the data is in the store already, and Astro's own save
 *   writes it.
 * - Every page tells the server, once its live-reload socket is connected,
 *   which content version it was rendered from (a script injected in dev,
 *   src/client/dev-update.ts); the server updates it when the store's
 *   differs. A page that was updating while the last store was written
 *   missed that update: it still ends on the last save.
 * - The full reload Astro sends every page when the store is written goes,
 *   to the pages running that script, as a content update instead (unless
 *   they were told of that version already): they fetch themselves again and
 *   put the new text in place, or reload. A socket that has not yet said
 *   which version its page shows (a page still loading, as the powers list
 *   is after reloading for a save) gets nothing then: its page's own message
 *   brings it up to date, as any page that connects. Only a socket still
 *   silent {@link SILENT_PAGE_MS} after it connected (a page without the
 *   script: Astro's error page) gets the full reload; sent at once, the
 *   reload reached such a page before its message did and reloaded it a
 *   second time for one save.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { escapeControls } from '../compiler/helpers.ts';
import { onRecompileStored, STORE_FLUSH } from '../loaders/content-watch.ts';
import { markDevStep } from '../loaders/dev-timing.ts';
import { liveStatus, withLiveStatus } from '../loaders/live-data.ts';
import { RULEBOOK_LOADER_NAME } from '../loaders/rulebook.ts';
import { CONTENT_UPDATE_EVENT, RENDERED_EVENT, type RenderedMessage } from '../site/dev-update.ts';

export { RENDERED_EVENT, VERSION_ATTRIBUTE } from '../site/dev-update.ts';

/**
 * The page script injected in `astro dev` (never in a build): the page
 * follows the content (src/client/dev-update.ts, found under `srcDir`) over
 * Vite's live-reload socket.
 */
export function devPageScript(srcDir: URL): string {
  const client = fileURLToPath(new URL('client/dev-update.ts', srcDir));
  return `import { followContent } from ${JSON.stringify(client)};
if (import.meta.hot) followContent(import.meta.hot);`;
}

/**
 * How long the store flush waits, once the followers were told of a new
 * version, for one of them to show it: longer than a page's update.
 */
export const FLUSH_AFTER_TOLD_MS = 1_000;

/**
 * How long after its socket connected a page may stay silent (not name the
 * version it shows) and still be taken for a page that follows the content:
 * a page of this site names it as soon as its scripts run, a page that says
 * nothing by then (Astro's error page) gets the full reload of a store write.
 */
export const SILENT_PAGE_MS = 10_000;

/** Whether a page rendered at content version `rendered` must update: the store holds another. */
export function isStale(rendered: unknown, current: string | null): boolean {
  return current !== null && rendered !== current;
}

/** Astro's content store file in `astro dev`, whose writes reload the pages. */
function storeFile(root: URL): string {
  return fileURLToPath(new URL('.astro/data-store.json', root));
}

/** A message of Vite's live-reload socket, as much of it as is read here. */
interface Payload {
  type?: string;
}

/** A page's live-reload socket (Vite's `WebSocketClient`, over the raw `socket`). */
interface PageClient {
  send(payload: object): void;
  send(event: string, data?: unknown): void;
  socket?: object;
}

/** Creates the integration; it only acts in `astro dev`. */
export function rulebookRefresh(): AstroIntegration {
  let siteData = '';
  let store = '';
  return {
    name: 'rulebook-refresh',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript }) => {
        if (command !== 'dev') return;
        // The module pages read the store through: the same module, so the same version.
        siteData = fileURLToPath(new URL('loaders/site-data.ts', config.srcDir));
        store = storeFile(config.root);
        injectScript('page', devPageScript(config.srcDir));
      },
      'astro:server:setup': ({ server, refreshContent, logger }) => {
        if (!refreshContent) return;
        const report = (error: unknown) => logger.error(escapeControls(String(error), 'keep'));
        const flush = () =>
          refreshContent({ loaders: [RULEBOOK_LOADER_NAME], context: { ...STORE_FLUSH } }).catch(
            report,
          );
        const ws = server.ws as typeof server.ws & {
          clients: Set<PageClient>;
          on(event: 'connection', listener: (socket: object) => void): void;
        };
        // Every request is rendered from one content status, the newest when it came.
        server.middlewares.use((_request, _response, next) => withLiveStatus(() => next()));

        // The pages that follow the content themselves (they said so when they connected), the
        // content version each was last told of, the sockets whose page said what it shows, and
        // when each raw socket connected.
        const followers = new WeakSet<object>();
        const told = new WeakMap<object, string>();
        const announced = new WeakSet<object>();
        const connected = new WeakMap<object, number>();
        ws.on('connection', (socket) => connected.set(socket, Date.now()));
        /** How much longer `client` may stay silent before it counts as a page without the script. */
        const silenceLeft = (client: PageClient): number => {
          if (announced.has(client)) return 0;
          const since = client.socket && connected.get(client.socket);
          return since === undefined ? 0 : Math.max(0, since + SILENT_PAGE_MS - Date.now());
        };
        const update = (client: PageClient) => {
          if (!followers.has(client)) return client.send({ type: 'full-reload', path: '*' });
          const version = liveStatus()?.version;
          if (version !== undefined) told.set(client, version);
          client.send(CONTENT_UPDATE_EVENT, {});
        };
        /** Tells the followers not yet told of the newest version in memory; whether there is one. */
        const tellFollowers = (clients: Iterable<PageClient>): boolean => {
          const version = liveStatus()?.version;
          if (version === undefined) return false;
          for (const client of clients)
            if (followers.has(client) && told.get(client) !== version) update(client);
          return true;
        };

        // Once the first load is done: the store written whole, whatever Astro's save during it did.
        server.httpServer?.once('listening', () => void flush());
        // Once each recompile is stored (the loader says so): the followers are told at once, and
        // the store flushed (a write asked for at the watcher's event could start before the new
        // data is stored, and send the pages the old one). Once told, the flush waits for a
        // follower to show the update (or FLUSH_AFTER_TOLD_MS): the store's write and the
        // modules it invalidates would otherwise land in the middle of its fetch.
        let flushLater: ReturnType<typeof setTimeout> | undefined;
        const flushNow = () => {
          clearTimeout(flushLater);
          flushLater = undefined;
          void flush();
        };
        const stopFlushing = onRecompileStored(() => {
          if (!tellFollowers(ws.clients)) return flushNow();
          markDevStep('sent');
          clearTimeout(flushLater);
          flushLater = setTimeout(flushNow, FLUSH_AFTER_TOLD_MS);
        });
        server.httpServer?.once('close', stopFlushing);
        // Astro sends its full reload while the watcher reports the store written (before this
        // listener returns: prepended, it runs before Astro's).
        let storeWritten = false;
        for (const event of ['add', 'change'] as const) {
          server.watcher.prependListener(event, (path: string) => {
            if (path !== store) return;
            markDevStep('store-written');
            storeWritten = true;
            queueMicrotask(() => (storeWritten = false));
          });
        }
        const broadcast = ws.send;
        ws.send = function (this: unknown, ...args: unknown[]) {
          const payload = args[0] as Payload | undefined;
          if (!storeWritten || payload?.type !== 'full-reload')
            return (broadcast as (...all: unknown[]) => void).apply(this, args);
          // The followers told of the version in memory already are not sent it twice; a page
          // still loading is brought up to date by its own message (RENDERED_EVENT).
          const others = [...ws.clients].filter(
            (client) => !followers.has(client) || !liveStatus(),
          );
          tellFollowers(ws.clients);
          const silent = others.filter((client) => silenceLeft(client) > 0);
          const now = others.filter((client) => !silent.includes(client));
          if (now.length > 0) markDevStep('sent');
          for (const client of now) update(client);
          for (const client of silent) {
            const later = setTimeout(() => {
              if (!announced.has(client) && ws.clients.has(client)) update(client);
            }, silenceLeft(client));
            later.unref?.();
          }
        } as typeof ws.send;

        server.ws.on(RENDERED_EVENT, (data: RenderedMessage | undefined, client: PageClient) => {
          announced.add(client);
          if (data?.follows === true) followers.add(client);
          // A page rendered from a version needs no telling of it: a page that reloaded on being
          // told (a new socket) would otherwise be told again by the store's write, and reload twice.
          if (typeof data?.version === 'string') told.set(client, data.version);
          if (flushLater !== undefined) flushNow();
          // Loaded either way: after a store write, the modules the next render reads are
          // evaluated again now, not on the path of the next save.
          const module = server.ssrLoadModule(siteData) as Promise<{
            renderedContentVersion(): Promise<string | null>;
          }>;
          const live = liveStatus()?.version;
          if (live !== undefined) module.catch(report);
          const current =
            live !== undefined
              ? Promise.resolve(live)
              : module.then((loaded) => loaded.renderedContentVersion());
          current
            .then((current) => {
              if (isStale(data?.version, current)) update(client);
            })
            .catch(report);
        });
      },
    },
  };
}
