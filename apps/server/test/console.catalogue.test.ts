import type { ImportPreview, OperatorGameList, SiteSettings } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleApp, signedInAs, type SignedInOperator } from './console.fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * Console games and site settings (issue 18): the catalogue import from a vendor feed (preview, then
 * apply the previewed feed: idempotent, audited, a bad feed changes nothing), the games grid's hot/order
 * and maintenance, and site settings validation. PGlite by default, PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let admin: SignedInOperator;
let content: SignedInOperator;

beforeAll(async () => {
  t = await buildConsoleApp();
  admin = await signedInAs(t, 'admin');
  content = await signedInAs(t, 'content');
});
afterAll(async () => {
  await t?.close();
});

const feed = (games: object[], vendors: object[] = []) => JSON.stringify({ vendors, games }, null, 2);
const NOVA = { code: 'NOVA', name: 'Nova Reels', lanes: [{ category: 'RNG', sort: 5 }] };
const game = (n: number, extra: object = {}) => ({ code: `NOVA_${n}`, vendor: 'NOVA', gameType: 'RNG', classify: 'SLOT', names: { EN: `Quartz Comet ${n}`, TY: `ดาวหาง ${n}` }, sort: n, ...extra });

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: SignedInOperator, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const preview = (text: string, who = content, format = 'json') => inject('POST', '/api/v1/operator/games/import/preview', who, { format, text });
const apply = (text: string, token: string, who = content, format = 'json') => inject('POST', '/api/v1/operator/games/import/apply', who, { format, text, token, fileName: 'nova.json' });
const games = async (query = '') => (await inject('GET', `/api/v1/operator/games?pageSize=200${query}`, admin)).json<OperatorGameList>();
const audit = async (action: string) => (await inject('GET', `/api/v1/operator/audit?action=${action}`, admin)).json<{ items: { targetId: string; before: unknown; after: unknown; operator: string }[] }>().items;

describe('catalogue import from a vendor feed', () => {
  const first = feed([game(1), game(2), game(3, { hot: true })], [NOVA]);

  it('previews a new vendor and its games without writing anything', async () => {
    const res = await preview(first);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<ImportPreview>();
    expect(p.counts).toEqual({ vendorsNew: 1, vendorsChanged: 0, gamesNew: 3, gamesChanged: 0, disabled: 0, unchanged: 0 });
    expect(p.changes.map((c) => `${c.kind}:${c.code}:${c.change}`)).toEqual(['vendor:NOVA:new', 'game:NOVA_1:new', 'game:NOVA_2:new', 'game:NOVA_3:new']);
    expect(p.changes[3]?.fields).toContainEqual({ field: 'hot', before: null, after: true });
    expect((await games()).total).toBe(0);
    expect((await inject('GET', '/api/v1/operator/games/vendors', admin)).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('applies the previewed feed once: the lobby shows the games, a second apply changes nothing, the audit names the file', async () => {
    const token = (await preview(first)).json<ImportPreview>().token;
    const res = await apply(first, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, vendors: 1, gamesInserted: 3, gamesUpdated: 0 });
    expect((await games()).items.map((g) => [g.code, g.hot])).toEqual([
      ['NOVA_1', false],
      ['NOVA_2', false],
      ['NOVA_3', true],
    ]);
    const lobby = await t.app.inject({ method: 'GET', url: '/api/v1/games?gameType=ALL&pageNo=1&pageSize=10&language=TY' });
    expect(lobby.json<{ list: { gameCode: string; displayName: string }[] }>().list.map((g) => g.displayName)).toEqual(['ดาวหาง 1', 'ดาวหาง 2', 'ดาวหาง 3']);

    const again = await apply(first, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ applied: false, gamesInserted: 0, gamesUpdated: 0 });
    expect((await games()).total).toBe(3);
    const rows = await audit('games.catalogue_import');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetId: 'nova.json', operator: content.username, after: { gamesInserted: 3, format: 'json' } });
  });

  it('shows changed fields with before and after, and disabled games, then applies exactly that', async () => {
    const second = feed([game(1, { names: { EN: 'Quartz Comet 1', TY: 'ดาวหางใหม่' } }), game(2, { enabled: false }), game(3, { hot: true }), game(4)]);
    const p = (await preview(second)).json<ImportPreview>();
    expect(p.counts).toEqual({ vendorsNew: 0, vendorsChanged: 0, gamesNew: 1, gamesChanged: 1, disabled: 1, unchanged: 1 });
    expect(p.changes).toEqual([
      expect.objectContaining({ code: 'NOVA_4', change: 'new' }),
      { kind: 'game', code: 'NOVA_2', change: 'disabled', name: 'Quartz Comet 2', fields: [{ field: 'enabled', before: true, after: false }] },
      { kind: 'game', code: 'NOVA_1', change: 'changed', name: 'Quartz Comet 1', fields: [{ field: 'names.TY', before: 'ดาวหาง 1', after: 'ดาวหางใหม่' }] },
    ]);
    const res = await apply(second, p.token, admin);
    expect(res.json()).toMatchObject({ applied: true, gamesInserted: 1, gamesUpdated: 3 });
    const after = await games();
    expect(after.items.find((g) => g.code === 'NOVA_2')?.enabled).toBe(false);
    const lobby = await t.app.inject({ method: 'GET', url: '/api/v1/games?gameType=ALL&pageNo=1&pageSize=10&language=TY' });
    expect(lobby.json<{ list: { gameCode: string; displayName: string }[] }>().list.map((g) => `${g.gameCode}=${g.displayName}`)).toEqual(['NOVA_1=ดาวหางใหม่', 'NOVA_3=ดาวหาง 3', 'NOVA_4=ดาวหาง 4']);
  });

  it('refuses a preview that went stale (the catalogue changed) with 409 and writes nothing', async () => {
    const third = feed([game(1, { hot: true, names: { EN: 'Quartz Comet 1', TY: 'ดาวหางใหม่' } })]);
    const p = (await preview(third)).json<ImportPreview>();
    expect(p.changes).toEqual([{ kind: 'game', code: 'NOVA_1', change: 'changed', name: 'Quartz Comet 1', fields: [{ field: 'hot', before: false, after: true }] }]);
    expect((await inject('PATCH', '/api/v1/operator/games/NOVA_1', content, { sort: 42 })).statusCode).toBe(200);
    const res = await apply(third, p.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IMPORT_STALE' });
    expect((await games()).items.find((g) => g.code === 'NOVA_1')).toMatchObject({ hot: false, sort: 42 });
    // A token that belongs to another feed is stale too.
    expect((await apply(feed([game(1, { hot: false, sort: 7 })]), p.token)).statusCode).toBe(409);
  });

  it('refuses a feed with bad rows: 400 listing each bad row by line, and not even the good rows are written', async () => {
    const text = feed([game(10), { ...game(11), vendor: 'GHOST' }, game(10), { ...game(12), gameType: 'DICE' }]);
    for (const call of [preview(text), apply(text, 'a'.repeat(64))]) {
      const res = await call;
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: string; details: { errors: { line: number; code?: string; message: string }[] } }>();
      expect(body.code).toBe('FEED_INVALID');
      expect(body.details.errors.map((e) => [e.code, e.message.split(' (')[0]?.slice(0, 20)])).toEqual([
        ['NOVA_11', 'unknown vendor GHOST'],
        ['NOVA_10', 'duplicate game code'],
        ['NOVA_12', expect.stringContaining('gameType')],
      ]);
      expect(body.details.errors.every((e) => e.line > 1)).toBe(true);
    }
    expect((await games()).items.map((g) => g.code)).not.toContain('NOVA_10');
  });

  it('reads CSV feeds and answers 400 FEED_UNREADABLE for a file that is not a feed', async () => {
    const csv = 'code,vendor,gameType,name_EN,hot\nNOVA_20,NOVA,RNG,"Lantern, Deluxe",1\n';
    const p = (await preview(csv, admin, 'csv')).json<ImportPreview>();
    expect(p.changes).toEqual([expect.objectContaining({ code: 'NOVA_20', change: 'new', name: 'Lantern, Deluxe' })]);
    const bad = await preview('{"games": [', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'FEED_UNREADABLE' });
    const badCsv = await preview('code,vendor,colour\nX,NOVA,red\n', admin, 'csv');
    expect(badCsv.json()).toMatchObject({ code: 'FEED_UNREADABLE' });
  });
});

describe('games grid: vendors, search and paging, hot list, order, maintenance', () => {
  it('lists vendors with game counts and lanes, and games by search and page', async () => {
    const vendors = (await inject('GET', '/api/v1/operator/games/vendors', content)).json<{ items: { code: string; games: number; lanes: unknown[] }[] }>().items;
    expect(vendors).toEqual([expect.objectContaining({ code: 'NOVA', games: 4, lanes: [{ category: 'RNG', sort: 5 }] })]);
    const page = (await inject('GET', '/api/v1/operator/games?query=comet&pageSize=2&page=2', content)).json<OperatorGameList>();
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect((await games('&query=nova_3')).items.map((g) => g.code)).toEqual(['NOVA_3']);
    expect((await games('&hot=true')).items.map((g) => g.code)).toEqual(['NOVA_3']);
  });

  it('sets the hot list and order (audited with before/after) and the lobby follows', async () => {
    const res = await inject('PATCH', '/api/v1/operator/games/NOVA_4', content, { hot: true, sort: 0 });
    expect(res.json()).toMatchObject({ code: 'NOVA_4', hot: true, sort: 0 });
    const hot = await t.app.inject({ method: 'GET', url: '/api/v1/games?gameType=HOT&pageNo=1&pageSize=10&language=EN' });
    expect(hot.json<{ list: { gameCode: string }[] }>().list.map((g) => g.gameCode)).toEqual(['NOVA_4', 'NOVA_3']);
    expect((await audit('games.game_listing')).find((r) => r.targetId === 'NOVA_4')).toMatchObject({ before: { hot: false, sort: 4 }, after: { hot: true, sort: 0 } });
    expect((await inject('PATCH', '/api/v1/operator/games/NOVA_4', content, {})).statusCode).toBe(400);
    expect((await inject('PATCH', '/api/v1/operator/games/NOPE', content, { hot: true })).statusCode).toBe(404);
    expect((await inject('PUT', '/api/v1/operator/vendors/NOVA/lanes/RNG', content, { sort: 1 })).statusCode).toBe(200);
    expect((await inject('PUT', '/api/v1/operator/vendors/NOVA/lanes/LIVE', content, { sort: 1 })).statusCode).toBe(404);
  });

  it('lets the content role switch maintenance, and the grid shows it', async () => {
    expect((await inject('PUT', '/api/v1/operator/games/NOVA_3/maintenance', content, { maintenance: true })).statusCode).toBe(200);
    expect((await games('&maintenance=true')).items.map((g) => g.code)).toEqual(['NOVA_3']);
    expect((await inject('PUT', '/api/v1/operator/vendors/NOVA/maintenance', content, { maintenance: true })).statusCode).toBe(200);
    expect((await inject('GET', '/api/v1/operator/games/vendors', content)).json<{ items: { maintenance: boolean }[] }>().items[0]?.maintenance).toBe(true);
  });
});

describe('site settings', () => {
  const get = async () => (await inject('GET', '/api/v1/operator/site/settings', admin)).json<SiteSettings>();

  it('reads brand, languages, flags and region blocks', async () => {
    const s = await get();
    expect(s.brand).toEqual({ name: 'Lotus Play', logoUrl: null, colors: { primary: '#9c5f0e', accent: '#6d3fd8' } });
    expect(s.languages).toEqual({ supported: ['EN', 'TY'], default: 'EN' });
    expect([...s.region.blockedCountries].sort()).toEqual(['IR', 'KP']);
    expect(s.whitelabel.length).toBeGreaterThan(5);
    expect(s.availableLanguages.map((l) => l.code)).toEqual(expect.arrayContaining(['EN', 'TY', 'VI', 'PT-BR']));
    expect(s.availableLanguages.map((l) => l.code)).not.toContain('TH');
  });

  it('refuses bad settings with 400 naming every bad field, and writes none of the request', async () => {
    const before = await get();
    const flag = before.whitelabel[0]?.modId as string;
    const res = await inject('PUT', '/api/v1/operator/site/settings', admin, {
      brand: { name: 'Renamed', logoUrl: null, colors: before.brand.colors },
      languages: { supported: ['EN', 'XX'], default: 'VI' },
      whitelabel: { [flag]: false, NO_SUCH_FLAG: true },
      region: { ...before.region, denyCidrs: ['10.0.0.0/33'] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; details: { errors: { field: string; message: string }[] } }>();
    expect(body.code).toBe('SETTINGS_INVALID');
    expect(body.details.errors.map((e) => e.field)).toEqual(['languages.supported', 'languages.default', 'whitelabel', 'region']);
    expect(body.message).toContain('XX');
    expect(body.message).toContain('NO_SUCH_FLAG');
    expect(body.message).toContain('10.0.0.0/33');
    expect(await get()).toEqual(before);
    // Shape errors (a colour that is not #rrggbb, a javascript: logo) are 400 too.
    const shape = await inject('PUT', '/api/v1/operator/site/settings', admin, { brand: { name: 'X', logoUrl: 'javascript:alert(1)', colors: { primary: 'red', accent: '#000000' } } });
    expect(shape.statusCode).toBe(400);
    expect(await get()).toEqual(before);
  });

  it('saves brand, languages, flags and region blocks: the member site follows and the audit has before/after', async () => {
    const before = await get();
    const flag = before.whitelabel.find((f) => f.enabled)?.modId as string;
    const res = await inject('PUT', '/api/v1/operator/site/settings', admin, {
      brand: { name: 'Lotus Gold', logoUrl: 'https://cdn.example.com/logo.svg', colors: { primary: '#112233', accent: '#445566' } },
      languages: { supported: ['TY', 'EN', 'VI'], default: 'TY' },
      whitelabel: { [flag]: false },
      region: { ...before.region, blockedCountries: ['US', 'KP'], denyCidrs: ['203.0.113.0/24', '192.0.2.0/24'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SiteSettings>().region.blockedCountries).toEqual(['KP', 'US']);
    const permission = (await t.app.inject({ method: 'GET', url: '/api/v1/site/permission', headers: { 'x-forwarded-for': '192.0.2.10' } })).json<{
      status: string;
      brand: { name: string; supportedLanguages: string[]; defaultLanguage: string };
      whitelabel: { modId: string; enabled: boolean; children: { modId: string; enabled: boolean }[] }[];
    }>();
    expect(permission.brand).toMatchObject({ name: 'Lotus Gold', supportedLanguages: ['TY', 'EN', 'VI'], defaultLanguage: 'TY' });
    const flat = permission.whitelabel.flatMap((n) => [n, ...n.children]);
    expect(flat.find((n) => n.modId === flag)?.enabled).toBe(false);
    const row = (await audit('site.settings'))[0];
    expect(row).toMatchObject({
      targetId: 'brand,languages,whitelabel,region',
      before: { brand: { name: 'Lotus Play' }, languages: { default: 'EN' }, whitelabel: { [flag]: true } },
      after: { brand: { name: 'Lotus Gold', logoUrl: 'https://cdn.example.com/logo.svg' }, languages: { default: 'TY' }, whitelabel: { [flag]: false } },
    });
  });
});
