/**
 * The encounter page (src/pages/encounter.astro): shows the encounter's stat
 * blocks in order (fetched from the monsters' pages, src/client/fetched-cards.ts),
 * each with its count, a remove button (focus then moves
 * to the next monster's, else the previous one's, else the empty-encounter
 * note) and one hit-point
 * field per copy (with its state: staggered at or below the Staggered value,
 * down at 0), and the total XP in a polite status line. The encounter comes
 * from `?monsters=` or else from localStorage (then put in the URL). A shared
 * link is stored only if that does not overwrite a different encounter the
 * reader keeps; otherwise it is shown and editable, with a notice. Traps
 * (`trap--…`) show their card with an attack roller; built monsters
 * (`built-…`) are rebuilt from the embedded rules tables and the choices kept
 * by the builder (or read from the id of a shared link). The party's budget
 * and difficulty, and the fight (./encounter-play.ts), are beside the list.
 */
import {
  ENCOUNTER_PARAM,
  currentHp,
  encounterUrl,
  hpState,
  loadEncounter,
  parseEncounterParam,
  saveEncounter,
  setCount,
  totalXp,
  wouldReplaceEncounter,
  type Encounter,
} from './encounter-store.ts';
import { fetchedCards, readRecords } from './fetched-cards.ts';
import { bindEncounterParty } from './party-form.ts';
import { bindEncounterPlay, type MonsterCopy } from './encounter-play.ts';
import { builtMonsters } from './encounter-built.ts';
import { isEncounterRecord, trapIdOf } from '../site/encounter-entries.ts';
import { copyKey, copyLabel } from '../site/initiative.ts';
import { monsterUrl, recordUrl } from '../site/urls.ts';

/** Each trap's attack roller (HTML by entry id) that the page embeds (`data-trap-rollers`). */
function trapRollersOf(list: HTMLElement): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(list.dataset['trapRollers'] ?? '{}');
    return new Map(
      Object.entries(parsed ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return new Map();
  }
}

/** A trap's page, or a monster's. */
const entryUrl = (id: string) => {
  const trap = trapIdOf(id);
  return trap === null ? monsterUrl(id) : recordUrl('traps', trap);
};

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = '') => {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
};

const STATE_TEXT = { healthy: '', staggered: 'staggered', down: 'down' } as const;

/** Binds the encounter page. */
export function bindEncounterPage(): void {
  const list = document.querySelector<HTMLElement>('[data-encounter-list]');
  const status = document.querySelector<HTMLElement>('[data-encounter-status]');
  const toolbar = document.querySelector<HTMLElement>('[data-encounter-toolbar]');
  const empty = document.querySelector<HTMLElement>('[data-encounter-empty]');
  const shared = document.querySelector<HTMLElement>('[data-encounter-shared]');
  if (!list || !status || !toolbar || !empty || !shared) return;
  const records = readRecords(list, isEncounterRecord);
  const trapRollers = trapRollersOf(list);
  const stored = loadEncounter();
  const rawParam = new URLSearchParams(location.search).get(ENCOUNTER_PARAM);
  // built monsters: those the builder kept, and those a shared link names
  const built = builtMonsters(
    [
      ...stored.groups.map((g) => g.id),
      ...(rawParam ?? '').split(',').map((p) => p.split('*')[0]!.trim()),
    ],
    document.querySelector<HTMLElement>('[data-encounter-party]')?.dataset['rules'],
  );
  for (const [id, monster] of built.records) records.set(id, monster);
  const known = new Set(records.keys());
  const cards = fetchedCards({
    list,
    // a monster's page holds a stat block, a trap's its record card
    selector: 'article.stat-block, article.record-card[data-record="trap"]',
    strip: ['.stat-actions', '[data-encounter-controls]'],
    urlOf: entryUrl,
    nameOf: (id) => records.get(id)?.name ?? id,
    // a monster's stat block, a trap's card
    nounOf: (id) => (trapIdOf(id) === null ? 'stat block' : 'card'),
    itemAttribute: 'data-encounter-item',
    localCard: (id) => built.card(id),
    adorn: (card, id) => {
      const roller = trapRollers.get(id);
      const fields = card.querySelector('.record-fields');
      if (!roller || !fields) return;
      fields.insertAdjacentHTML('beforeend', roller);
      const box = fields.lastElementChild as HTMLElement;
      // the stat block's roller, loaded the first time a trap card shows
      void import('./attack-roller.ts').then(({ wireMonsterRoller }) => wireMonsterRoller(box));
    },
    decorate: (item, id) => {
      const tracker = el('div', '', 'encounter-tracker');
      tracker.dataset['encounterTracker'] = '';
      item.prepend(tracker);
      if (trapIdOf(id) !== null) {
        // a trap's card has no heading of its own (its page's title is outside it)
        const heading = el('h2', '', 'encounter-trap-name');
        heading.append(Object.assign(el('a', records.get(id)?.name ?? id), { href: entryUrl(id) }));
        tracker.after(heading);
      }
    },
  });
  const fromUrl = parseEncounterParam(rawParam, known);
  const isShared = fromUrl.length > 0 && wouldReplaceEncounter(stored.groups, fromUrl);
  let own = !isShared;
  let state: Encounter =
    fromUrl.length > 0
      ? { groups: fromUrl, hp: isShared ? {} : stored.hp }
      : { groups: stored.groups.filter((g) => known.has(g.id)), hp: stored.hp };
  shared.hidden = own;

  const party = bindEncounterParty({
    own: () => own,
    total: () => totalXp(state.groups, (id) => records.get(id)?.xp),
    changed: () => history.replaceState(null, '', party.url(encounterUrl(state.groups))),
  });
  const copies = (): MonsterCopy[] =>
    state.groups.flatMap((group) => {
      const record = records.get(group.id);
      if (!record || record.kind !== 'monster') return [];
      const max = record.hp ?? 0;
      return currentHp(state.hp[group.id], group.count, max).map((hp, index) => ({
        key: copyKey(group.id, index),
        name: copyLabel(record.name, index),
        bonus: record.initiative ?? 0,
        hp:
          record.hp === null
            ? ''
            : `HP ${hp} of ${max}${STATE_TEXT[hpState(hp, record.staggered)] ? ` — ${STATE_TEXT[hpState(hp, record.staggered)]}` : ''}`,
      }));
    });
  const section = document.querySelector<HTMLElement>('[data-initiative]');
  const play = section ? bindEncounterPlay({ section, copies, own: () => own }) : null;

  const save = () => {
    if (own) state = saveEncounter(state);
    history.replaceState(null, '', party.url(encounterUrl(state.groups)));
    render();
  };

  const render = () => {
    cards.show(state.groups.map((group) => group.id));
    for (const group of state.groups) renderTracker(cards.item(group.id)!, group.id, group.count);
    const count = (trap: boolean) =>
      state.groups
        .filter((g) => (trapIdOf(g.id) !== null) === trap)
        .reduce((sum, g) => sum + g.count, 0);
    const copies = count(false);
    const traps = count(true);
    const xp = totalXp(state.groups, (id) => records.get(id)?.xp);
    status.textContent = `${copies} monster${copies === 1 ? '' : 's'}${traps > 0 ? ` and ${traps} trap${traps === 1 ? '' : 's'}` : ''}, ${xp.toLocaleString('en-US')} XP in all.`;
    toolbar.hidden = state.groups.length === 0;
    empty.hidden = state.groups.length > 0;
    party.render();
    play?.render();
  };

  /**
   * Keeps focus in the list after a Remove: on the next monster's Remove
   * button, else the previous one's, else on the note that the encounter is
   * empty (which links to the monsters to add).
   */
  const focusAfterRemove = (neighbour: string | undefined) => {
    const button = neighbour
      ? cards.item(neighbour)?.querySelector<HTMLElement>('[data-encounter-remove]')
      : null;
    if (button) return button.focus();
    empty.tabIndex = -1;
    empty.focus();
  };

  const renderTracker = (item: HTMLElement, id: string, count: number) => {
    const tracker = item.querySelector<HTMLElement>('[data-encounter-tracker]')!;
    const record = records.get(id);
    const name = record?.name ?? id;
    const trap = record?.kind === 'trap';
    const max = record?.hp ?? 0;
    const staggered = record?.staggered ?? null;
    const hp = currentHp(state.hp[id], count, max);
    const focused = document.activeElement?.id;
    const fieldset = el('fieldset');
    fieldset.append(el('legend', `${name} × ${count}`));
    const controls = el('p', '', 'encounter-group-controls');
    const countLabel = el('label', 'Number');
    const countInput = el('input');
    countInput.type = 'number';
    countInput.min = '0';
    countInput.max = '40';
    countInput.value = String(count);
    countInput.id = `count-${id}`;
    countInput.dataset['encounterCount'] = id;
    countLabel.htmlFor = countInput.id;
    countLabel.append(el('span', ` of ${name}`, 'visually-hidden'));
    countInput.addEventListener('change', () => {
      const value = Number(countInput.value);
      if (!Number.isInteger(value) || value < 0) return;
      state = { ...state, groups: setCount(state.groups, id, value) };
      save();
    });
    const remove = el('button', 'Remove', 'button');
    remove.type = 'button';
    remove.append(el('span', ` ${name}`, 'visually-hidden'));
    remove.dataset['encounterRemove'] = id;
    remove.addEventListener('click', () => {
      const order = state.groups.map((group) => group.id);
      const at = order.indexOf(id);
      const neighbour = order[at + 1] ?? order[at - 1];
      state = { ...state, groups: setCount(state.groups, id, 0) };
      save();
      focusAfterRemove(neighbour);
    });
    controls.append(countLabel, countInput, remove);
    const copies = el('ul');
    hp.forEach((value, index) => {
      const li = el('li');
      const input = el('input');
      input.type = 'number';
      input.min = '0';
      input.max = String(max);
      input.value = String(value);
      input.id = `hp-${id}-${index + 1}`;
      input.dataset['encounterHp'] = '';
      const label = el('label', `${copyLabel(name, index)} HP`);
      label.htmlFor = input.id;
      const stateText = el('span', '', 'hp-state');
      stateText.dataset['hpState'] = '';
      const show = (current: number) => {
        const s = hpState(current, staggered);
        stateText.className = `hp-state state-${s}`;
        stateText.textContent = `of ${max}${STATE_TEXT[s] ? ` — ${STATE_TEXT[s]}` : ''}`;
      };
      show(value);
      input.addEventListener('change', () => {
        const next = Math.max(0, Math.min(max, Math.round(Number(input.value) || 0)));
        input.value = String(next);
        const list = currentHp(state.hp[id], count, max);
        list[index] = next;
        state = { ...state, hp: { ...state.hp, [id]: list } };
        if (own) state = saveEncounter(state);
        show(next);
        play?.render();
      });
      li.append(label, input, stateText);
      copies.append(li);
    });
    fieldset.append(controls);
    if (!trap) fieldset.append(copies);
    tracker.replaceChildren(fieldset);
    if (focused) document.getElementById(focused)?.focus();
  };

  shared.querySelector('[data-encounter-keep]')?.addEventListener('click', () => {
    own = true;
    shared.hidden = true;
    save();
    status.focus();
  });
  // printing waits for the stat blocks still loading
  document
    .querySelector('[data-encounter-print]')
    ?.addEventListener('click', () => void cards.settled().then(() => print()));
  document.querySelector('[data-encounter-clear]')?.addEventListener('click', () => {
    state = { groups: [], hp: {} };
    play?.clear();
    save();
  });
  if (own && fromUrl.length > 0) state = saveEncounter(state);
  history.replaceState(null, '', party.url(encounterUrl(state.groups)));
  render();
}
