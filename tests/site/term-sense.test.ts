/**
 * The sense rules of term links (src/site/term-sense.ts) on invented
 * sentences: a phrase of the game wins over its words, a term named as the
 * game or a book links only beside its family word, a record named with an
 * everyday word links only where it is written as that record.
 */
import { describe, expect, it } from 'vitest';
import type { Term } from '../../src/compiler/index.ts';
import { COMMON_WORDS } from '../../src/site/common-words.ts';
import {
  familyWords,
  isCommonWord,
  knownPhrases,
  NO_SENSE,
  type SenseSources,
} from '../../src/site/term-sense.ts';
import { buildTermIndex, linkTerms, type TermIndex } from '../../src/site/terms.ts';
import { sectionUrl } from '../../src/site/urls.ts';

const term = (over: Partial<Term> & Pick<Term, 'id' | 'name' | 'kind'>): Term => ({
  qualifier: null,
  section: `${over.id}-section`,
  summary: `${over.name}.`,
  ...over,
});

const TERMS: Term[] = [
  term({ id: 'glossary-standard', name: 'Standard', kind: 'glossary', qualifier: 'monster rank' }),
  term({ id: 'monster-orcus', name: 'Orcus', kind: 'monster' }),
  term({ id: 'path-master', name: 'Master', kind: 'path' }),
  term({ id: 'path-team', name: 'Team', kind: 'path' }),
  term({ id: 'art-identifies', name: 'Identifies', kind: 'art' }),
  term({ id: 'class-warrior', name: 'Warrior', kind: 'class' }),
  term({ id: 'condition-dazed', name: 'Dazed', kind: 'condition' }),
  term({ id: 'action-delay', name: 'Delay', kind: 'action' }),
  term({ id: 'monster-gravecrawler', name: 'Gravecrawler', kind: 'monster' }),
];

const SENSE: SenseSources = {
  titles: ['Orcus', 'Player Options', 'Warrior'],
  families: { path: ['Prestige and epic paths', 'path'], class: ['Classes', 'class'] },
  phrases: knownPhrases(TERMS, [
    { actionText: 'Standard Action' },
    { actionText: 'Standard and Move Action' },
  ]),
  commonWords: COMMON_WORDS,
};

const index: TermIndex = buildTermIndex(TERMS, sectionUrl, SENSE);

/** The ids linked in a paragraph of `text`, in order. */
const linked = (text: string, with_ = index) => linkTerms(`<p>${text}</p>`, with_).used;

describe('a phrase of the game wins over its words (rule a)', () => {
  it('derives "standard action" and "move action" from the power cards, and the qualifiers of more than one word', () => {
    expect(SENSE.phrases).toEqual(
      expect.arrayContaining([
        'standard action',
        'standard actions',
        'move action',
        'monster rank',
      ]),
    );
  });

  it('does not link "standard" inside "standard action" or "standard actions"', () => {
    expect(linked('You can take one standard action on your turn.')).toEqual([]);
    expect(linked('Two Standard Actions are too many.')).toEqual([]);
  });

  it('still links the rank where the text means it', () => {
    expect(linked('A boss is worth five standard monsters of its level.')).toEqual([
      'glossary-standard',
    ]);
  });

  it('linked "standard action" to the rank without the rules (the code before them)', () => {
    expect(linked('You can take one standard action.', buildTermIndex(TERMS, sectionUrl))).toEqual([
      'glossary-standard',
    ]);
    expect(NO_SENSE.phrases).toEqual([]);
  });
});

describe("a term named as the game or a book links only beside its family's word (rule b)", () => {
  it("does not link the game's name where it names the game or a book", () => {
    expect(linked('Welcome to the Orcus roleplaying game.')).toEqual([]);
    expect(linked('See Orcus Player Options for more ancestries.')).toEqual([]);
    expect(linked('Orcus is a d20 game.')).toEqual([]);
  });

  it('links the monster where its family word stands beside it', () => {
    expect(linked('The Orcus monster attacks twice each round.')).toEqual(['monster-orcus']);
  });

  it('treats a record named as a book the same way: "the Warrior class" links, the book does not', () => {
    expect(linked('Read Warrior before play.')).toEqual([]);
    expect(linked('Pick the Warrior class at first level.')).toEqual(['class-warrior']);
  });
});

describe('a record named with an everyday word links only where the text uses it as that record (rule c)', () => {
  it('reads "common" from the list of the 5,000 most frequent English words, a plural by its singular', () => {
    expect(isCommonWord('Master', COMMON_WORDS)).toBe(true);
    expect(isCommonWord('Identifies', COMMON_WORDS)).toBe(true);
    expect(isCommonWord('Gravecrawler', COMMON_WORDS)).toBe(false);
    expect(isCommonWord('Quiet Sweep', COMMON_WORDS)).toBe(false);
  });

  it('does not link the lower-case word', () => {
    expect(linked('You team up with an ally to master the lock.')).toEqual([]);
    expect(linked('One factor identifies morality.')).toEqual([]);
  });

  it('does not link a capitalised word that starts a sentence or a longer name', () => {
    expect(linked('Team spirit wins fights.')).toEqual([]);
    expect(linked('Choose from the Standard Languages table.')).toEqual([]);
  });

  it('links the record written as a name mid-sentence, or beside its family word', () => {
    expect(linked('At level 11 you may become a Master and gain its powers.')).toEqual([
      'path-master',
    ]);
    expect(linked('Team prestige path characters fight side by side.')).toEqual(['path-team']);
    expect(linked('Cast the rite that Identifies an object.')).toEqual(['art-identifies']);
  });

  it('links a record named with a rare word wherever it is written', () => {
    expect(linked('three gravecrawlers burst from the soil.')).toEqual(['monster-gravecrawler']);
  });

  it("leaves the game's own words alone: conditions and actions link in lower case", () => {
    expect(linked('When you delay, the target is dazed.')).toEqual([
      'action-delay',
      'condition-dazed',
    ]);
  });

  it('takes the family words from the labels, without their connectives', () => {
    expect(familyWords(['Prestige and epic paths', 'path'])).toEqual(
      expect.arrayContaining(['prestige', 'epic', 'paths', 'path']),
    );
    expect(familyWords(['Prestige and epic paths'])).not.toContain('and');
  });
});
