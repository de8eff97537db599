import { ErrorCode, type BetRecord, type BetRecordQuery, type ProfitLoss } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { toSafeNumber, type WalletService } from '../wallet/service.ts';
import type { BetRecordInput, HourKey, MemberRange, RecordsRepository, TeamBetFilter } from './repository.ts';

/** What a game module records per bet (the records service's input). */
export type { BetRecordInput } from './repository.ts';

/** Longest range one query may cover (about a quarter). */
const MAX_RANGE_MS = 93 * 24 * 3_600_000;

function range(q: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (!(from < to)) throw badRequest('"from" must be before "to"', undefined, ErrorCode.VALIDATION_ERROR);
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) throw badRequest('A range may cover at most 93 days', undefined, ErrorCode.VALIDATION_ERROR);
  return { from, to };
}

/**
 * Betting record and profit and loss (SPEC §2.7). Game modules record each bet here in the
 * transaction that moves its money (`record(input, trx)`), so the record never disagrees with the ledger.
 */
export class RecordsService {
  constructor(
    private readonly repo: RecordsRepository,
    private readonly wallet: WalletService,
  ) {}

  async record(input: BetRecordInput, db: Kysely<DB> = this.repo.db): Promise<void> {
    await this.repo.upsert(db, input);
  }

  async bets(memberId: number, q: BetRecordQuery) {
    const { from, to } = range(q);
    const page = await this.repo.page({ memberId, from, to, category: q.category, status: q.status }, q.pageSize, (q.pageNo - 1) * q.pageSize);
    const list: BetRecord[] = page.rows.map((r) => ({
      id: `${r.source}:${r.id}`,
      vendor: r.vendor,
      gameCode: r.game_code,
      gameName: r.game_name || r.game_code,
      category: r.category,
      stake: toSafeNumber(r.stake),
      payout: toSafeNumber(r.payout),
      profit: r.status === 'SETTLED' ? toSafeNumber(r.payout - r.stake) : 0,
      currency: r.currency,
      status: r.status,
      placedAt: r.placed_at.toISOString(),
      settledAt: r.settled_at ? r.settled_at.toISOString() : null,
    }));
    return {
      list,
      pageNum: q.pageNo,
      totalPages: Math.max(1, Math.ceil(page.total / q.pageSize)),
      total: page.total,
      totals: {
        stake: toSafeNumber(page.stake),
        validStake: toSafeNumber(page.validStake),
        payout: toSafeNumber(page.payout),
        profit: toSafeNumber(page.payout - page.validStake),
      },
    };
  }

  /**
   * Valid turnover (settled stake, minor units) per game category of the member's bets placed in
   * [from, to) in `currency`. Rewards measure wagering progress, rebates and points from it.
   */
  async validTurnover(memberId: number, window: { from: Date; to: Date; currency: string }, db: Kysely<DB> = this.repo.db): Promise<Map<string, bigint>> {
    const rows = await this.repo.validTurnoverByCategory(db, memberId, window.from, window.to, window.currency);
    return new Map(rows.map((r) => [r.category, BigInt(r.valid)]));
  }

  async profitAndLoss(memberId: number, q: { from: string; to: string }): Promise<ProfitLoss> {
    const { from, to } = range(q);
    const rows = await this.repo.byCategory({ memberId, from, to });
    const categories = rows.map((r) => {
      const stake = BigInt(r.stake);
      const valid = BigInt(r.valid);
      const payout = BigInt(r.payout);
      return { category: r.category, bets: Number(r.bets), stake: toSafeNumber(stake), validStake: toSafeNumber(valid), payout: toSafeNumber(payout), profit: toSafeNumber(payout - valid) };
    });
    const sum = (k: 'stake' | 'validStake' | 'payout' | 'profit' | 'bets') => categories.reduce((s, c) => s + c[k], 0);
    const kindTotals = async (kind: string) => (await this.wallet.history(memberId, { from, to, kind, page: 1, pageSize: 1 })).totals;
    const [deposit, hold, release, bonus, upline] = await Promise.all(['DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'BONUS', 'TRANSFER_UPLINE'].map(kindTotals));
    const { currency } = await this.wallet.balanceOf(memberId);
    return {
      categories,
      totals: { bets: sum('bets'), stake: sum('stake'), validStake: sum('validStake'), payout: sum('payout'), profit: sum('profit') },
      wallet: {
        deposits: toSafeNumber(deposit!.in),
        // Held minus returned: what actually left for the member's bank.
        withdrawals: toSafeNumber(hold!.out - release!.in),
        bonus: toSafeNumber(bonus!.in),
        transfers: toSafeNumber(upline!.out),
      },
      currency,
    };
  }

  // ---------------------------------------------------------------- reads for reporting and agents

  /** (member, UTC hour) buckets with a bet written by a transaction from `sinceXid` on (migrations/020 change feed). */
  changedBuckets(sinceXid: string, db: Kysely<DB> = this.repo.db): Promise<HourKey[]> {
    return this.repo.changedBuckets(db, sinceXid);
  }

  /** `hourlyFigures` of a slice of members as a subquery (the reporting module's set-based full build). */
  hourlyFiguresQuery(keys: MemberRange) {
    return this.repo.hourlyFiguresQuery(keys);
  }

  /** Bet figures per member, UTC hour and category of the given buckets (or every bet): reporting rollups. */
  hourlyFigures(keys: HourKey[] | 'all' | MemberRange, db: Kysely<DB> = this.repo.db) {
    return this.repo.hourlyFigures(db, keys);
  }

  /** Bets written from `sinceXid` on, counted up to `cap` (the rollup job rebuilds in full after a bulk load). */
  changedCount(sinceXid: string, cap: number, db: Kysely<DB> = this.repo.db) {
    return this.repo.changedCount(db, sinceXid, cap);
  }

  /** Lowest and highest member id with a bet (the full rollup build walks this range in slices). */
  memberBounds(db: Kysely<DB> = this.repo.db) {
    return this.repo.memberBounds(db);
  }

  /** Bet figures over [from, to) per game or per vendor (the reporting module's operator reports). */
  figuresBy(by: 'game' | 'vendor', from: Date, to: Date) {
    return this.repo.figuresBy(by, from, to);
  }

  /** Bets of a set of members (agent team betting): a page, newest first, and totals over the filter. */
  teamBets(f: TeamBetFilter, limit: number, offset: number) {
    return this.repo.teamPage(f, limit, offset);
  }
}
