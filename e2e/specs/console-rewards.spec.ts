import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../support/auth.ts';
import { setUpDemoSession } from '../support/demo-session.ts';
import { createOperator, type OperatorAccount } from '../support/operator.ts';
import { newContext } from '../tools/browser.ts';

/**
 * Console reward pages (issues 17 and 18) in Chromium against the real server: an admin edits a mission's
 * titles and the demo member's mission page shows them (English and Thai); an admin adds a physical mall
 * item named in English, Thai and Vietnamese, the member redeems it, the admin marks it sent with a remark
 * and the member's redeem history shows it in Vietnamese; a support operator has no menu entry, gets the 403 page and a 403 from the API.
 * SHOTS_OUT=dir saves the pages (desktop dark and light, mobile).
 */
const demo = setUpDemoSession();
const shots = process.env.SHOTS_OUT;
const shot = async (page: Page, name: string) => void (shots && (await page.screenshot({ path: `${shots}/console-rewards-${name}.png`, fullPage: true })));
const PAYMENT_PASSWORD = '135790';
let admin: OperatorAccount;
let support: OperatorAccount;

beforeAll(() => {
  admin = createOperator(demo.server, 'e2e.rewards.admin', 'admin');
  support = createOperator(demo.server, 'e2e.rewards.support', 'support');
});

async function member(method: string, url: string, body?: unknown) {
  return fetch(`${demo.server.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function console_(who: OperatorAccount, path: string, options: { viewport?: 'mobile' | 'desktop'; theme?: 'dark' | 'light' } = {}): Promise<Page> {
  const context = await newContext(demo.browser, { viewport: options.viewport ?? 'desktop' });
  // The console keeps its own theme choice (console.theme), apart from the member site's.
  await context.addInitScript((theme: string) => localStorage.setItem('console.theme', theme), options.theme ?? 'dark');
  const page = await context.newPage();
  await page.goto(`${demo.server.baseUrl}/console/login`);
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-nav').waitFor({ state: 'attached' });
  await page.goto(`${demo.server.baseUrl}/console${path}`);
  return page;
}

describe('console reward pages', () => {
  it('an admin gives a mission English and Thai titles; the member mission page shows them', async () => {
    const page = await console_(admin, '/rewards/vip');
    await page.locator('[data-testid="row"]').first().waitFor();
    expect(await page.getByTestId('rewards-vip-page').textContent()).toContain('Diamond');
    await shot(page, 'vip-desktop-dark');
    await page.getByTestId('rewards-tabs').getByRole('link', { name: 'Missions' }).click();
    const row = page.locator('[data-testid="mission-row"]', { hasText: 'daily-bets-10' });
    await row.waitFor();
    // The side menu's loyalty entry stands for every /rewards/... tab, and "rewards offered" (/rewards) does not light up.
    expect(await page.getByTestId('nav-loyalty').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('nav-rewards').getAttribute('aria-current')).toBeNull();
    await row.getByTestId('mission-edit').click();
    await page.getByTestId('mission-form').waitFor();
    // A bad goal is refused on the page and nothing is sent.
    await page.getByTestId('mission-target').fill('0');
    await page.getByTestId('mission-save').click();
    await page.getByText('Enter a number above 0.').waitFor();
    await page.getByTestId('mission-target').fill('10');
    await page.getByTestId('mission-title').fill('Lucky ten: place 10 bets today');
    await page.getByTestId('lang-tab-TY').click();
    await page.getByTestId('mission-title').fill('สิบครั้งนำโชค: เดิมพัน 10 ครั้งวันนี้');
    await shot(page, 'missions-edit-desktop-dark');
    await page.getByTestId('mission-save').click();
    await page.getByTestId('save-done').waitFor();
    await expect.poll(() => row.textContent()).toContain('Lucky ten: place 10 bets today');
    await page.context().close();

    const en = await demo.openPage('/member?page=mission', { viewport: 'mobile', theme: 'dark', language: 'EN' });
    const card = en.page.locator('[data-testid="mission-card"][data-code="daily-bets-10"]');
    await card.waitFor();
    expect(await card.textContent()).toContain('Lucky ten: place 10 bets today');
    await shot(en.page, 'member-mission-mobile-en');
    await en.context.close();
    const th = await demo.openPage('/member?page=mission', { viewport: 'desktop', theme: 'light', language: 'TY' });
    const thCard = th.page.locator('[data-testid="mission-card"][data-code="daily-bets-10"]');
    await thCard.waitFor();
    expect(await thCard.textContent()).toContain('สิบครั้งนำโชค: เดิมพัน 10 ครั้งวันนี้');
    await th.context.close();
  });

  it('an admin adds a physical item named in three languages, marks the member redeem sent with a remark; the member history shows it in Vietnamese', async () => {
    const page = await console_(admin, '/rewards/points?tab=items', { theme: 'light' });
    await page.locator('[data-testid="item-row"]').first().waitFor();
    await page.getByTestId('item-new').click();
    await page.getByTestId('item-nameEn').fill('Lotus Play sticker');
    await page.getByTestId('item-nameTh').fill('สติกเกอร์ Lotus Play');
    // A Vietnamese name too: the language is added to the form first.
    await page.getByTestId('lang-add').selectOption('VI');
    await page.getByTestId('item-name-VI').fill('Nhãn dán Lotus Play');
    await page.getByTestId('item-code').fill('E2E_STICKER');
    await page.getByTestId('item-points').fill('1');
    await page.getByTestId('item-stock').fill('5');
    await page.getByTestId('item-save').click();
    await page.locator('[data-testid="item-row"]', { hasText: 'E2E_STICKER' }).waitFor();
    await shot(page, 'points-items-desktop-light');

    // The member earns a point (one ฿100 spin) and redeems the sticker with the payment password.
    expect((await member('PUT', '/api/v1/auth/payment-password', { paymentPassword: PAYMENT_PASSWORD, loginPassword: 'Demo1234!' })).status).toBe(204);
    expect((await member('POST', '/api/v1/inhouse/slot/spin', { bet: 10_000, requestId: crypto.randomUUID() })).status).toBe(200);
    const mall = (await (await member('GET', '/api/v1/points/mall')).json()) as { items: { id: string; code: string }[] };
    const sticker = mall.items.find((i) => i.code === 'E2E_STICKER')!;
    const sealed = await seal(demo.server.baseUrl, { itemId: sticker.id, quantity: 1, paymentPassword: PAYMENT_PASSWORD, requestId: crypto.randomUUID().replaceAll('-', '') });
    const redeemed = await member('POST', '/api/v1/points/redeem', sealed);
    expect(redeemed.status).toBe(200);
    const { redeem } = (await redeemed.json()) as { redeem: { reference: string; status: string } };
    expect(redeem.status).toBe('IN_PROCESS');

    await page.getByTestId('points-tab-redeems').click();
    const queued = page.locator('[data-testid="redeem-row"]', { hasText: redeem.reference });
    await queued.waitFor();
    await shot(page, 'points-queue-desktop-light');
    await queued.getByTestId('redeem-fulfil').click();
    await page.getByTestId('redeem-remark').fill('Sent by post, tracking TH123');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('decide-done').waitFor();
    await queued.waitFor({ state: 'detached' });
    await page.context().close();

    // The member reads Vietnamese: the history names the item in Vietnamese.
    const history = await demo.openPage('/member?page=points', { viewport: 'mobile', theme: 'dark', language: 'VI' });
    const row = history.page.locator('[data-testid="redeem-row"]', { hasText: 'Nhãn dán Lotus Play' }).first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('APPROVED');
    expect(await row.textContent()).toContain('Sent by post, tracking TH123');
    await history.context.close();

    const mobile = await console_(admin, '/rewards/points?status=APPROVED', { viewport: 'mobile', theme: 'dark' });
    await mobile.locator('[data-testid="redeem-row"]', { hasText: redeem.reference }).waitFor();
    await shot(mobile, 'points-sent-mobile-dark');
    await mobile.context().close();
  });

  it('a support operator has no reward menu, gets the 403 page, and the API refuses a mission change', async () => {
    const page = await console_(support, '/rewards/missions');
    await page.getByTestId('forbidden').waitFor();
    expect(await page.getByTestId('nav-loyalty').count()).toBe(0);
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? localStorage.getItem('console.session') ?? '{}').token as string | undefined);
    const res = await fetch(`${demo.server.baseUrl}/api/v1/operator/missions/1/deactivate`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` }, body: '{}' });
    expect(res.status).toBe(403);
    await page.context().close();
    const list = (await (await member('GET', '/api/v1/rewards/missions')).json()) as { daily: { id: string }[]; weekly: { id: string }[] };
    expect([...list.daily, ...list.weekly].map((m) => m.id)).toContain('1');
  });
});
