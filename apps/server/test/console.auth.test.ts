import { ConsoleErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_OPERATOR_PASSWORD, seedOperators } from '../src/seed/operators.ts';
import { buildConsoleApp, codeOf, operatorLogin, signedInAs } from './console.fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildConsoleApp();
});
afterAll(async () => {
  await t?.close();
});

const sessions = (operatorId: number) => t.app.db.selectFrom('operator_sessions').select('id').where('operator_id', '=', operatorId).execute();

describe('operator TOTP', () => {
  it('enrols with setup + confirm, then a login needs the code: none, wrong or reused codes make no session', async () => {
    const op = await signedInAs(t, 'finance');
    const setup = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/totp/setup', headers: op.headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    // Stored sealed, never in clear.
    const row = await t.app.db.selectFrom('operators').select(['totp_pending_enc', 'totp_secret_enc']).where('id', '=', op.id).executeTakeFirstOrThrow();
    expect(row.totp_pending_enc).toMatch(/^v1\./);
    expect(row.totp_pending_enc).not.toContain(secret);
    expect(row.totp_secret_enc).toBeNull();

    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/totp/confirm', headers: op.headers, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(ConsoleErrorCode.OTP_INVALID);
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/totp/confirm', headers: op.headers, payload: { code: codeOf(secret) } });
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: op.headers });
    expect(me.json()).toMatchObject({ totpEnabled: true });

    const before = (await sessions(op.id)).length;
    const without = await operatorLogin(t, op.username, op.password);
    expect(without.statusCode).toBe(401);
    expect(without.json().code).toBe(ConsoleErrorCode.OTP_REQUIRED);
    const bad = await operatorLogin(t, op.username, op.password, codeOf(secret, 10));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe(ConsoleErrorCode.OTP_INVALID);
    expect((await sessions(op.id)).length).toBe(before);

    // The code confirmed with was used: the next login waits for the next step's code.
    const next = await operatorLogin(t, op.username, op.password, codeOf(secret, 1));
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ totpEnabled: true, idleTimeoutSeconds: 1800 });
    const replay = await operatorLogin(t, op.username, op.password, codeOf(secret, 1));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(ConsoleErrorCode.OTP_INVALID);
    expect((await sessions(op.id)).length).toBe(before + 1);

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/totp/setup', headers: op.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ConsoleErrorCode.OTP_ALREADY_ENABLED);
  });

  it('a wrong password is refused before any code is asked for', async () => {
    const op = await signedInAs(t, 'support');
    const res = await operatorLogin(t, op.username, 'not-the-password', '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('operator session timeout', () => {
  it('ends a session idle for longer than the idle timeout, while an active one slides on', async () => {
    const op = await signedInAs(t, 'admin');
    const active = await signedInAs(t, 'admin');
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.app.db.updateTable('operator_sessions').set({ last_seen_at: ago(31) }).where('operator_id', '=', op.id).execute();
    await t.app.db.updateTable('operator_sessions').set({ last_seen_at: ago(29) }).where('operator_id', '=', active.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: op.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: active.headers })).statusCode).toBe(200);
    // The request moved the idle clock: 29 minutes later than before it is still alive.
    const seen = await t.app.db.selectFrom('operator_sessions').select('last_seen_at').where('operator_id', '=', active.id).executeTakeFirstOrThrow();
    expect(Date.now() - seen.last_seen_at.getTime()).toBeLessThan(60_000);
  });
});

describe('demo operators', () => {
  it('demo.admin logs in with the documented password and TOTP secret; none are seeded in production', async () => {
    const demo = () => t.app.db.selectFrom('operators').select('id').where('username', 'like', 'demo.%').execute();
    await seedOperators(t.app.db, { ...t.config, isProduction: true });
    expect(await demo()).toEqual([]);
    await seedOperators(t.app.db, t.config);
    expect((await demo()).length).toBe(3);
    const without = await operatorLogin(t, 'demo.admin', DEMO_OPERATOR_PASSWORD);
    expect(without.json().code).toBe(ConsoleErrorCode.OTP_REQUIRED);
    const ok = await operatorLogin(t, 'demo.admin', DEMO_OPERATOR_PASSWORD, codeOf(DEMO_ADMIN_TOTP_SECRET));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().operator.role).toBe('admin');
    const finance = await operatorLogin(t, 'demo.finance', DEMO_OPERATOR_PASSWORD);
    expect(finance.statusCode).toBe(200);
  });
});
