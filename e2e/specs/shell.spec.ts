import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../tools/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new browser context with one tab, opened at `path`. */
async function openAt(path: string, options?: Parameters<typeof newContext>[1]) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(server.baseUrl + path);
  return { context, page };
}

describe('site shell', () => {
  it('renders home in the main layout with header, side menu and footer', async () => {
    const { context, page } = await openAt('/', { viewport: 'desktop' });
    await expect.poll(() => page.locator('header').isVisible()).toBe(true);
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await page.locator('h1').first().textContent()).toContain('Live casino');
    expect(await page.locator('#boot-loader').isHidden()).toBe(true);
    await context.close();
  });

  it('opens a new page at the top, and the scroll-to-top button appears after a screen of scrolling', async () => {
    const { context, page } = await openAt('/', { viewport: 'desktop' });
    await page.getByTestId('section-HOT').waitFor();
    expect(await page.getByTestId('scroll-top').count()).toBe(0);
    await page.mouse.move(900, 500); // over the lobby, not the side menu (which scrolls on its own)
    await page.mouse.wheel(0, 1500);
    await page.getByTestId('scroll-top').waitFor();
    await page.getByTestId('scroll-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await page.getByTestId('menu-FISH').click();
    await page.waitForURL(/\/fish/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('renders /agent in the agent layout, without side menu, header or footer', async () => {
    const { context, page } = await openAt('/agent', { viewport: 'desktop' });
    await page.getByTestId('agent-login').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByTestId('menu-toggle').count()).toBe(0);
    await context.close();
  });

  it('keeps the chosen theme after a reload', async () => {
    const { context, page } = await openAt('/', { theme: 'dark' });
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.reload();
    // The bootstrap in index.html applies it before first paint.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-bg-base').trim());
    expect(bg).toBe('#f3f4f8');
    await context.close();
  });

  it('switches to TY: Thai text on screen and <html lang="th">', async () => {
    const { context, page } = await openAt('/', { viewport: 'desktop', language: 'EN' });
    await page.getByTestId('language-select').selectOption('TY');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('คาสิโนสด');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TY');
    await page.reload();
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('คาสิโนสด');
    await context.close();
  });

  it('sets dir="rtl" for a right-to-left language, and falls back to English text where a language has no catalogue yet', async () => {
    const { context, page } = await openAt('/', { viewport: 'desktop', language: 'EN' });
    await page.getByTestId('language-select').selectOption('AR');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('الكازينو المباشر');
    // Every SPEC §9 code has its catalogue now; DE (one of the "others") has none and reads English.
    await page.getByTestId('language-select').selectOption('DE');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Live casino');
    await context.close();
  });

  it('sends a visitor without a token from a login-only page to /login', async () => {
    const { context, page } = await openAt('/favorite');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/favorite');
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('opens /help as a popup over home and closes it with the Back button', async () => {
    const { context, page } = await openAt('/');
    await page.goto(server.baseUrl + '/help#privacy');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe('Privacy policy');
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("runs under its CSP without 'unsafe-inline' styles: the boot screen and a dialog's injected style break no rule", async () => {
    const context = await newContext(browser, { viewport: 'mobile' });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const res = await page.goto(server.baseUrl + '/');
    const styleSrc = (res?.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
    expect(styleSrc).toMatch(/'nonce-/);
    expect(styleSrc).not.toContain('unsafe-inline');
    await page.getByTestId('section-HOT').waitFor();
    // A Radix dialog locks scrolling with a <style> element it adds to the page.
    await page.goto(server.baseUrl + '/help');
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('installable app (PWA)', () => {
  it('has a manifest with the brand and its icons, and shows the offline page in Thai when the network is gone', async () => {
    const manifestRes = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifestRes.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await manifestRes.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest.name).toBe('Lotus Play');
    expect(manifest.display).toBe('standalone');
    for (const size of ['192x192', '512x512']) expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
    for (const icon of manifest.icons) expect((await fetch(server.baseUrl + icon.src)).status, icon.src).toBe(200);

    const context = await newContext(browser, { viewport: 'mobile', language: 'TY', serviceWorkers: true });
    const page = await context.newPage();
    await page.goto(server.baseUrl + '/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // The worker installs after the first visit and takes control of the tab.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.goto(server.baseUrl + '/member?page=messages');
    await expect.poll(() => page.locator('#offline-title').textContent()).toBe('คุณออฟไลน์อยู่');
    expect(await page.locator('#offline-retry').textContent()).toBe('ลองอีกครั้ง');
    // Back online, the offline page reloads by itself (it listens for 'online'; "try again" does the same).
    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === '/member' || url.pathname === '/login');
    // The reload after 'online' loads the whole app again: on a loaded machine that takes longer than expect.poll's default second.
    await expect.poll(() => page.locator('#offline-title').count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });
});

describe('boot screen (index.html before the app starts)', () => {
  const box = (el: { boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> }) =>
    el.boundingBox().then((b) => b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`paints the lobby from the page alone and hands over without moving the banner (${viewport})`, async () => {
      const context = await newContext(browser, { viewport, theme: 'dark' });
      // No script at all: what a phone shows while the app's JavaScript is still on its way.
      const still = await context.newPage();
      await still.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('failed'));
      await still.goto(server.baseUrl + '/');
      const boot = still.locator('#boot-loader');
      expect(await boot.getAttribute('data-page')).toBe('home');
      const shellImage = boot.locator('.shell-banner img');
      await expect.poll(() => shellImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      if (viewport === 'desktop') expect(await boot.locator('.shell-brand b').textContent()).toBe('Lotus Play');
      const before = await box(shellImage);

      const page = await context.newPage();
      // The vendor sorting list (the side menu's game entries) arrives late: its rows are held by placeholders.
      await page.route(/\/api\/v1\/games\/vendors/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) w.__cls += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(server.baseUrl + '/');
      await page.getByTestId('banner-carousel').waitFor();
      await expect.poll(() => page.locator('#boot-loader').count()).toBe(0);
      expect(await box(page.getByTestId('banner-slide').first().locator('img'))).toEqual(before);
      if (viewport === 'desktop') await page.getByTestId('menu-RNG').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
      await context.close();
    });
  }

  it('keeps the plain spinner on other pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(server.baseUrl + '/promotions');
    expect(await page.locator('#boot-loader').getAttribute('data-page')).toBe('boot');
    expect(await page.locator('#boot-loader .shell-spin').isVisible()).toBe(true);
    await context.close();
  });
});

describe('application mode', () => {
  it('shows the maintenance page with the message and end time (status 1)', async () => {
    server.site('maintenance', 'on', '--until', '2099-12-01T10:00:00Z', '--message', 'Upgrading the lottery engine');
    const { context, page } = await openAt('/', { viewport: 'mobile' });
    await page.getByTestId('maintenance-message').waitFor();
    expect(await page.getByTestId('maintenance-message').textContent()).toBe('Upgrading the lottery engine');
    expect(await page.getByTestId('maintenance-end').textContent()).toMatch(/^2099-12-0[12] \d{2}:\d{2}:\d{2}$/);
    expect(await page.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toMatch(/^https:\/\//);
    server.site('maintenance', 'off');
    await page.reload();
    await page.locator('header').waitFor();
    await context.close();
  });

  it('shows the region page with the visitor IP (status 2)', async () => {
    const { context, page } = await openAt('/', { viewport: 'mobile', headers: { 'x-forwarded-for': '203.0.113.77' } });
    await page.getByTestId('visitor-ip').waitFor();
    expect(await page.getByTestId('visitor-ip').textContent()).toBe('203.0.113.77');
    expect(await page.locator('h1').textContent()).toBe('Access restricted');
    await context.close();
  });
});

describe('chunk failures', () => {
  it("shows 'Loading chunk failed' with a reload action when a route's script does not arrive", async () => {
    const context = await newContext(browser, { viewport: 'desktop' });
    const page = await context.newPage();
    await page.route(/\/assets\/promotions-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(server.baseUrl + '/');
    await page.locator('header').getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('heading', { name: 'Loading chunk failed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    await context.close();
  });
});
