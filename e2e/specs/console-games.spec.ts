import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, operatorLogin, type OperatorAccount } from '../support/operator.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newContext } from '../tools/browser.ts';

/**
 * Console games and site settings (issue 18) in Chromium against the real server (demo catalogue):
 * a content operator imports a vendor feed (file → preview with before/after → apply) and the lobby
 * lists the new game; a feed with bad rows shows them by line and changes nothing; the games grid puts a
 * game on the hot list; an admin renames the brand on the settings page and the member site's permission
 * carries it; a support operator has neither page. SHOTS_OUT=dir saves the pages at 390x844 and 1440x900.
 */
let server: RunningServer;
let browser: Browser;
const ops = {} as Record<'content' | 'admin' | 'support', OperatorAccount>;
const shots = process.env.SHOTS_OUT;
const shot = async (page: Page, name: string) => void (shots && (await page.screenshot({ path: `${shots}/console-${name}.png`, fullPage: true })));
let pgGame: { code: string; name: string; hot: boolean };

async function api(method: string, url: string, token?: string) {
  const res = await fetch(server.baseUrl + url, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return res.json() as Promise<Record<string, unknown>>;
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

const feed = () =>
  JSON.stringify(
    {
      vendors: [{ code: 'NOVA', name: 'Nova Reels', lanes: [{ category: 'RNG', sort: 90 }] }],
      games: [
        { code: 'NOVA_0001', vendor: 'NOVA', gameType: 'RNG', classify: 'SLOT', names: { EN: 'Quartz Comet Voyage', TY: 'การเดินทางดาวหางควอตซ์' }, hot: true, sort: 1 },
        { code: 'NOVA_0002', vendor: 'NOVA', gameType: 'RNG', classify: 'SLOT', names: { EN: 'Lantern Deluxe' }, sort: 2 },
        { code: pgGame.code, vendor: 'PG', gameType: 'RNG', classify: 'SLOT', names: { EN: `${pgGame.name} Remastered` }, hot: !pgGame.hot, sort: 0 },
      ],
    },
    null,
    2,
  );

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ops.content = createOperator(server, 'e2e.content', 'content');
  ops.admin = createOperator(server, 'e2e.admin', 'admin');
  ops.support = createOperator(server, 'e2e.support', 'support');
  const token = await operatorLogin(server, ops.content);
  const list = (await api('GET', '/api/v1/operator/games?vendor=PG&pageSize=1', token)) as { items: { code: string; name: string; hot: boolean }[] };
  pgGame = list.items[0] as typeof pgGame;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('console games', () => {
  it('imports a vendor feed: preview with before/after, apply once, the lobby lists the new game', async () => {
    const page = await signedIn(ops.content);
    await page.getByTestId('nav-games').click();
    await page.getByTestId('games-import-link').click();
    await page.getByTestId('feed-file').setInputFiles({ name: 'nova.json', mimeType: 'application/json', buffer: Buffer.from(feed()) });
    const preview = page.getByTestId('feed-preview');
    await preview.waitFor();
    expect(await page.getByTestId('count-gamesNew').textContent()).toBe('2');
    expect(await page.getByTestId('count-vendorsNew').textContent()).toBe('1');
    expect(await page.getByTestId('count-gamesChanged').textContent()).toBe('1');
    const changed = preview.locator('tr', { hasText: pgGame.code });
    expect(await changed.textContent()).toContain(`${pgGame.name} Remastered`);
    expect(await changed.locator('del').first().textContent()).toBeTruthy();
    await shot(page, 'games-import-preview-desktop');
    // Nothing is written before apply.
    expect(((await api('GET', '/api/v1/games?gameType=ALL&pageNo=1&pageSize=5&q=Quartz%20Comet%20Voyage&language=EN')) as { total: number }).total).toBe(0);
    await page.getByTestId('import-apply').click();
    expect(await page.getByTestId('import-done').textContent()).toMatch(/2 games added, 1 updated, 1 vendors/);
    const lobby = (await api('GET', '/api/v1/games?gameType=ALL&pageNo=1&pageSize=5&q=Quartz%20Comet%20Voyage&language=TY')) as { list: { displayName: string }[] };
    expect(lobby.list.map((g) => g.displayName)).toEqual(['การเดินทางดาวหางควอตซ์']);
    await page.context().close();
  });

  it('lists the bad rows of a feed by line and changes nothing', async () => {
    const page = await signedIn(ops.content, 'mobile');
    await page.goto(`${server.baseUrl}/console/games/import`);
    const bad = JSON.stringify({ games: [{ code: 'NOVA_0003', vendor: 'GHOST', gameType: 'RNG', names: { EN: 'Ghost Game' } }, { code: 'NOVA_0004', vendor: 'NOVA', gameType: 'DICE', names: { EN: 'Dice' } }] }, null, 2);
    await page.getByTestId('feed-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    const rows = page.getByTestId('feed-bad-rows');
    await rows.waitFor();
    const text = await rows.textContent();
    expect(text).toContain('unknown vendor GHOST');
    expect(text).toContain('NOVA_0004');
    expect(await page.getByTestId('import-apply').count()).toBe(0);
    await shot(page, 'games-import-bad-rows-mobile');
    await page.context().close();
  });

  it('puts a game on the hot list from the grid', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await signedIn(ops.content, viewport);
      await page.goto(`${server.baseUrl}/console/games`);
      await page.getByTestId('games-search').fill('NOVA_0002');
      await page.getByTestId('games-search').press('Enter');
      const row = page.locator('[data-testid="row"][data-id="NOVA_0002"]');
      await row.waitFor();
      if (viewport === 'desktop') {
        // The box follows the saved state: it is ticked once the server has put the game on the list.
        await row.getByTestId('game-hot').click();
        await page.getByTestId('games-notice').waitFor();
        await expect.poll(() => row.getByTestId('game-hot').isChecked()).toBe(true);
      }
      await page.getByTestId('games-search').fill('');
      await page.getByTestId('games-search').press('Enter');
      await page.locator('[data-testid="row"]').nth(10).waitFor();
      await shot(page, `games-${viewport}`);
      await page.context().close();
    }
    const hot = (await api('GET', '/api/v1/games?gameType=HOT&pageNo=1&pageSize=10&q=Lantern%20Deluxe&language=EN')) as { list: { gameCode: string }[] };
    expect(hot.list.map((g) => g.gameCode)).toEqual(['NOVA_0002']);
  });
});

describe('console site settings', () => {
  it('an admin renames the brand and blocks a country; the member site follows', async () => {
    const page = await signedIn(ops.admin);
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('settings-name').fill('Lotus Gold');
    await page.getByTestId('settings-countries').fill('KP IR US');
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-saved').waitFor();
    const permission = (await api('GET', '/api/v1/site/permission')) as { brand: { name: string } };
    expect(permission.brand.name).toBe('Lotus Gold');
    await shot(page, 'settings-desktop');
    // A bad CIDR is refused with the field named, and nothing is saved.
    await page.getByTestId('settings-deny').fill('10.0.0.0/33');
    await page.getByTestId('settings-name').fill('Not Saved');
    await page.getByTestId('settings-save').click();
    expect(await page.getByTestId('settings-error').textContent()).toContain('10.0.0.0/33');
    expect(((await api('GET', '/api/v1/site/permission')) as { brand: { name: string } }).brand.name).toBe('Lotus Gold');
    await page.context().close();
    const mobile = await signedIn(ops.admin, 'mobile');
    await mobile.goto(`${server.baseUrl}/console/settings`);
    await mobile.getByTestId('settings-name').waitFor();
    await shot(mobile, 'settings-mobile');
    await mobile.context().close();
  });

  it('a support operator has neither games nor settings', async () => {
    const page = await signedIn(ops.support);
    expect(await page.getByTestId('nav-games').count()).toBe(0);
    expect(await page.getByTestId('nav-settings').count()).toBe(0);
    await page.goto(`${server.baseUrl}/console/settings`);
    await page.getByTestId('forbidden').waitFor();
    await page.context().close();
  });
});
