/**
 * Each built page's own Content-Security-Policy: written right after its
 * `<meta charset>`, before anything the policy governs, with the hashes of
 * that page's inline scripts and styles; a page without the element fails
 * the build, naming the page.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withPagePolicy } from '../../src/integrations/page-policy.ts';
import { pagePolicy } from '../../src/io/security-headers.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title>' +
  "<script>document.documentElement.classList.add('js');</script>" +
  '<link rel="stylesheet" href="/_astro/a.css"><style>p{color:red}</style></head>' +
  '<body><p>Text</p></body></html>';

describe('withPagePolicy', () => {
  const written = withPagePolicy(page, 'rules/index.html');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(written);

  it('puts the policy right after <meta charset>, before the page’s scripts and styles', () => {
    expect(meta).not.toBeNull();
    expect(written.indexOf(meta![0])).toBe(
      written.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length,
    );
    expect(written.replace(meta![0], '')).toBe(page);
  });

  it('allows the page’s own inline script and style by hash, nothing inline else', () => {
    const policy = meta![1]!;
    expect(policy).toBe(pagePolicy(page));
    expect(policy).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${hash("document.documentElement.classList.add('js');")};`,
    );
    expect(policy).toContain(`style-src 'self' ${hash('p{color:red}')};`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('fails for a page with no <meta charset> in its head, naming it', () => {
    expect(() =>
      withPagePolicy('<html><head></head><body><meta charset="utf-8"></body></html>', 'x.html'),
    ).toThrow(/x\.html has no <meta charset="utf-8"> in its <head>/);
    expect(() => withPagePolicy('<p>fragment</p>', 'y.html')).toThrow(/y\.html/);
  });
});
