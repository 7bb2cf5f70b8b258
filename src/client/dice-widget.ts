/**
 * Dice widgets: every `span.dice[data-dice]` the compiler marked in rules or
 * power text gets a `button.dice-roll` around its (unchanged) text. Activating
 * it (click, Enter, Space) rolls the formula with the reader's character and
 * shows one shared result box under the button: the total, every die, the
 * resolved formula and the working, with "Roll again" and "Roll as critical
 * hit" (Shift+click does the same: by the site ruleset, e.g. Orcus maximum damage, 13th Age double damage). A
 * visually hidden polite live region announces each result; every roll goes
 * to the roll log with the power (or section heading) it came from. Escape
 * closes the result and returns focus to its button. Without dice on the
 * page nothing runs; without JavaScript the dice stay plain text.
 */
import type { Character } from '../character/character.ts';
import { missingValues } from '../character/needs.ts';
import { diceContext } from '../character/resolve.ts';
import { hitDamage } from './card-lines.ts';
import {
  DiceRollError,
  parseDice,
  roll,
  type DiceContext,
  type RollResult,
} from '../dice/browser.ts';
import { watchCharacter } from './character-store.ts';
import { recordRoll } from './roll-store.ts';
import { placePopover } from './place-popover.ts';
import { currentRng } from './rng-source.ts';
import { ruleset } from './ruleset.ts';

/** "a, b and c" */
const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = '') => {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
};

/** Where a roll came from: the power card's name, else the nearest heading before it. */
function sourceOf(mark: Element): string | null {
  const name = mark.closest('article.power-card')?.querySelector('.power-name');
  if (name) return name.textContent!.trim();
  let found: Element | null = null;
  for (const h of document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6):not(nav *)')) {
    if (h.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING) found = h;
    else break;
  }
  return found?.textContent!.trim() || null;
}

/** A dice mark the compiler wrote. */
const MARK = 'span.dice[data-dice]';

if (document.querySelector(MARK)) {
  let ctx: DiceContext = {};
  let who: Character | null = null;
  watchCharacter((character: Character) => {
    who = character;
    ctx = diceContext(character);
  });

  // One live region and one result box per page.
  const live = el('div', 'visually-hidden');
  live.setAttribute('aria-live', 'polite');
  live.dataset.diceLive = '';
  document.body.append(live);

  const box = el('div', 'dice-result');
  box.id = 'dice-result';
  box.hidden = true;
  box.setAttribute('role', 'group');
  box.setAttribute('aria-labelledby', 'dice-result-title');
  const title = el('p', 'dice-result-title');
  title.id = 'dice-result-title';
  const body = el('div', 'dice-result-body');
  const actions = el('p', 'dice-result-actions');
  const again = el('button', 'button', 'Roll again');
  const crit = el('button', 'button', 'Roll as critical hit');
  const close = el('button', 'button dice-result-close', '×');
  again.dataset.diceAgain = '';
  crit.dataset.diceCrit = '';
  close.setAttribute('aria-label', 'Close result');
  for (const b of [again, crit, close]) b.type = 'button';
  actions.append(again, crit, close);
  box.append(title, body, actions);

  let current: HTMLButtonElement | null = null;

  const place = () => {
    if (current) placePopover(current, box);
  };

  const hide = (refocus = false) => {
    if (!current) return;
    const button = current;
    box.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    current = null;
    removeEventListener('scroll', place, true);
    removeEventListener('resize', place);
    if (refocus) button.focus();
  };

  const announce = (text: string) => {
    live.textContent = '';
    // A fresh text node after a tick, so an identical result is announced again.
    setTimeout(() => (live.textContent = text), 50);
  };

  /** Rolls the formula of `button`'s mark and shows the result under it. */
  const rollFor = (button: HTMLButtonElement, critical: boolean) => {
    const mark = button.closest<HTMLElement>(MARK)!;
    const formula = mark.dataset.dice!;
    const written = button.textContent!.trim();
    if (current !== button) {
      hide();
      current = button;
      // Right after the mark, so Tab goes from the button into the result.
      mark.after(box);
      button.setAttribute('aria-expanded', 'true');
      addEventListener('scroll', place, { capture: true, passive: true });
      addEventListener('resize', place, { passive: true });
    }
    box.hidden = false;
    box.classList.toggle('is-critical', critical);
    body.replaceChildren();
    let result: RollResult | undefined;
    try {
      // A card's Hit damage takes the enhancement bonus, as the card shows it.
      const damage = who && hitDamage(mark, who);
      result = roll(damage?.expr ?? formula, ctx, {
        rng: currentRng(),
        mode: critical ? 'critical' : 'normal',
        ruleset,
        ...(critical && damage?.critDice ? { extraCritDice: damage.critDice } : {}),
      });
    } catch (error) {
      const parsed = parseDice(formula);
      const needs = parsed.ok ? missingValues(parsed.expr, ctx) : [];
      const message = needs.length
        ? `Needs your ${list(needs)} — set ${needs.length > 1 ? 'them' : 'it'} in the Character panel.`
        : `Cannot roll ${formula}: ${error instanceof DiceRollError ? `${error.message}. ${error.hint}` : String(error)}`;
      title.textContent = written;
      body.append(el('p', 'dice-result-error', message));
      announce(`${written}: ${message}`);
      place();
      return;
    }
    const { total, dice, resolved, breakdown } = result;
    title.replaceChildren(
      el('span', 'dice-result-formula', critical ? `${resolved}, critical hit` : resolved),
      ' ',
      el('strong', 'dice-result-total', String(total)),
    );
    const ul = el('ul', 'dice-result-dice');
    ul.setAttribute('aria-label', 'Dice');
    for (const d of dice) {
      ul.append(
        el(
          'li',
          d.maximized ? 'is-max' : '',
          `1d${d.sides}: ${d.value}${d.maximized ? ' (max)' : ''}`,
        ),
      );
    }
    const work = el('p', 'dice-result-breakdown');
    work.append(el('code', '', breakdown));
    body.append(...(dice.length ? [ul] : []), work);
    if (written.replace(/\s+/g, '') !== resolved.replace(/\s+/g, ''))
      body.append(el('p', 'dice-result-written', `From ${written}`));
    place();
    const faces = dice.map((d) => d.value).join(', ');
    announce(
      `${critical ? 'Critical hit, ' : ''}${resolved}: ${
        critical && ruleset.crit === 'maximize' ? 'maximum' : 'rolled'
      } ${faces || 'no dice'}, total ${total}`,
    );
    recordRoll({
      kind: 'dice',
      formula: written,
      resolved,
      dice: dice.map(({ sides, value }) => ({ sides, value })),
      total,
      source: sourceOf(mark),
      notes: critical ? ['critical hit'] : [],
    });
  };

  /** Wraps one mark's text in its roll button: once, on the outermost mark (content may wrap a marked span in its own). */
  const enhanceMark = (mark: HTMLElement) => {
    if (!mark.isConnected || mark.querySelector('.dice-roll')) return;
    if (mark.parentElement?.closest(MARK)) return;
    const button = el('button', 'dice-roll');
    button.type = 'button';
    button.append(...mark.childNodes);
    button.setAttribute('aria-label', `Roll ${button.textContent!.trim()}`);
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', box.id);
    button.title = 'Roll (Shift+click: critical hit)';
    mark.append(button);
  };
  // Marks waiting for their button, wrapped in slices of a few milliseconds
  // that yield between them: a chapter of a thousand dice never holds the
  // main thread (the page's first marks come first).
  let pending: HTMLElement[] = [];
  let next = 0;
  const work = () => {
    const until = performance.now() + 8;
    while (next < pending.length && performance.now() < until) enhanceMark(pending[next++]!);
    if (next < pending.length) setTimeout(work);
    else [pending, next] = [[], 0];
  };
  const enhance = (marks: Iterable<HTMLElement>) => {
    const idle = next >= pending.length;
    pending.push(...marks);
    if (idle && next < pending.length) work();
  };
  enhance(document.querySelectorAll<HTMLElement>(MARK));
  // Cards re-rendered or inserted by other scripts (e.g. resolved against the character) get buttons too.
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        // A mark whose text was replaced, or one inserted with its card.
        const around = node.parentElement?.closest<HTMLElement>(MARK);
        if (around) enhance([around]);
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(MARK)) enhance([node]);
        enhance(node.querySelectorAll<HTMLElement>(MARK));
      }
  }).observe(document.querySelector('main') ?? document.body, {
    childList: true,
    subtree: true,
  });

  document.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const button = target?.closest<HTMLButtonElement>('button.dice-roll');
    if (button) rollFor(button, e.shiftKey);
    else if (target === again || target === crit) rollFor(current!, target === crit);
    else if (target === close) hide(true);
    else if (current && !box.contains(target)) hide();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !current) return;
    const focused = document.activeElement;
    hide(focused === current || box.contains(focused));
  });
}
