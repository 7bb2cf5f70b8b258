/**
 * Astro integration: every built page carries its own Content-Security-Policy
 * in its head, `<meta http-equiv="Content-Security-Policy">` (the policy of
 * src/io/security-headers.ts, with the hashes of that page's inline scripts
 * and styles), so any static host enforces it, one that sends no header too.
 * Written after the build, because Astro adds a page's styles and scripts to
 * it while rendering. Astro's own CSP support (`experimental.csp`) was not
 * used: it lists the hash of every script and style of the whole site in
 * every page, and not the layout's `is:inline` script.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlPages } from '../io/html-pages.ts';
import { compilerVersion } from '../io/project-version.ts';
import { pagePolicy } from '../io/security-headers.ts';
import { PolicyCache } from './policy-cache.ts';

/** The page's character encoding declaration, which the policy follows (it must come first). */
const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

/**
 * `html` with its policy (`policyOf(html)`: {@link pagePolicy}, or a cache of
 * it) inserted right after its `<meta charset>`, before any script, style
 * sheet or other resource of the page (a `<meta>` policy governs only what
 * follows it). Throws, naming `file`, for a page without that element in its
 * head.
 */
export function withPagePolicy(
  html: string,
  file: string,
  policyOf: (html: string) => string = pagePolicy,
): string {
  const charset = CHARSET.exec(html);
  const head = html.search(/<head[\s>]/i);
  const headEnd = html.search(/<\/head>/i);
  if (
    !charset ||
    head === -1 ||
    charset.index < head ||
    (headEnd !== -1 && charset.index > headEnd)
  )
    throw new Error(
      `page-policy: ${file} has no <meta charset="utf-8"> in its <head>, where its Content-Security-Policy goes; render the page with src/layouts/Base.astro.`,
    );
  const end = charset.index + charset[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyOf(html)}">`;
  return html.slice(0, end) + meta + html.slice(end);
}

/** Where the policies of the last build are kept: a file in Astro's cache directory. */
export const POLICY_CACHE_FILE = 'rulebook-page-policies.json';

/**
 * The integration: writes each built page's policy into it once the build is
 * done; a page unchanged since the last build takes its policy from the
 * cache (src/integrations/policy-cache.ts) instead of being parsed again.
 */
export function pagePolicyIntegration(): AstroIntegration {
  let cacheFile = '';
  return {
    name: 'rulebook:page-policy',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheFile = fileURLToPath(new URL(POLICY_CACHE_FILE, config.cacheDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const cache = new PolicyCache(cacheFile, compilerVersion());
        const policyOf = (html: string) => cache.policyOf(html, pagePolicy);
        for (const page of htmlPages(root)) {
          const file = path.join(root, page);
          const html = await readFile(file, 'utf8');
          await writeFile(file, withPagePolicy(html, page, policyOf));
        }
        try {
          cache.save();
        } catch (error) {
          // The pages have their policies; the next build only parses them all again.
          logger.warn(
            `could not keep the page policies in ${cacheFile} (${(error as Error).message}); the next build will work them out again.`,
          );
        }
      },
    },
  };
}
