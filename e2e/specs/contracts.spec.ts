import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, useToken } from '../support/auth.ts';
import { operatorToken } from '../support/operator.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext, type VIEWPORTS } from '../tools/browser.ts';

/**
 * Agent contracts through the real UI (issue 15, SPEC §2.6 contract popup, §2.8, §4, §9): the platform
 * gives the demo agent a real-time salary contract; the agent offers part of it to a new direct
 * sub-agent on the contracts page; the sub-agent sees the popup on /agentHome with the terms and
 * accepts; the sub-agent's member bets; after the 5-minute window has ended the settlement run
 * (operator API, the same job the scheduler runs) pays the real-time salary, and the sub-agent's
 * real-time salary page shows it. Waits for the end of the current 5-minute window (up to 5 minutes).
 * `SHOTS=1` also writes pictures of the pages (mobile and desktop, dark and light) to SHOTS_OUT.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const shots = path.resolve(process.env.SHOTS_OUT ?? path.join(os.tmpdir(), 'shots-contracts'));
const IP = '127.0.0.1';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_MODE: 'off' }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function api<T = Record<string, unknown>>(method: string, url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(server.baseUrl + url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': IP, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

async function open(pathname: string, token: string, options: { viewport?: keyof typeof VIEWPORTS; theme?: 'dark' | 'light' } = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? 'desktop', theme: options.theme, language: 'EN', headers: { 'x-forwarded-for': IP } });
  contexts.push(context);
  await useToken(context, token);
  const page = await context.newPage();
  await page.goto(server.baseUrl + pathname);
  return page;
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string)}`.slice(0, 14);
const PASSWORD = 'Contract1234!';

describe('agent contracts', { timeout: 600_000 }, () => {
  it('an upline offers a real-time salary, the sub-agent accepts in the popup, and the next run after bets pays it', async () => {
    const agent = await apiLogin(server.baseUrl, 'agent', 'Agent1234!', { ip: IP });
    const op = await operatorToken(server, 'e2e.contracts', 'finance');

    // The platform gives the demo agent a real-time salary contract (2 %), which the agent accepts.
    const platform = await api<{ id: string }>('POST', '/api/v1/operator/agent-contracts', op, { agentId: agent.member.id, kind: 'REALTIME_SALARY', tiers: [{ activeMembers: 0, turnover: 0, rate: '2' }] });
    await api('POST', `/api/v1/agent/contracts/${platform.id}/accept`, agent.token, {});

    // A new direct sub-agent, and a member under it funded by the agent.
    const subName = unique('sub');
    const memberName = unique('mem');
    await api('POST', '/api/v1/agent/team/members', agent.token, { username: subName, password: PASSWORD, confirmPassword: PASSWORD, accountType: 'agent', captcha: 'ABCDE' });
    const sub = await apiLogin(server.baseUrl, subName, PASSWORD, { ip: IP });
    await api('POST', '/api/v1/agent/team/members', sub.token, { username: memberName, password: PASSWORD, confirmPassword: PASSWORD, captcha: 'ABCDE' });
    await api('POST', '/api/v1/agent/transfers', agent.token, { requestId: crypto.randomUUID(), username: memberName, amount: 100_000 });

    // ---- the upline offers 1.5 % on the contracts page
    const upline = await open('/agentHome?page=agentContracts', agent.token);
    await upline.getByTestId('offer-form').waitFor({ timeout: 30_000 });
    await upline.getByTestId('offer-kind').selectOption('REALTIME_SALARY');
    expect(await upline.getByTestId('offer-own-rate').textContent()).toContain('2');
    await upline.getByTestId('offer-username').fill(subName);
    const tier = upline.getByTestId('offer-tier-1');
    await tier.getByTestId('tier-members').fill('1');
    await tier.getByTestId('tier-turnover').fill('0');
    // Above the agent's own rate: refused before it is sent.
    await tier.getByTestId('tier-rate').fill('2.5');
    await upline.getByTestId('offer-submit').click();
    await upline.getByTestId('offer-error').waitFor();
    await tier.getByTestId('tier-rate').fill('1.5');
    const offered = upline.waitForResponse((r) => r.url().endsWith('/api/v1/agent/contracts') && r.request().method() === 'POST');
    await upline.getByTestId('offer-submit').click();
    expect((await offered).status()).toBe(201);
    await upline.getByTestId('offer-sent').waitFor();
    // The offer is in the upline's history, pending.
    await upline.getByTestId('contracts-direction-offered').click();
    await expect.poll(() => upline.getByTestId('contracts-grid').getByText(subName).count()).toBeGreaterThan(0);
    expect(await upline.getByTestId('contracts-grid').locator('[data-status="PENDING"]').count()).toBeGreaterThan(0);

    // ---- the sub-agent sees the popup with the terms and accepts
    const subPage = await open('/agentHome', sub.token);
    const popup = subPage.getByTestId('contract-popup');
    await popup.waitFor({ timeout: 30_000 });
    expect(await subPage.getByRole('dialog').textContent()).toContain('agent');
    expect(await subPage.getByTestId('contract-popup-rate').textContent()).toBe('1.50 %');
    expect(await subPage.getByTestId('contract-popup-tiers').locator('tbody tr').count()).toBe(1);
    // The real-time salary entry appears only once the contract is active.
    expect(await subPage.getByTestId('agent-nav-agentRealtimeSalary').count()).toBe(0);
    if (process.env.SHOTS) {
      fs.mkdirSync(shots, { recursive: true });
      await subPage.screenshot({ path: path.join(shots, 'popup-desktop.png') });
    }
    const accepted = subPage.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST');
    await subPage.getByTestId('contract-popup-accept').click();
    expect((await accepted).status()).toBe(200);
    await popup.waitFor({ state: 'detached' });
    await subPage.getByTestId('agent-nav-agentRealtimeSalary').first().waitFor();

    // ---- the member bets (in-house slot, ฿20 x 5 = ฿100 valid turnover)
    const member = await apiLogin(server.baseUrl, memberName, PASSWORD, { ip: IP });
    for (let i = 0; i < 5; i++) await api('POST', '/api/v1/inhouse/slot/spin', member.token, { bet: 2000, requestId: crypto.randomUUID() });

    // ---- the next run after the 5-minute window of the bets ends pays 1.5 % of ฿100 = ฿1.50
    const windowEnd = Math.ceil((Date.now() + 1) / 300_000) * 300_000;
    await new Promise((r) => setTimeout(r, windowEnd - Date.now() + 2_000));
    await api('POST', '/api/v1/operator/agent-contracts/settlements/run', op);
    const settlements = await api<{ items: { amount: number; status: string; turnover: number; rate: string }[] }>('GET', '/api/v1/agent/settlements?kind=REALTIME_SALARY', sub.token);
    const paid = settlements.items.filter((s) => s.status === 'PAID');
    expect(paid.reduce((sum, s) => sum + s.amount, 0)).toBe(150);

    await subPage.getByTestId('agent-nav-agentRealtimeSalary').first().click();
    await subPage.getByTestId('agent-realtime-salary').waitFor();
    await subPage.getByTestId('current-tiers').waitFor();
    await expect.poll(() => subPage.getByTestId('settlements-grid').locator('[data-status="PAID"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await subPage.getByTestId('settlements-total').locator('dd').textContent()).toContain('1.50');
    // The upline keeps the difference: 2 % - 1.5 % on the same turnover (its own other members may add more).
    const uplinePaid = await api<{ items: { amount: number; downline: number; status: string }[] }>('GET', '/api/v1/agent/settlements?kind=REALTIME_SALARY', agent.token);
    expect(uplinePaid.items.some((s) => s.downline >= 150)).toBe(true);

    if (process.env.SHOTS) {
      for (const viewport of ['mobile', 'desktop'] as const) {
        for (const theme of ['dark', 'light'] as const) {
          for (const [page, token, name] of [
            ['agentRealtimeSalary', sub.token, 'realtime'],
            ['agentContracts', agent.token, 'contracts'],
          ] as const) {
            const shot = await open(`/agentHome?page=${page}`, token, { viewport, theme });
            await shot.getByTestId(page === 'agentContracts' ? 'contracts-grid' : 'settlements-grid').waitFor();
            await shot.waitForTimeout(500);
            await shot.screenshot({ path: path.join(shots, `${name}-${viewport}-${theme}.png`), fullPage: true });
            await shot.context().close();
          }
        }
      }
    }
  });
});
