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

  /** Insert, or update the outcome of a bet already recorded (a settlement after the bet). */
  upsert(db: Kysely<DB>, r: BetRecordInput) {
    return db
      .insertInto('bet_records')
      .values({
        member_id: r.memberId,
        source: r.source,
        source_ref: r.sourceRef,
        vendor: r.vendor,
        game_code: r.gameCode,
        game_name: r.gameName ?? '',
        category: r.category,
        stake: r.stake,
        payout: r.payout ?? 0n,
        currency: r.currency,
        status: r.status,
        placed_at: r.placedAt,
        settled_at: r.settledAt ?? null,
      })
      .onConflict((oc) =>
        oc.columns(['source', 'source_ref']).doUpdateSet((eb) => ({
          payout: eb.ref('excluded.payout'),
          status: eb.ref('excluded.status'),
          settled_at: eb.ref('excluded.settled_at'),
          stake: eb.ref('excluded.stake'),
        })),
      )
      .execute();
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
