/**
 * JavaScript a built page ships, in gzipped bytes: its inline scripts and
 * module scripts with their static imports, or with `lazy` also every chunk
 * they may import on demand and the Web Workers they may start — except search
 * (Pagefind and the results code, which load only when search is used). Used by the build-output tests
 * (budgets) and the benchmark (figures per page type).
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /from\s*["'](\.\.?\/[^"']+|\/[^"']+)["']/g;
const ANY_IMPORT = /(?:from\s*|import\(\s*)["'](\.\.?\/[^"']+|\/[^"']+)["']/g;
/**
 * A Web Worker's script: `new Worker("/_astro/worker-….js")` as the site build
 * emits the playground's (src/integrations/playground-worker.ts), or
 * `new Worker(new URL("/_astro/worker-….js", import.meta.url))` as Vite does.
 */
export const WORKER_SCRIPT =
  /new Worker\(\s*(?:new URL\(\s*)?["'](\/[^"']+\.js)["'](?:\s*,\s*import\.meta\.url\s*\))?/g;

/** Gzipped bytes of the JavaScript the page at `htmlFile` (inside `dist`) loads. */
export function shippedScriptBytes(dist: string, htmlFile: string, lazy = false): number {
  let total = 0;
  for (const bytes of shippedScripts(dist, htmlFile, lazy).values()) total += bytes;
  return total;
}

/** The page's JavaScript, gzipped bytes by script (`/_astro/….js`, or `inline:N`). */
export function shippedScripts(dist: string, htmlFile: string, lazy = false): Map<string, number> {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const sizes = new Map<string, number>();
  const pending: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) pending.push(src);
    else if (!/type="application\/(ld\+)?json"/.test(attributes))
      sizes.set(`inline:${sizes.size}`, gzipSync(body).length);
  }
  const seen = new Set<string>();
  while (pending.length > 0) {
    const src = pending.pop()!;
    if (seen.has(src) || src.startsWith('/pagefind/') || /search-results/.test(src)) continue;
    seen.add(src);
    const code = readFileSync(join(dist, src), 'utf8');
    sizes.set(src, gzipSync(code).length);
    for (const match of code.matchAll(lazy ? ANY_IMPORT : STATIC_IMPORT)) {
      pending.push(posix.resolve(posix.dirname(src), match[1]!));
    }
    if (lazy) for (const match of code.matchAll(WORKER_SCRIPT)) pending.push(match[1]!);
  }
  return sizes;
}

/**
 * Gzipped bytes of the scripts the page at `htmlFile` may load (lazily too)
 * that none of `others` loads: the page's own code, without the site-wide
 * scripts every page shares.
 */
export function ownScriptBytes(dist: string, htmlFile: string, others: readonly string[]): number {
  const shared = new Set(others.flatMap((other) => [...shippedScripts(dist, other, true).keys()]));
  let total = 0;
  for (const [src, bytes] of shippedScripts(dist, htmlFile, true))
    if (!src.startsWith('inline:') && !shared.has(src)) total += bytes;
  return total;
}
