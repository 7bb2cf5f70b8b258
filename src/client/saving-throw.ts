/**
 * The roll panel's saving throw (loaded on first use): a d20 that succeeds
 * at the site ruleset's target (Orcus 10+, 13th Age 11+), into the roll log.
 */
import { judgeSave, roll } from '../dice/browser.ts';
import { currentRng } from './rng-source.ts';
import { recordRoll } from './roll-store.ts';
import { ruleset } from './ruleset.ts';

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
