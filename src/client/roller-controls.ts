/**
 * A stat-block entry's roller controls, built in the browser from the data
 * the server writes on its box (`div[data-monster-roller]` with `data-name`,
 * `data-bonus`, `data-defense`, `data-damage`, `data-recharge`; see
 * src/site/render/stat-block.ts › `roller`). Without scripts the controls do
 * nothing, so the page does not carry them: on the longest chapter they were
 * a quarter of its bytes and thousands of elements. The box's height is
 * reserved by CSS while scripts run (src/styles/cards/stat-block.css), so
 * building them moves nothing. src/client/attack-roller.ts wires them. Loaded
 * by a page's first stat block (src/client/stat-block-element.ts), not with
 * every page's scripts.
 */
import { buildSoon } from './build-soon.ts';

/** Marks a box whose controls are built (a test hook, and what {@link buildMonsterRoller} checks). */
export const BUILT_ATTRIBUTE = 'data-roller-built';

/** A button of the roller: its words, then the entry's name for screen readers ("Attack: Wisp Bolt"). */
function button(words: string, name: string, data: string, hidden = false): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  node.className = 'button';
  node.setAttribute(data, '');
  node.hidden = hidden;
  const said = document.createElement('span');
  said.className = 'visually-hidden';
  said.textContent = `: ${name}`;
  node.append(words, said);
  return node;
}

/**
 * Builds the controls of a roller box once: the target's defense field, Attack
 * and (hidden until an attack hits) Roll damage for an attack, Recharge roll for
 * a recharge, and the polite live region the results go to. A box already
 * built is left as it is.
 */
export function buildMonsterRoller(box: HTMLElement): void {
  if (box.hasAttribute(BUILT_ATTRIBUTE)) return;
  box.setAttribute(BUILT_ATTRIBUTE, '');
  const { name = '', defense, recharge } = box.dataset;
  const controls = document.createElement('p');
  controls.className = 'roller-controls';
  if (defense !== undefined && box.dataset['bonus'] !== undefined) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    Object.assign(input, { type: 'number', min: '1', max: '99', placeholder: '?' });
    input.inputMode = 'numeric';
    input.setAttribute('data-target-defense', '');
    label.append(`Target’s ${defense} `, input);
    controls.append(
      label,
      button('Attack', name, 'data-monster-attack'),
      button('Roll damage', name, 'data-monster-damage', true),
    );
  }
  if (recharge)
    controls.append(
      button(`Recharge roll (${recharge.split(',').join(', ')}) `, name, 'data-monster-recharge'),
    );
  const output = document.createElement('div');
  output.className = 'roller-output';
  output.setAttribute('aria-live', 'polite');
  output.setAttribute('data-monster-output', '');
  box.replaceChildren(controls, output);
}

/**
 * Builds the controls of a stat block's roller boxes soon (./build-soon.ts: at
 * once on a page of a few blocks; near the viewport, next to keyboard focus or
 * when idle on a long chapter).
 */
export function buildRollersSoon(block: HTMLElement, boxes: readonly HTMLElement[]): void {
  buildSoon(block, () => {
    for (const box of boxes) buildMonsterRoller(box);
  });
}
