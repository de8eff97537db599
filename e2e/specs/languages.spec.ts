/**
 * Languages (issue 19, docs/languages.md):
 * - the pseudo-locale XX through home, login and member centre: every visible string and label must be
 *   pseudo-localised (⟦Ãççéñţéð~~⟧), else it is hard-coded; text the API sent (game and vendor names,
 *   banners, the member's own data) is exempt. Pseudo text clipped without an ellipsis fails too.
 * - AR right to left: <html dir lang>, the side menu and its drawer on the right, and screenshots of home,
 *   login, member centre and agent centre in TY, AR, HI and VI, mobile and desktop, for review by eye
 *   (into SHOTS_OUT, default <tmp>/shots-languages).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, useToken } from '../support/auth.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext, VIEWPORTS } from '../tools/browser.ts';

let server: RunningServer;
let browser: Browser;
let memberToken: string;
let agentToken: string;
const shots = path.resolve(process.env.SHOTS_OUT ?? path.join(os.tmpdir(), 'shots-languages'));

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  memberToken = (await apiLogin(server.baseUrl, 'demo', 'Demo1234!')).token;
  agentToken = (await apiLogin(server.baseUrl, 'agent', 'Agent1234!')).token;
  fs.mkdirSync(shots, { recursive: true });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Product and unit names that read the same in every language, where the site writes them outside a catalogue. */
const SAME_IN_EVERY_LANGUAGE = ['Lotus Play', 'VIP', 'SMS', 'QR', 'iOS', 'Android', 'LINE', 'ID', 'IP', 'OK'];

interface Opened {
  page: Page;
  /** Every string value of every JSON answer of the API so far: data, not interface text. */
  data: Set<string>;
  close(): Promise<void>;
}

async function open(pathname: string, options: { language: string; viewport?: keyof typeof VIEWPORTS; token?: string }): Promise<Opened> {
  const context = await newContext(browser, { viewport: options.viewport ?? 'desktop', language: options.language, theme: 'dark' });
  if (options.token) await useToken(context, options.token);
  const page = await context.newPage();
  const data = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim()) data.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    // The page itself carries boot data (brand, banners, vendor lanes) that the app reads and removes.
    if (response.request().resourceType() === 'document') {
      pending.push(
        response.text().then(
          (html) => {
            const inline = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
            if (inline) collect(JSON.parse(inline) as unknown);
          },
          () => undefined,
        ),
      );
      return;
    }
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    pending.push(response.json().then(collect, () => undefined));
  });
  await page.goto(server.baseUrl + pathname, { waitUntil: 'networkidle' });
  // The app also keeps some answers in session storage (vendor list cache) instead of asking again.
  const kept = await page.evaluate(() => [document.getElementById('boot-data')?.textContent ?? 'null', ...Object.values(sessionStorage)]);
  for (const text of kept) {
    try {
      collect(JSON.parse(text) as unknown);
    } catch {
      collect(text);
    }
  }
  await Promise.all(pending);
  return { page, data, close: () => context.close() };
}

interface Finding {
  text: string;
  where: string;
}

/** Visible text nodes and labels (aria-label, placeholder, title, alt) that hold Latin words outside ⟦pseudo⟧. */
async function unlocalised(page: Page, data: Set<string>): Promise<Finding[]> {
  const found = await page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.opacity !== '0';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!el || !text || el.closest('script,style,noscript,svg,[aria-hidden="true"],.sr-only')) continue;
      if (visible(el)) out.push({ text, where: describe(el) });
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]'))) {
      if (!visible(el)) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(attr)?.trim();
        if (v) out.push({ text: v, where: `${describe(el)}@${attr}` });
      }
    }
    return out;
  });
  const longestFirst = [...data].filter((d) => d.length > 1).sort((a, b) => b.length - a.length);
  return found.filter(({ text }) => {
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
    // Longest first: a vendor code (EG2) taken out of its name (EG2 Gaming) would leave 'Gaming' behind.
    for (const d of longestFirst) if (rest.includes(d)) rest = rest.split(d).join(' ');
    for (const w of SAME_IN_EVERY_LANGUAGE) rest = rest.split(w).join(' ');
    return /[A-Za-z]{2,}/.test(rest);
  });
}

/** Elements showing pseudo text that overflows its box without an ellipsis (text cut off). */
async function clipped(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const own = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('');
      if (!own.includes('⟦')) continue;
      const cs = getComputedStyle(el);
      const hidesX = ['hidden', 'clip'].includes(cs.overflowX);
      const hidesY = ['hidden', 'clip'].includes(cs.overflowY);
      if (cs.textOverflow === 'ellipsis' || cs.webkitLineClamp !== 'none') continue;
      const r = el.getBoundingClientRect();
      // Visually hidden text for screen readers (sr-only: a 1 px clipped box) is clipped on purpose.
      if (r.width <= 1 || r.height <= 1) continue;
      if ((hidesX && el.scrollWidth > el.clientWidth + 1) || (hidesY && el.scrollHeight > el.clientHeight + 1)) {
        out.push({ text: own.trim().slice(0, 60), where: `${el.tagName.toLowerCase()}.${el.className.toString().split(' ').slice(0, 4).join('.')}` });
      }
    }
    return out;
  });
}

async function checkPseudo(opened: Opened, label: string) {
  await opened.page.waitForTimeout(500);
  expect(await opened.page.evaluate(() => document.body.innerText)).toContain('⟦');
  expect(await unlocalised(opened.page, opened.data), `hard-coded text on ${label}`).toEqual([]);
  expect(await clipped(opened.page), `clipped text on ${label}`).toEqual([]);
}

describe('pseudo-locale XX (hard-coded and clipped text)', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`home, ${viewport}`, async () => {
      const opened = await open('/', { language: 'XX', viewport });
      await opened.page.getByTestId('section-HOT').waitFor();
      await checkPseudo(opened, `home ${viewport}`);
      await opened.close();
    });

    it(`login, ${viewport}`, async () => {
      const opened = await open('/login', { language: 'XX', viewport });
      await opened.page.getByTestId('login-form').waitFor();
      await checkPseudo(opened, `login ${viewport}`);
      await opened.close();
    });

    it(`member centre, ${viewport}`, async () => {
      const opened = await open('/member', { language: 'XX', viewport, token: memberToken });
      await opened.page.getByTestId('member-centre').waitFor();
      await checkPseudo(opened, `member centre ${viewport}`);
      await opened.close();
    });
  }
});

describe('right to left (AR)', () => {
  it('sets <html lang dir>, puts the side menu on the right on desktop and opens its drawer from the right on a phone', async () => {
    const desktop = await open('/', { language: 'AR', viewport: 'desktop' });
    await expect.poll(() => desktop.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    const menu = await desktop.page.getByTestId('side-menu').boundingBox();
    expect(menu && menu.x + menu.width).toBeCloseTo(VIEWPORTS.desktop.width, -1);
    await desktop.close();

    const phone = await open('/', { language: 'AR', viewport: 'mobile' });
    await phone.page.getByTestId('menu-toggle').click();
    await phone.page.waitForTimeout(400);
    const drawer = await phone.page.getByTestId('side-menu').boundingBox();
    expect(drawer && Math.round(drawer.x + drawer.width)).toBe(VIEWPORTS.mobile.width);
    await phone.close();
  });

  it('switches back to left to right, with <html lang> from the registry (UR-LA is Latin script)', async () => {
    const opened = await open('/', { language: 'UR-LA' });
    await expect.poll(() => opened.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur-Latn', 'ltr']);
    await opened.page.getByTestId('language-select').selectOption('FA');
    await expect.poll(() => opened.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['fa', 'rtl']);
    await opened.close();
  });
});

// Pictures to look at, about 3 minutes per language: `SHOTS=1 npx vitest run --config vitest.config.ts specs/languages.spec.ts`.
describe.skipIf(!process.env.SHOTS)('screenshots in TY, AR, HI and VI', () => {
  const pages = [
    { name: 'home', path: '/', ready: (p: Page) => p.getByTestId('section-HOT').waitFor() },
    { name: 'login', path: '/login', ready: (p: Page) => p.getByTestId('login-form').waitFor() },
    { name: 'member', path: '/member', token: () => memberToken, ready: (p: Page) => p.getByTestId('member-centre').waitFor() },
    // The agent centre is another area's page: its shell (breadcrumb) is what the shot needs; a slow chunk should not fail the other shots.
    { name: 'agent', path: '/agentHome', token: () => agentToken, ready: (p: Page) => p.getByTestId('agent-breadcrumb').waitFor({ timeout: 60_000 }).catch(() => undefined) },
  ];
  for (const language of ['TY', 'AR', 'HI', 'VI']) {
    it(`${language}: home, login, member centre and agent centre, mobile and desktop`, async () => {
      for (const shot of pages) {
        for (const viewport of ['mobile', 'desktop'] as const) {
          const opened = await open(shot.path, { language, viewport, token: shot.token?.() });
          await shot.ready(opened.page);
          await opened.page.waitForTimeout(400);
          await expect.poll(() => opened.page.evaluate(() => document.documentElement.dir)).toBe(language === 'AR' ? 'rtl' : 'ltr');
          await opened.page.screenshot({ path: path.join(shots, `${shot.name}-${viewport}-${language}.png`) });
          await opened.close();
        }
      }
    }, 400_000);
  }
});
