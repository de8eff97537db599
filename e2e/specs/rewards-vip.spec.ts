import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpDemoSession } from '../support/demo-session.ts';

const demo = setUpDemoSession();
const shots = process.env.SHOTS_OUT;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function spin(bet: number) {
  const res = await fetch(`${demo.server.baseUrl}/api/v1/inhouse/slot/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
    body: JSON.stringify({ bet, requestId: crypto.randomUUID() }),
  });
  expect(res.status).toBe(200);
}

/** VIP levels (docs/rewards.md): progress to the next level, reaching it pays its level-up bonus once. */
describe('VIP levels', () => {
  it('shows progress, and after enough play the level is reached and its bonus lands in bonus details once', async () => {
    const { context, page } = await demo.openPage('/member?page=vip', { viewport: 'mobile', theme: 'dark', language: 'EN' });
    await page.getByTestId('vip-page').waitFor();
    await page.getByTestId('vip-current').waitFor();
    expect(await page.getByTestId('vip-level-card').count()).toBe(5);
    const before = Number(await page.getByTestId('vip-level').getAttribute('data-level'));
    await shot(page, 'vip-mobile-before');

    // Bronze needs ฿500 of deposits and ฿1,000 of valid turnover: deposit through the sandbox gateway, then play.
    await page.goto(`${demo.server.baseUrl}/member?page=depositv2`);
    await page.getByTestId('sandbox-note').waitFor();
    await page.getByTestId('deposit-amount').fill('500');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox\/gateway\/pay\//);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/page=depositv2.*gatewayStatus=PAID/);
    await expect.poll(() => page.getByTestId('deposit-return').getAttribute('data-status'), { timeout: 20_000 }).toBe('CREDITED');
    for (let i = 0; i < 20; i += 1) await spin(5000);
    await page.goto(`${demo.server.baseUrl}/member?page=vip`);
    await page.getByTestId('vip-current').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('vip-level').getAttribute('data-level'))).toBeGreaterThanOrEqual(Math.max(before, 1));
    if (before === 0) await expect.poll(() => page.getByRole('status').textContent()).toContain('Level-up bonus');
    await shot(page, 'vip-mobile-after');

    await page.reload();
    await page.getByTestId('vip-current').waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    await page.getByTestId('member-nav-bonusDetails').click();
    await page.getByTestId('bonus-details').waitFor();
    await expect.poll(() => page.getByTestId('bonus-card').filter({ hasText: 'VIP Bronze level-up bonus' }).count()).toBe(1);
    await context.close();

    const desktop = await demo.openPage('/member?page=vip', { viewport: 'desktop', theme: 'light', language: 'TY' });
    await desktop.page.getByTestId('vip-current').waitFor();
    expect(await desktop.page.getByTestId('vip-page').textContent()).toContain('ระดับและสิทธิประโยชน์');
    await shot(desktop.page, 'vip-desktop-ty');
    await desktop.context.close();
  });
});
