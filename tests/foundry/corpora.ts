/**
 * The two corpora the Foundry tests map: the bundled rulebook and the generated library,
 * compiled once a test run (tests/setup/compiled-once.ts) and read once a worker.
 */
import { readFileSync } from 'node:fs';
import type { RulebookData } from '../../src/compiler/index.ts';
import { compiledLibrary, compiledOnce } from '../setup/compiled-once.ts';

let bundled: RulebookData | undefined;
let library: RulebookData | undefined;

/** The bundled rulebook (content/), compiled. */
export function bundledData(): RulebookData {
  return (bundled ??= compiledOnce(
    ['rulebook.md', 'LICENSE.md'].map((file) => ({
      path: `content/${file}`,
      text: readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'),
    })),
  ).data);
}

/** The generated library (five books and companions), compiled as the library site is. */
export function libraryData(): RulebookData {
  return (library ??= compiledLibrary().data);
}
