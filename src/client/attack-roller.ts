/**
 * The attack roller: one module for rolling an attack against a defense and
 * its damage, used by both interactive blocks (the power card's
 * `[data-attack-roller]` and each stat-block entry's `[data-monster-roller]`,
 * both hidden without JavaScript, shown by their custom elements).
 *
 * "Attack" rolls d20 + the attack bonus by the rulebook's "Rolling 1 or 20"
 * (src/dice/attack.ts), against the target's defense when the reader gives
 * it: a natural 20 always hits (a critical hit only if the total would hit
 * anyway), a natural 1 always misses; hit or miss goes to the roll log.
 * "Roll damage" then rolls the damage dice once, as a critical hit by the
 * site's ruleset (Orcus: maximum damage; 13th Age: double damage) if the
 * attack was one. Results go to the block's polite live region and every
 * roll to the roll log.
 *
 * A power card rolls once per target (the power's count, or the reader's
 * `[data-attack-targets]` number), with the character's attack bonus and
 * the escalation die of a ruleset that has one (13th Age); its damage is the
 * Hit line's first dice (the active scaling entry's), with a Weapon or
 * Implement power's enhancement bonus (and 1d6 per point of it on a critical
 * hit); when an attack missed and the power has a Miss line with dice, "Roll
 * miss damage" rolls that instead; a natural 20 against an unknown defense
 * offers "Roll critical damage". When the character lacks a value, the output
 * says which instead of rolling. A stat-block entry rolls with its own bonus
 * and damage, and "Recharge roll" rolls a d6 against its recharge faces.
 */
import type { Character } from '../character/character.ts';
import { attackNeeds, formulaNeeds } from '../character/needs.ts';
import { attackBonus, diceContext, enhancementNote, signed } from '../character/resolve.ts';
import {
  formatDice,
  judgeAttack,
  parseDice,
  roll,
  type DiceContext,
  type DiceExpr,
} from '../dice/browser.ts';
import { cardPower, damageMark, hitDamage } from './card-lines.ts';
import { readEscalation } from './escalation-store.ts';
import { cardCharacter } from './resolve-cards.ts';
import { currentRng } from './rng-source.ts';
import { recordRoll } from './roll-store.ts';
import { buildMonsterRoller, buildPowerRoller, MAX_TARGETS } from './roller-controls.ts';
import { critEffect, naturalTwenty, ruleset } from './ruleset.ts';

/** "a, b and c" */
const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

const ask = (items: string[]) => `Set your ${list([...new Set(items)])} in the Character panel.`;

/** A bonus as the breakdown writes it: "+ 9", "− 2". */
const spaced = (value: number) => signed(value).replace(/^./, '$& ');

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = '') => {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
};

/** A button the roller adds beside `after` (once: a copied block keeps its own). */
function addedButton(after: Element, text: string, data: string): HTMLButtonElement {
  const existing = after.parentElement?.querySelector<HTMLButtonElement>(`[data-${data}]`);
  if (existing) return existing;
  const button = el('button', text, 'button');
  button.type = 'button';
  button.hidden = true;
  button.setAttribute(`data-${data}`, '');
  after.after(button);
  return button;
}

/**
 * The target's defense the reader typed: a number, `null` when left empty,
 * or `undefined` when it is no whole number from 1 to 99 (then `output` says so).
 */
function readDefense(
  input: HTMLInputElement | null,
  defense: string,
  output: HTMLElement,
): number | null | undefined {
  const text = input?.value.trim() ?? '';
  const target = text === '' ? null : Number(text);
  if (target !== null && (!Number.isInteger(target) || target < 1 || target > 99)) {
    output.replaceChildren(el('p', `The target’s ${defense} must be a whole number from 1 to 99.`));
    return undefined;
  }
  return target;
}

/** What one rolled attack is. */
interface AttackRoll {
  /** The result's element (`p`, or `li` among several targets). */
  item: HTMLElement;
  hit: boolean | null;
  critical: boolean | null;
}

/** What {@link rollAttack} rolls. */
interface AttackSpec {
  /** The bonus added to the d20, escalation die excluded. */
  bonus: number;
  escalation: number;
  defense: string;
  target: number | null;
  /** The formula the roll log shows. */
  formula: string;
  source: string | null;
  /** The attack's number and the count, when there are several targets. */
  of?: { n: number; count: number };
}

/** Rolls one attack, records it in the roll log and returns its result element. */
function rollAttack(spec: AttackSpec): AttackRoll {
  const { bonus, escalation, defense, target, of } = spec;
  const natural = roll('d20', {}, { rng: currentRng() }).total;
  const total = natural + bonus + escalation;
  const { hit, critical } = judgeAttack(natural, total, target, naturalTwenty);
  const flag =
    natural === 1
      ? 'natural 1 — automatic miss'
      : natural === 20
        ? critical === true
          ? 'natural 20 — critical hit'
          : critical === false
            ? `natural 20 — automatic hit (not a critical hit: ${total} would miss)`
            : `natural 20 — automatic hit; a critical hit if ${total} hits the target’s ${defense}`
        : hit === null
          ? ''
          : hit
            ? 'hit'
            : 'miss';
  const against = target === null ? `vs ${defense}` : `vs ${defense} ${target}`;
  const notes = [against];
  if (of) notes.push(`target ${of.n} of ${of.count}`);
  if (natural === 20) notes.push('natural 20', ...(critical === true ? ['critical hit'] : []));
  if (natural === 1) notes.push('natural 1 (miss)');
  if (escalation !== 0) notes.push(`escalation die +${escalation}`);
  const item = el(of ? 'li' : 'p');
  item.dataset['attackResult'] = '';
  item.dataset['natural'] = String(natural);
  item.dataset['total'] = String(total);
  if (critical === true) item.dataset['critical'] = '';
  item.append(
    of ? `Target ${of.n}: ` : 'Attack: ',
    el('strong', String(total)),
    ` ${against} (natural ${natural} ${spaced(bonus)}${escalation ? ` + ${escalation} escalation die` : ''})`,
  );
  if (flag) item.append(' ', el('span', flag, 'attack-flag'));
  recordRoll({
    kind: 'attack',
    formula: spec.formula,
    resolved: spec.formula,
    dice: [{ sides: 20, value: natural }],
    total,
    source: spec.source,
    notes,
    ...(hit === null ? {} : { outcome: hit ? 'hit' : 'miss' }),
  });
  return { item, hit, critical };
}

/** What {@link rollDamage} rolls. */
interface DamageSpec {
  expr: DiceExpr | string;
  context: DiceContext;
  critical: boolean;
  /** Dice a critical hit adds (a weapon's enhancement), rolled. */
  critDice?: DiceExpr | null;
  on: 'hit' | 'miss';
  /** The formula as the block writes it (the roll log's). */
  written: string;
  /** What the roll adds to the written formula, named in the breakdown and the log. */
  added?: string;
  source: string | null;
}

/** Rolls damage and records it; the result line (`p[data-damage-result]`). */
function rollDamage(spec: DamageSpec): HTMLElement {
  const { critical, critDice, on, added = '' } = spec;
  const result = roll(spec.expr, spec.context, {
    rng: currentRng(),
    mode: critical ? 'critical' : 'normal',
    ruleset,
    ...(critDice ? { extraCritDice: critDice } : {}),
  });
  const line = el('p');
  line.dataset['damageResult'] = '';
  line.dataset['total'] = String(result.total);
  line.dataset['on'] = on;
  line.append(
    on === 'miss' ? 'Miss damage: ' : 'Damage: ',
    el('strong', String(result.total)),
    ` (${result.breakdown}${added ? `; ${added}` : ''})`,
  );
  if (critical) line.append(' ', el('span', `critical hit — ${critEffect}`, 'attack-flag'));
  recordRoll({
    kind: 'damage',
    formula: spec.written,
    resolved: critDice ? `${result.resolved} + ${formatDice(critDice)}` : result.resolved,
    dice: result.dice.map(({ sides, value }) => ({ sides, value })),
    total: result.total,
    source: spec.source,
    notes: [
      ...(critical ? ['critical hit'] : on === 'miss' ? ['miss'] : []),
      ...(added ? [added] : []),
    ],
  });
  return line;
}

/** Roller boxes already wired (a block connected twice keeps one set of listeners). */
const wired = new WeakSet<HTMLElement>();

/** Wires a power card's roller box (`[data-attack-roller]`) once, its controls built, and shows it. */
export function wirePowerRoller(box: HTMLElement): void {
  if (wired.has(box)) return;
  wired.add(box);
  buildPowerRoller(box);
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
  const critDamage = addedButton(damage, 'Roll critical damage', 'crit-damage-button');
  const missDamage = addedButton(critDamage, 'Roll miss damage', 'miss-damage-button');
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
    const target = readDefense(box.querySelector('[data-attack-defense]'), defense, output);
    if (target === undefined) return;
    const escalation = ruleset.escalationDie ? readEscalation() : 0;
    const modifier = bonus.total + escalation;
    const formula = `d20 ${modifier < 0 ? '-' : '+'} ${Math.abs(modifier)}`;
    const results = el(count > 1 ? 'ol' : 'div', '', 'attack-results');
    let anyHit = false;
    let anyMiss = false;
    critical = false;
    possibleCritical = false;
    for (let n = 1; n <= count; n++) {
      const rolled = rollAttack({
        bonus: bonus.total,
        escalation,
        defense,
        target,
        formula,
        source,
        ...(count > 1 ? { of: { n, count } } : {}),
      });
      critical ||= rolled.critical === true;
      anyHit ||= rolled.hit !== false;
      anyMiss ||= rolled.hit === false;
      possibleCritical ||= rolled.critical === null;
      results.append(rolled.item);
    }
    output.replaceChildren(results);
    damage.hidden = !anyHit || !hitLine?.querySelector('span.dice[data-dice]');
    critDamage.hidden = damage.hidden || !possibleCritical || critical;
    missDamage.hidden = !anyMiss || !missLine?.querySelector('span.dice[data-dice]');
  });

  /** Rolls the first dice of the Hit or Miss line (a critical hit applies to the Hit's only). */
  const rollLine = (damageLine: Element | null, on: 'hit' | 'miss') => {
    const who: Character = cardCharacter(card);
    const mark = damageLine && damageMark(damageLine, who.level);
    if (!mark) return;
    const crit = on === 'hit' && critical;
    const formula = mark.dataset['dice']!;
    const parsed = parseDice(formula);
    const needs = parsed.ok ? formulaNeeds(parsed.expr, who) : [];
    output.querySelector('[data-damage-result]')?.remove();
    let line: HTMLElement;
    if (needs.length > 0) line = el('p', ask(needs));
    else
      try {
        // A Hit line's damage takes the enhancement bonus (and its dice on a critical hit).
        const hit = on === 'hit' ? hitDamage(mark, who) : null;
        const critDice = crit ? hit?.critDice : null;
        line = rollDamage({
          expr: hit?.expr ?? formula,
          context: diceContext(who),
          critical: crit,
          critDice: critDice ?? null,
          on,
          written: (mark.querySelector('button') ?? mark).textContent!.trim() || formula,
          added: hit ? enhancementNote({ ...hit, critDice: critDice ?? null }) : '',
          source,
        });
      } catch {
        line = el('p', 'This damage cannot be rolled for your character.');
      }
    line.dataset['damageResult'] = '';
    output.append(line);
    // One damage roll per attack: back to the Attack button for the next one.
    if (line.dataset['total']) {
      hideDamage();
      attack.focus();
    }
  };
  critDamage.addEventListener('click', () => {
    critical = true;
    rollLine(hitLine, 'hit');
  });
  damage.addEventListener('click', () => rollLine(hitLine, 'hit'));
  missDamage.addEventListener('click', () => rollLine(missLine, 'miss'));

  box.hidden = false;
}

/** The monster a stat-block roller belongs to and its entry ("Bog Lantern: Flicker"), for the roll log. */
function monsterSource(box: HTMLElement): string {
  const monster = box.closest('article.stat-block')?.querySelector('.stat-name');
  const entry = box.dataset['name'] ?? '';
  const name = monster?.textContent?.trim() ?? '';
  return name ? `${name}: ${entry}` : entry;
}

/** Wires a stat-block entry's roller box (`[data-monster-roller]`) once, its controls built, and shows it. */
export function wireMonsterRoller(box: HTMLElement): void {
  if (wired.has(box)) return;
  wired.add(box);
  buildMonsterRoller(box);
  const output = box.querySelector<HTMLElement>('[data-monster-output]');
  const attack = box.querySelector<HTMLButtonElement>('[data-monster-attack]');
  const damage = box.querySelector<HTMLButtonElement>('[data-monster-damage]');
  const recharge = box.querySelector<HTMLButtonElement>('[data-monster-recharge]');
  if (!output) return;
  const bonus = Number(box.dataset['bonus']);
  const defense = box.dataset['defense'] ?? 'defense';
  const formula = box.dataset['damage'] ?? '';
  let critical = false;

  attack?.addEventListener('click', () => {
    const target = readDefense(box.querySelector('[data-target-defense]'), defense, output);
    if (target === undefined) return;
    const rolled = rollAttack({
      bonus,
      escalation: 0,
      defense,
      target,
      formula: `d20 ${spaced(bonus)}`,
      source: monsterSource(box),
    });
    critical = rolled.critical === true;
    output.replaceChildren(rolled.item);
    if (damage) damage.hidden = formula === '' || rolled.hit === false;
  });

  damage?.addEventListener('click', () => {
    output.querySelector('[data-damage-result]')?.remove();
    output.append(
      rollDamage({
        expr: formula,
        context: {},
        critical,
        on: 'hit',
        written: formula,
        source: monsterSource(box),
      }),
    );
    damage.hidden = true;
    attack?.focus();
  });

  recharge?.addEventListener('click', () => {
    const faces = (box.dataset['recharge'] ?? '').split(',').map(Number);
    const value = roll('d6', {}, { rng: currentRng() }).total;
    const recharged = faces.includes(value);
    const line = el('p');
    line.dataset['rechargeResult'] = recharged ? 'recharged' : 'not-recharged';
    line.dataset['total'] = String(value);
    line.append(
      'Recharge: ',
      el('strong', String(value)),
      ` on a d6 — ${recharged ? 'recharged' : `not recharged (needs ${faces.join(' or ')})`}`,
    );
    output.replaceChildren(line);
    recordRoll({
      kind: 'dice',
      formula: 'd6',
      resolved: 'd6',
      dice: [{ sides: 6, value }],
      total: value,
      source: monsterSource(box),
      notes: [recharged ? 'recharged' : 'not recharged'],
    });
  });

  box.hidden = false;
}
