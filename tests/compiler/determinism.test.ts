/** Build guarantees: the same input gives byte-identical JSON, whatever order the files come in. */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, type CompileInput } from '../../src/compiler/index.ts';
import { serializeData } from '../../src/io/serialize.ts';

const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const chapters = rulebook.split(/\n(?=# )/);
/** The rulebook cut into one file per chapter, some with weights, plus a second directory. */
const inputs: CompileInput[] = chapters.map((text, index) => ({
  path: `content/${String(index).padStart(2, '0')}-${index % 3 === 0 ? 'a' : 'b'}.md`,
  text: index % 4 === 0 ? `---\nnavigation_weight: ${20 - index}\n---\n${text}` : text,
}));
inputs.push({ path: 'homebrew/extra.md', text: '# Extra\n\nRoll 2d6.\n', layer: 1 });

const bytes = (list: CompileInput[]) => JSON.stringify(serializeData(compile(list).data));

describe('compile (determinism)', () => {
  it('gives byte-identical output for two compiles of the same input', () => {
    expect(bytes(inputs)).toBe(bytes(inputs.map((input) => ({ ...input }))));
  });
  it('gives the same output for any order of the input files', () => {
    const expected = bytes(inputs);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(inputs, { minLength: inputs.length, maxLength: inputs.length }),
        (shuffled) => {
          expect(bytes(shuffled)).toBe(expected);
        },
      ),
      { seed: 7, numRuns: 8 },
    );
  }, 60_000);
});
