/** Chunked markdown parsing gives the same tree as one parse of the whole file. */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import {
  parseChunks,
  parseMarkdown,
  parseText,
  splitIntoChunks,
} from '../../src/compiler/parse-markdown.ts';
import { FIXTURE_CASES, fixtureInputs } from './fixture-inputs.ts';
import { corpusBooks } from '../../scripts/lib/corpus/books.ts';
import { largeClassesBook } from '../../scripts/lib/corpus/large-book.ts';

const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const strip = (node: unknown): unknown =>
  JSON.parse(JSON.stringify(node, (key, value) => (key === 'offset' ? undefined : value)));

describe('parseMarkdown', () => {
  it('gives the same nodes and line/column positions as a single remark parse', () => {
    const whole = unified().use(remarkParse).use(remarkGfm).parse(rulebook);
    expect(strip(parseMarkdown(rulebook).children)).toEqual(strip(whole.children));
  });
});

describe('parseText', () => {
  const gfm = unified().use(remarkParse).use(remarkGfm);
  const texts = [
    rulebook,
    ...FIXTURE_CASES.flatMap((name) => fixtureInputs(name).map((input) => input.text)),
    // Every fifth chunk of each benchmark book: every kind of block, in a test's time.
    ...corpusBooks().flatMap((book) =>
      splitIntoChunks(book.text)
        .filter((_, index) => index % 5 === 0)
        .map((chunk) => chunk.text),
    ),
    'Mail me@example.com or see www.example.com and HTTPS://example.com/x, not http:/no.',
    // A task-list marker on a lazy line after an empty list item: a development
    // build's assertion threw here; tests load the production builds.
    '-\n[ ] a',
  ];

  it(
    'gives remark-parse + remark-gfm’s tree on the fixtures, the rulebook and the corpus',
    { timeout: 120_000 },
    () => {
      for (const text of texts) expect(parseText(text)).toEqual(gfm.parse(text));
    },
  );

  it('gives remark-gfm’s tree for any text, whichever GFM extensions it can use', () => {
    // Pieces of every GFM syntax and of what it needs: pipes, alignment colons
    // (`a` over `:-` is a table without a pipe), tildes, brackets and carets.
    const piece = fc.constantFrom(
      'a', 'W', 'w', 'www', '.', '@', 'h', 'http', 's', ':', '//', ' ', '\n', '\n\n', '> ',
      '- ', '| a | b |\n| - | - |\n', '[^1]', '[^1]: x\n', '~~', '*', '_', '<b>', '`', '(', ')',
      '[x](y)', 'mailto:', 'xmpp:', '-', '+', '1. ', '# ', '[ ] ', '|', ':-', '-:', ':-:', '---',
      '~', '~~~', '[', ']', '^', '[^', '[x] ', '[X]', '\t', '\r\n', '\\', '&#124;', '  ',
    ); // prettier-ignore
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(parseText(text)).toEqual(gfm.parse(text));
      }),
      { numRuns: 600 },
    );
  });

  it('gives remark-gfm’s tree where one GFM syntax is written without its usual marks', () => {
    const cases = [
      'a\n:-', // a table with one column and no pipe
      'a b\n-:\nc',
      '- [ ] task\n- [x] done',
      'x ~~gone~~ y',
      'Note[^n].\n\n[^n]: The note.',
      'see www.example.com',
      'www\\.', // micromark links `www` before an escaped dot
    ];
    for (const text of cases) {
      expect(parseText(text)).toEqual(gfm.parse(text));
      expect(parseText(text)).not.toEqual(unified().use(remarkParse).parse(text));
    }
  });
});

describe('splitIntoChunks', () => {
  const big = (heading: string) => `${heading}\n\n${'word '.repeat(4000)}\n\n`;
  it('splits large files before top-level headings, keeping start lines', () => {
    const text = big('# One') + big('# Two') + big('# Three');
    const chunks = splitIntoChunks(text);
    expect(chunks.map((c) => c.text.split('\n')[0])).toEqual(['# One', '# Two', '# Three']);
    expect(chunks.map((c) => c.startLine)).toEqual([1, 5, 9]);
    expect(chunks.map((c) => text.slice(c.startOffset, c.startOffset + 5))).toEqual([
      '# One',
      '# Two',
      '# Thr',
    ]);
    expect(chunks.map((c) => c.text).join('\n')).toBe(text);
  });
  it('never splits inside a code fence or an HTML comment, processing instruction, declaration or CDATA', () => {
    const fenced = `${big('# One')}\`\`\`\n# not a heading\n\`\`\`\n\n${big('# Two')}`;
    expect(splitIntoChunks(fenced).map((c) => c.text.split('\n')[0])).toEqual(['# One', '# Two']);
    for (const [open, close] of [
      ['<!--', '-->'],
      ['<?php', '?>'],
      ['<!DOCTYPE html', '>'],
      ['<![CDATA[', ']]>'],
    ]) {
      const html = `${big('# One')}${open}\n\n# hidden\n\n${close}\n\n${big('# Two')}`;
      expect(splitIntoChunks(html).map((c) => c.text.split('\n')[0])).toEqual(['# One', '# Two']);
      const whole = unified().use(remarkParse).use(remarkGfm).parse(html);
      expect(strip(parseMarkdown(html).children)).toEqual(strip(whole.children));
    }
  });
  it('splits before deeper headings too, but only after a blank line and never inside raw HTML blocks', () => {
    const text = `${big('# One')}## Two\n\n${'word '.repeat(4000)}\n\n<div>\n## in html\n</div>\n\n<pre>\n\n## in pre\n\n</pre>\n\n### Three\n`;
    expect(splitIntoChunks(text).map((c) => c.text.split('\n')[0])).toEqual([
      '# One',
      '## Two',
      '### Three',
    ]);
    const whole = unified().use(remarkParse).use(remarkGfm).parse(text);
    expect(strip(parseMarkdown(text).children)).toEqual(strip(whole.children));
  });
  it('splits before blockquotes at column 0 after a blank line (a long run of blocks under one heading)', () => {
    const block = (n: number) => `> #### Power ${n}\n> **At-Will** ${'word '.repeat(400)}\n`;
    const text = `# Powers\n\n${[1, 2, 3, 4, 5, 6].map(block).join('\n')}`;
    const chunks = splitIntoChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.slice(1).every((c) => c.text.startsWith('> #### Power'))).toBe(true);
    const whole = unified().use(remarkParse).use(remarkGfm).parse(text);
    expect(strip(parseMarkdown(text).children)).toEqual(strip(whole.children));
  });
  it('never changes the parse, wherever it splits (chunks as small as one line)', () => {
    // Blocks that blank lines and column-0 lines interact with: lists with
    // continuations, lazy quote lines, fences and HTML holding `>` and `#` lines.
    const piece = fc.constantFrom(
      '> quote', '>', '> > nested', 'lazy line', '# Head', '## Sub', '- item', '  continued',
      '1. one', '    indented code', '```', '~~~', '<div>', '</div>', '<pre>', '</pre>', '<!--',
      '-->', '| a | b |', '| - | - |', 'para *em', 'text*', '', '', '',
    ); // prettier-ignore
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (lines) => {
        const text = lines.join('\n');
        const chunks = splitIntoChunks(text, 1);
        expect(chunks.map((c) => c.text).join('\n')).toBe(text);
        const whole = unified().use(remarkParse).use(remarkGfm).parse(text);
        const joined = parseChunks(chunks);
        expect(strip(joined)).toEqual(strip(whole.children));
      }),
      { numRuns: 400 },
    );
  });
  it('reads a long run of nested list and quote markers before deciding (no backtracking blow-up)', () => {
    // Each `> - ` could split its spaces between two markers; a pattern that tried every split
    // took minutes here. A fence after the run keeps the file whole; without one it is split.
    const run = '> - '.repeat(400);
    expect(splitIntoChunks(`${big('# One')}${run}\`\`\`\n\n${big('# Two')}`, 1)).toHaveLength(1);
    expect(
      splitIntoChunks(`${big('# One')}${run}**At-Will**\n\n${big('# Two')}`, 1).length,
    ).toBeGreaterThan(1);
  });
  it('splits a file that uses link reference definitions, and every chunk knows them', () => {
    const text = `${big('# One')}[ref]\n\n[ref]: https://example.com\n\n${big('# Two')}[ref][]`;
    const chunks = splitIntoChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.definitions?.links.includes('ref'))).toBe(true);
    const whole = unified().use(remarkParse).use(remarkGfm).parse(text);
    expect(parseMarkdown(text).children).toEqual(whole.children);
  });
  it('does not split right after indented code (micromark reads the next block as interrupting it)', () => {
    const text = `${big('# One')}    code\n\n> -\n\n${big('# Two')}`;
    expect(splitIntoChunks(text, 1).some((chunk) => chunk.text.startsWith('> -'))).toBe(false);
    const whole = unified().use(remarkParse).use(remarkGfm).parse(text);
    expect(strip(parseMarkdown(text).children)).toEqual(strip(whole.children));
  });
  it('splits a file with a definition in a container or over two lines, and links resolve', () => {
    for (const definition of [
      '> [ref]: https://x.org',
      '- [ref]: https://x.org',
      '[re\nf]: https://x.org',
      '[^ref]: a footnote',
    ]) {
      const text = `${big('# One')}[ref] and [re f] and [^ref]\n\n${big('# Two')}${definition}\n`;
      expect(splitIntoChunks(text).length).toBeGreaterThan(1);
      const whole = unified().use(remarkParse).use(remarkGfm).parse(text);
      expect(parseMarkdown(text).children).toEqual(whole.children);
    }
  });
});

describe('splitIntoChunks (the largest book)', () => {
  it(
    'splits a 500 KB classes book with figures and definitions into chunks for both cores',
    { timeout: 300_000 },
    () => {
      const text = largeClassesBook(500_000);
      expect(text.length).toBeGreaterThanOrEqual(500_000);
      expect(text).toContain('<figure>');
      expect(text).toMatch(/^\[SRD\]: /m);
      const chunks = splitIntoChunks(text);
      expect(chunks.length).toBeGreaterThanOrEqual(2);
      expect(chunks.map((chunk) => chunk.text).join('\n')).toBe(text);
      expect(chunks.every((chunk) => text.startsWith(chunk.text, chunk.startOffset))).toBe(true);
      const oneChunk = parseChunks([{ startLine: 1, startOffset: 0, text }]);
      // Two runs of chunks, as two threads parse them.
      const half = Math.ceil(chunks.length / 2);
      const twoRuns = [...parseChunks(chunks.slice(0, half)), ...parseChunks(chunks.slice(half))];
      expect(twoRuns).toEqual(oneChunk);
    },
  );
});
