/**
 * The header's dark-theme toggle (ThemeToggle.astro): flips `data-theme` on
 * the root, remembers the choice in localStorage and keeps `aria-pressed` true
 * while the dark theme shows (chosen or from the system preference).
 */

/** Binds the toggle button; does nothing on a page without it. */
export function bindThemeToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  const root = document.documentElement;
  const isDark = () =>
    root.dataset['theme'] === 'dark' ||
    (!root.dataset['theme'] && matchMedia('(prefers-color-scheme: dark)').matches);
  const sync = () => button?.setAttribute('aria-pressed', String(isDark()));
  sync();
  button?.addEventListener('click', () => {
    const next = isDark() ? 'light' : 'dark';
    root.dataset['theme'] = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      /* storage unavailable: the choice lasts for this page */
    }
    sync();
  });
}
