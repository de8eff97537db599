import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpDemoSession } from '../support/demo-session.ts';

const demo = setUpDemoSession();
const shots = process.env.SHOTS_OUT;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}
const api = (url: string, init: RequestInit = {}) => fetch(`${demo.server.baseUrl}/api/v1${url}`, { ...init, headers: { authorization: `Bearer ${demo.token}`, ...(init.headers ?? {}) } });

/** Red envelopes and raffles (docs/rewards.md) on the seeded demo data. */
describe('red envelopes and raffles', () => {
  it('opens the live red envelope once and shows it in bonus details; the won raffle prize is claimed once', async () => {
    const { context, page } = await demo.openPage('/promotions', { viewport: 'mobile', theme: 'dark', language: 'EN' });
    const envelope = page.locator('[data-testid="red-envelope"]').filter({ hasText: 'Lucky red envelope' });
    await envelope.waitFor();
    // The depositor envelope tells why the member cannot open it yet.
    const depositor = page.locator('[data-testid="red-envelope"]').filter({ hasText: 'Depositor red envelope' });
    expect(await depositor.getByTestId('red-envelope-not-eligible').textContent()).toContain('deposit');
    await shot(page, 'envelope-mobile-dark-en-before');
    await envelope.getByTestId('red-envelope-open').click();
    await envelope.getByTestId('red-envelope-result').waitFor();
    expect(await envelope.getByTestId('red-envelope-result').textContent()).toMatch(/You got ฿\d/);
    await shot(page, 'envelope-mobile-dark-en-opened');

    // Opening again is refused with what was opened.
    const list = (await (await api('/red-envelopes')).json()) as { list: { id: string; title: string; me: { state: string; amount: number } }[] };
    const mine = list.list.find((e) => e.title === 'Lucky red envelope')!;
    expect(mine.me.state).toBe('OPENED');
    const again = await api(`/red-envelopes/${mine.id}/open`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).details.amount).toBe(mine.me.amount);

    // The raffle drawn three days ago: the demo member won and claims the prize.
    const raffle = page.locator('[data-testid="raffle"][data-status="DRAWN"]');
    await raffle.getByTestId('raffle-winners').waitFor();
    await raffle.getByTestId('raffle-claim').click();
    await raffle.getByTestId('raffle-claimed').waitFor();
    await shot(page, 'raffle-mobile-dark-en-claimed');
    const raffles = (await (await api('/raffles')).json()) as { list: { id: string; status: string }[] };
    const drawn = raffles.list.find((r) => r.status === 'DRAWN')!;
    const twice = await api(`/raffles/${drawn.id}/claim`, { method: 'POST' });
    expect(twice.status).toBe(409);
    expect((await twice.json()).code).toBe('RAFFLE_ALREADY_CLAIMED');

    // Both are bonuses in bonus details.
    await page.goto(`${demo.server.baseUrl}/member?page=bonusDetails`);
    await page.getByText('Red envelope: Lucky red envelope').first().waitFor();
    await page.getByText('Raffle prize: Festival lucky draw').first().waitFor();
    await context.close();

    for (const [viewport, theme, language] of [
      ['desktop', 'light', 'TY'],
      ['mobile', 'light', 'TY'],
      ['desktop', 'dark', 'EN'],
    ] as const) {
      const v = await demo.openPage('/promotions', { viewport, theme, language });
      await v.page.locator('[data-testid="raffle"]').first().waitFor();
      if (language === 'TY') expect(await v.page.getByTestId('giveaways').textContent()).toContain('อั่งเปา');
      await shot(v.page, `giveaways-${viewport}-${theme}-${language.toLowerCase()}`);
      await v.context.close();
    }
  }, 300_000);

  it('tells a trial player that a real account is needed', async () => {
    const { context, page } = await demo.openPage('/', { viewport: 'desktop', theme: 'light', language: 'EN', isSignedIn: false });
    await page.getByTestId('header-login').click();
    await page.getByTestId('free-play').click();
    await page.getByTestId('trial-badge').waitFor({ timeout: 20_000 });
    await page.goto(`${demo.server.baseUrl}/promotions`);
    const envelope = page.locator('[data-testid="red-envelope"][data-state="TRIAL"]').first();
    await envelope.waitFor();
    expect(await envelope.textContent()).toContain('A real account is needed');
    await envelope.getByTestId('red-envelope-login').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This needs a real account');
    await shot(page, 'envelope-desktop-light-en-trial');
    await context.close();
  }, 180_000);
});
