/**
 * The powers index as data: its filter fields (frequency, category, action,
 * tag, level, chapter; book in a library of several), each power's row (what
 * the compact list shows) and the attributes the filters read on that row.
 * Pure: the page renders it, src/client/filter-list.ts applies it.
 */
import type { Power, RulebookData } from '../compiler/index.ts';
import { ACTION_LABELS, FREQUENCY_LABELS, levelKey } from './blocks.ts';
import { bookFilter, bookSlug } from './books.ts';
import {
  distinctOptions,
  filterValues,
  lowerCaseOptions,
  option,
  rowText,
  type FilterField,
} from './filter-fields.ts';

/** Level keys in reading order: features first, then by number, "no level" last. */
function byLevelKey(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'feature' || b === 'none') return -1;
  if (b === 'feature' || a === 'none') return 1;
  return Number(a) - Number(b);
}

/** "Feature", "Level 3" or "No level": a level key as the reader reads it. */
export function levelLabel(key: string): string {
  return key === 'feature' ? 'Feature' : key === 'none' ? 'No level' : `Level ${key}`;
}

/** The chapter a power is printed in (its first context). */
const chapterOf = (power: Power) => power.context[0] ?? '';

/** The filters of the powers index, their choices taken from `powers`. */
export function powerFilterFields(powers: readonly Power[], data: RulebookData): FilterField[] {
  const fields: FilterField[] = [
    {
      name: 'frequency',
      label: 'Frequency',
      attribute: 'data-frequency',
      test: 'is',
      options: distinctOptions(
        powers.map((p) => p.frequency),
        (f) => FREQUENCY_LABELS[f as Power['frequency']],
      ),
    },
    {
      name: 'category',
      label: 'Category',
      attribute: 'data-category',
      test: 'is',
      options: [option('attack', 'Attack'), option('utility', 'Utility')],
    },
    {
      name: 'action',
      label: 'Action',
      attribute: 'data-actions',
      test: 'is',
      options: distinctOptions(
        powers.flatMap((p) => p.actions),
        (a) => ACTION_LABELS[a as keyof typeof ACTION_LABELS],
      ),
    },
    {
      name: 'tag',
      label: 'Tag',
      attribute: 'data-tags',
      test: 'is',
      options: lowerCaseOptions(powers.flatMap((p) => p.tags)),
    },
    {
      name: 'level',
      label: 'Level',
      attribute: 'data-level',
      test: 'is',
      options: distinctOptions(powers.map(levelKey).sort(byLevelKey), levelLabel),
    },
    {
      name: 'chapter',
      label: 'Chapter',
      attribute: 'data-chapter',
      test: 'is',
      options: distinctOptions(powers.map(chapterOf)),
    },
    ...bookFilter(
      data,
      powers.map((p) => p.source.file),
    ),
  ];
  return fields.filter((field) => field.options.length > 0);
}

/** What a power's row of the index shows, beside its name and link. */
export interface PowerRow {
  level: string;
  usage: string;
  action: string;
  /** Its class or origin ("Human Attack 1" keeps "Human") or else its chapter. */
  source: string;
  /** The book's slug in a library of several, else ''. */
  book: string;
  /** The attributes of the row the filters read. */
  attributes: Record<string, string>;
}

/** A power's row of the index: its columns and its filter attributes. */
export function powerRow(power: Power, data: RulebookData): PowerRow {
  const level = levelKey(power);
  const book = bookSlug(data, power.source.file);
  return {
    level: level === 'none' ? '' : levelLabel(level),
    usage: FREQUENCY_LABELS[power.frequency],
    action: power.actions.map((action) => ACTION_LABELS[action]).join(', '),
    source: power.descriptor?.source || chapterOf(power),
    book,
    attributes: {
      'data-frequency': power.frequency,
      'data-category': power.category,
      'data-actions': filterValues(power.actions),
      'data-tags': filterValues(power.tags.map((tag) => tag.toLowerCase())),
      'data-level': level,
      'data-chapter': chapterOf(power),
      ...(book ? { 'data-book': book } : {}),
      ...rowText(power.name),
    },
  };
}
