import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpDemoSession } from '../support/demo-session.ts';

const demo = setUpDemoSession();
const shots = process.env.SHOTS_OUT;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

interface MissionView {
  code: string;
  progress: number;
  claimable: boolean;
  claimed: boolean;
}
async function missions(): Promise<{ daily: MissionView[]; weekly: MissionView[]; claimableCount: number }> {
  const res = await fetch(`${demo.server.baseUrl}/api/v1/rewards/missions`, { headers: { authorization: `Bearer ${demo.token}` } });
  expect(res.status).toBe(200);
  return res.json();
}

/** Missions and leaderboard (docs/rewards.md): play, see progress and the badge, claim once, see your rank. */
describe('missions and leaderboard', () => {
  it('counts spins toward the daily mission, shows the badge, claims the prize once and ranks the member', async () => {
    const before = (await missions()).daily.find((m) => m.code === 'daily-bets-10')!;
    expect(before.claimed).toBe(false);
    // Play: in-house slot spins of ฿1 until the daily "10 bets" mission is complete.
    for (let i = before.progress; i < 10; i++) {
      const spin = await fetch(`${demo.server.baseUrl}/api/v1/inhouse/slot/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
        body: JSON.stringify({ bet: 100, requestId: crypto.randomUUID() }),
      });
      expect(spin.status).toBe(200);
    }
    const ready = await missions();
    expect(ready.daily.find((m) => m.code === 'daily-bets-10')).toMatchObject({ claimable: true, progress: Math.max(10, before.progress) });

    // Desktop: the menu entry's red badge counts the claimable missions.
    const wide = await demo.openPage('/member?page=mission', { viewport: 'desktop', theme: 'light', language: 'EN' });
    await expect.poll(() => wide.page.getByTestId('member-badge-mission').textContent()).toBe(String(ready.claimableCount));
    await shot(wide.page, 'missions-desktop-badge');
    await wide.context.close();

    const { context, page } = await demo.openPage('/member?page=mission', { viewport: 'mobile', theme: 'dark', language: 'EN' });
    await page.getByTestId('missions-page').waitFor();
    await expect.poll(() => page.getByTestId('member-badge-mission').textContent()).toBe(String(ready.claimableCount));
    const card = page.locator('[data-testid="mission-card"][data-code="daily-bets-10"]');
    await card.waitFor();
    expect(await card.textContent()).toContain('Place 10 bets');
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await shot(page, 'missions-mobile-daily');

    await card.getByTestId('mission-claim').click();
    await expect.poll(() => card.getByRole('status').textContent()).toContain('added to your bonus balance');
    await expect.poll(() => card.getByTestId('mission-status').textContent()).toBe('Claimed');
    const after = await missions();
    expect(after.claimableCount).toBe(ready.claimableCount - 1);
    if (after.claimableCount === 0) await expect.poll(() => page.getByTestId('member-badge-mission').count()).toBe(0);
    await shot(page, 'missions-mobile-claimed');

    // Weekly missions count the same spins; the leaderboard shows the member's own rank.
    await page.getByTestId('missions-tab-weekly').click();
    const weekly = page.locator('[data-testid="mission-card"][data-code="weekly-bets-100"]');
    await weekly.waitFor();
    await page.getByTestId('missions-tab-leaderboard').click();
    await page.getByTestId('leaderboard').waitFor();
    expect(await page.getByTestId('leaderboard-me').textContent()).toMatch(/Your rank: #\d+/);
    const board = (await (await fetch(`${demo.server.baseUrl}/api/v1/rewards/leaderboard`, { headers: { authorization: `Bearer ${demo.token}` } })).json()) as { me: { rank: number | null } };
    expect(board.me.rank).not.toBeNull();
    expect(await page.getByTestId('leaderboard-me').textContent()).toContain(`#${board.me.rank}`);
    // Within the top 20 the member's own row is highlighted with their name unmasked.
    if (board.me.rank! <= 20) expect(await page.locator('[data-testid="leaderboard-row"][aria-current="true"]').textContent()).toContain('demo');
    expect(await page.getByTestId('leaderboard-row').count()).toBeGreaterThan(0);
    await shot(page, 'missions-mobile-leaderboard');
    await context.close();

    const desktop = await demo.openPage('/member?page=mission', { viewport: 'desktop', theme: 'light', language: 'TY' });
    await desktop.page.getByTestId('missions-page').waitFor();
    await desktop.page.locator('[data-testid="mission-card"][data-code="daily-bets-10"]').waitFor();
    expect(await desktop.page.getByTestId('missions-page').textContent()).toContain('ภารกิจ');
    expect(await desktop.page.locator('[data-testid="mission-card"][data-code="daily-bets-10"]').textContent()).toContain('รับแล้ว');
    await shot(desktop.page, 'missions-desktop-ty-daily');
    await desktop.page.getByTestId('missions-tab-weekly').click();
    await desktop.page.locator('[data-testid="mission-card"][data-code="weekly-slots-1000"]').waitFor();
    await shot(desktop.page, 'missions-desktop-ty-weekly');
    await desktop.page.getByTestId('missions-tab-leaderboard').click();
    await desktop.page.getByTestId('leaderboard').waitFor();
    await shot(desktop.page, 'missions-desktop-ty-leaderboard');
    await desktop.context.close();

    // Claiming again pays nothing more.
    const again = await fetch(`${demo.server.baseUrl}/api/v1/rewards/missions/${encodeURIComponent((await missionId('daily-bets-10'))!)}/claim`, { method: 'POST', headers: { authorization: `Bearer ${demo.token}` } });
    expect((await again.json()).replayed).toBe(true);
  });
});

describe('missions page states', () => {
  it('shows an error with a retry, then the missions; and an empty state when there are none', async () => {
    const { context, page } = await demo.openPage('/member?page=securityCenter', { viewport: 'mobile', theme: 'light', language: 'EN' });
    let answer: 'fail' | 'real' = 'fail';
    await page.route('**/api/v1/rewards/missions', async (route) => {
      if (answer === 'fail') return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'down' }) });
      return route.continue();
    });
    await page.getByTestId('member-nav-mission').click();
    await page.getByTestId('missions-page').getByRole('alert').waitFor();
    await shot(page, 'missions-mobile-error');
    answer = 'real';
    await page.getByTestId('missions-retry').click();
    await page.getByTestId('mission-card').first().waitFor();
    expect(await page.getByTestId('missions-page').getByRole('alert').count()).toBe(0);
    await context.close();

    const empty = await demo.openPage('/member?page=securityCenter', { viewport: 'desktop', theme: 'dark', language: 'EN' });
    await empty.page.route('**/api/v1/rewards/missions', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ daily: [], weekly: [], claimableCount: 0, timeZone: 'Asia/Bangkok' }) }),
    );
    await empty.page.getByTestId('member-nav-mission').click();
    await empty.page.getByTestId('missions-empty').waitFor();
    expect(await empty.page.getByTestId('member-badge-mission').count()).toBe(0);
    await shot(empty.page, 'missions-desktop-empty');
    await empty.context.close();
  });
});

async function missionId(code: string): Promise<string | undefined> {
  const res = await fetch(`${demo.server.baseUrl}/api/v1/rewards/missions`, { headers: { authorization: `Bearer ${demo.token}` } });
  const body = (await res.json()) as { daily: { code: string; id: string }[]; weekly: { code: string; id: string }[] };
  return [...body.daily, ...body.weekly].find((m) => m.code === code)?.id;
}
