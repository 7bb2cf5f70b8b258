// Astro configuration: a static site rendered from the compiler's JSON.
// Content enters through the rulebook loader (src/content.config.ts); content
// directories, site title and URL come from rulebook.config.json through
// src/io/config.ts (RULEBOOK_CONTENT overrides the directories; see README).
// A bad configuration throws here, at start, naming the key and the fix.
import sitemap from '@astrojs/sitemap';
import { defineConfig, sharpImageService } from 'astro/config';
import { loadConfig } from './src/io/config.ts';
import { rulebookRefresh } from './src/integrations/rulebook-refresh.ts';
import { buildSpeed } from './src/integrations/build-speed.ts';
import { playgroundWorker } from './src/integrations/playground-worker.ts';
import { layoutChunk } from './src/integrations/layout-chunk.ts';
import { widgetChunk } from './src/integrations/widget-chunk.ts';
import { pagePolicyIntegration } from './src/integrations/page-policy.ts';
import { foundryModule } from './src/integrations/foundry-module.ts';
import { astroCacheDir } from './src/integrations/search-index-cache.ts';

const config = loadConfig();

export default defineConfig({
  output: 'static',
  ...(config.site.url ? { site: config.site.url } : {}),
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // Content pictures (src/site/pictures.ts): resized and converted to AVIF and WebP with sharp.
  image: { service: sharpImageService() },
  devToolbar: { enabled: false },
  // Astro keeps a build's content store in its cache directory; builds of
  // different content running at once (the tests' fixture sites) each name
  // their own with RULEBOOK_ASTRO_CACHE. Default: node_modules/.astro.
  cacheDir: astroCacheDir(),
  integrations: [
    // astro dev: the store written as soon as a save is recompiled; each page reloaded until current.
    rulebookRefresh(),
    // astro build: the content store bundled as JSON, no dependency pre-bundling (see the file).
    buildSpeed(),
    // astro build: each page's Content-Security-Policy in its head, for any static host.
    pagePolicyIntegration(),
    // astro build: the Foundry VTT module for the dnd4e system under /foundry/ (docs/foundry.md).
    foundryModule(config.site),
    // sitemap-index.xml (linked from robots.txt) when the site's address is known.
    ...(config.site.url
      ? [sitemap({ filter: (page) => !/\/404\/?$/.test(new URL(page).pathname) })]
      : []),
  ],
  vite: {
    // No gzip sizes in the build log (tests/build/output.test.ts measures what pages ship).
    build: { reportCompressedSize: false },
    // The playground's worker bundles the compiler; esbuild bundles it, for builds and the dev
    // server (see playground-worker.ts).
    // The layout's script and its imports in one file, so a page makes a handful of script
    // requests (see layout-chunk.ts); the cards' and dice's on-demand layers in one file, so using
    // them adds one request, not seven (see widget-chunk.ts).
    plugins: [playgroundWorker(), layoutChunk(), widgetChunk()],
    worker: { format: 'es' },
  },
});
