/**
 * Build-time savings that leave every built page as it was (measured in
 * docs/benchmarks.md, "Site build"); nothing here runs in `astro dev`.
 *
 * - The Vite server Astro starts to load the content config during a build
 *   (`optimizeDeps.noDiscovery`) would still pre-bundle the dev toolbar's and
 *   view transitions' CommonJS dependencies (`astro > aria-query`, …), and
 *   bundles them again whenever Vite's config hash changes (a site URL
 *   added, NODE_ENV between `astro dev` and a build): "Re-optimizing
 *   dependencies because vite config has changed". The site uses neither the
 *   toolbar (disabled) nor view transitions, and a build needs no dependency
 *   pre-bundling, so the list is emptied and Vite's optimizer stays off.
 */
import type { AstroIntegration } from 'astro';

/** The part of a Vite plugin used here (typed locally: Astro brings its own Vite). */
interface BuildPlugin {
  name: string;
  enforce: 'pre' | 'post';
  config?(config: { optimizeDeps?: { include?: string[] } }): void;
}

/** Drops Astro's own `astro > …` pre-bundling entries, so a build's Vite server optimizes nothing. */
function noDependencyPrebundling(): BuildPlugin {
  return {
    name: 'rulebook-no-prebundling',
    enforce: 'post',
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include)
        config.optimizeDeps!.include = include.filter((id) => !id.startsWith('astro > '));
    },
  };
}

/** The integration: adds its plugins to `astro build` (and `astro sync`), never to `astro dev`. */
export function buildSpeed(): AstroIntegration {
  return {
    name: 'rulebook-build-speed',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build' && command !== 'sync') return;
        updateConfig({ vite: { plugins: [noDependencyPrebundling()] } });
      },
    },
  };
}
