/**
 * The encounter page (src/pages/encounter.astro): shows the encounter's stat
 * blocks in order, each with its count, a remove button (focus then moves
 * to the next monster's, else the previous one's, else the empty-encounter
 * note) and one hit-point
 * field per copy (with its state: staggered at or below the Staggered value,
 * down at 0), and the total XP in a polite status line. The encounter comes
 * from `?monsters=` or else from localStorage (then put in the URL). A shared
 * link is stored only if that does not overwrite a different encounter the
 * reader keeps; otherwise it is shown and editable, with a notice.
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
  const items = new Map(
    [...list.querySelectorAll<HTMLElement>('[data-encounter-item]')].map((item) => [
      item.dataset['encounterItem']!,
      item,
    ]),
  );
  const known = new Set(items.keys());
  const stored = loadEncounter();
  const fromUrl = parseEncounterParam(
    new URLSearchParams(location.search).get(ENCOUNTER_PARAM),
    known,
  );
  const isShared = fromUrl.length > 0 && wouldReplaceEncounter(stored.groups, fromUrl);
  let own = !isShared;
  let state: Encounter =
    fromUrl.length > 0
      ? { groups: fromUrl, hp: isShared ? {} : stored.hp }
      : { groups: stored.groups.filter((g) => known.has(g.id)), hp: stored.hp };
  shared.hidden = own;

  const save = () => {
    if (own) state = saveEncounter(state);
    history.replaceState(null, '', encounterUrl(state.groups));
    render();
  };

  const render = () => {
    for (const item of items.values()) item.hidden = true;
    for (const group of state.groups) {
      const item = items.get(group.id);
      if (!item) continue;
      list.append(item);
      item.hidden = false;
      renderTracker(item, group.id, group.count);
    }
    const copies = state.groups.reduce((sum, g) => sum + g.count, 0);
    const xp = totalXp(state.groups, (id) => Number(items.get(id)?.dataset['xp'] ?? 0));
    status.textContent = `${copies} monster${copies === 1 ? '' : 's'}, ${xp.toLocaleString('en-US')} XP in all.`;
    toolbar.hidden = state.groups.length === 0;
    empty.hidden = state.groups.length > 0;
  };

  /**
   * Keeps focus in the list after a Remove: on the next monster's Remove
   * button, else the previous one's, else on the note that the encounter is
   * empty (which links to the monsters to add).
   */
  const focusAfterRemove = (neighbour: string | undefined) => {
    const button = neighbour
      ? items.get(neighbour)?.querySelector<HTMLElement>('[data-encounter-remove]')
      : null;
    if (button) return button.focus();
    empty.tabIndex = -1;
    empty.focus();
  };

  const renderTracker = (item: HTMLElement, id: string, count: number) => {
    const tracker = item.querySelector<HTMLElement>('[data-encounter-tracker]')!;
    const block = item.querySelector<HTMLElement>('article.stat-block')!;
    const name = block.querySelector('.stat-name')?.textContent?.trim() ?? id;
    const max = Number(block.dataset['hp'] || 0);
    const staggeredText = block.dataset['staggered'] ?? '';
    const staggered = staggeredText === '' ? null : Number(staggeredText);
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
      const label = el('label', `${name} ${index + 1} HP`);
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
      });
      li.append(label, input, stateText);
      copies.append(li);
    });
    fieldset.append(controls, copies);
    tracker.replaceChildren(fieldset);
    if (focused) document.getElementById(focused)?.focus();
  };

  shared.querySelector('[data-encounter-keep]')?.addEventListener('click', () => {
    own = true;
    shared.hidden = true;
    save();
    status.focus();
  });
  document.querySelector('[data-encounter-print]')?.addEventListener('click', () => print());
  document.querySelector('[data-encounter-clear]')?.addEventListener('click', () => {
    state = { groups: [], hp: {} };
    save();
  });
  if (own && fromUrl.length > 0) state = saveEncounter(state);
  history.replaceState(null, '', encounterUrl(state.groups));
  render();
}
