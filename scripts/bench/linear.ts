/**
 * Time on long and adversarial input, the figures that used to be timed
 * tests: findDice on 1.4 MB of prose and on adversarial text, term linking
 * of the whole bundled rulebook, and parseDice rejecting a 200,000-character
 * expression; each beside JSON.parse of the same number of bytes (same run).
 */
import { readFileSync } from 'node:fs';
import { compile } from '../../src/compiler/index.ts';
import { findDice } from '../../src/dice/prose.ts';
import { parseDice } from '../../src/dice/parse.ts';
import { buildTermIndex, linkTerms } from '../../src/site/terms.ts';
import { sectionUrl } from '../../src/site/urls.ts';

const time = (run: () => void): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

/** One figure: what, its time, and JSON.parse of as many bytes. */
export interface LinearRow {
  what: string;
  bytes: number;
  ms: number;
  jsonMs: number;
}

function row(what: string, text: string, run: () => void): LinearRow {
  const json = JSON.stringify({ text });
  return { what, bytes: text.length, ms: time(run), jsonMs: time(() => JSON.parse(json)) };
}

/** Runs the rows. */
export function benchLinear(): LinearRow[] {
  const prose = 'The ogre hits for 2d8 + 5 damage, then 1d10 + Strength modifier. 3d4+3. '.repeat(
    20_000,
  );
  const adversarial =
    '1d6 + '.repeat(50_000) + 'x' + 'd'.repeat(200_000) + '1'.repeat(200_000) + 'd';
  const huge = '('.repeat(100_000) + '1' + ')'.repeat(100_000);
  const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
  const { data } = compile([{ path: 'rulebook.md', text: rulebook }]);
  const index = buildTermIndex(data.terms, sectionUrl);
  const html = data.sections.map((s) => s.html).join('\n');
  return [
    row('findDice, 1.4 MB of prose', prose, () => findDice(prose)),
    row('findDice, adversarial text', adversarial, () => findDice(adversarial)),
    row('parseDice rejecting a 200,000-character expression', huge, () => parseDice(huge)),
    row('linkTerms, the bundled rulebook’s HTML', html, () => linkTerms(html, index)),
  ];
}
