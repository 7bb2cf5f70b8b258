/**
 * Every example of the CommonMark specification (0.31.2, the version
 * micromark implements; the `commonmark-spec` package) parses with the fast
 * path to exactly remark-parse + remark-gfm's tree: as written, inside a
 * blockquote, and inside a power block as the books write one, each whole
 * and cut into the smallest chunks.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sameTree } from './fast-markdown-same-tree.ts';

/** One example of the specification. */
interface SpecExample {
  markdown: string;
  section: string;
  number: number;
}

const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: SpecExample[] };
/** The spec writes tabs as `→`. */
const examples = spec.tests.map((example) => ({
  ...example,
  markdown: example.markdown.replaceAll('→', '\t'),
}));

/** A text's lines inside a blockquote. */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/** A power block's header, then the text as the block's body. */
const inPowerBlock = (text: string) =>
  `> #### Frost Strike\n>\n> **Encounter** ● **Arcane**  \n${quoted(text)}\n\nAfter the block.`;

describe('parseText (the CommonMark specification’s examples)', () => {
  it('has the specification’s examples', () => {
    expect(examples.length).toBeGreaterThan(600);
  });

  for (const [variant, shape] of [
    ['as written', (text: string) => text],
    ['quoted', quoted],
    ['inside a power block', inPowerBlock],
  ] as const) {
    it(`gives remark-gfm’s tree for every example ${variant}`, { timeout: 300_000 }, () => {
      const wrong = examples
        .filter((example) => !sameTree(shape(example.markdown)))
        .map((example) => `${example.number} (${example.section})`);
      expect(wrong).toEqual([]);
    });
  }
});
