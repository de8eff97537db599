import { create } from 'zustand';
import { local } from '../lib/storage.ts';

const DESKTOP = '(min-width: 1024px)';
const KEY = 'sideMenuOpen';

function initialMenuOpen(): boolean {
  // Phones start with the menu closed; desktops remember the visitor's choice.
  if (!window.matchMedia(DESKTOP).matches) return false;
  return local.get(KEY) !== 'false';
}

interface UiState {
  menuOpen: boolean;
}

export const useUi = create<UiState>(() => ({ menuOpen: initialMenuOpen() }));

export function isDesktop(): boolean {
  return window.matchMedia(DESKTOP).matches;
}

export function setMenuOpen(open: boolean): void {
  useUi.setState({ menuOpen: open });
  if (isDesktop()) local.set(KEY, String(open));
}

export function toggleMenu(): void {
  setMenuOpen(!useUi.getState().menuOpen);
}
