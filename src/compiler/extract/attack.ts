/**
 * Attack lines as the books write them, modelled so a tool can roll them:
 * `Strength vs AC`, `Dexterity +2 vs Reflex`, `Strength or Dexterity vs
 * Fortitude or Reflex (whichever is higher)`, `Dexterity (ranged) or Strength
 * (melee) vs AC`, and skill checks (`Bluff check vs target's passive Insight
 * score`, `Intimidate vs Will +10`). The line as written is always kept.
 */
import { ABILITY_KEYS, DEFENSE_SPELLINGS } from '../stat-names.ts';
import { checkSkill } from '../skills.ts';
import { ownValue } from './lookup.ts';
import type { Ability, Attack, AttackAbility, Defense, DefenseChoice } from '../types.ts';

/** Ability names and abbreviations (lower case) → the ability, as a map (no prototype keys). */
export const ABILITIES: ReadonlyMap<string, Ability> = new Map(
  (Object.entries(ABILITY_KEYS) as [Ability, string][]).flatMap(([ability, key]) => [
    [ability, ability],
    [key, ability],
  ]),
);

/** Reads an attack line; what cannot be modelled stays in `raw` and `against`. */
export function readAttack(text: string): Attack {
  const raw = text.trim();
  const split = /\s+vs\.?\s+/i.exec(raw);
  const left = (split ? raw.slice(0, split.index) : raw).trim();
  const against = split ? raw.slice(split.index + split[0].length).trim() : '';
  const { defenses, defenseChoice } = readDefenses(against);
  const check = split ? readCheck(left) : null;
  const { abilities, bonus } = check === null && split ? readAbilities(left) : noAbilities;
  return { abilities, bonus, check, defenses, defenseChoice, against, raw };
}

const noAbilities = { abilities: [] as AttackAbility[], bonus: null };

/** `Bluff check`, `Intimidate`, `Sleight of Hand check +2` → the skill; null when no skill is named. */
function readCheck(left: string): string | null {
  const words = left
    .replace(/\s+check\b.*$/i, '')
    .replace(/\s*[+-]\s*\d+$/, '')
    .trim();
  return checkSkill(words);
}

/** `Strength or Dexterity +2`, `Dexterity (ranged) or Strength (melee)` → abilities and bonus. */
function readAbilities(left: string): { abilities: AttackAbility[]; bonus: number | null } {
  const bonusMatch = /\s*([+−-])\s*(\d+)$/.exec(left);
  const bonus = bonusMatch ? (bonusMatch[1] === '+' ? 1 : -1) * Number(bonusMatch[2]) : null;
  const list = bonusMatch ? left.slice(0, bonusMatch.index) : left;
  const abilities: AttackAbility[] = [];
  for (const part of list.split(/\s*(?:,|\bor\b)\s*/i)) {
    const match = /^([A-Za-z]+)(?:\s*\(([^)]*)\))?(?:\s+modifier)?$/i.exec(part.trim());
    const ability = match ? ABILITIES.get(match[1]!.toLowerCase()) : undefined;
    if (!ability) return noAbilities;
    abilities.push({ ability, when: match?.[2]?.trim() || null });
  }
  return { abilities, bonus: abilities.length > 0 ? bonus : null };
}

/** `AC`, `Fortitude or Reflex (whichever is higher)`, `Will. Targets get …` → defenses and the choice. */
function readDefenses(against: string): {
  defenses: Defense[];
  defenseChoice: DefenseChoice | null;
} {
  const clause = /^[^.;,]*?(?:\([^)]*\))?(?=[.;,]|$)/.exec(against)?.[0] ?? '';
  const head = clause.replace(/\([^)]*\)/g, ' ');
  const words = head.split(/\s+(?:or|and|\/)\s+|\s*\/\s*/i).map((word) => word.trim());
  const defenses: Defense[] = [];
  for (const word of words) {
    const defense = ownValue(DEFENSE_SPELLINGS, (/^[A-Za-z]+/.exec(word)?.[0] ?? '').toLowerCase());
    if (!defense) break;
    if (!defenses.includes(defense)) defenses.push(defense);
  }
  if (defenses.length === 0) return { defenses, defenseChoice: null };
  if (defenses.length === 1) return { defenses, defenseChoice: 'only' };
  const choice = /\b(higher|highest)\b/i.test(clause)
    ? 'higher'
    : /\b(lower|lowest)\b/i.test(clause)
      ? 'lower'
      : 'either';
  return { defenses, defenseChoice: choice };
}
