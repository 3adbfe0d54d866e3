import { create } from 'zustand';
import { localKeys, localStore } from '../../lib/storage';

export type Theme = 'dark' | 'light';

function storedTheme(): Theme {
  return localStore.get(localKeys.theme) === 'light' ? 'light' : 'dark';
}

/** Dark is the stylesheet default; the `light` class on <html> switches the tokens. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('light', theme === 'light');
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    localStore.set(localKeys.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** Called once before the first render so the page never paints in the wrong theme. */
export function applyStoredTheme(): void {
  applyTheme(useThemeStore.getState().theme);
}
