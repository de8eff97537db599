import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAt(pathname: string, options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(server.baseUrl + pathname);
  return { context, page };
}

const shots = process.env.SHOTS_OUT;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}
const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').getAttribute('data-testid');

describe('app download screen (SPEC §2.9)', () => {
  it('is reached from the side menu, switches guides by keyboard, and Back returns to where the visitor was', async () => {
    const { context, page } = await openAt('/', { viewport: 'desktop' });
    await page.getByTestId('menu-download-link').click();
    await page.getByTestId('download-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/download');
    // A desktop browser is neither iOS nor Android: the lite app's guide comes first.
    await expect.poll(() => selectedTab(page)).toBe('download-tab-lite');
    expect(await page.getByTestId('lite-steps').textContent()).toContain('“Install app” or “Add to Home screen”');
    // No install prompt from this browser: no install button, only the guide.
    expect(await page.getByTestId('lite-install').count()).toBe(0);
    await shot(page, 'download-lite-desktop-EN');

    // Arrow keys move between the options (WAI-ARIA tabs); the address names the open one.
    await page.getByTestId('download-tab-lite').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedTab(page)).toBe('download-tab-ios');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('download-tab-ios');
    await expect.poll(() => new URL(page.url()).hash).toBe('#ios');
    const ios = await page.getByTestId('ios-steps').locator('li').allTextContents();
    expect(ios).toEqual([
      '1Open this site in Safari.',
      '2Tap the Share button (the square with an arrow pointing up).',
      '3Scroll down and tap “Add to Home Screen”.',
      '4Tap “Add”. The app icon appears on your home screen.',
    ]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedTab(page)).toBe('download-tab-android');
    expect(await page.getByTestId('android-download').getAttribute('href')).toBe('https://apps.example.com/lotus-play/android.apk?lang=EN');
    await page.keyboard.press('End');
    await expect.poll(() => selectedTab(page)).toBe('download-tab-lite');

    // Switching tabs replaced the entry: one Back (the page's own button) leaves the screen.
    await page.getByTestId('download-back').click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it("the lite app's install button shows the browser's own install prompt", async () => {
    const { context, page } = await openAt('/download#lite', { viewport: 'mobile' });
    await page.getByTestId('download-page').waitFor();
    // What Chromium fires when the site is installable (headless never does): a prompt the page may show later.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as { __prompted?: number }).__prompted = ((window as { __prompted?: number }).__prompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await page.getByTestId('lite-install').click();
    await page.getByTestId('lite-installed').waitFor();
    expect(await page.evaluate(() => (window as { __prompted?: number }).__prompted)).toBe(1);
    expect(await page.getByTestId('lite-install').count()).toBe(0);
    await context.close();
  });

  it('shows the iOS guide in Thai (TY), on a phone and on a desktop', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { context, page } = await openAt('/download#ios', { viewport, language: 'TY' });
      await page.getByTestId('download-page').waitFor();
      expect(await page.locator('h1').textContent()).toBe('ดาวน์โหลดแอป Lotus Play');
      const steps = await page.getByTestId('ios-steps').locator('li').allTextContents();
      expect(steps[1]).toBe('2แตะปุ่มแชร์ (สี่เหลี่ยมที่มีลูกศรชี้ขึ้น)');
      expect(steps[2]).toBe('3เลื่อนลงแล้วแตะ “เพิ่มไปยังหน้าจอโฮม”');
      await shot(page, `download-ios-${viewport}-TY`);
      await page.getByTestId('download-tab-lite').click();
      expect(await page.getByTestId('lite-steps').textContent()).toContain('“ติดตั้งแอป” หรือ “เพิ่มลงในหน้าจอหลัก”');
      // Landed here directly: Back goes home rather than off the site.
      await page.getByTestId('download-back').click();
      await page.waitForURL((url) => url.pathname === '/');
      await context.close();
    }
    const { context, page } = await openAt('/download#ios', { viewport: 'mobile' });
    await page.getByTestId('download-page').waitFor();
    await shot(page, 'download-ios-mobile-EN');
    await context.close();
  });
});
