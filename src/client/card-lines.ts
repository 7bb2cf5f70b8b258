/**
 * Reading a rendered power card: the attack a line makes, the dice that apply
 * at a level, and the damage roll of a Hit line's dice. No side effects, so
 * the resolved layer, the attack roller and the dice widgets share it.
 */
import type { Character } from '../character/character.ts';
import { activeScaling, damageRoll, type DamageRoll } from '../character/resolve.ts';
import type { Ability, Power, ScalingEntry } from '../compiler/index.ts';

/** The attack-power fields the model needs, read from the card's data attributes. */
export function cardPower(
  card: HTMLElement,
  line: HTMLElement = card,
): Pick<Power, 'attack' | 'tags'> {
  const { attackAbilities, attackBonus: bonus } = line.dataset;
  const { tags } = card.dataset;
  const abilities = (attackAbilities ?? '').split(' ').filter((word) => word !== '');
  return {
    attack:
      abilities.length > 0
        ? {
            abilities: abilities.map((ability) => ({ ability: ability as Ability, when: null })),
            bonus: bonus ? Number(bonus) : null,
            check: null,
            defenses: [],
            defenseChoice: null,
            against: '',
            raw: '',
          }
        : null,
    tags: tags ? tags.split('|') : [],
  };
}

/** The scaling entry (`li`) of a line that applies at `level`, if any. */
export function activeEntry(line: Element, level: number | null): HTMLElement | null {
  const items = [...line.querySelectorAll<HTMLElement>('.scaling > li[data-scaling-level]')];
  const entries = items.map((li) => ({ level: Number(li.dataset['scalingLevel']), li }));
  const active = activeScaling({ scaling: entries as unknown as ScalingEntry[] }, level);
  return (active as unknown as { li: HTMLElement } | null)?.li ?? null;
}

/** The dice marks that apply in a line: the active entry's, else the base text's. */
export function lineDice(line: Element, level: number | null): HTMLElement[] {
  const active = activeEntry(line, level);
  const marks = [...line.querySelectorAll<HTMLElement>('span.dice[data-dice]')];
  return active
    ? marks.filter((mark) => active.contains(mark))
    : marks.filter((mark) => !mark.closest('.scaling'));
}

/** A line's damage dice at `level`: its first dice that apply (the base text's when the entry has none). */
export function damageMark(line: Element, level: number | null): HTMLElement | null {
  return lineDice(line, level)[0] ?? lineDice(line, null)[0] ?? null;
}

/**
 * The damage roll of a dice mark for `who` when the mark is the damage dice
 * of a power card's Hit line (enhancement and its critical dice included),
 * else null: other dice roll as written.
 */
export function hitDamage(mark: HTMLElement, who: Character): DamageRoll | null {
  const line = mark.closest<HTMLElement>('.power-line.line-hit');
  const card = line?.closest<HTMLElement>('article.power-card');
  if (!line || !card || damageMark(line, who.level) !== mark) return null;
  return damageRoll(mark.dataset['dice']!, cardPower(card), who);
}
