import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, useToken } from '../support/auth.ts';
import { operatorToken } from '../support/operator.ts';
import { REPO_ROOT, startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext, VIEWPORTS } from '../tools/browser.ts';

let server: RunningServer;
let browser: Browser;
let token: string;
const PAYMENT_PASSWORD = '246810';
const SHOTS = path.join(REPO_ROOT, 'e2e', 'screenshots');

async function api(method: string, url: string, body?: unknown, auth = token) {
  const res = await fetch(server.baseUrl + url, {
    method,
    headers: { authorization: `Bearer ${auth}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
/** '฿10,500.00' -> 1050000 (minor units). */
const minor = (shown: string) => Number(shown.replace(/[^0-9]/g, ''));

/** A browser tab signed in as the demo member. */
async function memberTab(options: Parameters<typeof newContext>[1]) {
  const context = await newContext(browser, options);
  await useToken(context, token);
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SANDBOX_CALLBACK_DELAY_MS: '1500', SANDBOX_CALLBACK_REPEAT_RATE: '1' }), launchBrowser()]);
  token = (await apiLogin(server.baseUrl, 'demo', 'Demo1234!', { mobile: '+66812345678' })).token;
  await api('PUT', '/api/v1/auth/payment-password', { paymentPassword: PAYMENT_PASSWORD, loginPassword: 'Demo1234!' });
  fs.mkdirSync(SHOTS, { recursive: true });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('payments in the member centre', () => {
  it('deposits through the sandbox gateway, withdraws, and confirms receipt after the payout', async () => {
    const { context, page } = await memberTab({ viewport: 'mobile', theme: 'dark', language: 'EN' });

    // ---- deposit: member -> SANDBOX hosted page -> back; the balance rises after the signed callback
    await page.goto(`${server.baseUrl}/member?page=depositv2`);
    await page.getByTestId('deposit-page').waitFor();
    await expect.poll(() => text(page, 'wallet-balance'), { timeout: 15_000 }).not.toBe('…');
    const before = minor(await text(page, 'wallet-balance'));
    await page.getByTestId('sandbox-note').waitFor();
    await page.getByTestId('deposit-amount').fill('500');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox\/gateway\/pay\//);
    expect(await text(page, 'sandbox-banner')).toContain('SANDBOX');
    expect(await text(page, 'sandbox-amount')).toBe('THB 500.00');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/page=depositv2.*gatewayStatus=PAID/);
    await page.getByTestId('deposit-return').waitFor();
    await expect.poll(() => page.getByTestId('deposit-return').getAttribute('data-status'), { timeout: 20_000 }).toBe('CREDITED');
    await expect.poll(async () => minor(await text(page, 'wallet-balance')), { timeout: 10_000 }).toBe(before + 50_000);
    await expect.poll(() => page.getByTestId('deposit-row').first().getAttribute('data-status'), { timeout: 15_000 }).toBe('CREDITED');
    // The gateway sent its callback twice; the money arrived once.
    const balance = (await api('GET', '/api/v1/wallet/balance')) as { balance: number };
    expect(balance.balance).toBe(before + 50_000);

    // ---- withdraw: bind the bank account, request, approve through the operator API, confirm receipt
    await page.goto(`${server.baseUrl}/member?page=withdraw`);
    await page.getByTestId('bind-bank-form').waitFor();
    await page.getByTestId('bank-name').selectOption('Kasikorn Bank');
    await page.getByTestId('bank-account-name').fill('Demo Player');
    await page.getByTestId('bank-account-number').fill('1234567890');
    await page.getByTestId('bank-payment-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('bank-submit').click();
    await page.getByTestId('bound-bank').waitFor();
    expect(await text(page, 'bound-bank')).toContain('****7890');

    // A wrong payment password is refused and nothing is held.
    await page.getByTestId('withdraw-amount').fill('200');
    await page.getByTestId('withdraw-payment-password').fill('000000');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('wallet-form-error').waitFor();
    expect(minor(await text(page, 'wallet-balance'))).toBe(before + 50_000);

    await page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('wallet-form-success').waitFor();
    await expect.poll(async () => minor(await text(page, 'wallet-balance')), { timeout: 15_000 }).toBe(before + 50_000 - 20_000);
    const row = page.getByTestId('withdrawal-row').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('PENDING');
    const withdrawalId = await row.getAttribute('data-id');

    const op = await operatorToken(server, 'e2e.finance', 'finance');
    await api('POST', `/api/v1/operator/payments/withdrawals/${withdrawalId}/approve`, {}, op);

    await page.reload();
    await expect.poll(() => page.getByTestId('withdrawal-row').first().getAttribute('data-status'), { timeout: 15_000 }).toBe('DISBURSED');
    await page.getByTestId('confirm-receipt').waitFor();
    await shoot(page, 'withdraw-disbursed-mobile-dark');
    await page.getByTestId('confirm-received').click();
    await expect.poll(() => page.getByTestId('withdrawal-row').first().getAttribute('data-status'), { timeout: 15_000 }).toBe('RECEIVED');
    expect(await page.getByTestId('confirm-receipt').count()).toBe(0);

    // ---- a second payout that did not arrive: "not received" with a proof image uploaded from the page
    const second = (await api('POST', '/api/v1/payments/withdrawals', { amount: 10_000, paymentPassword: PAYMENT_PASSWORD, requestId: 'e2e-second-withdrawal' })) as { id: string };
    await api('POST', `/api/v1/operator/payments/withdrawals/${second.id}/approve`, {}, op);
    await page.reload();
    const secondRow = page.locator(`[data-testid="withdrawal-row"][data-id="${second.id}"]`);
    await expect.poll(() => secondRow.getAttribute('data-status'), { timeout: 15_000 }).toBe('DISBURSED');
    await secondRow.getByTestId('confirm-not-received').click();
    // Sending without a proof is stopped in the page.
    await secondRow.getByTestId('confirm-submit').click();
    await secondRow.getByRole('alert').first().waitFor();
    await secondRow.getByTestId('confirm-files').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG_1PX });
    await secondRow.getByTestId('confirm-submit').click();
    await expect.poll(() => secondRow.getAttribute('data-status'), { timeout: 15_000 }).toBe('NOT_RECEIVED');
    const stored = (await api('GET', `/api/v1/payments/withdrawals/${second.id}`)) as { proofIds: string[] };
    expect(stored.proofIds).toHaveLength(1);
    // The member sees the uploaded image in the record (loaded with the session token).
    const thumb = secondRow.getByTestId('proof-thumbs').locator('img').first();
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(1);

    await context.close();
  }, 120_000);

  it('shows the one main wallet, refreshes it after a game round, and leads on to the money pages', async () => {
    const { context, page } = await memberTab({ viewport: 'mobile', theme: 'light', language: 'EN' });
    await page.goto(`${server.baseUrl}/member?page=wallet`);
    await page.getByTestId('wallet-page').waitFor();
    await expect.poll(() => text(page, 'wallet-main-balance')).not.toBe('…');
    const before = minor(await text(page, 'wallet-main-balance'));
    expect(await text(page, 'wallet-single')).toContain('nothing to transfer between game wallets');

    const spin = await api('POST', '/api/v1/inhouse/slot/spin', { bet: 100, requestId: crypto.randomUUID() });
    await page.getByTestId('wallet-refresh').click();
    await expect.poll(async () => minor(await text(page, 'wallet-main-balance'))).toBe(spin.balance);
    expect(spin.balance).toBe(before - 100 + Number(spin.payout));

    await page.getByTestId('wallet-go-depositv2').click();
    await page.getByTestId('deposit-page').waitFor();
    expect(page.url()).toContain('page=depositv2');
    await context.close();
  });

  it('looks right on phones and desktops, dark and light', async () => {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      for (const theme of ['dark', 'light'] as const) {
        const { context, page } = await memberTab({ viewport, theme, language: 'EN' });
        for (const [name, testId] of [
          ['wallet', 'wallet-single'],
          ['depositv2', 'deposit-records'],
          ['withdraw', 'withdraw-records'],
        ] as const) {
          await page.goto(`${server.baseUrl}/member?page=${name}`);
          await page.getByTestId(testId).waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, `${name}-${viewport}-${theme}`);
        }
        await context.close();
      }
    }
    const { context: ty, page } = await memberTab({ viewport: 'mobile', theme: 'light', language: 'TY' });
    await page.goto(`${server.baseUrl}/member?page=depositv2`);
    await page.getByTestId('deposit-records').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await text(page, 'deposit-page')).toContain('ฝากเงิน');
    await shoot(page, 'depositv2-mobile-light-TY');
    await ty.close();
  }, 120_000);
});

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(SHOTS, `payments-${name}.png`), fullPage: true });
}
