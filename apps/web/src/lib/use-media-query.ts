import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date as the window changes. For parts that only exist at
 * some widths (decoration shown from `sm` up): rendering them hidden still costs a phone their render,
 * their timers and their formatting work.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
