import { useSyncExternalStore } from 'react';
import { local } from './storage.ts';

export type Theme = 'dark' | 'light';
const KEY = 'theme';
const listeners = new Set<() => void>();

/** The theme on <html>, which index.html's bootstrap set before first paint. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  local.set(KEY, theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', getComputedStyle(document.documentElement).getPropertyValue('--c-bg-header').trim());
  listeners.forEach((l) => l());
}

export function toggleTheme(): void {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    currentTheme,
    () => 'dark',
  );
}
