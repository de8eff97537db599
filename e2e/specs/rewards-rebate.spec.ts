import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpDemoSession } from '../support/demo-session.ts';

const demo = setUpDemoSession();
const shots = process.env.SHOTS_OUT;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Manual rebate (docs/rewards.md): the member sees rebate per category, claims it once, and sees the claim. */
describe('manual rebate', () => {
  it('shows the rebate per category after play, claims it into the bonus balance and lists the claim', async () => {
    // Play: one in-house slot spin of ฿50 is valid turnover in "In-house games" (1 % → ฿0.50).
    const spin = await fetch(`${demo.server.baseUrl}/api/v1/inhouse/slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
      body: JSON.stringify({ bet: 5000, requestId: crypto.randomUUID() }),
    });
    expect(spin.status).toBe(200);

    const { context, page } = await demo.openPage('/member?page=manualRebate', { viewport: 'mobile', theme: 'dark', language: 'EN' });
    await page.getByTestId('manual-rebate').waitFor();
    const inhouse = page.locator('[data-testid="rebate-line"][data-category="INHOUSE"]');
    await inhouse.waitFor();
    expect(await inhouse.textContent()).toContain('1%');
    expect(await page.getByTestId('rebate-claim').isEnabled()).toBe(true);
    await shot(page, 'rebate-mobile-before');

    await page.getByTestId('rebate-claim').click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('added to your bonus balance');
    await page.getByTestId('rebate-history').waitFor();
    expect(await page.getByTestId('rebate-history').locator('li').count()).toBe(1);
    expect(await page.getByTestId('rebate-total').textContent()).toMatch(/0\.00/);
    expect(await page.getByTestId('rebate-claim').isDisabled()).toBe(true);
    await shot(page, 'rebate-mobile-claimed');

    // The claim is a bonus with 1x turnover in bonus details.
    await page.getByRole('link', { name: 'Bonus details' }).first().click();
    await page.getByTestId('bonus-details').waitFor();
    await expect.poll(() => page.getByTestId('bonus-card').filter({ hasText: 'Manual rebate' }).count()).toBe(1);
    await context.close();

    const desktop = await demo.openPage('/member?page=manualRebate', { viewport: 'desktop', theme: 'light', language: 'TY' });
    await desktop.page.getByTestId('rebate-history').waitFor();
    expect(await desktop.page.getByTestId('manual-rebate').textContent()).toContain('ประวัติการรับ');
    await shot(desktop.page, 'rebate-desktop-ty');
    await desktop.context.close();
  });
});
