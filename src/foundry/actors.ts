/**
 * Monsters → dnd4e `NPC` Actors and traps/hazards → `Hazard` Actors, with
 * their attacks and traits as embedded power Items. `advancedCals: false`
 * makes the system use the printed defenses, initiative and skills as
 * written. What has no field in the system (senses beyond Perception,
 * speeds, resistances, languages, an origin or role outside its lists) is
 * kept as text in the biography.
 */
import type { Monster, Trap } from '../compiler/index.ts';
import type { ActorSystem, FoundryActor, FoundryItem } from './documents.ts';
import { escapeHtml, paragraph } from './html.ts';
import { foundryId } from './ids.ts';
import { flatAttackItem, monsterPowerItem, traitItem } from './powers.ts';
import { MONSTER_DEFENSE_OF, RANK_OF, SIZE_OF, creatureTypeOf, originOf, roleOf } from './words.ts';

/** The system's skill keys, by the skill's name. */
export const SKILL_KEY: Readonly<Record<string, string>> = {
  acrobatics: 'acr',
  arcana: 'arc',
  athletics: 'ath',
  bluff: 'blu',
  diplomacy: 'dip',
  dungeoneering: 'dun',
  endurance: 'end',
  heal: 'hea',
  history: 'his',
  insight: 'ins',
  intimidate: 'itm',
  nature: 'nat',
  perception: 'prc',
  religion: 'rel',
  stealth: 'stl',
  streetwise: 'stw',
  thievery: 'thi',
};

/** The stat block's lines that have no field in the system, as HTML. */
function monsterNotes(monster: Monster, unmapped: string[]): string {
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : null);
  const speeds = [
    monster.speeds.walk !== null ? String(monster.speeds.walk) : null,
    ...monster.speeds.modes.map((m) => m.text),
  ].filter((s): s is string => s !== null);
  const rows: [string, string | null][] = [
    ['Unmapped', list(unmapped)],
    [
      'Senses',
      list([...monster.senses.other, ...(monster.senses.note ? [monster.senses.note] : [])]),
    ],
    ['Speed', list(speeds)],
    ['Immune', list(monster.immunities)],
    ['Resist', list(monster.resistances.map((r) => r.text))],
    ['Vulnerable', list(monster.vulnerabilities.map((r) => r.text))],
    ['Saving throws', monster.savingThrows !== null ? `+${monster.savingThrows}` : null],
    ['Action points', monster.actionPoints !== null ? String(monster.actionPoints) : null],
    ['HP', monster.hpNote],
    [
      'Skills',
      list(
        monster.skills
          .filter((s) => !SKILL_KEY[s.name.toLowerCase()])
          .map((s) => `${s.name} ${s.bonus ?? ''}`.trim()),
      ),
    ],
    ['Alignment', monster.alignment],
    ['Languages', monster.languages ? list(monster.languages) : null],
    ['Equipment', monster.equipment],
    ['Keywords', list(monster.tags)],
  ];
  return [
    ...rows.map(([label, text]) => paragraph(label, text && escapeHtml(text))),
    ...monster.extras.map((extra) => paragraph(extra.label, extra.html)),
    monster.description ? paragraph(null, monster.description.html) : '',
  ].join('');
}

/** A monster's stat block → an `NPC` Actor. */
export function npcActor(monster: Monster, source: string): FoundryActor {
  const id = foundryId(`monster:${monster.id}`);
  const role = roleOf(monster.role);
  const origin = originOf(monster.origin);
  const type = creatureTypeOf(monster.type);
  const unmapped = [
    !role ? `role ${monster.role}` : null,
    monster.origin && !origin ? `origin ${monster.origin}` : null,
    monster.type && !type ? `type ${monster.type}` : null,
  ].filter((s): s is string => s !== null);
  const defences: NonNullable<ActorSystem['defences']> = {};
  for (const [name, key] of Object.entries(MONSTER_DEFENSE_OF) as [
    keyof Monster['defenses'],
    keyof typeof defences,
  ][]) {
    const value = monster.defenses[name];
    if (value !== null) defences[key] = { base: value };
  }
  const abilities: NonNullable<ActorSystem['abilities']> = {};
  for (const [key, ability] of Object.entries(monster.abilities) as [
    keyof typeof abilities,
    Monster['abilities']['str'],
  ][])
    if (ability) abilities[key] = { value: ability.score };
  const skills: NonNullable<ActorSystem['skills']> = {};
  for (const skill of monster.skills) {
    const key = SKILL_KEY[skill.name.toLowerCase()];
    if (key && skill.bonus !== null) skills[key] = { base: skill.bonus };
  }
  if (monster.senses.perception !== null) skills.prc = { base: monster.senses.perception };
  const hp = monster.hp ?? 1;
  const items: FoundryItem[] = monster.entries.map((entry, index) =>
    entry.type === 'power'
      ? monsterPowerItem(entry, id, index, source)
      : traitItem(entry, id, index, source),
  );
  return {
    _id: id,
    _key: `!actors!${id}`,
    name: monster.name,
    type: 'NPC',
    system: {
      advancedCals: false,
      details: {
        level: monster.level,
        exp: Math.round(monster.xp),
        ...(monster.size && { size: SIZE_OF[monster.size] }),
        ...(origin && { origin }),
        ...(type && { type }),
        role: {
          ...(role && { primary: role }),
          secondary: RANK_OF[monster.rank],
          leader: monster.leader,
        },
        biography: monsterNotes(monster, unmapped),
      },
      attributes: { hp: { value: hp, max: hp }, init: { base: monster.initiative ?? 0 } },
      defences,
      abilities,
      skills,
    },
    items,
  };
}

/** A trap or hazard → a `Hazard` Actor, its attack an embedded power and its lines text. */
export function hazardActor(trap: Trap, source: string): FoundryActor {
  const id = foundryId(`trap:${trap.id}`);
  const role = roleOf(trap.role);
  const attack = trap.attack;
  const items: FoundryItem[] = attack
    ? [
        flatAttackItem(
          {
            name: `${trap.name} attack`,
            bonus: attack.bonus,
            defense: attack.defense,
            hit: attack.hit,
            miss: attack.miss,
            effect: attack.effect,
            range: attack.rangeText,
            kind: attack.kind,
          },
          id,
          source,
        ),
      ]
    : [];
  const text = (label: string | null, value: string | null) =>
    paragraph(label, value && escapeHtml(value));
  return {
    _id: id,
    _key: `!actors!${id}`,
    name: trap.name,
    type: 'Hazard',
    system: {
      advancedCals: false,
      details: {
        level: trap.level,
        exp: Math.round(trap.xp),
        role: {
          ...(role && { primary: role }),
          secondary: trap.elite ? 'elite' : 'standard',
          leader: false,
        },
        biography: [
          text(null, trap.levelLine),
          text('Detect', trap.detection.map((d) => d.text).join(' ') || null),
          text('Trigger', trap.trigger),
          text('Target', trap.target),
          text(
            'Attack',
            attack
              ? [
                  attack.rangeText,
                  attack.bonus !== null ? `+${attack.bonus} vs ${attack.defense ?? ''}` : null,
                ]
                  .filter(Boolean)
                  .join(', ')
              : null,
          ),
          text('Hit', attack?.hit ?? null),
          text('Miss', attack?.miss ?? null),
          text('Effect', attack?.effect ?? null),
          ...(attack?.secondary ?? []).map((s) => text('Secondary attack', s.text)),
          text('Aftereffect', attack?.aftereffect ?? null),
          text('Special', trap.special),
          ...trap.countermeasures.map((c) => text('Countermeasure', c)),
          text(null, trap.description),
          ...trap.notes.map((n) => text(null, n)),
        ].join(''),
      },
    },
    items,
  };
}
