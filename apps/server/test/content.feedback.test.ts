import { ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.accountsCaptcha.textSource = () => 'FB7KQ';
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function captcha(ip: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha', remoteAddress: ip })).json<{ captchaId: string }>().captchaId;
}
const put = (payload: unknown, ip: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'PUT', url: '/api/v1/feedback', remoteAddress: ip, headers, payload: payload as object });
const count = async () => Number((await t.app.db.selectFrom('feedback').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const CONTENT = 'My deposit has not arrived after one hour.';

async function operator(role: 'admin' | 'support' | 'finance' | 'content') {
  const username = `op${Math.random().toString(36).slice(2, 10)}`;
  const created = await t.app.operator.create(username, role);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password: created.password } });
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

describe('PUT /api/v1/feedback (SPEC §2.9, §5, §9)', () => {
  it('stores valid feedback with the signed-in account as sender; support reviews it', async () => {
    const ip = freshIp();
    const m = await signedInMember(t.app.db);
    const res = await put({ type: 1, content: `  ${CONTENT}  `, sender: 'someone else', captcha: ' fb7kq ', captchaId: await captcha(ip) }, ip, m.headers);
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.db.selectFrom('feedback').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 1, content: CONTENT, sender: m.username, member_id: m.id, status: 'NEW' });

    const support = await operator('support');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/operator/feedback?status=NEW', headers: support });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(row.id);
    const reviewed = await t.app.inject({ method: 'POST', url: `/api/v1/operator/feedback/${row.id}/review`, headers: support, payload: { note: 'Called back' } });
    expect(reviewed.json()).toEqual({ id: row.id, status: 'REVIEWED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/feedback', headers: await operator('finance') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/feedback', headers: m.headers })).statusCode).toBe(401);
  });

  it('every bad input gives its error and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, (body: { code: string; details?: Record<string, unknown> }) => void][] = [
      [{}, (b) => expect(b.details?.missing).toEqual(['type', 'content', 'captcha'])],
      [{ type: 3, content: '   ' }, (b) => expect(b.details?.missing).toEqual(['content', 'captcha'])],
      [{ type: 3, content: CONTENT }, (b) => expect(b.details?.missing).toEqual(['captcha'])],
      [{ type: 5, content: CONTENT, captcha: 'FB7KQ' }, (b) => expect(b.details).toMatchObject({ field: 'type' })],
      [{ type: 'x', content: CONTENT, captcha: 'FB7KQ' }, (b) => expect(b.details).toMatchObject({ field: 'type' })],
      [{ type: 0, content: 'too short', captcha: 'FB7KQ' }, (b) => expect(b.details).toMatchObject({ field: 'content', rule: 'length', min: 20, max: 200 })],
      [{ type: 0, content: 'x'.repeat(201), captcha: 'FB7KQ' }, (b) => expect(b.details).toMatchObject({ field: 'content', rule: 'length' })],
      [{ type: 0, content: CONTENT, captcha: 'WRONG' }, (b) => expect(b.code).toBe(ErrorCode.CAPTCHA_INVALID)],
    ];
    for (const [payload, check] of cases) {
      const ip = freshIp();
      const res = await put({ ...payload, captchaId: await captcha(ip) }, ip);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      check(res.json());
    }
    // 200 characters exactly (Thai counts per character) is fine.
    const ip = freshIp();
    expect((await put({ type: 6, content: 'ก'.repeat(200), captcha: 'FB7KQ', captchaId: await captcha(ip) }, ip)).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('is rate-limited per IP (5 per 5 minutes)', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await put({ type: 0, content: CONTENT, captcha: 'FB7KQ', captchaId: await captcha(ip) }, ip)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
