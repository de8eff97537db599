import { describe, expect, it } from 'vitest';
import { setUpDemoSession } from '../support/demo-session.ts';

const demo = setUpDemoSession();

/** A 1x1 PNG for the application upload. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('rewards: promotions, reward centre and bonus details', () => {
  it('sees the promotions, applies for one with a comment and an image, and is shown the running bonus', async () => {
    const { context, page } = await demo.openPage('/promotions', { viewport: 'mobile', theme: 'dark', language: 'EN' });
    await page.getByTestId('promotion-card').first().waitFor();
    expect(await page.getByTestId('promotion-card').count()).toBeGreaterThanOrEqual(5);
    // The seeded welcome bonus of the demo member is running.
    expect(await page.getByTestId('promotion-card').filter({ hasText: 'Welcome bonus' }).getByTestId('promotion-status').getAttribute('data-status')).toBe('PROCESS');

    await page.getByTestId('promotion-card').filter({ hasText: 'Fish hunter' }).click();
    await page.getByTestId('promotion-detail').waitFor();
    await page.getByTestId('bonus-terms').waitFor();
    expect(await page.getByTestId('bonus-terms').textContent()).toContain('Fishing');
    await page.getByTestId('apply-comment').fill('Ready to fish!');
    await page.getByTestId('apply-images').setInputFiles({ name: 'catch.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('promotion-application').waitFor();
    expect(await page.getByTestId('promotion-status').getAttribute('data-status')).toBe('PROCESS');
    expect(await page.getByTestId('promotion-application').textContent()).toContain('Ready to fish!');

    await page.getByTestId('promotion-bonus-link').click();
    await page.getByTestId('bonus-details').waitFor();
    await expect.poll(() => page.getByTestId('bonus-card').filter({ hasText: 'Fish hunter' }).count()).toBe(1);
    expect(await page.getByTestId('bonus-card').filter({ hasText: 'Fish hunter' }).getByTestId('wagering-percent').textContent()).toBe('0%');
    await context.close();
  });

  it('claims a reward, plays to meet its turnover, watches the progress and moves it to the wallet', async () => {
    const { context, page } = await demo.openPage('/member?page=rewardCenter', { viewport: 'desktop', theme: 'light', language: 'EN' });
    await page.getByTestId('reward-centre').waitFor();
    const gift = page.getByTestId('reward-card').filter({ hasText: 'Weekly gift' });
    await gift.getByTestId('reward-claim').click();
    await expect.poll(() => page.getByTestId('reward-card').filter({ hasText: 'Weekly gift' }).getAttribute('data-status')).toBe('CLAIMED');

    // Play: one in-house slot spin of ฿50 is the whole 1x turnover of the ฿50 gift.
    const spin = await fetch(`${demo.server.baseUrl}/api/v1/inhouse/slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
      body: JSON.stringify({ bet: 5000, requestId: crypto.randomUUID() }),
    });
    expect(spin.status).toBe(200);

    await page.getByTestId('member-nav-bonusDetails').click();
    await page.getByTestId('bonus-details').waitFor();
    const card = page.getByTestId('bonus-card').filter({ hasText: 'Weekly gift' });
    await expect.poll(() => card.getByTestId('wagering-percent').textContent()).toBe('100%');
    // The welcome bonus (5x ฿500) is still far from its turnover.
    const welcome = page.getByTestId('bonus-card').filter({ hasText: 'Welcome bonus' });
    expect(Number((await welcome.getByTestId('wagering-percent').textContent())?.replace('%', ''))).toBeLessThan(100);
    expect(await welcome.getByTestId('bonus-convert').count()).toBe(0);

    await card.getByTestId('bonus-convert').click();
    await expect.poll(() => page.getByTestId('bonus-card').filter({ hasText: 'Weekly gift' }).getAttribute('data-status')).toBe('CONVERTED');
    expect(await page.getByTestId('bonus-card').filter({ hasText: 'Weekly gift' }).getByTestId('bonus-outcome').textContent()).toContain('Paid to wallet');
    await context.close();
  });

  it('tells a visitor to log in before applying, in Thai', async () => {
    const { context, page } = await demo.openPage('/promotions', { viewport: 'mobile', theme: 'light', language: 'TY', isSignedIn: false });
    await page.getByTestId('promotion-card').first().waitFor();
    expect(await page.getByTestId('promotions').textContent()).toContain('โบนัสต้อนรับ');
    await page.getByTestId('promotion-card').filter({ hasText: 'สล็อต' }).first().click();
    await page.getByTestId('apply-login').waitFor();
    expect(await page.getByTestId('apply-form').count()).toBe(0);
    await page.getByTestId('apply-login').click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('tells a trial player that a real account is needed to apply', async () => {
    const { context, page } = await demo.openPage('/', { viewport: 'desktop', theme: 'dark', language: 'EN', isSignedIn: false });
    await page.getByTestId('header-login').click();
    await page.getByTestId('free-play').click();
    await page.getByTestId('trial-badge').waitFor({ timeout: 20_000 });
    await page.goto(`${demo.server.baseUrl}/promotions`);
    await page.getByTestId('promotion-card').filter({ hasText: 'Slots reload' }).click();
    await page.getByTestId('apply-login').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This needs a real account');
    await context.close();
  });
  it('shows reward and bonus titles in the member language: a Thai member reads Thai names (docs/rewards.md, "Titles")', async () => {
    const { context, page } = await demo.openPage('/member?page=rewardCenter', { viewport: 'mobile', theme: 'light', language: 'TY' });
    await page.getByTestId('reward-centre').waitFor();
    await expect.poll(() => page.getByTestId('reward-card').filter({ hasText: 'คืนยอดเสียคาสิโนสด' }).count()).toBe(1);
    expect(await page.getByTestId('reward-centre').textContent()).not.toContain('Live casino cashback');

    await page.goto(`${demo.server.baseUrl}/member?page=bonusDetails`);
    await page.getByTestId('bonus-details').waitFor();
    await expect.poll(() => page.getByTestId('bonus-card').filter({ hasText: 'โบนัสต้อนรับ ฿500' }).count()).toBe(1);
    expect(await page.getByTestId('bonus-details').textContent()).not.toContain('Welcome bonus');
    await context.close();
  });
});
