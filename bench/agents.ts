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
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { apiLogin } from '../e2e/support/auth.ts';
import { createFreshDatabase, databaseUrlOf, dropDatabase, generateMembersAndBets, measure as measureRoute, timed } from './scale.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const BETS = Number(process.env.BETS ?? 10_000_000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const WORKERS = Number(process.env.WORKERS ?? 4);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? 'bench_agents';
const PASSWORD = 'Bench1234!';

async function generate(client: pg.Client, currency: string) {
  const { agentId } = await generateMembersAndBets(client, { members: MEMBERS, bets: BETS, days: 90, currency, password: PASSWORD });
  await client.query('ANALYZE');
  return agentId;
}

const load = () => os.loadavg()[0]!.toFixed(1);
async function measure(baseUrl: string, token: string, label: string, path: (i: number) => string) {
  const before = load();
  const r = await measureRoute(baseUrl, token, label, path, { seconds: SECONDS, workers: WORKERS });
  return { ...r, load: `${before} → ${load()}` };
}

async function main() {
  // REUSE=1: measure on the database a previous run generated (KEEP_DB=1), after migrating it.
  const reuse = process.env.REUSE === '1';
  if (!reuse) await createFreshDatabase(adminUrl, dbName);
  const databaseUrl = databaseUrlOf(adminUrl, dbName);

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
  // What autovacuum would do after a bulk load: statistics and the visibility map (index-only scans) of the new rows.
  if (process.env.VACUUM !== '0') await timed('VACUUM ANALYZE', () => client.query('VACUUM ANALYZE'));
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
  console.log('| route | 1-min load | requests | failed | p50 ms | p95 ms | p99 ms |\n|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.load} | ${r.requests} | ${r.failures} | ${r.p50} | ${r.p95} | ${r.p99} |`);
  await client.end();
  await app.close();
  await database.close();
  if (!process.env.KEEP_DB) await dropDatabase(adminUrl, dbName);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
