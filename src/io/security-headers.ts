/**
 * The security headers the site is served with: a Content-Security-Policy
 * that lets a page load only the site's own scripts, styles, images, fonts
 * and data (plus the inline scripts and styles the build emitted, by hash),
 * never be framed, and leak no referrer to other sites. Images a content
 * author linked from other hosts are blocked by `img-src` (the browser shows
 * their alt text); see docs/authoring.md.
 */
import { createHash } from 'node:crypto';

/** Header name → value, for every response. */
export type SecurityHeaders = Record<string, string>;

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The CSP hash sources of every inline script or style body in the pages, sorted and unique. */
export function inlineHashes(pages: readonly string[], pattern: RegExp): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, body] of html.matchAll(pattern)) {
      if (body === undefined || body.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The headers for a site whose pages are `pages` (HTML texts). Pagefind's
 * search runs WebAssembly, hence `'wasm-unsafe-eval'` (which allows compiling
 * WebAssembly only, not `eval`).
 */
export function securityHeaders(pages: readonly string[]): SecurityHeaders {
  const scripts = inlineHashes(pages, INLINE_SCRIPT);
  const styles = inlineHashes(pages, INLINE_STYLE);
  const csp = [
    "default-src 'none'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The playground compiles in a Web Worker loaded from the site (src/client/playground/worker.ts).
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
