/**
 * Ledger load: bets and wins straight through `WalletService.transfer` (no HTTP), on the embedded
 * database (DATA_DIR) or PostgreSQL (DATABASE_URL). Prints ops/s and p50/p99 latency; with
 * `--pgbench` on PostgreSQL it also runs `pgbench -N` at the same concurrency against the same
 * server and prints the ratio, the floor under any HTTP money path (docs/money.md).
 *
 *   node --import tsx bench/wallet-load.ts [--concurrency 16] [--seconds 10] [--members 64] [--pgbench]
 *   node --import tsx bench/wallet-load.ts --forever   # until killed; prints `progress <n>` lines (crash test)
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { WalletRepository } from '../apps/server/src/modules/wallet/repository.ts';
import { InsufficientFundsError, WalletService } from '../apps/server/src/modules/wallet/service.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
}
const concurrency = option('concurrency', 16);
const seconds = option('seconds', 10);
const memberCount = option('members', 64);
const forever = process.argv.includes('--forever');
const withPgbench = process.argv.includes('--pgbench');
const databaseUrl = process.env.DATABASE_URL || undefined;

const database = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR ?? 'memory', poolMax: concurrency + 2 });
await migrate(database);
const wallet = new WalletService(new WalletRepository(database.db), () => 'THB');
const run = randomBytes(4).toString('hex');

const members: number[] = [];
for (let i = 0; i < memberCount; i++) {
  const row = await database.db
    .insertInto('members')
    .values({ username: `load_${run}_${i}`, nickname: 'load' })
    .returning('id')
    .executeTakeFirstOrThrow();
  members.push(row.id);
  await wallet.transfer({ idempotencyKey: `load:${run}:fund:${i}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: row.id }, amount: 10_000_000n, currency: 'THB', kind: 'DEPOSIT' });
}

let done = 0;
let refused = 0;
const latencies: number[] = [];
const started = performance.now();
const deadline = started + seconds * 1000;

async function worker(w: number) {
  for (let i = 0; forever || performance.now() < deadline; i++) {
    const member = members[(w * 7919 + i) % members.length] as number;
    const amount = BigInt(1 + ((w * 31 + i * 17) % 500));
    const isBet = i % 2 === 0;
    const t0 = performance.now();
    try {
      await wallet.transfer({
        idempotencyKey: `load:${run}:${w}:${i}`,
        from: isBet ? { member } : { system: 'HOUSE' },
        to: isBet ? { system: 'HOUSE' } : { member },
        amount,
        currency: 'THB',
        kind: isBet ? 'BET' : 'WIN',
        metadata: { worker: w },
      });
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      refused += 1;
    }
    latencies.push(performance.now() - t0);
    done += 1;
    if (forever && done % 20 === 0) {
      console.log(`progress ${done}`);
      // PGlite answers without real I/O: give timers and the pipe a turn.
      await new Promise((r) => setImmediate(r));
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1);
const opsPerSecond = Math.round(done / elapsed);
const check = await wallet.check();

console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, concurrency ${concurrency}, ${seconds} s`);
console.log(`ledger transfers: ${opsPerSecond} ops/s, p50 ${pct(50)} ms, p99 ${pct(99)} ms, ${done} done, ${refused} refused; ledger check: ${check.ok ? 'OK' : check.problems.join('; ')}`);

if (withPgbench && databaseUrl) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const name = `pgbench_${run}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(databaseUrl);
    const conn = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
    const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
    execFileSync('pgbench', ['-i', '-q', '-s', '10', ...conn, name], { env, stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-N', '-c', String(concurrency), '-j', '2', '-T', String(seconds), ...conn, name], { env, encoding: 'utf8' });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    console.log(`pgbench -N: ${Math.round(tps)} TPS at ${concurrency} clients; ledger ops/s ÷ pgbench TPS = ${(opsPerSecond / tps).toFixed(2)}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await sql`SELECT 1`.execute(database.db);
await database.close();
process.exit(check.ok ? 0 : 1);
