/**
 * Screenshots for review: `node --import tsx e2e/tools/screenshots.ts [baseUrl] [path...]`.
 * Every page in mobile and desktop, dark and light, and each language, into ./screenshots (git-ignored).
 *
 * Environment (all optional):
 * - SHOTS_OUT: output folder (default ./screenshots).
 * - SHOTS_USER / SHOTS_PASSWORD: sign in through the API first (e.g. agent / Agent1234!).
 * - SHOTS_LANGS: comma-separated platform codes (default EN,TY).
 * - SHOTS_FULL=1: full-page screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiLogin, useToken } from '../support/auth.ts';
import { launchBrowser, newContext, VIEWPORTS } from './browser.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = process.argv.slice(3).length ? process.argv.slice(3) : ['/'];
const out = path.resolve(process.env.SHOTS_OUT ?? 'screenshots');
const languages = (process.env.SHOTS_LANGS ?? 'EN,TY').split(',').map((l) => l.trim()).filter(Boolean);
fs.mkdirSync(out, { recursive: true });

const token = process.env.SHOTS_USER ? (await apiLogin(base, process.env.SHOTS_USER, process.env.SHOTS_PASSWORD ?? '')).token : undefined;

const browser = await launchBrowser();
try {
  for (const page of pages) {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      for (const theme of ['dark', 'light'] as const) {
        for (const language of languages) {
          const context = await newContext(browser, { viewport, theme, language });
          if (token) await useToken(context, token);
          const tab = await context.newPage();
          await tab.goto(base + page, { waitUntil: 'networkidle' });
          await tab.waitForTimeout(300);
          const name = `${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${viewport}-${theme}-${language}.png`;
          await tab.screenshot({ path: path.join(out, name), fullPage: process.env.SHOTS_FULL === '1' });
          console.log(name);
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
}
