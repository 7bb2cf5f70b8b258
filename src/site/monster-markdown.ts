/**
 * A monster record written back as markdown in the books' own stat-block
 * format (one blockquote: name, rank line, type line, senses, abilities,
 * initiative and speed, defenses, HP, entries), so a game master can paste
 * what the monster builder made into a book and the compiler reads the same
 * numbers back. Every line ends with a markdown hard break (two spaces), so
 * the block reads line by line whether or not the book sets `hard_wrap`.
 */
import { SYMBOL_OF } from '../compiler/helpers.ts';
import type { Monster, MonsterPowerEntry } from '../compiler/index.ts';
import { ABILITY_COLUMNS, entryUsage, kindLine, rankLine, signed } from './monster-view.ts';
import { xpText } from './xp-text.ts';
import { sensesText, speedsText } from './monster-lines.ts';

/** `**Label:** value` pairs joined as the books join them (`; ` or `, `). */
function labelled(pairs: [string, string | null][], separator = '; '): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== null && pair[1] !== '')
    .map(([label, value]) => `**${label}:** ${value}`)
    .join(separator);
}

/** An entry's head and its one line of text (plus secondary attacks). */
function entryLines(entry: Monster['entries'][number]): string[] {
  if (entry.type === 'trait') return [`**${entry.name}**`, entry.text];
  const head = powerHead(entry);
  const attack = entry.attack
    ? `${signed(entry.attack.bonus)} vs ${entry.attack.defense}${entry.attack.rider ? ` (${entry.attack.rider})` : ''}`
    : null;
  const body = [entry.range, attack, entry.effect.text || null]
    .filter((part) => part !== null)
    .join('; ');
  const secondary = entry.secondary.map((s) =>
    [
      '*Secondary Attack:*',
      [s.attack && `${signed(s.attack.bonus)} vs ${s.attack.defense}`, s.text || null]
        .filter((part) => part)
        .join('; '),
    ].join(' '),
  );
  return [head, body, ...secondary];
}

/** `‡\t**Name** (standard, at-will) ● **Fire**`. */
function powerHead(entry: MonsterPowerEntry): string {
  const usage = entryUsage(entry);
  const symbol = entry.kind === 'none' ? '' : `${SYMBOL_OF[entry.kind]}\t`;
  const tags = entry.tags.length > 0 ? ` ● **${entry.tags.join(', ')}**` : '';
  return `${symbol}**${entry.name}**${usage ? ` (${usage})` : ''}${tags}`;
}

/** The monster as a stat block in the books' markdown, ending with its description if it has one. */
export function monsterMarkdown(monster: Monster): string {
  const ability = (key: keyof Monster['abilities']) => {
    const value = monster.abilities[key];
    return value ? `${value.score} (${signed(value.modifier)})` : null;
  };
  const abilityLine = (columns: typeof ABILITY_COLUMNS) =>
    labelled(
      columns.map(({ key, label }) => [label, ability(key)]),
      ', ',
    );
  const senses = sensesText(monster);
  const speeds = speedsText(monster);
  const { ac, fortitude, reflex, will } = monster.defenses;
  const num = (value: number | null) => (value === null ? null : String(value));
  const typeTail = [
    monster.tags.length > 0 ? ` ● ${monster.tags.join(', ')}` : '',
    monster.alignment ? ` (${monster.alignment})` : '',
  ].join('');
  const hp = [
    labelled(
      [
        ['HP', num(monster.hp)],
        ['Staggered', num(monster.staggered)],
      ],
      ', ',
    ),
    monster.hpNote,
  ]
    .filter((part) => part)
    .join('; ');
  const resistances = [
    monster.immunities.length > 0 ? `**Immune:**&nbsp;${monster.immunities.join(', ')}` : '',
    monster.resistances.length > 0
      ? `**Resist:**&nbsp;${monster.resistances.map((r) => r.text).join(', ')}`
      : '',
    monster.vulnerabilities.length > 0
      ? `**Vulnerable:**&nbsp;${monster.vulnerabilities.map((v) => v.text).join(', ')}`
      : '',
  ]
    .filter((part) => part)
    .join(', ');
  const lines: (string | null)[] = [
    `#### ${monster.name}`,
    `**${rankLine(monster)}**${monster.leader ? ' (Leader)' : ''} (${xpText(monster.xp)} XP)`,
    kindLine(monster) + typeTail,
    [
      labelled([['Senses', [senses, monster.senses.note].filter((p) => p).join('; ')]]),
      labelled([
        [
          'Skills',
          monster.skills
            .map((s) => (s.bonus === null ? s.name : `${s.name} ${signed(s.bonus)}`))
            .join(', '),
        ],
      ]),
    ]
      .filter((part) => part)
      .join('; '),
    monster.languages ? labelled([['Languages', monster.languages.join(', ')]]) : null,
    abilityLine(ABILITY_COLUMNS.slice(0, 3)),
    abilityLine(ABILITY_COLUMNS.slice(3)),
    monster.equipment ? labelled([['Equipment', monster.equipment]]) : null,
    '',
    labelled([
      ['Initiative', monster.initiative === null ? null : signed(monster.initiative)],
      ['Speed', speeds],
    ]),
    monster.actionPoints === null
      ? null
      : labelled([['Action Points', String(monster.actionPoints)]]),
    [
      labelled([['AC', num(ac)]]),
      labelled(
        [
          ['Fort', num(fortitude)],
          ['Ref', num(reflex)],
          ['Will', num(will)],
        ],
        ', ',
      ),
      labelled([
        ['Saving Throws', monster.savingThrows === null ? null : signed(monster.savingThrows)],
      ]),
    ]
      .filter((part) => part)
      .join('; '),
    hp,
    resistances || null,
    ...monster.extras.map((extra) =>
      extra.label ? `**${extra.label}:** ${extra.text}` : extra.text,
    ),
    '',
    ...monster.entries.flatMap(entryLines),
  ];
  const quoted = lines
    .filter((line): line is string => line !== null)
    .map((line) => (line === '' ? '>' : `> ${line}  `))
    .join('\n');
  return monster.description ? `${quoted}\n\n${monster.description.text}\n` : `${quoted}\n`;
}
