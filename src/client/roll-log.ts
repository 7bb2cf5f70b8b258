/**
 * The roll log panel (RollLog.astro): reveals the header button, shows the
 * count on it, lists the session's rolls newest first and keeps the list
 * current on every `orcus:roll`. The panel is a non-modal disclosure:
 * Enter/Space on the button toggles it, Escape inside closes it and puts
 * focus back on the button, "Clear log" empties it. The panel's tools (a
 * saving throw and, under a ruleset with one, the escalation die) are wired
 * by roll-tools.ts, loaded when the panel first opens.
 */
import { clearRolls, readRolls, type RollEntry, type RollOutcome } from './roll-store.ts';

/** How the log words what a roll decided. */
const OUTCOME_LABELS: Record<RollOutcome, string> = {
  hit: 'Hit',
  miss: 'Miss',
  success: 'Saved',
  failure: 'Not saved',
};

const root = document.querySelector<HTMLElement>('[data-roll-log]');
const toggle = root?.querySelector<HTMLButtonElement>('[data-roll-log-toggle]');
const panel = document.getElementById('roll-log-panel');
const squash = (text: string) => text.replace(/\s+/g, '');

if (root && toggle && panel) {
  const count = toggle.querySelector('[data-roll-log-count]')!;
  const list = panel.querySelector('[data-roll-log-list]')!;
  const status = panel.querySelector('[data-roll-log-status]')!;
  const clear = panel.querySelector<HTMLButtonElement>('[data-roll-log-clear]')!;
  const close = panel.querySelector<HTMLButtonElement>('[data-roll-log-close]')!;

  const p = (className: string, text: string) => {
    const node = document.createElement('p');
    node.className = className;
    node.textContent = text;
    return node;
  };

  const item = (roll: RollEntry) => {
    const li = document.createElement('li');
    li.className = 'roll-entry';
    const total = p('roll-entry-total', String(roll.total));
    total.prepend(
      Object.assign(document.createElement('span'), {
        className: 'visually-hidden',
        textContent: 'Total ',
      }),
    );
    const formula = p('roll-entry-formula', roll.formula);
    if (roll.outcome) {
      const outcome = document.createElement('strong');
      outcome.className = `roll-entry-outcome is-${roll.outcome}`;
      outcome.dataset['outcome'] = roll.outcome;
      outcome.textContent = OUTCOME_LABELS[roll.outcome];
      formula.prepend(outcome, ' · ');
    }
    for (const note of roll.notes) {
      const mark = document.createElement('span');
      mark.className = 'roll-entry-note';
      mark.textContent = note;
      formula.append(' ', mark);
    }
    const dice = roll.dice.map((d) => `1d${d.sides}: ${d.value}`).join(', ');
    const detail = p(
      'roll-entry-detail',
      `${squash(roll.resolved) !== squash(roll.formula) ? `${roll.resolved} · ` : ''}${dice ? `dice ${dice}` : 'no dice'}`,
    );
    const when = new Date(roll.at);
    const time = document.createElement('time');
    time.dateTime = when.toISOString();
    time.textContent = when.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    const source = p('roll-entry-source', roll.source ? `${roll.source} · ` : '');
    source.append(time);
    li.append(total, formula, detail, source);
    return li;
  };

  const render = () => {
    const rolls = readRolls();
    count.textContent = `(${rolls.length})`;
    list.replaceChildren(...rolls.map(item));
    clear.disabled = rolls.length === 0;
    if (!rolls.length && !status.textContent) status.textContent = 'No rolls yet.';
    else if (rolls.length) status.textContent = '';
  };

  const setOpen = (open: boolean, refocus = false) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (!open && refocus) toggle.focus();
  };

  root.hidden = false;
  render();
  addEventListener('orcus:roll', render);

  toggle.addEventListener('click', () => {
    setOpen(panel.hidden);
    // The panel's tools (saving throw, escalation die) load when it first opens.
    void import('./roll-tools.ts').then(({ bindRollTools }) => bindRollTools(panel));
  });
  close.addEventListener('click', () => setOpen(false, true));
  clear.addEventListener('click', () => {
    clearRolls();
    status.textContent = 'Log cleared. No rolls yet.';
    panel.focus();
  });
  for (const node of [toggle, panel]) {
    node.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && !panel.hidden) {
        e.stopPropagation();
        setOpen(false, true);
      }
    });
  }
}
