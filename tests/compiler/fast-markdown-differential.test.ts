/**
 * An independent differential fuzzer for the fast markdown parser: texts
 * built from the books' formats (power and monster blocks in blockquotes,
 * hard-wrapped labels, trait bullets, tables; see
 * content-formats and monster-format) and from
 * CommonMark/GFM edge cases, mutated at random, must parse with `parseText`
 * to exactly remark-parse + remark-gfm's tree. `FAST_MARKDOWN_RUNS` sets the
 * number of runs (moderate by default, so CI stays quick; hundreds of
 * thousands while developing).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameTree } from './fast-markdown-same-tree.ts';

const RUNS = Number(process.env.FAST_MARKDOWN_RUNS ?? 400);

/** Divergences found by this fuzzer (or by reading the code), kept as regressions. */
const REGRESSIONS: readonly (readonly [string, string])[] = [
  // A list item's continuation line indented 4+ spaces opens a block inside the item.
  ['nested bullet list at 4 spaces', '- a\n    - b'],
  ['nested ordered list at 5 spaces', '- a\n     1. b'],
  ['nested bullet list in an ordered item', '1. a\n      - b'],
  ['nested list in a quoted list', '> - a\n>     - b'],
  ['thematic break inside an item', '- a\n    * * *'],
  // A line of NBSP or U+2028 is not blank: it is a lazy line of the quote, which goes on.
  ['NBSP line inside a blockquote', '> a\n\u00a0\n> b'],
  ['U+2028 line inside a blockquote', '> a\n\u2028\n> b'],
  // micromark drops a BOM only at the start of what it parses, and counts no offset for it.
  ['a BOM starting a later segment', 'a\n\n\ufeff# b'],
  ['a leading BOM, then more segments', '\ufeff# a\n\n# b'],
  ['a leading BOM line', '\ufeff\n\n# b'],
  // A fence line with text after its marker does not close the code block: no chunk cut in it.
  ['a heading in code after a fence line with text', '```\ncode\n``` x\n\n# h\n\nmore\n```'],
  ['a quote in code after a fence line with text', '~~~\ncode\n~~~ x\n\n> h\n\n~~~'],
  // A backtick fence line with a backtick in its info string opens no code block.
  // A fence in a list item ends with the item: the next fence at column 0 opens code.
  [
    'a heading in code after a fence closed by its list item',
    '- a\n\n  ```\n  x\n\nb\n\n```\n\n# h\n\n```',
  ],
  ['an unclosed fence on a list item’s marker line', '1.  ```\n\n>\n'],
  ['an unclosed <pre> on a list item’s marker line', '- <pre>\n\n>'],
  // A fence line in an HTML block is HTML: the next fence line opens code.
  ['a heading in code after a fence line in HTML', '<div>\n```\n\n```\ncode\n\n# h\n\n```'],
  ['a heading in code after a line that looks like a fence', '``` a`b\n\n```\ncode\n\n# h\n\n```'],
];

/** A figure line as a Windows editor writes it (content-formats §13.2). */
const FIGURE =
  '<figure><img src="pics\\Quiet Owl (2).png" alt="Owl by A. Painter" style="zoom: 33%;" /><figcaption>Owl by A. Painter</figcaption></figure>';

/** The same with single-quoted attributes. */
const FIGURE_SINGLE =
  "<figure><img src='pics\\Ember Ward.webp' alt='Ember Ward' style='zoom:30%;' /><figcaption>Ember Ward</figcaption></figure>";

/** Constructs outside the subset that must cost only their own segment: HTML and definitions. */
const ODD_BLOCKS: readonly (readonly [string, string])[] = [
  ['a figure line between paragraphs', `a\n\n${FIGURE}\n\nb`],
  ['a figure line right after a paragraph', `a\n${FIGURE}\n\nb`],
  ['a figure line right before a paragraph', `a\n\n${FIGURE}\nb\n\nc`],
  ['a figure line before indented code and a list', `${FIGURE}\n\n    code\n\n- a\n\n  b`],
  ['a figure line inside a blockquote', `> a\n>\n> ${FIGURE}\n>\n> b\n\nc`],
  ['a figure line right after a blockquote', `> a\n${FIGURE}\n\n> b`],
  ['a figure line after a blockquote', `> a\n\n${FIGURE}\n\nb`],
  ['a figure line inside a list', `- a\n\n  ${FIGURE}\n\n- b\n\nc`],
  ['a figure line after a list', `- a\n- b\n\n${FIGURE}\n\n  c`],
  ['a figure line in a power block', `> #### Frost Strike\n> ${FIGURE}\n> **Hit** 1d6.\n\nb`],
  ['a figure line in single quotes inside a list item', `1. a\n\n   ${FIGURE_SINGLE}\n2. b`],
  ['a figure line ending a blockquote', `> a\n> ${FIGURE_SINGLE}\nb`],
  ['a figure line with a line of its own after it', `${FIGURE}\n> b\n- c\n\nd`],
  ['an unclosed figure tag between paragraphs', 'a\n\n<figure><img src="pics\\a.png" alt="x"\n\nb'],
  ['a line that only looks like a figure line', 'a\n\n<figures><img src="a.png"></figures>\n\nb'],
  ['a block tag in upper case with bare attributes', 'a\n<DIV class=x>\n\n# b'],
  ['a definition after its use', '[Energy] and [x][energy]\n\n# b\n\n[energy]: /url "t"'],
  ['a definition before its use', '[energy]: /url\n\n# b\n\n[Energy] and *[Energy]*'],
  ['a definition inside a blockquote', '[Energy]\n\n> [Energy]: /url\n\n> [Energy] c'],
  ['a definition inside a list', '- [a]: /u\n\n[a]\n\n- [a]'],
  ['a definition over two lines', '[a\nb]: /u\n\n# [a b]\n\n| [A  B] |\n| - |'],
  ['a footnote defined after its call', 'a[^1]\n\n# b\n\n[^1]: note\n\n    more'],
  ['a definition that is not one (in a paragraph)', 'a\n[x]: /u\n\n[x]'],
  ['an HTML comment over blank lines', 'a\n\n<!-- b\n\n# c\n\n-->\n\n# d'],
  ['an HTML comment inside a blockquote', '> <!-- a\n\n# b\n\n-->'],
  ['an unclosed HTML comment', 'a\n\n<!-- b\n\n# c\n\n> d'],
  ['an unclosed <pre>', '# a\n\n<pre>\n\n# b\n\n</PRE>\n\n# c'],
  ['an unclosed declaration and instruction', '<!DOCTYPE a\n\n# b\n\n<? c\n\n# d ?>\n\ne'],
  ['inline HTML in a paragraph', 'a <span>b\n\n# c</span>\n\nd <!-- e'],
  ['a block tag after a list', '- a\n\n<div>\n\n  b'],
  ['a paragraph opened by inline HTML, then a list', '<b>x</b>\n- a\n\n  b'],
  ['a closing block tag, then an indented line', '</figure>\n\n    b\n\n- c'],
];

/** Pieces of HTML and definitions for the fuzzer's blocks. */
const ODD_PIECE = fc.constantFrom(
  FIGURE,
  FIGURE_SINGLE,
  `> ${FIGURE_SINGLE}`,
  '<div style="page-break-after: always;"></div>',
  '<figure><img src="a.png"',
  `> ${FIGURE}`,
  `- ${FIGURE}`,
  `  ${FIGURE}`,
  '<div>',
  '</div>',
  '<!-- a',
  '-->',
  '<!-- b -->',
  '<pre>',
  '</pre>',
  '<?x',
  '?>',
  '<!X',
  '<span>',
  '[Hit]: /u',
  '> [Miss]: /v',
  '- [a]: /w "t"',
  '[^1]: note',
  '[Hit]',
  '[miss]',
  '[a][]',
  'x[^1]',
);

/** Words and inline pieces the books use, and the characters around emphasis that matter. */
const SAFE_WORD = fc.constantFrom(
  'Attack',
  'Hit',
  'Miss',
  'Effect',
  '1d8 + Strength',
  'vs Reflex',
  'burst 1',
  '(XP 250)',
  '●',
  '‡',
  '⤢',
  '—',
  'é',
  '😀',
  '𝔸',
  'a',
  'b',
  '+2',
  '5.',
  '1)',
  'x',
  'Level 6',
  'Str:',
  '&amp;',
  '&nbsp;',
  '&nbsp',
  '&copy;',
  '&ngE;',
  '&bogus;',
  ']',
  '(',
  ')',
  '"',
  "'",
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\u3000',
  '\u200b',
);
const EDGE_WORD = fc.constantFrom(
  '&',
  '&;',
  '&#35;',
  '[x]',
  '[ ]',
  '[a]',
  '[',
  '#',
  '=',
  '-',
  '+',
  '|',
  '*',
  '**',
  '***',
  '\t',
);
const WORD = fc.oneof({ weight: 6, arbitrary: SAFE_WORD }, { weight: 1, arbitrary: EDGE_WORD });
const SEP = fc.constantFrom(' ', ' ', ' ', ' ', ' ', '', '  ', '\u00a0', '\t');
const EMPH = fc.constantFrom('', '', '', '', '*', '**', '*', '**', '***');

/** A run of inline text: words, separators and emphasis markers in any order. */
const INLINE = fc
  .array(fc.tuple(EMPH, WORD, EMPH, SEP), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.map(([a, w, b, s]) => a + w + b + s).join(''));

const TRAIL = fc.constantFrom('', '', '', '', '  ', '  ', ' ', '   ', '\t', '  \t', '\u00a0');
const INDENT = fc.constantFrom(
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  ' ',
  '  ',
  '   ',
  '    ',
  '     ',
  '      ',
  '\t',
);
const MARKER = fc.constantFrom(
  '- ',
  '* ',
  '+ ',
  '1. ',
  '2. ',
  '1) ',
  '10. ',
  '-',
  '*',
  '- [x] ',
  '-  ',
  '1.',
);
const HEAD = fc.constantFrom(
  '#',
  '# ',
  '## ',
  '#### ',
  '###### ',
  '####### ',
  '#5 ',
  ' # ',
  '   ## ',
);
const QUOTE = fc.constantFrom('> ', '>', '>  ', '> > ', '>>', ' > ', '>\t', '>     ');

/** One line of a book-like text. */
const LINE: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(INDENT, INLINE, TRAIL).map(([i, t, e]) => i + t + e) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(HEAD, INLINE, fc.constantFrom('', ' #', ' ##', '#', '  '))
      .map((p) => p.join('')),
  },
  { weight: 3, arbitrary: fc.tuple(INDENT, MARKER, INLINE, TRAIL).map((p) => p.join('')) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(QUOTE, fc.constantFrom('', '#### ', '**Hit** ', '- ', '1. ', '| '), INLINE, TRAIL)
      .map((p) => p.join('')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '>',
      '> ',
      '',
      '',
      ' ',
      '***',
      '- - -',
      '___',
      '---',
      '===',
      '  ***',
      '    ***',
      '* * *',
      '-',
      '*',
      '1.',
      '+',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(INLINE, fc.constantFrom('', ' ', '-', ':-:', '---', ':--', '--:', '\\|')), {
        minLength: 1,
        maxLength: 4,
      })
      .chain((cells) =>
        fc
          .tuple(
            fc.constantFrom('', '> ', ' '),
            fc.constantFrom('|', ''),
            fc.constantFrom('|', '', '| '),
          )
          .map(([q, open, close]) => q + open + cells.join('|') + close),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('| a | b |', '|---|:-:|', '| - | --: |', '|:-|', '| x |', '|  |  |'),
  },
);

/** Book blocks as the formats describe them. */
const POWER = fc
  .tuple(INLINE, TRAIL, TRAIL)
  .map(([name, t1, t2]) =>
    [
      `> #### ${name}${t1}`,
      '>',
      `> *You whirl in a circle, shedding sparks.*${t2}`,
      `> **Encounter** **Attack** **3** (**Standard Action**) ● **Fire, Martial**  `,
      '> **Near** burst 1, each enemy you can see  ',
      '> **Attack** Strength vs Reflex',
      '> **Hit** 1dW + Strength modifier fire damage. *Level 21:* 2dW.  ',
      '> **Miss** Half damage.',
    ].join('\n'),
  );
const MONSTER = fc.constant(
  [
    '> #### Ash Wraith',
    '> **Level 6 Elite Blocker** (Leader) (500 XP)  ',
    '> Large Elemental Beast ● Fire (Unaligned)',
    '> **Senses:** Perception +5; **Skills:** Stealth +9',
    '> **Str:** 20 (+8), **Con:** 14 (+5), **Dex:** 14 (+5)',
    '>',
    '> **HP:** 1; a missed attack never damages a mook.',
    '> **Immune:**&nbsp;fire, **Resist:**&nbsp;5 cold',
    '>',
    '> ‡\t**Claw** (standard, at-will)',
    '> +11 vs AC; 2d6 + 5 damage.',
  ].join('\n'),
);
const BULLETS = fc
  .array(INLINE, { minLength: 1, maxLength: 4 })
  .map((items) => items.map((item) => `* **Trait:** ${item}`).join('\n'));

const BLOCK = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(LINE, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
  },
  { weight: 1, arbitrary: POWER },
  { weight: 1, arbitrary: MONSTER },
  { weight: 1, arbitrary: BULLETS },
);

/** Blocks with figure lines, definitions and HTML among the book's blocks. */
const ODD_TEXT = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 3, arbitrary: BLOCK }, { weight: 2, arbitrary: ODD_PIECE }),
      fc.constantFrom('\n', '\n\n', '\n\n', '\n\n\n', '\n>\n'),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((blocks) => blocks.map(([block, sep]) => block + sep).join(''));

/** Random edits at random places: characters that change the parse. */
const PIECE = fc.constantFrom(
  '\n',
  '\n\n',
  ' ',
  '  \n',
  '*',
  '**',
  '>',
  '- ',
  '#',
  '|',
  '&',
  ';',
  '\u00a0',
  '\t',
  '1. ',
  '\n    ',
  '\n  ',
  '\n   - ',
  '\n>',
);

const TEXT = fc
  .tuple(
    fc.array(
      fc.tuple(BLOCK, fc.constantFrom('\n', '\n\n', '\n\n', '\n\n', '\n\n', '\n\n\n', '\n \n')),
      {
        minLength: 1,
        maxLength: 5,
      },
    ),
    fc.array(fc.tuple(fc.nat(), PIECE), { maxLength: 2 }),
    fc.constantFrom('', '\n', '\n\n', '  '),
  )
  .map(([blocks, edits, end]) => {
    let text = blocks.map(([block, sep]) => block + sep).join('');
    for (const [at, piece] of edits) {
      const index = at % (text.length + 1);
      text = text.slice(0, index) + piece + text.slice(index);
    }
    return text.replace(/\n+$/, '') + end;
  });

/**
 * Texts of the subset itself, so that nearly every byte takes the fast path:
 * block openers of the subset (and their near misses) with 0–6 spaces of
 * indentation, inside or outside a blockquote, over plain inline content.
 */
const SUBSET_PREFIX = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom('', '', '', '', '- ', '1. ', '# ', '### ', '> ', '> ', '>', '> - '),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ' ',
      '  ',
      '   ',
      '    ',
      '     ',
      '      ',
      '* ',
      '+ ',
      '2. ',
      '1) ',
      '> 1. ',
      '> # ',
      '>  ',
      '>     ',
      '  - ',
      '    - ',
      '   1. ',
      '      * ',
    ),
  },
);
const SUBSET_BODY = fc.constantFrom(
  'a',
  'b c',
  '*x*',
  '**y**',
  'z  ',
  'a',
  'b c',
  '*x*',
  '**y**',
  'z  ',
  'w ',
  '*a **b** c*',
  '**Hit** 1d8.',
  '&amp; x',
  'a*b*c',
  '***',
  '* * *',
  '---',
  '| a | b |',
  '| - | :-: |',
  '| c | *d* |',
  '\u00a0e',
  '[x] f',
  'g *',
  '* h',
);
const SUBSET_TEXT = fc
  .array(
    fc.tuple(
      fc.array(fc.tuple(SUBSET_PREFIX, SUBSET_BODY), { minLength: 1, maxLength: 3 }),
      fc.constantFrom('\n\n', '\n\n', '\n>\n', '\n'),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((blocks) =>
    blocks
      .map(([lines, end]) => lines.map(([prefix, body]) => prefix + body).join('\n') + end)
      .join(''),
  );

/**
 * Asserts `sameTree` on `RUNS` texts of `texts`; returns the share of their
 * bytes the fast path parsed itself (printed under `label` when the runs are
 * chosen by FAST_MARKDOWN_RUNS).
 */
function fastShareOf(texts: fc.Arbitrary<string>, label: string): number {
  const stats = { fast: 0, total: 0 };
  fc.assert(
    fc.property(texts, (text) => sameTree(text, stats)),
    { numRuns: RUNS },
  );
  if (process.env.FAST_MARKDOWN_RUNS)
    process.stderr.write(`${label}: ${stats.fast / stats.total}\n`);
  return stats.fast / stats.total;
}

describe('parseText (differential fuzzing against remark-gfm)', () => {
  it.each(REGRESSIONS)('gives remark-gfm’s tree for %s', (_, text) => {
    expect(sameTree(text)).toBe(true);
  });

  it.each(ODD_BLOCKS)('gives remark-gfm’s tree for %s', (_, text) => {
    expect(sameTree(text)).toBe(true);
  });

  it(
    'gives remark-gfm’s exact tree for texts with figure lines, definitions and HTML blocks',
    { timeout: Math.max(120_000, RUNS * 40) },
    () => {
      expect(fastShareOf(ODD_TEXT, 'fast path share (HTML and definitions)')).toBeGreaterThan(0.05);
    },
  );

  it(
    'gives remark-gfm’s exact tree for book-like texts with edge cases and random edits',
    { timeout: Math.max(180_000, RUNS * 40) },
    () => {
      const share = fastShareOf(TEXT, 'fast path share');
      // The texts are built to reach the fast path, not only remark's: a fuzzer
      // whose texts all fell back would prove nothing.
      expect(share).toBeGreaterThan(0.15);
    },
  );

  it(
    'gives remark-gfm’s exact tree for texts of the subset, indented and nested',
    { timeout: Math.max(180_000, RUNS * 40) },
    () => {
      expect(fastShareOf(SUBSET_TEXT, 'fast path share (subset)')).toBeGreaterThan(0.08);
    },
  );
});
