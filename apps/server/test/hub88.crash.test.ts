/**
 * PostgreSQL only: the real server process under signed bet/win load is killed with SIGKILL,
 * restarted, and the ledger must balance with every acknowledged bet in it exactly once.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server apps/server/test/hub88.crash.test.ts
 */
import { HUB88_SIGNATURE_HEADER, hub88UnitsPerMinor, type Hub88Response } from '@app/contracts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { REPO_ROOT } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { signBody } from '../src/modules/vendor-api/signature.ts';
import { createMember } from './factories.ts';
import { onPostgres, testConfig } from './helpers.ts';

const GAME = 'PG_0001';
const PLAYERS = 8;
const WORKERS = 16;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

describe.runIf(onPostgres)('SIGKILL in the middle of a provider wallet load run (PostgreSQL)', () => {
  // The suite body is collected even when skipped (no DATABASE_URL): keep the URL parseable.
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/unused';
  const dbName = `crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dbUrl = (() => {
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  let port = 0;
  let child: ChildProcess | undefined;
  let output = '';
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  async function startServer() {
    output = '';
    const env = { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', JOBS: 'off', DB_POOL_MAX: '20' };
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    port = await freePort();
    // First start migrates and seeds (games included).
    await startServer();
    database = await openDatabase({ databaseUrl: dbUrl, poolMax: 5 });
    // A second instance in this process: the test's view of the same database (wallet, tokens, keys).
    app = await buildApp({ config: testConfig({ DATABASE_URL: dbUrl, JOBS: 'off' }), database });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await app?.close();
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('restarts with a balanced ledger and every acknowledged bet in it exactly once', async () => {
    if (!app) throw new Error('no app');
    const a = app;
    const { privateKeyPem } = await a.vendorApi.keys.get();
    const privateKey = privateKeyPem as string;
    const players: { user: string; token: string; currency: string }[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const m = await createMember(a.db);
      const { currency } = await a.wallet.balanceOf(m.id);
      await a.wallet.transfer({ idempotencyKey: `crash-fund-${m.id}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: m.id }, amount: 10_000_000n, currency, kind: 'DEPOSIT' });
      const issued = await a.vendorApi.issuePlayerToken({ memberId: m.id, gameCode: GAME, currency });
      players.push({ user: issued.user, token: issued.token, currency });
    }
    const per = Number(hub88UnitsPerMinor(players[0]?.currency ?? 'THB'));

    const post = async (path: string, fields: Record<string, unknown>): Promise<Hub88Response> => {
      const body = JSON.stringify({ ...fields, request_uuid: randomUUID() });
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/providers/hub88${path}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(body, privateKey) },
        signal: AbortSignal.timeout(10_000),
      });
      return (await res.json()) as Hub88Response;
    };

    const acknowledgedBets: string[] = [];
    const acknowledgedWins: string[] = [];
    /** Sent but never answered (the kill): they may or may not have happened, but never half. */
    const unknown: { path: string; fields: Record<string, unknown> }[] = [];
    let stop = false;

    const worker = async (w: number) => {
      for (let i = 0; !stop; i += 1) {
        const p = players[(w + i) % players.length] as (typeof players)[number];
        const round = randomUUID();
        const bet = { user: p.user, token: p.token, transaction_uuid: randomUUID(), round, game_code: GAME, currency: p.currency, amount: (1 + ((w + i) % 50)) * 100 * per, round_closed: false };
        try {
          const r = await post('/transaction/bet', bet);
          if (r.status !== 'RS_OK') throw new Error(`bet answered ${r.status}`);
          acknowledgedBets.push(bet.transaction_uuid);
        } catch (error) {
          if (!stop && !(error instanceof TypeError) && !(error instanceof Error && /fetch failed|socket|ECONN/i.test(error.message))) throw error;
          unknown.push({ path: '/transaction/bet', fields: bet });
          return;
        }
        const win = { ...bet, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, amount: (i % 3) * 100 * per, round_closed: true };
        try {
          const r = await post('/transaction/win', win);
          if (r.status !== 'RS_OK') throw new Error(`win answered ${r.status}`);
          acknowledgedWins.push(win.transaction_uuid);
        } catch {
          unknown.push({ path: '/transaction/win', fields: win });
          return;
        }
      }
    };

    const running = Array.from({ length: WORKERS }, (_, w) => worker(w).catch(() => undefined));
    // Let the load run, then kill the server without any chance to finish (no graceful shutdown).
    const t0 = Date.now();
    while (acknowledgedBets.length < 300 && Date.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 50));
    child?.kill('SIGKILL');
    stop = true;
    await Promise.all(running);
    expect(acknowledgedBets.length).toBeGreaterThan(100);
    // The kill landed mid-run: some calls were sent and never answered.
    expect(unknown.length).toBeGreaterThan(0);

    await startServer();

    // The ledger balances (in-process check and the operator's CLI).
    const check = await a.wallet.check();
    expect(check.problems).toEqual([]);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/ledger-check.ts'], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: dbUrl }, encoding: 'utf8' });
    expect(cli.status, cli.stdout + cli.stderr).toBe(0);

    // Every acknowledged bet and win is in the ledger exactly once, with its provider row.
    const keys = [...acknowledgedBets, ...acknowledgedWins].map((u) => `hub88:${u}`);
    const transfers = await a.db.selectFrom('ledger_transfers').select(['idempotency_key']).where('idempotency_key', 'in', keys).execute();
    expect(transfers.length).toBe(acknowledgedBets.length + acknowledgedWins.length - (await zeroWins(a, acknowledgedWins)));
    expect(new Set(transfers.map((r) => r.idempotency_key)).size).toBe(transfers.length);
    const rows = await a.db.selectFrom('provider_transactions').select('uuid').where('uuid', 'in', [...acknowledgedBets, ...acknowledgedWins]).execute();
    expect(rows.length).toBe(acknowledgedBets.length + acknowledgedWins.length);

    // Never half a transaction: every provider row with money has its transfer and every hub88 transfer its row.
    const orphans = await a.db
      .selectFrom('ledger_transfers as t')
      .leftJoin('provider_transactions as p', 'p.transfer_key', 't.idempotency_key')
      .select('t.idempotency_key')
      .where('t.idempotency_key', 'like', 'hub88:%')
      .where('p.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    const missing = await a.db
      .selectFrom('provider_transactions as p')
      .leftJoin('ledger_transfers as t', 't.idempotency_key', 'p.transfer_key')
      .select('p.uuid')
      .where('p.transfer_key', 'is not', null)
      .where('t.id', 'is', null)
      .execute();
    expect(missing).toEqual([]);

    // The provider retries what it never heard back about: each is settled once, the ledger still balances.
    for (const u of unknown) {
      const again = await post(u.path, u.fields);
      expect(['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY']).toContain(again.status);
      const twice = await post(u.path, u.fields);
      expect(twice.status).toBe(again.status);
    }
    expect((await a.wallet.check()).problems).toEqual([]);
  }, 240_000);
});

/** Wins of amount 0 close a round without a ledger transfer. */
async function zeroWins(app: Awaited<ReturnType<typeof buildApp>>, wins: string[]): Promise<number> {
  if (wins.length === 0) return 0;
  const rows = await app.db.selectFrom('provider_transactions').select('uuid').where('uuid', 'in', wins).where('amount_minor', '=', 0n).execute();
  return rows.length;
}
