/**
 * The header's theme button (ThemeToggle.astro): three states, the system's
 * colour scheme (nothing stored), light and dark. Each click moves to the
 * next state, sets `data-theme` on the root (none for the system state),
 * remembers the choice in localStorage (removed for the system state) and the
 * button's label, chosen by CSS from `data-theme`, says the state now shown.
 * The layout's inline head script applies the stored value before first paint
 * with the same validation as {@link readTheme}.
 */

/** The theme states, in the order a click cycles through them. */
export const THEMES = ['system', 'light', 'dark'] as const;

/** A theme state: the system's colour scheme, or one the reader chose. */
export type Theme = (typeof THEMES)[number];

/** localStorage key of the chosen theme (absent for the system state). */
export const THEME_KEY = 'theme';

/** The stored theme, validated: anything but `light` or `dark` means the system's. */
export function readTheme(stored: string | null): Theme {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The state after `theme` in the cycle system → light → dark → system. */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;
}

/** Binds the toggle button; does nothing on a page without it. */
export function bindThemeToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  const status = document.querySelector<HTMLElement>('[data-theme-status]');
  if (!button) return;
  const root = document.documentElement;
  button.addEventListener('click', () => {
    const theme = nextTheme(readTheme(root.dataset['theme'] ?? null));
    if (theme === 'system') delete root.dataset['theme'];
    else root.dataset['theme'] = theme;
    try {
      if (theme === 'system') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, theme);
    } catch {
      /* storage unavailable: the choice lasts for this page */
    }
    if (status) status.textContent = `Theme: ${theme}`;
  });
}
