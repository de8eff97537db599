import { describe, expect, it } from 'vitest';
import { setUpDemoSession } from '../support/demo-session.ts';

const demo = setUpDemoSession();

describe('lottery and member records', () => {
  it('places a 2D bet slip on the VN lottery and sees it under my bets', async () => {
    const { context, page } = await demo.openPage('/vnLottery?gameCode=INH_LOTTO_VN&lottoView=betting', { viewport: 'mobile', theme: 'light', language: 'EN' });
    await page.getByTestId('lottery-title').waitFor();
    await page.getByTestId('bet-type-NUMBER2').click();
    await page.getByTestId('lottery-number').fill('42');
    await page.getByTestId('lottery-stake').fill('5');
    await page.getByTestId('lottery-add').click();
    await expect.poll(() => page.getByTestId('lottery-slip').locator('li').count()).toBe(1);
    await page.getByTestId('lottery-place').click();
    await expect.poll(() => page.getByTestId('lottery-notice').textContent()).toContain('Bets placed: 1');
    await expect.poll(() => page.getByTestId('my-bets').locator('tbody tr').count()).toBe(1);
    expect(await page.getByTestId('my-bets').textContent()).toContain('42');
    await context.close();
  });

  it('shows the bets of every game in the betting record of the member centre, and the movements in the transaction record', async () => {
    // A slot round through the API (the slot's own spec drives its page).
    const spin = await fetch(`${demo.server.baseUrl}/api/v1/inhouse/slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
      body: JSON.stringify({ bet: 100, requestId: crypto.randomUUID() }),
    });
    expect(spin.status).toBe(200);

    const { context, page } = await demo.openPage('/member?page=personalHistoryCopy', { viewport: 'desktop', theme: 'dark', language: 'EN' });
    await page.getByTestId('betting-record').waitFor();
    await expect.poll(() => page.getByTestId('betting-record').locator('tbody tr').count()).toBe(2);
    const record = (await page.getByTestId('betting-record').textContent()) ?? '';
    expect(record).toContain('Lotus VN 3D');
    expect(record).toContain('In-house games');

    await page.getByTestId('member-nav-transactionHistory').click();
    await page.getByTestId('transaction-record').waitFor();
    await expect.poll(async () => (await page.getByTestId('transaction-record').locator('tbody tr').count()) >= 2).toBe(true);
    expect(await page.getByTestId('transaction-record').textContent()).toContain('Bet');

    await page.getByTestId('member-nav-personalProfit').click();
    await page.getByTestId('pl-profit').waitFor();
    await context.close();
  });
});
