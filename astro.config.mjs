// Astro configuration: a static site rendered from the compiler's JSON.
// Content enters through the rulebook loader (src/content.config.ts); the
// content directories come from RULEBOOK_CONTENT (see README).
import { defineConfig, passthroughImageService } from 'astro/config';
import { rulebookRefresh } from './src/integrations/rulebook-refresh.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
  // astro dev: re-run the rulebook loader on every content save.
  integrations: [rulebookRefresh()],
});
