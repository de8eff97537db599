/**
 * Screenshots for review: `node --import tsx e2e/tools/screenshots.ts [baseUrl] [path...]`.
 * Every page in mobile and desktop, dark and light, EN and TY, into ./screenshots (git-ignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, newContext, VIEWPORTS } from './browser.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = process.argv.slice(3).length ? process.argv.slice(3) : ['/'];
const out = path.resolve('screenshots');
fs.mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  for (const page of pages) {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      for (const theme of ['dark', 'light'] as const) {
        for (const language of ['EN', 'TY']) {
          const context = await newContext(browser, { viewport, theme, language });
          const tab = await context.newPage();
          await tab.goto(base + page, { waitUntil: 'networkidle' });
          await tab.waitForTimeout(300);
          const name = `${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${viewport}-${theme}-${language}.png`;
          await tab.screenshot({ path: path.join(out, name), fullPage: false });
          console.log(name);
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
}
