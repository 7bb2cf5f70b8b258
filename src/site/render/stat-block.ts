/**
 * A monster stat block as HTML: the one source of its markup, rendered by
 * src/components/StatBlock.astro on the site's pages (which adds its styles
 * and client scripts) and by the playground's Web Worker.
 */
import type { Monster, MonsterPowerEntry } from '../../compiler/index.ts';
import { headingTag } from '../blocks.ts';
import {
  ABILITY_COLUMNS,
  ATTACK_KIND_LABELS,
  attackSymbol,
  damageFormula,
  entryUsage,
  filterData,
  kindLine,
  rankLine,
  signed,
  xpText,
} from '../monsters.ts';
import { monsterUrl } from '../urls.ts';
import { el, esc } from './html.ts';

/** How to render a stat block. */
export interface StatBlockOptions {
  /** Level of the name heading (2–6). */
  headingLevel: number;
  /** Whether the name links to the monster's page. */
  linkName?: boolean;
  /** Id of the element (an anchor target). */
  id?: string;
  /** Whether to show the description paragraph after the block. */
  description?: boolean;
}

/** An attack of an entry: `+10 vs AC (rider); ` with the roll in a span. */
function attack(bonus: number, defense: string, rider: string | null, more: boolean): string {
  const tail = `${rider ? ` (${rider})` : ''}${more ? '; ' : ''}`;
  return el('span', { class: 'entry-attack' }, esc(`${signed(bonus)} vs ${defense}`)) + esc(tail);
}

/** The stat lines, each a list of [label, value] pairs (empty values left out). */
function statLines(monster: Monster): [string, string][][] {
  const senses = [
    monster.senses.perception === null ? null : `Perception ${signed(monster.senses.perception)}`,
    ...monster.senses.other,
  ]
    .filter((part) => part !== null)
    .join(', ');
  const speeds = [
    monster.speeds.walk === null ? null : String(monster.speeds.walk),
    ...monster.speeds.modes.map((mode) => mode.text),
  ]
    .filter((part) => part !== null)
    .join(', ');
  return (
    [
      [['HP', monster.hpNote ? `${monster.hp ?? '—'}; ${monster.hpNote}` : '']],
      [
        ['Initiative', monster.initiative === null ? '' : signed(monster.initiative)],
        ['Speed', speeds],
      ],
      [
        ['Action Points', monster.actionPoints === null ? '' : String(monster.actionPoints)],
        ['Saving Throws', monster.savingThrows === null ? '' : signed(monster.savingThrows)],
      ],
      [
        ['Immune', monster.immunities.join(', ')],
        ['Resist', monster.resistances.map((r) => r.text).join(', ')],
        ['Vulnerable', monster.vulnerabilities.map((v) => v.text).join(', ')],
      ],
      [
        ['Senses', [senses, monster.senses.note].filter((part) => part).join('; ')],
        [
          'Skills',
          monster.skills
            .map((s) => (s.bonus === null ? s.name : `${s.name} ${signed(s.bonus)}`))
            .join(', '),
        ],
      ],
      [['Languages', monster.languages?.join(', ') ?? '']],
    ] as [string, string][][]
  )
    .map((line) => line.filter(([, value]) => value !== ''))
    .filter((line) => line.length > 0);
}

/** Immune, Resist and Vulnerable are joined by commas, other fields by semicolons. */
const separatorOf = (label: string) => (['Resist', 'Vulnerable'].includes(label) ? ', ' : '; ');

function roller(entry: MonsterPowerEntry): string {
  const name = esc(entry.name);
  const recharge = entry.frequency?.kind === 'recharge' ? entry.frequency.recharge : null;
  return el(
    'div',
    {
      class: 'monster-roller',
      'data-monster-roller': true,
      'data-name': entry.name,
      'data-bonus': entry.attack?.bonus,
      'data-defense': entry.attack?.defense,
      'data-damage': (entry.attack && damageFormula(entry)) ?? undefined,
      'data-recharge': entry.frequency?.recharge.join(',') || undefined,
      'data-needs-js': true,
    },
    el(
      'p',
      { class: 'roller-controls' },
      entry.attack &&
        el(
          'label',
          {},
          `Target’s ${esc(entry.attack.defense)} `,
          el('input', {
            type: 'number',
            min: '1',
            max: '99',
            inputmode: 'numeric',
            placeholder: '?',
            'data-target-defense': true,
          }),
        ) +
          el(
            'button',
            { type: 'button', class: 'button', 'data-monster-attack': true },
            'Attack',
            el('span', { class: 'visually-hidden' }, `: ${name}`),
          ) +
          el(
            'button',
            { type: 'button', class: 'button', 'data-monster-damage': true, hidden: true },
            'Roll damage',
            el('span', { class: 'visually-hidden' }, `: ${name}`),
          ),
      recharge &&
        el(
          'button',
          { type: 'button', class: 'button', 'data-monster-recharge': true },
          `Recharge roll (${esc(recharge.join(', '))}) `,
          el('span', { class: 'visually-hidden' }, `: ${name}`),
        ),
    ),
    el('div', { class: 'roller-output', 'aria-live': 'polite', 'data-monster-output': true }),
  );
}

function entries(monster: Monster): string {
  return monster.entries
    .map((entry) => {
      if (entry.type === 'trait')
        return el(
          'li',
          { class: 'stat-entry entry-trait' },
          el('p', { class: 'entry-head' }, el('b', {}, esc(entry.name))),
          el('p', { class: 'entry-body' }, entry.html),
        );
      const usage = entryUsage(entry);
      return el(
        'li',
        { class: `stat-entry entry-${entry.kind}` },
        el(
          'p',
          { class: 'entry-head' },
          entry.kind !== 'none' &&
            el(
              'span',
              { class: 'entry-symbol', role: 'img', 'aria-label': ATTACK_KIND_LABELS[entry.kind] },
              esc(attackSymbol(entry.kind)),
            ) + ' ',
          el('b', { class: 'entry-name' }, esc(entry.name)),
          usage && esc(` (${usage})`),
          entry.tags.length > 0 && ` ● ${el('b', {}, esc(entry.tags.join(', ')))}`,
        ),
        el(
          'p',
          { class: 'entry-body' },
          entry.range && esc(`${entry.range}; `),
          entry.attack &&
            attack(
              entry.attack.bonus,
              entry.attack.defense,
              entry.attack.rider,
              entry.effect.html !== '',
            ),
          entry.effect.html,
        ),
        ...entry.secondary.map((secondary) =>
          el(
            'p',
            { class: 'entry-secondary' },
            el('i', {}, 'Secondary Attack:'),
            ' ',
            secondary.attack &&
              attack(
                secondary.attack.bonus,
                secondary.attack.defense,
                secondary.attack.rider,
                secondary.html !== '',
              ),
            secondary.html,
          ),
        ),
        (entry.attack || entry.frequency?.kind === 'recharge') && roller(entry),
      );
    })
    .join('');
}

/**
 * A stat block laid out like the books': a header band with name, level, rank,
 * role and XP; defenses and hit points prominent; the stat lines; the entries
 * with their attack symbols, an attack roller for attack entries and a
 * recharge roll for `refresh` ones; the "Add to encounter" controls. Pass a
 * monster whose HTML the page's Linker has already cross-linked.
 */
export function renderStatBlock(monster: Monster, options: StatBlockOptions): string {
  const { headingLevel, linkName = true, id, description = false } = options;
  const { defenses } = monster;
  const name = esc(monster.name);
  const typeTail = [
    monster.tags.length > 0 ? ` ● ${monster.tags.join(', ')}` : '',
    monster.alignment ? ` (${monster.alignment})` : '',
  ].join('');
  const abilityText = (key: keyof Monster['abilities']) => {
    const ability = monster.abilities[key];
    return ability ? `${ability.score} (${signed(ability.modifier)})` : '—';
  };
  const core = (label: string, value: number | null) =>
    el('div', {}, el('dt', {}, label), el('dd', {}, esc(value ?? '—')));
  return el(
    'article',
    {
      class: `stat-block rank-${monster.rank}`,
      id,
      ...filterData(monster),
      'data-hp': monster.hp ?? '',
      'data-staggered': monster.staggered ?? '',
    },
    el(
      'header',
      { class: 'stat-head' },
      el(
        headingTag(headingLevel),
        { class: 'stat-name' },
        linkName ? el('a', { href: monsterUrl(monster.id) }, name) : name,
      ),
      el('p', { class: 'stat-rank' }, esc(rankLine(monster)), monster.leader && ' (Leader)'),
      el('p', { class: 'stat-kind' }, esc(kindLine(monster) + typeTail)),
      el('p', { class: 'stat-xp' }, `${esc(xpText(monster.xp))} XP`),
    ),
    el(
      'dl',
      { class: 'stat-core' },
      el(
        'div',
        { class: 'stat-hp' },
        el('dt', {}, 'HP'),
        el(
          'dd',
          {},
          esc(monster.hp ?? '—'),
          monster.staggered !== null &&
            ' ' + el('span', { class: 'stat-staggered' }, `Staggered ${monster.staggered}`),
        ),
      ),
      core('AC', defenses.ac),
      core('Fort', defenses.fortitude),
      core('Ref', defenses.reflex),
      core('Will', defenses.will),
    ),
    el(
      'div',
      { class: 'stat-lines' },
      ...statLines(monster).map((line) =>
        el(
          'p',
          {},
          ...line.map(
            ([label, value], index) =>
              `${index > 0 ? separatorOf(label) : ''}${el('b', {}, label)} ${esc(value)}`,
          ),
        ),
      ),
      el(
        'table',
        { class: 'stat-abilities' },
        el('caption', { class: 'visually-hidden' }, `Ability scores and modifiers of ${name}`),
        ...[ABILITY_COLUMNS.slice(0, 3), ABILITY_COLUMNS.slice(3)].map((row) =>
          el(
            'tr',
            {},
            ...row.map(({ key, label }) =>
              el('td', {}, el('b', {}, esc(label)), ` ${esc(abilityText(key))}`),
            ),
          ),
        ),
      ),
      monster.equipment && el('p', {}, el('b', {}, 'Equipment'), ` ${esc(monster.equipment)}`),
      ...monster.extras.map((extra) =>
        el(
          'p',
          { class: 'stat-extra' },
          extra.label && el('b', {}, `${esc(extra.label)}: `),
          extra.html,
        ),
      ),
    ),
    el('ul', { class: 'stat-entries' }, entries(monster)),
    el(
      'p',
      { class: 'stat-actions', 'data-encounter-controls': true, 'data-needs-js': true },
      el(
        'button',
        {
          type: 'button',
          class: 'button',
          'data-encounter-add': monster.id,
          'data-encounter-name': monster.name,
        },
        'Add to encounter',
        el('span', { class: 'visually-hidden' }, `: ${name}`),
      ),
      ' ',
      el('a', { href: '/encounter/', 'data-encounter-link': true }, 'Open the encounter'),
      ' ',
      el('span', { class: 'encounter-message', role: 'status', 'data-encounter-message': true }),
    ),
    description &&
      monster.description &&
      el('div', { class: 'stat-description' }, monster.description.html),
  );
}
