/**
 * "Add to encounter" on stat blocks (`[data-encounter-add]`, rendered hidden
 * by StatBlock.astro): each press adds one copy of the monster to the
 * reader's stored encounter and says so in the block's polite status line,
 * with a link to the encounter page.
 */
import { addOne, encounterUrl, loadEncounter, saveEncounter } from './encounter-store.ts';

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-encounter-add]')) {
  const controls = button.closest<HTMLElement>('[data-encounter-controls]');
  if (!controls) continue;
  const status = controls.querySelector<HTMLElement>('[data-encounter-message]');
  const link = controls.querySelector<HTMLAnchorElement>('[data-encounter-link]');
  button.addEventListener('click', () => {
    const id = button.dataset['encounterAdd']!;
    const current = loadEncounter();
    const saved = saveEncounter({ ...current, groups: addOne(current.groups, id) });
    const count = saved.groups.find((g) => g.id === id)?.count ?? 0;
    const total = saved.groups.reduce((sum, g) => sum + g.count, 0);
    if (status)
      status.textContent = `${button.dataset['encounterName']} added (${count} in the encounter, ${total} monster${total === 1 ? '' : 's'} in all).`;
    if (link) link.href = encounterUrl(saved.groups);
  });
  controls.hidden = false;
}
