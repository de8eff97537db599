import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, useToken } from '../support/auth.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

/** Issue 20: limits, the deposit refused over a limit, a raise pending, self-exclusion that still lets the member withdraw. */
let server: RunningServer;
let browser: Browser;
let token: string;
const PAYMENT_PASSWORD = '246810';
const DEMO_MOBILE = '+66812345678';

async function api(method: string, url: string, body?: unknown, auth = token) {
  const res = await fetch(server.baseUrl + url, {
    method,
    headers: { authorization: `Bearer ${auth}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function memberTab(sessionToken: string, viewport: 'mobile' | 'desktop' = 'desktop') {
  const context = await newContext(browser, { viewport, theme: 'light', language: 'EN' });
  await useToken(context, sessionToken);
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SANDBOX_CALLBACK_DELAY_MS: '500' }), launchBrowser()]);
  token = (await apiLogin(server.baseUrl, 'demo', 'Demo1234!', { mobile: DEMO_MOBILE })).token;
  expect((await api('PUT', '/api/v1/auth/payment-password', { paymentPassword: PAYMENT_PASSWORD, loginPassword: 'Demo1234!' })).status).toBeLessThan(300);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('responsible gaming', () => {
  it('sets a deposit limit, a deposit over it is refused with a clear message, and a raise shows as pending', async () => {
    const { context, page } = await memberTab(token);
    // The footer leads to the page.
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('footer-responsible-gaming').click();
    await page.getByTestId('responsible-gaming').waitFor();
    await page.getByTestId('limit-DEPOSIT-DAY').waitFor();
    expect(await page.getByTestId('limit-current-DEPOSIT-DAY').textContent()).toContain('No limit');

    await page.getByTestId('limit-input-DEPOSIT-DAY').fill('1000');
    await page.getByTestId('limit-save-DEPOSIT-DAY').click();
    await expect.poll(() => page.getByTestId('limit-current-DEPOSIT-DAY').textContent()).toContain('1,000');

    // A deposit of 1,500 is refused before the gateway opens, with the limit message.
    await page.goto(`${server.baseUrl}/member?page=depositv2`);
    await page.getByTestId('deposit-page').waitFor();
    await page.getByTestId('deposit-amount').fill('1500');
    await page.getByTestId('deposit-submit').click();
    const error = page.getByTestId('wallet-form-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('over your deposit limit');
    expect(page.url()).toContain('page=depositv2');

    // A raise waits 24 hours: shown as pending, the old limit stays in force; it can be cancelled.
    await page.goto(`${server.baseUrl}/member?page=responsibleGaming`);
    await page.getByTestId('limit-input-DEPOSIT-DAY').fill('5000');
    await page.getByTestId('limit-save-DEPOSIT-DAY').click();
    const pending = page.getByTestId('limit-pending-DEPOSIT-DAY');
    await pending.waitFor();
    expect(await pending.textContent()).toContain('5,000');
    expect(await page.getByTestId('limit-current-DEPOSIT-DAY').textContent()).toContain('1,000');
    const limits = (await api('GET', '/api/v1/protection/limits')).body as { limits: { kind: string; period: string; amount: number; pending: { amount: number } | null }[] };
    expect(limits.limits.find((l) => l.kind === 'DEPOSIT' && l.period === 'DAY')).toMatchObject({ amount: 100_000, pending: { amount: 500_000 } });
    await page.getByTestId('limit-cancel-DEPOSIT-DAY').click();
    await expect.poll(() => page.getByTestId('limit-pending-DEPOSIT-DAY').count()).toBe(0);
    // Raise again so the page shows the pending state for whoever looks next.
    await page.getByTestId('limit-input-DEPOSIT-DAY').fill('5000');
    await page.getByTestId('limit-save-DEPOSIT-DAY').click();
    await pending.waitFor();
    await context.close();
  }, 120_000);

  it('a self-excluded member can log in and withdraw but not play', async () => {
    const { context, page } = await memberTab(token, 'mobile');
    await page.goto(`${server.baseUrl}/member?page=responsibleGaming`);
    await page.getByTestId('self-exclusion-period').selectOption('6M');
    await page.getByTestId('self-exclusion-start').click();
    // Confirmation: nothing happens until the member ticks that they understand.
    expect(await page.getByTestId('exclusion-confirm').isDisabled()).toBe(true);
    await page.getByTestId('exclusion-tick').check();
    await page.getByTestId('exclusion-confirm').click();
    await page.getByTestId('protection-exclusion').waitFor();
    expect(await page.getByTestId('protection-exclusion').textContent()).toContain('self-excluded until');
    await context.close();

    // Logging in still works.
    const again = await apiLogin(server.baseUrl, 'demo', 'Demo1234!', { mobile: DEMO_MOBILE });
    expect(again.token).toBeTruthy();
    const tab = await memberTab(again.token, 'mobile');

    // Withdrawing works.
    await tab.page.goto(`${server.baseUrl}/member?page=withdraw`);
    await tab.page.getByTestId('bind-bank-form').waitFor();
    await tab.page.getByTestId('bank-name').selectOption('Kasikorn Bank');
    await tab.page.getByTestId('bank-account-name').fill('Demo Player');
    await tab.page.getByTestId('bank-account-number').fill('1234567890');
    await tab.page.getByTestId('bank-payment-password').fill(PAYMENT_PASSWORD);
    await tab.page.getByTestId('bank-submit').click();
    await tab.page.getByTestId('bound-bank').waitFor();
    await tab.page.getByTestId('withdraw-amount').fill('200');
    await tab.page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
    await tab.page.getByTestId('withdraw-submit').click();
    await tab.page.getByTestId('wallet-form-success').waitFor();

    // Playing does not: the slot's spin is refused with the self-exclusion message, no money moves.
    const before = (await api('GET', '/api/v1/wallet/balance', undefined, again.token)).body.balance;
    await tab.page.goto(`${server.baseUrl}/inhouse/slot`);
    await tab.page.getByTestId('spin-button').click();
    const refused = tab.page.getByTestId('spin-error');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('self-excluded');
    expect((await api('GET', '/api/v1/wallet/balance', undefined, again.token)).body.balance).toBe(before);
    // Depositing does not either.
    const deposit = await api('POST', '/api/v1/payments/deposits', { method: 'GATEWAY', amount: 20_000, requestId: crypto.randomUUID() }, again.token);
    expect(deposit.status).toBe(403);
    expect(deposit.body.code).toBe('PROTECTION_SELF_EXCLUDED');
    await tab.context.close();
  }, 120_000);

  it('identity verification: a file that is not an image is refused with a clear message and nothing is kept; a photo puts it in review', async () => {
    const { context, page } = await memberTab(token, 'mobile');
    await page.goto(`${server.baseUrl}/member?page=responsibleGaming`);
    const status = page.getByTestId('kyc-status');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('NOT_REQUIRED');
    // A web page renamed to .png: the browser cannot tell, the server reads the bytes and refuses it.
    await page.getByTestId('kyc-files').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await page.getByTestId('kyc-submit').click();
    const error = page.getByTestId('kyc-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Identity documents must be PNG or JPG pictures.');
    expect((await api('GET', '/api/v1/protection/kyc')).body).toMatchObject({ status: 'NOT_REQUIRED', documents: [] });
    // A PDF is refused before it is sent.
    await page.getByTestId('kyc-files').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    expect(await error.textContent()).toContain('Only PNG or JPG images can be uploaded.');

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('kyc-files').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('kyc-submit').click();
    await expect.poll(() => status.getAttribute('data-status')).toBe('PENDING');
    expect(await status.textContent()).toContain('Being checked');
    expect(((await api('GET', '/api/v1/protection/kyc')).body.documents as unknown[]).length).toBe(1);
    await context.close();
  }, 120_000);
});
