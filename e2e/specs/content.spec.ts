import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, useToken } from '../support/auth.ts';
import { operatorToken } from '../support/operator.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

let server: RunningServer;
let browser: Browser;
let op: string;

async function asOperator(method: string, url: string, body: unknown) {
  const res = await fetch(server.baseUrl + url, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${op}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  op = await operatorToken(server, 'e2e.content', 'admin');
  // An announcement written with attack markup: the server stores it sanitised, the browser purifies it again.
  await asOperator('POST', '/api/v1/operator/content/announcements', {
    type: 'PU',
    execution: 'B',
    priority: 100,
    texts: [
      {
        language: 'EN',
        title: 'Formatting test',
        content:
          '<p><b>Bold</b> <i>italic</i> <a href="https://example.com/promo">link</a></p><ul><li>one</li><li>two</li></ul><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">bad</a>',
      },
      { language: 'TY', title: 'ทดสอบรูปแบบ', content: '<p><b>ตัวหนา</b> <i>ตัวเอียง</i></p><ul><li>หนึ่ง</li><li>สอง</li></ul>' },
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A tab that gets the announcement popup like a new visitor (other specs' tabs start with them closed). */
async function openWithPopups(pathname: string, options: Parameters<typeof newContext>[1] & { token?: string } = {}) {
  const context = await newContext(browser, { ...options, popups: true });
  if (options.token) await useToken(context, options.token);
  const page = await context.newPage();
  await page.goto(server.baseUrl + pathname);
  return { context, page };
}

const itemTitles = (page: Page) => page.getByTestId('announcement-item').allTextContents();
const shots = process.env.SHOTS_OUT;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

describe('announcement popup (SPEC §2.6)', () => {
  it('a visitor sees the anonymous popups, formatting survives and nothing runs; closed stays closed for the session', async () => {
    const { context, page } = await openWithPopups('/', { viewport: 'desktop' });
    await page.getByTestId('announcement-popup').waitFor();
    expect(await itemTitles(page)).toEqual(['Formatting test', 'Welcome to Lotus Play', 'Play responsibly']);
    const content = page.getByTestId('announcement-content');
    expect(await content.locator('b').textContent()).toBe('Bold');
    expect(await content.locator('li').count()).toBe(2);
    expect(await content.locator('a[href="https://example.com/promo"]').getAttribute('rel')).toBe('noopener noreferrer');
    expect(await content.locator('img, script, [onerror]').count()).toBe(0);
    expect(await content.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // Clicking the selected title again closes it; another title opens.
    await page.getByTestId('announcement-item').first().click();
    expect(await page.getByTestId('announcement-content').count()).toBe(0);
    await page.getByTestId('announcement-item').nth(1).click();
    expect(await page.getByTestId('announcement-detail').textContent()).toContain('100% welcome bonus');
    expect(await page.getByTestId('announcement-reward-link').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId('announcement-popup').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('section-HOT').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('announcement-popup').count()).toBe(0);
    await context.close();
  });

  it('Thai visitors read the Thai texts', async () => {
    const { context, page } = await openWithPopups('/', { viewport: 'mobile', language: 'TY' });
    await page.getByTestId('announcement-popup').waitFor();
    expect(await itemTitles(page)).toEqual(['ทดสอบรูปแบบ', 'ยินดีต้อนรับสู่ Lotus Play', 'เล่นอย่างมีความรับผิดชอบ']);
    await page.getByRole('button', { name: 'ปิด', exact: true }).click();
    // Behind it, the marquee and the banner captions are Thai too (per-language notices and banners).
    const thai = /[\u0E00-\u0E7F]/;
    await expect.poll(async () => page.getByTestId('notice-marquee').textContent(), { timeout: 10_000 }).toMatch(thai);
    await expect.poll(async () => page.getByTestId('banner-carousel').textContent(), { timeout: 10_000 }).toMatch(/โบนัสต้อนรับ/);
    await context.close();
  });

  it('a member later sees the logged-in popups for members, not the visitor ones', async () => {
    const { token } = await apiLogin(server.baseUrl, 'demo', 'Demo1234!');
    const { context, page } = await openWithPopups('/', { viewport: 'desktop', token });
    await page.getByTestId('announcement-popup').waitFor();
    expect(await itemTitles(page)).toEqual(['Weekend reload bonus']);
    expect(await page.getByTestId('announcement-reward-link').getAttribute('href')).toBe('/member?page=rewardCenter');
    // The link closes the popup and opens the reward centre (the popup's own history entry must not undo it).
    await page.getByTestId('announcement-reward-link').click();
    await page.getByTestId('announcement-popup').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/member' && url.searchParams.get('page') === 'rewardCenter');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get('page')).toBe('rewardCenter');
    // Back on the lobby in the same session, the closed popup does not come back.
    await page.goto(server.baseUrl + '/');
    await page.getByTestId('section-HOT').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('announcement-popup').count()).toBe(0);
    await context.close();
  });
});

describe('feedback (SPEC §2.9, §5)', () => {
  it('shows the right Thai message for each bad input and stores nothing', async () => {
    const feedbackCount = async () => {
      const res = await fetch(`${server.baseUrl}/api/v1/operator/feedback?page=1&pageSize=50`, { headers: { authorization: `Bearer ${op}` } });
      return ((await res.json()) as { total: number }).total;
    };
    const before = await feedbackCount();
    const context = await newContext(browser, { viewport: 'mobile', language: 'TY' });
    const page = await context.newPage();
    await page.goto(server.baseUrl + '/help#feedback');
    await page.getByTestId('feedback-form').waitFor();
    const error = () => page.getByTestId('feedback-error').textContent();

    // Nothing filled in: every field is named, in Thai, followed by "is empty".
    await page.getByTestId('feedback-submit').click();
    expect(await error()).toBe('ประเภทคำถาม, รายละเอียด, รหัสยืนยัน ว่างเปล่า');
    // A description under 20 characters.
    await page.getByTestId('feedback-type').selectOption({ index: 1 });
    await page.getByTestId('feedback-content').fill('สั้นเกินไป');
    await page.getByTestId('captcha-input').fill('ABCDE');
    await page.getByTestId('feedback-submit').click();
    expect(await error()).toBe('รายละเอียดต้องมี 20 ถึง 200 ตัวอักษร');
    // The input stops at 200 characters, and the counter says so.
    await page.getByTestId('feedback-content').fill('ก'.repeat(250));
    expect(await page.getByTestId('feedback-counter').textContent()).toBe('200/200');
    // A wrong captcha is refused by the server; a new image is shown and the code field is cleared.
    await page.getByTestId('feedback-content').fill('ฝากเงินแล้วยอดยังไม่เข้าบัญชี กรุณาตรวจสอบให้ด้วยครับ');
    await page.getByTestId('captcha-input').fill('WRONG');
    await page.getByTestId('feedback-submit').click();
    await expect.poll(error).toBe('รหัสยืนยันไม่ถูกต้อง กรุณาลองอีกครั้ง');
    expect(await page.getByTestId('captcha-input').inputValue()).toBe('');
    expect(await page.getByTestId('feedback-success').count()).toBe(0);
    expect(await feedbackCount()).toBe(before);
    await shot(page, 'feedback-errors-mobile-TY');
    await context.close();
  });
});

describe('internal messages (SPEC §2.7)', () => {
  it('a message sent through the operator API appears with its badge in an open tab within a second', async () => {
    const { token, member } = await apiLogin(server.baseUrl, 'demo', 'Demo1234!');
    const context = await newContext(browser, { viewport: 'desktop' });
    await useToken(context, token);
    const page = await context.newPage();
    // The tab's real-time stream (Server-Sent Events) is open before the message is sent (no fixed pause).
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/v1/wallet/events'));
    await page.goto(`${server.baseUrl}/member?page=messages`);
    await page.getByTestId('messages-page').waitFor();
    await page.getByTestId('header-messages').waitFor();
    expect((await streamOpen).status()).toBe(200);
    // The count before comes from the API and the badge is waited for: read from the badge while its first
    // call was still loading (absent means 0), it was sometimes 0 on a busy CI machine, and the test then
    // waited for 1 while the badge showed the real count plus one.
    const badge = async () => ((await page.getByTestId('unread-count').count()) ? Number(await page.getByTestId('unread-count').textContent()) : 0);
    const before = ((await (await fetch(`${server.baseUrl}/api/v1/messages/unread-count`, { headers: { authorization: `Bearer ${token}` } })).json()) as { count: number }).count;
    await expect.poll(badge, { timeout: 10_000, interval: 100 }).toBe(before);
    const sentAt = Date.now();
    await asOperator('POST', '/api/v1/operator/messages', { audience: 'MEMBER', memberId: member.id, title: 'Your bonus is ready', content: '<p>Claim it in the <b>reward centre</b>.</p>' });
    await expect.poll(badge, { timeout: 3_000, interval: 100 }).toBe(before + 1);
    // "Within a second" (issue 16) plus polling and a busy CI machine's margin.
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    await page.getByText('Your bonus is ready').waitFor();
    expect(await page.getByTestId('member-nav-messages').textContent()).toContain(String(before + 1));
    await shot(page, 'messages-desktop-EN');
    // Opening it shows the sanitised HTML, and reading it takes the badge back down.
    await page.getByTestId('message-item').filter({ hasText: 'Your bonus is ready' }).first().getByRole('button').first().click();
    expect(await page.getByTestId('message-content').locator('b').textContent()).toBe('reward centre');
    // No timing promise here (marked read, then the count is fetched again): a busy CI machine's margin.
    await expect.poll(badge, { timeout: 10_000, interval: 100 }).toBe(before);
    await context.close();
  });
});


