/**
 * "Add to encounter" on stat blocks and trap cards (`[data-encounter-add]` in a card's
 * `[data-encounter-controls]`, shown when scripts run): each press adds one
 * copy of the monster to the reader's stored encounter and says so in the
 * block's polite status line, with a link to the encounter page. One listener
 * for the whole page, so a chapter of hundreds of stat blocks costs nothing
 * at load, and blocks inserted later work as well.
 */
import { addOne, encounterUrl, loadEncounter, saveEncounter } from './encounter-store.ts';

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
    'button[data-encounter-add]',
  );
  const controls = button?.closest<HTMLElement>('[data-encounter-controls]');
  if (!button || !controls) return;
  const id = button.dataset['encounterAdd']!;
  const block = button.closest('article');
  const name =
    button.dataset['encounterName'] ||
    block?.querySelector('.stat-name')?.textContent?.trim() ||
    id;
  const current = loadEncounter();
  const saved = saveEncounter({ ...current, groups: addOne(current.groups, id) });
  const count = saved.groups.find((g) => g.id === id)?.count ?? 0;
  const total = saved.groups.reduce((sum, g) => sum + g.count, 0);
  const status = controls.querySelector<HTMLElement>('[data-encounter-message]');
  const link = controls.querySelector<HTMLAnchorElement>('[data-encounter-link]');
  if (status)
    status.textContent = `${name} added (${count} in the encounter, ${total} monster${total === 1 ? '' : 's'} in all).`;
  if (link) link.href = encounterUrl(saved.groups);
});
