/**
 * A page's policy: only the inline scripts and styles a browser runs on the
 * page are allowed, never text that merely looks like a script (in an
 * attribute, a comment, `<noscript>`, `<template>`, `<textarea>`, `<title>`),
 * so content copied into a page cannot allow a script of its own; what only a
 * header can say goes in the headers of documents, not of every file.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ASSET_HEADERS,
  DOCUMENT_HEADERS,
  HEADER_POLICY,
  pagePolicy,
} from '../../src/io/security-headers.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The `script-src` and `style-src` sources of the policy of `page`. */
function sources(page: string) {
  const csp = pagePolicy(page);
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];
  return { scripts: directive('script-src'), styles: directive('style-src') };
}
const doc = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe('pagePolicy: the CSP hashes', () => {
  it('allows the inline scripts and styles the browser runs, by hash', () => {
    const { scripts, styles } = sources(
      doc(
        "<script>document.documentElement.dataset.theme = 'dark';</script>" +
          '<script type="module">import "/a.js";</script>' +
          '<script type="importmap">{"imports":{}}</script>' +
          '<style>p{color:red}</style>',
        '<svg><style>circle{fill:blue}</style></svg><script type=" TEXT/JavaScript ">run()</script>',
      ),
    );
    expect(scripts).toEqual(
      ["'self'", "'wasm-unsafe-eval'"].concat(
        [
          "document.documentElement.dataset.theme = 'dark';",
          'import "/a.js";',
          '{"imports":{}}',
          'run()',
        ]
          .map(hash)
          .sort(),
      ),
    );
    expect(styles).toEqual(["'self'", ...['p{color:red}', 'circle{fill:blue}'].map(hash).sort()]);
  });

  it('allows no script or style written in an attribute, e.g. a first paragraph copied into <meta content>', () => {
    const paragraph = '<script>alert(document.cookie)</script>';
    const { scripts, styles } = sources(
      doc(
        `<meta name="description" content="${paragraph}"><meta property="og:description" content='<style>body{display:none}</style>'>`,
        `<p title="${paragraph}">${paragraph.replace(/</g, '&lt;')}</p>`,
      ),
    );
    expect(scripts).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(styles).toEqual(["'self'"]);
  });

  it('allows nothing the browser does not run: comments, noscript, template, textarea, title, data blocks, external scripts', () => {
    const { scripts, styles } = sources(
      '<!doctype html><html><head><title><script>inTitle()</script></title>' +
        '<noscript><style>.js{display:none}</style></noscript>' +
        '<script type="application/ld+json">{"@type":"Book"}</script>' +
        '<script type="text/plain">notCode()</script>' +
        '<script src="/app.js">ignoredBody()</script></head><body>' +
        '<!-- <script>inComment()</script> -->' +
        '<noscript><script>inNoscript()</script></noscript>' +
        '<template><script>inTemplate()</script><style>b{}</style></template>' +
        '<textarea><script>inTextarea()</script></textarea>' +
        '<math><style>i{}</style></math>' +
        '<svg><script xlink:href="/a.js">svgExternal()</script><script href="/b.js">svg2()</script></svg>' +
        '<style type="text/less">@x: 1;</style>' +
        '</body></html>',
    );
    expect(scripts).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(styles).toEqual(["'self'"]);
  });

  it('hashes a script once however many times the page carries it', () => {
    const page = doc(
      '<script>theme()</script>',
      '<script>theme()</script><script>theme()</script>',
    );
    expect(sources(page).scripts).toEqual(["'self'", "'wasm-unsafe-eval'", hash('theme()')]);
  });
});

describe('the policy a page carries and the headers a host adds', () => {
  const policy = pagePolicy(doc(''));
  it('holds every directive a <meta> policy can carry, and no inline allowance', () => {
    for (const directive of [
      "default-src 'none'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      "base-uri 'none'",
      "form-action 'self'",
    ])
      expect(policy.split('; '), directive).toContain(directive);
    expect(policy).not.toContain('unsafe-inline');
  });
  it('leaves to the header what a <meta> policy ignores', () => {
    expect(policy).not.toContain('frame-ancestors');
    expect(HEADER_POLICY).toBe("frame-ancestors 'none'");
    expect(DOCUMENT_HEADERS['Content-Security-Policy']).toBe(HEADER_POLICY);
    expect(DOCUMENT_HEADERS['X-Frame-Options']).toBe('DENY');
  });
  it('sends a script, style or data file only nosniff', () => {
    expect(ASSET_HEADERS).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(DOCUMENT_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });
});
