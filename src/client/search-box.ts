/**
 * The header search box's always-loaded part: the `/` shortcut, Escape to
 * close, and loading the results code (and Pagefind) on first use only.
 */

/** Wires the header search box; results code is imported on the first keystroke. */
export function bindSearchBox(): void {
  const form = document.querySelector<HTMLFormElement>('[data-site-search]');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const panel = form?.querySelector<HTMLElement>('.search-panel');
  if (!form || !input || !panel) return;
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const typing = target.closest('input, textarea, select, [contenteditable="true"]');
    if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
    } else if (event.key === 'Escape' && !panel.hidden && form.contains(target)) {
      panel.hidden = true;
      input.focus();
    }
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const query = input.value.trim();
      if (query === '') {
        panel.hidden = true;
        return;
      }
      const { renderResults } = await import('./search-results.ts');
      await renderResults(panel, query, { limit: 5 });
      panel.hidden = input.value.trim() === '';
    }, 150);
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) panel.hidden = true;
  });
}
