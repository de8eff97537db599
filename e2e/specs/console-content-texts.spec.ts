import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, type OperatorAccount } from '../support/operator.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

/**
 * Console banners and marquee notices (issues 16 and 18) in Chromium against the real server: a content
 * operator writes a notice and a banner in English and Thai, and the member API answers a Thai visitor
 * in Thai right after; a bad link is refused on the page and nothing is stored.
 * SHOTS_OUT=dir saves the pages at 390x844 and 1440x900.
 */
let server: RunningServer;
let browser: Browser;
let content: OperatorAccount;
const shots = process.env.SHOTS_OUT;
const shot = async (page: Page, name: string) => void (shots && (await page.screenshot({ path: `${shots}/console-${name}.png`, fullPage: true })));

async function member<T>(url: string): Promise<T> {
  const res = await fetch(server.baseUrl + url);
  expect(res.status).toBe(200);
  return res.json() as Promise<T>;
}

async function signedIn(who: OperatorAccount, viewport: 'mobile' | 'desktop' = 'desktop'): Promise<Page> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/console/login`);
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-nav').waitFor({ state: 'attached' });
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  content = createOperator(server, 'e2e.content.texts', 'content');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('console banners and notices', () => {
  it('a notice written in English and Thai reaches a Thai visitor on the next load', async () => {
    const page = await signedIn(content);
    await page.goto(`${server.baseUrl}/console/content`);
    await page.getByTestId('content-tabs').getByRole('link', { name: 'Marquee notices' }).click();
    await page.getByTestId('notices-page').waitFor();
    await page.locator('[data-testid="row"]').first().waitFor();
    await page.getByTestId('notice-new').click();
    await page.getByTestId('notice-title').fill('Cashier upgrade tonight');
    await page.getByTestId('notice-content').fill('Deposits pause from 01:00 to 01:30.');
    await page.getByTestId('lang-tab-TY').click();
    await page.getByTestId('notice-title').fill('อัปเกรดระบบการเงินคืนนี้');
    await page.getByTestId('notice-content').fill('<b>งดฝากเงิน</b> เวลา 01:00-01:30');
    await page.getByTestId('notice-sort').fill('-500');
    await shot(page, 'notices-edit-desktop');
    await page.getByTestId('notice-save').click();
    await page.locator('[data-testid="row"]', { hasText: 'Cashier upgrade tonight' }).waitFor();
    const thai = await member<{ list: { title: string; content: string }[] }>('/api/v1/content/notices?language=TH');
    expect(thai.list[0]).toMatchObject({ title: 'อัปเกรดระบบการเงินคืนนี้', content: 'งดฝากเงิน เวลา 01:00-01:30' });
    const vietnamese = await member<{ list: { title: string }[] }>('/api/v1/content/notices?language=VI');
    expect(vietnamese.list[0]?.title).toBe('Cashier upgrade tonight');
    await shot(page, 'notices-desktop');
    await page.context().close();
  });

  it('a banner with a Thai caption; a bad link is refused and nothing is stored', async () => {
    const page = await signedIn(content, 'mobile');
    await page.goto(`${server.baseUrl}/console/content/banners`);
    await page.locator('[data-testid="row"]').first().waitFor();
    const rows = await page.locator('[data-testid="row"]').count();
    await page.getByTestId('banner-new').click();
    await page.getByTestId('banner-caption').fill('Golden week');
    await page.getByTestId('lang-tab-TY').click();
    await page.getByTestId('banner-caption').fill('สัปดาห์ทองคำ');
    await page.getByTestId('banner-image').fill('/banners/home-3.svg');
    await page.getByTestId('banner-linkage').selectOption('INTERNAL');
    await page.getByTestId('banner-link').fill('//evil.example/x');
    await page.getByTestId('banner-sort').fill('-50');
    await page.getByTestId('banner-save').click();
    await page.getByTestId('save-error').waitFor();
    expect(await page.getByTestId('banner-link').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-testid="row"]').count()).toBe(rows);
    await shot(page, 'banners-error-mobile');
    await page.getByTestId('banner-link').fill('/promotions');
    await page.getByTestId('banner-save').click();
    await page.locator('[data-testid="row"]', { hasText: 'Golden week' }).waitFor();
    const thai = await member<{ list: { title: string; linkUrl: string }[] }>('/api/v1/content/banners?group=w_home&language=TY');
    expect(thai.list[0]).toMatchObject({ title: 'สัปดาห์ทองคำ', linkUrl: '/promotions' });
    await shot(page, 'banners-mobile');
    await page.context().close();
    const desktop = await signedIn(content);
    await desktop.goto(`${server.baseUrl}/console/content/banners`);
    await desktop.locator('[data-testid="row"]', { hasText: 'Golden week' }).waitFor();
    await desktop.locator('[data-testid="row"]', { hasText: 'Golden week' }).getByTestId('banner-edit').click();
    await desktop.getByTestId('banner-form').waitFor();
    await shot(desktop, 'banners-desktop');
    const mobileNotices = await signedIn(content, 'mobile');
    await mobileNotices.goto(`${server.baseUrl}/console/content/notices`);
    await mobileNotices.locator('[data-testid="row"]').first().waitFor();
    await shot(mobileNotices, 'notices-mobile');
    await desktop.context().close();
    await mobileNotices.context().close();
  });
});
