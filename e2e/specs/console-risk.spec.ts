import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../support/auth.ts';
import { createOperator, operatorLogin, type OperatorAccount } from '../support/operator.ts';
import { REPO_ROOT, startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

/**
 * Console pages of issue 20 and issues 15/18 in Chromium against the real server: a risk operator reads the
 * identity-review queue (document images fetched with the operator's token), approves one case after the
 * confirmation step, sees the server's refusal in the dialog when a case was decided meanwhile, records a
 * note on a member's protection page; a support operator has neither the entries nor the pages; a finance
 * operator offers a platform contract and holds it from the contracts page. SHOTS_OUT=dir also runs
 * e2e/tools/console-shots.ts over these pages (mobile/desktop, dark/light, EN/TY).
 */
let server: RunningServer;
let browser: Browser;
const ops = {} as Record<'risk' | 'support' | 'finance' | 'admin', OperatorAccount>;
let demoId: number;
let twoFaId: number;
const shots = process.env.SHOTS_OUT;
const shot = async (page: Page, name: string) => void (shots && (await page.screenshot({ path: `${shots}/console-${name}.png`, fullPage: true })));

/** A real png (a colour gradient) so the review page has something to show. */
function gradientPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set([Math.round((x / width) * 255), Math.round((y / height) * 255), 160], row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
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

async function uploadKyc(token: string) {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(gradientPng(320, 200))], { type: 'image/png' }), 'id-card.png');
  const res = await fetch(`${server.baseUrl}/api/v1/protection/kyc/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(200);
}

async function signedIn(who: OperatorAccount, viewport: 'mobile' | 'desktop' = 'desktop'): Promise<Page> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/console/login`);
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-nav').waitFor({ state: 'attached' });
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ops.risk = createOperator(server, 'e2e.risk', 'risk');
  ops.support = createOperator(server, 'e2e.support', 'support');
  ops.finance = createOperator(server, 'e2e.finance', 'finance');
  ops.admin = createOperator(server, 'e2e.admin', 'admin');
  const demo = await apiLogin(server.baseUrl, 'demo', 'Demo1234!', { mobile: '+66812345678' });
  const twoFa = await apiLogin(server.baseUrl, 'demo2fa', 'Demo1234!', { mobile: '+66812345670' });
  await uploadKyc(demo.token);
  await uploadKyc(twoFa.token);
  // demo keeps a deposit limit (and asks to raise it: pending), demo2fa takes a time-out.
  expect((await api('PUT', '/api/v1/protection/limits', demo.token, { limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: 100_000 }, { kind: 'LOSS', period: 'WEEK', amount: 500_000 }] })).status).toBe(200);
  expect((await api('PUT', '/api/v1/protection/limits', demo.token, { limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: 200_000 }] })).status).toBe(200);
  expect((await api('POST', '/api/v1/protection/time-out', twoFa.token, { period: '7D' })).status).toBeLessThan(300);
  const queue = await api('GET', '/api/v1/operator/kyc', await operatorLogin(server, ops.admin));
  const items = queue.body.items as { memberId: number; username: string }[];
  demoId = items.find((i) => i.username === 'demo')!.memberId;
  twoFaId = items.find((i) => i.username === 'demo2fa')!.memberId;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('console: identity review, player protection, agent contracts', () => {
  it('a risk operator looks at the documents and approves a case after confirming', async () => {
    const page = await signedIn(ops.risk);
    await page.getByTestId('nav-kyc').click();
    const demoCase = page.locator(`[data-testid="kyc-case"][data-member="${demoId}"]`);
    await demoCase.waitFor();
    expect(await page.getByTestId('kyc-case').count()).toBe(2);
    // The image came through the authenticated fetch: a decoded 320x200 picture, not a broken <img>.
    const img = demoCase.getByTestId('kyc-document');
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);

    // Approve asks first; cancelling changes nothing.
    await demoCase.getByTestId('kyc-approve').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByTestId('confirm-ok').waitFor();
    expect(await dialog.textContent()).toContain('Approve the documents of demo?');
    await page.keyboard.press('Escape');
    await dialog.getByTestId('confirm-ok').waitFor({ state: 'detached' });
    expect(await demoCase.getAttribute('data-status')).toBe('PENDING');

    await demoCase.getByTestId('kyc-approve').click();
    await shot(page, 'kyc-approve-dialog');
    await dialog.getByTestId('confirm-ok').click();
    expect(await page.getByTestId('kyc-notice').textContent()).toBe('Documents of demo approved.');
    await demoCase.waitFor({ state: 'detached' });
    const member = await apiLogin(server.baseUrl, 'demo', 'Demo1234!', { mobile: '+66812345678' });
    expect((await api('GET', '/api/v1/protection/kyc', member.token)).body.status).toBe('APPROVED');

    // The approved list shows it with the reviewer.
    await page.getByTestId('kyc-filter-status').selectOption('APPROVED');
    await page.locator(`[data-testid="kyc-case"][data-member="${demoId}"][data-status="APPROVED"]`).waitFor();
    await page.context().close();
  });

  it('a rejection needs a reason, and a case decided meanwhile shows the refusal in the dialog', async () => {
    const page = await signedIn(ops.risk, 'mobile');
    await page.goto(`${server.baseUrl}/console/kyc`);
    const twoFaCase = page.locator(`[data-testid="kyc-case"][data-member="${twoFaId}"]`);
    await twoFaCase.getByTestId('kyc-reject').click();
    const dialog = page.getByTestId('confirm-dialog');
    const ok = dialog.getByTestId('confirm-ok');
    await page.getByTestId('kyc-reject-reason').fill('ab');
    expect(await ok.isDisabled()).toBe(true);
    await page.getByTestId('kyc-reject-reason').fill('The photo is blurred');
    expect(await ok.isDisabled()).toBe(false);
    // Another operator approves it first.
    expect((await api('POST', `/api/v1/operator/kyc/${twoFaId}/approve`, await operatorLogin(server, ops.admin))).status).toBe(200);
    await ok.click();
    expect(await dialog.getByTestId('confirm-error').textContent()).toContain('not waiting for review any more');
    await shot(page, 'kyc-reject-refused-mobile');
    await dialog.getByTestId('confirm-cancel').click();
    await page.getByTestId('empty').waitFor();
    await page.context().close();
  });

  it("a risk operator reads a member's protection state and records a note", async () => {
    const page = await signedIn(ops.risk);
    await page.getByTestId('nav-risk').click();
    await page.getByTestId('risk-search').fill('demo');
    await page.getByTestId('risk-search').press('Enter');
    await page.getByTestId('risk-match').filter({ hasText: /^demo#/ }).click();
    await page.getByTestId('risk-member').waitFor();
    expect(await page.getByTestId('risk-exclusion').textContent()).toBe('None');
    // The limits in words and baht: the daily deposit limit of 1,000 with the raise to 2,000 waiting.
    const deposit = page.locator('[data-testid="risk-limit-row"][data-id="DEPOSIT-DAY"]');
    expect(await deposit.textContent()).toMatch(/^Deposit24 hoursTHB\s1,000\.00THB\s0\.00THB\s2,000\.00 from \d{4}-/);
    expect(await page.getByTestId('risk-limit-row').count()).toBe(2);
    // The member's own KYC events are in the history.
    await page.getByTestId('risk-event-row').first().waitFor();
    await page.getByTestId('risk-note').fill('Called the member about the documents.');
    await page.getByTestId('risk-note-save').click();
    await expect.poll(() => page.getByTestId('risk-note-item').first().textContent()).toContain('Called the member about the documents.');
    // The member page leads back here for the risk team.
    await page.goto(`${server.baseUrl}/console/members/${demoId}`);
    await page.getByTestId('member-protection-link').click();
    await page.locator(`[data-testid="risk-member"][data-member="${demoId}"]`).waitFor();
    const view = await api('GET', `/api/v1/operator/protection/members/${demoId}`, await operatorLogin(server, ops.risk));
    expect((view.body.notes as { note: string }[]).map((n) => n.note)).toContain('Called the member about the documents.');

    // A member in a time-out: kind and end shown; the search picks the other member.
    await page.getByTestId('risk-search').fill('demo2fa');
    await page.getByTestId('risk-search').press('Enter');
    await page.getByTestId('risk-match').filter({ hasText: /^demo2fa#/ }).click();
    await expect.poll(() => page.getByTestId('risk-exclusion').textContent()).toMatch(/^Time-out · until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await page.context().close();
  });

  it('a support operator has no risk or contract entries, gets the 403 page, and the API refuses too', async () => {
    const page = await signedIn(ops.support);
    expect(await page.getByTestId('nav-kyc').count()).toBe(0);
    expect(await page.getByTestId('nav-risk').count()).toBe(0);
    expect(await page.getByTestId('nav-contracts').count()).toBe(0);
    for (const path of ['kyc', 'risk', 'contracts']) {
      await page.goto(`${server.baseUrl}/console/${path}`);
      await page.getByTestId('forbidden').waitFor();
    }
    const token = await operatorLogin(server, ops.support);
    expect((await api('GET', '/api/v1/operator/kyc', token)).status).toBe(403);
    expect((await api('GET', '/api/v1/operator/agent-contracts/settlements', token)).status).toBe(403);
    await page.context().close();
  });

  it('a finance operator offers a platform contract to a top-level agent and holds it; an unknown contract shows the error', async () => {
    const page = await signedIn(ops.finance);
    expect(await page.getByTestId('nav-kyc').count()).toBe(0);
    await page.getByTestId('nav-contracts').click();
    await page.getByTestId('contracts-page').waitFor();
    const found = await api('GET', `/api/v1/operator/members?query=agent&page=1&pageSize=10`, await operatorLogin(server, ops.finance));
    const agentId = (found.body.items as { id: number; username: string }[]).find((m) => m.username === 'agent')!.id;

    await page.getByTestId('offer-agent').fill(String(agentId));
    const tier = page.getByTestId('offer-tier').first().locator('input');
    await tier.nth(0).fill('1');
    await tier.nth(1).fill('1000');
    await tier.nth(2).fill('1.5');
    await page.getByTestId('offer-submit').click();
    const dialog = page.getByTestId('confirm-dialog');
    expect(await dialog.textContent()).toContain(`Offer a Daily salary contract to agent #${agentId}?`);
    await dialog.getByTestId('confirm-ok').click();
    const notice = page.getByTestId('contracts-notice');
    await notice.waitFor();
    const contractId = /#(\d+)/.exec((await notice.textContent()) ?? '')?.[1];
    expect(contractId).toBeTruthy();
    expect(await page.getByTestId('contract-summary').getAttribute('data-status')).toBe('PENDING');

    await page.getByTestId('contract-id').fill(contractId!);
    await page.getByTestId('contract-hold').click();
    await page.getByTestId('hold-reason').fill('Checking the turnover');
    await dialog.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('contract-summary').getAttribute('data-held')).toBe('true');
    await shot(page, 'contracts-held');
    expect(await notice.textContent()).toBe(`Contract #${contractId} held.`);

    await page.getByTestId('contract-id').fill('999999');
    await page.getByTestId('contract-release').click();
    await dialog.getByTestId('confirm-ok').click();
    expect(await dialog.getByTestId('confirm-error').textContent()).toBe('No such contract or settlement.');
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it.runIf(process.env.SHOTS_OUT)('screenshots of the pages (console-shots)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/tools/console-shots.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, BASE: server.baseUrl, OPERATOR: `${ops.admin.username}:${ops.admin.password}`, OUT: process.env.SHOTS_OUT, PAGES: `kyc,kyc?status=APPROVED,risk?member=${demoId},risk?member=${twoFaId},contracts` },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(fs.readdirSync(process.env.SHOTS_OUT!).length).toBeGreaterThan(0);
  }, 600_000);
});
