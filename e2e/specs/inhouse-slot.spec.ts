import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpDemoSession } from '../support/demo-session.ts';

const demo = setUpDemoSession();

/** The 5 x 3 window as symbol codes, reels[reel][row], read from a reel grid. */
async function reelsOf(page: Page, testId: string): Promise<string[][]> {
  const grid = page.getByTestId(testId);
  const reels: string[][] = [];
  for (let reel = 0; reel < 5; reel++) {
    const column: string[] = [];
    for (let row = 0; row < 3; row++) column.push((await grid.getByTestId(`cell-${reel}-${row}`).getAttribute('data-symbol')) ?? '');
    reels.push(column);
  }
  return reels;
}

/** '฿9,999.25' -> 999925 (minor units). */
const minor = (shown: string) => Number(shown.replace(/[^0-9]/g, ''));
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe('in-house Lotus slot', () => {
  it('spins with the keyboard, then after rotating the verifier shows the same reels from the revealed seed', async () => {
    const { context, page } = await demo.openPage('/inhouse/slot', { viewport: 'mobile', theme: 'dark', language: 'EN' });
    await page.getByTestId('spin-button').waitFor();

    const hashBefore = await text(page, 'server-seed-hash');
    expect(hashBefore).toMatch(/^[0-9a-f]{64}$/);
    const balanceBefore = await text(page, 'slot-balance');

    // Space spins (focus is on the page, not on a control).
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Space');
    await page.getByTestId('slot-win').waitFor();
    const played = await reelsOf(page, 'slot-reels');
    expect(played.flat().every((s) => s.length > 0)).toBe(true);
    await expect.poll(() => text(page, 'nonce')).toBe('1');
    await expect.poll(() => page.getByTestId('round-row').count()).toBe(1);
    // The shown balance is the old one, minus the ฿1.00 bet, plus the win.
    const win = minor((await text(page, 'slot-win')).split('×')[0] as string);
    await expect.poll(async () => minor(await text(page, 'slot-balance'))).toBe(minor(balanceBefore) - 100 + win);

    await page.getByTestId('rotate-seed').click();
    const revealed = await text(page, 'revealed-server-seed');
    expect(createHash('sha256').update(revealed).digest('hex')).toBe(hashBefore);
    expect(await text(page, 'revealed-last-nonce')).toBe('0');
    await expect.poll(() => text(page, 'server-seed-hash')).not.toBe(hashBefore);

    await page.getByTestId('verify-revealed').click();
    await page.getByTestId('verify-result').waitFor();
    expect(page.url()).toContain('/fairness?');
    expect(await text(page, 'verify-hash')).toBe(hashBefore);
    expect(await text(page, 'verify-hash-match')).toContain('Matches');
    expect(await reelsOf(page, 'verify-reels')).toEqual(played);

    // The same round in the member centre's betting record: the slot, the ฿1.00 stake, its win, settled.
    await page.goto(demo.server.baseUrl + '/member?page=personalHistoryCopy');
    const record = page.getByTestId('betting-record');
    await expect.poll(() => record.locator('tbody tr').count()).toBe(1);
    const row = (await record.locator('tbody tr').first().textContent()) ?? '';
    const baht = (minorUnits: number) => '฿' + (minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(row).toContain('Lotus Provably Fair Slot');
    expect(row).toContain(`${baht(100)}${baht(win)}`);
    expect(row).toContain('Settled');
    await context.close();
  }, 90_000);

  it('lets anyone verify a round by typing the seeds, without logging in', async () => {
    const { context, page } = await demo.openPage('/fairness', { viewport: 'desktop', theme: 'light', language: 'EN', isSignedIn: false });
    await page.getByTestId('verify-empty').waitFor();
    await page.getByTestId('verify-server-seed').fill('0'.repeat(64));
    await page.getByTestId('verify-client-seed').fill('client');
    await page.getByTestId('verify-nonce').fill('0');
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('verify-result').waitFor();
    // docs/inhouse-slot.md worked example
    expect(await text(page, 'verify-hash')).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
    expect(await reelsOf(page, 'verify-reels')).toEqual([
      ['DROP', 'DROP', 'MOON'],
      ['WILD', 'MOON', 'DROP'],
      ['WILD', 'MOON', 'DROP'],
      ['WILD', 'CROWN', 'BELL'],
      ['STAR', 'SCATTER', 'MOON'],
    ]);
    expect(await text(page, 'verify-multiplier')).toContain('×3.25');
    await context.close();
  }, 60_000);

  it('opens from its lobby tile inside the game popup and plays there', async () => {
    const { context, page } = await demo.openPage('/rng?vassalage=INHOUSE', { viewport: 'desktop', theme: 'dark', language: 'EN' });
    await page.locator('[data-testid="game-tile"][data-game-code="INH_SLOT_LOTUS"] button').first().click();
    const frameElement = page.getByTestId('game-frame');
    await frameElement.waitFor();
    expect(await frameElement.getAttribute('src')).toContain('/inhouse/slot?gameCode=INH_SLOT_LOTUS');
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await frame.getByTestId('spin-button').click();
    await frame.getByTestId('slot-win').waitFor();
    // Inside the popup the slot hides its own "back to lobby" link.
    expect(await frame.getByTestId('slot-back').count()).toBe(0);
    await context.close();
  }, 60_000);
});
