/**
 * Resolved power cards: with a character set, every `article.power-card` on
 * the page gets a resolved layer beside the rulebook's words (which stay as
 * they are): "+9 vs AC" with its breakdown beside the Attack line, each dice
 * formula with the character's values substituted ("(1d8 + 4)"; a Hit
 * line's damage with a Weapon or Implement power's enhancement bonus, and
 * what it adds on a critical hit beneath: "enhancement +1, critical hit
 * +1d6"), and the
 * level-scaling entry that applies at the character's level marked "your
 * level" (the line's base text de-emphasized; its dice are then resolved in
 * that entry). Everything added carries `data-resolved-layer` and is rebuilt
 * on every change; with no character set the cards are left unchanged.
 *
 * A level slider (`input[data-level-preview]`, on a power's page) previews
 * the cards of its page at another level, for those cards only, unstored.
 */
import { emptyCharacter, isSet, type Character } from '../character/character.ts';
import { attackBonus, enhancementNote, resolveFormula, signed } from '../character/resolve.ts';
import { formatDice } from '../dice/browser.ts';
import { activeEntry, cardPower, hitDamage, lineDice } from './card-lines.ts';
import { watchCharacter } from './character-store.ts';

const CARD = 'article.power-card';
const LAYER = 'data-resolved-layer';

let character: Character = emptyCharacter();
/** Preview levels set by a level slider, per card. */
const previews = new WeakMap<Element, number>();

/** The character a card is resolved for: the reader's, at the previewed level if any. */
export function cardCharacter(card: Element): Character {
  const level = previews.get(card);
  return level === undefined ? character : { ...character, level };
}

const span = (className: string, text: string): HTMLSpanElement => {
  const node = document.createElement('span');
  node.className = className;
  node.textContent = text;
  node.setAttribute(LAYER, '');
  return node;
};

const squash = (text: string) => text.replace(/\s+/g, '');

/** Removes a card's resolved layer, then adds it again for `who` (nothing when unset). */
export function resolveCard(card: HTMLElement, who: Character = cardCharacter(card)): void {
  for (const added of card.querySelectorAll(`[${LAYER}]`)) added.remove();
  for (const marked of card.querySelectorAll('.scaled, .scaling > li.active')) {
    marked.classList.remove('scaled', 'active');
  }
  if (!isSet(who)) return;

  // Every attack line (the power's and its sub-attacks') carries the attack it makes.
  for (const line of card.querySelectorAll<HTMLElement>('.power-line[data-attack-abilities]')) {
    const bonus = attackBonus(cardPower(card, line), who);
    const where = line.querySelector(':scope > dd');
    if (!bonus || !where) continue;
    const figure = `${signed(bonus.total)} vs ${line.dataset['defense'] ?? ''}`.trim();
    const resolved = span('resolved resolved-attack', figure);
    resolved.dataset['resolved'] = figure;
    const detail = bonus.parts.map((part) => `${part.label} ${signed(part.value)}`).join(', ');
    where.append(resolved, span('resolved-breakdown', detail));
  }

  for (const line of card.querySelectorAll<HTMLElement>('.power-line')) {
    const active = activeEntry(line, who.level);
    if (active) {
      line.classList.add('scaled');
      active.classList.add('active');
      const preview = previews.get(card);
      const own = preview === undefined || preview === character.level;
      active.prepend(span('scaling-marker', own ? 'your level' : `level ${preview}`));
    }
    for (const mark of lineDice(line, who.level)) {
      const formula = mark.dataset['dice']!;
      const damage = hitDamage(mark, who);
      const resolved = damage ? formatDice(damage.expr) : resolveFormula(formula, who);
      if (resolved === null || squash(resolved) === squash(formula)) continue;
      const node = span('resolved', `(${resolved})`);
      node.dataset['resolved'] = resolved;
      mark.after(node);
      if (damage?.critDice) node.after(span('resolved-breakdown', enhancementNote(damage)));
    }
  }
}

/** Re-resolves every card on the page (call after adding cards). */
export function refreshCards(): void {
  for (const card of document.querySelectorAll<HTMLElement>(CARD)) resolveCard(card);
}

/** Level sliders: `input[type=range][data-level-preview]` with an `output` for its value. */
function setUpSliders(): void {
  for (const slider of document.querySelectorAll<HTMLInputElement>('input[data-level-preview]')) {
    const box = slider.closest<HTMLElement>('[data-level-preview-box]');
    const output = box?.querySelector('output');
    const cards = () => document.querySelectorAll<HTMLElement>(CARD);
    let touched = false;
    const show = (level: number) => {
      slider.value = String(level);
      if (output) output.textContent = String(level);
    };
    slider.addEventListener('input', () => {
      touched = true;
      const level = Math.min(30, Math.max(1, Math.round(Number(slider.value)) || 1));
      show(level);
      for (const card of cards()) {
        previews.set(card, level);
        resolveCard(card);
      }
    });
    // Until the reader moves it, the slider follows the character's level.
    window.addEventListener('orcus:resolved', () => {
      if (!touched) show(character.level ?? 1);
    });
    show(character.level ?? 1);
    if (box) box.hidden = false;
  }
}

let started = false;

/**
 * Starts the resolved layer, once: every card of the page resolved for the
 * reader's character now and after each change, and the level sliders wired.
 * Cards connected later are resolved with {@link resolveCard}.
 */
export function startResolving(): void {
  if (started) return;
  started = true;
  watchCharacter((next) => {
    character = next;
    refreshCards();
    window.dispatchEvent(new Event('orcus:resolved'));
  });
  setUpSliders();
}
