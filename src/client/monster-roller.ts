/**
 * Rolling from a stat block (`[data-monster-roller]`, rendered by
 * StatBlock.astro for attack and recharge entries; hidden without
 * JavaScript). "Attack" rolls d20 + the entry's bonus by the rulebook's
 * "Rolling 1 or 20" rule (src/dice/attack.ts) against the target's defense
 * when the reader gives it (hit or miss goes to the roll log); "Roll damage"
 * then rolls the entry's first dice, as a critical hit by the site's ruleset
 * when it was one. "Recharge roll" rolls a d6 against the
 * entry's recharge faces (`refresh 5, 6`). Results go to the entry's polite
 * live region and every roll to the roll log.
 */
import { judgeAttack, roll } from '../dice/browser.ts';
import { currentRng } from './rng-source.ts';
import { critEffect, naturalTwenty, ruleset } from './ruleset.ts';
import { recordRoll } from './roll-store.ts';

const signed = (value: number) => (value < 0 ? `− ${-value}` : `+ ${value}`);

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = '') => {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
};

/** The monster a roller belongs to (the stat block's name), for the roll log. */
function sourceOf(box: HTMLElement): string {
  const block = box.closest('article.stat-block');
  const monster = block?.querySelector('.stat-name')?.textContent?.trim() ?? '';
  const entry = box.dataset['name'] ?? '';
  return monster ? `${monster}: ${entry}` : entry;
}

/** Boxes already wired (the page's own and the playground's renders may both ask). */
const wired = new WeakSet<HTMLElement>();

/** Wires one stat-block entry's roller box once and shows it (the playground calls it on cards it renders). */
export function setUp(box: HTMLElement): void {
  if (wired.has(box)) return;
  wired.add(box);
  const output = box.querySelector<HTMLElement>('[data-monster-output]');
  const attack = box.querySelector<HTMLButtonElement>('[data-monster-attack]');
  const damage = box.querySelector<HTMLButtonElement>('[data-monster-damage]');
  const recharge = box.querySelector<HTMLButtonElement>('[data-monster-recharge]');
  const input = box.querySelector<HTMLInputElement>('[data-target-defense]');
  if (!output) return;
  const bonus = Number(box.dataset['bonus']);
  const defenseName = box.dataset['defense'] ?? 'defense';
  const formula = box.dataset['damage'] ?? '';
  let critical = false;

  attack?.addEventListener('click', () => {
    const text = input?.value.trim() ?? '';
    const target = text === '' ? null : Number(text);
    if (target !== null && (!Number.isInteger(target) || target < 1 || target > 99)) {
      output.replaceChildren(
        el('p', `The target’s ${defenseName} must be a whole number from 1 to 99.`),
      );
      return;
    }
    const natural = roll('d20', {}, { rng: currentRng() }).total;
    const total = natural + bonus;
    const judged = judgeAttack(natural, total, target, naturalTwenty);
    const result = target === null ? null : judged;
    critical = judged.critical ?? false;
    const flag =
      natural === 1
        ? 'natural 1 — automatic miss'
        : natural === 20
          ? result === null
            ? `natural 20 — automatic hit; a critical hit if ${total} hits the target’s ${defenseName}`
            : critical
              ? 'natural 20 — critical hit'
              : `natural 20 — automatic hit (not a critical hit: ${total} would miss)`
          : result === null
            ? ''
            : result.hit
              ? 'hit'
              : 'miss';
    const line = el('p');
    line.dataset['attackResult'] = '';
    line.dataset['natural'] = String(natural);
    line.dataset['total'] = String(total);
    if (critical) line.dataset['critical'] = '';
    line.append(
      'Attack: ',
      el('strong', String(total)),
      ` vs ${defenseName}${target === null ? '' : ` ${target}`} (natural ${natural} ${signed(bonus)})`,
    );
    if (flag) line.append(' ', el('span', flag, 'attack-flag'));
    output.replaceChildren(line);
    const notes = [target === null ? `vs ${defenseName}` : `vs ${defenseName} ${target}`];
    if (natural === 20) notes.push('natural 20', ...(critical ? ['critical hit'] : []));
    if (natural === 1) notes.push('natural 1 (miss)');
    const written = `d20 ${signed(bonus)}`;
    recordRoll({
      kind: 'attack',
      formula: written,
      resolved: written,
      dice: [{ sides: 20, value: natural }],
      total,
      source: sourceOf(box),
      notes,
      ...(judged.hit === null ? {} : { outcome: judged.hit ? 'hit' : 'miss' }),
    });
    if (damage) damage.hidden = formula === '' || result?.hit === false;
  });

  damage?.addEventListener('click', () => {
    const result = roll(
      formula,
      {},
      {
        rng: currentRng(),
        mode: critical ? 'critical' : 'normal',
        ruleset,
      },
    );
    const line = el('p');
    line.dataset['damageResult'] = '';
    line.dataset['total'] = String(result.total);
    line.append('Damage: ', el('strong', String(result.total)), ` (${result.breakdown})`);
    if (critical) line.append(' ', el('span', `critical hit — ${critEffect}`, 'attack-flag'));
    output.querySelector('[data-damage-result]')?.remove();
    output.append(line);
    recordRoll({
      kind: 'damage',
      formula,
      resolved: result.resolved,
      dice: result.dice.map(({ sides, value }) => ({ sides, value })),
      total: result.total,
      source: sourceOf(box),
      notes: critical ? ['critical hit'] : [],
    });
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
      source: sourceOf(box),
      notes: [recharged ? 'recharged' : 'not recharged'],
    });
  });

  box.hidden = false;
}

for (const box of document.querySelectorAll<HTMLElement>('[data-monster-roller]')) setUp(box);
