/**
 * Powers → dnd4e `power` Items: a player's power from its block, and a stat
 * block's attack or trait as a power that rolls without a weapon (flat
 * bonus, `form` ability, weapon type and use `none`), as the system's
 * monsters do.
 */
import type {
  Defense,
  MonsterPowerEntry,
  MonsterTraitEntry,
  Power,
  PowerLine,
} from '../compiler/index.ts';
import { ABILITY_KEYS, findDice } from '../dice/index.ts';
import type { FoundryItem, PowerSystem } from './documents.ts';
import { attackFormula, flatDamage, powerDamage } from './formulas.ts';
import { escapeHtml, paragraph } from './html.ts';
import { foundryId } from './ids.ts';
import { POWER_SOURCES, type PowerType, type RangeType, type WeaponType } from './vocabulary.ts';
import {
  ACTION_OF,
  DEFENSE_OF,
  MONSTER_USE_OF,
  USE_OF,
  actionOfText,
  damageTypesIn,
  effectTypesIn,
} from './words.ts';

/** Where an item document sits: at the top of a pack, or embedded in an actor. */
export function itemKey(id: string, actorId?: string): string {
  return actorId ? `!actors.items!${actorId}.${id}` : `!items!${id}`;
}

/** The range type, range and area of a power's origin line; `special` where the system has no word. */
function rangeOf(power: Power): Pick<PowerSystem, 'rangeType' | 'rangePower' | 'area'> {
  const origin = power.origin;
  if (!origin) return { rangeType: 'special' };
  const range = origin.range === null ? undefined : String(origin.range);
  const area = origin.size ?? undefined;
  const within = (burst: RangeType, blast: RangeType): RangeType | null =>
    origin.area === 'burst' ? burst : origin.area === 'blast' ? blast : null;
  switch (origin.kind) {
    case 'self':
      return { rangeType: 'personal' };
    case 'melee':
      if (range === 'weapon') return { rangeType: 'weapon' };
      if (/touch/i.test(origin.details)) return { rangeType: 'touch' };
      return { rangeType: 'melee', ...(range && { rangePower: range }) };
    case 'ranged':
    case 'melee-or-ranged':
      if (range === 'weapon') return { rangeType: 'weapon' };
      return { rangeType: 'range', ...(range && { rangePower: range }) };
    case 'near': {
      const type = within('closeBurst', 'closeBlast');
      return type
        ? { rangeType: type, ...(area !== undefined && { area }) }
        : { rangeType: 'special' };
    }
    case 'far': {
      const type = origin.area === 'wall' ? 'wall' : within('rangeBurst', 'rangeBlast');
      if (!type) return { rangeType: 'special' };
      return {
        rangeType: type,
        ...(range && { rangePower: range }),
        ...(area !== undefined && { area }),
      };
    }
    default:
      return { rangeType: 'special' };
  }
}

/** Whether a power is used with a weapon, an implement, or neither (its keywords say). */
function toolOf(power: Power): 'weapon' | 'implement' | 'none' {
  const tags = power.tags.map((tag) => tag.toLowerCase());
  if (tags.includes('weapon')) return 'weapon';
  if (tags.includes('implement')) return 'implement';
  return 'none';
}

/** The weapon type of a weapon power from its origin. */
function weaponTypeOf(power: Power, tool: 'weapon' | 'implement' | 'none'): WeaponType {
  if (tool === 'implement') return 'implement';
  if (tool === 'none') return 'none';
  const kind = power.origin?.kind;
  return kind === 'ranged' ? 'ranged' : kind === 'melee-or-ranged' ? 'meleeRanged' : 'melee';
}

/** A line's text with its level scaling after it ("Level 21: 2dW + …"), which the system cannot say. */
function lineText(line: PowerLine): string {
  return [line.text, ...line.scaling.map((s) => `Level ${s.level}: ${s.text}`)].join(' ');
}

/** The own lines (attack group 0) of `power` with key `key`, as one text. */
function linesText(power: Power, key: PowerLine['key']): string | undefined {
  const lines = power.lines.filter((l) => l.key === key && l.attackGroup === 0);
  return lines.length > 0 ? lines.map(lineText).join(' ') : undefined;
}

/** The description: the header, origin and every line as the book prints them (nothing is lost). */
function powerHtml(power: Power): string {
  return [
    power.flavor ? `<p><em>${escapeHtml(power.flavor)}</em></p>` : '',
    paragraph(null, escapeHtml(power.headerText)),
    power.origin ? paragraph(null, escapeHtml(power.origin.raw)) : '',
    ...power.lines.map((line) =>
      [
        paragraph(line.label || null, line.html),
        ...line.scaling.map((s) => paragraph(`Level ${s.level}`, s.html)),
      ].join(''),
    ),
  ].join('');
}

/** The keys set to true, or nothing for none. */
function flags<K extends string>(keys: readonly K[]): Partial<Record<K, boolean>> | undefined {
  return keys.length > 0
    ? (Object.fromEntries(keys.map((k) => [k, true])) as Partial<Record<K, boolean>>)
    : undefined;
}

/** What kind of power the descriptor or header names: an ancestry's, a feat's, an item's, a basic feature, or a class's. */
function powerTypeOf(power: Power): PowerType {
  const words = `${power.descriptor?.raw ?? ''} ${power.headerText}`.toLowerCase();
  if (/\b(?:ancestry|race|species)\b/.test(words)) return 'race';
  if (/\bfeat\b/.test(words)) return 'feat';
  if (/\bitem\b/.test(words)) return 'item';
  return power.feature && !power.descriptor ? 'inherent' : 'class';
}

/** A player's power (or a feature's power) → a `power` Item. */
export function powerItem(power: Power, source: string): FoundryItem {
  const id = foundryId(`power:${power.id}`);
  const tool = toolOf(power);
  const hitLine = power.lines.find((l) => l.key === 'hit' && l.attackGroup === 0);
  const damage = hitLine?.dice[0] ? powerDamage(hitLine.dice[0].formula) : null;
  const attack = power.attack;
  const ability = attack?.abilities[0]?.ability;
  const defense = attack?.defenses[0];
  const sustain = power.lines.find((l) => l.key === 'sustain');
  const hitText = linesText(power, 'hit');
  const missText = linesText(power, 'miss');
  const effectText = linesText(power, 'effect');
  const source_ = power.tags.map((t) => t.toLowerCase());
  const powersource = POWER_SOURCES.find((s) => source_.includes(s.toLowerCase()));
  const system: PowerSystem = {
    description: { value: powerHtml(power) },
    source,
    ...(power.level !== null && { level: power.level }),
    useType: USE_OF[power.frequency],
    actionType: ACTION_OF[power.actions[0] ?? 'special'] ?? 'none',
    powerType: powerTypeOf(power),
    powerSubtype: power.feature ? 'feature' : power.category,
    ...(powersource && { powersource }),
    weaponType: weaponTypeOf(power, tool),
    weaponUse: tool === 'weapon' ? 'default' : 'none',
    ...rangeOf(power),
    ...(power.targets && { target: power.targets }),
    ...(linesText(power, 'trigger') && { trigger: linesText(power, 'trigger') }),
    ...(linesText(power, 'requirements') && { requirement: linesText(power, 'requirements') }),
    ...(linesText(power, 'special') && { special: linesText(power, 'special') }),
    ...(sustain && {
      sustain: {
        actionType: actionOfText(sustain.label + ' ' + sustain.text) ?? 'none',
        detail: sustain.text,
      },
    }),
    keywordsCustom: power.tags.join('; '),
    ...(attack &&
      defense && {
        attack: {
          isAttack: true,
          ability: ability ? ABILITY_KEYS[ability] : '',
          def: DEFENSE_OF[defense],
          formula: attackFormula(tool, attack.bonus),
        },
      }),
    ...(hitText !== undefined && {
      hit: { isDamage: damage !== null, ...damage, detail: hitText },
    }),
    ...(missText !== undefined && { miss: { detail: missText } }),
    ...(effectText !== undefined && { effect: { detail: effectText } }),
    ...(hitText && flags(damageTypesIn(hitText)) && { damageType: flags(damageTypesIn(hitText)) }),
    ...(flags(effectTypesIn(power.tags)) && { effectType: flags(effectTypesIn(power.tags)) }),
  };
  return { _id: id, _key: itemKey(id), name: power.name, type: 'power', system };
}

/** A stat block entry's range → the range type and range (the books write "Near blast 3", "Reach 2"…). */
function monsterRange(
  entry: MonsterPowerEntry,
): Pick<PowerSystem, 'rangeType' | 'rangePower' | 'area'> {
  const text = (entry.range ?? '').toLowerCase();
  const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
  const area = /burst|blast/.test(text) ? numbers[0] : undefined;
  const range = /within|range|ranged|reach/.test(text) ? numbers[numbers.length - 1] : undefined;
  const withArea = (type: RangeType) => ({
    rangeType: type,
    ...(area !== undefined && { area }),
    ...(range !== undefined && type.startsWith('range') && { rangePower: String(range) }),
  });
  if (/\bnear\b|\bclose\b/.test(text) || entry.kind === 'near')
    return withArea(
      /blast/.test(text) ? 'closeBlast' : /burst/.test(text) ? 'closeBurst' : 'special',
    );
  if (/\bfar\b|\barea\b/.test(text) || entry.kind === 'far')
    return withArea(
      /blast/.test(text) ? 'rangeBlast' : /burst/.test(text) ? 'rangeBurst' : 'special',
    );
  if (entry.kind === 'ranged' || entry.kind === 'basic-ranged')
    return { rangeType: 'range', ...(range !== undefined && { rangePower: String(range) }) };
  if (entry.kind === 'melee' || entry.kind === 'basic-melee')
    return { rangeType: /reach/.test(text) ? 'reach' : 'melee', rangePower: String(range ?? 1) };
  return { rangeType: 'special' };
}

/** A stat block's attack or power → an embedded `power` Item that rolls without a weapon. */
export function monsterPowerItem(
  entry: MonsterPowerEntry,
  actorId: string,
  index: number,
  source: string,
): FoundryItem {
  const id = foundryId(`monster-power:${actorId}:${index}:${entry.name}`);
  const damage = entry.dice[0] ? flatDamage(entry.dice[0].formula) : null;
  const secondary = entry.secondary.map(
    (s) =>
      `Secondary attack${s.attack ? ` +${s.attack.bonus} vs ${s.attack.defense}` : ''}: ${s.text}`,
  );
  const detail = [entry.effect.text, ...secondary].join(' ');
  const frequency = entry.frequency;
  const system: PowerSystem = {
    description: {
      value: [
        paragraph(
          null,
          escapeHtml([entry.action, frequency?.text, entry.range].filter(Boolean).join(', ')),
        ),
        entry.attack
          ? paragraph(
              'Attack',
              escapeHtml(
                `+${entry.attack.bonus} vs ${entry.attack.defense}${entry.attack.rider ? ` ${entry.attack.rider}` : ''}`,
              ),
            )
          : '',
        paragraph(null, entry.effect.html),
        ...entry.secondary.map((s) => paragraph('Secondary attack', s.html)),
      ].join(''),
    },
    source,
    useType: MONSTER_USE_OF[frequency?.kind ?? 'at-will'],
    actionType: actionOfText(entry.action) ?? 'none',
    powerType: 'inherent',
    powerSubtype: entry.attack ? 'attack' : 'utility',
    weaponType: 'none',
    weaponUse: 'none',
    ...monsterRange(entry),
    keywordsCustom: entry.tags.join('; '),
    ...(entry.attack && {
      attack: {
        isAttack: true,
        ability: 'form',
        def: DEFENSE_OF[entry.attack.defense],
        formula: String(entry.attack.bonus),
      },
    }),
    hit: { isDamage: damage !== null, ...damage, detail },
    ...(flags(damageTypesIn(detail)) && { damageType: flags(damageTypesIn(detail)) }),
    ...(flags(effectTypesIn(entry.tags)) && { effectType: flags(effectTypesIn(entry.tags)) }),
  };
  return { _id: id, _key: itemKey(id, actorId), name: entry.name, type: 'power', system };
}

/** A stat block's trait (or a trap's line) → an embedded `power` Item of text, used as a feature. */
export function traitItem(
  trait: Pick<MonsterTraitEntry, 'name' | 'text' | 'html'>,
  actorId: string,
  index: number,
  source: string,
): FoundryItem {
  const id = foundryId(`trait:${actorId}:${index}:${trait.name}`);
  return {
    _id: id,
    _key: itemKey(id, actorId),
    name: trait.name,
    type: 'power',
    system: {
      description: { value: paragraph(null, trait.html) },
      source,
      useType: 'other',
      actionType: 'none',
      powerType: 'inherent',
      powerSubtype: 'feature',
      weaponType: 'none',
      weaponUse: 'none',
      rangeType: 'special',
      keywordsCustom: '',
      effect: { detail: trait.text },
    },
  };
}

/** A flat attack a trap or hazard makes, from its bonus, defense and hit text. */
export function flatAttackItem(
  attack: {
    name: string;
    bonus: number | null;
    defense: Defense | null;
    hit: string | null;
    miss: string | null;
    effect: string | null;
    range: string | null;
    kind: MonsterPowerEntry['kind'];
  },
  actorId: string,
  source: string,
): FoundryItem {
  const hit = attack.hit ?? '';
  const dice = findDice(hit).matches[0];
  const entry: MonsterPowerEntry = {
    type: 'power',
    kind: attack.kind,
    name: attack.name,
    action: 'standard',
    frequency: null,
    tags: [],
    range: attack.range,
    attack:
      attack.bonus !== null && attack.defense
        ? { bonus: attack.bonus, defense: attack.defense, rider: null }
        : null,
    effect: {
      text: [
        hit,
        attack.miss && `Miss: ${attack.miss}`,
        attack.effect && `Effect: ${attack.effect}`,
      ]
        .filter(Boolean)
        .join(' '),
      html: [
        escapeHtml(hit),
        attack.miss && `<strong>Miss:</strong> ${escapeHtml(attack.miss)}`,
        attack.effect && `<strong>Effect:</strong> ${escapeHtml(attack.effect)}`,
      ]
        .filter(Boolean)
        .join(' '),
    },
    dice: dice ? [{ text: dice.text, formula: dice.formula }] : [],
    secondary: [],
    line: 0,
  };
  return monsterPowerItem(entry, actorId, 0, source);
}
