import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/sessions/service.ts';
import { createMember, createSession, signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    extend(app) {
      app.get('/api/v1/test/whoami', { preHandler: app.authenticate }, async (req) => req.auth);
      app.get('/api/v1/test/agents-only', { preHandler: [app.authenticate, app.requireRole('agent')] }, async () => ({ ok: true }));
      app.get('/api/v1/test/maybe', { preHandler: app.identify }, async (req) => ({ memberId: req.auth?.memberId ?? null }));
    },
  });
});
afterAll(() => t.close());

const call = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('bearer authentication', () => {
  it('knows the caller behind a live session token', async () => {
    const m = await signedInMember(t.database.db, { type: 4 });
    const res = await call('/api/v1/test/whoami', m.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ memberId: m.id, type: 4, role: 'trial' });
  });

  it('answers 401 without a token, with a wrong one, or with a malformed header', async () => {
    expect((await call('/api/v1/test/whoami')).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await call('/api/v1/test/whoami', 'not-a-token')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/whoami', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses expired and revoked sessions and locked accounts', async () => {
    const expiredOwner = await createMember(t.database.db);
    const expired = await createSession(t.database.db, expiredOwner.id, 1);
    await new Promise((r) => setTimeout(r, 5));
    expect((await call('/api/v1/test/whoami', expired)).statusCode).toBe(401);

    const m = await signedInMember(t.database.db);
    const session = await t.database.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(m.token)).executeTakeFirstOrThrow();
    await t.app.sessions.revoke(session.id);
    expect((await call('/api/v1/test/whoami', m.token)).statusCode).toBe(401);

    const locked = await signedInMember(t.database.db, { status: 'LOCKED' });
    expect((await call('/api/v1/test/whoami', locked.token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const m = await signedInMember(t.database.db);
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]?.token_hash ?? []).toString('utf8')).not.toContain(m.token);
    expect(Buffer.compare(rows[0]?.token_hash as Buffer, hashToken(m.token))).toBe(0);
  });

  it('checks roles: agents pass, members get 403', async () => {
    const agent = await signedInMember(t.database.db, { type: 41 });
    const member = await signedInMember(t.database.db, { type: 0 });
    expect((await call('/api/v1/test/agents-only', agent.token)).statusCode).toBe(200);
    expect((await call('/api/v1/test/agents-only', member.token)).json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('identifies optionally without refusing visitors', async () => {
    expect((await call('/api/v1/test/maybe')).json()).toEqual({ memberId: null });
    const m = await signedInMember(t.database.db);
    expect((await call('/api/v1/test/maybe', m.token)).json()).toEqual({ memberId: m.id });
  });
});
