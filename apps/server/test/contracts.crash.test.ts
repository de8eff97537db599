import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { applyRate } from '../src/modules/contracts/maths.ts';
import { ContractsRepository } from '../src/modules/contracts/repository.ts';
import { ContractsService } from '../src/modules/contracts/service.ts';
import { WalletRepository } from '../src/modules/wallet/repository.ts';
import { WalletService } from '../src/modules/wallet/service.ts';
import { activeContract, CRASH_NOW, CRASH_START, flat, formulaPort, formulaTurnover } from './contracts.fixtures.ts';
import { createMember } from './factories.ts';
import { onPostgres } from './helpers.ts';

/**
 * Issue 15 "must show": SIGKILL a process in the middle of a settlement run (after it claimed the
 * periods, between payments), restart: every (contract, period) is paid exactly once and the ledger
 * check is clean. PostgreSQL when DATABASE_URL is set (a client dying with transactions in flight),
 * PGlite otherwise (its crash recovery of the data directory).
 */
let target: { env: Record<string, string>; open: () => Promise<Database>; cleanup: () => Promise<void> };

beforeAll(async () => {
  if (onPostgres) {
    const url = process.env.DATABASE_URL as string;
    const name = `t_ccrash_${randomBytes(4).toString('hex')}`;
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-crash-'));
    target = {
      env: { DATABASE_URL: '', DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
});
afterAll(() => target?.cleanup());

const AGENTS = 12;
const HOURS = 6;
const RATE_BP = 250;

describe(`contract settlement after SIGKILL mid-run (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('pays every period exactly once after the restart, ledger clean', async () => {
    // Fixture: 12 agents with an hourly salary accepted at the start of the day.
    let database = await target.open();
    const agents: number[] = [];
    try {
      await migrate(database);
      const repo = new ContractsRepository(database.db);
      for (let i = 0; i < AGENTS; i++) {
        const m = await createMember(database.db, { type: 1 });
        agents.push(m.id);
        await activeContract(repo, { agentId: m.id, kind: 'HOURLY_SALARY', tiers: flat(RATE_BP), acceptedAt: CRASH_START });
      }
    } finally {
      await database.close();
    }

    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/test/contracts.crash-child.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...target.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the child did not get going: ${stdout} ${stderr}`)), 120_000);
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        const paid = [...stdout.matchAll(/paid (\d+)/g)].map((m) => Number(m[1]));
        if (stdout.includes('claimed') && paid.some((n) => n >= 20)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`the child exited early: ${stdout} ${stderr}`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(stdout).not.toContain('finished');

    database = await target.open();
    try {
      await migrate(database);
      const wallet = new WalletService(new WalletRepository(database.db), () => 'THB');
      const service = new ContractsService(new ContractsRepository(database.db), formulaPort(), wallet);
      const before = await database.db.selectFrom('agent_contract_settlements').select(['status']).execute();
      expect(before).toHaveLength(AGENTS * HOURS);
      expect(before.filter((r) => r.status === 'PENDING').length).toBeGreaterThan(0);

      // The restart (and a retry of it) finishes the run.
      await service.settle('HOURLY_SALARY', CRASH_NOW);
      await service.settle('HOURLY_SALARY', CRASH_NOW);

      const rows = await database.db.selectFrom('agent_contract_settlements').selectAll().orderBy('agent_id').orderBy('period_start').execute();
      expect(rows).toHaveLength(AGENTS * HOURS);
      expect(rows.every((r) => r.status === 'PAID')).toBe(true);
      const transfers = await database.db.selectFrom('ledger_transfers').select(['idempotency_key', 'amount']).where('idempotency_key', 'like', 'agent-contract:%').execute();
      expect(transfers).toHaveLength(AGENTS * HOURS);
      expect(new Set(transfers.map((x) => x.idempotency_key)).size).toBe(AGENTS * HOURS);
      // Each agent got exactly the formula over its six hours.
      for (const agentId of agents) {
        let expected = 0n;
        for (let h = 0; h < HOURS; h++) expected += applyRate(formulaTurnover(agentId, new Date(CRASH_START.getTime() + h * 3_600_000)), RATE_BP);
        expect((await wallet.balanceOf(agentId, 'THB')).balance).toBe(expected);
      }
      const check = await wallet.check();
      expect(check.problems).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
