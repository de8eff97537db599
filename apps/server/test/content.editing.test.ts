import { BannerInputSchema, BannersResponseSchema, NoticeInputSchema, NoticesResponseSchema } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentEditingService } from '../src/modules/content/editing-service.ts';
import { ContentRepository } from '../src/modules/content/repository.ts';
import { ContentService } from '../src/modules/content/service.ts';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function operator(role: 'admin' | 'finance' | 'content' | 'support' = 'content'): Promise<Headers> {
  const username = `op${Math.random().toString(36).slice(2, 10)}`;
  const created = await t.app.operator.create(username, role);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password: created.password } });
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/operator/content/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const IMAGE = '/api/v1/content/images/0b7c1a8e-5a9f-4e43-9d35-6a1f1b2c3d4e';
let seq = 0;
const unique = (s: string) => `${s} ${++seq}-${Math.random().toString(36).slice(2, 6)}`;

async function homeBanners(language: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/content/banners?group=w_home&language=${language}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, no-cache');
  return BannersResponseSchema.parse(res.json()).list;
}

async function marquee(language: string, headers: Headers = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/content/notices?pageSize=50&language=${language}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return NoticesResponseSchema.parse(res.json()).list;
}

async function count(table: 'banners' | 'banner_texts' | 'notices' | 'notice_texts') {
  const row = await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function audits(targetType: string, id: number) {
  const rows = await t.app.db.selectFrom('operator_audit').select('action').where('target_type', '=', targetType).where('target_id', '=', String(id)).orderBy('id').execute();
  return rows.map((r) => r.action);
}

describe('operator banners', () => {
  it('creates, lists, updates and deletes a banner; the member API shows each change at once, and every change is audited', async () => {
    const op = await operator();
    const en = unique('Spring cup');
    const created = await call('POST', 'banners', op, {
      imageUrl: IMAGE,
      linkageType: 'INTERNAL',
      linkUrl: '/promotions',
      sort: -5,
      texts: [
        { language: 'EN', title: en },
        { language: 'TH', title: 'ถ้วยฤดูใบไม้ผลิ' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json();
    // TH is stored as TY (decision 0002); the brand default language (EN) first.
    expect(banner.texts).toEqual([
      { language: 'EN', title: en, imageUrl: null },
      { language: 'TY', title: 'ถ้วยฤดูใบไม้ผลิ', imageUrl: null },
    ]);

    // Member API: first in order (sort -5), Thai for TH and TY, English for a language without a text.
    expect((await homeBanners('TH'))[0]).toMatchObject({ id: banner.id, title: 'ถ้วยฤดูใบไม้ผลิ', imageUrl: IMAGE, linkUrl: '/promotions' });
    expect((await homeBanners('VI'))[0]).toMatchObject({ id: banner.id, title: en });

    const list = await call('GET', 'banners', op);
    expect(list.statusCode).toBe(200);
    expect(list.json().defaultLanguage).toBe('EN');
    expect(list.json().items.map((b: { id: number }) => b.id)).toContain(banner.id);

    // Update: a new Thai caption and a Thai picture; the next read of the member API shows them.
    const thImage = '/banners/home-2.svg';
    const updated = await call('PUT', `banners/${banner.id}`, op, {
      imageUrl: IMAGE,
      linkageType: 'EXTERNAL',
      linkUrl: 'https://example.com/cup?x=1',
      sort: -5,
      texts: [
        { language: 'EN', title: en },
        { language: 'TY', title: 'ถ้วยใหม่', imageUrl: thImage },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await homeBanners('TH'))[0]).toMatchObject({ id: banner.id, title: 'ถ้วยใหม่', imageUrl: thImage, linkageType: 'EXTERNAL', linkUrl: 'https://example.com/cup?x=1' });
    expect((await homeBanners('EN'))[0]).toMatchObject({ id: banner.id, title: en, imageUrl: IMAGE });

    // Disabled: gone from the member API, still listed for operators.
    const disabled = await call('PUT', `banners/${banner.id}`, op, { imageUrl: IMAGE, enabled: false, texts: [{ language: 'EN', title: en }] });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().linkUrl).toBeNull();
    expect((await homeBanners('EN')).map((b) => b.id)).not.toContain(banner.id);

    const textsBefore = await count('banner_texts');
    expect((await call('DELETE', `banners/${banner.id}`, op)).statusCode).toBe(204);
    expect((await call('DELETE', `banners/${banner.id}`, op)).statusCode).toBe(404);
    expect(await count('banner_texts')).toBe(textsBefore);
    expect(await audits('banner', banner.id)).toEqual(['content.banner_create', 'content.banner_update', 'content.banner_update', 'content.banner_delete']);
  });

  it('the cached banners and notices (boot banners of the home page, the marquee) are dropped on a change, even with a long cache', async () => {
    // The test app caches for 0 ms; here the member-facing service keeps answers for a minute, as in production it could.
    const repo = new ContentRepository(t.app.db);
    const content = new ContentService(repo, { cacheMs: 60_000 });
    const editor = new ContentEditingService(repo, content, async () => 'EN');
    const en = unique('Boot banner');
    const banner = await editor.createBanner(BannerInputSchema.parse({ imageUrl: '/banners/home-1.svg', sort: -9000, texts: [{ language: 'EN', title: en }] }));
    expect((await content.banners('w_home', 'TH')).list[0]?.title).toBe(en);
    await editor.updateBanner(banner.id, BannerInputSchema.parse({ imageUrl: '/banners/home-1.svg', sort: -9000, texts: [{ language: 'EN', title: en }, { language: 'TY', title: 'แบนเนอร์ไทย' }] }));
    expect((await content.banners('w_home', 'TH')).list[0]?.title).toBe('แบนเนอร์ไทย');
    await editor.removeBanner(banner.id);
    expect((await content.banners('w_home', 'TH')).list.map((b) => b.id)).not.toContain(banner.id);

    const notice = await editor.createNotice(NoticeInputSchema.parse({ sort: -9000, texts: [{ language: 'EN', title: unique('Cached'), content: 'one' }] }));
    expect((await content.notices('PLAYER', 1, 9, 'TH')).list[0]?.content).toBe('one');
    await editor.updateNotice(notice.id, NoticeInputSchema.parse({ sort: -9000, texts: [{ language: 'EN', title: unique('Cached'), content: 'one' }, { language: 'TH', title: 'ไทย', content: 'สอง' }] }));
    expect((await content.notices('PLAYER', 1, 9, 'TH')).list[0]?.content).toBe('สอง');
    await editor.removeNotice(notice.id);
  });

  it('refuses bad input with 4xx and stores nothing', async () => {
    const op = await operator();
    const [banners, texts] = [await count('banners'), await count('banner_texts')];
    const ok = { imageUrl: IMAGE, texts: [{ language: 'EN', title: unique('x') }] };
    const bad: Record<string, unknown>[] = [
      { ...ok, imageUrl: 'https://evil.example/pixel.png' },
      { ...ok, imageUrl: '/api/v1/content/images/not-a-uuid' },
      { ...ok, imageUrl: '/banners/../secret.svg' },
      { ...ok, imageUrl: 'javascript:alert(1)' },
      { ...ok, linkageType: 'EXTERNAL', linkUrl: 'javascript:alert(1)' },
      { ...ok, linkageType: 'EXTERNAL', linkUrl: 'http://example.com' },
      { ...ok, linkageType: 'INTERNAL', linkUrl: '//evil.example/x' },
      { ...ok, linkageType: 'INTERNAL', linkUrl: 'https://example.com' },
      { ...ok, linkageType: 'INTERNAL', linkUrl: null },
      { ...ok, linkageType: 'NONE', linkUrl: '/promotions' },
      { ...ok, group: 'w_nowhere' },
      { ...ok, texts: [] },
      { ...ok, texts: [{ language: 'TY', title: 'ไทยเท่านั้น' }] },
      { ...ok, texts: [{ language: 'EN', title: 'a' }, { language: 'en', title: 'b' }] },
      { ...ok, texts: [{ language: 'EN', title: 'a' }, { language: 'TH', title: 'ก' }, { language: 'TY', title: 'ข' }] },
      { ...ok, texts: [{ language: 'EN', title: '<script>alert(1)</script>' }] },
      { ...ok, texts: [{ language: 'EN', title: 'a' }, { language: 'TY', title: 'ก', imageUrl: 'https://evil.example/a.png' }] },
    ];
    for (const body of bad) {
      const res = await call('POST', 'banners', op, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
    expect(await count('banners')).toBe(banners);
    expect(await count('banner_texts')).toBe(texts);
    expect((await call('PUT', 'banners/999999', op, ok)).statusCode).toBe(404);
    expect((await call('PUT', 'banners/abc', op, ok)).statusCode).toBe(400);
  });

  it('a second banner with the same default-language title in a group is a 409; nothing changes', async () => {
    const op = await operator();
    const title = unique('Twin');
    const first = await call('POST', 'banners', op, { imageUrl: IMAGE, texts: [{ language: 'EN', title }] });
    expect(first.statusCode).toBe(201);
    const before = await count('banners');
    const twin = await call('POST', 'banners', op, { imageUrl: IMAGE, texts: [{ language: 'EN', title }, { language: 'TY', title: 'แฝด' }] });
    expect(twin.statusCode).toBe(409);
    expect(await count('banners')).toBe(before);
  });

  it('captions are plain text: markup is removed before they are stored', async () => {
    const op = await operator();
    const res = await call('POST', 'banners', op, { imageUrl: IMAGE, texts: [{ language: 'EN', title: `<b>Big</b> <img src=x onerror=alert(1)>win ${unique('')}` }] });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.db.selectFrom('banners').select('title').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.title).toMatch(/^Big win \d+-/);
  });
});

describe('operator notices (marquee)', () => {
  it('CRUD: markup stripped, Thai shown to a Thai member after an update, order and schedule honoured, audited', async () => {
    const op = await operator();
    const en = unique('Server move');
    const created = await call('POST', 'notices', op, {
      sort: -100,
      texts: [
        { language: 'EN', title: `<b>${en}</b>`, content: '<p onclick="x()">Games pause <script>alert(1)</script>at <i>02:00</i></p>' },
        { language: 'TY', title: 'ย้ายเซิร์ฟเวอร์', content: 'เกมหยุดชั่วคราว' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const notice = created.json();
    expect(notice.texts[0]).toEqual({ language: 'EN', title: en, content: 'Games pause at 02:00' });

    const member = await signedInMember(t.app.db);
    expect((await marquee('TH', member.headers))[0]).toMatchObject({ id: notice.id, title: 'ย้ายเซิร์ฟเวอร์', content: 'เกมหยุดชั่วคราว' });
    // A language without a text falls back to the brand default (EN).
    expect((await marquee('JA'))[0]).toMatchObject({ id: notice.id, title: en, content: 'Games pause at 02:00' });

    const updated = await call('PUT', `notices/${notice.id}`, op, {
      sort: -100,
      texts: [
        { language: 'EN', title: en, content: 'Games pause at 03:00' },
        { language: 'TH', title: 'ย้ายเซิร์ฟเวอร์ (ใหม่)', content: 'เกมหยุดเวลา 03:00' },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().publishedAt).toBe(notice.publishedAt);
    expect((await marquee('TH', member.headers))[0]).toMatchObject({ id: notice.id, title: 'ย้ายเซิร์ฟเวอร์ (ใหม่)', content: 'เกมหยุดเวลา 03:00' });

    // Scheduled for tomorrow: not in the marquee yet.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call('PUT', `notices/${notice.id}`, op, { sort: -100, publishedAt: later, texts: [{ language: 'EN', title: en, content: 'later' }] });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await marquee('EN')).map((n) => n.id)).not.toContain(notice.id);
    expect((await call('GET', 'notices', op)).json().items.find((n: { id: number }) => n.id === notice.id)).toMatchObject({ publishedAt: later, texts: [{ language: 'EN', title: en, content: 'later' }] });

    expect((await call('DELETE', `notices/${notice.id}`, op)).statusCode).toBe(204);
    expect((await call('DELETE', `notices/${notice.id}`, op)).statusCode).toBe(404);
    expect(await audits('notice', notice.id)).toEqual(['content.notice_create', 'content.notice_update', 'content.notice_update', 'content.notice_delete']);
  });

  it('lower sort first in the marquee', async () => {
    const op = await operator();
    const a = await call('POST', 'notices', op, { sort: -2000, texts: [{ language: 'EN', title: unique('A'), content: 'a' }] });
    const b = await call('POST', 'notices', op, { sort: -3000, texts: [{ language: 'EN', title: unique('B'), content: 'b' }] });
    const ids = (await marquee('EN')).map((n) => n.id);
    expect(ids.slice(0, 2)).toEqual([b.json().id, a.json().id]);
    await call('DELETE', `notices/${a.json().id}`, op);
    await call('DELETE', `notices/${b.json().id}`, op);
  });

  it('refuses bad input with 4xx and stores nothing', async () => {
    const op = await operator();
    const [notices, texts] = [await count('notices'), await count('notice_texts')];
    const bad: Record<string, unknown>[] = [
      { texts: [] },
      { kind: 'NEWS', texts: [{ language: 'EN', title: 'x', content: 'x' }] },
      { texts: [{ language: 'TY', title: 'ก', content: 'ก' }] },
      { texts: [{ language: 'EN', title: '<script>x</script>', content: 'x' }] },
      { texts: [{ language: 'EN', title: 'x', content: 'x' }, { language: 'TH', title: 'ก', content: 'ก' }, { language: 'TY', title: 'ข', content: 'ข' }] },
      { publishedAt: 'tomorrow', texts: [{ language: 'EN', title: 'x', content: 'x' }] },
      { sort: 1.5, texts: [{ language: 'EN', title: 'x', content: 'x' }] },
      { texts: [{ language: 'EN', title: 'x', content: 'x'.repeat(5001) }] },
    ];
    for (const body of bad) {
      const res = await call('POST', 'notices', op, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count('notices')).toBe(notices);
    expect(await count('notice_texts')).toBe(texts);
    expect((await call('PUT', 'notices/999999', op, { texts: [{ language: 'EN', title: 'x', content: 'x' }] })).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('admin and content may edit; other roles 403, members and visitors 401', async () => {
    const body = { texts: [{ language: 'EN', title: unique('Roles'), content: 'x' }] };
    for (const path of ['banners', 'notices']) {
      expect((await call('GET', path, {})).statusCode).toBe(401);
      const member = await signedInMember(t.app.db);
      expect((await call('GET', path, member.headers)).statusCode).toBe(401);
      for (const role of ['finance', 'support'] as const) {
        const op = await operator(role);
        expect((await call('GET', path, op)).statusCode, `${role} ${path}`).toBe(403);
        expect((await call('POST', path, op, body)).statusCode, `${role} ${path}`).toBe(403);
      }
      expect((await call('GET', path, await operator('admin'))).statusCode).toBe(200);
      expect((await call('GET', path, await operator('content'))).statusCode).toBe(200);
    }
  });
});
