import { AnnouncementsResponseSchema, COMPLETE_CATALOGS, ErrorCode, type AnnouncementsResponse } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementTexts, seedContent, SEED_ANNOUNCEMENTS } from '../src/seed/content.ts';
import { SEED_TRANSLATIONS } from '../src/seed/translations/index.ts';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { signedInOperator } from './payments.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function announcements(query: string, headers: Record<string, string> = {}): Promise<AnnouncementsResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/content/announcements?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return AnnouncementsResponseSchema.parse(res.json());
}

const titles = (items: { title: string }[]) => items.map((i) => i.title);

async function operator(role: 'admin' | 'finance' | 'content' = 'content') {
  const username = `op${Math.random().toString(36).slice(2, 10)}`;
  const created = await t.app.operator.create(username, role);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password: created.password } });
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

async function create(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/operator/content/announcements', headers, payload: body });
}

describe('GET /api/v1/content/announcements: audience and execution', () => {
  it('a visitor sees the anonymous (B) popups only, highest priority first, in English by default', async () => {
    const r = await announcements('types=PU');
    expect(titles(r.popup)).toEqual(['Welcome to Lotus Play', 'Play responsibly']);
    expect(r.popup.every((p) => p.execution === 'B' && p.language === 'EN')).toBe(true);
    expect(r.player).toEqual([]);
  });

  it('a member sees the logged-in (A) popups for members, not those for agents or higher VIP levels', async () => {
    const m = await signedInMember(t.app.db);
    const r = await announcements('types=PU', m.headers);
    expect(titles(r.popup)).toEqual(['Weekend reload bonus']);
  });

  it('a member on first login (execution=F) also sees the first-login popup, first', async () => {
    const m = await signedInMember(t.app.db);
    const r = await announcements('types=PU&execution=F', m.headers);
    expect(titles(r.popup)).toEqual(['Your first-deposit gift', 'Weekend reload bonus']);
  });

  it('an agent sees the agents popup, not the members one', async () => {
    const a = await signedInMember(t.app.db, { type: 1 });
    const r = await announcements('types=PU', a.headers);
    expect(titles(r.popup)).toEqual(['Agent commission update']);
  });

  it('a VIP popup reaches members at or above its level only', async () => {
    const low = await signedInMember(t.app.db);
    const high = await signedInMember(t.app.db);
    await t.app.db.updateTable('members').set({ vip_level: 2 }).where('id', '=', low.id).execute();
    await t.app.db.updateTable('members').set({ vip_level: 3 }).where('id', '=', high.id).execute();
    expect(titles((await announcements('types=PU', low.headers)).popup)).not.toContain('VIP cashback week');
    expect(titles((await announcements('types=PU', high.headers)).popup)).toEqual(['VIP cashback week', 'Weekend reload bonus']);
  });

  it('groups every type in its payload group with promotion images', async () => {
    const r = await announcements('types=B,PL,PU,PR&platform=W&execution=B');
    expect(titles(r.player)).toEqual(['Scheduled system upgrade']);
    expect(r.promotion[0]?.announcementImages).toEqual([{ sequence: 1, url: expect.stringMatching(/^https:/) }]);
  });

  it('refuses unknown types and platforms with 400', async () => {
    for (const q of ['types=XX', 'platform=Z', 'execution=Q', 'language=<b>']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/content/announcements?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe(ErrorCode.VALIDATION_ERROR);
    }
  });
});

describe('language', () => {
  it('serves the Thai text for TY (and its alias TH)', async () => {
    for (const language of ['TY', 'th']) {
      const r = await announcements(`types=PU&language=${language}`);
      expect(titles(r.popup)).toEqual(['ยินดีต้อนรับสู่ Lotus Play', 'เล่นอย่างมีความรับผิดชอบ']);
      expect(r.popup[0]?.language).toBe('TY');
    }
  });

  it('serves the Arabic, Hindi, Vietnamese and Chinese texts of the demo popups', async () => {
    const expected: Record<string, string[]> = {
      AR: ['مرحبًا بك في Lotus Play', 'العب بمسؤولية'],
      HI: ['Lotus Play में आपका स्वागत है', 'ज़िम्मेदारी से खेलें'],
      VI: ['Chào mừng bạn đến với Lotus Play', 'Chơi có trách nhiệm'],
      CN: ['欢迎来到 Lotus Play', '理性游戏'],
    };
    for (const [language, popups] of Object.entries(expected)) {
      const r = await announcements(`types=PU&language=${language}`);
      expect(titles(r.popup), language).toEqual(popups);
      expect(r.popup.every((p) => p.language === language)).toBe(true);
    }
  });

  it('falls back to the brand default language (EN) when a language has no text', async () => {
    const r = await announcements('types=PU&language=DE');
    expect(titles(r.popup)).toEqual(['Welcome to Lotus Play', 'Play responsibly']);
    expect(r.popup[0]?.language).toBe('EN');
  });

  it('falls back to a language that exists when even the default is missing', async () => {
    const op = await operator();
    const res = await create(op, { type: 'PL', execution: 'B', texts: [{ language: 'TY', title: 'ภาษาไทยเท่านั้น', content: '<p>ไทย</p>' }] });
    expect(res.statusCode, res.body).toBe(201);
    const r = await announcements('types=PL&language=CN');
    expect(titles(r.player)).toContain('ภาษาไทยเท่านั้น');
    await t.app.inject({ method: 'DELETE', url: `/api/v1/operator/content/announcements/${res.json().id}`, headers: op });
  });

  it('every seeded announcement has an English text and one in each seeded language, with the same markup', () => {
    const tags = (html: string) => html.match(/<\/?[a-z]+>/g);
    for (const a of SEED_ANNOUNCEMENTS) {
      const texts = announcementTexts(a);
      expect(texts.map((x) => x.language)).toEqual(['EN', ...Object.keys(SEED_TRANSLATIONS)]);
      for (const text of texts) expect(tags(text.content), `${a.en.title} ${text.language}`).toEqual(tags(a.en.content));
    }
  });

  it('the demo content is translated into every language that has a complete catalogue', () => {
    const catalogues = COMPLETE_CATALOGS.filter((c) => c !== 'en').map((c) => c.toUpperCase());
    expect(Object.keys(SEED_TRANSLATIONS).sort()).toEqual([...catalogues].sort());
  });

  it('seeding again adds a missing translation and keeps one an operator edited', async () => {
    const db = t.database.db;
    const welcome = await db.selectFrom('announcement_texts').select('announcement_id').where('language', '=', 'EN').where('title', '=', 'Welcome to Lotus Play').executeTakeFirstOrThrow();
    const id = welcome.announcement_id;
    await db.deleteFrom('announcement_texts').where('announcement_id', '=', id).where('language', '=', 'HI').execute();
    await db.updateTable('announcement_texts').set({ title: 'Operator title' }).where('announcement_id', '=', id).where('language', '=', 'VI').execute();
    await seedContent(db);
    const texts = await db.selectFrom('announcement_texts').select(['language', 'title']).where('announcement_id', '=', id).execute();
    expect(texts.find((x) => x.language === 'HI')?.title).toBe('Lotus Play में आपका स्वागत है');
    expect(texts.find((x) => x.language === 'VI')?.title).toBe('Operator title');
    expect(texts).toHaveLength(1 + Object.keys(SEED_TRANSLATIONS).length);
  });
});

describe('schedule', () => {
  it('shows an announcement only between its start and end', async () => {
    const op = await operator();
    const hour = 3_600_000;
    const future = await create(op, { type: 'PL', execution: 'B', startsAt: new Date(Date.now() + hour).toISOString(), texts: [{ language: 'EN', title: 'Future', content: 'x' }] });
    const past = await create(op, {
      type: 'PL',
      execution: 'B',
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
      texts: [{ language: 'EN', title: 'Past', content: 'x' }],
    });
    const now = await create(op, { type: 'PL', execution: 'B', priority: 50, endsAt: new Date(Date.now() + hour).toISOString(), texts: [{ language: 'EN', title: 'Now', content: 'x' }] });
    for (const r of [future, past, now]) expect(r.statusCode, r.body).toBe(201);
    const list = titles((await announcements('types=PL')).player);
    expect(list[0]).toBe('Now');
    expect(list).not.toContain('Future');
    expect(list).not.toContain('Past');
    // Moving the start into the past publishes it.
    await sql`UPDATE announcements SET starts_at = now() - interval '1 minute' WHERE id = ${future.json().id}`.execute(t.app.db);
    expect(titles((await announcements('types=PL')).player)).toContain('Future');
    // Disabled ones are hidden.
    const body = { ...future.json(), enabled: false, texts: [{ language: 'EN', title: 'Future', content: 'x' }] };
    delete body.id;
    delete body.updatedAt;
    const off = await t.app.inject({ method: 'PUT', url: `/api/v1/operator/content/announcements/${future.json().id}`, headers: op, payload: body });
    expect(off.statusCode, off.body).toBe(200);
    expect(titles((await announcements('types=PL')).player)).not.toContain('Future');
  });
});

describe('operator API', () => {
  it('needs an operator with role admin or content', async () => {
    const body = { type: 'PU', execution: 'B', texts: [{ language: 'EN', title: 'x', content: 'x' }] };
    expect((await create({}, body)).statusCode).toBe(401);
    const member = await signedInMember(t.app.db);
    expect((await create(member.headers, body)).statusCode).toBe(401);
    expect((await create(await operator('finance'), body)).statusCode).toBe(403);
    expect((await create(await operator('admin'), body)).statusCode).toBe(201);
    const finance = await signedInOperator(t, 'finance');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/content/announcements', headers: finance.headers })).statusCode).toBe(403);
  });

  it('sanitises HTML when it is written, and audits the change', async () => {
    const op = await operator();
    const res = await create(op, {
      type: 'PL',
      execution: 'B',
      texts: [{ language: 'EN', title: '<b>Bold</b> title<script>x</script>', content: '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><script>alert(1)</script></p>' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.app.db.selectFrom('announcement_texts').select(['title', 'content']).where('announcement_id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: 'Bold title', content: '<p>Hi <a rel="noopener noreferrer" target="_blank">x</a></p>' });
    const audit = await t.app.db.selectFrom('operator_audit').select('action').where('target_type', '=', 'announcement').where('target_id', '=', String(res.json().id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['content.announcement_create']);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const op = await operator();
    const before = await t.app.db.selectFrom('announcements').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const bad = [
      { type: 'PU', execution: 'B', texts: [] },
      { type: 'ZZ', execution: 'B', texts: [{ language: 'EN', title: 'x', content: 'x' }] },
      { type: 'PU', execution: 'B', audience: 'VIP', texts: [{ language: 'EN', title: 'x', content: 'x' }] },
      { type: 'PU', execution: 'B', audience: 'MEMBERS', texts: [{ language: 'EN', title: 'x', content: 'x' }] },
      { type: 'PU', execution: 'A', startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z', texts: [{ language: 'EN', title: 'x', content: 'x' }] },
      { type: 'PU', execution: 'A', texts: [{ language: 'EN', title: 'x', content: 'x' }, { language: 'en', title: 'y', content: 'y' }] },
      { type: 'PU', execution: 'A', texts: [{ language: 'TH', title: 'x', content: 'x' }, { language: 'TY', title: 'y', content: 'y' }] },
      { type: 'PU', execution: 'A', texts: [{ language: 'EN', title: '<script>x</script>', content: 'x' }] },
      { type: 'PR', execution: 'A', images: [{ sequence: 1, url: 'javascript:alert(1)' }], texts: [{ language: 'EN', title: 'x', content: 'x' }] },
    ];
    for (const body of bad) {
      const res = await create(op, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = await t.app.db.selectFrom('announcements').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/v1/operator/content/announcements/999999', headers: op, payload: { type: 'PU', execution: 'B', texts: [{ language: 'EN', title: 'x', content: 'x' }] } });
    expect(missing.statusCode).toBe(404);
  });
});
