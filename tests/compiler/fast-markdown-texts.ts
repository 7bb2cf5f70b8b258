/**
 * Texts for the fast markdown parser's tests: fast-check arbitraries built
 * from the subset's grammar (headings, paragraphs, blockquotes, lists,
 * tables, `*` emphasis, character references) mixed with hostile pieces
 * (stray `*` runs, trailing spaces, `>` and list markers in odd places,
 * pipes, setext underlines, escapes, tabs, CRLF, Unicode punctuation).
 */
import fc from 'fast-check';

/** Inline pieces of the subset: words, punctuation, `*` runs, character references, brackets. */
const SUBSET_INLINE = fc.constantFrom(
  'a', 'Word', 'the', '2d6', '+2', '–2', '●', '•', '(', ')', ':', ';', '.', ',', '"', '’', '↗', '🏹',
  '*', '*', '*', '**', '**', '**', ' ', ' ', ' ', '  ', '&nbsp;', '&amp;', '&Amp;', '&bogus;', '&',
  '[Energy]', '[', ']', '-', '1.', '!', '\u00a0', '=', '+', 'x', 'b', '§', '…', 'c', 'of', '3',
); // prettier-ignore

/** Inline pieces at the subset's edge: it takes some lines with them, not others. */
const EDGE_INLINE = fc.constantFrom('#', '>', '\t', ' \t', '\t*', '|', '-', '*', '**');

/** Inline pieces outside the subset, or next to its edges. */
const HOSTILE_INLINE = fc.constantFrom(
  '***', '&#35;', '[x]', '|', '-:', ':-', '\\', '`', '~', '_', '@', 'www.', '![', '](x)', '<b>',
  '\r', '\0', '[^1]', ']:', 'http://x', '****',
); // prettier-ignore

/** Inline pieces, mostly of the subset. */
const INLINE = fc.oneof(
  { weight: 12, arbitrary: SUBSET_INLINE },
  { weight: 2, arbitrary: EDGE_INLINE },
  { weight: 1, arbitrary: HOSTILE_INLINE },
);

/** Inline pieces of the subset, rarely at its edge. */
const NEAR_SUBSET_INLINE = fc.oneof(
  { weight: 30, arbitrary: SUBSET_INLINE },
  { weight: 1, arbitrary: EDGE_INLINE },
);

/** What may open a line in the subset (and list and quote markers next to it). */
const SUBSET_PREFIX = fc.constantFrom(
  '', '', '', '', '', '', '', '', '> ', '> ', '> ', '>', '>  ', '- ', '- ', '* ', '+ ', '1. ',
  '2) ', '10. ', '# ', '### ', '#### ', '> #### ', '> - ', '| ', '***', '- - -', '*', '  ', ' ',
); // prettier-ignore

/** What may open a line: block markers of the subset and of what it falls back on. */
const PREFIX = fc.constantFrom(
  '', '', '', '', '', '', '', '', '> ', '> ', '> ', '>', '>  ', '- ', '- ', '* ', '+ ', '1. ',
  '2) ', '10. ', '# ', '### ', '#### ', '> #### ', '> - ', '> > ', '    ', '  ', ' ', '| ', '---',
  '***', '===', '- - -', '-', '*', '[ ] ', '> 1. ', '\t',
); // prettier-ignore

/** What may end a line: trailing spaces (hard breaks), pipes, backslashes, closing `#`. */
const SUFFIX = fc.constantFrom(
  '',
  '',
  '',
  '',
  '',
  ' ',
  '  ',
  '  ',
  '   ',
  ' |',
  '\\',
  ' #',
  '\t',
  ' \t',
);

/**
 * Markdown texts: blocks (lines, tables, power blocks) joined by line
 * endings. `inline` and `prefix` draw each line's pieces and opening.
 */
function markdownText(
  inline: fc.Arbitrary<string>,
  prefix: fc.Arbitrary<string>,
  suffix: fc.Arbitrary<string>,
  joins: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const line = fc
    .tuple(prefix, fc.array(inline, { maxLength: 8 }), suffix)
    .map(([start, pieces, end]) => start + pieces.join('') + end);
  const table = fc
    .tuple(
      fc.integer({ min: 1, max: 3 }),
      fc.array(fc.array(fc.constantFrom('1', 'a', '*b*', '**c**', '', ' x ', '&nbsp;', '*'), { minLength: 1, maxLength: 4 }), { maxLength: 3 }),
      fc.constantFrom(' --- ', ':-', '-:', ':-:', '-', ' - '),
      fc.constantFrom('', '> ', ''),
      fc.constantFrom('|', '|', '', '  '),
    )
    .map(([columns, rows, delimiter, start, end]) => {
      const row = (cells: string[]) => `${start}| ${cells.join(' | ')} ${end}`;
      const header = row(Array.from({ length: columns }, (_, index) => `H${index}`));
      const rule = `${start}|${Array.from({ length: columns }, () => delimiter).join('|')}|`;
      return [header, rule, ...rows.map(row)].join('\n');
    });
  // A power block as the books write it: a heading and hard-broken bold labels in a blockquote.
  const power = fc
    .tuple(fc.constantFrom('#### ', '### '), fc.array(line, { maxLength: 4 }), fc.constantFrom('  ', '', ' '))
    .map(([heading, lines, end]) =>
      [`> ${heading}Frost Strike${end}`, '>', `> **Encounter** ● **Arcane, [Energy]**${end}`, ...lines.map((text) => `> ${text}`)].join('\n'),
    );
  const block = fc.oneof(
    { weight: 4, arbitrary: fc.array(line, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n')) },
    { weight: 1, arbitrary: table },
    { weight: 1, arbitrary: power },
  );
  return fc
    .tuple(fc.array(block, { maxLength: 6 }), fc.array(joins, { minLength: 6, maxLength: 6 }))
    .map(([blocks, ends]) => blocks.map((text, index) => text + (ends[index] ?? '\n')).join(''));
} // prettier-ignore

/** Texts mostly of the fast parser's subset, with rare pieces outside it (most segments take the fast path). */
export const SUBSET_TEXT = markdownText(
  NEAR_SUBSET_INLINE,
  SUBSET_PREFIX,
  fc.constantFrom('', '', '', ' ', '  ', '   '),
  fc.constantFrom('\n\n', '\n\n', '\n', '\n\n\n', '\n \n', '\n>\n'),
);

/** Texts of every kind, hostile pieces included (CRLF, escapes, HTML, links, code…). */
export const MARKDOWN_TEXT = markdownText(
  INLINE,
  PREFIX,
  SUFFIX,
  fc.constantFrom('\n\n', '\n\n', '\n', '\n\n\n', '\r\n\r\n', '\n \n', '\r'),
);

/** Pieces inserted into real text: marks the subset reads, its edges, and what it falls back on. */
const PERTURBATION = fc.oneof(
  { weight: 6, arbitrary: SUBSET_INLINE },
  { weight: 3, arbitrary: EDGE_INLINE },
  { weight: 2, arbitrary: fc.constantFrom('\n', '\n\n', '\n> ', '\n- ', '\n1. ', '\n| ', '\n---\n', '  \n', '>') },
  { weight: 1, arbitrary: HOSTILE_INLINE },
); // prettier-ignore

/**
 * Real texts (e.g. corpus segments) with a few pieces inserted at random
 * places: hostile perturbations of the blocks the books hold.
 */
export function perturbedText(texts: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...texts),
      fc.array(fc.tuple(fc.nat(), PERTURBATION), { minLength: 1, maxLength: 4 }),
    )
    .map(([text, edits]) =>
      edits.reduce((result, [at, piece]) => {
        const index = at % (result.length + 1);
        return result.slice(0, index) + piece + result.slice(index);
      }, text),
    );
}
