import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../support/auth.ts';
import { REPO_ROOT, startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

/**
 * Console payments in bulk and the breakdown reports (issue 18) in Chromium: a finance operator ticks three
 * pending bank transfers, one of which another operator decides meanwhile, confirms a bulk approval and
 * sees the per-item outcome (two credited, one refused, the member's balance up by exactly the two);
 * the report tabs per game, vendor and agent team share the day range. SHOTS_OUT takes screenshots.
 */
let server: RunningServer;
let browser: Browser;
let finance: { username: string; password: string };
let memberToken: string;
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

async function operatorToken(who: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/operator/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  return ((await res.json()) as { token: string }).token;
}

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `console-${name}.png`), fullPage: true });
}

async function signedIn(viewport: 'mobile' | 'desktop') {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/console/`);
  await page.getByTestId('login-username').fill(finance.username);
  await page.getByTestId('login-password').fill(finance.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('page-title').waitFor();
  return { context, page };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  if (shots) fs.mkdirSync(shots, { recursive: true });
  finance = createOperator('e2e.bulk.finance', 'finance');
  memberToken = (await apiLogin(server.baseUrl, 'demo', 'Demo1234!', { mobile: '+66812345678' })).token;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('console bulk payments and reports', () => {
  it('bulk-approves ticked deposits with a confirmation and shows each outcome', async () => {
    const ids: string[] = [];
    for (const [i, amount] of [150_000, 230_000, 4_500_000].entries()) {
      const res = await api('POST', '/api/v1/payments/deposits', memberToken, { method: 'BANK_TRANSFER', amount, requestId: `e2e-bulk-deposit-${i}`, reference: `BULK-${i}` });
      expect(res.status).toBe(200);
      ids.push(String((res.body.deposit as { id: string }).id));
    }
    const before = (await api('GET', '/api/v1/wallet/balance', memberToken)).body.balance as number;
    const { context, page } = await signedIn('desktop');
    await page.goto(`${server.baseUrl}/console/payments`);
    for (const id of ids) await page.locator(`[data-testid="row"][data-id="${id}"]`).getByTestId('select-row').check();
    await page.getByTestId('bulk-bar').waitFor();
    expect(await page.getByTestId('bulk-bar').textContent()).toContain('3 selected');
    // Risk flags are on the rows: the large one says so.
    expect(await page.locator(`[data-testid="row"][data-id="${ids[2]}"]`).getByTestId('risk-flags').textContent()).toContain('Large amount');
    await shot(page, 'payments-bulk-selected');

    // Meanwhile another operator rejects the third one.
    const other = createOperator('e2e.bulk.other', 'finance');
    expect((await api('POST', `/api/v1/operator/payments/deposits/${ids[2]}/reject`, await operatorToken(other), { reason: 'Not on the statement' })).status).toBe(200);

    await page.getByTestId('bulk-approve').click();
    await page.getByTestId('bulk-confirm').getByTestId('confirm-ok').waitFor();
    await shot(page, 'payments-bulk-confirm');
    await page.getByTestId('bulk-confirm').getByTestId('confirm-ok').click();
    await page.getByTestId('bulk-result').waitFor();
    const items = page.getByTestId('bulk-item');
    await expect.poll(() => items.count()).toBe(3);
    expect(await page.locator(`[data-testid="bulk-item"][data-id="${ids[0]}"]`).getAttribute('data-ok')).toBe('true');
    expect(await page.locator(`[data-testid="bulk-item"][data-id="${ids[1]}"]`).getAttribute('data-ok')).toBe('true');
    expect(await page.locator(`[data-testid="bulk-item"][data-id="${ids[2]}"]`).getAttribute('data-ok')).toBe('false');
    expect(await page.locator(`[data-testid="bulk-item"][data-id="${ids[2]}"]`).textContent()).toContain('Already decided');
    expect((await api('GET', '/api/v1/wallet/balance', memberToken)).body.balance).toBe(before + 150_000 + 230_000);
    await shot(page, 'payments-bulk-result');
    await context.close();
  });

  it('filters the queue and shows the disputes tab, on a phone too', async () => {
    const { context, page } = await signedIn('mobile');
    await page.goto(`${server.baseUrl}/console/payments?status=ALL&member=demo`);
    await page.getByTestId('row').first().waitFor();
    await shot(page, 'payments-mobile');
    // Switching from deposits to withdrawals never shows the deposit rows under withdrawal columns.
    await page.getByTestId('tab-disputes').click();
    await page.getByTestId('payments-disputes').waitFor();
    await page.getByTestId('empty').or(page.getByTestId('row').first()).first().waitFor();
    for (const status of await page.getByTestId('row-status').allTextContents()) expect(['Not received (dispute)', 'Partly received']).toContain(status);
    await shot(page, 'payments-disputes-mobile');
    await context.close();
  });

  it('shows the report tabs per game, vendor and agent team for the same days', async () => {
    const { context, page } = await signedIn('desktop');
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${server.baseUrl}/console/reports?from=${from}&to=${today}&tab=games`);
    await page.getByTestId('report-tab-games').waitFor();
    await page.getByTestId('row').first().or(page.getByTestId('empty')).first().waitFor();
    await shot(page, 'reports-games');
    await page.getByTestId('report-tab-vendors').click();
    await expect.poll(() => page.url()).toContain('tab=vendors');
    expect(page.url()).toContain(`from=${from}`);
    await shot(page, 'reports-vendors');
    await page.getByTestId('report-tab-agents').click();
    await expect.poll(() => page.url()).toContain('tab=agents');
    // The agent table's own columns, never the previous tab's rows.
    await page.getByRole('columnheader', { name: 'Top-level agent' }).waitFor();
    await page.getByTestId('row').first().or(page.getByTestId('empty')).first().waitFor();
    for (const header of await page.getByRole('columnheader').allTextContents()) expect(header).not.toBe('Vendor');
    await shot(page, 'reports-agents');
    await context.close();
    const mobile = await signedIn('mobile');
    await mobile.page.goto(`${server.baseUrl}/console/reports?from=${from}&to=${today}&tab=games`);
    await mobile.page.getByTestId('report-tab-games').waitFor();
    await mobile.page.waitForTimeout(500);
    await shot(mobile.page, 'reports-games-mobile');
    await mobile.context.close();
  });
});
