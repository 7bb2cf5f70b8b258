// Astro configuration: a static site rendered from the compiler's JSON.
// Content enters through the rulebook loader (src/content.config.ts); content
// directories, site title and URL come from rulebook.config.json through
// src/io/config.ts (RULEBOOK_CONTENT overrides the directories; see README).
// A bad configuration throws here, at start, naming the key and the fix.
import { defineConfig, passthroughImageService } from 'astro/config';
import { loadConfig } from './src/io/config.ts';
import { rulebookRefresh } from './src/integrations/rulebook-refresh.ts';
import { browserValidators } from './src/integrations/browser-validators.ts';

const config = loadConfig();

export default defineConfig({
  output: 'static',
  ...(config.site.url ? { site: config.site.url } : {}),
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
  // astro dev: re-run the rulebook loader on every content save.
  integrations: [rulebookRefresh()],
  // The playground's worker bundles the compiler: precompiled schema validators (no eval under CSP).
  vite: {
    plugins: [browserValidators()],
    worker: { format: 'es', plugins: () => [browserValidators()] },
  },
});
