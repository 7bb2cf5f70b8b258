/**
 * The encounter in play (the Initiative section of src/pages/encounter.astro):
 * "Roll initiative" rolls d20 + its own bonus for every monster copy (the dice
 * engine with the page's random source; each roll goes to the roll log), the
 * game master adds heroes with their initiative, and the order
 * (src/site/initiative.ts) is an ordered list with the current turn marked
 * `aria-current`; "Next turn" moves it and counts rounds, announced politely.
 * Each combatant shows its hit points and keeps conditions (the book's). The
 * fight is kept in localStorage (`orcus:encounter-play`), so a reload keeps it.
 */
import { roll } from '../dice/browser.ts';
import {
  EMPTY_PLAY,
  cleanPlay,
  heroKey,
  initiativeOrder,
  nextTurn,
  type Combatant,
  type PlayState,
} from '../site/initiative.ts';
import { currentRng } from './rng-source.ts';
import { recordRoll } from './roll-store.ts';

/** The localStorage key of the fight. */
export const PLAY_KEY = 'orcus:encounter-play';

/** A monster copy as the encounter shows it. */
export interface MonsterCopy {
  key: string;
  name: string;
  bonus: number;
  /** Its hit points as the tracker says them ("HP 30 of 40 — staggered"); empty for none. */
  hp: string;
}

/** What the play section needs from the encounter page. */
export interface PlayOptions {
  section: HTMLElement;
  /** The encounter's monster copies, in the encounter's order. */
  copies: () => MonsterCopy[];
  /** Whether the encounter is the reader's own (a shared one not adopted is not stored). */
  own: () => boolean;
}

/** A book condition the page lists. */
interface Condition {
  name: string;
  url: string;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = '') => {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
};

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** The stored fight (a fight not yet started when there is none, or storage is unavailable). */
export function loadPlay(): PlayState {
  try {
    return cleanPlay(JSON.parse(globalThis.localStorage?.getItem(PLAY_KEY) ?? 'null'));
  } catch {
    return EMPTY_PLAY;
  }
}

/** Stores the fight (or, for a fight not started, forgets it), so a reload keeps it. */
export function savePlay(play: PlayState): void {
  try {
    const empty =
      Object.keys(play.rolls).length === 0 &&
      play.heroes.length === 0 &&
      play.turn === null &&
      play.round === 0 &&
      Object.keys(play.conditions).length === 0;
    if (empty) globalThis.localStorage?.removeItem(PLAY_KEY);
    else globalThis.localStorage?.setItem(PLAY_KEY, JSON.stringify(play));
  } catch {
    /* storage unavailable: the fight lasts for this page */
  }
}

function readConditions(section: HTMLElement): Condition[] {
  try {
    const list: unknown = JSON.parse(section.dataset['conditions'] ?? '[]');
    return Array.isArray(list)
      ? list.filter(
          (c): c is Condition => typeof c?.name === 'string' && typeof c?.url === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Binds the play section; `render` redraws it after the encounter changed,
 * `clear` ends the fight whole (order, heroes, rounds, conditions) when the
 * encounter is cleared.
 */
export function bindEncounterPlay(options: PlayOptions): { render(): void; clear(): void } {
  const { section, copies, own } = options;
  const order = section.querySelector<HTMLOListElement>('[data-initiative-order]')!;
  const status = section.querySelector<HTMLElement>('[data-initiative-status]')!;
  const heroForm = section.querySelector<HTMLFormElement>('[data-initiative-hero]')!;
  const conditions = readConditions(section);
  let play = loadPlay();

  const save = () => {
    if (own()) savePlay(play);
  };

  const combatants = (): (Combatant & { hp: string })[] =>
    initiativeOrder([
      ...copies().map((copy) => ({
        key: copy.key,
        name: copy.name,
        kind: 'monster' as const,
        bonus: copy.bonus,
        initiative: play.rolls[copy.key] ?? null,
        hp: copy.hp,
      })),
      ...play.heroes.map((hero) => ({ ...hero, kind: 'hero' as const, bonus: 0, hp: '' })),
    ]) as (Combatant & { hp: string })[];

  const turnText = () => {
    const current = combatants().find((c) => c.key === play.turn);
    return current ? `Round ${play.round}: ${current.name}’s turn.` : '';
  };

  const update = (next: PlayState, announce = false) => {
    play = next;
    save();
    render();
    if (announce) status.textContent = turnText();
  };

  const conditionControls = (c: Combatant) => {
    const box = el('div', '', 'combatant-conditions');
    const held = play.conditions[c.key] ?? [];
    if (held.length > 0) {
      const list = el('ul');
      list.setAttribute('aria-label', `Conditions of ${c.name}`);
      for (const name of held) {
        const li = el('li');
        const link = conditions.find((k) => k.name === name);
        li.append(link ? Object.assign(el('a', name), { href: link.url }) : name, ' ');
        const remove = el('button', 'Remove', 'button');
        remove.type = 'button';
        remove.id = `remove-${c.key}-${name}`.replace(/[^\w-]/g, '-');
        remove.append(el('span', ` ${name} from ${c.name}`, 'visually-hidden'));
        remove.addEventListener('click', () => {
          const rest = held.filter((n) => n !== name);
          update({ ...play, conditions: { ...play.conditions, [c.key]: rest } });
          document.getElementById(`condition-${c.key}`.replace(/[^\w-]/g, '-'))?.focus();
        });
        li.append(remove);
        list.append(li);
      }
      box.append(list);
    }
    if (conditions.length > 0) {
      const select = el('select');
      select.id = `condition-${c.key}`.replace(/[^\w-]/g, '-');
      const label = el('label', 'Condition');
      label.htmlFor = select.id;
      label.append(el('span', ` for ${c.name}`, 'visually-hidden'));
      select.append(el('option', 'Choose…'));
      select.options[0]!.value = '';
      for (const k of conditions) if (!held.includes(k.name)) select.append(el('option', k.name));
      const add = el('button', 'Add', 'button');
      add.type = 'button';
      add.id = `add-${select.id}`;
      add.append(el('span', ` the condition to ${c.name}`, 'visually-hidden'));
      add.addEventListener('click', () => {
        if (!select.value) return select.focus();
        update({ ...play, conditions: { ...play.conditions, [c.key]: [...held, select.value] } });
      });
      box.append(label, ' ', select, ' ', add);
    }
    return box;
  };

  const render = () => {
    const focused = document.activeElement?.id;
    const list = combatants();
    section.hidden = list.length === 0;
    order.replaceChildren(
      ...list.map((c) => {
        const li = el('li', '', `combatant combatant-${c.kind}`);
        li.dataset['combatant'] = c.key;
        if (c.key === play.turn) li.setAttribute('aria-current', 'true');
        const head = el('p', '', 'combatant-head');
        head.append(
          el('span', c.initiative === null ? '—' : String(c.initiative), 'combatant-initiative'),
          ' ',
          el('strong', c.name),
        );
        if (c.initiative === null)
          head.append(el('span', ' (initiative not rolled)', 'visually-hidden'));
        if (c.key === play.turn) head.append(' ', el('span', 'current turn', 'combatant-turn'));
        if (c.hp) head.append(' ', el('span', c.hp, 'combatant-hp'));
        if (c.kind === 'hero') {
          const remove = el('button', 'Remove', 'button');
          remove.type = 'button';
          remove.id = `remove-${c.key}`;
          remove.append(el('span', ` ${c.name}`, 'visually-hidden'));
          remove.addEventListener('click', () => {
            update({ ...play, heroes: play.heroes.filter((h) => h.key !== c.key) });
            heroForm.querySelector<HTMLInputElement>('input')?.focus();
          });
          head.append(' ', remove);
        }
        li.append(head, conditionControls(c));
        return li;
      }),
    );
    if (!status.textContent && play.turn) status.textContent = turnText();
    if (focused) document.getElementById(focused)?.focus();
  };

  section.querySelector('[data-initiative-roll]')?.addEventListener('click', () => {
    const rolls: Record<string, number> = {};
    for (const copy of copies()) {
      const formula = `d20 ${signed(copy.bonus)}`;
      const result = roll(formula, {}, { rng: currentRng() });
      rolls[copy.key] = result.total;
      recordRoll({
        kind: 'dice',
        formula,
        resolved: result.resolved,
        dice: result.dice.map(({ sides, value }) => ({ sides, value })),
        total: result.total,
        source: `Initiative: ${copy.name}`,
        notes: [],
      });
    }
    update({ ...play, rolls, turn: null, round: 0 });
    status.textContent = `Initiative rolled for ${Object.keys(rolls).length} monsters. Press Next turn to start round 1.`;
  });
  section.querySelector('[data-initiative-next]')?.addEventListener('click', () => {
    const turn = nextTurn(
      combatants().map((c) => c.key),
      play,
    );
    update({ ...play, ...turn }, true);
  });
  section.querySelector('[data-initiative-end]')?.addEventListener('click', () => {
    update({ ...EMPTY_PLAY, heroes: play.heroes });
    status.textContent = 'The fight is over: initiative, turns and conditions cleared.';
  });
  heroForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const name = (heroForm.elements.namedItem('name') as HTMLInputElement).value.trim();
    const initiative = Number(
      (heroForm.elements.namedItem('initiative') as HTMLInputElement).value,
    );
    if (!name || !Number.isInteger(initiative)) return;
    const hero = { key: heroKey(play.heroes), name, initiative };
    update({ ...play, heroes: [...play.heroes, hero] });
    status.textContent = `${name} joins the order at initiative ${initiative}.`;
    heroForm.reset();
    heroForm.querySelector<HTMLInputElement>('input')?.focus();
  });
  const clear = () => {
    status.textContent = '';
    update(EMPTY_PLAY);
  };
  return { render, clear };
}
