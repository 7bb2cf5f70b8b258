/**
 * A monster stat block as a tree: its one renderer, shown by
 * src/components/StatBlock.astro on the site's pages (which adds its styles
 * and client scripts), in section bodies (./section.ts) and by the
 * playground's Web Worker.
 */
import type { Element, ElementContent } from 'hast';
import type { Monster, MonsterPowerEntry } from '../../compiler/index.ts';
import { headingTag } from '../blocks.ts';
import {
  ABILITY_COLUMNS,
  ATTACK_KIND_LABELS,
  attackSymbol,
  damageFormula,
  entryUsage,
  kindLine,
  rankLine,
  signed,
} from '../monster-view.ts';
import { xpText } from '../xp-text.ts';
import { monsterUrl } from '../urls.ts';
import { foundryLink } from './foundry-link.ts';
import { h, LABEL_GAP, raw } from './html.ts';
import { sensesText, speedsText } from '../monster-lines.ts';

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
  /** Links the monster's Foundry document (only where the site publishes the Foundry module). */
  foundryLink?: boolean;
}

/** An attack of an entry: `+10 vs AC (rider); ` with the roll in a span. */
function attack(
  bonus: number,
  defense: string,
  rider: string | null,
  more: boolean,
): ElementContent[] {
  const tail = `${rider ? ` (${rider})` : ''}${more ? '; ' : ''}`;
  return [h('span', { class: 'entry-attack' }, `${signed(bonus)} vs ${defense}`), text(tail)];
}

/** The stat lines, each a list of [label, value] pairs (empty values left out). */
function statLines(monster: Monster): [string, string][][] {
  const senses = sensesText(monster);
  const speeds = speedsText(monster);
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

/** A text node (for a part built outside `h`). */
const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * The "Add to encounter" controls of a stat block or a trap's card (wired by
 * src/client/encounter-add.ts): the button adds one copy of `entryId`, the
 * status says so. Shown only when scripts run.
 */
export function encounterControls(entryId: string, name: string): Element {
  return h(
    'p',
    { class: 'stat-actions', 'data-encounter-controls': true, 'data-needs-js': true },
    h(
      'button',
      {
        type: 'button',
        class: 'button',
        'data-encounter-add': entryId,
        'data-encounter-name': name,
      },
      'Add to encounter',
      h('span', { class: 'visually-hidden' }, `: ${name}`),
    ),
    ' ',
    h('a', { href: '/encounter/', 'data-encounter-link': true }, 'Open the encounter'),
    ' ',
    h('span', { class: 'encounter-message', role: 'status', 'data-encounter-message': true }),
  );
}

/**
 * An attack entry's roller box (`[data-monster-roller]`): the data its
 * controls are built from in the browser (target's defense, Attack, Roll
 * damage, Recharge roll: src/client/roller-controls.ts), wired by
 * src/client/attack-roller.ts. Empty in the HTML: the controls need scripts,
 * and the longest chapter carried hundreds of them. Exported so a trap's attack
 * in an encounter rolls the same way.
 */
export function roller(entry: MonsterPowerEntry): Element {
  const recharge = entry.frequency?.kind === 'recharge' ? entry.frequency.recharge : [];
  return h('div', {
    class: 'monster-roller',
    'data-monster-roller': true,
    'data-name': entry.name,
    'data-bonus': entry.attack?.bonus,
    'data-defense': entry.attack?.defense,
    'data-damage': (entry.attack && damageFormula(entry)) ?? undefined,
    'data-recharge': recharge.join(',') || undefined,
    'data-needs-js': true,
  });
}

function entries(monster: Monster): Element[] {
  return monster.entries.map((entry) => {
    if (entry.type === 'trait')
      return h(
        'li',
        { class: 'stat-entry entry-trait' },
        h('p', { class: 'entry-head' }, h('b', {}, entry.name)),
        h('p', { class: 'entry-body' }, raw(entry.html)),
      );
    const usage = entryUsage(entry);
    return h(
      'li',
      { class: `stat-entry entry-${entry.kind}` },
      h(
        'p',
        { class: 'entry-head' },
        entry.kind !== 'none' &&
          h(
            'span',
            { class: 'entry-symbol', role: 'img', 'aria-label': ATTACK_KIND_LABELS[entry.kind] },
            attackSymbol(entry.kind),
          ),
        entry.kind !== 'none' && ' ',
        h('b', { class: 'entry-name' }, entry.name),
        usage && ` (${usage})`,
        entry.tags.length > 0 && [' ● ', h('b', {}, entry.tags.join(', '))],
      ),
      h(
        'p',
        { class: 'entry-body' },
        entry.range && `${entry.range}; `,
        entry.attack &&
          attack(
            entry.attack.bonus,
            entry.attack.defense,
            entry.attack.rider,
            entry.effect.html !== '',
          ),
        raw(entry.effect.html),
      ),
      ...entry.secondary.map((secondary) =>
        h(
          'p',
          { class: 'entry-secondary' },
          h('i', {}, 'Secondary Attack:'),
          ' ',
          secondary.attack &&
            attack(
              secondary.attack.bonus,
              secondary.attack.defense,
              secondary.attack.rider,
              secondary.html !== '',
            ),
          raw(secondary.html),
        ),
      ),
      (entry.attack || entry.frequency?.kind === 'recharge') && roller(entry),
    );
  });
}

/**
 * A stat block laid out like the books': a header band with name, level, rank,
 * role and XP; defenses and hit points prominent; the stat lines; the entries
 * with their attack symbols, an attack roller for attack entries and a
 * recharge roll for `refresh` ones; the "Add to encounter" controls. Its
 * content is inside `<orcus-stat-block>`, the custom element that wires it in
 * the browser (src/client/stat-block-element.ts; `display: contents`). Pass a monster
 * whose HTML the page's Linker has already cross-linked.
 */
export function statBlock(monster: Monster, options: StatBlockOptions): Element {
  const { headingLevel, linkName = true, id, description = false, foundryLink: foundry } = options;
  const { defenses } = monster;
  const name = monster.name;
  const typeTail = [
    monster.tags.length > 0 ? ` ● ${monster.tags.join(', ')}` : '',
    monster.alignment ? ` (${monster.alignment})` : '',
  ].join('');
  const abilityText = (key: keyof Monster['abilities']) => {
    const ability = monster.abilities[key];
    return ability ? `${ability.score} (${signed(ability.modifier)})` : '—';
  };
  const core = (label: string, value: number | null) =>
    h('div', {}, h('dt', {}, label), LABEL_GAP, h('dd', {}, value ?? '—'));
  return h(
    'article',
    {
      class: `stat-block rank-${monster.rank}`,
      id,
      // Only the monster's id: the filters read the index's rows and the
      // encounter its own records, so a chapter of stat blocks carries no filter
      // fields (they weighed about 6 KB gzipped on the longest bestiary).
      'data-monster': monster.id,
    },
    // The block's behaviour (src/client/stat-block-element.ts): the block wires itself wherever it is inserted.
    h(
      'orcus-stat-block',
      {},
      h(
        'header',
        { class: 'stat-head' },
        h(
          headingTag(headingLevel),
          { class: 'stat-name' },
          linkName ? h('a', { href: monsterUrl(monster.id) }, name) : name,
        ),
        h('p', { class: 'stat-rank' }, rankLine(monster), monster.leader && ' (Leader)'),
        h('p', { class: 'stat-kind' }, kindLine(monster) + typeTail),
        h('p', { class: 'stat-xp' }, `${xpText(monster.xp)} XP`),
      ),
      h(
        'dl',
        { class: 'stat-core' },
        h(
          'div',
          { class: 'stat-hp' },
          h('dt', {}, 'HP'),
          LABEL_GAP,
          h(
            'dd',
            {},
            monster.hp ?? '—',
            monster.staggered !== null && [
              ' ',
              h('span', { class: 'stat-staggered' }, `Staggered ${monster.staggered}`),
            ],
          ),
        ),
        core('AC', defenses.ac),
        core('Fort', defenses.fortitude),
        core('Ref', defenses.reflex),
        core('Will', defenses.will),
      ),
      h(
        'div',
        { class: 'stat-lines' },
        ...statLines(monster).map((line) =>
          h(
            'p',
            {},
            ...line.map(([label, value], index) => [
              index > 0 && separatorOf(label),
              h('b', {}, label),
              ` ${value}`,
            ]),
          ),
        ),
        h(
          'table',
          { class: 'stat-abilities' },
          h('caption', { class: 'visually-hidden' }, `Ability scores and modifiers of ${name}`),
          ...[ABILITY_COLUMNS.slice(0, 3), ABILITY_COLUMNS.slice(3)].map((row) =>
            h(
              'tr',
              {},
              ...row.map(({ key, label }) =>
                h('td', {}, h('b', {}, label), ` ${abilityText(key)}`),
              ),
            ),
          ),
        ),
        monster.equipment && h('p', {}, h('b', {}, 'Equipment'), ` ${monster.equipment}`),
        ...monster.extras.map((extra) =>
          h(
            'p',
            { class: 'stat-extra' },
            extra.label && h('b', {}, `${extra.label}: `),
            raw(extra.html),
          ),
        ),
      ),
      h('ul', { class: 'stat-entries' }, entries(monster)),
      encounterControls(monster.id, name),
      foundry && foundryLink('monsters', monster.id, name),
      description &&
        monster.description &&
        h('div', { class: 'stat-description' }, raw(monster.description.html)),
    ),
  );
}
