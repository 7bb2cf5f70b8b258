/**
 * Simple raw HTML read without parse5: for markdown with figure lines and
 * the other shapes authors write, `rawWithoutParse5` gives the HTML
 * hast-util-raw gives (before and after sanitizing), and leaves to it
 * anything it cannot be sure of.
 */
import fc from 'fast-check';
import type { Root as HastRoot } from 'hast';
import { raw } from 'hast-util-raw';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { SANITIZE_SCHEMA } from '../../src/compiler/render.ts';
import { rawWithoutParse5, simpleTokens } from '../../src/compiler/simple-html.ts';

const gfm = unified().use(remarkParse).use(remarkGfm);

/** The hast of a markdown text with its raw nodes, as the renderer builds it. */
function hastOf(markdown: string): HastRoot {
  return toHast(gfm.parse(markdown) as Root, { allowDangerousHtml: true }) as HastRoot;
}

/**
 * The HTML of `markdown` through `rawWithoutParse5` (null when it declined),
 * checked against hast-util-raw's, raw and sanitized.
 */
function lightHtml(markdown: string): string | null {
  const light = rawWithoutParse5(hastOf(markdown));
  if (!light) return null;
  const reference = raw(hastOf(markdown)) as HastRoot;
  expect(toHtml(light), markdown).toBe(toHtml(reference));
  expect(toHtml(sanitize(light, SANITIZE_SCHEMA)), markdown).toBe(
    toHtml(sanitize(reference, SANITIZE_SCHEMA)),
  );
  return toHtml(light);
}

const FIGURES = [
  '<figure><img src="pics\\Quiet Owl (2).png" alt="Owl by A. Painter" style="zoom: 33%;" /><figcaption>Owl by A. Painter</figcaption></figure>',
  "<figure><img src='pics\\Ember Ward.webp' alt='Ember Ward' style='zoom:30%;' /><figcaption>Ember Ward</figcaption></figure>",
  '<FIGURE><img SRC=pics\\map.png alt=Map width=300 hidden><figcaption>A map</figcaption></FIGURE>',
];

describe('rawWithoutParse5', () => {
  it('gives hast-util-raw’s HTML for figure lines between paragraphs, in quotes and in lists', () => {
    for (const figure of FIGURES) {
      const texts = [
        `a\n\n${figure}\n\nb`,
        `> a\n>\n> ${figure}`,
        `- a\n\n  ${figure}\n- b`,
        `# Owl\n${figure}\n**Hit** *x*`,
      ];
      for (const text of texts) expect(lightHtml(text), text).toContain('<figcaption>');
    }
  });

  it('gives hast-util-raw’s HTML for a page break and a badge split over raw nodes', () => {
    expect(lightHtml('a\n\n<div style="page-break-after: always;"></div>\n\nb')).toContain(
      '<div style="page-break-after: always;"></div>',
    );
    expect(
      lightHtml('**Senses** 4  \n<span class="badge">⚔️</span> **Bite** +6 🏹 vs. AC'),
    ).toContain('<span class="badge">⚔️</span>');
    expect(lightHtml('a <span>*b* and **c**</span> d')).toContain('<span><em>b</em>');
    expect(lightHtml('<div>\n<p>one\ntwo</p>\n</div>')).toContain('<p>one');
    // A figure opened in one block and closed in another, as parse5 reads the blocks in sequence.
    expect(lightHtml('<figure>\n\n<img src="a.png">\n\n</figure>')).toContain(
      '<img src="a.png">\n</figure>',
    );
  });

  it('leaves to hast-util-raw what parse5 could read otherwise', () => {
    const texts = [
      '<figure><img src="a.png"', // an unclosed tag
      'a <span>b', // an element left open
      '<div><span></div></span>', // misnested
      '<p>a <div>b</div></p>', // a block inside a paragraph closes it
      'a <div>b</div>', // the same, inline
      '<div/>', // a self-closing non-void element stays open
      '</p>', // a stray end tag makes an element
      '<figcaption>a &amp; b</figcaption>', // a character reference
      '<table><tr><td>a</td></tr></table>', // tables have rules of their own
      '<!-- a -->', // a comment
      '<img src="a.png" src="b.png">', // a repeated attribute
      '<div constructor="x"></div>', // a name objects already have
      '| a |\n| - |\n| <span>b</span> |', // a table of the markdown
    ];
    for (const text of texts) expect(rawWithoutParse5(hastOf(text)), text).toBeNull();
  });

  it('gives hast-util-raw’s HTML for any mix of simple tags, text and markdown it accepts', () => {
    const piece = fc.constantFrom(
      '<figure>',
      '</figure>',
      '<figcaption>',
      '</figcaption>',
      '<div class="a b">',
      '</div>',
      '<p>',
      '</p>',
      "<span title='x\"y'>",
      '</span>',
      '<img src=a.png alt="">',
      '<br/>',
      '*em*',
      '**strong**',
      ' text ',
      '\n',
      '\n\n',
      '> ',
      '- ',
      '<i>',
      '&amp;',
    );
    let taken = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        if (lightHtml(pieces.join('')) !== null) taken++;
      }),
      { numRuns: 400 },
    );
    // The property must reach the light path, not only the fallback.
    expect(taken).toBeGreaterThan(40);
  });
});

describe('simpleTokens', () => {
  it('reads a figure line into its tags, attributes as written and text', () => {
    const tokens = simpleTokens(FIGURES[1]!)!;
    expect(tokens.map((token) => (token.kind === 'text' ? token.value : token.name))).toEqual([
      'figure',
      'img',
      'figcaption',
      'Ember Ward',
      'figcaption',
      'figure',
    ]);
    expect(tokens[1]).toMatchObject({
      kind: 'start',
      attributes: { src: 'pics\\Ember Ward.webp', alt: 'Ember Ward', style: 'zoom:30%;' },
      selfClosing: true,
      start: 8,
    });
  });

  it('declines other tags, character references, lone `<` and controls', () => {
    for (const html of ['<table>', '<figure>&amp;</figure>', 'a < b', '<div>\r</div>', '<?x?>'])
      expect(simpleTokens(html), html).toBeNull();
  });
});
