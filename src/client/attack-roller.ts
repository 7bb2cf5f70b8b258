/**
 * Attack rolls on attack power cards (`[data-attack-roller]`, rendered by
 * PowerCard for powers that attack with an ability; hidden without
 * JavaScript). "Attack" rolls d20 + the attack bonus once per target (the
 * power's count, or the reader's `[data-attack-targets]` number for "each
 * enemy"-style targets), flagging a natural 20 (always hits; a critical hit
 * only if the total would hit anyway — the rulebook's "Rolling 1 or 20") and a
 * natural 1 (always misses), against the target's defense when the reader
 * gives it, and records hit or miss in the roll log; then "Roll damage" rolls the Hit line's
 * first dice formula (the active scaling entry's when one applies) once,
 * as a critical hit by the site's ruleset (Orcus: maximum damage; 13th Age:
 * double damage) if any attack was one; a Weapon or Implement power's Hit
 * damage adds the enhancement bonus, and on a critical hit 1d6 per point of
 * it, rolled (the breakdown and the roll log name both). It is offered only when an attack
 * may have hit; when one missed and the power has a Miss line with dice,
 * "Roll miss damage" rolls that instead — never the Hit's. Under a ruleset
 * with an escalation die (13th Age) its value (roll panel) adds to every
 * attack. Results go to a polite live region in the card and every roll to
 * the roll log. When the character lacks a value, the output says which
 * instead of rolling.
 */
import { attackNeeds, formulaNeeds } from '../character/needs.ts';
import { attackBonus, diceContext, enhancementNote, signed } from '../character/resolve.ts';
import { formatDice, judgeAttack, parseDice, roll } from '../dice/browser.ts';
import { cardPower, damageMark, hitDamage } from './card-lines.ts';
import { cardCharacter } from './resolve-cards.ts';
import { recordRoll } from './roll-store.ts';
import { currentRng } from './rng-source.ts';
import { readEscalation } from './escalation-store.ts';
import { critEffect, naturalTwenty, ruleset } from './ruleset.ts';

const MAX_TARGETS = 20;

/** "a, b and c" */
const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

const ask = (items: string[]) => `Set your ${list([...new Set(items)])} in the Character panel.`;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = '') => {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
};

/** Boxes already wired (the page's own and the playground's renders may both ask). */
const wired = new WeakSet<HTMLElement>();

/** Wires one power card's roller box once and shows it (the playground calls it on cards it renders). */
export function setUp(box: HTMLElement): void {
  if (wired.has(box)) return;
  wired.add(box);
  const card = box.closest<HTMLElement>('article.power-card');
  const attack = box.querySelector<HTMLButtonElement>('[data-attack-button]');
  const damage = box.querySelector<HTMLButtonElement>('[data-damage-button]');
  const output = box.querySelector<HTMLElement>('[data-attack-output]');
  if (!card || !attack || !damage || !output) return;
  const source = card.querySelector('.power-name')?.textContent?.trim() || null;
  const defense = card.dataset['defense'] ?? '';
  const hitLine = card.querySelector('.line-hit:not(.sub-attack-line)');
  const missLine = card.querySelector('.line-miss:not(.sub-attack-line)');
  let critical = false;
  /** A natural 20 against an unknown defense: the reader decides whether it was a critical hit. */
  let possibleCritical = false;
  const critDamage = el('button', 'Roll critical damage', 'button');
  critDamage.type = 'button';
  critDamage.hidden = true;
  critDamage.dataset['critDamageButton'] = '';
  damage.after(critDamage);
  const missDamage = el('button', 'Roll miss damage', 'button');
  missDamage.type = 'button';
  missDamage.hidden = true;
  missDamage.dataset['missDamageButton'] = '';
  critDamage.after(missDamage);
  const hideDamage = () => {
    damage.hidden = true;
    critDamage.hidden = true;
    missDamage.hidden = true;
  };

  attack.addEventListener('click', () => {
    const who = cardCharacter(card);
    hideDamage();
    const power = cardPower(card);
    const needs = attackNeeds(power, who);
    const bonus = attackBonus(power, who);
    if (needs.length > 0 || !bonus) {
      output.replaceChildren(el('p', ask(needs.length > 0 ? needs : ['level'])));
      return;
    }
    let count = Number(attack.dataset['targets']);
    const input = box.querySelector<HTMLInputElement>('[data-attack-targets]');
    if (input) {
      count = Number(input.value.trim());
      if (!Number.isInteger(count) || count < 1 || count > MAX_TARGETS) {
        output.replaceChildren(el('p', `Targets must be a whole number from 1 to ${MAX_TARGETS}.`));
        return;
      }
    }
    count ||= 1;
    const defenseInput = box.querySelector<HTMLInputElement>('[data-attack-defense]');
    const defenseText = defenseInput?.value.trim() ?? '';
    const target = defenseText === '' ? null : Number(defenseText);
    if (target !== null && (!Number.isInteger(target) || target < 1 || target > 99)) {
      output.replaceChildren(
        el('p', `The target’s ${defense} must be a whole number from 1 to 99.`),
      );
      return;
    }
    const escalation = ruleset.escalationDie ? readEscalation() : 0;
    const modifier = bonus.total + escalation;
    const formula = `d20 ${modifier < 0 ? '-' : '+'} ${Math.abs(modifier)}`;
    let anyHit = false;
    let anyMiss = false;
    const results = el(count > 1 ? 'ol' : 'div', '', 'attack-results');
    critical = false;
    possibleCritical = false;
    for (let n = 1; n <= count; n++) {
      const natural = roll('d20', {}, { rng: currentRng() }).total;
      const total = natural + modifier;
      const { hit, critical: crit } = judgeAttack(natural, total, target, naturalTwenty);
      const flag =
        natural === 1
          ? 'natural 1 — automatic miss'
          : natural === 20
            ? crit === true
              ? 'natural 20 — critical hit'
              : crit === false
                ? `natural 20 — automatic hit (not a critical hit: ${total} would miss)`
                : `natural 20 — automatic hit; a critical hit if ${total} hits the target’s ${defense}`
            : hit === null
              ? ''
              : hit
                ? 'hit'
                : 'miss';
      const notes = [target === null ? `vs ${defense}` : `vs ${defense} ${target}`];
      if (count > 1) notes.push(`target ${n} of ${count}`);
      if (natural === 20) notes.push('natural 20', ...(crit === true ? ['critical hit'] : []));
      if (natural === 1) notes.push('natural 1 (miss)');
      if (escalation !== 0) notes.push(`escalation die +${escalation}`);
      critical ||= crit === true;
      anyHit ||= hit !== false;
      anyMiss ||= hit === false;
      possibleCritical ||= crit === null;
      const item = el(count > 1 ? 'li' : 'p');
      item.dataset['attackResult'] = '';
      item.dataset['natural'] = String(natural);
      item.dataset['total'] = String(total);
      if (crit === true) item.dataset['critical'] = '';
      item.append(
        count > 1 ? `Target ${n}: ` : 'Attack: ',
        el('strong', String(total)),
        ` vs ${defense}${target === null ? '' : ` ${target}`} (natural ${natural} ${signed(bonus.total).replace(/^./, '$& ')}${escalation ? ` + ${escalation} escalation die` : ''})`,
      );
      if (flag) item.append(' ', el('span', flag, 'attack-flag'));
      results.append(item);
      recordRoll({
        kind: 'attack',
        formula,
        resolved: formula,
        dice: [{ sides: 20, value: natural }],
        total,
        source,
        notes,
        ...(hit === null ? {} : { outcome: hit ? 'hit' : 'miss' }),
      });
    }
    output.replaceChildren(results);
    damage.hidden = !anyHit || !hitLine?.querySelector('span.dice[data-dice]');
    critDamage.hidden = damage.hidden || !possibleCritical || critical;
    missDamage.hidden = !anyMiss || !missLine?.querySelector('span.dice[data-dice]');
  });

  critDamage.addEventListener('click', () => {
    critical = true;
    rollDamage(hitLine, 'hit');
  });
  damage.addEventListener('click', () => rollDamage(hitLine, 'hit'));
  missDamage.addEventListener('click', () => rollDamage(missLine, 'miss'));

  /** Rolls the first dice of the Hit or Miss line (a critical hit applies to the Hit's only). */
  const rollDamage = (damageLine: Element | null, on: 'hit' | 'miss') => {
    const who = cardCharacter(card);
    const mark = damageLine && damageMark(damageLine, who.level);
    if (!mark) return;
    const crit = on === 'hit' && critical;
    const formula = mark.dataset['dice']!;
    const parsed = parseDice(formula);
    const needs = parsed.ok ? formulaNeeds(parsed.expr, who) : [];
    const line = el('p');
    line.dataset['damageResult'] = '';
    output.querySelector('[data-damage-result]')?.remove();
    if (needs.length > 0) line.textContent = ask(needs);
    else
      try {
        // A Hit line's damage takes the enhancement bonus (and its dice on a critical hit).
        const damage = on === 'hit' ? hitDamage(mark, who) : null;
        const critDice = crit ? damage?.critDice : null;
        const result = roll(damage?.expr ?? formula, diceContext(who), {
          rng: currentRng(),
          mode: crit ? 'critical' : 'normal',
          ruleset,
          ...(critDice ? { extraCritDice: critDice } : {}),
        });
        const added = damage ? enhancementNote({ ...damage, critDice: critDice ?? null }) : '';
        line.dataset['total'] = String(result.total);
        line.dataset['on'] = on;
        line.append(
          on === 'miss' ? 'Miss damage: ' : 'Damage: ',
          el('strong', String(result.total)),
          ` (${result.breakdown}${added ? `; ${added}` : ''})`,
        );
        if (crit) line.append(' ', el('span', `critical hit — ${critEffect}`, 'attack-flag'));
        recordRoll({
          kind: 'damage',
          formula: (mark.querySelector('button') ?? mark).textContent!.trim() || formula,
          resolved: critDice ? `${result.resolved} + ${formatDice(critDice)}` : result.resolved,
          dice: result.dice.map(({ sides, value }) => ({ sides, value })),
          total: result.total,
          source,
          notes: [
            ...(crit ? ['critical hit'] : on === 'miss' ? ['miss'] : []),
            ...(added ? [added] : []),
          ],
        });
      } catch {
        line.textContent = 'This damage cannot be rolled for your character.';
      }
    output.append(line);
    // One damage roll per attack: back to the Attack button for the next one.
    if (line.dataset['total']) {
      hideDamage();
      attack.focus();
    }
  };

  box.hidden = false;
}

for (const box of document.querySelectorAll<HTMLElement>('[data-attack-roller]')) setUp(box);
