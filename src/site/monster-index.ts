/**
 * The monsters index as data: its filter fields (level range, rank, role,
 * leader, size, origin, type, tag; book in a library of several) and sort
 * orders, read against the attributes every monster row and stat block
 * carries (`filterData` of monsters.ts). Pure.
 */
import type { Monster, RulebookData } from '../compiler/index.ts';
import { bookFilter } from './books.ts';
import {
  distinctOptions,
  lowerCaseOptions as lowerOptions,
  option,
  type FilterField,
  type FilterOption,
} from './filter-fields.ts';
import { RANK_LABELS } from './monster-view.ts';

const titled = (value: string) => (value ? `${value[0]!.toUpperCase()}${value.slice(1)}` : value);

/** The sort orders of the monsters index: the first is the page's own order (level). */
export const MONSTER_SORTS: readonly FilterOption[] = [
  option('level', 'Level'),
  option('name', 'Name'),
  option('xp', 'XP'),
];

/** The filters of the monsters index, their choices taken from `monsters`. */
export function monsterFilterFields(
  monsters: readonly Monster[],
  data: RulebookData,
): FilterField[] {
  const levels = [...new Set(monsters.map((m) => m.level))]
    .sort((a, b) => a - b)
    .map((l) => option(String(l)));
  return [
    {
      name: 'lmin',
      label: 'Level from',
      attribute: 'data-level',
      test: 'atLeast',
      options: levels,
    },
    { name: 'lmax', label: 'Level to', attribute: 'data-level', test: 'atMost', options: levels },
    {
      name: 'rank',
      label: 'Rank',
      attribute: 'data-rank',
      test: 'is',
      options: (['standard', 'mook', 'elite', 'boss'] as const)
        .filter((rank) => monsters.some((m) => m.rank === rank))
        .map((rank) => option(rank, RANK_LABELS[rank])),
    },
    {
      name: 'role',
      label: 'Role',
      attribute: 'data-role',
      test: 'is',
      options: lowerOptions(monsters.map((m) => m.role)),
    },
    {
      name: 'leader',
      label: 'Leader',
      attribute: 'data-leader',
      test: 'is',
      options: [option('yes', 'Leader'), option('no', 'Not a leader')],
    },
    {
      name: 'size',
      label: 'Size',
      attribute: 'data-size',
      test: 'is',
      options: distinctOptions(
        ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'].filter((size) =>
          monsters.some((m) => m.size === size),
        ),
        titled,
      ),
    },
    {
      name: 'origin',
      label: 'Origin',
      attribute: 'data-origin',
      test: 'is',
      options: lowerOptions(monsters.map((m) => m.origin ?? '')),
    },
    {
      name: 'type',
      label: 'Type',
      attribute: 'data-type',
      test: 'is',
      options: lowerOptions(monsters.map((m) => m.type ?? '')),
    },
    {
      name: 'tag',
      label: 'Tag',
      attribute: 'data-tags',
      test: 'is',
      options: lowerOptions(monsters.flatMap((m) => m.tags)),
    },
    ...bookFilter(
      data,
      monsters.map((m) => m.source.file),
    ),
  ];
}
