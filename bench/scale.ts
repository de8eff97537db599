/**
 * Shared part of the PostgreSQL scale benches (`bench/agents.ts`, `bench/console.ts`): a fresh
 * database, the plain-SQL data generator (members under an agent tree, settled bets, wallet
 * movements) and a fixed-concurrency HTTP measuring loop with p50/p95/p99.
 */
import pg from 'pg';
import { hash, type Algorithm } from '@node-rs/argon2';

export const round = (ms: number) => Math.round(ms * 10) / 10;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`${label}: ${round((performance.now() - started) / 1000)} s`);
  return result;
}

/** URL of `dbName` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl: string, dbName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function onAdmin(adminUrl: string, statements: string[]) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const s of statements) await admin.query(s);
  } finally {
    await admin.end();
  }
}

export const createFreshDatabase = (adminUrl: string, dbName: string) => onAdmin(adminUrl, [`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, `CREATE DATABASE ${dbName}`]);
export const dropDatabase = (adminUrl: string, dbName: string) => onAdmin(adminUrl, [`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`]);

export interface GenerateOptions {
  members: number;
  bets: number;
  /** Bets are spread evenly over the last `days` days. */
  days: number;
  currency: string;
  /** Password of every generated account (one argon2id hash shared by all). */
  password: string;
  /** Connections inserting bets at once (default 2). */
  connections?: number;
}

/** Another connection to the database `client` is connected to. */
async function sibling(client: pg.Client): Promise<pg.Client> {
  const c = new pg.Client({ host: client.host, port: client.port, user: client.user, password: client.password, database: client.database });
  await c.connect();
  return c;
}

/** Runs `fn` over `items` on `connections` connections at once (`client` and siblings of it), each taking the next item when done. */
async function inParallel<T>(client: pg.Client, connections: number, items: T[], fn: (c: pg.Client, item: T) => Promise<void>) {
  const extra = await Promise.all(Array.from({ length: Math.max(0, Math.min(connections, items.length) - 1) }, () => sibling(client)));
  let next = 0;
  try {
    await Promise.all(
      [client, ...extra].map(async (c) => {
        while (next < items.length) await fn(c, items[next++] as T);
      }),
    );
  } finally {
    await Promise.all(extra.map((c) => c.end()));
  }
}

/**
 * A bulk load into `table` without its secondary indexes, unique and foreign-key constraints: they are
 * dropped first and built again after the load (one sorted pass per index and one join per foreign key,
 * instead of millions of random index inserts and per-row foreign-key checks). The definitions are read
 * from the catalogue, so indexes added by later migrations come back as they were. The primary key stays.
 */
export async function withoutSecondaryIndexes(client: pg.Client, table: string, load: () => Promise<void>) {
  const { rows: constraints } = await client.query<{ name: string; def: string; type: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def, contype AS type FROM pg_constraint WHERE conrelid = $1::regclass AND contype IN ('u', 'f') ORDER BY contype DESC, conname`,
    [table],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def FROM pg_index
      WHERE indrelid = $1::regclass AND NOT indisprimary AND indexrelid NOT IN (SELECT conindid FROM pg_constraint WHERE conrelid = $1::regclass)`,
    [table],
  );
  for (const c of constraints) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT "${c.name}"`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  await load();
  // Index builds sort in memory and use parallel workers; two at a time on the two connections.
  const session = async (c: pg.Client) => c.query(`SET maintenance_work_mem = '512MB'`);
  await session(client);
  await inParallel(client, 2, [...indexes.map((i) => i.def), ...constraints.filter((c) => c.type === 'u').map((c) => `ALTER TABLE ${table} ADD CONSTRAINT "${c.name}" ${c.def}`)], async (c, statement) => {
    await session(c);
    await c.query(statement);
  });
  for (const c of constraints.filter((x) => x.type === 'f')) await client.query(`ALTER TABLE ${table} ADD CONSTRAINT "${c.name}" ${c.def}`);
}

/**
 * One agent (`benchagent`) with 20 sub-agents and 100 sub-sub-agents, `members` accounts in all spread
 * over that tree, and `bets` settled bets over the last `days` days, straight into members and
 * bet_records with generate_series (bet g placed g/bets of the way back, so they cover all `days`). Returns the top agent's id and the generated members' id range.
 */
export async function generateMembersAndBets(client: pg.Client, o: GenerateOptions): Promise<{ agentId: number; lo: number; hi: number }> {
  const passwordHash = await hash(o.password, { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as Algorithm });
  const insertMember = `INSERT INTO members (username, type, nickname, currency, parent_id, password_hash, password_changed_at, first_login_done, created_at)`;
  const { rows: top } = await client.query<{ id: number }>(
    `${insertMember} VALUES ('benchagent', 1, 'Bench Agent', $1, NULL, $2, now(), true, now() - interval '400 days') RETURNING id`,
    [o.currency, passwordHash],
  );
  const agentId = top[0]!.id;
  const { rows: subs } = await client.query<{ id: number }>(
    `${insertMember} SELECT 'benchsub' || g, 1, 'Bench Sub ' || g, $1, $2, $3, now(), true, now() - interval '300 days' FROM generate_series(1, 20) g RETURNING id`,
    [o.currency, agentId, passwordHash],
  );
  const subIds = subs.map((r) => r.id);
  const { rows: subsubs } = await client.query<{ id: number }>(
    `${insertMember} SELECT 'benchsub' || ((g - 1) / 5 + 1) || '_' || ((g - 1) % 5 + 1), 1, 'Bench Sub-sub ' || g, $1, ($2::int[])[(g - 1) / 5 + 1], $3, now(), true, now() - interval '200 days'
       FROM generate_series(1, 100) g RETURNING id`,
    [o.currency, subIds, passwordHash],
  );
  const uplines = [agentId, ...subIds, ...subsubs.map((r) => r.id)];
  const members = o.members - uplines.length + 1;
  await client.query(
    `${insertMember} SELECT 'bm' || g, 0, 'Bench Member ' || g, $1, ($2::int[])[(g % $3::int) + 1], $4, now(), true, now() - (g % 180) * interval '1 day'
       FROM generate_series(1, $5::int) g`,
    [o.currency, uplines, uplines.length, passwordHash, members],
  );
  const { rows: range } = await client.query<{ lo: number; hi: number }>(`SELECT min(id) AS lo, max(id) AS hi FROM members WHERE username LIKE 'bm%'`);
  const { lo, hi } = range[0]!;
  const categories = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTTERY'];
  const seconds = o.days * 86_400;
  const chunk = 1_000_000;
  const starts: number[] = [];
  for (let start = 1; start <= o.bets; start += chunk) starts.push(start);
  let written = 0;
  await withoutSecondaryIndexes(client, 'bet_records', () =>
    inParallel(client, o.connections ?? 2, starts, async (c, start) => {
      const end = Math.min(o.bets, start + chunk - 1);
      await c.query(
        `INSERT INTO bet_records (member_id, source, source_ref, vendor, game_code, game_name, category, stake, payout, currency, status, placed_at, settled_at)
         SELECT ($1::bigint + ((g * 7919) % ($2::bigint - $1::bigint + 1)))::int, 'PROVIDER', 'bench-' || g, 'BENCH', 'BENCH_' || (g % 50), 'Bench game ' || (g % 50),
                ($3::text[])[(g % 6) + 1], 100 * (1 + g % 50), CASE WHEN g % 3 = 0 THEN 190 * (1 + g % 50) ELSE 0 END, $4, 'SETTLED',
                now() - (g * $7::bigint / $8::bigint) * interval '1 second', now() - (g * $7::bigint / $8::bigint) * interval '1 second' + interval '30 seconds'
           FROM generate_series($5::bigint, $6::bigint) g`,
        [lo, hi, categories, o.currency, start, end, seconds, o.bets],
      );
      written += end - start + 1;
      process.stdout.write(`  bets ${written.toLocaleString('en')} / ${o.bets.toLocaleString('en')}\r`);
    }),
  );
  process.stdout.write('\n');
  return { agentId, lo, hi };
}

/**
 * Wallet movements of the generated members [lo, hi] over the last `days` days, straight into the
 * ledger: a wallet per member, `deposits` DEPOSIT transfers (from a BENCH_PAYMENTS system account) and a WITHDRAWAL_HOLD of half the amount after every `withdrawEvery`-th
 * deposit; balances are then set from the transfers, so every balance matches its transfers.
 */
export async function generateMoney(client: pg.Client, o: { lo: number; hi: number; deposits: number; withdrawEvery: number; days: number; currency: string }) {
  await client.query(
    `INSERT INTO ledger_accounts (kind, member_id, currency) SELECT 'MEMBER_WALLET', id, $1 FROM members WHERE id BETWEEN $2 AND $3
     ON CONFLICT DO NOTHING`,
    [o.currency, o.lo, o.hi],
  );
  const system = async (kind: string) => {
    const found = await client.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE kind = $1 AND currency = $2 AND member_id IS NULL ORDER BY id LIMIT 1`, [kind, o.currency]);
    if (found.rows[0]) return found.rows[0].id;
    const { rows } = await client.query<{ id: string }>(`INSERT INTO ledger_accounts (kind, currency) VALUES ($1, $2) RETURNING id`, [kind, o.currency]);
    return rows[0]!.id;
  };
  const clearing = await system('BENCH_PAYMENTS');
  const pending = await system('PENDING_WITHDRAWAL');
  const seconds = o.days * 86_400;
  // Deposit g: member lo + (g * 7907) mod n, at now - (g * 9973 mod seconds) s; withdrawal of half of it one hour later.
  await client.query(
    `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency, kind, request_hash, debit_balance_after, credit_balance_after, created_at)
     SELECT 'bench-dep-' || g, $1, a.id, 1000 * (1 + g % 20), $2, 'DEPOSIT', sha256(('bench-dep-' || g)::bytea), 0, 0,
            now() - ((g * 9973) % $3::bigint) * interval '1 second' - interval '1 hour'
       FROM generate_series(1, $4::bigint) g
       JOIN ledger_accounts a ON a.kind = 'MEMBER_WALLET' AND a.currency = $2 AND a.member_id = ($5::bigint + ((g * 7907) % ($6::bigint - $5::bigint + 1)))::int
     UNION ALL
     SELECT 'bench-wd-' || g, a.id, $7, 500 * (1 + g % 20), $2, 'WITHDRAWAL_HOLD', sha256(('bench-wd-' || g)::bytea), 0, 0,
            now() - ((g * 9973) % $3::bigint) * interval '1 second'
       FROM generate_series(1, $4::bigint) g
       JOIN ledger_accounts a ON a.kind = 'MEMBER_WALLET' AND a.currency = $2 AND a.member_id = ($5::bigint + ((g * 7907) % ($6::bigint - $5::bigint + 1)))::int
      WHERE g % $8::int = 0`,
    [clearing, o.currency, seconds, o.deposits, o.lo, o.hi, pending, o.withdrawEvery],
  );
  await client.query(
    `UPDATE ledger_accounts a SET balance = m.total
       FROM (SELECT id, sum(v) AS total FROM (SELECT credit_account_id AS id, amount AS v FROM ledger_transfers WHERE idempotency_key LIKE 'bench-%'
                                             UNION ALL SELECT debit_account_id, -amount FROM ledger_transfers WHERE idempotency_key LIKE 'bench-%') x GROUP BY id) m
      WHERE a.id = m.id`,
  );
}

export interface RouteResult {
  label: string;
  requests: number;
  failures: number;
  p50: number;
  p95: number;
  p99: number;
}

/** `workers` clients in a closed loop for `seconds`: every request waits for the previous answer of its client. */
export async function measure(baseUrl: string, token: string, label: string, path: (i: number) => string, o: { seconds: number; workers: number }): Promise<RouteResult> {
  const latencies: number[] = [];
  let failures = 0;
  let counter = 0;
  const end = Date.now() + o.seconds * 1000;
  await Promise.all(
    Array.from({ length: o.workers }, async () => {
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

export function routeTable(rows: RouteResult[]): string {
  const lines = ['| route | requests | failed | p50 ms | p95 ms | p99 ms |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.label} | ${r.requests} | ${r.failures} | ${r.p50} | ${r.p95} | ${r.p99} |`);
  return lines.join('\n');
}
