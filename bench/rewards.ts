/**
 * `node --import tsx bench/rewards.ts` (issue 17): provider wallet bet latency (Hub88 protocol, signed, each
 * round a bet then its win, as bench/provider-wallet.ts) through the real server
 * with rewards ON (20 active promotions, missions active, VIP levels, every bettor with running
 * bonuses, the `rewards.settle` job every 5 s, members reading their progress) against the same with
 * them OFF, in one run on one database, phases alternating OFF, ON, OFF, ON, ... so load drift on the shared
 * machine hits both. Target: ON adds under 20 % to the bet p50 and p95.
 *
 *   node --import tsx bench/rewards.ts [--seconds 12] [--bettors 16] [--readers 2] [--phases 6]
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres (default): a scratch database is created and dropped.
 *
 * Both modes send the same traffic: bettors bet and win back to back (each its own member and player token), and
 * readers poll what the member centre and header show (member info with its promotion badge, bonuses,
 * reward centre, promotions, missions, VIP), paced 25 ms apart. OFF means the data is off: no promotion
 * running (all ended), missions inactive, no VIP levels, no running bonus, no settle runs; ON turns each
 * on. The bet path itself has no rewards hook (progress is measured on read, docs/rewards.md), so what
 * ON adds to a bet is the shared CPU and database work of the reads and the job. (In-house slot spins were
 * the first choice; at 16 concurrent players on PostgreSQL they deadlock — bet and win land on different
 * HOUSE shards — so they are not a clean latency figure until that is fixed.)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { execSync } from 'node:child_process';
import { HUB88_SIGNATURE_HEADER, hub88UnitsPerMinor } from '../packages/contracts/src/hub88.ts';
import { signBody } from '../apps/server/src/modules/vendor-api/signature.ts';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { SessionRepository } from '../apps/server/src/modules/sessions/repository.ts';
import { SessionService } from '../apps/server/src/modules/sessions/service.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { startServer } from '../e2e/support/server.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
}
const seconds = option('seconds', 12);
const bettors = option('bettors', 16);
const readers = option('readers', 2);
const phases = option('phases', 6);
const PROMOTIONS = 20;
const BONUSES_PER_MEMBER = 3;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_KEY_SECRET: 'bench-only-secret-0123456789', CAPTCHA_MODE: 'off' };

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
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const round1 = (x: number) => Math.round(x * 10) / 10;
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

const name = `bench_rewards_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await admin(`CREATE DATABASE ${name}`);
const url = withDb(adminUrl, name);
process.stdout.write(`database ${name}; uptime: ${execSync('uptime').toString().trim()}\n`);

// A control app on the same database (jobs off): sets up members, turns the rewards data on and off, runs the settle job.
const database = await openDatabase({ databaseUrl: url, poolMax: 6 });
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  await migrate(database);
  const config = loadConfig({ ...env, JOBS: 'off', DATABASE_URL: url } as NodeJS.ProcessEnv);
  await seedDemo(database, config);
  const control = await buildApp({ config, database });
  await control.ready();
  const db = control.db;

  const sessions = new SessionService(new SessionRepository(db));
  const members: { id: number; token: string; user: string; playerToken: string }[] = [];
  const GAME = 'PG_0001';
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i < bettors + readers; i++) {
    const m = await db.insertInto('members').values({ username: `br${run}${i}`, nickname: 'bench' }).returning('id').executeTakeFirstOrThrow();
    await control.wallet.transfer({ idempotencyKey: `bench-rewards:fund:${run}:${i}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: m.id }, amount: 1_000_000_000n, currency: 'THB', kind: 'DEPOSIT' });
    const { token } = await sessions.create({ memberId: m.id, ttlMs: 6 * 3_600_000 });
    const issued = await control.vendorApi.issuePlayerToken({ memberId: m.id, gameCode: GAME, currency: 'THB', ttlMs: 6 * 3_600_000 });
    members.push({ id: m.id, token, user: issued.user, playerToken: issued.token });
  }
  const privateKey = (await control.vendorApi.keys.get()).privateKeyPem as string;
  const per = Number(hub88UnitsPerMinor('THB'));
  // 20 promotions in all (the demo's plus ours); on/off moves their window.
  const existing = (await db.selectFrom('promotions').select('id').execute()).length;
  for (let i = existing; i < PROMOTIONS; i++) {
    await control.rewards.createPromotion({
      text: { EN: { title: `Bench promotion ${i}`, summary: 'Bench', body: 'Bench' }, TY: { title: `โปรโมชัน ${i}`, summary: 'Bench', body: 'Bench' } },
      imageUrl: '/images/promotions/bench.png',
      category: 'RNG',
      kind: 'APPLY',
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      bonusAmount: 10_000,
      currency: 'THB',
      terms: { wageringMultiplier: 5, validDays: 7, maxCashout: null, categories: ['RNG'] },
      sort: 100,
    });
  }
  await sql`CREATE TABLE bench_vip_levels AS SELECT * FROM vip_levels`.execute(db);
  const promotionCount = (await db.selectFrom('promotions').select('id').execute()).length;
  const missionCount = (await db.selectFrom('missions').select('id').execute()).length;
  const vipCount = (await db.selectFrom('vip_levels').select('level').execute()).length;

  let phaseNo = 0;
  async function setRewards(on: boolean) {
    phaseNo += 1;
    const day = 86_400_000;
    const now = Date.now();
    await db
      .updateTable('promotions')
      .set(on ? { starts_at: new Date(now - day), ends_at: new Date(now + 30 * day) } : { starts_at: new Date(now - 90 * day), ends_at: new Date(now - 60 * day) })
      .execute();
    await db.updateTable('missions').set({ active: on }).execute();
    await db.deleteFrom('vip_levels').execute();
    if (on) await sql`INSERT INTO vip_levels SELECT * FROM bench_vip_levels`.execute(db);
    if (on) {
      // Running bonuses for every bench member: most stay running (high wagering), one small one is met by the spins and converted by the job.
      for (const m of members) {
        for (let k = 0; k < BONUSES_PER_MEMBER; k++) {
          await control.rewards.grant({
            memberId: m.id,
            source: 'PROMOTION',
            sourceRef: 'bench',
            grantKey: `bench:${run}:${phaseNo}:${m.id}:${k}`,
            title: 'Bench bonus',
            amount: k === 0 ? 100n : 10_000n,
            currency: 'THB',
            terms: { wageringMultiplier: k === 0 ? 1 : 50, validDays: 7, maxCashout: null, categories: k === 2 ? ['LIVE'] : [] },
          });
        }
      }
    } else {
      for (const b of await db.selectFrom('reward_bonuses').select('id').where('status', '=', 'ACTIVE').execute()) await control.rewards.forfeit(b.id, 'OPERATOR');
    }
  }

  server = await startServer({ ...env, DATABASE_URL: url, JOBS: 'on', DB_POOL_MAX: '20', SETTINGS_CACHE_MS: '1000', ...(process.env.BENCH_DEBUG ? { LOG_LEVEL: 'error' } : {}) });
  const base = server.baseUrl;
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const reads = ['/api/v1/members/me', '/api/v1/bonuses', '/api/v1/rewards', '/api/v1/promotions?lang=EN', '/api/v1/rewards/missions', '/api/v1/rewards/vip'];

  async function phase(on: boolean, durationMs: number, record: boolean) {
    let stop = false;
    const spins: number[] = [];
    const readMs: number[] = [];
    const perPath = new Map<string, number[]>();
    const failures: Record<string, number> = {};
    const fail = (what: string) => (failures[what] = (failures[what] ?? 0) + 1);
    let settles = 0;
    const call = async (path: string, fields: Record<string, unknown>) => {
      const body = JSON.stringify({ ...fields, request_uuid: randomUUID() });
      const sig = signBody(body, privateKey); // before the clock starts: the load generator's cost, not the server's
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/providers/hub88${path}`, { method: 'POST', headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: sig }, body });
      const text = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200 || !text.includes('"status":"RS_OK"')) {
        fail(`${path} ${/"status":"([A-Z_]+)"/.exec(text)?.[1] ?? res.status}`);
        return null;
      }
      return ms;
    };
    const bettor = async (m: (typeof members)[number], w: number) => {
      for (let n = 0; !stop; n++) {
        const stake = (100 + ((n + w) % 50) * 100) * per;
        const bet = { user: m.user, token: m.playerToken, transaction_uuid: randomUUID(), round: randomUUID(), game_code: GAME, currency: 'THB', amount: stake, round_closed: false, is_free: false };
        const ms = await call('/transaction/bet', bet);
        if (ms === null) continue;
        spins.push(ms);
        await call('/transaction/win', { ...bet, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, amount: (stake / 2) * (1 + (n % 4)), round_closed: true });
      }
    };
    const reader = async (i: number) => {
      for (let n = 0; !stop; n++) {
        const m = members[(i * 7 + n) % members.length]!;
        const path = reads[n % reads.length]!;
        const t0 = performance.now();
        const res = await fetch(base + path, { headers: headers(m.token) });
        await res.arrayBuffer();
        if (res.status === 200) {
          const ms = performance.now() - t0;
          readMs.push(ms);
          perPath.set(path, [...(perPath.get(path) ?? []), ms]);
        }
        else fail(`${path} ${res.status}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const settler = async () => {
      while (!stop) {
        await new Promise((r) => setTimeout(r, 5_000));
        if (stop || !on) continue;
        await control.jobs.runNow('rewards.settle');
        settles += 1;
      }
    };
    const started = performance.now();
    const workers = [...members.slice(0, bettors).map((m, w) => bettor(m, w)), ...Array.from({ length: readers }, (_, i) => reader(i)), settler()];
    await new Promise((r) => setTimeout(r, durationMs));
    stop = true;
    await Promise.all(workers);
    const elapsed = (performance.now() - started) / 1000;
    spins.sort((a, b) => a - b);
    readMs.sort((a, b) => a - b);
    const result = { on, spins: spins.length, perSecond: round1(spins.length / elapsed), p50: round1(percentile(spins, 50)), p95: round1(percentile(spins, 95)), reads: readMs.length, readP95: round1(percentile(readMs, 95)), settles, failures, load: load(), raw: spins, elapsed, perPath };
    if (record) process.stdout.write(`${on ? 'ON ' : 'OFF'}  bets ${result.spins} (${result.perSecond}/s)  p50 ${result.p50} ms  p95 ${result.p95} ms  reads ${result.reads} (p95 ${result.readP95} ms)  settle runs ${settles}  failures ${JSON.stringify(failures)}  load ${result.load}\n`);
    return result;
  }

  process.stdout.write(`${bettors} bettors, ${readers} readers, ${phases} phases of ${seconds} s; ${promotionCount} promotions, ${missionCount} missions, ${vipCount} VIP levels, ${BONUSES_PER_MEMBER} running bonuses per member when ON\n`);
  await setRewards(false);
  await phase(false, 3_000, false); // warm-up
  const results: Awaited<ReturnType<typeof phase>>[] = [];
  for (let i = 0; i < phases; i++) {
    const on = i % 2 === 1;
    await setRewards(on);
    results.push(await phase(on, seconds * 1000, true));
  }
  const summary = (on: boolean) => {
    const all = results.filter((r) => r.on === on).flatMap((r) => r.raw).sort((a, b) => a - b);
    const secs = results.filter((r) => r.on === on).reduce((t, r) => t + r.elapsed, 0);
    return { spins: all.length, perSecond: round1(all.length / secs), p50: round1(percentile(all, 50)), p95: round1(percentile(all, 95)) };
  };
  const off = summary(false);
  const on = summary(true);
  const added = (a: number, b: number) => `${b >= a ? '+' : ''}${round1(((b - a) / a) * 100)} %`;
  process.stdout.write(`\nOFF: ${off.spins} bets, ${off.perSecond}/s, p50 ${off.p50} ms, p95 ${off.p95} ms\nON:  ${on.spins} bets, ${on.perSecond}/s, p50 ${on.p50} ms, p95 ${on.p95} ms\n`);
  process.stdout.write(`added latency: p50 ${added(off.p50, on.p50)}, p95 ${added(off.p95, on.p95)} (target < 20 %)\n`);
  // Paired: each ON phase against the OFF phases right before and after it (load on a shared machine drifts).
  const pairs = results.flatMap((r, i) => {
    if (!r.on) return [];
    const around = [results[i - 1], results[i + 1]].filter((x): x is (typeof results)[number] => x !== undefined && !x.on);
    const mean = (k: 'p50' | 'p95') => around.reduce((t, x) => t + x[k], 0) / around.length;
    return [{ p50: r.p50 / mean('p50'), p95: r.p95 / mean('p95') }];
  });
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  process.stdout.write(
    `paired (ON phase / its neighbouring OFF phases), median of ${pairs.length}: p50 ${added(1, median(pairs.map((x) => x.p50)))}, p95 ${added(1, median(pairs.map((x) => x.p95)))}; ` +
      `each: ${pairs.map((x) => `${round1((x.p50 - 1) * 100)}/${round1((x.p95 - 1) * 100)} %`).join(', ')}\n`,
  );
  for (const path of reads) {
    const med = (mode: boolean) => round1(percentile(results.filter((r) => r.on === mode).flatMap((r) => r.perPath.get(path) ?? []).sort((a, b) => a - b), 50));
    process.stdout.write(`read ${path}: p50 OFF ${med(false)} ms, ON ${med(true)} ms\n`);
  }
  const converted = await db.selectFrom('reward_bonuses').select(({ fn }) => fn.countAll<string>().as('n')).where('status', '=', 'CONVERTED').executeTakeFirstOrThrow();
  process.stdout.write(`bonuses converted by the settle job during ON: ${converted.n}\n`);
  const check = await control.wallet.check();
  process.stdout.write(`wallet.check(): ${check.ok ? `ok (${check.transfers} transfers)` : `FAILED ${check.problems.slice(0, 3).join('; ')}`}\nuptime: ${execSync('uptime').toString().trim()}\n`);
  await control.close();
  if (process.env.BENCH_DEBUG) process.stdout.write(server.logs().slice(0, 6000));
} finally {
  await server?.stop();
  await database.close().catch(() => {});
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  process.stdout.write(`dropped ${name}\n`);
}
