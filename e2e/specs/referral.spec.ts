import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, useToken } from '../support/auth.ts';
import { operatorToken } from '../support/operator.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

type ContextOptions = NonNullable<Parameters<typeof newContext>[1]>;
/** The demo member (the inviter) signed in; the server accepts any captcha so the friend can register in the browser. */
const demo = {} as {
  server: RunningServer;
  browser: Browser;
  token: string;
  openPage(path: string, options: ContextOptions): Promise<{ context: Awaited<ReturnType<typeof newContext>>; page: Page }>;
};
demo.openPage = async (url, options) => {
  const context = await newContext(demo.browser, options);
  await useToken(context, demo.token);
  const page = await context.newPage();
  await page.goto(demo.server.baseUrl + url);
  return { context, page };
};
beforeAll(async () => {
  [demo.server, demo.browser] = await Promise.all([startServer({ CAPTCHA_MODE: 'off' }), launchBrowser()]);
  demo.token = (await apiLogin(demo.server.baseUrl, 'demo', 'Demo1234!')).token;
}, Number(process.env.E2E_SERVER_START_MS ?? 60_000) + 30_000);
afterAll(async () => {
  await demo.browser?.close();
  await demo.server?.stop();
});
/** Set REFERRAL_SHOTS=<folder> to keep screenshots of the page for review. */
const shotsDir = process.env.REFERRAL_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
};

async function api<T>(url: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${demo.server.baseUrl}${url}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('invite friends (member centre referral page)', { timeout: 180_000 }, () => {
  it('shares a link that registers a friend; the friend’s first deposit brings the inviter a bonus, shown on the page', async () => {
    const mine = await api<{ code: string; link: string }>('/api/v1/rewards/referral', demo.token);

    // The inviter's page before anyone joined: link, QR code of the link, empty list (Thai, phone).
    const first = await demo.openPage('/member?page=referral', { viewport: 'mobile', theme: 'light', language: 'TY' });
    await first.page.getByTestId('invite-friends').waitFor();
    expect(await first.page.getByTestId('invite-link').textContent()).toBe(mine.link);
    expect(await first.page.getByTestId('invite-code').textContent()).toBe(mine.code);
    await first.page.getByTestId('invites-empty').waitFor();
    expect(await first.page.getByTestId('invites-empty').textContent()).toContain('ยังไม่มีเพื่อน');
    await first.page.getByTestId('invite-qr').locator('img').waitFor();
    expect(await first.page.getByTestId('invite-qr').locator('img').getAttribute('data-url')).toBe(mine.link);
    await shot(first.page, 'referral-empty-mobile-TY');
    await first.context.close();

    // A friend opens the link: the registration has the code filled in.
    const friend = await newContext(demo.browser, { viewport: 'mobile', theme: 'dark', language: 'EN' });
    const page = await friend.newPage();
    const link = new URL(mine.link);
    expect(link.pathname + link.search).toBe(`/register?referralCode=${mine.code}`);
    await page.goto(`${demo.server.baseUrl}${link.pathname}${link.search}`);
    expect(await page.getByTestId('register-referralCode').inputValue()).toBe(mine.code);
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-tab-username').click();
    const username = `pal${Date.now().toString(36).slice(-6)}`;
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('Passw0rd!x');
    await page.getByTestId('register-confirmPassword').fill('Passw0rd!x');
    await page.getByTestId('captcha-input').fill('ABCDE');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-balance').waitFor({ timeout: 30_000 });
    const friendToken = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(friendToken).toBeTruthy();
    await friend.close();

    // The friend's first deposit is approved by finance; the inviter's bonus follows (job every 10 s).
    const deposit = await api<{ deposit: { id: string } }>('/api/v1/payments/deposits', friendToken ?? '', {
      method: 'POST',
      body: { method: 'BANK_TRANSFER', amount: 50_000, reference: 'KBANK e2e', requestId: crypto.randomUUID() },
    });
    const op = await operatorToken(demo.server, `e2e.ref${Date.now().toString(36).slice(-4)}`, 'finance');
    await api(`/api/v1/operator/payments/deposits/${deposit.deposit.id}/approve`, op, { method: 'POST', body: {} });

    for (const [viewport, language, received] of [
      ['desktop', 'EN', 'received'],
      ['mobile', 'EN', 'received'],
      ['desktop', 'TY', 'ได้รับ'],
    ] as const) {
      const after = await demo.openPage('/member?page=referral', { viewport, theme: 'dark', language });
      const row = after.page.getByTestId('invite-row').first();
      await row.waitFor();
      await expect
        .poll(
          async () => {
            await after.page.reload();
            await after.page.getByTestId('invite-row').first().waitFor();
            // The rows and the summary are two requests: the job's grant can land between them, so both are read from one load.
            await after.page.getByTestId('invite-earned').waitFor();
            return `${await after.page.getByTestId('invite-row').first().textContent()} | ${await after.page.getByTestId('invite-earned').textContent()}`;
          },
          { timeout: 40_000, interval: 3000 },
        )
        .toMatch(new RegExp(`${received}.* \\| .*100`));
      expect(await after.page.getByTestId('invite-row').first().textContent()).toContain(`${username.slice(0, 2)}***${username.slice(-2)}`);
      expect(await after.page.getByTestId('invite-count').textContent()).toBe('1');
      expect(await after.page.getByTestId('invite-earned').textContent()).toContain('100');
      await after.page.getByTestId('invite-copy').click();
      await after.page.getByTestId('invite-copied').filter({ hasText: /copied|Could not copy|คัดลอก/ }).waitFor();
      await shot(after.page, `referral-${viewport}-${language}`);
      await after.context.close();
    }
  });
});
