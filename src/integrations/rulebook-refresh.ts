/**
 * Dev-server integration for the authoring loop: watches the content
 * directories and, on every markdown change, asks Astro to run the rulebook
 * loader again (`refreshContent`). A refresh writes the data store at once,
 * whereas a loader that updates the store from its own watcher waits for
 * Astro's 500 ms save debounce before the page can reload.
 */
import type { AstroIntegration } from 'astro';
import { resolve, sep } from 'node:path';
import { escapeControls } from '../compiler/terminal-text.ts';
import { loadConfig } from '../io/config.ts';
import { RULEBOOK_LOADER_NAME } from '../loaders/rulebook.ts';
import { CONTENT_VERSION_PATH, contentVersion } from './content-version.ts';

/** Options of the refresh integration. */
export interface RulebookRefreshOptions {
  /** Content directories to watch (default: the configuration's, as the loader reads them). */
  contentDirs?: string[];
}

/** Whether a changed path is a markdown file inside one of the content roots. */
export function isContentChange(path: string, roots: readonly string[]): boolean {
  return (
    path.toLowerCase().endsWith('.md') &&
    roots.some((root) => path.startsWith(root.endsWith(sep) ? root : root + sep))
  );
}

/**
 * Runs `task` one at a time: a call while it runs schedules exactly one more
 * run after it (however many calls came in), so the last change is always
 * loaded after it happened and a burst of saves costs at most two runs.
 */
export function serialized(task: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    running = true;
    again = false;
    void task().finally(() => {
      running = false;
      if (again) run();
    });
  };
  return () => {
    if (running) again = true;
    else run();
  };
}

/** Creates the integration; it only acts in `astro dev`. */
export function rulebookRefresh(options: RulebookRefreshOptions = {}): AstroIntegration {
  return {
    name: 'rulebook-refresh',
    hooks: {
      'astro:server:setup': ({ server, refreshContent, logger }) => {
        if (!refreshContent) return;
        const roots = (options.contentDirs ?? loadConfig().content).map((dir) => resolve(dir));
        server.watcher.add(roots);
        // Astro skips a refresh while it is reloading the content config (which it does
        // after markdown changes), so a refresh that did not run the loader is retried.
        const refresh = serialized(async () => {
          for (let attempt = 0; attempt < 40; attempt++) {
            const before = contentVersion();
            await refreshContent({ loaders: [RULEBOOK_LOADER_NAME] }).catch((error: unknown) =>
              logger.error(escapeControls(String(error), 'keep')),
            );
            if (contentVersion() !== before) return;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          logger.error('The rulebook could not be reloaded; save the file again.');
        });
        server.watcher.on('all', (event, path) => {
          if (!['add', 'change', 'unlink'].includes(event) || !isContentChange(path, roots)) return;
          refresh();
        });
        // Pages ask which content version is current, and reload if theirs is older.
        server.middlewares.use(CONTENT_VERSION_PATH, (_req, res) => {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(String(contentVersion()));
        });
      },
    },
  };
}
