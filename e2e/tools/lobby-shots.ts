/**
 * Lobby screenshots for review: `node --import tsx e2e/tools/lobby-shots.ts [baseUrl] [outDir]`.
 * Home, /rng, /live, /favorite (signed in as the demo member) and the side menu open,
 * at 390x844 and 1440x900, dark and light.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiLogin, useToken } from '../support/auth.ts';
import { launchBrowser, newContext, VIEWPORTS } from './browser.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve(process.argv[3] ?? 'screenshots');
const only = process.env.SHOTS?.split(',');
fs.mkdirSync(out, { recursive: true });

const login = await apiLogin(base, 'demo', 'Demo1234!').catch(() => null);
const browser = await launchBrowser();
try {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    for (const theme of ['dark', 'light'] as const) {
      const shots: { name: string; path: string; member?: boolean; menu?: boolean; full?: boolean }[] = [
        { name: 'home', path: '/' },
        { name: 'homefull', path: '/', full: true },
        { name: 'rng', path: '/rng' },
        { name: 'live', path: '/live' },
        { name: 'favorite', path: '/favorite', member: true },
        { name: 'menu', path: '/', menu: true },
      ];
      for (const shot of shots) {
        if (only && !only.includes(shot.name)) continue;
        const context = await newContext(browser, { viewport, theme, language: 'EN' });
        if (shot.member && login) await useToken(context, login.token);
        const tab = await context.newPage();
        await tab.goto(base + shot.path, { waitUntil: 'networkidle' });
        if (shot.menu && viewport === 'mobile') await tab.getByTestId('menu-toggle').click();
        if (shot.full) {
          // Scroll through so lazy sections fetch, then come back up.
          await tab.mouse.move(VIEWPORTS[viewport].width - 40, VIEWPORTS[viewport].height / 2);
          for (let y = 0; y < 6000; y += 700) {
            await tab.mouse.wheel(0, 700);
            await tab.waitForTimeout(150);
          }
          await tab.waitForLoadState('networkidle');
          await tab.evaluate(() => window.scrollTo(0, 0));
        }
        await tab.waitForTimeout(600);
        const file = path.join(out, `${shot.name}-${viewport}-${theme}.png`);
        await tab.screenshot({ path: file, fullPage: Boolean(shot.full) });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
