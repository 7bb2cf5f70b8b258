/**
 * Whether a mention of a term means the term: the rules that keep term links
 * to what the text means. Pure.
 *
 * - A phrase of the game wins over the words in it: the action types the
 *   power cards write ("standard action", "move action") and the terms'
 *   qualifiers ("monster rank") are matched as a whole, so their words are
 *   never linked alone (`knownPhrases`); the matcher takes the longest name
 *   at each position.
 * - A term named as a game or a book ("Orcus", a book titled "Warrior") is
 *   linked only where a word of its family stands next to it ("the Orcus
 *   monster", "the Warrior class").
 * - A record named with an everyday English word ("Master", "Team",
 *   "Identifies"; `isCommonWord`), or a glossary entry of a named category
 *   so named ("Standard (monster rank)"), is linked only where a word of its
 *   family or category stands next to it ("the Master prestige path", "five
 *   standard monsters"), or where the text writes it as a name: capitalised,
 *   not at the start of a sentence, and not the first word of a longer name
 *   ("the Standard Languages table"). Conditions, actions, keywords and
 *   glossary entries without a category are the game's own words: in lower
 *   case they mean the rule ("when you delay", "the target is dazed").
 */
import type { Power, Term, TermKind } from '../compiler/index.ts';
import { plural, singular } from './inflect.ts';
import { normaliseName } from './name-matcher.ts';

/** What the sense rules know of a rulebook besides its terms. */
export interface SenseSources {
  /** Names of the games and books (titles): a term so named is not linked where it names them. */
  titles: readonly string[];
  /** Each kind's own words ("path", "prestige"): a guarded name next to one means the record. */
  families: Partial<Readonly<Record<TermKind, readonly string[]>>>;
  /** Multi-word phrases of the game that no term is named ("standard action"), matched as a whole. */
  phrases: readonly string[];
  /** Everyday words, lower case (`COMMON_WORDS`): a record so named is guarded. */
  commonWords: ReadonlySet<string>;
}

/** No sources: every term is linked wherever it is written, as before these rules. */
export const NO_SENSE: SenseSources = {
  titles: [],
  families: {},
  phrases: [],
  commonWords: new Set(),
};

/** Why a term is linked only where the text marks it as the term. */
export type GuardReason = 'title' | 'common-word';

/** A guarded term: why, and the words of its family (lower case, with their plurals). */
export interface Guard {
  readonly reason: GuardReason;
  readonly family: ReadonlySet<string>;
}

/** The kinds whose names are the game's own vocabulary: in lower case they mean the rule. */
const RULES_KINDS: ReadonlySet<TermKind> = new Set(['condition', 'action', 'keyword', 'glossary']);

/** Whether a term's name is its own: a record's, or a glossary entry's of a named category. */
function isNamed(term: Pick<Term, 'kind' | 'qualifier'>): boolean {
  return !RULES_KINDS.has(term.kind) || (term.kind === 'glossary' && !!term.qualifier);
}

/** Words of a label that name nothing ("Prestige and epic paths"). */
const CONNECTIVE = /^(?:and|or|of|the|a|an)$/;

/** A letter-only word (with inner apostrophes or hyphens). */
const WORD = String.raw`[\p{L}\p{M}][\p{L}\p{M}'’-]*`;
/** The word after a mention, past an opening bracket: "Boss (monster rank)". */
const NEXT_WORD = new RegExp(String.raw`^\s+[([]?(${WORD})`, 'u');
const PREVIOUS_WORD = new RegExp(String.raw`(${WORD})\s+$`, 'u');
/** The end of a sentence or a label, with any closing quote or bracket after it. */
const SENTENCE_END = /[.!?:;…]["'”’)\]]*$/;

/**
 * Whether a name is an everyday word: one word that, or whose singular, is
 * among `words` (the 5,000 most frequent words of spoken English, `COMMON_WORDS`).
 */
export function isCommonWord(name: string, words: ReadonlySet<string>): boolean {
  const key = normaliseName(name);
  if (key.includes(' ')) return false;
  const base = singular(key);
  return words.has(key) || (base !== null && words.has(base));
}

/** The words of labels, lower case, with their plurals: "Prestige and epic paths" → prestige, epic, paths, … */
export function familyWords(labels: readonly string[]): string[] {
  const words = labels
    .flatMap((label) => normaliseName(label).split(/[^\p{L}\p{M}'-]+/u))
    .filter((word) => word !== '' && !CONNECTIVE.test(word));
  return [...new Set(words.flatMap((word) => [word, plural(word) ?? singular(word) ?? word]))];
}

/**
 * Whether a term is linked only where the text marks it (see the module
 * comment), and the family words that mark it: its kind's and its
 * qualifier's ("Standard (monster rank)": monster, rank). Null: linked
 * wherever it is written.
 */
export function guardOf(
  term: Pick<Term, 'name' | 'kind' | 'qualifier'>,
  sources: SenseSources,
  titles: ReadonlySet<string>,
): Guard | null {
  const reason: GuardReason | null = titles.has(normaliseName(term.name))
    ? 'title'
    : isNamed(term) && isCommonWord(term.name, sources.commonWords)
      ? 'common-word'
      : null;
  if (!reason) return null;
  const labels = [term.kind, ...(sources.families[term.kind] ?? []), term.qualifier ?? ''];
  return { reason, family: new Set(familyWords(labels)) };
}

/** Whether the text before a mention ends a sentence (or is empty: the start of a block or a label). */
function atSentenceStart(before: string): boolean {
  const trimmed = before.trimEnd();
  return trimmed === '' || SENTENCE_END.test(trimmed);
}

/**
 * Whether the mention `text.slice(index, end)` of a guarded term means the
 * term: a word of its family stands just before or after it; or, for an
 * everyday word, the mention is the name with its category, or is
 * capitalised, does not start a sentence and does not start a longer name.
 */
export function meansTerm(text: string, index: number, end: number, guard: Guard): boolean {
  // A form of more than one word is the name with its category ("Practical incantations").
  if (guard.reason === 'common-word' && /\s/.test(text.slice(index, end))) return true;
  // A few words around the mention, not the whole text: linking stays linear in the text.
  const before = text.slice(Math.max(0, index - 40), index);
  const next = NEXT_WORD.exec(text.slice(end, end + 40))?.[1];
  const previous = PREVIOUS_WORD.exec(before)?.[1];
  for (const word of [next, previous])
    if (word !== undefined && guard.family.has(normaliseName(word))) return true;
  if (guard.reason === 'title') return false;
  const capital = /^\p{Lu}/u;
  return (
    capital.test(text.slice(index, end)) &&
    !atSentenceStart(before) &&
    !(next !== undefined && capital.test(next))
  );
}

/**
 * The game's multi-word phrases that are not terms, lower case: each action
 * type the power cards write, as "<type> action" and "<type> actions"
 * ("Standard and Move Action" gives both), and each term's qualifier of more
 * than one word ("monster rank", "standard action").
 */
export function knownPhrases(
  terms: readonly Pick<Term, 'qualifier'>[],
  powers: readonly Pick<Power, 'actionText'>[],
): string[] {
  const phrases = new Set<string>();
  for (const text of new Set(powers.map((power) => normaliseName(power.actionText))))
    for (const word of text.split(' '))
      if (/^\p{L}+$/u.test(word) && !/^(?:and|or|action|actions)$/.test(word))
        for (const suffix of ['action', 'actions']) phrases.add(`${word} ${suffix}`);
  for (const term of terms) {
    const qualifier = normaliseName(term.qualifier ?? '');
    if (qualifier.includes(' ')) phrases.add(qualifier);
  }
  return [...phrases];
}
