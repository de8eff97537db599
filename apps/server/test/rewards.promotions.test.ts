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
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/promotions?lang=XX' })).statusCode).toBe(400);
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
