import {
  ErrorBodySchema,
  FavouritesResponseSchema,
  GamePageSchema,
  HotGamesResponseSchema,
  LaunchResponseSchema,
  NoticesResponseSchema,
  prizeMode,
  RecentResponseSchema,
  reshapeVendorLanes,
  TRIAL_TYPE,
  VendorsResponseSchema,
  WinnersResponseSchema,
  type GamePage,
} from '@app/contracts';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '../src/modules/content/routes.ts';
import { gamesRoutes, sandboxRoutes } from '../src/modules/games/routes.ts';
import { demoGames, LIVE_COUNTS, RNG_FOOTER_COUNTS, RNG_OTHER_COUNTS } from '../src/seed/games.ts';
import { signedInMember } from './factories.ts';
import { signedInOperator } from './payments.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const catalogue = demoGames();
const sum = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t?.close());

async function games(query: Record<string, string | number>, headers: Record<string, string> = {}): Promise<GamePage> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/games', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });
  expect(res.statusCode, res.body).toBe(200);
  return GamePageSchema.parse(res.json());
}

describe('GET /api/v1/games', () => {
  it('pages the RNG catalogue of one vendor with totals', async () => {
    const p1 = await games({ gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 50 });
    expect(p1.total).toBe(RNG_FOOTER_COUNTS.PG);
    expect(p1.totalPages).toBe(Math.ceil((RNG_FOOTER_COUNTS.PG as number) / 50));
    expect(p1.list).toHaveLength(50);
    expect(p1.list.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    const p2 = await games({ gameType: 'RNG', vassalage: 'PG', pageNo: 2, pageSize: 50 });
    expect(p2.pageNum).toBe(2);
    const ids1 = new Set(p1.list.map((g) => g.gameId));
    expect(p2.list.some((g) => ids1.has(g.gameId))).toBe(false);
    const last = await games({ gameType: 'RNG', vassalage: 'PG', pageNo: p1.totalPages, pageSize: 50 });
    expect(last.list).toHaveLength((RNG_FOOTER_COUNTS.PG as number) - 50 * (p1.totalPages - 1));
  });

  it('counts about 10,000 RNG games over the footer vendors and filters by type', async () => {
    const rng = await games({ gameType: 'RNG', pageSize: 1 });
    expect(rng.total).toBe(catalogue.filter((g) => g.gameType === 'RNG').length);
    expect(rng.total).toBeGreaterThanOrEqual(sum(RNG_FOOTER_COUNTS) + sum(RNG_OTHER_COUNTS));
    const live = await games({ gameType: 'live', pageSize: 200 });
    expect(live.total).toBe(sum(LIVE_COUNTS));
    expect(live.list.every((g) => g.gameType === 'LIVE')).toBe(true);
    const inhouse = await games({ gameType: 'RNG', vassalage: 'INHOUSE' });
    expect(inhouse.list.map((g) => g.gameCode)).toEqual(['INH_SLOT_LOTUS']);
    const arcade = await games({ gameType: 'RNG', vassalage: 'JL', gameClassify: 'ARCADE', pageSize: 200 });
    expect(arcade.total).toBeGreaterThan(0);
    expect(arcade.list.every((g) => g.gameClassify === 'ARCADE')).toBe(true);
  });

  it('serves generated art paths when no image CDN is configured, and CDN hosts when one is', async () => {
    const plain = await games({ gameType: 'RNG', vassalage: 'JL', pageSize: 3 });
    for (const g of plain.list) expect(g.iconUrl).toBe(`/api/v1/games/art/${g.gameCode}.svg`);
    const hosts = ['https://img1.cdn.test', 'https://img2.cdn.test'];
    await t.app.site.setCdns('images', hosts);
    try {
      const seen = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const p = await games({ gameType: 'RNG', pageSize: 1 });
        const url = new URL(p.list[0]?.iconUrl ?? '');
        expect(hosts).toContain(url.origin);
        seen.add(url.origin);
      }
      expect(seen.size).toBe(2);
    } finally {
      await t.app.site.setCdns('images', []);
    }
  });

  it('searches names case-insensitively in English', async () => {
    const expected = catalogue.filter((g) => g.names.EN.toLowerCase().includes('golden lotus')).map((g) => g.code).sort();
    expect(expected.length).toBeGreaterThan(0);
    const res = await games({ q: 'GOLDEN lotus', pageSize: 200 });
    expect(res.total).toBe(expected.length);
    expect(res.list.map((g) => g.gameCode).sort()).toEqual(expected.slice(0, 200).sort());
  });

  it('searches Thai display names when the language is TY, and shows them', async () => {
    const target = catalogue.find((g) => g.code === 'CQ9_0042');
    const thai = target?.names.TY as string;
    const res = await games({ q: thai, language: 'TY', pageSize: 50 });
    const hit = res.list.find((g) => g.gameCode === 'CQ9_0042');
    expect(hit?.displayName).toBe(thai);
    expect(hit?.gameName).toBe(target?.names.EN);
    // English matches still count under TY; Thai text does not match under EN.
    expect((await games({ q: target?.names.EN as string, language: 'TY' })).list.map((g) => g.gameCode)).toContain('CQ9_0042');
    expect((await games({ q: thai, language: 'EN' })).total).toBe(0);
  });

  it('finds exactly the games a plain substring test finds, for short, multi-word and Thai needles', async () => {
    const norm = (x: string | undefined) => (x ?? '').normalize('NFKC').toLowerCase();
    for (const [needle, language] of [['a', 'EN'], ['on l', 'EN'], ['s f', 'TY'], ['ทอง', 'TY'], ['วัด', 'TY'], ['ra', 'CN'], ['莲花', 'CN'], ['vàng', 'VI']] as const) {
      const expected = catalogue.filter((g) => norm(g.names.EN).includes(needle) || norm((g.names as Record<string, string>)[language]).includes(needle));
      const res = await games({ q: needle, language, pageSize: 200 });
      expect(res.total, `${needle} in ${language}`).toBe(expected.length);
      expect(res.list.map((g) => g.gameCode)).toEqual(expected.slice(0, 200).map((g) => g.code));
    }
  });

  it('falls back to the English name when a language has no translation', async () => {
    const withCn = catalogue.find((g) => g.vendor === 'JDB' && g.names.CN);
    const withoutCn = catalogue.find((g) => g.vendor === 'JDB' && !g.names.CN);
    const res = await games({ gameType: 'RNG', vassalage: 'JDB', language: 'CN', pageSize: 200 });
    expect(res.list.find((g) => g.gameCode === withCn?.code)?.displayName).toBe(withCn?.names.CN);
    expect(res.list.find((g) => g.gameCode === withoutCn?.code)?.displayName).toBe(withoutCn?.names.EN);
    // An unknown-but-valid language code behaves like EN.
    const fr = await games({ gameType: 'RNG', vassalage: 'JDB', language: 'FR', pageSize: 1 });
    expect(fr.list[0]?.displayName).toBe(fr.list[0]?.gameName);
  });

  it('flags hot, new and maintenance games as seeded', async () => {
    const hot = await games({ gameType: 'HOT', pageSize: 200 });
    expect(hot.total).toBe(catalogue.filter((g) => g.isHot).length);
    expect(hot.list.every((g) => g.isHot === 1)).toBe(true);
    const fresh = await games({ gameType: 'NEW', pageSize: 1 });
    expect(fresh.total).toBe(catalogue.filter((g) => g.isNew).length);
    const rsg = await games({ vassalage: 'RSG', pageSize: 5 });
    expect(rsg.list.every((g) => g.maintenance)).toBe(true);
  });
});

describe('hot, winners, vendors, announcements, content', () => {
  it('GET /games/hot lists hot games only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/games/hot?isPlatform=2&imgSize=rx2&platform=flash,html5-desktop&language=TY' });
    expect(res.statusCode).toBe(200);
    const { list } = HotGamesResponseSchema.parse(res.json());
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((g) => g.isHot === 1)).toBe(true);
    expect(list.some((g) => g.displayName !== g.gameName)).toBe(true);
  });

  it('GET /games/winners returns masked jackpot winners and biggest wins in minor units', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/games/winners?gameCategory=ALL&limitNum=20' });
    expect(res.statusCode).toBe(200);
    const body = WinnersResponseSchema.parse(res.json());
    expect(body.jackpotWinners).toHaveLength(20);
    expect(body.biggestWins).toHaveLength(20);
    for (const w of [...body.jackpotWinners, ...body.biggestWins]) {
      expect(w.customerName).toMatch(/^.{1,2}\*\*\*.?$/);
      expect(Number.isInteger(w.winAmount)).toBe(true);
    }
    const amounts = body.biggestWins.map((w) => w.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(body.jackpotWinners.every((w) => ['GRAND', 'MAJOR', 'MINOR', 'MINI'].includes(w.prize))).toBe(true);
    const few = WinnersResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/winners?limitNum=3' })).json());
    expect(few.biggestWins).toHaveLength(3);
  });

  it('GET /games/vendors returns the raw sorting list that re-shapes per SPEC §4', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/games/vendors?platform=html5-desktop' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const { lanes } = VendorsResponseSchema.parse(res.json());
    const titles = lanes.map((l) => l.title);
    expect(titles).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS']));
    expect(titles).not.toContain('ESPORTS');
    const sports = lanes.find((l) => l.title === 'SPORTS');
    expect(sports?.cards.map((c) => c.vassalage)).toEqual(expect.arrayContaining(['IMES', 'DS88']));
    expect(sports?.cards.find((c) => c.vassalage === 'BTI')?.maintenance).toBe(true);
    const rng = lanes.find((l) => l.title === 'RNG');
    expect(rng?.cards.slice(0, 8).map((c) => c.vassalage)).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    expect(rng?.cards.find((c) => c.vassalage === 'PG')?.gameCount).toBe(RNG_FOOTER_COUNTS.PG);
    expect(rng?.gameClassify.find((c) => c.code === 'SLOT')?.vendors).toContain('PG');
    expect(sports?.cards.find((c) => c.vassalage === 'SABA')?.gameCode).toBe('SABA_SPORTS');
    const shaped = reshapeVendorLanes(lanes, { esportsVendors: ['IMES'], cockfightVendors: ['DS88'], inhouseExclusions: [] });
    const at = shaped.findIndex((l) => l.title === 'SPORTS');
    expect(shaped.slice(at, at + 3).map((l) => l.title)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
    expect(prizeMode(lanes)).toBe('ELOTT');
  });

  it('GET /games/announcements and /content/notices serve sanitised notices, 9 per page', async () => {
    await t.database.db
      .insertInto('notices')
      .values({ kind: 'PLAYER', title: 'Injected', content: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com">ok</a></p><img src=x onerror=alert(1)>' })
      .execute();
    const ann = await t.app.inject({ method: 'GET', url: '/api/v1/games/announcements' });
    expect(ann.statusCode).toBe(200);
    expect(ann.json().list.length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/content/notices?page=1&pageSize=9' });
    const body = NoticesResponseSchema.parse(res.json());
    expect(body.list).toHaveLength(9);
    expect(body.total).toBe(13);
    expect(body.totalPages).toBe(2);
    const injected = body.list.find((n) => n.title === 'Injected');
    // The javascript: link loses its href (its text stays, inert); the script, handlers and broken image are gone.
    expect(injected?.content).toBe('<p>Hi <a rel="noopener noreferrer" target="_blank">x</a> <a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a></p>');
    const page2 = NoticesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/content/notices?page=2&pageSize=9' })).json());
    expect(page2.list).toHaveLength(4);
  });

  it('GET /content/banners lists the w_home banners in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/content/banners?group=w_home' });
    expect(res.statusCode).toBe(200);
    const { list } = res.json() as { list: { title: string; imageUrl: string; linkageType: string }[] };
    expect(list.length).toBe(4);
    expect(list[0]).toMatchObject({ title: 'Welcome bonus', linkageType: 'INTERNAL' });
  });

  it('gives a Thai visitor the Thai banner captions, marquee notices and game announcements (TH reads TY), others the default', async () => {
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { list: { id: number; title: string; content?: string }[] };
    };
    const en = await get('/api/v1/content/banners?group=w_home&language=EN');
    const ty = await get('/api/v1/content/banners?group=w_home&language=TY');
    expect(ty.list.map((b) => b.id)).toEqual(en.list.map((b) => b.id));
    expect(ty.list[0]?.title).toBe('โบนัสต้อนรับ');
    expect((await get('/api/v1/content/banners?group=w_home&language=th')).list[0]?.title).toBe('โบนัสต้อนรับ');
    // A language without its own text reads the default one.
    expect((await get('/api/v1/content/banners?group=w_home&language=DE')).list[0]?.title).toBe('Welcome bonus');
    expect((await get('/api/v1/content/banners?group=w_home&language=VI')).list[0]?.title).toBe('Thưởng chào mừng');

    const notices = await get('/api/v1/content/notices?page=1&pageSize=9&language=TY');
    const thai = /[\u0E00-\u0E7F]/;
    expect(notices.list.length).toBe(9);
    for (const n of notices.list.filter((x) => x.title !== 'Injected')) {
      expect(n.title, n.title).toMatch(thai);
      expect(n.content).toMatch(thai);
    }
    // The Arabic marquee and notice list are Arabic too, signed off in Arabic.
    const arabic = await get('/api/v1/content/notices?page=1&pageSize=9&language=AR');
    for (const n of arabic.list.filter((x) => x.title !== 'Injected')) {
      expect(n.title, n.title).toMatch(/[\u0600-\u06FF]/);
      expect(n.content).toMatch(/[\u0600-\u06FF]/);
    }
    const games = await get('/api/v1/games/announcements?language=TY');
    expect(games.list.map((g) => g.title)).toContain('ปิดปรับปรุง RSG Slots');
    expect((await get('/api/v1/games/announcements?language=EN')).list.map((g) => g.title)).toContain('RSG Slots maintenance');
    expect((await get('/api/v1/games/announcements?language=HI')).list.map((g) => g.title)).not.toContain('RSG Slots maintenance');
  });
});

describe('favourites and recent games', () => {
  it('adds idempotently, lists, flags the game list, and removes', async () => {
    const a = await signedInMember(t.database.db);
    const [g1, g2] = (await games({ gameType: 'RNG', vassalage: 'FC', pageSize: 2 })).list;
    for (const g of [g1, g1, g2]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/games/favourites', headers: a.headers, payload: { nodeId: g?.nodeId, vendor: 'FC', gameType: 'RNG' } });
      expect(res.statusCode).toBe(204);
    }
    const list = FavouritesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/favourites?pageNo=1&pageSize=999', headers: a.headers })).json());
    expect(list.content.map((g) => g.nodeId).sort()).toEqual([g1?.nodeId, g2?.nodeId].sort());
    expect(list.content.every((g) => g.favourite === true)).toBe(true);
    const flagged = await games({ gameType: 'RNG', vassalage: 'FC', pageSize: 3 }, a.headers);
    expect(flagged.list.map((g) => g.favourite)).toEqual([true, true, false]);
    expect((await games({ gameType: 'RNG', vassalage: 'FC', pageSize: 1 })).list[0]?.favourite).toBeUndefined();

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/games/favourites/${g1?.nodeId}`, headers: a.headers });
    expect(del.statusCode).toBe(204);
    const after = FavouritesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/favourites', headers: a.headers })).json());
    expect(after.content.map((g) => g.nodeId)).toEqual([g2?.nodeId]);
  });

  it("keeps members apart: B neither sees nor removes A's favourites", async () => {
    const a = await signedInMember(t.database.db);
    const b = await signedInMember(t.database.db);
    const [g] = (await games({ gameType: 'LIVE', pageSize: 1 })).list;
    await t.app.inject({ method: 'POST', url: '/api/v1/games/favourites', headers: a.headers, payload: { nodeId: g?.nodeId } });
    const bList = FavouritesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/favourites', headers: b.headers })).json());
    expect(bList.content).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/games/favourites/${g?.nodeId}`, headers: b.headers })).statusCode).toBe(204);
    const aList = FavouritesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/favourites', headers: a.headers })).json());
    expect(aList.content.map((x) => x.nodeId)).toEqual([g?.nodeId]);
  });

  it('refuses visitors and unknown games', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/favourites' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/games/favourites', payload: { nodeId: 1 } })).statusCode).toBe(401);
    const a = await signedInMember(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/games/favourites', headers: a.headers, payload: { nodeId: 99_999_999 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('GAME_NOT_FOUND');
  });

  it('records a launch in the recent list, newest first, per member', async () => {
    const a = await signedInMember(t.database.db);
    const b = await signedInMember(t.database.db);
    for (const code of ['PG_0003', 'JL_0004', 'PG_0003']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/games/launch?gameCode=${code}`, headers: a.headers })).statusCode).toBe(200);
    }
    const recent = RecentResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/recent?page=1&pageSize=20', headers: a.headers })).json());
    expect(recent.list.map((g) => g.gameCode)).toEqual(['PG_0003', 'JL_0004']);
    const other = RecentResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/recent', headers: b.headers })).json());
    expect(other.list).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/recent' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/games/launch', () => {
  const open = (code: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/games/launch?gameCode=${code}&language=EN`, headers });

  it('needs a session (401) and a real account (403 TRIAL_NOT_ALLOWED)', async () => {
    expect((await open('PG_0001')).statusCode).toBe(401);
    const trial = await signedInMember(t.database.db, { type: TRIAL_TYPE });
    const res = await open('PG_0001', trial.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('refuses unknown games (404) and games or vendors under maintenance (409)', async () => {
    const m = await signedInMember(t.database.db);
    const unknown = await open('NOPE_0001', m.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GAME_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/launch?gameCode=PG_0001&vassalage=JL', headers: m.headers })).statusCode).toBe(404);
    const vendorDown = await open('RSG_0001', m.headers);
    expect(vendorDown.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(vendorDown.json())).toMatchObject({ code: 'GAME_MAINTENANCE', details: { scope: 'vendor', vassalage: 'RSG' } });
    const down = catalogue.find((g) => g.maintenance && g.vendor === 'PG');
    const gameDown = await open(down?.code as string, m.headers);
    expect(gameDown.statusCode).toBe(409);
    expect(gameDown.json().details).toMatchObject({ scope: 'game', gameCode: down?.code });
    // Maintenance switched on at run time applies at once.
    await t.app.games.setGameMaintenance('PG_0002', true);
    expect((await open('PG_0002', m.headers)).statusCode).toBe(409);
    await t.app.games.setGameMaintenance('PG_0002', false);
    expect((await open('PG_0002', m.headers)).statusCode).toBe(200);
  });

  it('labels in-house game art with the brand word, not the technical code INHOUSE', async () => {
    const art = await t.app.inject({ method: 'GET', url: '/api/v1/games/art/INH_SLOT_LOTUS.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('>Lotus</text>');
    expect(art.body).not.toContain('INHOUSE');
  });

  it("the side menu's Lottery (first LOTT and ELOTT vendor) is the site's own lottery, not a sandbox vendor page", async () => {
    const m = await signedInMember(t.database.db);
    const { lanes } = (await t.app.inject({ method: 'GET', url: '/api/v1/games/vendors' })).json() as { lanes: { title: string; cards: { vassalage: string; gameCode: string | null }[] }[] };
    for (const title of ['LOTT', 'ELOTT']) {
      const first = lanes.find((l) => l.title === title)?.cards[0];
      expect(first?.vassalage).toBe('INHOUSE');
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/games/launch?gameCode=${first?.gameCode}&language=TY`, headers: m.headers });
      expect(LaunchResponseSchema.parse(res.json()).url).toMatch(/^\/lottery\?/);
    }
  });

  it('speaks the launch language on the sandbox provider page (Thai on the Thai site) and carries the site icon', async () => {
    const m = await signedInMember(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/games/launch?gameCode=JL_0001&language=TY', headers: m.headers });
    const { url } = LaunchResponseSchema.parse(res.json());
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="th">');
    expect(page.body).toContain('ผู้ให้บริการเกมทดสอบ — ยังไม่ได้เชื่อมต่อผู้ให้บริการจริง');
    expect(page.body).not.toContain('no real provider connected');
    const thaiName = catalogue.find((g) => g.code === 'JL_0001')?.names.TY as string;
    expect(page.body).toContain(`<title>${thaiName} — `);
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg"');
    // The play panel gets its texts from the page.
    expect(page.body).toContain('data-texts=');
    expect(page.body).toContain('เล่นหนึ่งรอบ');
    const expired = await t.app.inject({ method: 'GET', url: '/sandbox/provider/JL?session=x.y&game=JL_0001&language=TY' });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('<html lang="th">');
    expect(expired.body).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it('opens the signed sandbox provider page, which refuses tampered sessions', async () => {
    const m = await signedInMember(t.database.db);
    const res = await open('JL_0001', m.headers);
    expect(res.statusCode).toBe(200);
    const { url, mode } = LaunchResponseSchema.parse(res.json());
    expect(mode).toBe('iframe');
    expect(url).toMatch(/^\/sandbox\/provider\/JL\?session=[\w-]+\.[\w-]+&game=JL_0001/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Sandbox game provider — no real provider connected');
    expect(page.body).toContain(catalogue.find((g) => g.code === 'JL_0001')?.names.EN);
    // CSP-compatible: no inline scripts (external same-origin scripts only).
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    const scriptSrc = String(page.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');

    const session = new URL(url, 'http://x').searchParams.get('session') as string;
    const [body, mac] = session.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body as string, 'base64url').toString()), m: 1 })).toString('base64url');
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/provider/JL?session=${forged}.${mac}&game=JL_0001` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/provider/PG?session=${session}&game=JL_0001` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/provider/JL?session=${session}&game=JL_0002` })).statusCode).toBe(403);
  });

  it('launches the in-house slot on its own page of this site, not the sandbox provider', async () => {
    const m = await signedInMember(t.database.db);
    const { url } = LaunchResponseSchema.parse((await open('INH_SLOT_LOTUS', m.headers)).json());
    expect(url).toBe('/inhouse/slot?gameCode=INH_SLOT_LOTUS&language=EN');
    const recent = RecentResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/recent', headers: m.headers })).json());
    expect(recent.list.map((g) => g.gameCode)).toEqual(['INH_SLOT_LOTUS']);
  });

  it('picks the launch host from launchGameCDNs when configured', async () => {
    const m = await signedInMember(t.database.db);
    await t.app.site.setCdns('launch', ['https://play1.cdn.test/']);
    try {
      const { url } = LaunchResponseSchema.parse((await open('PT_0001', m.headers)).json());
      expect(url.startsWith('https://play1.cdn.test/sandbox/provider/PT?')).toBe(true);
    } finally {
      await t.app.site.setCdns('launch', []);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the games and content routes with query and response schemas', async () => {
    // Only these modules' routes, so the check does not depend on other modules' documentation.
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('identify', async () => undefined);
    app.decorate('authenticate', async () => undefined);
    await app.register(swagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
    await app.register(gamesRoutes, { prefix: '/api/v1', service: t.app.games });
    await app.register(sandboxRoutes, { service: t.app.games });
    await app.register(contentRoutes, { prefix: '/api/v1', service: t.app.content });
    await app.ready();
    const paths = (app.swagger() as { paths: Record<string, Record<string, { parameters?: unknown[]; responses?: Record<string, unknown>; tags?: string[] }>> }).paths;
    for (const p of ['/api/v1/games', '/api/v1/games/vendors', '/api/v1/games/hot', '/api/v1/games/winners', '/api/v1/games/favourites', '/api/v1/games/recent', '/api/v1/games/launch', '/api/v1/games/announcements', '/api/v1/content/banners', '/api/v1/content/notices']) {
      expect(paths[p]?.get?.responses, p).toHaveProperty('200');
    }
    expect(paths['/api/v1/games']?.get?.parameters?.length).toBeGreaterThan(5);
    expect(paths['/api/v1/games/favourites']?.post?.responses).toHaveProperty('204');
    expect(paths['/api/v1/games/favourites/{nodeId}']?.delete?.responses).toHaveProperty('204');
    expect(paths['/sandbox/provider/{vendor}']?.get?.tags).toEqual(['sandbox']);
    await app.close();
  });
});

describe('operator maintenance switches', () => {
  const put = (url: string, headers: Record<string, string>, maintenance: unknown) => t.app.inject({ method: 'PUT', url, headers, payload: { maintenance } });

  it('lets an admin operator put a vendor under maintenance and back, audited; lists and launch follow at once', async () => {
    const admin = await signedInOperator(t, 'admin');
    const member = await signedInMember(t.database.db);
    const on = await put('/api/v1/operator/vendors/EG2/maintenance', admin.headers, true);
    expect(on.statusCode, on.body).toBe(200);
    expect((await games({ vassalage: 'EG2', pageSize: 5 })).list.every((g) => g.maintenance)).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/games/launch?gameCode=EG2_0001', headers: member.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.scope).toBe('vendor');
    const lanes = VendorsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/vendors' })).json()).lanes;
    expect(lanes.find((l) => l.title === 'RNG')?.cards.find((c) => c.vassalage === 'EG2')?.maintenance).toBe(true);
    expect((await put('/api/v1/operator/vendors/EG2/maintenance', admin.headers, false)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/launch?gameCode=EG2_0001', headers: member.headers })).statusCode).toBe(200);

    expect((await put('/api/v1/operator/games/EG2_0002/maintenance', admin.headers, true)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/launch?gameCode=EG2_0002', headers: member.headers })).statusCode).toBe(409);
    expect((await put('/api/v1/operator/games/EG2_0002/maintenance', admin.headers, false)).statusCode).toBe(200);

    const audit = await t.app.operator.listAudit({ page: 1, pageSize: 20, targetId: 'EG2' });
    expect(audit.items.map((a) => a.action)).toEqual(['games.vendor_maintenance', 'games.vendor_maintenance']);
  });

  it('refuses members, finance operators, unknown codes and bad bodies', async () => {
    const member = await signedInMember(t.database.db);
    const finance = await signedInOperator(t, 'finance');
    const admin = await signedInOperator(t, 'admin');
    expect((await put('/api/v1/operator/vendors/PG/maintenance', {}, true)).statusCode).toBe(401);
    expect((await put('/api/v1/operator/vendors/PG/maintenance', member.headers, true)).statusCode).toBe(401);
    expect((await put('/api/v1/operator/vendors/PG/maintenance', finance.headers, true)).statusCode).toBe(403);
    const unknown = await put('/api/v1/operator/games/NOPE_9/maintenance', admin.headers, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GAME_NOT_FOUND');
    expect((await put('/api/v1/operator/vendors/NOPE/maintenance', admin.headers, true)).json().code).toBe('VENDOR_NOT_FOUND');
    expect((await put('/api/v1/operator/vendors/PG/maintenance', admin.headers, 'yes')).statusCode).toBe(400);
    expect((await games({ vassalage: 'PG', pageSize: 1 })).list[0]?.maintenance).toBe(false);
  });
});

describe('generated artwork', () => {
  it('is deterministic per game, differs between games, and is cacheable', async () => {
    const a1 = await t.app.inject({ method: 'GET', url: '/api/v1/games/art/PG_0001.svg' });
    const a2 = await t.app.inject({ method: 'GET', url: '/api/v1/games/art/PG_0001.svg' });
    const b = await t.app.inject({ method: 'GET', url: '/api/v1/games/art/PG_0002.svg' });
    expect(a1.statusCode).toBe(200);
    expect(a1.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a1.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(a1.body).toBe(a2.body);
    expect(a1.body).not.toBe(b.body);
    expect(a1.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(a1.body).not.toMatch(/<script/i);
    const cached = await t.app.inject({ method: 'GET', url: '/api/v1/games/art/PG_0001.svg', headers: { 'if-none-match': String(a1.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/art/vendor/PG.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/art/NOPE_1.svg' })).statusCode).toBe(404);
  });
});

describe('bad input is refused with a 4xx, never a 500', () => {
  const cases: [string, string, number][] = [
    ['page size over 200', '/api/v1/games?pageSize=100000', 400],
    ['page size zero', '/api/v1/games?pageSize=0', 400],
    ['page number not a number', '/api/v1/games?pageNo=abc', 400],
    ['negative page', '/api/v1/games?pageNo=-1', 400],
    ['unknown game type', '/api/v1/games?gameType=CASINO', 400],
    ['SQL in vassalage', `/api/v1/games?vassalage=${encodeURIComponent("PG' OR '1'='1")}`, 400],
    ['over-long search', `/api/v1/games?q=${'a'.repeat(101)}`, 400],
    ['script language', `/api/v1/games?language=${encodeURIComponent('<script>')}`, 400],
    ['winner limit too large', '/api/v1/games/winners?limitNum=100000', 400],
    ['art path traversal', '/api/v1/games/art/..%2F..%2Fetc%2Fpasswd.svg', 400],
    ['sandbox without session', '/sandbox/provider/PG?game=PG_0001', 400],
    ['notices page size', '/api/v1/content/notices?pageSize=1000', 400],
    ['banner group', '/api/v1/content/banners?group=evil', 400],
  ];
  it.each(cases)('%s', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('treats SQL and script payloads in q as plain text', async () => {
    for (const q of ["'; DROP TABLE games; --", '<script>alert(1)</script>', '%_%', '\\', "' OR 1=1 --"]) {
      const res = await games({ q });
      expect(res.total).toBe(0);
    }
    expect((await games({ gameType: 'RNG', pageSize: 1 })).total).toBeGreaterThan(10_000);
  });

  it('refuses wrong body types for favourites', async () => {
    const m = await signedInMember(t.database.db);
    for (const payload of [{ nodeId: 'abc' }, { nodeId: 1.5 }, { nodeId: -3 }, {}, { nodeId: '1 OR 1=1' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/games/favourites', headers: m.headers, payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/games/favourites/abc', headers: m.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/launch?gameCode=', headers: m.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games/vassalage-types?vassalage=PG', headers: m.headers })).json()).toEqual({
      types: [{ gameType: 'RNG', count: RNG_FOOTER_COUNTS.PG }],
    });
  });
});
