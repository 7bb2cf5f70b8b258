/**
 * The roller controls of a stat-block entry and of a power card, built in the
 * browser from the data the server writes on their box: a stat-block entry's
 * `div[data-monster-roller]` (`data-name`, `data-bonus`, `data-defense`,
 * `data-damage`, `data-recharge`; src/site/render/stat-block.ts › `roller`)
 * and a power card's `div[data-attack-roller]` (`data-name`, `data-defense`,
 * `data-targets`; src/site/render/power-card.ts). Without scripts the controls
 * do nothing, so the page does not carry them: on the longest chapters they
 * were a sixth to a quarter of the bytes and thousands of elements. The boxes'
 * height is reserved by CSS while scripts run (src/styles/cards/stat-block.css,
 * power-card.css), so building them moves nothing. src/client/attack-roller.ts
 * wires them. Loaded by a page's first stat block or power card
 * (src/client/stat-block-element.ts, power-card-element.ts), not with every
 * page's scripts.
 */
import { buildSoon } from './build-soon.ts';

/** The most targets a power card's roller rolls against at once. */
export const MAX_TARGETS = 20;

/** Marks a box whose controls are built (a test hook, and what the builders check). */
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

/** A label and its number field (a roller's targets or target's defense), from 1 to `max`. */
function numberField(
  words: string,
  data: string,
  field: { max: string; placeholder?: string; value?: string },
  className?: string,
): HTMLLabelElement {
  const label = document.createElement('label');
  if (className) label.className = className;
  const input = document.createElement('input');
  for (const [key, value] of Object.entries({ type: 'number', min: '1', ...field }))
    input.setAttribute(key, value);
  input.inputMode = 'numeric';
  input.setAttribute(data, '');
  label.append(words, input);
  return label;
}

/**
 * Builds the controls of a stat-block entry's roller box once: the target's defense field, Attack
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
    controls.append(
      numberField(`Target’s ${defense} `, 'data-target-defense', { max: '99', placeholder: '?' }),
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

/**
 * Builds the controls of a power card's roller box once: the number of targets
 * (when the power does not fix it), the target's defense, Attack, Roll damage
 * (hidden until an attack hits) and the polite live region the results go to.
 * A box already built is left as it is.
 */
export function buildPowerRoller(box: HTMLElement): void {
  if (box.hasAttribute(BUILT_ATTRIBUTE)) return;
  box.setAttribute(BUILT_ATTRIBUTE, '');
  const { name = '', defense = 'defense', targets } = box.dataset;
  const controls = document.createElement('p');
  controls.className = 'attack-controls';
  if (targets === undefined)
    controls.append(
      numberField(
        'Targets ',
        'data-attack-targets',
        { max: String(MAX_TARGETS), value: '1' },
        'attack-targets',
      ),
    );
  const attack = button('Attack', name, 'data-attack-button');
  attack.dataset['targets'] = targets ?? '';
  controls.append(
    numberField(
      `Target’s ${defense} `,
      'data-attack-defense',
      { max: '99', placeholder: '?' },
      'attack-defense',
    ),
    attack,
    button('Roll damage', name, 'data-damage-button', true),
  );
  const output = document.createElement('div');
  output.className = 'attack-output';
  output.setAttribute('aria-live', 'polite');
  output.setAttribute('data-attack-output', '');
  box.replaceChildren(controls, output);
}

/**
 * Builds the controls of a power card's roller box soon (./build-soon.ts), as a
 * stat block's, but not in idle time: near the viewport or keyboard focus only.
 * Building a long chapter's hundreds of cards while idle cost more style and
 * layout than their bytes cost to parse (Lighthouse mobile, the generated library).
 */
export function buildPowerRollerSoon(box: HTMLElement): void {
  buildSoon(box, () => buildPowerRoller(box), false);
}
