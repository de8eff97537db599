import { ErrorCode, MessagesResponseSchema } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function operator(role: 'admin' | 'content' | 'support' = 'support') {
  const username = `op${Math.random().toString(36).slice(2, 10)}`;
  const created = await t.app.operator.create(username, role);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password: created.password } });
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

const send = (headers: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/operator/messages', headers, payload });
async function list(headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/messages${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return MessagesResponseSchema.parse(res.json());
}
/** A message to one member: a default text and a Thai version. */
const toMember = (headers: Record<string, string>, memberId: number, main: { title: string; content: string }, thai: { title: string; content: string }) =>
  send(headers, { audience: 'MEMBER', memberId, ...main, texts: [{ language: 'ty', ...thai }] });
const count = async (table: 'messages' | 'message_texts') => Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('per-language message texts', () => {
  it('a member reading in Thai (TY, or its alias TH) gets the Thai version; other languages get the default', async () => {
    const op = await operator();
    const alice = await signedInMember(t.app.db);
    const res = await toMember(op, alice.id, { title: 'Bonus credited', content: '<p>Your bonus is in your wallet.</p>' }, { title: 'โบนัสเข้าแล้ว', content: '<p>โบนัสอยู่ในกระเป๋าเงินของคุณแล้ว</p>' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const stored = await t.app.db.selectFrom('message_texts').selectAll().where('message_id', '=', id).execute();
    expect(stored.map((s) => s.language)).toEqual(['TY']);

    for (const language of ['TY', 'th']) {
      const mine = (await list(alice.headers, `?language=${language}`)).list.find((m) => m.id === id);
      expect(mine).toMatchObject({ title: 'โบนัสเข้าแล้ว', content: '<p>โบนัสอยู่ในกระเป๋าเงินของคุณแล้ว</p>' });
    }
    for (const query of ['?language=VI', '?language=EN', '']) {
      const mine = (await list(alice.headers, query)).list.find((m) => m.id === id);
      expect(mine).toMatchObject({ title: 'Bonus credited', content: '<p>Your bonus is in your wallet.</p>' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/messages?language=not a code', headers: alice.headers })).statusCode).toBe(400);
    // The audit entry names the languages.
    const audit = await t.app.db.selectFrom('operator_audit').select('after').where('action', '=', 'messages.send').where('target_id', '=', String(id)).executeTakeFirstOrThrow();
    const after = (typeof audit.after === 'string' ? JSON.parse(audit.after) : audit.after) as { languages: string[] };
    expect(after.languages).toEqual(['TY']);
  });

  it("a member cannot read another member's message in any language", async () => {
    const op = await operator();
    const alice = await signedInMember(t.app.db);
    const mallory = await signedInMember(t.app.db);
    const { id } = (await toMember(op, alice.id, { title: 'Private', content: 'secret' }, { title: 'ส่วนตัว', content: 'ความลับ' })).json();
    for (const query of ['', '?language=TY', '?language=TH', '?language=EN']) {
      expect((await list(mallory.headers, query)).list.map((m) => m.id)).not.toContain(id);
    }
  });

  it('duplicate languages (TH and TY are one) → 400 VALIDATION and nothing stored', async () => {
    const op = await operator('content');
    const before = [await count('messages'), await count('message_texts')];
    for (const texts of [
      [{ language: 'TY', title: 'a', content: 'b' }, { language: 'ty', title: 'c', content: 'd' }],
      [{ language: 'TH', title: 'a', content: 'b' }, { language: 'TY', title: 'c', content: 'd' }],
      [{ language: 'T', title: 'a', content: 'b' }],
      [{ language: 'TY', title: '<b></b>', content: 'b' }],
    ]) {
      const res = await send(op, { audience: 'ALL', title: 'Hello', content: 'World', texts });
      expect(res.statusCode, JSON.stringify(texts)).toBe(400);
      expect(res.json().code).toBe(ErrorCode.VALIDATION_ERROR);
    }
    expect([await count('messages'), await count('message_texts')]).toEqual(before);
  });

  it('script in a version is sanitised like the default content', async () => {
    const op = await operator();
    const alice = await signedInMember(t.app.db);
    const res = await toMember(op, alice.id, { title: 'Default', content: '<p>ok</p>' }, { title: '<i>หัวข้อ</i>', content: '<p onclick="x()">สวัสดี<script>alert(1)</script></p><img src="x" onerror="y()">' });
    expect(res.statusCode, res.body).toBe(201);
    const mine = (await list(alice.headers, '?language=TY')).list.find((m) => m.id === res.json().id)!;
    expect(mine.title).toBe('หัวข้อ');
    expect(mine.content).not.toMatch(/script|onclick|onerror|alert/);
    expect(mine.content).toContain('สวัสดี');
  });
});
