/**
 * The header search box's combobox, loaded when the box is first focused: an
 * ARIA combobox over the results listbox (arrow keys move the active option,
 * Enter follows it, Escape closes); the results code (and Pagefind) is
 * imported on the first keystroke only.
 */

/** The space kept between the results panel and the edges of the screen. */
const EDGE = 8;

/** Shifts the open panel sideways so that it stays inside the viewport on narrow screens. */
function keepOnScreen(panel: HTMLElement): void {
  panel.style.translate = '';
  const box = panel.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  const shift =
    box.left < EDGE
      ? EDGE - box.left
      : box.right > viewport - EDGE
        ? viewport - EDGE - box.right
        : 0;
  if (shift !== 0) panel.style.translate = `${shift}px 0`;
}

/** Wires the combobox of the header search box; results code is imported on the first keystroke. */
export function bindCombobox(form: HTMLFormElement, input: HTMLInputElement): void {
  const panel = form.querySelector<HTMLElement>('.search-panel');
  if (!panel) return;

  const options = () => [...panel.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
  const active = () => options().find((option) => option.getAttribute('aria-selected') === 'true');
  const activate = (option: HTMLAnchorElement | undefined) => {
    for (const other of options()) other.setAttribute('aria-selected', 'false');
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (open) keepOnScreen(panel);
    else activate(undefined);
  };

  input.addEventListener('keydown', (event) => {
    const list = options();
    const index = list.indexOf(active() as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (panel.hidden || list.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? (step === 1 ? 0 : list.length - 1) : index + step;
      activate(list[(next + list.length) % list.length]);
    } else if (event.key === 'Enter' && index !== -1 && !panel.hidden) {
      event.preventDefault();
      list[index]!.click();
    } else if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault();
      setOpen(false);
    }
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    const search = ++latest;
    timer = setTimeout(async () => {
      const query = input.value.trim();
      if (query === '') {
        setOpen(false);
        return;
      }
      const { renderResults } = await import('./search-results.ts');
      await renderResults(panel, query, {
        limit: 6,
        mode: 'listbox',
        current: () => search === latest,
      });
      if (search !== latest) return;
      activate(undefined);
      setOpen(input.value.trim() !== '');
    }, 150);
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  // Text typed before this module arrived is searched now.
  if (input.value.trim() !== '') input.dispatchEvent(new Event('input'));
}
