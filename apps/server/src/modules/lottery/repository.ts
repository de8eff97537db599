import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LotteryTables } from './tables.ts';

export type GameRow = Selectable<LotteryTables['lottery_games']>;

const DRAW_COLUMNS = ['id', 'game_code', 'draw_no', 'opens_at', 'closes_at', 'draws_at', 'server_seed', 'seed_hash', 'result', 'status'] as const;

/** A draw as the service reads it: the DRAW_COLUMNS of `lottery_draws`. */
export type DrawRow = Pick<Selectable<LotteryTables['lottery_draws']>, (typeof DRAW_COLUMNS)[number]>;

/** All SQL of the lottery module. */
export class LotteryRepository {
  constructor(readonly db: Kysely<DB>) {}

  games(filter: { prizeMode?: string; enabledOnly?: boolean } = {}) {
    let q = this.db.selectFrom('lottery_games').selectAll().orderBy('sort').orderBy('code');
    if (filter.prizeMode) q = q.where('prize_mode', '=', filter.prizeMode as GameRow['prize_mode']);
    if (filter.enabledOnly !== false) q = q.where('enabled', '=', true);
    return q.execute() as Promise<GameRow[]>;
  }

  game(code: string) {
    return this.db.selectFrom('lottery_games').selectAll().where('code', '=', code).executeTakeFirst() as Promise<GameRow | undefined>;
  }

  /** Creates the draw if absent (every instance may try; the unique key keeps one). */
  async ensureDraw(row: { game_code: string; draw_no: bigint; opens_at: Date; closes_at: Date; draws_at: Date; server_seed: string; seed_hash: string }) {
    await this.db
      .insertInto('lottery_draws')
      .values(row)
      .onConflict((oc) => oc.columns(['game_code', 'draw_no']).doNothing())
      .execute();
  }

  draw(gameCode: string, drawNo: bigint, db: Kysely<DB> = this.db) {
    return db.selectFrom('lottery_draws').select(DRAW_COLUMNS).where('game_code', '=', gameCode).where('draw_no', '=', drawNo).executeTakeFirst() as Promise<
      DrawRow | undefined
    >;
  }

  /** The draw row, share-locked: a draw being claimed (UPDATE) waits for bets in flight and vice versa. */
  drawForBetting(trx: Kysely<DB>, gameCode: string, drawNo: bigint) {
    return trx
      .selectFrom('lottery_draws')
      .select(DRAW_COLUMNS)
      .where('game_code', '=', gameCode)
      .where('draw_no', '=', drawNo)
      .forShare()
      .executeTakeFirst() as Promise<DrawRow | undefined>;
  }

  recentDraws(gameCode: string, limit: number, statuses: DrawRow['status'][]) {
    return this.db
      .selectFrom('lottery_draws')
      .select(DRAW_COLUMNS)
      .where('game_code', '=', gameCode)
      .where('status', 'in', statuses)
      .orderBy('draw_no', 'desc')
      .limit(limit)
      .execute() as Promise<DrawRow[]>;
  }

  dueDraws(now: Date, limit = 50) {
    return this.db
      .selectFrom('lottery_draws')
      .select(DRAW_COLUMNS)
      .where('status', '=', 'OPEN')
      .where('draws_at', '<=', now)
      .orderBy('draws_at')
      .limit(limit)
      .execute() as Promise<DrawRow[]>;
  }

  drawnDraws(limit = 50) {
    return this.db.selectFrom('lottery_draws').select(DRAW_COLUMNS).where('status', '=', 'DRAWN').orderBy('draws_at').limit(limit).execute() as Promise<DrawRow[]>;
  }

  /** Claims a due draw: only one caller's UPDATE finds it OPEN. */
  claimDraw(id: bigint, result: string, now: Date) {
    return this.db
      .updateTable('lottery_draws')
      .set({ status: 'DRAWN', result, drawn_at: now })
      .where('id', '=', id)
      .where('status', '=', 'OPEN')
      .returning(['id'])
      .executeTakeFirst();
  }

  markSettled(id: bigint, now: Date) {
    return this.db.updateTable('lottery_draws').set({ status: 'SETTLED', settled_at: now }).where('id', '=', id).where('status', '=', 'DRAWN').execute();
  }

  pendingBets(drawId: bigint, limit: number) {
    return this.db
      .selectFrom('lottery_bets as b')
      .innerJoin('lottery_games as g', 'g.code', 'b.game_code')
      .select(['b.id', 'b.member_id', 'b.bet_type', 'b.selection', 'b.stake', 'b.currency', 'b.odds_x100', 'b.game_code', 'b.draw_no', 'b.created_at'])
      .select(sql<string>`CASE WHEN g.prize_mode = 'ELOTT' THEN 'ELOTT' ELSE 'LOTT' END`.as('category'))
      .where('b.draw_id', '=', drawId)
      .where('b.status', '=', 'PENDING')
      .orderBy('b.id')
      .limit(limit)
      .execute();
  }

  settleBet(trx: Kysely<DB>, id: bigint, status: 'WON' | 'LOST', payout: bigint, now: Date) {
    return trx
      .updateTable('lottery_bets')
      .set({ status, payout, settled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
  }

  /** Inserts the request marker; undefined when this member already used the id. */
  async insertRequest(trx: Kysely<DB>, row: { member_id: number; request_id: string; request_hash: string }) {
    return trx
      .insertInto('lottery_bet_requests')
      .values(row)
      .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
      .returning(['request_id'])
      .executeTakeFirst();
  }

  request(memberId: number, requestId: string, db: Kysely<DB> = this.db) {
    return db
      .selectFrom('lottery_bet_requests')
      .select(['request_hash'])
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  insertBets(trx: Kysely<DB>, rows: Omit<LotteryTables['lottery_bets'], 'id' | 'payout' | 'status' | 'created_at' | 'settled_at'>[]) {
    return trx.insertInto('lottery_bets').values(rows).returning(['id', 'stake', 'created_at']).execute();
  }

  private betsQuery(db: Kysely<DB>) {
    return db
      .selectFrom('lottery_bets as b')
      .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
      .select([
        'b.id',
        'b.game_code',
        'b.draw_no',
        'b.bet_type',
        'b.selection',
        'b.stake',
        'b.odds_x100',
        'b.payout',
        'b.status',
        'b.currency',
        'b.created_at',
        'b.settled_at',
        'd.result',
      ]);
  }

  betsOfRequest(memberId: number, requestId: string, db: Kysely<DB> = this.db) {
    return this.betsQuery(db).where('b.member_id', '=', memberId).where('b.request_id', '=', requestId).orderBy('b.id').execute();
  }

  async memberBets(memberId: number, filter: { gameCode?: string; status?: 'PENDING' | 'WON' | 'LOST'; limit: number; offset: number }) {
    let q = this.betsQuery(this.db).where('b.member_id', '=', memberId);
    let count = this.db.selectFrom('lottery_bets as b').select(sql<string>`count(*)`.as('n')).where('b.member_id', '=', memberId);
    if (filter.gameCode) {
      q = q.where('b.game_code', '=', filter.gameCode);
      count = count.where('b.game_code', '=', filter.gameCode);
    }
    if (filter.status) {
      q = q.where('b.status', '=', filter.status);
      count = count.where('b.status', '=', filter.status);
    }
    const [rows, total] = await Promise.all([q.orderBy('b.id', 'desc').limit(filter.limit).offset(filter.offset).execute(), count.executeTakeFirstOrThrow()]);
    return { rows, total: Number(total.n) };
  }

  seedGame(row: GameRow) {
    return this.db
      .insertInto('lottery_games')
      .values(row)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}
