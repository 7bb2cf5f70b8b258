/**
 * The data the term-link sample is judged on: the realistic library corpus
 * (scripts/lib/corpus/library.ts) and the bundled rulebook, compiled together
 * as the site compiles them, plus the terms of the real books whose names the
 * generated corpus does not have: the Standard monster rank, a monster named
 * as the game, prestige paths named Master and Team, an art named Identifies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulebookData, Term } from '../../src/compiler/index.ts';
import { compiledOnce, libraryInputs } from '../setup/compiled-once.ts';

/** The rulebook bundled with the project. */
const RULEBOOK = join(import.meta.dirname, '../../content/rulebook.md');

/** A term the real books have: named as the issue reports them, in a section of its kind. */
function realTerm(data: RulebookData, kind: Term['kind'], name: string, qualifier: string | null) {
  const like = data.terms.find((term) => term.kind === kind) ?? data.terms[0]!;
  const id = `${kind}-${name.toLowerCase()}`;
  return { id, name, kind, qualifier, section: like.section, summary: `${name}.` } satisfies Term;
}

/** The compiled corpus and rulebook, with the real books' ambiguous terms added. */
export function termSampleData(): RulebookData {
  const rulebook = { path: 'content/rulebook.md', text: readFileSync(RULEBOOK, 'utf8') };
  const { data } = compiledOnce([rulebook, ...libraryInputs()], { lineBreaks: 'hard_wrap' });
  data.terms.push(
    realTerm(data, 'glossary', 'Standard', 'monster rank'),
    realTerm(data, 'monster', 'Orcus', null),
    realTerm(data, 'path', 'Master', null),
    realTerm(data, 'path', 'Team', null),
    realTerm(data, 'art', 'Identifies', null),
  );
  return data;
}
