/**
 * The header search box's always-loaded part: the `/` shortcut, and the
 * combobox code (search-combobox.ts) imported when the box is first focused,
 * so pages that are only read load none of it.
 */

/** Wires the header search box: `/` focuses it; focusing it loads the combobox. */
export function bindSearchBox(): void {
  const form = document.querySelector<HTMLFormElement>('[data-site-search]');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  if (!form || !input) return;
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const typing = target.closest('input, textarea, select, [contenteditable="true"]');
    if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
    }
  });
  input.addEventListener(
    'focus',
    () => void import('./search-combobox.ts').then(({ bindCombobox }) => bindCombobox(form, input)),
    { once: true },
  );
}
