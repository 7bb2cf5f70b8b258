/**
 * The portfolio filter of `/deities/`: shown only with JavaScript; hides the
 * deities whose portfolio lacks any of the typed words and says how many are left.
 */

/** Binds the deity filter form; does nothing on a page without it. */
export function bindDeityFilter(): void {
  const form = document.querySelector<HTMLFormElement>('[data-deity-filter]');
  const input = form?.querySelector('input');
  const count = form?.querySelector('[data-deity-count]');
  const items = [...document.querySelectorAll<HTMLElement>('[data-deity-list] > li')];
  if (!form || !input || !count) return;
  form.hidden = false;
  form.addEventListener('submit', (event) => event.preventDefault());
  const apply = () => {
    const words = input.value
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    let shown = 0;
    for (const item of items) {
      const portfolio =
        item.querySelector<HTMLElement>('[data-portfolio]')?.dataset['portfolio'] ?? '';
      const match = words.every((word) => portfolio.includes(word));
      item.hidden = !match;
      if (match) shown++;
    }
    count.textContent = words.length ? `${shown} of ${items.length} deities` : '';
  };
  input.addEventListener('input', apply);
}
