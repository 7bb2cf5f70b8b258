#!/usr/bin/env node
// `npm run build`: runs scripts/build-site.ts as plain JavaScript instead of
// through tsx (whose start cost the build about 0.35 s). esbuild bundles it
// (its npm packages left as imports) into node_modules/.cache/rulebook-site/,
// again whenever one of its source files changed; without esbuild, tsx runs
// the TypeScript as before. Safe to delete the cache directory.
//
// astro.config.mjs is bundled beside it and handed to `astro build` with
// `--config` (RULEBOOK_BUNDLED_ASTRO_CONFIG): it imports TypeScript, so Astro
// cannot `import()` it and starts a Vite server only to load it; the bundle is
// plain JavaScript Astro imports as it is. `astro dev` loads the config as
// written.
import { pathToFileURL } from 'node:url';
import { bundle, configBundle, entry, rebuild, upToDate } from './lib/site-bundle.mjs';

let runnable = bundle;
let fresh = upToDate();
if (!fresh) {
  try {
    await rebuild();
    fresh = true;
  } catch {
    // No esbuild (or no writable cache): run the TypeScript through tsx.
    const { register } = await import('tsx/esm/api');
    register();
    runnable = entry;
  }
}
if (fresh) process.env.RULEBOOK_BUNDLED_ASTRO_CONFIG = configBundle;
await import(pathToFileURL(runnable).href);
