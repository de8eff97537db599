import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpDemoSession } from '../support/demo-session.ts';

const demo = setUpDemoSession();
const shots = process.env.SHOTS_OUT;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const PAYMENT_PASSWORD = '246810';

async function api(method: string, url: string, body?: unknown) {
  return fetch(`${demo.server.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Points mall (docs/rewards.md "Points"): points from play, a redeem with the payment password, the redeem in history. */
describe('points mall', () => {
  it('redeems a bonus-credit item with the payment password and shows it in the redeem history', async () => {
    expect((await api('PUT', '/api/v1/auth/payment-password', { paymentPassword: PAYMENT_PASSWORD, loginPassword: 'Demo1234!' })).status).toBe(204);
    // Play: 21 in-house slot spins of ฿100 = ฿2,100 valid turnover = 21 points (฿100 per point).
    for (let i = 0; i < 21; i++) expect((await api('POST', '/api/v1/inhouse/slot/spin', { bet: 10_000, requestId: crypto.randomUUID() })).status).toBe(200);

    const { context, page } = await demo.openPage('/pointMall', { viewport: 'mobile', theme: 'dark', language: 'EN' });
    await page.getByTestId('point-mall').waitFor();
    await expect.poll(() => page.getByTestId('mall-balance').textContent()).toBe('21');
    const item = page.locator('[data-testid="mall-item"][data-code="BONUS_20"]');
    await item.waitFor();
    // An item that costs more than the balance cannot be redeemed.
    expect(await page.locator('[data-testid="mall-item"][data-code="BONUS_100"]').getByTestId('mall-redeem').isDisabled()).toBe(true);
    await shot(page, 'points-mall-mobile-en');

    await item.getByTestId('mall-redeem').click();
    await page.getByTestId('redeem-form').waitFor();
    // A wrong payment password is refused and changes nothing.
    await page.getByTestId('redeem-password').fill('000000');
    await page.getByTestId('redeem-submit').click();
    await expect.poll(() => page.getByTestId('redeem-form').textContent()).toContain('payment password is not correct');
    await shot(page, 'points-redeem-wrong-password');
    await page.getByTestId('redeem-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('redeem-submit').click();
    await page.getByTestId('redeem-done').waitFor();
    expect(await page.getByTestId('redeem-done').textContent()).toContain('added to your bonus balance');
    expect(await page.getByTestId('redeem-done').textContent()).toMatch(/PM\d{8}/);
    await shot(page, 'points-redeem-done');

    await page.getByRole('link', { name: 'Redeem history' }).click();
    await page.getByTestId('points-page').waitFor();
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('1');
    const row = page.getByTestId('redeem-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('APPROVED');
    expect(await row.textContent()).toContain('bonus credit');
    expect(await row.textContent()).toContain('Approved');
    await page.getByTestId('points-tab-details').click();
    await expect.poll(() => page.getByTestId('points-details').locator('[data-kind="REDEEM"]').count()).toBe(1);
    await shot(page, 'points-member-mobile-en');
    await context.close();

    // Thai, desktop: the mall and the history in Thai.
    const desktop = await demo.openPage('/pointMall', { viewport: 'desktop', theme: 'light', language: 'TY' });
    await desktop.page.getByTestId('mall-item').first().waitFor();
    expect(await desktop.page.getByTestId('point-mall').textContent()).toContain('ห้างแลกคะแนน');
    expect(await desktop.page.getByTestId('point-mall').textContent()).toContain('เครดิตโบนัส 20 บาท');
    await shot(desktop.page, 'points-mall-desktop-ty');
    await desktop.page.goto(`${demo.server.baseUrl}/member?page=points`);
    await desktop.page.getByTestId('redeem-row').first().waitFor();
    expect(await desktop.page.getByTestId('redeem-row').first().textContent()).toContain('อนุมัติแล้ว');
    await shot(desktop.page, 'points-member-desktop-ty');
    await desktop.context.close();
  });
});
