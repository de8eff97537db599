import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { signedInMember } from './factories.ts';
import { onPostgres, type TestApp } from './helpers.ts';
import { buildPaymentsApp, signedInOperator } from './payments.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(async () => {
  expect((await t.app.wallet.check()).ok).toBe(true);
  await t.close();
});

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password } });

describe('operator accounts and sessions', () => {
  it('stores an argon2id hash, never the password, and logs in with it', async () => {
    const created = await t.app.operator.create('finance.anna', 'finance');
    expect(created.password.length).toBeGreaterThanOrEqual(20);
    const row = await t.app.db.selectFrom('operators').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(created.password);

    const ok = await login('FINANCE.ANNA', created.password);
    expect(ok.statusCode).toBe(200);
    const session = ok.json() as { token: string; operator: { username: string; role: string } };
    expect(session.operator).toMatchObject({ username: 'finance.anna', role: 'finance' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: { authorization: `Bearer ${session.token}` } });
    expect(me.json()).toMatchObject({ id: created.id, role: 'finance' });
    // The token is stored hashed.
    const stored = await t.app.db.selectFrom('operator_sessions').select('token_hash').where('operator_id', '=', created.id).execute();
    expect(stored.every((s) => !s.token_hash.toString('utf8').includes(session.token))).toBe(true);
  });

  it('refuses a wrong password and an unknown operator alike, and locks after 5 failures', async () => {
    const created = await t.app.operator.create('locky', 'admin');
    const unknown = await login('nobody-here', 'whatever');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(ErrorCode.INVALID_CREDENTIALS);
    for (let i = 0; i < 5; i += 1) expect((await login('locky', 'wrong-password')).statusCode).toBe(401);
    const locked = await login('locky', created.password);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe(ErrorCode.OPERATOR_LOCKED);
  });

  it('refuses a duplicate name and a bad one', async () => {
    await t.app.operator.create('dupe.op', 'admin');
    await expect(t.app.operator.create('Dupe.Op', 'finance')).rejects.toMatchObject({ statusCode: 409 });
    await expect(t.app.operator.create('1bad name', 'finance')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('logout revokes the token', async () => {
    const op = await signedInOperator(t, 'admin');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/logout', headers: op.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: op.headers })).statusCode).toBe(401);
  });

  it('member and operator tokens never open each other’s routes', async () => {
    const member = await signedInMember(t.app.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: member.headers })).statusCode).toBe(401);
    const op = await signedInOperator(t, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/deposits', headers: op.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: op.headers })).statusCode).toBe(401);
  });

  it('bad login input is a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.VALIDATION_ERROR);
  });
});

describe('audit log', () => {
  it('records logins and decisions with who, what, target, before/after, ip and time; admins read it', async () => {
    const admin = await signedInOperator(t, 'admin');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/operator/audit?operatorId=${admin.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { action: string; operator: string; ip: string; createdAt: string; targetType: string }[]; total: number };
    expect(body.items[0]).toMatchObject({ action: 'operator.login', operator: admin.username, targetType: 'operator_session' });
    expect(body.items[0]?.ip).toBeTruthy();
    expect(Date.parse(body.items[0]?.createdAt ?? '')).not.toBeNaN();
    const created = await t.app.inject({ method: 'GET', url: '/api/v1/operator/audit?action=operator.create&pageSize=200', headers: admin.headers });
    expect((created.json() as { items: { targetId: string; after: { username: string } }[] }).items.some((i) => i.targetId === String(admin.id) && i.after.username === admin.username)).toBe(true);
  });

  it('finance operators cannot read it', async () => {
    const fin = await signedInOperator(t, 'finance');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/operator/audit', headers: fin.headers });
    expect(res.statusCode).toBe(403);
  });

  it('is append-only in the database', async () => {
    await signedInOperator(t, 'admin');
    await expect(sql`UPDATE operator_audit SET action = 'operator.tampered'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM operator_audit`.execute(t.app.db)).rejects.toThrow(/append-only/);
  });
});

describe.skipIf(onPostgres)('npm run operator -- create', () => {
  it('creates an operator on the embedded database and prints the password once', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/operator.ts', ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });
      const ok = run('create', 'cli.admin', '--role', 'finance');
      expect(ok.status, ok.stderr).toBe(0);
      const printed = JSON.parse(ok.stdout) as { username: string; role: string; password: string };
      expect(printed).toMatchObject({ username: 'cli.admin', role: 'finance' });
      expect(printed.password.length).toBeGreaterThanOrEqual(20);
      expect(run('create').status).toBe(2);
      expect(run('create', 'x2', '--role', 'god').status).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
