import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { WalletRepository } from '../src/modules/wallet/repository.ts';
import { WalletService } from '../src/modules/wallet/service.ts';
import { onPostgres } from './helpers.ts';

/**
 * Kill -9 a process in the middle of a ledger load run (bench/wallet-load.ts: 8 workers moving
 * bets and wins), then open the database again: the ledger is balanced, every transfer that
 * committed is whole, and money moves again. On the embedded database this is PGlite's own crash
 * recovery of its data directory; on PostgreSQL it is a client dying with transactions in flight.
 */
let target: { env: Record<string, string>; open: () => ReturnType<typeof openDatabase>; cleanup: () => Promise<void> };

beforeAll(async () => {
  if (onPostgres) {
    const url = process.env.DATABASE_URL as string;
    const name = `t_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const dbUrl = u.toString();
    target = {
      env: { DATABASE_URL: dbUrl },
      open: () => openDatabase({ databaseUrl: dbUrl, poolMax: 4 }),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-crash-'));
    target = {
      env: { DATABASE_URL: '', DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
});
afterAll(() => target?.cleanup());

describe(`ledger after SIGKILL mid-load (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reopens balanced, with whole transfers, and keeps working', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'bench/wallet-load.ts'), '--forever', '--concurrency', '8', '--members', '8'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...target.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    // Wait until a few hundred transfers went through, then kill it without warning.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`load did not get going: ${stderr}`)), 180_000);
      child.stdout.on('data', (d: Buffer) => {
        const counts = [...d.toString().matchAll(/progress (\d+)/g)].map((m) => Number(m[1]));
        if (counts.some((n) => n >= 200)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`load exited early: ${stderr}`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const database = await target.open();
    try {
      await migrate(database);
      const wallet = new WalletService(new WalletRepository(database.db), () => 'THB');
      const check = await wallet.check();
      expect(check.problems).toEqual([]);
      expect(check.transfers).toBeGreaterThanOrEqual(200);
      // Money moves again after the restart.
      const member = await database.db.selectFrom('members').select('id').orderBy('id').executeTakeFirstOrThrow();
      const before = await wallet.balanceOf(member.id, 'THB');
      await wallet.transfer({ idempotencyKey: 'after-crash', from: { system: 'HOUSE' }, to: { member: member.id }, amount: 1n, currency: 'THB', kind: 'WIN' });
      expect((await wallet.balanceOf(member.id, 'THB')).balance).toBe(before.balance + 1n);
      expect((await wallet.check()).ok).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
