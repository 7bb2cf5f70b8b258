/**
 * The roll panel's tools (RollLog.astro), loaded when the panel first opens:
 * "Saving throw" rolls a d20 that succeeds at the site ruleset's target
 * (Orcus 10+, 13th Age 11+) into the roll log; under a ruleset with an
 * escalation die, its field shows the session's value and stores a valid new
 * one (a whole number from 0 to 6), saying so when one is not.
 */
import { judgeSave, roll } from '../dice/browser.ts';
import {
  ESCALATION_MAX,
  isEscalation,
  readEscalation,
  writeEscalation,
} from './escalation-store.ts';
import { currentRng } from './rng-source.ts';
import { recordRoll } from './roll-store.ts';
import { ruleset } from './ruleset.ts';

let bound = false;

/** Rolls a saving throw and records it, with its outcome, in the roll log. */
export function rollSavingThrow(): void {
  const natural = roll('d20', {}, { rng: currentRng() }).total;
  recordRoll({
    kind: 'save',
    formula: 'd20',
    resolved: 'd20',
    dice: [{ sides: 20, value: natural }],
    total: natural,
    source: 'Saving throw',
    notes: [`${ruleset.saveTarget}+ saves (${ruleset.name})`],
    outcome: judgeSave(natural, ruleset.saveTarget) ? 'success' : 'failure',
  });
}

/** Wires the panel's saving throw and escalation die, once. */
export function bindRollTools(panel: HTMLElement): void {
  if (bound) return;
  bound = true;
  panel.querySelector('[data-saving-throw]')?.addEventListener('click', rollSavingThrow);
  // A hook for tests (the tools load asynchronously): the panel's controls work from here on.
  panel.dataset['toolsReady'] = '';
  const escalation = panel.querySelector<HTMLInputElement>('[data-escalation-die]');
  const help = panel.querySelector('[data-escalation-die-help]');
  if (!escalation || !help) return;
  const helpText = help.textContent ?? '';
  escalation.value = String(readEscalation());
  escalation.addEventListener('input', () => {
    const text = escalation.value.trim();
    const value = Number(text);
    const valid = text !== '' && isEscalation(value);
    escalation.setAttribute('aria-invalid', String(!valid));
    help.textContent = valid
      ? helpText
      : `The escalation die is a whole number from 0 to ${ESCALATION_MAX}; attacks keep +${readEscalation()}.`;
    if (valid) writeEscalation(value);
  });
}
