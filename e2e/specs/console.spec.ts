import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generateSync } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../support/auth.ts';
import { REPO_ROOT, startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * The operator console (issue 18) in Chromium against the real server: TOTP login, a deposit approved
 * from the queue, a manual adjustment that waits for a second operator, a Thai announcement edited in the
 * rich-text editor and then read on the member site, the audit log exported as CSV, and a support operator
 * kept out of the finance pages by the UI (403 page) and by the API.
 */
let server: RunningServer;
let browser: Browser;
const operators: Record<'admin' | 'finance' | 'support', { username: string; password: string }> = {} as never;
let memberToken: string;
let depositId: string;
const shots = process.env.SHOTS_OUT;

function createOperator(username: string, role: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/operator.ts', 'create', username, '--role', role], { cwd: REPO_ROOT, env: server.env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`operator create failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { username: string; password: string };
}

async function api(method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(server.baseUrl + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function operatorToken(who: { username: string; password: string }, otp?: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/operator/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...who, ...(otp ? { otp } : {}) }) });
  const body = (await res.json()) as { token?: string; code?: string };
  if (!body.token) throw new Error(`operator login ${who.username}: ${res.status} ${body.code}`);
  return body.token;
}

/** The code of the next 30-second step: the server allows one step of drift, and the step of the set-up code is spent. */
const nextCode = (secret: string) => generateSync({ secret, period: 30, digits: 6, algorithm: 'sha1', epoch: Math.floor(Date.now() / 1000) + 30 });

async function consoleTab(viewport: 'mobile' | 'desktop' = 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/console/`);
  await page.getByTestId('login-form').waitFor();
  return { context, page };
}

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
}

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `console-${name}.png`), fullPage: true });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  if (shots) fs.mkdirSync(shots, { recursive: true });
  operators.admin = createOperator('e2e.admin', 'admin');
  operators.finance = createOperator('e2e.finance', 'finance');
  operators.support = createOperator('e2e.support', 'support');
  memberToken = (await apiLogin(server.baseUrl, 'demo', 'Demo1234!', { mobile: '+66812345678' })).token;
  const created = await api('POST', '/api/v1/payments/deposits', memberToken, { method: 'BANK_TRANSFER', amount: 123_400, requestId: 'e2e-console-deposit-1', reference: 'CONSOLE-E2E' });
  depositId = String((created.body.deposit as { id: string }).id);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('operator console', () => {
  let adminPage: Page;
  let adminContext: BrowserContext;

  it('an admin turns on TOTP, signs in again with the code and approves a bank-transfer deposit', async () => {
    ({ context: adminContext, page: adminPage } = await consoleTab());
    const page = adminPage;
    // The member site's shell never answers /console/*: the console's own login page is there.
    expect(await page.title()).toContain('Console');
    await signIn(page, operators.admin);
    await page.getByTestId('side-nav').waitFor();

    // Set-up on "My account": the secret the set-up route returned, a code computed from it.
    await page.getByTestId('nav-account').click();
    await page.getByTestId('totp-setup').click();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByTestId('totp-code').fill(generateSync({ secret, period: 30, digits: 6, algorithm: 'sha1' }));
    await page.getByTestId('totp-confirm').click();
    await expect.poll(() => page.getByTestId('totp-state').textContent()).toBe('On');

    // Log out, then the password alone is not enough: the code step appears; a wrong code is refused.
    await page.getByTestId('logout').click();
    await page.getByTestId('login-form').waitFor();
    await signIn(page, operators.admin);
    await page.getByTestId('login-otp').waitFor();
    await page.getByTestId('login-otp').fill('000000');
    await page.getByTestId('login-submit').click();
    expect(await page.getByTestId('login-error').textContent()).toContain('code');
    await page.getByTestId('login-otp').fill(nextCode(secret));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-page').waitFor();
    await page.getByTestId('kpi-deposits').waitFor();
    expect(await page.getByTestId('queue-depositsPending').textContent()).not.toBe('0');
    await shot(page, 'dashboard');

    // The deposit queue: approve the member's transfer; it leaves the pending list and the money arrives.
    const before = (await api('GET', '/api/v1/wallet/balance', memberToken)).body.balance as number;
    await page.getByTestId('nav-payments').click();
    const row = page.locator(`[data-testid="row"][data-id="${depositId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('row-status').textContent()).toBe('Pending');
    await row.getByTestId('approve').click();
    await page.getByTestId('payments-notice').waitFor();
    await row.waitFor({ state: 'detached' });
    const deposit = await api('GET', `/api/v1/payments/deposits/${depositId}`, memberToken);
    expect(deposit.body.status ?? (deposit.body.deposit as { status: string } | undefined)?.status).toBe('CREDITED');
    expect((await api('GET', '/api/v1/wallet/balance', memberToken)).body.balance).toBe(before + 123_400);
  });

  it('an adjustment above the threshold waits for a second operator, who approves it', async () => {
    const page = adminPage;
    const before = (await api('GET', '/api/v1/wallet/balance', memberToken)).body.balance as number;
    await page.getByTestId('nav-members').click();
    await page.getByTestId('member-search').fill('demo');
    await page.getByTestId('member-search-submit').click();
    await page.getByTestId('member-link').filter({ hasText: /^demo$/ }).click();
    await page.getByTestId('member-detail').waitFor();
    await page.getByTestId('adjustment-amount').fill('5000');
    await page.getByTestId('adjustment-reason').fill('Compensation for the 24 Nov outage');
    await page.getByTestId('adjustment-submit').click();
    expect(await page.getByTestId('adjustment-result').getAttribute('data-status')).toBe('PENDING');
    expect((await api('GET', '/api/v1/wallet/balance', memberToken)).body.balance).toBe(before);

    // The requester sees it waiting and has no approve button; the API refuses them too.
    await page.getByTestId('nav-adjustments').click();
    const mine = page.getByTestId('row').first();
    await mine.getByTestId('needs-other').waitFor();
    expect(await mine.getByTestId('approve').count()).toBe(0);
    const id = await mine.getAttribute('data-id');
    const adminToken = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('console.session') ?? '{}') as { token?: string }).token ?? '');
    const self = await api('POST', `/api/v1/operator/adjustments/${id}/approve`, adminToken, {});
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('SAME_OPERATOR');

    // A finance operator in another browser approves it; the money arrives once.
    const { context, page: second } = await consoleTab('mobile');
    await signIn(second, operators.finance);
    await second.getByTestId('side-nav').waitFor({ state: 'attached' });
    await second.goto(`${server.baseUrl}/console/adjustments`);
    const row = second.locator(`[data-testid="row"][data-id="${id}"]`);
    await row.getByTestId('approve').click();
    await second.getByTestId('adjustments-notice').waitFor();
    await shot(second, 'adjustment-approved-mobile');
    await context.close();
    await expect.poll(async () => (await api('GET', '/api/v1/wallet/balance', memberToken)).body.balance).toBe(before + 500_000);
    await page.reload();
    await page.getByTestId('filter-status').selectOption('APPLIED');
    expect(await page.locator(`[data-testid="row"][data-id="${id}"]`).getByTestId('row-status').textContent()).toBe('Applied');
  });

  it('edits the Thai text of an announcement in the rich-text editor and the member site shows it', async () => {
    const page = adminPage;
    await page.getByTestId('nav-content').click();
    await page.getByTestId('announcement-link').filter({ hasText: 'Welcome to Lotus Play' }).click();
    await page.getByTestId('announcement-form').waitFor();
    await page.getByTestId('lang-tab-TY').click();
    const title = 'ยินดีต้อนรับ! โบนัสใหม่สัปดาห์นี้';
    await page.getByTestId('text-title').fill(title);
    const editor = page.getByTestId('rich-editor');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('ฝากครั้งแรกรับโบนัส ');
    await expect.poll(() => editor.textContent()).toContain('ฝากครั้งแรกรับโบนัส');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    // Type only once bold is on and the editor has its focus back (keys typed earlier were lost on a busy machine).
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => editor.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('100%');
    await expect.poll(() => editor.locator('strong').allTextContents()).toEqual(['100%']);
    // An image through the editor: a file that only claims to be a PNG is refused with a clear message,
    // a real PNG is uploaded to the content image store and placed at the cursor (a new line here).
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    const fileInput = page.getByTestId('editor-image-file');
    await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
    await expect.poll(() => page.getByTestId('editor-image-status').textContent()).toContain('not a PNG or JPEG');
    await fileInput.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect.poll(() => editor.locator('img').getAttribute('src')).toMatch(/^\/api\/v1\/content\/images\/[0-9a-f-]{36}$/);
    await page.getByTestId('announcement-save').click();
    await page.getByTestId('save-done').waitFor();
    await shot(page, 'announcement-thai');

    const site = await newContext(browser, { viewport: 'mobile', language: 'TY', popups: true });
    const visitor = await site.newPage();
    await visitor.goto(server.baseUrl + '/');
    await visitor.getByTestId('announcement-popup').waitFor();
    await expect.poll(() => visitor.getByTestId('announcement-item').allTextContents()).toContain(title);
    // The first title is open already, and clicking the open title closes it (SPEC §2.6): pick it only when it is not.
    const item = visitor.getByTestId('announcement-item').filter({ hasText: title });
    if ((await item.getAttribute('aria-pressed')) !== 'true') await item.click();
    const content = visitor.getByTestId('announcement-content');
    expect(await content.textContent()).toContain('ฝากครั้งแรกรับโบนัส');
    expect(await content.locator('strong, b').allTextContents()).toEqual(['100%']);
    // The uploaded image survives both sanitisers and is served as an image.
    const img = content.locator('img');
    expect(await img.getAttribute('src')).toMatch(/^\/api\/v1\/content\/images\/[0-9a-f-]{36}$/);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
    await site.close();
  });

  it('exports the audit log as a CSV file with the actions just taken', async () => {
    const page = adminPage;
    await page.getByTestId('nav-audit').click();
    await page.getByTestId('audit-page').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain('action');
    expect(header).toContain('operator');
    const text = lines.join('\n');
    for (const action of ['operator.totp_enable', 'adjustment.request', 'adjustment.approve', 'content.announcement_update']) expect(text).toContain(action);
    expect(text).toContain('e2e.finance');
    await adminContext.close();
  });

  it('a support operator cannot open the finance pages (403 page) nor call their API', async () => {
    const { context, page } = await consoleTab();
    await signIn(page, operators.support);
    await page.getByTestId('side-nav').waitFor();
    expect(await page.getByTestId('nav-payments').count()).toBe(0);
    expect(await page.getByTestId('nav-adjustments').count()).toBe(0);
    expect(await page.getByTestId('nav-members').count()).toBe(1);
    for (const p of ['payments', 'adjustments', 'audit', 'staff']) {
      await page.goto(`${server.baseUrl}/console/${p}`);
      await page.getByTestId('forbidden').waitFor();
    }
    await shot(page, 'support-403');
    await context.close();

    const token = await operatorToken(operators.support);
    for (const [method, url] of [
      ['GET', '/api/v1/operator/payments/deposits'],
      ['POST', `/api/v1/operator/payments/deposits/${depositId}/approve`],
      ['GET', '/api/v1/operator/adjustments'],
      ['POST', '/api/v1/operator/members/1/adjustments'],
      ['GET', '/api/v1/operator/audit'],
    ] as const) {
      const res = await api(method, url, token, method === 'POST' ? { amount: '1.00', reason: 'not allowed', idempotencyKey: 'support-try-1' } : undefined);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });
});
