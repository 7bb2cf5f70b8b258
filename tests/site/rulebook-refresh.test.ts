/**
 * The dev integration of the authoring loop, with a fake dev server: a
 * content change asks Astro to flush the store, and a page that names a
 * content version other than the store's is reloaded (over its own socket).
 */
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { STORE_FLUSH } from '../../src/loaders/content-watch.ts';
import { RULEBOOK_LOADER_NAME } from '../../src/loaders/rulebook.ts';
import {
  DEV_PAGE_SCRIPT,
  isStale,
  RENDERED_EVENT,
  rulebookRefresh,
} from '../../src/integrations/rulebook-refresh.ts';

const srcDir = pathToFileURL('/project/src/');

/** Runs the integration's hooks against a fake `astro dev` whose store is at version `current`. */
function devServer(command: 'dev' | 'build', current: { version: string | null }) {
  const integration = rulebookRefresh({ contentDirs: ['/book/content'] });
  const injected: [string, string][] = [];
  const setup = integration.hooks['astro:config:setup'] as (options: unknown) => void;
  setup({
    command,
    config: { srcDir },
    injectScript: (stage: string, code: string) => injected.push([stage, code]),
  });
  const watcher = new EventEmitter();
  const handlers = new Map<string, (data: unknown, client: unknown) => void>();
  const loaded: string[] = [];
  const httpServer = new EventEmitter();
  const server = {
    httpServer,
    watcher,
    ws: {
      on: (event: string, handler: (data: unknown, client: unknown) => void) =>
        handlers.set(event, handler),
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
  /** What a page sends when it connects; resolves with what the server sent back to it. */
  const connect = async (version: unknown) => {
    const sent: unknown[] = [];
    handlers.get(RENDERED_EVENT)!({ version }, { send: (payload: unknown) => sent.push(payload) });
    await vi.waitFor(() => expect(loaded.length).toBeGreaterThan(0));
    await new Promise((resolve) => setImmediate(resolve));
    return sent;
  };
  return { injected, httpServer, watcher, refreshContent, connect, loaded };
}

describe('rulebookRefresh', () => {
  it('injects the page script in astro dev only', () => {
    expect(devServer('dev', { version: 'a' }).injected).toEqual([['page', DEV_PAGE_SCRIPT]]);
    expect(devServer('build', { version: 'a' }).injected).toEqual([]);
  });

  it('asks Astro to flush the store (not to recompile) on each markdown file added, saved or deleted in the content', () => {
    const { watcher, refreshContent } = devServer('dev', { version: 'a' });
    watcher.emit('change', '/book/content/rulebook.md');
    watcher.emit('add', '/book/content/new/homebrew.md');
    watcher.emit('unlink', '/book/content/old.md');
    watcher.emit('change', '/book/content/cover.png'); // not markdown
    watcher.emit('change', '/book/elsewhere.md'); // not in the content
    watcher.emit('addDir', '/book/content/new'); // a directory: its files come as "add"
    expect(refreshContent).toHaveBeenCalledTimes(3);
    expect(refreshContent).toHaveBeenCalledWith({
      loaders: [RULEBOOK_LOADER_NAME],
      context: { ...STORE_FLUSH },
    });
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
    expect(await connect('v1')).toEqual([{ type: 'full-reload', path: '*' }]);
    expect(await connect('v2')).toEqual([]);
    // the store read through the module the pages read it through
    expect(loaded[0]).toBe(join('/project/src', 'loaders/site-data.ts'));
  });

  it('leaves pages alone while the store has no version yet', () => {
    expect(isStale('v1', null)).toBe(false);
    expect(isStale(undefined, 'v1')).toBe(true);
    expect(isStale('v1', 'v1')).toBe(false);
  });
});
