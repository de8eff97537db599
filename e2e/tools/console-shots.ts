/**
 * Screenshots of every console page (mobile 390x844 and desktop 1440x900, dark and light, EN and TY) against a
 * running server: BASE=http://127.0.0.1:3000 OPERATOR=name:password OUT=dir npx tsx e2e/tools/console-shots.ts
 * TOTP=<base32 secret> answers the code step (demo.admin of the demo seed: docs/console.md); LANGS=en,ty;
 * a member's detail page is `members/<id>` in PAGES (default: the first member the search lists).
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateSync } from 'otplib';
import { launchBrowser, newContext } from './browser.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const [username = '', password = ''] = (process.env.OPERATOR ?? '').split(':');
const out = process.env.OUT ?? 'e2e/screenshots/console';
const totp = process.env.TOTP;
const langs = (process.env.LANGS ?? 'en,ty').split(',');
const pages = (process.env.PAGES ?? 'login,dashboard,payments,payments?tab=withdrawals,members,members/first,adjustments,contracts,risk,kyc,kyc?status=APPROVED,content,content/1,reports,audit,staff,account').split(',');
fs.mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
// One session for all shots: each login spends a TOTP step, and the server takes each code once.
let session: string | null = null;
for (const lang of langs) {
  for (const viewport of ['mobile', 'desktop'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      const context = await newContext(browser, { viewport });
      await context.addInitScript(([t, l]) => {
        localStorage.setItem('console.theme', t as string);
        localStorage.setItem('console.language', l as string);
      }, [theme, lang]);
      const page = await context.newPage();
      const suffix = `${viewport}-${theme}-${lang}`;
      if (pages.includes('login')) {
        await page.goto(`${base}/console/login`);
        await page.getByTestId('login-form').waitFor();
        await page.screenshot({ path: path.join(out, `login-${suffix}.png`) });
      }
      if (session) {
        await context.addInitScript((raw) => sessionStorage.setItem('console.session', raw), session);
      } else {
        await page.goto(`${base}/console/login`);
        await page.getByTestId('login-username').fill(username);
        await page.getByTestId('login-password').fill(password);
        await page.getByTestId('login-submit').click();
        if (totp) {
          await page.getByTestId('login-otp').fill(generateSync({ secret: totp, period: 30, digits: 6, algorithm: 'sha1' }));
          await page.getByTestId('login-submit').click();
        }
        await page.getByTestId('side-nav').waitFor({ state: 'attached' });
        session = await page.evaluate(() => sessionStorage.getItem('console.session'));
      }
      for (let p of pages.filter((x) => x !== 'login')) {
        if (p === 'members/first') {
          await page.goto(`${base}/console/members`);
          const link = page.getByTestId('member-link').first();
          await link.waitFor();
          await link.click();
          await page.getByTestId('member-detail').waitFor();
          p = 'members-detail';
        } else {
          await page.goto(`${base}/console/${p}`);
        }
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const name = p.replace(/[/?=]/g, '-');
        await page.screenshot({ path: path.join(out, `${name}-${suffix}.png`), fullPage: true });
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
