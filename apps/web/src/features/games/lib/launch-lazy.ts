import type { Game, VendorCard } from '@app/contracts';
import { importWithTimeout } from '../../../lib/lazy.ts';
import type { LaunchOutcome } from './launch.ts';

/**
 * The launch flow (gates, dialogs, loader, error texts) is its own chunk: the
 * home page does not need it to render, only when a game is clicked. Pages
 * fetch it ahead while the browser is idle (`prefetchLaunch`).
 */
const load = () => importWithTimeout(() => import('./launch.ts'));

export function launchGameLazy(game: Pick<Game, 'gameCode' | 'vassalage' | 'displayName' | 'maintenance'>): Promise<LaunchOutcome> {
  return load().then((m) => m.launchGameOf(game));
}

/** A vendor card launches its single game; null (nothing to launch) for cards without one. */
export function launchVendorCardLazy(card: VendorCard): Promise<LaunchOutcome | null> | null {
  if (!card.gameCode) return null;
  return load().then((m) => m.launchVendorCard(card));
}

export function prefetchLaunch(): void {
  const run = () => void load().catch(() => undefined);
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 5000 });
  else window.setTimeout(run, 1500);
}
