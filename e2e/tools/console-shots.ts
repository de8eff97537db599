/**
 * Screenshots of every console page (mobile 390x844 and desktop 1440x900, dark and light) against a
 * running server: BASE=http://127.0.0.1:3000 OPERATOR=name:password OUT=dir npx tsx e2e/tools/console-shots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, newContext } from './browser.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const [username = '', password = ''] = (process.env.OPERATOR ?? '').split(':');
const out = process.env.OUT ?? 'e2e/screenshots/console';
const pages = (process.env.PAGES ?? 'login,dashboard,payments,payments?tab=withdrawals,members,adjustments,content,content/1,reports,audit,staff,account').split(',');
fs.mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
for (const viewport of ['mobile', 'desktop'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    const context = await newContext(browser, { viewport });
    await context.addInitScript((t) => localStorage.setItem('console.theme', t), theme);
    const page = await context.newPage();
    await page.goto(`${base}/console/login`);
    await page.getByTestId('login-form').waitFor();
    if (pages.includes('login')) await page.screenshot({ path: path.join(out, `login-${viewport}-${theme}.png`) });
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('side-nav').waitFor({ state: 'attached' });
    for (const p of pages.filter((x) => x !== 'login')) {
      await page.goto(`${base}/console/${p}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const name = p.replace(/[/?=]/g, '-');
      await page.screenshot({ path: path.join(out, `${name}-${viewport}-${theme}.png`), fullPage: viewport === 'desktop' });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
