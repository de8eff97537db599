/**
 * `npm run bench:provider-wallet`: signed Hub88 provider wallet operations (bets and wins, each one HTTP
 * call to the real server with its own RSA-SHA256 signature) at 16 connections, on PostgreSQL and
 * on PGlite. On PostgreSQL, `pgbench -N` (simple-update) runs at the same concurrency against the
 * same server in the same run; the figure is wallet ops/s ÷ pgbench TPS (goal >= 0.5).
 *
 *   node --import tsx bench/provider-wallet.ts [--engine pg|pglite|both] [--seconds 10] [--connections 16] [--rounds 9000] [--batch off,on] [--sql-only off] [--keep on]
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres (default); --profile <dir> writes the server's CPU profile
 *
 * Signatures are made before the timed window (each request still carries its own fresh signature
 * over its own body): signing costs ~1.2 ms of CPU per request on this machine, and the load
 * generator shares the two cores with the server and PostgreSQL. A round whose pre-signed pool ran
 * out is signed inline and counted.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HUB88_SIGNATURE_HEADER, hub88UnitsPerMinor } from '../packages/contracts/src/hub88.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { signBody } from '../apps/server/src/modules/vendor-api/signature.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { startServer } from '../e2e/support/server.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] as string);
}
const engineArg = option('engine', 'both');
const seconds = Number(option('seconds', '10'));
const connections = Number(option('connections', '16'));
const roundsWanted = Number(option('rounds', '14000'));
const MEMBERS = 64;
const GAME = 'PG_0001';
const BASE = '/api/v1/providers/hub88';
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** `--profile <dir>`: the server writes a V8 CPU profile there (node --cpu-prof) when it stops. */
const profileDir = option('profile', '');
/**
 * `--batch on|off|off,on`: HUB88_BATCH of the server (group commit, decision 0090). Several modes run one
 * after the other in the same run, beside the same pgbench -N figure, each with its own signed requests.
 */
const batchModes = option('batch', 'off').split(',') as ('on' | 'off')[];
/** `--sql-only off` skips the SQL-only ceiling (pgbench calling provider_wallet_move). */
const sqlOnlyWanted = option('sql-only', 'on') === 'on';
/**
 * `--generator raw|autocannon`: the load generator. `raw` (default) keeps one keep-alive HTTP/1.1 connection per
 * client and writes each signed request as bytes, as pgbench's C client does for its side of the ratio; autocannon
 * (the runs before 2026-12-06) spends 0.10–0.18 ms of the same two cores per call on rendering and parsing.
 */
const generator = option('generator', 'raw') as 'raw' | 'autocannon';
if (generator !== 'raw' && generator !== 'autocannon') throw new Error('--generator raw|autocannon');
/** `--keep on` leaves the PostgreSQL database of the run in place (its pg_stat_user_tables tell which tables were scanned). */
const keepDatabase = option('keep', 'off') === 'on';

interface Player {
  user: string;
  token: string;
  currency: string;
}
interface SignedRequest {
  path: string;
  body: string;
  signature: string;
}
interface Round {
  bet: SignedRequest;
  win: SignedRequest;
}

function withDb(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sqlText: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

/** Migrated, seeded database with funded members, their player tokens and the sandbox provider key. */
async function prepare(database: Database, env: Record<string, string>): Promise<{ players: Player[]; privateKey: string }> {
  await migrate(database);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JOBS: 'off', ...env } as NodeJS.ProcessEnv);
  await seedDemo(database, config);
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const players: Player[] = [];
    const run = randomBytes(3).toString('hex');
    for (let i = 0; i < MEMBERS; i++) {
      const m = await app.db.insertInto('members').values({ username: `bw_${run}_${i}`, nickname: 'bench' }).returning('id').executeTakeFirstOrThrow();
      const { currency } = await app.wallet.balanceOf(m.id);
      await app.wallet.transfer({ idempotencyKey: `bench:fund:${run}:${i}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: m.id }, amount: 1_000_000_000n, currency, kind: 'DEPOSIT' });
      const issued = await app.vendorApi.issuePlayerToken({ memberId: m.id, gameCode: GAME, currency, ttlMs: 3_600_000 });
      players.push({ user: issued.user, token: issued.token, currency });
    }
    const { privateKeyPem } = await app.vendorApi.keys.get();
    return { players, privateKey: privateKeyPem as string };
  } finally {
    await app.close();
  }
}

function signed(path: string, fields: Record<string, unknown>, privateKey: string): SignedRequest {
  const body = JSON.stringify({ ...fields, request_uuid: randomUUID() });
  return { path, body, signature: signBody(body, privateKey) };
}

function makeRound(players: Player[], privateKey: string, n: number): Round {
  const p = players[n % players.length] as Player;
  const per = Number(hub88UnitsPerMinor(p.currency));
  const round = randomUUID();
  const stake = (100 + (n % 50) * 100) * per;
  const betFields = { user: p.user, token: p.token, transaction_uuid: randomUUID(), round, game_code: GAME, currency: p.currency, amount: stake, round_closed: false, is_free: false };
  const winFields = { ...betFields, transaction_uuid: randomUUID(), reference_transaction_uuid: betFields.transaction_uuid, amount: (stake / 2) * (1 + (n % 4)), round_closed: true };
  return { bet: signed(`${BASE}/transaction/bet`, betFields, privateKey), win: signed(`${BASE}/transaction/win`, winFields, privateKey) };
}

interface WalletLoad {
  opsPerSecond: number;
  okPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** 1-minute load average when the timed window started. */
  load: number;
  notOk: Record<string, number>;
  inlineSigned: number;
  errors: number;
}

async function walletLoad(baseUrl: string, pool: Round[], players: Player[], privateKey: string, durationSeconds: number): Promise<WalletLoad> {
  let next = 0;
  let inlineSigned = 0;
  let ok = 0;
  const notOk: Record<string, number> = {};
  // Request sent -> answer read, per request (autocannon's histogram has no p95).
  const latencies: number[] = [];
  const sentAt = (context: unknown) => ((context as { sentAt?: number }).sentAt = performance.now());
  const take = (): Round => {
    const r = pool[next];
    next += 1;
    if (r) return r;
    inlineSigned += 1;
    return makeRound(players, privateKey, next);
  };
  const onResponse = (status: number, body: string, context: unknown) => {
    const t0 = (context as { sentAt?: number }).sentAt;
    if (t0 !== undefined) latencies.push(performance.now() - t0);
    if (status === 200 && body.includes('"status":"RS_OK"')) ok += 1;
    else {
      const key = /"status":"([A-Z_]+)"/.exec(body)?.[1] ?? `HTTP ${status}`;
      notOk[key] = (notOk[key] ?? 0) + 1;
    }
  };
  const request = (r: SignedRequest) => ({ method: 'POST' as const, path: r.path, body: r.body, headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: r.signature } });
  const load = os.loadavg()[0] ?? 0;
  const result =
    generator === 'raw'
      ? await rawLoad(baseUrl, connections, durationSeconds, take, onResponse)
      : await autocannonLoad(baseUrl, durationSeconds, take, sentAt, request, onResponse);
  const requests = result.requests;
  const elapsed = result.seconds;
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    opsPerSecond: Math.round(requests / elapsed),
    okPerSecond: Math.round(ok / elapsed),
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    requests,
    load,
    notOk,
    inlineSigned,
    errors: result.errors,
  };
}

type Answer = (status: number, body: string, context: { sentAt?: number }) => void;

/** autocannon, one request at a time per connection: a bet, then its win. */
async function autocannonLoad(
  baseUrl: string,
  durationSeconds: number,
  take: () => Round,
  sentAt: (context: unknown) => void,
  request: (r: SignedRequest) => autocannon.Request,
  onResponse: Answer,
): Promise<{ requests: number; seconds: number; errors: number }> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      {
        setupRequest: (_req, context) => {
          const r = take();
          (context as { round?: Round }).round = r;
          sentAt(context);
          return request(r.bet);
        },
        onResponse,
      },
      {
        setupRequest: (_req, context) => {
          sentAt(context);
          return request((context as { round: Round }).round.win);
        },
        onResponse,
      },
    ],
  });
  return { requests: result.requests.total, seconds: result.duration, errors: result.errors + result.timeouts };
}

/**
 * `connections` clients, each on one keep-alive HTTP/1.1 connection with one request at a time (a bet, then
 * its win), the request written as bytes and the answer read by its Content-Length. Sends until the window
 * ends; answers to requests sent before then still count, and the window is measured to the last answer.
 */
async function rawLoad(baseUrl: string, connections: number, durationSeconds: number, take: () => Round, onResponse: Answer) {
  const url = new URL(baseUrl);
  const render = (r: SignedRequest) =>
    `POST ${r.path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n${HUB88_SIGNATURE_HEADER}: ${r.signature}\r\nContent-Length: ${Buffer.byteLength(r.body)}\r\n\r\n${r.body}`;
  const started = performance.now();
  const end = started + durationSeconds * 1000;
  let requests = 0;
  let errors = 0;
  const client = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port) });
      socket.setNoDelay(true);
      const context: { sentAt?: number } = {};
      let round: Round | undefined;
      let betNext = true;
      let buffered: Buffer = Buffer.alloc(0);
      const send = () => {
        if (performance.now() >= end) {
          socket.end();
          return resolve();
        }
        if (betNext) round = take();
        const r = betNext ? (round as Round).bet : (round as Round).win;
        context.sentAt = performance.now();
        socket.write(render(r));
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        buffered = buffered.length > 0 ? Buffer.concat([buffered, chunk]) : chunk;
        const headEnd = buffered.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const head = buffered.toString('latin1', 0, headEnd);
        const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
        if (length === undefined) throw new Error(`answer without Content-Length:\n${head}`);
        const total = headEnd + 4 + Number(length);
        if (buffered.length < total) return;
        const body = buffered.toString('utf8', headEnd + 4, total);
        buffered = buffered.subarray(total);
        requests += 1;
        onResponse(Number(head.slice(9, 12)), body, context);
        betNext = !betNext;
        send();
      });
      socket.on('error', () => {
        errors += 1;
        resolve();
      });
      // The server closing a connection ends that client (its unanswered call is lost, as for a provider).
      socket.on('close', () => resolve());
    });
  await Promise.all(Array.from({ length: connections }, client));
  return { requests, seconds: (performance.now() - started) / 1000, errors };
}

/** The server's group-commit counts from its /metrics (batches committed, moves committed in them, moves sent back to run alone). */
async function batchCounts(baseUrl: string): Promise<{ batches: number; batched: number; single: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const value = (re: RegExp) => Number(re.exec(text)?.[1] ?? 0);
  return {
    batches: value(/^provider_wallet_batches_total\{[^}]*\} (\d+)/m),
    batched: value(/^provider_wallet_batch_moves_total\{[^}]*path="batched"[^}]*\} (\d+)/m),
    single: value(/^provider_wallet_batch_moves_total\{[^}]*path="single"[^}]*\} (\d+)/m),
  };
}

/** CPU time (user + system, ms) of processes, from /proc (Linux; 0 elsewhere). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10; // USER_HZ = 100
}

/** Busy and total CPU time of the whole machine (ms), from /proc/stat. */
function machineMs(): { busy: number; total: number } {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = cpu.reduce((a, b) => a + b, 0);
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
    return { busy: (total - idle) * 10, total: total * 10 };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Processes whose command line contains every needle (and whose environment contains `env`, when given). */
function findPids(needles: string[], env?: string): number[] {
  const out: number[] = [];
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const d of entries) {
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!needles.every((n) => cmd.includes(n))) continue;
      if (env && !fs.readFileSync(`/proc/${d}/environ`, 'utf8').split('\0').includes(env)) continue;
      out.push(Number(d));
    } catch {
      // not ours or gone
    }
  }
  return out;
}

function pgbench(url: string): number {
  const u = new URL(url);
  const args = ['-h', decodeURIComponent(u.hostname), '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const db = u.pathname.slice(1);
  execFileSync('pgbench', [...args, '-i', '-q', db], { stdio: 'pipe' });
  const out = execFileSync('pgbench', [...args, '-N', '-c', String(connections), '-j', '2', '-T', String(seconds), db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  if (!m) throw new Error(`cannot read pgbench output:\n${out}`);
  return Number(m[1]);
}

/**
 * The same bets and wins with no HTTP, no Node and no signature: pgbench itself calls
 * `provider_wallet_move()` (a bet, then a win for it) on the bench database at the same
 * concurrency. This is PostgreSQL's ceiling for the provider wallet's statement on this machine;
 * returns operations (bets + wins) per second.
 */
async function sqlOnly(url: string, players: Player[]): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const currency = players[0]?.currency as string;
  const per = hub88UnitsPerMinor(currency);
  try {
    await c.query(`INSERT INTO ledger_accounts (kind, member_id, currency, shard) SELECT 'PROVIDER_CLEARING', NULL, $1, g FROM generate_series(0, 15) g ON CONFLICT DO NOTHING`, [currency]);
    await c.query(`CREATE TABLE bench_shards AS SELECT shard AS s, id FROM ledger_accounts WHERE kind = 'PROVIDER_CLEARING' AND currency = $1 AND member_id IS NULL`, [currency]);
    await c.query('CREATE TABLE bench_players (i integer, member integer, token bytea, acct bigint, usr text, thash bytea, whash bytea)');
    for (const [i, p] of players.entries()) {
      const member = Number(p.user.slice(1));
      const hash = (from: string, to: string, kind: string) => createHash('sha256').update([from, to, '100', currency, kind].join('|')).digest();
      await c.query(
        `INSERT INTO bench_players SELECT $1, $2, $3, a.id, $4, $5, $6 FROM ledger_accounts a WHERE a.kind = 'MEMBER_WALLET' AND a.member_id = $2 AND a.currency = $7`,
        [i, member, createHash('sha256').update(p.token).digest(), p.user, hash(`m:${member}`, 's:PROVIDER_CLEARING', 'BET'), hash('s:PROVIDER_CLEARING', `m:${member}`, 'WIN'), currency],
      );
    }
  } finally {
    await c.end();
  }
  const move = (kind: 'BET' | 'WIN', uuid: string, reference: string, hash: string) =>
    `SELECT outcome FROM provider_wallet_move('HUB88', ${uuid}, '${kind}', :member, ':token'::bytea, now(), 'r' || :n, '${GAME}', '${currency}', ${100n * per}, 100, ${reference}, ` +
    `sha256(convert_to(${uuid}, 'UTF8')), 'PG', 'bench', 'RNG', 'hub88:' || ${uuid}, :acct, :ctr, ':${hash}'::bytea, '{}'::jsonb, ':usr', 'r', ${per});`;
  const script = [
    `\\set i random(0, ${players.length - 1})`,
    '\\set s random(0, 15)',
    '\\set n random(1, 2000000000)',
    'SELECT member, token, acct, usr, thash, whash, (SELECT id FROM bench_shards WHERE s = :s) AS ctr FROM bench_players WHERE i = :i \\gset',
    move('BET', `'sb:' || :client_id || ':' || :n`, 'NULL', 'thash'),
    move('WIN', `'sw:' || :client_id || ':' || :n`, `'sb:' || :client_id || ':' || :n`, 'whash'),
  ].join('\n');
  const file = path.join(os.tmpdir(), `bench-provider-sql-${process.pid}.sql`);
  fs.writeFileSync(file, `${script}\n`);
  try {
    const u = new URL(url);
    const args = ['-h', decodeURIComponent(u.hostname), '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'), '-n', '-f', file];
    const out = execFileSync('pgbench', [...args, '-c', String(connections), '-j', '2', '-T', String(seconds), u.pathname.slice(1)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const m = /duration: (\d+) s/.exec(out);
    if (!m) throw new Error(`cannot read pgbench output:\n${out}`);
    // Only what really happened counts: provider rows written (a bail-out writes none).
    const c2 = new pg.Client({ connectionString: url });
    await c2.connect();
    try {
      const { rows } = await c2.query<{ n: string }>(`SELECT count(*)::text AS n FROM provider_transactions WHERE status = 'OK' AND (uuid LIKE 'sb:%' OR uuid LIKE 'sw:%')`);
      return Math.round(Number(rows[0]?.n ?? 0) / Number(m[1]));
    } finally {
      await c2.end();
    }
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function ledgerOk(database: Database, env: Record<string, string>): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JOBS: 'off', ...env } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const check = await app.wallet.check();
    return check.ok ? `ok (${check.transfers} transfers)` : `FAILED: ${check.problems.slice(0, 3).join('; ')}`;
  } finally {
    await app.close();
  }
}

async function runEngine(engine: 'pg' | 'pglite') {
  const name = `bw_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let dataDir: string | undefined;
  let url: string | undefined;
  let env: Record<string, string>;
  if (engine === 'pg') {
    await admin(`CREATE DATABASE ${name}`);
    url = withDb(adminUrl, name);
    env = { DATABASE_URL: url };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wallet-'));
    env = { DATA_DIR: dataDir };
  }
  const open = () => (url ? openDatabase({ databaseUrl: url, poolMax: 4 }) : openDatabase({ dataDir: dataDir as string }));
  try {
    process.stdout.write(`[${engine}] preparing database, members and tokens…\n`);
    let database = await open();
    const { players, privateKey } = await prepare(database, env);
    await database.close();

    // Every mode's requests are signed first, so pgbench -N and the wallet runs follow each other closely.
    const pools = batchModes.map((_, m) => {
      process.stdout.write(`[${engine}] signing ${roundsWanted} rounds (${roundsWanted * 2} requests) before the timed window…\n`);
      const t0 = performance.now();
      const offset = m * (roundsWanted + 600);
      const warm = Array.from({ length: 600 }, (_, i) => makeRound(players, privateKey, offset + i));
      const pool = Array.from({ length: roundsWanted }, (_, i) => makeRound(players, privateKey, offset + i + 600));
      process.stdout.write(`[${engine}] signed in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
      return { warm, pool };
    });

    /** pgbench -N right before the wallet runs and again right after them; the ratio uses their mean. */
    const pgbenchNow = async () => {
      const pgbDb = `${name}_pgb`;
      await admin(`CREATE DATABASE ${pgbDb}`);
      try {
        process.stdout.write(`[pg] pgbench -N -c ${connections} -j 2 -T ${seconds}…\n`);
        return pgbench(withDb(adminUrl, pgbDb));
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${pgbDb} WITH (FORCE)`);
      }
    };
    const tpsBefore = engine === 'pg' ? await pgbenchNow() : undefined;

    const runs: (WalletLoad & { batch: string; serverMsPerOp: number; pgMsPerOp?: number; loadMsPerOp?: number; machineBusy?: number; movesPerBatch?: number })[] = [];
    for (const [m, batch] of batchModes.entries()) {
      const { warm, pool } = pools[m] as { warm: Round[]; pool: Round[] };
      const server = await startServer({
        ...env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        JOBS: 'off',
        DB_POOL_MAX: '20',
        // The production default (e2e/support/server.ts sets 0, always fresh, which checks the game catalogue's
        // version on every wallet call: one extra query per batch that production does not make).
        SETTINGS_CACHE_MS: '1000',
        HUB88_BATCH: batch,
        ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(profileDir)}` } : {}),
      });
      try {
        await walletLoad(server.baseUrl, warm, players, privateKey, 2);
        process.stdout.write(`[${engine}] HUB88_BATCH=${batch}: signed bets+wins, ${connections} connections, ${seconds} s…\n`);
        const port = new URL(server.baseUrl).port;
        const serverPids = findPids(['apps/server/src/server.ts'], `PORT=${port}`);
        const backendPids = engine === 'pg' ? findPids([`postgres: `, ` ${name} `]) : [];
        const batchesBefore = await batchCounts(server.baseUrl);
        const before = { server: cpuMs(serverPids), pg: cpuMs(backendPids), self: process.cpuUsage(), machine: machineMs() };
        const result = await walletLoad(server.baseUrl, pool, players, privateKey, seconds);
        const self = process.cpuUsage(before.self);
        const machine = machineMs();
        const batchesAfter = await batchCounts(server.baseUrl);
        const batches = batchesAfter.batches - batchesBefore.batches;
        process.stdout.write(
          `[${engine}] ${result.requests} calls: ${batchesAfter.batched - batchesBefore.batched} moves in ${batches} batches, ${batchesAfter.single - batchesBefore.single} sent back to run alone\n`,
        );
        runs.push({
          ...result,
          batch,
          serverMsPerOp: (cpuMs(serverPids) - before.server) / result.requests,
          pgMsPerOp: engine === 'pg' ? (cpuMs(backendPids) - before.pg) / result.requests : undefined,
          loadMsPerOp: (self.user + self.system) / 1000 / result.requests,
          machineBusy: (machine.busy - before.machine.busy) / Math.max(1, machine.total - before.machine.total),
          movesPerBatch: batches > 0 ? (batchesAfter.batched - batchesBefore.batched) / batches : undefined,
        });
      } finally {
        await server.stop();
      }
    }
    const tpsAfter = engine === 'pg' ? await pgbenchNow() : undefined;
    const tps = tpsBefore !== undefined && tpsAfter !== undefined ? (tpsBefore + tpsAfter) / 2 : undefined;
    let sqlOps: number | undefined;
    if (url && sqlOnlyWanted) {
      process.stdout.write(`[pg] the same bets and wins as SQL only (pgbench calling provider_wallet_move), ${connections} clients, ${seconds} s…\n`);
      sqlOps = await sqlOnly(url, players);
    }
    database = await open();
    const ledger = await ledgerOk(database, env);
    await database.close();
    return runs.map((run) => ({ engine, tps, tpsBefore, tpsAfter, sqlOps, ...run, ledger }));
  } finally {
    if (!keepDatabase && engine === 'pg') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const engines: ('pg' | 'pglite')[] = engineArg === 'both' ? ['pg', 'pglite'] : [engineArg as 'pg' | 'pglite'];
const rows = [];
for (const e of engines) rows.push(...(await runEngine(e)));

const date = new Date().toISOString().slice(0, 10);
console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, ${connections} connections, ${seconds} s\n`);
console.log('| date | engine | HUB88_BATCH | load average (1 min) | pgbench -N TPS (before / after) | SQL-only ops/s (ratio) | wallet ops/s | RS_OK ops/s | p50 / p95 / p99 ms | ratio | server CPU ms/op | PG backends CPU ms/op | load generator CPU ms/op | machine busy | moves per batch | not RS_OK | signed inline | ledger check |');
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|');
for (const r of rows) {
  const ratio = r.tps ? (r.opsPerSecond / r.tps).toFixed(2) : '–';
  const notOk = Object.entries(r.notOk)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `| ${date} | ${r.engine === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${r.batch} | ${r.load.toFixed(1)} | ${r.tps ? `${Math.round(r.tps)} (${Math.round(r.tpsBefore ?? 0)} / ${Math.round(r.tpsAfter ?? 0)})` : '–'} | ${r.sqlOps && r.tps ? `${r.sqlOps} (${(r.sqlOps / r.tps).toFixed(2)})` : '–'} | ${r.opsPerSecond} | ${r.okPerSecond} | ${r.p50} / ${r.p95} / ${r.p99} | ${ratio} | ${r.serverMsPerOp.toFixed(2)} | ${r.pgMsPerOp === undefined ? '–' : r.pgMsPerOp.toFixed(2)} | ${r.loadMsPerOp?.toFixed(2) ?? '–'} | ${r.machineBusy === undefined ? '–' : `${Math.round(r.machineBusy * 100)} %`} | ${r.movesPerBatch?.toFixed(1) ?? '–'} | ${notOk || '0'} | ${r.inlineSigned} | ${r.ledger} |`,
  );
}
