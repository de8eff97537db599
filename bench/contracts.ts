/**
 * `node --import tsx bench/contracts.ts`: agent contract settlement at scale (issue 15). On a fresh
 * PostgreSQL database: CONTRACTS agents (type 1) with MEMBERS members spread evenly under them, two
 * settled bets per member yesterday (UTC), reporting rollups built by the reporting module's own code,
 * and one accepted daily-salary contract per agent (two tiers). Then one settlement run of the daily
 * salary, as the `contracts.settle.daily` job does it: every contract's day is claimed (one row each)
 * and paid through the ledger. Prints the time of the run, of a second run (nothing left to do), and
 * the ledger check.
 *
 * Team figures are read through the reporting service (`total(members, from, to)`), the team of each
 * agent from the upline links, as `modules/contracts/index.ts` does through the agents service.
 *
 *   PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres CONTRACTS=10000 MEMBERS=100000 node --import tsx bench/contracts.ts
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { ContractsPort } from '../apps/server/src/modules/contracts/ports.ts';
import { ContractsRepository } from '../apps/server/src/modules/contracts/repository.ts';
import { ContractsService } from '../apps/server/src/modules/contracts/service.ts';
import { RecordsRepository } from '../apps/server/src/modules/records/repository.ts';
import { RecordsService } from '../apps/server/src/modules/records/service.ts';
import { ReportingRepository } from '../apps/server/src/modules/reporting/repository.ts';
import { ReportingService } from '../apps/server/src/modules/reporting/service.ts';
import { WalletRepository } from '../apps/server/src/modules/wallet/repository.ts';
import { WalletService } from '../apps/server/src/modules/wallet/service.ts';

const CONTRACTS = Number(process.env.CONTRACTS ?? 10_000);
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? 'bench_contracts';

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 10 });
await migrate(database);

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
const yesterday = new Date(today.getTime() - 86_400_000);

await timed(`data: ${CONTRACTS} agents, ${MEMBERS} members, ${MEMBERS * 2} bets`, async () => {
  await client.query(
    `INSERT INTO members (username, type, nickname, currency, created_at) SELECT 'benchagent' || g, 1, 'Agent ' || g, 'THB', now() - interval '90 days' FROM generate_series(1, $1::int) g`,
    [CONTRACTS],
  );
  const { rows } = await client.query<{ lo: number; hi: number }>(`SELECT min(id) AS lo, max(id) AS hi FROM members WHERE type = 1`);
  const { lo, hi } = rows[0]!;
  await client.query(
    `INSERT INTO members (username, type, nickname, currency, parent_id, created_at)
     SELECT 'benchmember' || g, 0, 'Member ' || g, 'THB', $1::int + (g % ($2::int - $1::int + 1)), now() - interval '60 days' FROM generate_series(1, $3::int) g`,
    [lo, hi, MEMBERS],
  );
  await client.query(
    `INSERT INTO bet_records (member_id, source, source_ref, vendor, game_code, game_name, category, stake, payout, currency, status, placed_at, settled_at)
     SELECT m.id, 'PROVIDER', 'bench-' || m.id || '-' || k, 'BENCH', 'BENCH_1', 'Bench game', 'RNG', 100 * (1 + (m.id * k) % 500),
            CASE WHEN (m.id + k) % 3 = 0 THEN 190 * (1 + (m.id * k) % 500) ELSE 0 END, 'THB', 'SETTLED',
            $1::timestamptz + ((m.id * 37 + k * 3600) % 86000) * interval '1 second', $1::timestamptz + ((m.id * 37 + k * 3600) % 86000 + 30) * interval '1 second'
       FROM members m CROSS JOIN generate_series(1, 2) k WHERE m.type = 0`,
    [yesterday],
  );
  const tiers = JSON.stringify([
    { activeMembers: 1, turnover: '0', rateBp: 50 },
    { activeMembers: 10, turnover: '50000', rateBp: 100 },
  ]);
  await client.query(
    `INSERT INTO agent_contracts (kind, period_type, agent_id, agent_username, status, tiers, max_rate_bp, time_zone, created_at, responded_at, accepted_at)
     SELECT 'DAILY_SALARY', 'D', id, username, 'ACTIVE', $1::jsonb, 100, 'UTC', $2, $2, $2 FROM members WHERE type = 1`,
    [tiers, yesterday],
  );
  await client.query('ANALYZE');
});

const wallet = new WalletService(new WalletRepository(database.db), () => 'THB');
const reporting = new ReportingService(new ReportingRepository(database.db), new RecordsService(new RecordsRepository(database.db), wallet), wallet);
await timed('reporting: rollup build', () => reporting.rollup());

const teams = new Map<number, number[]>();
for (const r of (await client.query<{ parent_id: number; ids: number[] }>(`SELECT parent_id, array_agg(id) AS ids FROM members WHERE parent_id IS NOT NULL GROUP BY parent_id`)).rows) {
  teams.set(r.parent_id, r.ids);
}
const port: ContractsPort = {
  account: async () => undefined,
  accountByUsername: async () => undefined,
  isDirectSubAgent: async () => false,
  async teamFigures(agentId, from, to) {
    const started = performance.now();
    try {
      return await figuresOf(agentId, from, to);
    } finally {
      figureMs += performance.now() - started;
    }
  },
};
let figureMs = 0;
async function figuresOf(agentId: number, from: Date, to: Date) {
  {
    const ids = teams.get(agentId) ?? [];
    if (ids.length === 0) return { activeMembers: 0, turnover: 0n, netLoss: 0n };
    const f = await reporting.total(ids, from, to);
    return { activeMembers: f.activeMembers, turnover: f.validTurnover, netLoss: -f.winLoss - f.bonuses };
  }
}
if (process.env.BATCH !== '0') {
  // The batch form: one grouped rollup read for every team of the window.
  port.teamFiguresMany = async (agentIds, from, to) => {
    const started = performance.now();
    const members: number[] = [];
    const groups: number[] = [];
    for (const id of agentIds) {
      for (const m of teams.get(id) ?? []) {
        members.push(m);
        groups.push(id);
      }
    }
    const out = new Map<number, { activeMembers: number; turnover: bigint; netLoss: bigint }>();
    for (const r of await reporting.figures({ members, groups, from, to })) {
      out.set(r.group, { activeMembers: r.figures.activeMembers, turnover: r.figures.validTurnover, netLoss: -r.figures.winLoss - r.figures.bonuses });
    }
    figureMs += performance.now() - started;
    return out;
  };
}
const service = new ContractsService(new ContractsRepository(database.db), port, wallet);
const first = await timed(`settle daily salary: ${CONTRACTS} contracts over ${MEMBERS} members`, () => service.settle('DAILY_SALARY'));
console.log('  ', first, `team figures: ${(figureMs / 1000).toFixed(1)} s reading team figures`);
const second = await timed('second run (nothing left)', () => service.settle('DAILY_SALARY'));
console.log('  ', second);
const paid = await client.query<{ n: string; total: string }>(`SELECT count(*) AS n, coalesce(sum(amount), 0) AS total FROM ledger_transfers WHERE kind = 'DAILY_SALARY'`);
console.log(`ledger: ${paid.rows[0]!.n} DAILY_SALARY transfers, ${paid.rows[0]!.total} minor units`);
const check = await timed('ledger check', () => wallet.check());
console.log('  ', check.ok ? 'ok' : check.problems.slice(0, 5));
await client.end();
await database.close();
