/**
 * Dev-server integration for the authoring loop: watches the content
 * directories and, on every markdown change, asks Astro to run the rulebook
 * loader again (`refreshContent`). A refresh writes the data store at once,
 * whereas a loader that updates the store from its own watcher waits for
 * Astro's 500 ms save debounce before the page can reload.
 */
import type { AstroIntegration } from 'astro';
import { resolve, sep } from 'node:path';
import { loadConfig } from '../io/config.ts';
import { RULEBOOK_LOADER_NAME } from '../loaders/rulebook.ts';

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

/** Creates the integration; it only acts in `astro dev`. */
export function rulebookRefresh(options: RulebookRefreshOptions = {}): AstroIntegration {
  return {
    name: 'rulebook-refresh',
    hooks: {
      'astro:server:setup': ({ server, refreshContent, logger }) => {
        if (!refreshContent) return;
        const roots = (options.contentDirs ?? loadConfig().content).map((dir) => resolve(dir));
        server.watcher.add(roots);
        server.watcher.on('all', (event, path) => {
          if (!['add', 'change', 'unlink'].includes(event) || !isContentChange(path, roots)) return;
          refreshContent({ loaders: [RULEBOOK_LOADER_NAME] }).catch((error: unknown) =>
            logger.error(String(error)),
          );
        });
      },
    },
  };
}
