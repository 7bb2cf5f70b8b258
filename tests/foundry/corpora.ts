/** The two corpora the Foundry tests map: the bundled rulebook and the generated library, compiled once each. */
import { readFileSync } from 'node:fs';
import { libraryTexts } from '../../scripts/lib/corpus/library.ts';
import { compile, type RulebookData } from '../../src/compiler/index.ts';

let bundled: RulebookData | undefined;
let library: RulebookData | undefined;

/** The bundled rulebook (content/), compiled. */
export function bundledData(): RulebookData {
  return (bundled ??= compile(
    ['rulebook.md', 'LICENSE.md'].map((file) => ({
      path: `content/${file}`,
      text: readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'),
    })),
  ).data);
}

/** The generated library (five books and companions), compiled as the library site is. */
export function libraryData(): RulebookData {
  return (library ??= compile(
    libraryTexts()
      .filter((t) => t.path.endsWith('.md'))
      .map((t) => ({ path: `library/${t.path}`, text: t.text })),
    { lineBreaks: 'hard_wrap' },
  ).data);
}
