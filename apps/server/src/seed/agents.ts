import { hash, type Algorithm } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { RecordsRepository } from '../modules/records/repository.ts';
import { RecordsService } from '../modules/records/service.ts';
import { ReportingRepository } from '../modules/reporting/repository.ts';
import { ReportingService } from '../modules/reporting/service.ts';
import { MEMBER_WALLET, WalletRepository } from '../modules/wallet/repository.ts';
import { WalletService } from '../modules/wallet/service.ts';

/**
 * The demo agent's team (docs/agents.md "Demo data"): sub-agents two levels deep, dozens of members,
 * four months of bets, deposits, withdrawals and a few agent transfers, so every agent page shows real
 * numbers on first start. Everything is bulk-inserted (a few statements, not thousands of service
 * calls) and consistent: the ledger balances (`npm run ledger:check`), each day's bet records add up
 * to that day's BET/WIN transfers, and the reporting rollups are built at the end.
 * Team members log in with `Team1234!`.
 */

const DAY = 86_400_000;
const HISTORY_DAYS = 120;
const PASSWORD = 'Team1234!';

const GAMES = [
  { vendor: 'PG', code: 'PG_MAHJONG_WAYS', name: 'Mahjong Ways', category: 'RNG' },
  { vendor: 'JL', code: 'JL_SUPER_ACE', name: 'Super Ace', category: 'RNG' },
  { vendor: 'EVO', code: 'EVO_BACCARAT', name: 'Baccarat', category: 'LIVE' },
  { vendor: 'JL', code: 'JL_JACKPOT_FISHING', name: 'Jackpot Fishing', category: 'FISH' },
  { vendor: 'SBO', code: 'SBO_FOOTBALL', name: 'Football', category: 'SPORTS' },
  { vendor: 'KM', code: 'KM_POKER', name: 'Poker', category: 'PVP' },
];

/** Deterministic, so every fresh demo database shows the same team. */
function prng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

interface Plan {
  username: string;
  nickname: string;
  parent: string;
  type: number;
  affiliateCode: string | null;
  joinedDaysAgo: number;
}

function teamPlan(rand: (n: number) => number): Plan[] {
  const plan: Plan[] = [];
  const sub = (username: string, parent: string, code: string, joinedDaysAgo: number) =>
    plan.push({ username, nickname: username.replace(/^./, (c) => c.toUpperCase()), parent, type: 1, affiliateCode: code, joinedDaysAgo });
  sub('subagent1', 'agent', 'SUBAG01', 118);
  sub('subagent2', 'agent', 'SUBAG02', 96);
  sub('subagent3', 'agent', 'SUBAG03', 40);
  sub('subagent1a', 'subagent1', 'SUBAG1A', 80);
  const uplines: [string, number][] = [
    ['agent', 18],
    ['subagent1', 9],
    ['subagent2', 8],
    ['subagent3', 5],
    ['subagent1a', 6],
  ];
  let n = 0;
  for (const [parent, count] of uplines) {
    const upline = plan.find((p) => p.username === parent);
    const oldest = upline ? upline.joinedDaysAgo : HISTORY_DAYS;
    for (let i = 0; i < count; i++) {
      n += 1;
      // A few joined today and yesterday, so "new members" is never zero.
      const joinedDaysAgo = n <= 2 ? 0 : n <= 4 ? 1 : rand(oldest);
      plan.push({ username: `team${String(n).padStart(3, '0')}`, nickname: `Team Player ${n}`, parent, type: 0, affiliateCode: null, joinedDaysAgo });
    }
  }
  return plan;
}

type Account = { id: bigint; balance: bigint };

export async function seedAgentTeam(db: Kysely<DB>, config: Config) {
  const agent = await db.selectFrom('members').select(['id', 'currency']).where('username', '=', 'agent').executeTakeFirst();
  if (!agent) return;
  const exists = await db.selectFrom('members').select('id').where('username', '=', 'subagent1').executeTakeFirst();
  if (exists) return;
  const currency = agent.currency;
  const rand = prng(14);
  const now = Date.now();
  const plan = teamPlan(rand);

  // ---- accounts (one bulk insert per level, so uplines exist first)
  const passwordHash = await hash(PASSWORD, { ...config.accounts.argon2, algorithm: 2 as Algorithm });
  const ids = new Map<string, number>([['agent', agent.id]]);
  const joined = new Map<string, number>();
  for (const level of [0, 1, 2]) {
    const rows = plan.filter((p) => {
      const depth = p.parent === 'agent' ? 0 : plan.find((q) => q.username === p.parent)?.parent === 'agent' ? 1 : 2;
      return depth === level;
    });
    if (rows.length === 0) continue;
    const inserted = await db
      .insertInto('members')
      .values(
        rows.map((p) => {
          const at = now - p.joinedDaysAgo * DAY - rand(DAY / 2);
          joined.set(p.username, at);
          return {
            username: p.username,
            type: p.type,
            nickname: p.nickname,
            currency,
            parent_id: ids.get(p.parent)!,
            password_hash: passwordHash,
            password_changed_at: new Date(now),
            affiliate_code: p.affiliateCode,
            first_login_done: true,
            created_at: new Date(at),
          };
        }),
      )
      .returning(['id', 'username'])
      .execute();
    for (const r of inserted) ids.set(r.username, r.id);
  }

  // ---- wallets
  const players = plan.map((p) => p.username);
  await db
    .insertInto('ledger_accounts')
    .values(players.map((u) => ({ kind: MEMBER_WALLET, member_id: ids.get(u)!, currency })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const wallet = new WalletService(new WalletRepository(db), () => currency);
  const repo = new WalletRepository(db);
  const accounts = new Map<string, Account>();
  const byMember = new Map<number, string>([...players, 'agent'].map((u) => [ids.get(u)!, u]));
  const walletRows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'member_id', 'balance'])
    .where('kind', '=', MEMBER_WALLET)
    .where('currency', '=', currency)
    .where('member_id', 'in', [...byMember.keys()])
    .execute();
  for (const w of walletRows) accounts.set(byMember.get(w.member_id!)!, { id: w.id, balance: w.balance });
  for (const system of ['HOUSE', 'PAYMENT_CLEARING', 'PENDING_WITHDRAWAL'] as const) {
    const a = await repo.ensureAccount(db, system, null, currency, 0);
    accounts.set(system, { id: a.id, balance: a.balance });
  }

  // ---- activity, simulated in time order so balances never go below zero
  type Move = { at: number; from: string; to: string; amount: bigint; kind: string };
  type Bet = { member: string; at: number; game: (typeof GAMES)[number]; stake: bigint; payout: bigint; status: 'SETTLED' | 'PENDING' };
  const moves: Move[] = [];
  const bets: Bet[] = [];
  const members = plan.filter((p) => p.type === 0);
  for (const p of members) {
    const since = joined.get(p.username)!;
    const keen = 1 + rand(4); // how often this one plays
    for (let day = Math.floor((now - since) / DAY); day >= 0; day--) {
      const dayStart = now - day * DAY;
      if (day > 0 && rand(10) >= keen) continue;
      if (day === 0 && rand(3) === 0) continue;
      const base = Math.max(since, dayStart - DAY + 60_000);
      const at = (offset: number) => Math.min(now - 60_000, base + offset);
      if (rand(3) === 0 || moves.every((m) => m.to !== p.username)) moves.push({ at: at(0), from: 'PAYMENT_CLEARING', to: p.username, amount: BigInt((5 + rand(96)) * 10_000), kind: 'DEPOSIT' });
      const count = 1 + rand(4);
      for (let i = 0; i < count; i++) {
        const game = GAMES[rand(GAMES.length)]!;
        const stake = BigInt((1 + rand(50)) * 1_000);
        const win = rand(100);
        const payout = win < 45 ? 0n : win < 90 ? (stake * BigInt(50 + rand(150))) / 100n : stake * BigInt(2 + rand(8));
        const pending = day === 0 && i === count - 1 && rand(2) === 0;
        bets.push({ member: p.username, at: at(60_000 + i * 7 * 60_000), game, stake, payout: pending ? 0n : payout, status: pending ? 'PENDING' : 'SETTLED' });
      }
      if (rand(6) === 0) moves.push({ at: at(count * 7 * 60_000 + 120_000), from: p.username, to: 'PENDING_WITHDRAWAL', amount: BigInt((2 + rand(20)) * 10_000), kind: 'WITHDRAWAL_HOLD' });
    }
  }
  // A few transfers from the agent's own wallet to its direct members.
  for (const p of members.filter((m) => m.parent === 'agent').slice(0, 5)) {
    moves.push({ at: joined.get(p.username)! + 3_600_000, from: 'agent', to: p.username, amount: BigInt((1 + rand(4)) * 20_000), kind: 'TRANSFER_DOWNLINE' });
  }
  // Each member's bets of one day settle as one BET and one WIN transfer (what a provider session does).
  const daily = new Map<string, { member: string; at: number; stake: bigint; payout: bigint }>();
  for (const b of bets) {
    const key = `${b.member}|${Math.floor(b.at / DAY)}`;
    const d = daily.get(key) ?? { member: b.member, at: b.at, stake: 0n, payout: 0n };
    d.stake += b.stake;
    d.payout += b.payout;
    d.at = Math.max(d.at, b.at);
    daily.set(key, d);
  }
  for (const d of daily.values()) {
    moves.push({ at: d.at, from: d.member, to: 'HOUSE', amount: d.stake, kind: 'BET' });
    if (d.payout > 0n) moves.push({ at: d.at + 1, from: 'HOUSE', to: d.member, amount: d.payout, kind: 'WIN' });
  }
  moves.sort((a, b) => a.at - b.at || (a.kind === 'DEPOSIT' ? -1 : 0));

  // Play the moves; a BET the balance cannot cover is topped up by a deposit first.
  const transfers: { key: string; debit: Account; credit: Account; amount: bigint; kind: string; at: number; debitAfter: bigint; creditAfter: bigint }[] = [];
  const apply = (m: Move) => {
    const debit = accounts.get(m.from)!;
    const credit = accounts.get(m.to)!;
    debit.balance -= m.amount;
    credit.balance += m.amount;
    transfers.push({ key: `seed:agents:${transfers.length + 1}`, debit, credit, amount: m.amount, kind: m.kind, at: m.at, debitAfter: debit.balance, creditAfter: credit.balance });
  };
  for (const m of moves) {
    const from = accounts.get(m.from)!;
    if (m.from !== 'HOUSE' && m.from !== 'PAYMENT_CLEARING' && from.balance < m.amount) {
      if (m.kind !== 'BET') continue; // a withdrawal or transfer the balance cannot cover is simply not made
      apply({ at: m.at - 1, from: 'PAYMENT_CLEARING', to: m.from, amount: m.amount - from.balance + 100_000n, kind: 'DEPOSIT' });
    }
    apply(m);
    // Held withdrawals are paid out to the bank at once.
    if (m.kind === 'WITHDRAWAL_HOLD') apply({ at: m.at + 60_000, from: 'PENDING_WITHDRAWAL', to: 'PAYMENT_CLEARING', amount: m.amount, kind: 'WITHDRAWAL_PAYOUT' });
  }

  // One statement per table: arrays through unnest() (thousands of bound parameters parse slowly on PGlite).
  await db.transaction().execute(async (trx) => {
    const col = <T, R>(rows: T[], f: (r: T) => R) => rows.map(f);
    await sql`INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency, kind, request_hash,
                                            debit_balance_after, credit_balance_after, metadata, created_at)
              SELECT k, d, c, a, ${currency}, kind, sha256(convert_to(k, 'UTF8')), da, ca, '{"seed":"agents"}'::jsonb, at
                FROM unnest(${col(transfers, (t) => t.key)}::text[], ${col(transfers, (t) => t.debit.id.toString())}::bigint[],
                            ${col(transfers, (t) => t.credit.id.toString())}::bigint[], ${col(transfers, (t) => t.amount.toString())}::bigint[],
                            ${col(transfers, (t) => t.kind)}::text[], ${col(transfers, (t) => t.debitAfter.toString())}::bigint[],
                            ${col(transfers, (t) => t.creditAfter.toString())}::bigint[], ${col(transfers, (t) => new Date(t.at).toISOString())}::timestamptz[])
                     AS x(k, d, c, a, kind, da, ca, at)
               ORDER BY at`.execute(trx);
    for (const a of accounts.values()) await trx.updateTable('ledger_accounts').set({ balance: a.balance }).where('id', '=', a.id).execute();
    await sql`INSERT INTO bet_records (member_id, source, source_ref, vendor, game_code, game_name, category, stake, payout, currency, status, placed_at, settled_at)
              SELECT m, 'PROVIDER', 'seed-agents:' || n, v, g, gn, cat, st, po, ${currency}, status, at, CASE WHEN status = 'SETTLED' THEN at + interval '30 seconds' END
                FROM unnest(${col(bets, (b) => ids.get(b.member)!)}::int[], ${col(bets, (b) => b.game.vendor)}::text[], ${col(bets, (b) => b.game.code)}::text[],
                            ${col(bets, (b) => b.game.name)}::text[], ${col(bets, (b) => b.game.category)}::text[], ${col(bets, (b) => b.stake.toString())}::bigint[],
                            ${col(bets, (b) => b.payout.toString())}::bigint[], ${col(bets, (b) => b.status)}::text[], ${col(bets, (b) => new Date(b.at).toISOString())}::timestamptz[])
                     WITH ORDINALITY AS x(m, v, g, gn, cat, st, po, status, at, n)
               ORDER BY at`.execute(trx);
  });
  // Rollups at the end of the seed, so the first report reads them.
  await new ReportingService(new ReportingRepository(db), new RecordsService(new RecordsRepository(db), wallet), wallet).rollup();
}
