/**
 * The stat block's behaviour: `<orcus-stat-block>`, the custom element inside
 * each `article.stat-block` (src/site/render/stat-block.ts renders it), so a
 * stat block wires itself wherever its HTML lands: the page as built, the
 * playground's preview, a stat block fetched on demand. Connecting shows its
 * entries' rollers, whose controls are built in the browser soon after
 * (./roller-controls.ts, loaded by the page's first stat block); the attack
 * roller (src/client/attack-roller.ts, with the dice engine) loads the first
 * time one is used. Copies made for printing (`.print-face`) stay inert.
 */

/** The element's tag name. */
export const STAT_BLOCK_TAG = 'orcus-stat-block';

const ROLLER = '[data-monster-roller]';

let roller: Promise<typeof import('./attack-roller.ts')> | undefined;
let controls: Promise<typeof import('./roller-controls.ts')> | undefined;

/** Stat blocks already listening (a block moved in the page connects again). */
const listening = new WeakSet<HTMLElement>();

/** `<orcus-stat-block>`: wires the stat block it is inside of. */
export class StatBlockElement extends HTMLElement {
  connectedCallback(): void {
    const block = this.closest<HTMLElement>('article.stat-block');
    if (!block || block.classList.contains('print-face')) return;
    const boxes = [...block.querySelectorAll<HTMLElement>(ROLLER)];
    for (const box of boxes) box.hidden = false;
    if (boxes.length === 0 || listening.has(block)) return;
    listening.add(block);
    controls ??= import('./roller-controls.ts');
    void controls.then(({ buildRollersSoon }) => buildRollersSoon(block, boxes));
    // The first roll loads the roller, which then wires every entry and makes that roll.
    const first = (event: Event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>(`${ROLLER} button`);
      if (!button) return;
      block.removeEventListener('click', first);
      roller ??= import('./attack-roller.ts');
      void roller.then(({ wireMonsterRoller }) => {
        for (const box of boxes) wireMonsterRoller(box);
        button.click();
      });
    };
    block.addEventListener('click', first);
  }
}

/** Registers `<orcus-stat-block>` (once; the stat block's script and the playground's call it). */
export function defineStatBlock(): void {
  if (!customElements.get(STAT_BLOCK_TAG)) customElements.define(STAT_BLOCK_TAG, StatBlockElement);
}
