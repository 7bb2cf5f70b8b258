/**
 * A book's version line (content-formats §0.1, §13.1): the manifest gives
 * each file's `version`, read from the line that opens its first chapter,
 * the same from `compile` and from the incremental compiler; the line and
 * the `* TOC` marker stay in the chapter as before.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { createIncrementalCompiler } from '../../src/compiler/incremental.ts';
import { versionOf } from '../../src/compiler/book-version.ts';
import { fixtureInputs } from './fixture-inputs.ts';

describe('book versions', () => {
  const inputs = fixtureInputs('book-version');

  it('gives each file of the library its version line, or null', () => {
    const { data } = compile(inputs);
    const versions = data.manifest.files.map((file) => [file.path, file.version]);
    expect(versions).toEqual([
      ['layers/1-books/fen-almanac.md', '1.1'],
      ['layers/1-books/reed-tales.md', '2.0.3'],
      ['layers/1-books/notes.md', null],
    ]);
  });

  it('keeps the version line in the opening chapter and the TOC marker as its toc flag', () => {
    const { data } = compile(inputs);
    const opening = data.sections.find((section) => section.id === 'fen-almanac')!;
    expect(opening.text).toBe('1.1');
    expect(opening.toc).toBe(true);
  });

  it('is the same from the incremental compiler', () => {
    const compiler = createIncrementalCompiler();
    compiler.compile(inputs);
    const again = compiler.compile(inputs);
    expect(again.data.manifest.files).toEqual(compile(inputs).data.manifest.files);
  });

  it('reads a bare number, `v`, `Version` with or without a colon, and emphasis', () => {
    expect(
      ['1.1', '1.1  ', 'v2.0', 'Version 1.1', 'version: 3', '**Version 1.2**', '*1.4*'].map(
        versionOf,
      ),
    ).toEqual(['1.1', '1.1', '2.0', '1.1', '3', '1.2', '1.4']);
  });

  it('is no version for prose, a bare integer or a list', () => {
    expect(['1.1 is current.', '2024', '* TOC', '', 'Version one'].map(versionOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
