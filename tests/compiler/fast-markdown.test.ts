/**
 * The fast markdown parser gives remark-parse + remark-gfm's exact tree
 * (node types, values, every position, `spread`, `checked`, `start`,
 * `align`…), whether it parses a segment itself or hands it to remark.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { corpusBooks } from '../../scripts/lib/corpus/books.ts';
import {
  parseFast,
  shiftPositions,
  sourceLines,
  splitSegments,
  type FastParseStats,
} from '../../src/compiler/fast-markdown/index.ts';
import { parseWithRemark, splitIntoChunks } from '../../src/compiler/parse-markdown.ts';
import { MARKDOWN_TEXT, perturbedText, SUBSET_TEXT } from './fast-markdown-texts.ts';
import { FIXTURE_CASES, fixtureInputs } from './fixture-inputs.ts';

const gfm = unified().use(remarkParse).use(remarkGfm);
const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const books = corpusBooks();
const fixtures = FIXTURE_CASES.flatMap((name) => fixtureInputs(name).map((input) => input.text));
/** Figure lines as Windows editors write them (content-formats §13.2), in each quote style. */
const FIGURES = [
  '<figure><img src="pics\\Quiet Owl (2).png" alt="Owl by A. Painter" style="zoom: 33%;" /><figcaption>Owl by A. Painter</figcaption></figure>',
  "<figure><img src='pics\\Ember Ward.webp' alt='Ember Ward' style='zoom:30%;' /><figcaption>Ember Ward</figcaption></figure>",
  '<FIGURE><img src=pics\\map.png alt=Map width=300><figcaption>A map &amp; a key</figcaption></FIGURE>',
];

/**
 * Parses with the fast path (`fallback` for what it leaves to remark) and
 * checks the tree against remark-gfm's, key order included.
 */
function expectRemarkTree(
  text: string,
  stats?: FastParseStats,
  fallback: (text: string) => Root = parseWithRemark,
): Root {
  const tree = parseFast(text, fallback, stats);
  const reference = gfm.parse(text);
  expect(tree).toStrictEqual(reference);
  expect(JSON.stringify(tree)).toBe(JSON.stringify(reference));
  return tree;
}

/**
 * Checks that the fast path parses all of `text` itself, to remark-gfm's tree,
 * with the raw HTML it holds as `html` nodes.
 */
function expectFastHtml(text: string): void {
  const stats = { fast: 0, total: 0 };
  const tree = expectRemarkTree(text, stats, () => {
    throw new Error(`${JSON.stringify(text)} went to remark`);
  });
  expect(JSON.stringify(tree)).toContain('"type":"html"');
  expect(stats.fast).toBe(text.length);
}

/** The texts of the segments of `text` (see `splitSegments`), each parsed alone. */
function segmentTexts(text: string): string[] {
  const lines = sourceLines(text, 1, 0);
  return (splitSegments(text, lines) ?? [lines]).map((segment) =>
    segment.map((line) => line.raw).join('\n'),
  );
}

describe('parseFast', () => {
  it(
    'gives remark-gfm’s tree for every chunk of the corpus, and parses most of its bytes itself',
    { timeout: 180_000 },
    () => {
      const stats = { fast: 0, total: 0 };
      for (const book of books) {
        for (const chunk of splitIntoChunks(book.text)) expectRemarkTree(chunk.text, stats);
      }
      // 98.3 % when written: what falls back is prose with `_`, HTML figures,
      // the kramdown `* TOC` / `{:toc}` lazy line, and two chunks with `<`.
      expect(stats.fast / stats.total).toBeGreaterThanOrEqual(0.95);
    },
  );

  it(
    'gives remark-gfm’s tree for the rulebook and every fixture, whole, by chunk and by segment',
    { timeout: 120_000 },
    () => {
      const stats = { fast: 0, total: 0 };
      for (const text of [rulebook, ...fixtures]) {
        expectRemarkTree(text, stats);
        for (const chunk of splitIntoChunks(text)) expectRemarkTree(chunk.text);
        for (const segment of segmentTexts(text)) expectRemarkTree(segment);
      }
      expect(stats.fast / stats.total).toBeGreaterThanOrEqual(0.5);
    },
  );

  it('gives the positions of the file a chunk was cut from, fast path and fallback alike', () => {
    const book = books[0]!.text;
    for (const chunk of splitIntoChunks(book).filter((_, index) => index % 4 === 1)) {
      const start = { line: chunk.startLine, offset: chunk.startOffset };
      const tree = parseFast(chunk.text, parseWithRemark, undefined, start);
      const reference = gfm.parse(chunk.text);
      shiftPositions(reference, chunk.startLine - 1, chunk.startOffset);
      expect(tree).toStrictEqual(reference);
      const first = tree.children[0]!.position!.start;
      expect(book.slice(first.offset, first.offset! + 8)).toBe(chunk.text.slice(0, 8));
    }
  });

  it(
    'gives remark-gfm’s tree for every segment of a sample of corpus chunks parsed alone',
    { timeout: 120_000 },
    () => {
      for (const book of books) {
        const chunks = splitIntoChunks(book.text).filter((_, index) => index % 7 === 0);
        for (const chunk of chunks)
          for (const segment of segmentTexts(chunk.text)) expectRemarkTree(segment);
      }
    },
  );

  it('gives remark-gfm’s tree for texts of the subset with pieces at its edges', () => {
    fc.assert(
      fc.property(SUBSET_TEXT, (text) => void expectRemarkTree(text)),
      { numRuns: 300 },
    );
  });

  it('gives remark-gfm’s tree for corpus segments with pieces inserted at random places', () => {
    const segments = books.flatMap((book) =>
      splitIntoChunks(book.text)
        .filter((_, index) => index % 9 === 0)
        .flatMap((chunk) => segmentTexts(chunk.text)),
    );
    fc.assert(
      fc.property(perturbedText(segments), (text) => void expectRemarkTree(text)),
      { numRuns: 300 },
    );
  });

  it('gives remark-gfm’s tree, and never throws, for hostile texts (CRLF, escapes, HTML, links, code)', () => {
    fc.assert(
      fc.property(MARKDOWN_TEXT, (text) => void expectRemarkTree(text)),
      { numRuns: 300 },
    );
  });

  it('parses the books’ power and stat blocks, tables and lists itself', () => {
    const texts = [
      '> #### Frost Strike  \n>\n> **Encounter** **Attack** **1** (**Standard Action**) ● **Arcane, [Energy]**  \n> **Melee** weapon, one creature\n>  **Hit** 1d6&nbsp;+ 2 damage.  \n> *Level 11:* 2d6 damage.',
      '> **Resist:**&nbsp;fire 10, **Vulnerable:**&nbsp;cold 10  \n> ↗\t**Lance Keening** (free, encounter)  \n> +30 vs Will; 2d8 + 13 damage.\n**Hit** a lazy line.',
      '| Level | Name | Bonus |\n| ----- | :--: | ----: |\n| 1 | *Halfen* | +0 |  \n| 2 | **Cor** |  |',
      'Roll a d20.\n- Roll a d20.  \n- Add your modifiers.\n\n1. One\n2. Two\n10. Ten\n\n* **Varn Ward:** Spend a recovery.\n* +2 Nature\nlazy',
      '# Title\n\n### Power 1.6  \n\n* TOC  \n{:toc}\n\n***\n\n- - -\n\n> - a\n> - b\n>\n> c',
    ];
    for (const text of texts) {
      const stats = { fast: 0, total: 0 };
      expectRemarkTree(text, stats);
      expect(stats.fast).toBe(text.length);
    }
  });

  it('falls back where micromark’s result depends on more than the subset sees', () => {
    const texts = [
      '**a*', // a closer meets a longer opener: the run splits
      '*a**b*', // the rule of 3
      '\ta\n\n> -', // after indented code, micromark reads `> -` as if it interrupted
      '-\n[ ] a', // a task box on a lazy line sets `checked` on the root
      'a\r\nb  \r\n*c*', // CR is a line ending
      'a\n---', // a setext heading
      '# Title #', // a closing sequence
      'a | b\n- | -', // a table whose delimiter row looks like a list item
      '> - a\n>\n>\n> b', // two blank lines make a quoted list spread
      'a\\\nb &#35; `c` _d_ ~e~ <f> www.g.h i@j.k [l](m) ![n](o)',
    ];
    for (const text of texts) {
      const stats = { fast: 0, total: 0 };
      const toRemark: string[] = [];
      expectRemarkTree(text, stats, (part) => {
        toRemark.push(part);
        return parseWithRemark(part);
      });
      // The whole text went to remark, and nothing through the fast parser.
      expect(toRemark, `what remark parsed of ${JSON.stringify(text)}`).toEqual([text]);
      expect(stats, `the characters each path took in ${JSON.stringify(text)}`).toEqual({
        fast: 0,
        total: text.length,
      });
    }
  });

  it('parses a figure line itself and sends only a definition and what uses it to remark', () => {
    const figure =
      '<figure><img src="pics\\Quiet Owl (2).png" alt="Owl" style="zoom: 33%;" /><figcaption>Owl</figcaption></figure>';
    const text = [
      '# Powers',
      '**Hit** [Energy] damage.',
      figure,
      '    indented after the figure',
      'See [the SRD].',
      '> [The  SRD]: https://example.org/srd',
      '[Energy] stays text: no definition names it.',
    ].join('\n\n');
    const stats = { fast: 0, total: 0 };
    const toRemark: string[] = [];
    expectRemarkTree(text, stats, (part) => {
      toRemark.push(part);
      return parseWithRemark(part);
    });
    // Without the prefix that defines the document's labels (and its own check, all prefix).
    const prefix = '[the srd]: x\n\n***\n\n';
    const parts = toRemark
      .filter((part) => part !== prefix)
      .map((part) => part.replace(prefix, ''));
    // The definition's segment twice: alone to find the definitions, then with them known.
    const odd = [
      '    indented after the figure\n\nSee [the SRD].',
      '> [The  SRD]: https://example.org/srd',
    ].map((part) => `${part}\n`);
    expect(parts).toEqual([odd[1], odd[0], odd[1]]);
    expect(stats.total - stats.fast).toBe(odd.join('\n').length + 1);
  });

  it('parses figure lines and other one-line HTML blocks itself, where remark reads them as blocks', () => {
    const lines = [
      FIGURES[0],
      FIGURES[1],
      FIGURES[2],
      '<div style="page-break-after: always;"></div>',
      '<figure><img src="pics\\Owl.png" alt="An unclosed tag"',
      '</figure>',
      '<DIV>',
    ];
    for (const line of lines) {
      const texts = [
        `a\n\n${line}\n\nb`, // between paragraphs
        `a\n${line}\nstill the block\n\nb`, // interrupting a paragraph, with a line of its own
        `> a\n>\n> ${line}\n>\n> b\n\nc`, // inside a blockquote
        `> a\n> ${line}`, // ending a blockquote
        `> a\n\n${line}\n\n# h`, // after a blockquote
        `${line}  \n\n| a |\n| - |`, // trailing spaces, then a table
      ];
      for (const text of texts) expectFastHtml(text);
    }
  });

  it('parses inline tags of simple shapes itself: the adventures’ badges, tags first on a line', () => {
    const texts = [
      '**Resistance to:** 5 cold\n<span class="badge">⚔️</span> **Bite** +6 vs. AC; 1d8 + 3 damage',
      '<span class="badge">⚔️</span> **Bite** +6 vs. AC  \n 🏹 **Spit** +5',
      'a <b>bold</b> and <br/> and <img src=pics\\map.png alt=\'A map\' data-x="1_2@3"> b',
      '*a <span>b</span>* and **<i>c</i>**',
      '<figures><img src="a.png"></figures>', // no block tag: a paragraph of inline tags
      '<span><figure></figure></span>', // inline HTML first: a paragraph
      'a <figure> b', // a block tag inside a paragraph
      '</span> after a closing tag',
      '# A <span class="x">heading</span>',
      '> quoted <span>badge</span> text',
      '| a | <b>b</b> |\n| - | - |\n| <i>c</i> | d |',
    ];
    for (const text of texts) expectFastHtml(text);
  });

  it('leaves to remark the inline `<` it does not read: comments, autolinks, odd tags, raw names', () => {
    const texts = [
      'a <!-- note --> b',
      'a <https://example.org> b',
      'a <me@example.org> b',
      'a < b and c > d',
      'a <span\nclass="x"> b', // a tag across lines
      'a <span\tclass="x"> b', // a tab
      'a <span class=x"y> b', // a quote in an unquoted value
      'a <span class="x"y> b', // no space between attributes
      'a <pre>x</pre> b',
      '<span class="badge">', // a lone tag: an HTML block of kind 7
      '<span>  \nb',
      '<script>x</script> y',
      'a <span title="<b>"> b',
      'a <?php x ?> b',
      '[a <b>](c)',
    ];
    for (const text of texts) expectRemarkTree(text);
  });

  it('leaves to remark the HTML lines it cannot be sure of, with remark’s tree', () => {
    const texts = [
      `- a\n\n  ${FIGURES[0]}\n\n- b`, // inside a list item
      `- ${FIGURES[1]}`, // on a list item's marker line
      ` ${FIGURES[0]}\n\nb`, // indented
      `> a\n${FIGURES[2]}`, // after a quote's paragraph, without `>`
      '<figure>\t<img src="a.png">', // a tab
      '<figure>\u0000</figure>', // a character micromark rewrites
    ];
    for (const text of texts) {
      const stats = { fast: 0, total: 0 };
      expectRemarkTree(text, stats);
      expect(stats.fast, JSON.stringify(text)).toBeLessThan(text.length);
    }
  });
});

describe('splitSegments', () => {
  it('cuts before column-0 blocks after a blank line, and the segments rejoin to the text', () => {
    const text = '# A\n\npara\n- item\n\nnext\n  indented\n\n> quote\n\n- list\n\n1. list\n\ntail';
    const segments = segmentTexts(text);
    expect(segments.map((segment) => segment.split('\n')[0])).toEqual([
      '# A',
      'para',
      'next',
      '> quote',
      '- list',
      'tail',
    ]);
    expect(segments.join('\n')).toBe(text);
  });

  it('cuts before a list after a blank line when no list can be open, and nowhere else', () => {
    expect(segmentTexts('a\nb\n\n* c\n  * d')).toEqual(['a\nb\n', '* c\n  * d']);
    expect(segmentTexts('# h\n\n1. c\n\n- d')).toEqual(['# h\n', '1. c\n\n- d']);
    expect(segmentTexts('- a\n\n- b')).toEqual(['- a\n\n- b']);
    expect(segmentTexts('a\n\n  b\n\n- c')).toEqual(['a\n\n  b\n\n- c']);
    expect(segmentTexts('a\n\n * b\n\n- c')).toEqual(['a\n\n * b\n\n- c']);
  });

  it('cuts around a definition and an HTML block, and right after a block tag’s blank line', () => {
    expect(segmentTexts('a\n\n> [x]: /u\n\nb')).toEqual(['a\n', '> [x]: /u\n', 'b']);
    expect(segmentTexts('- a\n\n<div>\n\n  b')).toEqual(['- a\n', '<div>\n', '  b']);
  });

  it('does not cut inside an HTML comment, instruction, declaration, CDATA or raw block', () => {
    for (const [open, close] of [
      ['<!-- a', '-->'],
      ['<? a', '?>'],
      ['<!DOCTYPE a', '>'],
      ['<![CDATA[ a', ']]>'],
      ['<pre>', '</PRE>'],
      ['> <!-- a', '-->'],
    ]) {
      const text = `x\n\n${open}\n\n# b\n\n${close}\n\n# c`;
      expect(segmentTexts(text)).toEqual([`x\n`, `${open}\n\n# b\n\n${close}\n`, '# c']);
    }
  });

  it('does not cut right after indented code, nor at all with a fence or CR', () => {
    expect(segmentTexts('    code\n\n> -\n\ntext')).toEqual(['    code\n\n> -\n', 'text']);
    for (const text of ['a\n\n```\n\nb', 'a\n\n~~~\n\nb', 'a\r\n\r\nb']) {
      expect(splitSegments(text, sourceLines(text, 1, 0))).toBeUndefined();
    }
  });
});
