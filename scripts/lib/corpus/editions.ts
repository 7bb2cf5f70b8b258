/**
 * A file of the layouts earlier editions of the books used (content-formats
 * §14), for the library's `editions` option: an author's older copy kept
 * beside the current books. Each layout of the §14 table appears at least
 * once, with names no other file uses.
 */
import { prose } from './entities.ts';
import { powerName } from './powers.ts';
import { sentence, type Random } from './random.ts';

/** The §14 layouts: which header lines each power uses (the body is the same for all). */
export const EDITION_HEADERS: readonly (readonly string[])[] = [
  // Source word and category, no level or Feature.
  ['**Encounter** **Swift Action**', '**Ancestry Utility**'],
  // The same with tags; then with frequency and action in one bold span.
  ['**Encounter** **Standard Action**', '**Ancestry Attack** ● **Fire**'],
  ['**Encounter Standard Action**', '**Ancestry Attack** ● **Cold, Zone**'],
  // A source and a level, no category.
  ['**Daily** **Standard Action**', '**Strong Bidding 7** ● **Spirit, Companion**'],
  // A range word where the action belongs.
  ['**Daily** **Near Action**', '**Ironhide Attack 9** ● **Martial**', '**burst 3, one ally**'],
  // An empty action.
  ['**Encounter** ** Action**', '**Ironhide Utility 6** ● **Martial**'],
  // Frequency and action in one bold span, trailing space inside.
  ['**Encounter Standard Action **', '**Ironhide Attack 3** ● **Martial, Weapon**'],
  // A frequency outside the usual five.
  ['**Mantle** **Swift Action**', '**Channels Godmind Utility Feature** ● **Phrenic**'],
  // A stray `> **` line before the header.
  ['**', '**Encounter** **Move Action**', '**Reedling Utility Feature**'],
];

/** An older edition of the player options (`editions/…`), holding every §14 layout. */
export function editionsFile(random: Random, next: () => number): string {
  const t = () => random.trail();
  const powers = EDITION_HEADERS.flatMap((header) => [
    `> #### ${powerName(next())}${t()}`,
    ...header.map((line) => `> ${line}${t()}`),
    `> **Effect:** ${sentence(random)}${t()}`,
    '',
  ]);
  return [
    '---',
    'layout: default',
    'title: Player Options (2022)',
    'navigation_weight: 40',
    '---',
    '',
    '# Player Options (2022)',
    '',
    '0.9',
    '',
    '* TOC',
    '{:toc}',
    '',
    '# Species',
    '',
    '## Ironhide',
    '',
    prose(random, 1),
    '',
    ...powers,
    '# Traps',
    '',
    '## Sample Traps',
    '',
    ...[10, 4].flatMap((level) => [
      `### ${random.word()} Pit${t()}`,
      '',
      `Level ${level} Lurker (${level * 50} XP Trap)${t()}`,
      '',
      `**Trigger:** ${sentence(random)}${t()}`,
      '',
    ]),
    '# Prestige Paths',
    '',
    '## Lord of Lanterns',
    '',
    '**_Requirements:_** Your base class has the Leader role.',
    '',
    prose(random, 1),
    '',
  ].join('\n');
}
