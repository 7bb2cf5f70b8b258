/**
 * The encounter's party (the Party fieldset of src/pages/encounter.astro):
 * the characters' number and level, from the page's link (`&party=4&level=5`)
 * or else from localStorage (`orcus:encounter-party`), and the XP budget,
 * total and difficulty from the book's rules tables (src/site/encounter-party.ts)
 * in a polite status line. A book without the tables is told what is missing.
 */
import {
  DEFAULT_PARTY,
  budgetVerdict,
  cleanParty,
  partyFromQuery,
  verdictData,
  withParty,
  type Party,
} from '../site/encounter-party.ts';
import type { RulesData } from '../site/monster-math.ts';

/** The localStorage key of the party. */
export const PARTY_KEY = 'orcus:encounter-party';

/** What the party needs from the encounter page. */
export interface PartyOptions {
  /** Whether the encounter is the reader's own (a shared one not adopted is not stored). */
  own: () => boolean;
  /** The encounter's total XP. */
  total: () => number;
  /** Called after the party changed (the page puts it in its link). */
  changed: () => void;
}

function loadParty(): Party | null {
  try {
    return cleanParty(JSON.parse(globalThis.localStorage?.getItem(PARTY_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** Binds the party form; `url` adds the party to an encounter link, `render` redraws the budget. */
export function bindEncounterParty(options: PartyOptions): {
  url(encounterLink: string): string;
  render(): void;
} {
  const form = document.querySelector<HTMLFormElement>('form[data-encounter-party]');
  const output = form?.querySelector<HTMLElement>('[data-encounter-budget]');
  let rules: Pick<RulesData, 'monster-xp' | 'encounter-rules'> = {
    'monster-xp': [],
    'encounter-rules': [],
  };
  try {
    const parsed = JSON.parse(form?.dataset['rules'] ?? 'null') as typeof rules | null;
    if (Array.isArray(parsed?.['monster-xp']) && Array.isArray(parsed?.['encounter-rules']))
      rules = parsed;
  } catch {
    /* no tables: the budget says what is missing */
  }
  let party = partyFromQuery(new URLSearchParams(location.search)) ?? loadParty() ?? DEFAULT_PARTY;
  const input = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | null;

  const render = () => {
    if (!output) return;
    const verdict = budgetVerdict(party, options.total(), rules);
    output.textContent = verdict.text;
    Object.assign(output.dataset, verdictData(verdict));
  };

  const size = input('size');
  const level = input('level');
  if (size) size.value = String(party.size);
  if (level) level.value = String(party.level);
  form?.addEventListener('submit', (event) => event.preventDefault());
  form?.addEventListener('input', () => {
    // a number being typed (empty, out of range) keeps the last valid party until it is whole
    const next = cleanParty({ size: Number(size?.value), level: Number(level?.value) });
    if (!next) return;
    party = next;
    if (options.own())
      try {
        globalThis.localStorage?.setItem(PARTY_KEY, JSON.stringify(party));
      } catch {
        /* storage unavailable: the party is in the link */
      }
    options.changed();
    render();
  });
  return { url: (link) => withParty(link, party), render };
}
