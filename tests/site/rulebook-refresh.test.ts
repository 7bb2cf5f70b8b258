/**
 * The dev integration of the authoring loop, with a fake dev server: a
 * recompile stored asks Astro to flush the store, a page that names a
 * content version other than the store's is updated (over its own socket),
 * and Astro's full reload on a store write reaches the pages that follow the
 * content as a content update.
 */
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recompileStored, STORE_FLUSH } from '../../src/loaders/content-watch.ts';
import { shareLiveStatus, requestLiveStatus } from '../../src/loaders/live-data.ts';
import { RULEBOOK_LOADER_NAME } from '../../src/loaders/rulebook.ts';
import {
  devPageScript,
  FLUSH_AFTER_TOLD_MS,
  isStale,
  RENDERED_EVENT,
  SILENT_PAGE_MS,
  rulebookRefresh,
} from '../../src/integrations/rulebook-refresh.ts';
import { CONTENT_UPDATE_EVENT } from '../../src/site/dev-update.ts';

const root = pathToFileURL('/project/');
const srcDir = pathToFileURL('/project/src/');
/** Astro's content store file of the fake project. */
const storeFile = join('/project', '.astro/data-store.json');
const FULL_RELOAD = { type: 'full-reload', path: '*' };

/** A page's socket (over its raw `socket`, when it connected while the server ran): what the server sent it. */
function pageClient(socket?: object) {
  const sent: unknown[] = [];
  return {
    sent,
    socket,
    send: (...args: unknown[]) =>
      sent.push(typeof args[0] === 'string' ? { event: args[0], data: args[1] } : args[0]),
  };
}

/** Runs the integration's hooks against a fake `astro dev` whose store is at version `current`. */
function devServer(command: 'dev' | 'build', current: { version: string | null }) {
  const integration = rulebookRefresh();
  const injected: [string, string][] = [];
  const setup = integration.hooks['astro:config:setup'] as (options: unknown) => void;
  setup({
    command,
    config: { root, srcDir },
    injectScript: (stage: string, code: string) => injected.push([stage, code]),
  });
  const watcher = new EventEmitter();
  const handlers = new Map<string, (data: unknown, client: unknown) => void>();
  const connectionListeners: ((socket: object) => void)[] = [];
  const loaded: string[] = [];
  const httpServer = new EventEmitter();
  const clients = new Set<ReturnType<typeof pageClient>>();
  const broadcast: unknown[] = [];
  const middlewares: ((request: unknown, response: unknown, next: () => void) => void)[] = [];
  const server = {
    httpServer,
    watcher,
    middlewares: { use: (handle: (typeof middlewares)[number]) => middlewares.push(handle) },
    ws: {
      on: (event: string, handler: (data: unknown, client: unknown) => void) =>
        event === 'connection'
          ? connectionListeners.push(handler as (socket: object) => void)
          : handlers.set(event, handler),
      send: (payload: unknown) => broadcast.push(payload),
      clients,
    },
    ssrLoadModule: async (id: string) => {
      loaded.push(id);
      return { renderedContentVersion: async () => current.version };
    },
  };
  const refreshContent = vi.fn(async () => {});
  const serverSetup = integration.hooks['astro:server:setup'] as (options: unknown) => void;
  serverSetup({
    server,
    refreshContent,
    logger: { error: (message: string) => expect.fail(message) },
  });
  /**
   * What a page sends when it connects (`follows`: it runs the dev page
   * script); resolves with what the server sent back to it.
   */
  const connect = async (version: unknown, follows?: boolean) => {
    const client = pageClient();
    clients.add(client);
    const before = loaded.length;
    handlers.get(RENDERED_EVENT)!({ version, follows }, client);
    await vi.waitFor(() => expect(loaded.length).toBeGreaterThan(before));
    await new Promise((resolve) => setImmediate(resolve));
    return client.sent;
  };
  /**
   * A page's socket connecting (Vite's connection event), its page not yet
   * saying what it shows; `say` sends its message (as {@link connect}).
   */
  const open = () => {
    const socket = {};
    for (const listener of connectionListeners) listener(socket);
    const client = pageClient(socket);
    clients.add(client);
    const say = async (version: unknown, follows?: boolean) => {
      const before = loaded.length;
      handlers.get(RENDERED_EVENT)!({ version, follows }, client);
      await vi.waitFor(() => expect(loaded.length).toBeGreaterThan(before));
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { sent: client.sent, say, close: () => clients.delete(client) };
  };
  /** Astro writing its store: the watcher reports the file, and Astro sends its full reload. */
  let astroListens = false;
  const writeStore = () => {
    if (!astroListens)
      watcher.on('change', (path: string) => {
        if (path === storeFile) server.ws.send(FULL_RELOAD);
      });
    astroListens = true;
    watcher.emit('change', storeFile);
  };
  return {
    open,
    middlewares,
    injected,
    httpServer,
    watcher,
    refreshContent,
    connect,
    loaded,
    writeStore,
    server,
    broadcast,
  };
}

afterEach(() => {
  shareLiveStatus(undefined);
  vi.useRealTimers();
});

describe('rulebookRefresh', () => {
  it('injects the page script in astro dev only', () => {
    expect(devServer('dev', { version: 'a' }).injected).toEqual([['page', devPageScript(srcDir)]]);
    expect(devServer('build', { version: 'a' }).injected).toEqual([]);
  });

  it('asks Astro to flush the store (not to recompile) once each recompile is stored, not at the save', () => {
    const { watcher, refreshContent, httpServer } = devServer('dev', { version: 'a' });
    // The save itself: the store may not hold its data yet, so nothing is written.
    watcher.emit('change', '/book/content/rulebook.md');
    expect(refreshContent).not.toHaveBeenCalled();
    recompileStored();
    recompileStored();
    expect(refreshContent).toHaveBeenCalledTimes(2);
    expect(refreshContent).toHaveBeenCalledWith({
      loaders: [RULEBOOK_LOADER_NAME],
      context: { ...STORE_FLUSH },
    });
    // A server closed (astro dev restarting it) no longer flushes.
    httpServer.emit('close');
    recompileStored();
    expect(refreshContent).toHaveBeenCalledTimes(2);
  });

  it('flushes the store once when the server listens (after the first load)', () => {
    const { httpServer, refreshContent } = devServer('dev', { version: 'a' });
    expect(refreshContent).not.toHaveBeenCalled();
    httpServer.emit('listening');
    httpServer.emit('listening');
    expect(refreshContent).toHaveBeenCalledTimes(1);
    expect(refreshContent).toHaveBeenCalledWith({
      loaders: [RULEBOOK_LOADER_NAME],
      context: { ...STORE_FLUSH },
    });
  });

  it('reloads a page rendered from another content version than the store holds, and only that page', async () => {
    const current = { version: 'v2' as string | null };
    const { connect, loaded } = devServer('dev', current);
    expect(await connect('v1')).toEqual([FULL_RELOAD]);
    expect(await connect('v2')).toEqual([]);
    // a page that follows the content is told to update itself instead
    expect(await connect('v1', true)).toEqual([{ event: CONTENT_UPDATE_EVENT, data: {} }]);
    // the store read through the module the pages read it through
    expect(loaded[0]).toBe(join('/project/src', 'loaders/site-data.ts'));
  });

  it('sends the pages that follow the content an update instead of the full reload of a store write, and the others the reload', async () => {
    const { connect, writeStore, broadcast } = devServer('dev', { version: 'v1' });
    const follower = await connect('v1', true);
    const plain = await connect('v1');
    writeStore();
    expect(follower).toEqual([{ event: CONTENT_UPDATE_EVENT, data: {} }]);
    expect(plain).toEqual([FULL_RELOAD]);
    expect(broadcast).toEqual([]);
  });

  it('passes on the full reloads that are not a store write (a code change)', async () => {
    const { connect, server, broadcast } = devServer('dev', { version: 'v1' });
    const follower = await connect('v1', true);
    server.ws.send({ type: 'full-reload' });
    expect(broadcast).toEqual([{ type: 'full-reload' }]);
    expect(follower).toEqual([]);
  });

  it('leaves pages alone while the store has no version yet', () => {
    expect(isStale('v1', null)).toBe(false);
    expect(isStale(undefined, 'v1')).toBe(true);
    expect(isStale('v1', 'v1')).toBe(false);
  });

  it('tells the pages that follow the content as soon as a recompile is stored with its status in memory, once, and flushes the store after one shows it', async () => {
    const { connect, writeStore, refreshContent, server } = devServer('dev', { version: 'v1' });
    shareLiveStatus({ key: 'k1', version: 'v1', diagnostics: [] });
    const follower = await connect('v1', true);
    const plain = await connect('v1');
    vi.useFakeTimers();
    shareLiveStatus({ key: 'k2', version: 'v2', diagnostics: [] });
    recompileStored();
    expect(follower).toEqual([{ event: CONTENT_UPDATE_EVENT, data: {} }]);
    expect(plain).toEqual([]); // a plain page reloads when the store is written
    expect(refreshContent).not.toHaveBeenCalled();
    // the follower shows v2 and says so (a page that reloads, as the powers list, connects again):
    // the store is flushed, and its write tells neither the old socket nor the new one anything
    vi.useRealTimers();
    const reloaded = await connect('v2', true);
    expect(refreshContent).toHaveBeenCalledTimes(1);
    writeStore();
    expect(follower).toHaveLength(1);
    expect(reloaded).toEqual([]);
    expect(plain).toEqual([FULL_RELOAD]);
    // a recompile stored while no follower shows it flushes after a while all the same
    vi.useFakeTimers();
    shareLiveStatus({ key: 'k3', version: 'v3', diagnostics: [] });
    recompileStored();
    vi.advanceTimersByTime(FLUSH_AFTER_TOLD_MS);
    expect(refreshContent).toHaveBeenCalledTimes(2);
    expect(server.ws.clients.size).toBe(3);
  });

  it('sends a page still loading (its socket open, its version not yet named) nothing on a store write: its own message brings it up to date', async () => {
    const { open, writeStore, broadcast } = devServer('dev', { version: 'v2' });
    shareLiveStatus({ key: 'k2', version: 'v2', diagnostics: [] });
    // The powers list reloaded into v2 on being told of it; the store is written before its
    // script names v2 (seen in CI: the page reloaded a second time).
    const current = open();
    const behind = open();
    writeStore();
    expect(current.sent).toEqual([]);
    expect(behind.sent).toEqual([]);
    expect(broadcast).toEqual([]);
    await current.say('v2', true);
    expect(current.sent).toEqual([]);
    // a page rendered before the save, still loading then, is updated by its message
    await behind.say('v1', true);
    expect(behind.sent).toEqual([{ event: CONTENT_UPDATE_EVENT, data: {} }]);
  });

  it('sends a page that never names its version (Astro’s error page) the full reload of a store write, once it has been silent SILENT_PAGE_MS', async () => {
    // The clock and timers only: the page's message is answered after a real setImmediate.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { open, writeStore } = devServer('dev', { version: 'v2' });
    shareLiveStatus({ key: 'k2', version: 'v2', diagnostics: [] });
    const error = open();
    const left = open();
    const named = open();
    vi.advanceTimersByTime(SILENT_PAGE_MS / 2);
    writeStore();
    expect(error.sent).toEqual([]);
    left.close();
    await named.say('v2', true);
    vi.advanceTimersByTime(SILENT_PAGE_MS / 2);
    expect(error.sent).toEqual([FULL_RELOAD]);
    expect(left.sent).toEqual([]);
    expect(named.sent).toEqual([]);
    // silent longer than that already: reloaded at once
    writeStore();
    expect(error.sent).toEqual([FULL_RELOAD, FULL_RELOAD]);
  });

  it('renders each request from the status in memory when it came', () => {
    const { middlewares } = devServer('dev', { version: 'v1' });
    shareLiveStatus({ key: 'k1', version: 'v1', diagnostics: [] });
    let seen: unknown;
    for (const handle of middlewares) handle({}, {}, () => (seen = requestLiveStatus()));
    expect(seen).toEqual({ key: 'k1', version: 'v1', diagnostics: [] });
  });
});
