import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage, createOperator, type OperatorAccount } from '../support/operator.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

/**
 * Console help articles (issue 18) in Chromium against the real server: a content operator rewrites the
 * Thai FAQ in the rich-text editor, and the Thai member site's help centre (/help#faq) shows the new text
 * and finds it by search; the publish toggle takes the article out of the help centre and puts it back.
 * SHOTS_OUT=dir saves the console page (1440x900, light and dark) and the Thai help centre (390x844).
 */
let server: RunningServer;
let browser: Browser;
let content: OperatorAccount;
const shots = process.env.SHOTS_OUT;
const shot = async (page: Page, name: string) => void (shots && (await page.screenshot({ path: `${shots}/${name}.png` })));

const THAI_TITLE = 'คำถามที่พบบ่อยเรื่องการฝากถอน';
const THAI_TEXT = 'ถอนเงินขั้นต่ำ 300 บาท และโอนเข้าบัญชีภายใน 15 นาที';

async function thaiHelpCentre(): Promise<{ section: string; title: string; body: string }[]> {
  const res = await fetch(`${server.baseUrl}/api/v1/content/help-articles?language=TY`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { list: { section: string; title: string; body: string }[] }).list;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  content = createOperator(server, 'e2e.help.content', 'content');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('console help articles', () => {
  it('a content operator rewrites the Thai FAQ and the Thai help centre shows it', async () => {
    const page = await consolePage(browser, server, content, { theme: 'light' });
    await page.goto(`${server.baseUrl}/console/content`);
    await page.getByTestId('content-tabs').getByRole('link', { name: 'Help articles' }).click();
    await page.getByTestId('help-articles-page').waitFor();
    const faq = page.locator('[data-testid="row"]', { hasText: 'Frequently asked questions' });
    await faq.getByTestId('help-article-edit').click();
    await page.getByTestId('help-article-form').waitFor();
    await page.getByTestId('lang-tab-TY').click();
    expect(await page.getByTestId('help-article-title').inputValue()).toBe('คำถามที่พบบ่อย');
    await page.getByTestId('help-article-title').fill(THAI_TITLE);
    // Replace the whole Thai text in the Tiptap editor once it has the focus.
    const editor = page.getByTestId('help-article-body');
    await editor.click();
    await expect.poll(() => editor.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(THAI_TEXT);
    await expect.poll(() => editor.textContent()).toBe(THAI_TEXT);
    await page.getByTestId('help-article-save').click();
    await page.getByTestId('save-done').waitFor();
    await expect.poll(() => faq.textContent()).toContain(`by ${content.username}`);
    await shot(page, 'console-help-articles-desktop-light');

    // The Thai member site, straight to the FAQ: the new title is the open tab, the new text is the article.
    const context = await newContext(browser, { viewport: 'mobile', language: 'TY', theme: 'light' });
    const member = await context.newPage();
    await member.goto(`${server.baseUrl}/help#faq`);
    const dialog = member.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('tab', { selected: true }).textContent()).toBe(THAI_TITLE);
    expect(await member.getByTestId('help-article').textContent()).toBe(THAI_TEXT);
    // The other articles are still the Thai ones the site started with.
    expect(await dialog.getByRole('tab').allTextContents()).toEqual(['ข้อกำหนดและเงื่อนไข', 'การเล่นอย่างรับผิดชอบ', 'นโยบายความเป็นส่วนตัว', THAI_TITLE, 'ข้อเสนอแนะ']);
    await shot(member, 'help-ty-mobile-light');
    // Search reads the article's text: a word of the new answer finds it, and opening the result shows it.
    await member.getByTestId('help-search').fill('15 นาที');
    await expect.poll(() => member.getByTestId('help-result').allTextContents()).toEqual([`${THAI_TITLE}${THAI_TEXT}`]);
    await shot(member, 'help-ty-mobile-search');
    await member.getByTestId('help-result').click();
    expect(await member.getByTestId('help-article').textContent()).toBe(THAI_TEXT);
    await context.close();
    await page.context().close();
  });

  it('the help centre says when the articles cannot be loaded and Retry brings them; the feedback form does not wait for them', async () => {
    const context = await newContext(browser, { viewport: 'mobile', language: 'TY' });
    const member = await context.newPage();
    let down = true;
    await member.route('**/api/v1/content/help-articles*', (route) => (down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE","message":"down"}' }) : route.continue()));
    await member.goto(`${server.baseUrl}/help#term`);
    await member.getByTestId('help-error').waitFor();
    expect(await member.getByTestId('help-error').textContent()).toContain('ไม่สามารถโหลดบทความช่วยเหลือได้');
    down = false;
    await member.getByTestId('help-retry').click();
    await expect.poll(() => member.getByRole('dialog').getByRole('tab', { selected: true }).textContent()).toBe('ข้อกำหนดและเงื่อนไข');
    expect(await member.getByTestId('help-article').textContent()).toContain('Lotus Play');
    // The feedback form does not wait for the articles.
    down = true;
    await member.goto(`${server.baseUrl}/`);
    await member.goto(`${server.baseUrl}/help#feedback`);
    await member.getByTestId('feedback-form').waitFor();
    await context.close();
  });

  it('the publish toggle takes an article out of the help centre and puts it back', async () => {
    const page = await consolePage(browser, server, content, { theme: 'dark' });
    await page.goto(`${server.baseUrl}/console/content/help`);
    const row = page.locator('[data-testid="row"]', { hasText: 'Privacy policy' });
    await row.getByTestId('help-article-status').waitFor();
    expect(await row.getByTestId('help-article-status').textContent()).toBe('Published');
    await shot(page, 'console-help-articles-desktop-dark');
    await row.getByTestId('help-article-toggle').click();
    await expect.poll(() => row.getByTestId('help-article-status').textContent()).toBe('Draft');
    expect((await thaiHelpCentre()).map((a) => a.section)).toEqual(['term', 'responsible', 'faq']);
    await row.getByTestId('help-article-toggle').click();
    await expect.poll(() => row.getByTestId('help-article-status').textContent()).toBe('Published');
    expect((await thaiHelpCentre()).map((a) => a.section)).toEqual(['term', 'responsible', 'privacy', 'faq']);
    await page.context().close();
  });
});
