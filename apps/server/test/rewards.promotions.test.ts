import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { JPEG_MIN, multipart, PNG_1PX, signedInOperator } from './payments.fixtures.ts';

/** Promotions (SPEC §2.1, §4 statuses, §5/§9 applications) on the seeded demo data. PGlite and PostgreSQL. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInOperator(t, 'admin');
}, 240_000);
afterAll(async () => {
  expect(await t.app.wallet.check()).toMatchObject({ ok: true });
  await t.close();
}, 120_000);

type Member = Awaited<ReturnType<typeof signedInMember>>;
const DAY = 86_400_000;
const text = (title: string) => ({ title, summary: `${title} summary`, body: `${title} body` });

async function createPromotion(over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/operator/promotions',
    headers: admin.headers,
    payload: {
      text: { EN: text('Test promo'), TY: text('โปรทดสอบ') },
      imageUrl: '/promotions/welcome.svg',
      category: 'ALL',
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
      bonusAmount: 10_000,
      currency: 'THB',
      terms: { wageringMultiplier: 2, validDays: 3, maxCashout: null, categories: [] },
      ...over,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

const apply = (m: Member, id: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/v1/promotions/${id}/apply`, headers: { ...m.headers, ...body.headers }, payload: body.payload });
};
const detail = (m: Member | null, id: string, lang = 'EN') => t.app.inject({ method: 'GET', url: `/api/v1/promotions/${id}?lang=${lang}`, headers: m?.headers ?? {} });
const imageRows = async (memberId: number) =>
  Number(
    (
      await t.app.db
        .selectFrom('promotion_application_images as i')
        .innerJoin('promotion_applications as a', 'a.id', 'i.application_id')
        .select(sql<string>`count(*)`.as('n'))
        .where('a.member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('promotions list and detail', () => {
  it('lists the seeded promotions publicly, in EN and Thai, with statuses and terms', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/v1/promotions' })).json();
    expect(en.list.length).toBeGreaterThanOrEqual(5);
    expect(en.list.filter((p: { status: string }) => p.status === 'JOIN').length).toBeGreaterThanOrEqual(4);
    expect(en.list.some((p: { status: string }) => p.status === 'COMING_SOON')).toBe(true);
    expect(en.available).toBe(en.list.filter((p: { status: string }) => p.status === 'JOIN').length);
    expect(en.list[0]).toMatchObject({ title: 'Welcome bonus ฿500', imageUrl: '/promotions/welcome.svg', terms: { wageringMultiplier: 5, validDays: 14 } });
    const ty = (await t.app.inject({ method: 'GET', url: '/api/v1/promotions?lang=TY' })).json();
    expect(ty.list[0].title).toBe('โบนัสต้อนรับ ฿500');
    // A code without texts reads English; what is not a language code is refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/promotions?lang=XX' })).json().list[0].title).toBe('Welcome bonus ฿500');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/promotions?lang=not-a-code' })).statusCode).toBe(400);
  });

  it('shows the demo member their running welcome bonus (PROCESS)', async () => {
    const demo = await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const bonuses = await t.app.rewards.bonuses(demo.id);
    expect(bonuses.active).toHaveLength(1);
    expect(bonuses.active[0]).toMatchObject({ source: 'PROMOTION', amount: 50_000, wagering: { required: 250_000 } });
    expect((await t.app.rewards.rewards(demo.id)).count).toBe(2);
  });

  it("counts claimable rewards plus joinable promotions as the member's available promotion count", async () => {
    const m = await signedInMember(t.app.db);
    const joinable = (await t.app.inject({ method: 'GET', url: '/api/v1/promotions', headers: m.headers })).json().available;
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/members/me', headers: m.headers })).json();
    expect(before.availablePromoCount).toBe(joinable);
    await t.app.rewards.offer({ memberId: m.id, source: 'REWARD', key: `count-${m.id}`, title: 'Gift', amount: 100n, currency: 'THB', claimDays: 1, terms: { wageringMultiplier: 0, validDays: 1, maxCashout: null, categories: [] } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/members/me', headers: m.headers })).json();
    expect(after.availablePromoCount).toBe(joinable + 1);
  });

  it('404 for an unknown promotion, 400 for a bad id', async () => {
    expect((await detail(null, '999999')).json().code).toBe('PROMOTION_NOT_FOUND');
    expect((await detail(null, 'x')).statusCode).toBe(400);
  });
});

describe('applications', () => {
  it('applies with a comment and images, is APPLYING, then approved into a running bonus (PROCESS)', async () => {
    const id = await createPromotion();
    const m = await signedInMember(t.app.db);
    expect((await detail(m, id)).json().status).toBe('JOIN');
    const res = await apply(m, id, { comment: 'ขอรับโบนัสครับ' }, [
      { field: 'image', filename: 'a.png', contentType: 'image/png', data: PNG_1PX },
      { field: 'image', filename: 'b.jpg', contentType: 'image/jpeg', data: JPEG_MIN },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APPLYING', application: { status: 'PENDING', comment: 'ขอรับโบนัสครับ', images: 2 } });
    const again = await apply(m, id, { comment: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_APPLIED');

    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/operator/promotions/applications?status=PENDING', headers: admin.headers })).json();
    const application = list.list.find((a: { memberId: number }) => a.memberId === m.id);
    // The console's queue names the member, not only the id.
    expect(application.username).toBe(m.username);
    const approved = await t.app.inject({ method: 'POST', url: `/api/v1/operator/promotions/applications/${application.id}/approve`, headers: admin.headers, payload: {} });
    expect(approved.statusCode).toBe(200);
    // Decided once: a second decision is refused and pays nothing.
    const twice = await t.app.inject({ method: 'POST', url: `/api/v1/operator/promotions/applications/${application.id}/approve`, headers: admin.headers, payload: {} });
    expect(twice.json().code).toBe('APPLICATION_DECIDED');
    expect((await detail(m, id)).json()).toMatchObject({ status: 'PROCESS', application: { status: 'APPROVED' } });
    const bonuses = (await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: m.headers })).json();
    expect(bonuses.active).toHaveLength(1);
    expect(bonuses.active[0]).toMatchObject({ source: 'PROMOTION', amount: 10_000, wagering: { required: 20_000 } });
    const audit = await t.app.db.selectFrom('operator_audit').select('action').where('target_id', '=', application.id).execute();
    expect(audit.map((a) => a.action)).toContain('promotion_application.approve');
  });

  it('a rejected application shows REJECTED with the reason, and pays nothing', async () => {
    const id = await createPromotion();
    const m = await signedInMember(t.app.db);
    await apply(m, id, { comment: '' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/operator/promotions/applications', headers: admin.headers })).json();
    const application = list.list.find((a: { memberId: number }) => a.memberId === m.id);
    await t.app.inject({ method: 'POST', url: `/api/v1/operator/promotions/applications/${application.id}/reject`, headers: admin.headers, payload: { reason: 'Not eligible' } });
    expect((await detail(m, id)).json()).toMatchObject({ status: 'REJECTED', application: { reason: 'Not eligible' } });
    expect((await t.app.rewards.bonuses(m.id)).active).toHaveLength(0);
  });

  it('an AUTO promotion pays at once', async () => {
    const id = await createPromotion({ kind: 'AUTO' });
    const m = await signedInMember(t.app.db);
    const res = await apply(m, id, { comment: '' });
    expect(res.json()).toMatchObject({ status: 'PROCESS', application: { status: 'APPROVED' } });
  });

  it('refuses bad applications with clear 4xx codes and stores nothing', async () => {
    const id = await createPromotion();
    const m = await signedInMember(t.app.db);
    const png = { field: 'image', filename: 'a.png', contentType: 'image/png', data: PNG_1PX };
    const cases: [Record<string, string>, Parameters<typeof multipart>[1], number, string][] = [
      [{ comment: 'x'.repeat(141) }, [], 400, 'VALIDATION_ERROR'],
      [{ comment: 'ok' }, [png, png, png, png], 400, 'PROOF_TOO_MANY'],
      [{ comment: 'ok' }, [png, { field: 'image', filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') }], 400, 'PROOF_INVALID'],
      [{ comment: 'ok' }, [{ field: 'image', filename: 'big.png', contentType: 'image/png', data: Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]) }], 413, 'PROOF_TOO_LARGE'],
      [{ comment: 'ok' }, [{ field: 'other', filename: 'a.png', contentType: 'image/png', data: PNG_1PX }], 400, 'PROOF_INVALID'],
    ];
    for (const [fields, files, status, code] of cases) {
      const res = await apply(m, id, fields, files);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    expect((await detail(m, id)).json()).toMatchObject({ status: 'JOIN', application: null });
    expect(await imageRows(m.id)).toBe(0);
    // A closed or future promotion refuses applications.
    const ended = await createPromotion({ startsAt: new Date(Date.now() - 3 * DAY).toISOString(), endsAt: new Date(Date.now() - DAY).toISOString() });
    expect((await apply(m, ended, { comment: '' })).json().code).toBe('PROMOTION_CLOSED');
    expect((await detail(m, ended)).json().status).toBe('CLOSE');
    const future = await createPromotion({ startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date(Date.now() + 3 * DAY).toISOString() });
    expect((await apply(m, future, { comment: '' })).json().code).toBe('PROMOTION_CLOSED');
  });

  it('visitors 401, trial 403 TRIAL_NOT_ALLOWED; operator create validates input and needs admin', async () => {
    const id = await createPromotion();
    const body = multipart({ comment: '' });
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/promotions/${id}/apply`, headers: body.headers, payload: body.payload })).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    const refused = await apply(trial, id, { comment: '' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/operator/promotions', headers: admin.headers, payload: { text: { EN: text('x') } } });
    expect(bad.statusCode).toBe(400);
    const badImage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/operator/promotions',
      headers: admin.headers,
      payload: { text: { EN: text('x'), TY: text('x') }, imageUrl: 'javascript:alert(1)', category: 'ALL', startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + DAY).toISOString(), bonusAmount: 1, currency: 'THB', terms: { wageringMultiplier: 1, validDays: 1, maxCashout: null, categories: [] } },
    });
    expect(badImage.statusCode).toBe(400);
    const finance = await signedInOperator(t, 'finance');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/promotions', headers: finance.headers, payload: {} })).statusCode).toBe(403);
  });
});

describe('console: promotions for the content team (issue 18)', () => {
  let content: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    content = await signedInOperator(t, 'content' as 'admin');
  });
  const asContent = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.app.inject({ method, url, headers: content.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const payload = (over: Record<string, unknown> = {}) => ({
    text: { EN: { title: 'Songkran splash', summary: 'Water festival bonus', body: '<p>Play <strong>any</strong> slot.</p><script>alert(1)</script><img src="https://evil.example/x.png">' }, TY: { title: 'สาดน้ำคอนโซล', summary: 'โบนัสเทศกาล', body: '<p>เล่น<strong>สล็อต</strong>ใดก็ได้</p>' } },
    imageUrl: '/promotions/welcome.svg',
    category: 'SLOT',
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
    bonusAmount: 30_000,
    currency: 'THB',
    terms: { wageringMultiplier: 3, validDays: 7, maxCashout: 100_000, categories: ['RNG'] },
    ...over,
  });

  it('a content operator creates a promotion with rich-text terms; the HTML is sanitised, the grid and the member site show it', async () => {
    const created = await asContent('POST', '/api/v1/operator/promotions', payload());
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const grid = (await asContent('GET', '/api/v1/operator/promotions?query=songkran&state=RUNNING')).json();
    expect(grid.total).toBe(1);
    expect(grid.items[0]).toMatchObject({ id, state: 'RUNNING', bonusAmount: 30_000, terms: { wageringMultiplier: 3, maxCashout: 100_000, categories: ['RNG'] }, applications: { pending: 0, approved: 0, rejected: 0 } });
    expect(grid.items[0].text.EN.body).toBe('<p>Play <strong>any</strong> slot.</p>');
    // The Thai title finds it too; another state does not.
    expect((await asContent('GET', `/api/v1/operator/promotions?query=${encodeURIComponent('คอนโซล')}`)).json().items.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await asContent('GET', '/api/v1/operator/promotions?query=songkran&state=ENDED')).json().total).toBe(0);
    const th = (await detail(null, id, 'TY')).json();
    expect(th).toMatchObject({ title: 'สาดน้ำคอนโซล', body: '<p>เล่น<strong>สล็อต</strong>ใดก็ได้</p>', status: 'JOIN' });
    const audit = await t.app.db.selectFrom('operator_audit').select('action').where('target_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['promotion.create']);
  });

  it('a promotion written in more languages: each reader gets theirs, a twin code its twin, the rest English; the grid finds and returns every language', async () => {
    const vi = { title: 'Thưởng nạp Tết', summary: 'Nhận thêm 30%', body: '<p>Chơi <strong>slot</strong> bất kỳ.</p>' };
    const hi = { title: 'दिवाली बोनस', summary: 'पहली जमा पर', body: '<p>कोई भी स्लॉट खेलें।</p>' };
    const id = (await asContent('POST', '/api/v1/operator/promotions', payload({ text: { ...payload().text, VI: vi, HI: hi } }))).json().id as string;
    expect((await detail(null, id, 'VI')).json()).toMatchObject({ title: vi.title, summary: vi.summary, body: vi.body });
    expect((await detail(null, id, 'HI')).json().title).toBe(hi.title);
    // TH is TY's twin; Korean was not written, so it reads English (never a third language).
    expect((await detail(null, id, 'TH')).json().title).toBe('สาดน้ำคอนโซล');
    expect((await detail(null, id, 'KO')).json().title).toBe('Songkran splash');
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/promotions?lang=VI' })).json();
    expect(list.list.find((p: { id: string }) => p.id === id).title).toBe(vi.title);
    const grid = (await asContent('GET', `/api/v1/operator/promotions?query=${encodeURIComponent('Tết')}`)).json();
    expect(grid.items.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(grid.items[0].text.VI).toEqual(vi);
    expect(grid.items[0].text.HI.title).toBe(hi.title);
  });

  it('refuses a text in what is not a content language, or a language without a title, naming the field; nothing is stored', async () => {
    const before = (await asContent('GET', '/api/v1/operator/promotions?pageSize=100')).json().total as number;
    const unknown = await asContent('POST', '/api/v1/operator/promotions', payload({ text: { ...payload().text, XX: { title: 'x', summary: '', body: '' } } }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('text.XX');
    // TH is a twin code, not a content language: Thai is written under TY.
    expect((await asContent('POST', '/api/v1/operator/promotions', payload({ text: { ...payload().text, TH: { title: 'x', summary: '', body: '' } } }))).statusCode).toBe(400);
    const untitled = await asContent('POST', '/api/v1/operator/promotions', payload({ text: { ...payload().text, VI: { title: '', summary: 'Nhận thêm', body: '' } } }));
    expect(untitled.statusCode).toBe(400);
    expect(JSON.stringify(untitled.json())).toContain('text.VI.title');
    expect((await asContent('GET', '/api/v1/operator/promotions?pageSize=100')).json().total).toBe(before);
  });

  it('serves an older plain-text body as paragraphs, escaped', async () => {
    const id = await createPromotion({ text: { EN: { title: 'Plain', summary: '', body: 'Line <one>\n\nLine two' }, TY: text('ธรรมดา') } });
    expect((await detail(null, id)).json().body).toBe('<p>Line &lt;one&gt;</p><p>Line two</p>');
  });

  it('refuses an end before the start with the field named, and nothing is stored', async () => {
    const before = (await asContent('GET', '/api/v1/operator/promotions?pageSize=1')).json().total;
    const res = await asContent('POST', '/api/v1/operator/promotions', payload({ endsAt: new Date(Date.now() - 2 * DAY).toISOString() }));
    expect([res.statusCode, res.json().code, res.json().details?.[0]?.field]).toEqual([400, 'VALIDATION_ERROR', 'endsAt']);
    expect((await asContent('GET', '/api/v1/operator/promotions?pageSize=1')).json().total).toBe(before);
  });

  it('ends a running promotion (members can no longer apply) and cancels one not started; once', async () => {
    const running = (await asContent('POST', '/api/v1/operator/promotions', payload())).json().id as string;
    const ended = await asContent('POST', `/api/v1/operator/promotions/${running}/end`);
    expect(ended.statusCode).toBe(200);
    const m = await signedInMember(t.app.db);
    expect((await apply(m, running, { comment: '' })).json().code).toBe('PROMOTION_CLOSED');
    expect((await detail(null, running)).json().status).toBe('CLOSE');
    const again = await asContent('POST', `/api/v1/operator/promotions/${running}/end`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'PROMOTION_CLOSED']);
    const future = (await asContent('POST', '/api/v1/operator/promotions', payload({ startsAt: new Date(Date.now() + DAY).toISOString() }))).json().id as string;
    expect((await asContent('POST', `/api/v1/operator/promotions/${future}/end`)).statusCode).toBe(200);
    const grid = (await asContent('GET', '/api/v1/operator/promotions?state=ENDED&pageSize=100')).json();
    expect(grid.items.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([running, future]));
    expect((await asContent('POST', '/api/v1/operator/promotions/999999/end')).json().code).toBe('PROMOTION_NOT_FOUND');
  });

  it('filters the application queue by promotion and member, names the promotion, and shows the images', async () => {
    const id = (await asContent('POST', '/api/v1/operator/promotions', payload())).json().id as string;
    const [a, b] = [await signedInMember(t.app.db), await signedInMember(t.app.db)];
    await apply(a, id, { comment: 'photo attached' }, [{ field: 'image', filename: 'a.png', contentType: 'image/png', data: PNG_1PX }]);
    await apply(b, id, { comment: '' });
    const byPromo = (await asContent('GET', `/api/v1/operator/promotions/applications?promotionId=${id}`)).json().list;
    expect(byPromo.map((x: { memberId: number }) => x.memberId).sort()).toEqual([a.id, b.id].sort());
    const [mine] = (await asContent('GET', `/api/v1/operator/promotions/applications?promotionId=${id}&memberId=${a.id}&status=PENDING`)).json().list;
    expect(mine).toMatchObject({ memberId: a.id, promotionId: id, promotionTitle: 'Songkran splash', comment: 'photo attached', images: 1 });
    const image = await asContent('GET', `/api/v1/operator/promotions/applications/${mine.id}/images/1`);
    expect([image.statusCode, image.headers['content-type'], image.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await asContent('GET', `/api/v1/operator/promotions/applications/${mine.id}/images/2`)).statusCode).toBe(404);
    const rejected = await asContent('POST', `/api/v1/operator/promotions/applications/${mine.id}/reject`, { reason: 'Screenshot unreadable' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reason: 'Screenshot unreadable' });
    const grid = (await asContent('GET', '/api/v1/operator/promotions?query=songkran&pageSize=100')).json();
    expect(grid.items.find((p: { id: string }) => p.id === id).applications).toEqual({ pending: 1, approved: 0, rejected: 1 });
  });

  it('rewards offered to members: admins list and offer them, the content team cannot', async () => {
    const m = await signedInMember(t.app.db);
    const offer = { memberId: m.id, title: 'Sorry for the outage', amount: 5_000, terms: { wageringMultiplier: 1, validDays: 7, maxCashout: null, categories: [] }, key: `console-${m.id}` };
    expect((await asContent('POST', '/api/v1/operator/rewards', offer)).statusCode).toBe(403);
    expect((await asContent('GET', '/api/v1/operator/rewards')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/rewards', headers: admin.headers, payload: offer })).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: `/api/v1/operator/rewards?memberId=${m.id}&status=CLAIMABLE`, headers: admin.headers })).json().list;
    expect(list).toMatchObject([{ memberId: m.id, title: 'Sorry for the outage', amount: 5_000, status: 'CLAIMABLE' }]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/operator/rewards?memberId=${m.id}&status=CLAIMED`, headers: admin.headers })).json().list).toEqual([]);
    const nobody = await t.app.inject({ method: 'POST', url: '/api/v1/operator/rewards', headers: admin.headers, payload: { ...offer, memberId: 2_000_000_000, key: 'console-nobody' } });
    expect(nobody.statusCode).toBe(404);
  });
});
