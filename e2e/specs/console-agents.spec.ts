import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, useToken, type ApiLogin } from '../support/auth.ts';
import { consolePage, createOperator, operatorLogin, type OperatorAccount } from '../support/operator.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

/**
 * The console's agents, contracts, feedback and messages pages (issue 18) in Chromium against the real
 * server, and the brand settings on the member site: an admin approves the demo member's agent
 * application, opens the seeded agent tree level by level, lists and holds a contract, answers a
 * feedback, and sends a message the member then reads in the inbox; a logo and colours saved in the
 * settings paint the member site's header and buttons. SHOTS_OUT=dir saves screenshots (desktop dark and
 * light, one mobile).
 */
let server: RunningServer;
let browser: Browser;
let admin: OperatorAccount;
let adminToken: string;
let member: ApiLogin;
const shots = process.env.SHOTS_OUT;
const shot = async (page: Page, name: string, fullPage = true) => void (shots && (await page.screenshot({ path: `${shots}/console-agents-${name}.png`, fullPage })));
const FEEDBACK = 'ฝากเงินแล้วยอดยังไม่เข้าบัญชี กรุณาตรวจสอบให้ด้วยครับ';

async function api(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(server.baseUrl + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

beforeAll(async () => {
  // CAPTCHA_MODE=off: any captcha answer passes, so the member can send feedback through the API.
  [server, browser] = await Promise.all([startServer({ CAPTCHA_MODE: 'off' }), launchBrowser()]);
  admin = createOperator(server, 'e2e.agents', 'admin');
  adminToken = await operatorLogin(server, admin);
  member = await apiLogin(server.baseUrl, 'demo', 'Demo1234!', { mobile: '+66812345678' });
  const applied = await api('POST', '/api/v1/agent/applications', member.token, { name: 'Demo Player', contact: 'LINE @demoplayer', message: 'I run a Telegram group of 500 Thai slot players.', captcha: 'ABCDE', captchaId: 'x' });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const feedback = await api('PUT', '/api/v1/feedback', member.token, { type: 1, content: FEEDBACK, captcha: 'ABCDE', captchaId: 'x' });
  expect(feedback.status, JSON.stringify(feedback.body)).toBe(201);
}, Number(process.env.E2E_SERVER_START_MS ?? 60_000) + 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('console: agents, contracts, feedback and messages', () => {
  it("approves the demo member's agent application as an agent with a wallet", async () => {
    const page = await consolePage(browser, server, admin, { theme: 'light' });
    await page.getByTestId('nav-agents').click();
    await page.getByTestId('tab-applications').click();
    const row = page.getByTestId('application-row').filter({ hasText: 'Demo Player' });
    await row.waitFor();
    expect(await row.getByTestId('application-status').textContent()).toBe('Waiting');
    await row.getByTestId('application-approve').click();
    const dialog = page.getByTestId('confirm-dialog');
    expect(await dialog.textContent()).toContain('The account demo becomes an agent');
    await page.getByTestId('review-agent-type').selectOption('1');
    await page.getByTestId('review-note').fill('Known player, good audience');
    await shot(page, 'application-review-desktop-light');
    await dialog.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('agents-notice').textContent()).toMatch(/^The application of Demo Player is approved: affiliate code [A-Z0-9]+\.$/);
    // The queue shows waiting applications: the approved one left it.
    await row.waitFor({ state: 'detached' });
    const list = await api('GET', '/api/v1/operator/agent-applications?status=APPROVED', adminToken);
    expect((list.body.items as { name: string; reviewNote: string }[]).find((a) => a.name === 'Demo Player')?.reviewNote).toBe('Known player, good audience');
    await page.context().close();
  });

  it('opens the agent tree one level at a time, with counts, and finds an agent by name', async () => {
    const page = await consolePage(browser, server, admin, { theme: 'dark' });
    await page.goto(`${server.baseUrl}/console/agents`);
    const top = page.locator('[data-testid="tree-node"]').filter({ has: page.locator('bdi', { hasText: /^agent$/ }) }).first();
    await top.waitFor();
    const counts = await top.getByTestId('tree-counts').first().textContent();
    const [direct, team] = [/Direct: (\d+)/, /Team: ([\d,]+)/].map((r) => Number(r.exec(counts ?? '')?.[1]?.replace(/,/g, '')));
    expect(direct).toBeGreaterThan(0);
    expect(team).toBeGreaterThan(direct!);
    // Nothing below is loaded until the node is opened.
    expect(await top.locator('[data-testid="tree-node"]').count()).toBe(0);
    await top.getByTestId('tree-toggle').first().click();
    expect(await top.getAttribute('aria-expanded')).toBe('true');
    const children = top.locator('[data-testid="tree-node"]');
    await children.first().waitFor();
    expect(await children.count()).toBe(Math.min(direct!, 50));
    // A sub-agent (listed first) opens its own level.
    const sub = children.first();
    expect(await sub.textContent()).toContain('Agent');
    await sub.getByTestId('tree-toggle').first().click();
    await sub.locator('[data-testid="tree-node"]').first().waitFor();
    await shot(page, 'tree-desktop-dark');
    // The approved demo member is a top-level agent now, found by name.
    await page.getByTestId('tree-search').fill('DEMO');
    await page.getByTestId('tree-search').press('Enter');
    await page.locator('[data-testid="tree-node"]').filter({ has: page.locator('bdi', { hasText: /^demo$/ }) }).waitFor();
    await page.context().close();
  });

  it('lists every contract with filters and holds one from its row', async () => {
    const page = await consolePage(browser, server, admin, { theme: 'light' });
    await page.getByTestId('nav-contracts').click();
    const list = page.getByTestId('contract-list');
    await list.getByTestId('contract-row').first().waitFor();
    await page.getByTestId('contracts-status').selectOption('ACTIVE');
    await expect.poll(async () => [...new Set(await list.getByTestId('contract-status').allTextContents())]).toEqual(['Active']);
    const row = list.getByTestId('contract-row').first();
    const id = await row.getAttribute('data-id');
    await row.getByTestId('contract-row-hold').click();
    await page.getByTestId('hold-reason').fill('Checking the team figures');
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('contracts-notice').textContent()).toBe(`Contract #${id} held.`);
    await page.getByTestId('contracts-held').selectOption('true');
    await expect.poll(() => list.getByTestId('contract-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')))).toEqual([id]);
    await shot(page, 'contracts-desktop-light');
    const held = await api('GET', '/api/v1/operator/agent-contracts?held=true', adminToken);
    expect((held.body.items as { id: string }[]).map((c) => c.id)).toEqual([id]);
    await page.context().close();
  });

  it('answers a feedback with a note', async () => {
    const page = await consolePage(browser, server, admin, { viewport: 'mobile', theme: 'dark' });
    await page.goto(`${server.baseUrl}/console/feedback`);
    const row = page.getByTestId('feedback-row').filter({ hasText: FEEDBACK });
    await row.waitFor();
    expect(await row.textContent()).toContain('Deposit');
    await row.getByTestId('feedback-review').click();
    await page.getByTestId('feedback-note').fill('Deposit found and credited');
    await shot(page, 'feedback-review-mobile-dark');
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('feedback-notice').textContent()).toMatch(/^Feedback #\d+ is marked reviewed\.$/);
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('feedback-filter').selectOption('REVIEWED');
    await expect.poll(() => page.getByTestId('feedback-row').filter({ hasText: FEEDBACK }).textContent()).toContain('Deposit found and credited');
    await page.context().close();
  });

  it('sends a message to one member, who reads it in the inbox', async () => {
    const page = await consolePage(browser, server, admin, { theme: 'dark' });
    await page.getByTestId('nav-messages').click();
    await page.getByTestId('message-audience').selectOption('MEMBER');
    await page.getByTestId('message-member').fill('demo');
    await page.getByTestId('message-title').fill('Welcome to the agent programme');
    const editor = page.getByTestId('message-body');
    await editor.click();
    await expect.poll(() => editor.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('Your affiliate code is ready in the agent centre.');
    // A Thai version in the TY tab: a member reading in Thai gets it, others the default.
    await page.getByTestId('lang-tab-TY').click();
    await page.getByTestId('message-title').fill('ยินดีต้อนรับสู่โปรแกรมตัวแทน');
    const thaiEditor = page.getByTestId('message-body');
    await thaiEditor.click();
    await expect.poll(() => thaiEditor.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('รหัสแนะนำของคุณพร้อมแล้วในศูนย์ตัวแทน');
    await page.getByTestId('message-send').click();
    const dialog = page.getByTestId('confirm-dialog');
    expect(await dialog.textContent()).toContain('Send this message to member demo?');
    await shot(page, 'message-confirm-desktop-dark');
    await dialog.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('messages-notice').textContent()).toMatch(new RegExp(`^Message #\\d+ is sent to member #${member.member.id}\\.$`));
    await page.context().close();

    const context = await newContext(browser, { viewport: 'mobile' });
    await useToken(context, member.token);
    const inbox = await context.newPage();
    await inbox.goto(`${server.baseUrl}/member?page=messages`);
    const item = inbox.getByTestId('message-item').filter({ hasText: 'Welcome to the agent programme' });
    await item.waitFor();
    await item.getByRole('button').first().click();
    expect(await inbox.getByTestId('message-content').textContent()).toContain('Your affiliate code is ready in the agent centre.');
    await context.close();

    const thai = await newContext(browser, { viewport: 'mobile', language: 'TY' });
    await useToken(thai, member.token);
    const thaiInbox = await thai.newPage();
    await thaiInbox.goto(`${server.baseUrl}/member?page=messages`);
    const thaiItem = thaiInbox.getByTestId('message-item').filter({ hasText: 'ยินดีต้อนรับสู่โปรแกรมตัวแทน' });
    await thaiItem.waitFor();
    await thaiItem.getByRole('button').first().click();
    expect(await thaiInbox.getByTestId('message-content').textContent()).toContain('รหัสแนะนำของคุณพร้อมแล้วในศูนย์ตัวแทน');
    await thai.close();
  });
});

describe('brand settings on the member site', () => {
  it('a logo and colours saved in the console paint the member site from its first frame', async () => {
    const settings = await api('GET', '/api/v1/operator/site/settings', adminToken);
    const brand = settings.body.brand as { name: string };
    const saved = await api('PUT', '/api/v1/operator/site/settings', adminToken, { brand: { name: brand.name, logoUrl: '/icons/icon-192.png', colors: { primary: '#0f766e', accent: '#be123c' } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The public configuration carries them.
    const permission = await api('GET', '/api/v1/site/permission', null);
    expect(permission.body.brand).toMatchObject({ logoUrl: '/icons/icon-192.png', colors: { primary: '#0f766e', accent: '#be123c' } });

    for (const [viewport, theme] of [
      ['desktop', 'light'],
      ['desktop', 'dark'],
      ['mobile', 'dark'],
    ] as const) {
      const context = await newContext(browser, { viewport, theme });
      const page = await context.newPage();
      // The colours are in the page's HTML, before any script: no flash of the old colours, no shift.
      const response = await page.goto(server.baseUrl + '/');
      expect(await response!.text()).toMatch(/<style nonce="[^"]+" id="brand-colours">html:root\{--c-primary:#0f766e;/);
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim());
      // The dark theme lightens a dark brand colour so that text in it stays legible.
      expect(primary).toBe(theme === 'light' ? '#0f766e' : 'color-mix(in oklab, #0f766e 65%, white)');
      const logo = page.getByTestId('brand-logo-image').first();
      await logo.waitFor();
      await expect.poll(() => logo.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
      const box = await logo.boundingBox();
      expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([32, 32]);
      await shot(page, `member-brand-${viewport}-${theme}`, false);
      await context.close();
    }
  }, 180_000);
});
