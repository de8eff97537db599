import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { WalletRepository } from '../src/modules/wallet/repository.ts';
import { WalletService } from '../src/modules/wallet/service.ts';
import { createMember } from './factories.ts';
import { buildApp } from '../src/app.ts';
import { createTestDatabase, testConfig } from './helpers.ts';

describe('ledger check', () => {
  let database: Database;
  let wallet: WalletService;
  beforeAll(async () => {
    database = await createTestDatabase();
    wallet = new WalletService(new WalletRepository(database.db), () => 'THB');
  });
  afterAll(() => database.close());

  it('passes a ledger that only moved money through transfers, and names the account after a balance is tampered with', async () => {
    const member = await createMember(database.db);
    await wallet.transfer({ idempotencyKey: 'chk:dep', from: { system: 'PAYMENT_CLEARING' }, to: { member: member.id }, amount: 900n, currency: 'THB', kind: 'DEPOSIT' });
    await wallet.transfer({ idempotencyKey: 'chk:bet', from: { member: member.id }, to: { system: 'HOUSE' }, amount: 100n, currency: 'THB', kind: 'BET' });
    expect(await wallet.check()).toMatchObject({ ok: true, problems: [], transfers: 2 });

    // Someone edits a balance behind the ledger's back: the sum is off and the account no longer matches its transfers.
    await sql`UPDATE ledger_accounts SET balance = balance + 5 WHERE member_id = ${member.id}`.execute(database.db);
    const broken = await wallet.check();
    expect(broken.ok).toBe(false);
    expect(broken.problems).toEqual([
      expect.stringMatching(new RegExp(`MEMBER_WALLET of member ${member.id}, THB\\): balance 805 but its transfers add up to 800`)),
      'THB: balances sum to 5, not 0',
    ]);
  });
});

describe('npm run ledger:check', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-check-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const runCli = () =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/cli/ledger-check.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('exits 0 on a balanced ledger and non-zero once a balance was corrupted', async () => {
    const database = await openDatabase({ dataDir: dir });
    let memberId: number;
    try {
      await migrate(database);
      memberId = (await createMember(database.db)).id;
      const wallet = new WalletService(new WalletRepository(database.db), () => 'THB');
      await wallet.transfer({ idempotencyKey: 'cli:dep', from: { system: 'PAYMENT_CLEARING' }, to: { member: memberId }, amount: 5_000n, currency: 'THB', kind: 'DEPOSIT' });
    } finally {
      await database.close();
    }
    const good = runCli();
    expect(good.stdout).toContain('OK');
    expect(good.status).toBe(0);

    const again = await openDatabase({ dataDir: dir });
    try {
      await sql`UPDATE ledger_accounts SET balance = 1 WHERE member_id = ${memberId}`.execute(again.db);
    } finally {
      await again.close();
    }
    const bad = runCli();
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('FAILED');
    expect(bad.stderr).toContain('balances sum to -4999, not 0');
  }, 120_000);
});

describe('ledger check through a running server (embedded database held by the server)', () => {
  it('answers the local CLI that knows the lock secret, and nobody else', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, controlToken: 'lock-secret' });
    try {
      const url = '/api/internal/ledger-check';
      const ok = await app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', headers: { 'x-control-token': 'lock-secret' }, payload: {} });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ result: { ok: true, problems: [] } });
      const wrong = await app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', headers: { 'x-control-token': 'guess' }, payload: {} });
      expect(wrong.statusCode).toBe(403);
      const remote = await app.inject({ method: 'POST', url, remoteAddress: '203.0.113.9', headers: { 'x-control-token': 'lock-secret' }, payload: {} });
      expect(remote.statusCode).toBe(403);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
