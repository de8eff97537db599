import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's chromium with the flags this network needs; a browser is never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** A context with theme and language already chosen, as a returning visitor would have them. */
export async function newContext(
  browser: Browser,
  options: {
    viewport?: keyof typeof VIEWPORTS;
    theme?: 'dark' | 'light';
    language?: string;
    headers?: Record<string, string>;
    /** Show the announcement popups (SPEC §2.6). Off by default: a test about something else starts with them closed, as a returning visitor would. */
    popups?: boolean;
    /** Let the site's service worker run (docs/pwa.md). Blocked by default: requests it makes are not seen by page.route(). */
    serviceWorkers?: boolean;
  } = {},
): Promise<BrowserContext> {
  const viewport = VIEWPORTS[options.viewport ?? 'desktop'];
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: options.viewport === 'mobile',
    hasTouch: options.viewport === 'mobile',
    extraHTTPHeaders: options.headers,
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  const init: Record<string, string> = {};
  if (options.theme) init.theme = options.theme;
  if (options.language) init.language = options.language;
  if (Object.keys(init).length) {
    await context.addInitScript((values: Record<string, string>) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
    }, init);
  }
  if (!options.popups) {
    // The app's own "closed for this session" flags (apps/web/src/features/content/lib/use-announcement-popup.ts).
    await context.addInitScript(() => {
      for (const execution of ['A', 'B', 'F']) sessionStorage.setItem(`announcementPopup:${execution}`, 'closed');
    });
  }
  return context;
}
