/**
 * `npm run bench:agents`: the agent back office at scale (issue 14). Builds an agent with
 * MEMBERS downline accounts (20 sub-agents, 5 sub-sub-agents each, members spread over all of them)
 * and BETS settled bets over the last 90 days on a fresh PostgreSQL database, fills the reporting
 * rollups with the real job, then measures `GET /api/v1/agent/team/overview`, `/team/members` and
 * `/team/profit-loss` as that agent over HTTP (WORKERS concurrent clients, SECONDS each).
 *
 * Data generator: plain SQL (generate_series) straight into members and bet_records — the bench
 * measures reads; the tree index and the rollups are built by the modules' own code (agents catch-up
 * and the reporting.rollup job), and their build times are printed too.
 *
 *   PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres MEMBERS=100000 BETS=10000000 npm run bench:agents
 */
import os from 'node:os';
import pg from 'pg';
import { hash, type Algorithm } from '@node-rs/argon2';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { apiLogin } from '../e2e/support/auth.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const BETS = Number(process.env.BETS ?? 10_000_000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const WORKERS = Number(process.env.WORKERS ?? 4);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? 'bench_agents';
const PASSWORD = 'Bench1234!';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`${label}: ${round((performance.now() - started) / 1000)} s`);
  return result;
}

async function generate(client: pg.Client, currency: string) {
  const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as Algorithm });
  const insertMember = `INSERT INTO members (username, type, nickname, currency, parent_id, password_hash, password_changed_at, first_login_done, created_at)`;
  const { rows: top } = await client.query<{ id: number }>(
    `${insertMember} VALUES ('benchagent', 1, 'Bench Agent', $1, NULL, $2, now(), true, now() - interval '400 days') RETURNING id`,
    [currency, passwordHash],
  );
  const agentId = top[0]!.id;
  const { rows: subs } = await client.query<{ id: number }>(
    `${insertMember} SELECT 'benchsub' || g, 1, 'Bench Sub ' || g, $1, $2, $3, now(), true, now() - interval '300 days' FROM generate_series(1, 20) g RETURNING id`,
    [currency, agentId, passwordHash],
  );
  const subIds = subs.map((r) => r.id);
  const { rows: subsubs } = await client.query<{ id: number }>(
    `${insertMember} SELECT 'benchsub' || ((g - 1) / 5 + 1) || '_' || ((g - 1) % 5 + 1), 1, 'Bench Sub-sub ' || g, $1, ($2::int[])[(g - 1) / 5 + 1], $3, now(), true, now() - interval '200 days'
       FROM generate_series(1, 100) g RETURNING id`,
    [currency, subIds, passwordHash],
  );
  const uplines = [agentId, ...subIds, ...subsubs.map((r) => r.id)];
  const members = MEMBERS - uplines.length + 1;
  await client.query(
    `${insertMember} SELECT 'bm' || g, 0, 'Bench Member ' || g, $1, ($2::int[])[(g % $3::int) + 1], $4, now(), true, now() - (g % 180) * interval '1 day'
       FROM generate_series(1, $5::int) g`,
    [currency, uplines, uplines.length, passwordHash, members],
  );
  const { rows: range } = await client.query<{ lo: number; hi: number }>(`SELECT min(id) AS lo, max(id) AS hi FROM members WHERE username LIKE 'bm%'`);
  const { lo, hi } = range[0]!;
  const categories = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTTERY'];
  const chunk = 1_000_000;
  for (let start = 1; start <= BETS; start += chunk) {
    const end = Math.min(BETS, start + chunk - 1);
    await client.query(
      `INSERT INTO bet_records (member_id, source, source_ref, vendor, game_code, game_name, category, stake, payout, currency, status, placed_at, settled_at)
       SELECT ($1::bigint + ((g * 7919) % ($2::bigint - $1::bigint + 1)))::int, 'PROVIDER', 'bench-' || g, 'BENCH', 'BENCH_' || (g % 50), 'Bench game ' || (g % 50),
              ($3::text[])[(g % 6) + 1], 100 * (1 + g % 50), CASE WHEN g % 3 = 0 THEN 190 * (1 + g % 50) ELSE 0 END, $4, 'SETTLED',
              now() - (g % 7776000) * interval '1 second', now() - (g % 7776000) * interval '1 second' + interval '30 seconds'
         FROM generate_series($5::bigint, $6::bigint) g`,
      [lo, hi, categories, currency, start, end],
    );
    process.stdout.write(`  bets ${end.toLocaleString('en')} / ${BETS.toLocaleString('en')}\r`);
  }
  process.stdout.write('\n');
  await client.query('ANALYZE');
  return agentId;
}

async function measure(baseUrl: string, token: string, label: string, path: (i: number) => string) {
  const latencies: number[] = [];
  let failures = 0;
  let counter = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const res = await fetch(baseUrl + path(counter++), { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - started);
        else failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { label, requests: latencies.length, failures, p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)) };
}

async function main() {
  // REUSE=1: measure on the database a previous run generated (KEEP_DB=1), after migrating it.
  const reuse = process.env.REUSE === '1';
  if (!reuse) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();

  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off', DATABASE_URL: databaseUrl, SEED_DEMO: 'never' } as NodeJS.ProcessEnv);
  const database = await openDatabase({ databaseUrl, poolMax: 20 });
  await timed('migrate', () => migrate(database));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reuse) {
    await seedDemo(database, config);
    const { rows: brand } = await client.query<{ currency: string }>(`SELECT currency FROM members WHERE username = 'agent'`);
    await timed(`generate ${MEMBERS.toLocaleString('en')} members and ${BETS.toLocaleString('en')} bets`, () => generate(client, brand[0]!.currency));
  }
  if (process.env.GENERATE_ONLY === '1') {
    await client.end();
    await database.close();
    return;
  }

  const app = await buildApp({ config, database });
  await timed('agents: index the tree (catch-up from accounts, at start)', async () => {
    await app.ready();
    await app.agents.sync();
  });
  await timed('reporting: first rollup build', () => app.jobs.runNow('reporting.rollup'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { token } = await apiLogin(baseUrl, 'benchagent', PASSWORD);

  const month = new Date().toISOString().slice(0, 8) + '01';
  const rows = [
    await measure(baseUrl, token, 'GET /agent/team/overview', () => '/api/v1/agent/team/overview'),
    await measure(baseUrl, token, 'GET /agent/team/members (pages 1-50, scope all)', (i) => `/api/v1/agent/team/members?scope=all&page=${(i % 50) + 1}&pageSize=20`),
    await measure(baseUrl, token, 'GET /agent/team/profit-loss (this month, pages 1-20)', (i) => `/api/v1/agent/team/profit-loss?from=${month}&page=${(i % 20) + 1}&pageSize=20`),
  ];
  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, PostgreSQL, ${MEMBERS.toLocaleString('en')} members, ${BETS.toLocaleString('en')} bets, ${WORKERS} clients × ${SECONDS} s\n`);
  console.log('| route | requests | failed | p50 ms | p95 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.requests} | ${r.failures} | ${r.p50} | ${r.p95} | ${r.p99} |`);
  await client.end();
  await app.close();
  await database.close();
  if (!process.env.KEEP_DB) {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await dropper.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
