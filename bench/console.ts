/**
 * `npm run bench:console`: the operator console's dashboard and daily report at scale (issue 18).
 * Builds, on a fresh PostgreSQL database, MEMBERS accounts (under the agent tree of `bench/scale.ts`),
 * BETS settled bets and DEPOSITS deposits (a withdrawal after every 4th) over the last DAYS days with
 * plain SQL, builds the rollups with the real `reporting.rollup` job, creates an admin operator, then
 * measures over HTTP, WORKERS clients for SECONDS each:
 *
 * - `GET /api/v1/operator/dashboard` (today vs yesterday, queues, 14 days of figures);
 * - `GET /api/v1/operator/reports/daily?from=&to=` over 31 days, JSON and CSV (the window's last day
 *   moves back one day per request over the last 29 days, so every request reads other days).
 *
 *   PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_console npm run bench:console
 *
 * REUSE=1 measures again on a database a previous run kept (KEEP_DB=1); GENERATE_ONLY=1 stops after the data.
 */
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { createFreshDatabase, databaseUrlOf, dropDatabase, generateMembersAndBets, generateMoney, measure, routeTable, timed } from './scale.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const BETS = Number(process.env.BETS ?? 1_000_000);
const DEPOSITS = Number(process.env.DEPOSITS ?? 200_000);
const DAYS = Number(process.env.DAYS ?? 60);
const SECONDS = Number(process.env.SECONDS ?? 15);
const WORKERS = Number(process.env.WORKERS ?? 2);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? 'bench_console';
const PASSWORD = 'Bench1234!';
/** A new operator per run (REUSE runs keep the earlier ones). */
const OPERATOR = `benchadmin${Date.now().toString(36)}`;

/** yyyy-MM-dd of `date` in `timeZone`, `back` days earlier. */
function dayIn(timeZone: string, back: number): string {
  return new Date(Date.now() - back * 86_400_000).toLocaleDateString('en-CA', { timeZone });
}

async function main() {
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
    const currency = brand[0]!.currency;
    const { lo, hi } = await timed(`generate ${MEMBERS.toLocaleString('en')} members and ${BETS.toLocaleString('en')} bets over ${DAYS} days`, () =>
      generateMembersAndBets(client, { members: MEMBERS, bets: BETS, days: DAYS, currency, password: PASSWORD }),
    );
    await timed(`generate ${DEPOSITS.toLocaleString('en')} deposits and ${Math.floor(DEPOSITS / 4).toLocaleString('en')} withdrawals`, () =>
      generateMoney(client, { lo, hi, deposits: DEPOSITS, withdrawEvery: 4, days: DAYS, currency }),
    );
    await timed('analyze', () => client.query('ANALYZE'));
  }
  if (process.env.GENERATE_ONLY === '1') {
    await client.end();
    await database.close();
    return;
  }

  const app = await buildApp({ config, database });
  // The agents module indexes the tree in the background at start (and links it into the team rollups):
  // wait for it, so it does not run during the measurements.
  await timed('agents: index the tree (catch-up at start)', async () => {
    await app.ready();
    await app.agents.sync();
  });
  await timed('reporting: rollup (a full build on a fresh database)', () => app.jobs.runNow('reporting.rollup'));
  const { password } = await app.operator.create(OPERATOR, 'admin');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${baseUrl}/api/v1/operator/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: OPERATOR, password }) });
  if (!login.ok) throw new Error(`operator login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  const tz = config.operator.timeZone;
  const window = (i: number) => `from=${dayIn(tz, (i % 29) + 30)}&to=${dayIn(tz, i % 29)}`;
  const o = { seconds: SECONDS, workers: WORKERS };
  const rows = [
    await measure(baseUrl, token, '`GET /operator/dashboard`', () => '/api/v1/operator/dashboard', o),
    await measure(baseUrl, token, '`GET /operator/reports/daily` (31 days, JSON)', (i) => `/api/v1/operator/reports/daily?${window(i)}`, o),
    await measure(baseUrl, token, '`GET /operator/reports/daily` (31 days, CSV)', (i) => `/api/v1/operator/reports/daily?${window(i)}&format=csv`, o),
  ];
  const { rows: sizes } = await client.query<{ rollup: string; members: string; bets: string; transfers: string }>(
    `SELECT (SELECT count(*) FROM report_hourly)::text AS rollup, (SELECT count(*) FROM members)::text AS members,
            (SELECT count(*) FROM bet_records)::text AS bets, (SELECT count(*) FROM ledger_transfers)::text AS transfers`,
  );
  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, PostgreSQL, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`members ${sizes[0]!.members}, bets ${sizes[0]!.bets}, ledger transfers ${sizes[0]!.transfers}, report_hourly rows ${sizes[0]!.rollup}; ${WORKERS} clients × ${SECONDS} s, zone ${tz}\n`);
  console.log(routeTable(rows));
  await client.end();
  await app.close();
  await database.close();
  if (!process.env.KEEP_DB) await dropDatabase(adminUrl, dbName);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
