import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { BetRecordStatus, BetSource } from './tables.ts';

export interface BetRecordInput {
  memberId: number;
  source: BetSource;
  sourceRef: string;
  vendor: string;
  gameCode: string;
  gameName?: string;
  category: string;
  stake: bigint;
  payout?: bigint;
  currency: string;
  status: BetRecordStatus;
  placedAt: Date;
  settledAt?: Date | null;
}

export interface BetFilter {
  memberId: number;
  from: Date;
  to: Date;
  category?: string;
  status?: BetRecordStatus;
}

/** All SQL of the records module. */
export class RecordsRepository {
  constructor(readonly db: Kysely<DB>) {}

  /**
   * Insert, or update the outcome of a bet already recorded (a settlement after the bet).
   * The upsert is the SQL function `bet_record_upsert` (migrations/019), which the provider
   * wallet's one-statement path calls as well.
   */
  async upsert(db: Kysely<DB>, r: BetRecordInput) {
    await sql`SELECT bet_record_upsert(${r.memberId}::integer, ${r.source}, ${r.sourceRef}, ${r.vendor}, ${r.gameCode}, ${r.gameName ?? ''},
                                       ${r.category}, ${r.stake}::bigint, ${r.payout ?? 0n}::bigint, ${r.currency}, ${r.status},
                                       ${r.placedAt}::timestamptz, ${r.settledAt ?? null}::timestamptz)`.execute(db);
  }

  private filtered(f: BetFilter) {
    let q = this.db.selectFrom('bet_records').where('member_id', '=', f.memberId).where('placed_at', '>=', f.from).where('placed_at', '<', f.to);
    if (f.category) q = q.where('category', '=', f.category);
    if (f.status) q = q.where('status', '=', f.status);
    return q;
  }

  async page(f: BetFilter, limit: number, offset: number) {
    const [rows, totals] = await Promise.all([
      this.filtered(f)
        .select(['id', 'vendor', 'game_code', 'game_name', 'category', 'stake', 'payout', 'currency', 'status', 'placed_at', 'settled_at', 'source'])
        .orderBy('placed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.filtered(f)
        .select([
          sql<string>`count(*)`.as('n'),
          sql<string>`coalesce(sum(stake), 0)`.as('stake'),
          sql<string>`coalesce(sum(payout), 0)`.as('payout'),
          sql<string>`coalesce(sum(stake) FILTER (WHERE status = 'SETTLED'), 0)`.as('valid'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(totals.n), stake: BigInt(totals.stake), payout: BigInt(totals.payout), validStake: BigInt(totals.valid) };
  }

  /** Stake, payout and bet count per category over the range (profit and loss). */
  byCategory(f: BetFilter) {
    return this.filtered(f)
      .select([
        'category',
        sql<string>`count(*)`.as('bets'),
        sql<string>`coalesce(sum(stake), 0)`.as('stake'),
        sql<string>`coalesce(sum(stake) FILTER (WHERE status = 'SETTLED'), 0)`.as('valid'),
        sql<string>`coalesce(sum(payout), 0)`.as('payout'),
      ])
      .where('status', '<>', 'CANCELLED')
      .groupBy('category')
      .orderBy('category')
      .execute();
  }
}
