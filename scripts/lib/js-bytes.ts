/**
 * JavaScript a built page ships, in gzipped bytes: its inline scripts and
 * module scripts with their static imports, or with `lazy` also every chunk
 * they may import on demand — except search (Pagefind and the results code,
 * which load only when search is used). Used by the build-output tests
 * (budgets) and the benchmark (figures per page type).
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /from\s*["'](\.\.?\/[^"']+|\/[^"']+)["']/g;
const ANY_IMPORT = /(?:from\s*|import\(\s*)["'](\.\.?\/[^"']+|\/[^"']+)["']/g;

/** Gzipped bytes of the JavaScript the page at `htmlFile` (inside `dist`) loads. */
export function shippedScriptBytes(dist: string, htmlFile: string, lazy = false): number {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  let total = 0;
  const pending: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) pending.push(src);
    else if (!/type="application\/(ld\+)?json"/.test(attributes)) total += gzipSync(body).length;
  }
  const seen = new Set<string>();
  while (pending.length > 0) {
    const src = pending.pop()!;
    if (seen.has(src) || src.startsWith('/pagefind/') || /search-results/.test(src)) continue;
    seen.add(src);
    const code = readFileSync(join(dist, src), 'utf8');
    total += gzipSync(code).length;
    for (const match of code.matchAll(lazy ? ANY_IMPORT : STATIC_IMPORT)) {
      pending.push(posix.resolve(posix.dirname(src), match[1]!));
    }
  }
  return total;
}
