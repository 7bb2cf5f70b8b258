/**
 * The cards have one source of markup (src/site/render/, which the Astro
 * components render through; tests/site/render.test.ts checks what they
 * show). What is still assembled twice is the document around them: the
 * chapter pages and the playground page lay out sections with their headings
 * and SectionBody.astro, the playground's worker with renderDocument. The
 * playground's preview of its example (every block kind, monsters and
 * records included) is the HTML its page was built with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, type Term } from '../../src/compiler/index.ts';
import { renderPreview } from '../../src/client/playground/preview.ts';
import { PLAYGROUND_FILE } from '../../src/client/playground/protocol.ts';
import { STARTER } from '../../src/client/playground/templates.ts';
import { normalizeHtml } from './normalize-html.ts';
import { distSite } from '../browser/fixture-site.ts';

const dist = join(import.meta.dirname, '../../dist');
// The global setup may still be building dist/.
beforeAll(async () => void (await distSite()), 240_000);

describe('renderPreview', () => {
  it('gives the preview the build rendered with the components for the example (every block kind)', () => {
    const page = fromHtml(readFileSync(join(dist, 'playground/index.html'), 'utf8'));
    let built: Element | undefined;
    visit(page, 'element', (node: Element) => {
      if (node.properties['id'] === 'pg-preview') built = node;
    });
    const terms = JSON.parse(readFileSync(join(dist, 'playground/terms.json'), 'utf8')) as Term[];
    const result = compile([{ path: PLAYGROUND_FILE, text: STARTER }]);
    expect(result.data.monsters).toHaveLength(1);
    expect(result.data.feats).toHaveLength(1);
    const { html } = renderPreview(result, terms);
    expect(html).toContain('class="stat-block');
    expect(html).toContain('class="record-card"');
    expect(normalizeHtml(html)).toBe(normalizeHtml(toHtml(built!.children)));
  });
});
