import { create } from 'zustand';

/** Chromium's install event (not in the DOM typings): `prompt()` once, then `userChoice` says what the user did. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser's install prompt, kept for the download screen's install button; null when the browser offers none. */
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export const useInstallPrompt = create<InstallState>(() => ({ deferred: null, installed: false }));

/**
 * Started once at boot (the event fires early, before the download screen is loaded): keeps the
 * browser's install prompt so the lite app's "install" button can show it (docs/pwa.md).
 */
export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPrompt.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPrompt.setState({ deferred: null, installed: true }));
}

/** Shows the browser's install dialog; an event prompts once, so it is dropped whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = useInstallPrompt.getState().deferred;
  if (!event) return 'unavailable';
  useInstallPrompt.setState({ deferred: null });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') useInstallPrompt.setState({ installed: true });
  return outcome;
}

/** Running as the installed app (home-screen icon), not in a browser tab. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

export type DevicePlatform = 'ios' | 'android' | 'other';

/** iPhone, iPad (iPadOS says "Macintosh" but has touch), Android, or anything else. */
export function devicePlatform(userAgent: string, maxTouchPoints = 0): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}
