import { ErrorCode, RewardErrorCode, type OperatorRebateRates, type RebateClaim, type RebateLine, type RebateOverview } from '@app/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { RecordsService } from '../records/service.ts';
import { toSafeNumber, type WalletService } from '../wallet/service.ts';
import type { RewardsService } from './service.ts';
import type { RewardsTables } from './tables.ts';

type ClaimRow = Selectable<RewardsTables['rebate_claims']>;
type LineRow = Selectable<RewardsTables['rebate_claim_lines']>;

/** The bonus a rebate claim grants: 1× wagering on any game, 7 days (docs/rewards.md, "Manual rebate"). */
export const REBATE_TERMS = { wageringMultiplier: 1, validDays: 7, maxCashout: null, categories: [] as string[] } as const;
const BP = 10_000n;
/** Bets from the start of time: the claimed turnover is subtracted, so the window never loses a late-settled bet. */
const EPOCH = new Date(0);

/** All SQL of the manual rebate. */
export class RebateRepository {
  rates(db: Kysely<DB>) {
    return db.selectFrom('rebate_rates').select(['category', 'rate_bp']).orderBy('sort').orderBy('category').execute();
  }

  async replaceRates(db: Kysely<DB>, rates: { category: string; rate_bp: number; sort: number }[]) {
    await db.deleteFrom('rebate_rates').execute();
    if (rates.length > 0) await db.insertInto('rebate_rates').values(rates).execute();
  }

  /** Serialises the member's claims: the row exists once, and a claim holds its lock until commit. */
  async lockMember(db: Kysely<DB>, memberId: number) {
    await db.insertInto('rebate_members').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
    await db.selectFrom('rebate_members').select('member_id').where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
  }

  claimByRequest(db: Kysely<DB>, memberId: number, requestId: string) {
    return db.selectFrom('rebate_claims').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
  }

  /** Turnover already rebated per category, in one currency. */
  async claimedTurnover(db: Kysely<DB>, memberId: number, currency: string): Promise<Map<string, bigint>> {
    const rows = await db
      .selectFrom('rebate_claim_lines as l')
      .innerJoin('rebate_claims as c', 'c.id', 'l.claim_id')
      .select(['l.category', sql<string>`sum(l.turnover)::text`.as('turnover')])
      .where('c.member_id', '=', memberId)
      .where('c.currency', '=', currency)
      .groupBy('l.category')
      .execute();
    return new Map(rows.map((r) => [r.category, BigInt(r.turnover)]));
  }

  insertClaim(db: Kysely<DB>, c: { member_id: number; request_id: string; currency: string; amount: bigint; bonus_id: bigint; claimed_at: Date }) {
    return db.insertInto('rebate_claims').values(c).returningAll().executeTakeFirstOrThrow();
  }

  async insertLines(db: Kysely<DB>, claimId: bigint, lines: { category: string; turnover: bigint; rate_bp: number; amount: bigint }[]) {
    await db
      .insertInto('rebate_claim_lines')
      .values(lines.map((l) => ({ claim_id: claimId, ...l })))
      .execute();
  }

  claimsOf(db: Kysely<DB>, memberId: number, limit = 50) {
    return db.selectFrom('rebate_claims').selectAll().where('member_id', '=', memberId).orderBy('claimed_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  linesOf(db: Kysely<DB>, claimIds: bigint[]) {
    if (claimIds.length === 0) return Promise.resolve([] as LineRow[]);
    return db.selectFrom('rebate_claim_lines').selectAll().where('claim_id', 'in', claimIds).execute();
  }
}

export interface RebateDeps {
  db: Kysely<DB>;
  wallet: WalletService;
  records: RecordsService;
  rewards: RewardsService;
  /** The MANUAL_REBATE whitelabel flag (SPEC §2.7): off = the feature does not exist for members. */
  enabled: () => Promise<boolean>;
  now?: () => Date;
}

interface Available {
  category: string;
  validTurnover: bigint;
  rateBp: number;
  amount: bigint;
}

/**
 * Manual rebate (docs/rewards.md): the member claims rate × valid turnover not rebated yet, per
 * category, as one bonus granted through the bonus model (grant key `rebate:<member>:<requestId>`).
 */
export class RebateService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: RebateRepository,
    private readonly deps: RebateDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private async assertEnabled() {
    if (!(await this.deps.enabled())) throw forbidden('Manual rebate is not enabled on this site', ErrorCode.FEATURE_DISABLED);
  }

  /** Per rated category: settled turnover so far minus what earlier claims rebated, and its rebate (floor). */
  private async available(memberId: number, currency: string, db: Kysely<DB>): Promise<Available[]> {
    const [rates, turnover, claimed] = await Promise.all([
      this.repo.rates(db),
      this.deps.records.validTurnover(memberId, { from: EPOCH, to: this.now(), currency }, db),
      this.repo.claimedTurnover(db, memberId, currency),
    ]);
    return rates.map((r) => {
      const left = (turnover.get(r.category) ?? 0n) - (claimed.get(r.category) ?? 0n);
      // A bet cancelled after its turnover was rebated can leave less than was claimed: nothing is owed back, nothing new counts until it is made up.
      const validTurnover = left > 0n ? left : 0n;
      return { category: r.category, validTurnover, rateBp: r.rate_bp, amount: (validTurnover * BigInt(r.rate_bp)) / BP };
    });
  }

  /** Operator: the rate table in order. */
  async rates(): Promise<OperatorRebateRates> {
    return { rates: (await this.repo.rates(this.deps.db)).map((r) => ({ category: r.category as RebateLine['category'], rateBp: r.rate_bp })) };
  }

  /** Operator: replaces the rate table (its order is the table's order). Claims made keep the rate they were paid at. */
  async setRates(input: OperatorRebateRates): Promise<OperatorRebateRates> {
    await this.deps.db.transaction().execute((trx) => this.repo.replaceRates(trx, input.rates.map((r, i) => ({ category: r.category, rate_bp: r.rateBp, sort: (i + 1) * 10 }))));
    return this.rates();
  }

  /** `GET /rewards/rebate`. */
  async overview(memberId: number): Promise<RebateOverview> {
    await this.assertEnabled();
    const db = this.deps.db;
    const { currency } = await this.deps.wallet.balanceOf(memberId);
    const [lines, claims] = await Promise.all([this.available(memberId, currency, db), this.repo.claimsOf(db, memberId)]);
    const history = await this.withLines(claims);
    return {
      currency,
      since: claims[0] ? claims[0].claimed_at.toISOString() : null,
      lines: lines.map(toLine),
      total: toSafeNumber(lines.reduce((s, l) => s + l.amount, 0n)),
      terms: { ...REBATE_TERMS, categories: [] },
      history,
    };
  }

  /**
   * Claims everything claimable now as one bonus. The member's rebate row is locked first, so a
   * concurrent claim waits and then finds the turnover rebated; a retry with the same requestId
   * returns the first claim. Nothing to claim → 409 REBATE_NOTHING_TO_CLAIM, nothing written.
   */
  async claim(memberId: number, requestId: string) {
    await this.assertEnabled();
    await this.deps.rewards.assertEligible(memberId);
    const { currency } = await this.deps.wallet.balanceOf(memberId);
    const { row, replayed } = await this.deps.db.transaction().execute(async (trx) => {
      await this.repo.lockMember(trx, memberId);
      const prior = await this.repo.claimByRequest(trx, memberId, requestId);
      if (prior) return { row: prior, replayed: true };
      const paying = (await this.available(memberId, currency, trx)).filter((l) => l.amount > 0n);
      const total = paying.reduce((s, l) => s + l.amount, 0n);
      if (total === 0n) throw conflict('There is no rebate to claim yet', RewardErrorCode.REBATE_NOTHING_TO_CLAIM);
      const { bonus } = await this.deps.rewards.grant(
        { memberId, source: 'REBATE', sourceRef: `rebate:${requestId}`, grantKey: `rebate:${memberId}:${requestId}`, title: 'Manual rebate', titleParts: { key: 'REBATE' }, amount: total, currency, terms: REBATE_TERMS },
        trx,
      );
      const claim = await this.repo.insertClaim(trx, { member_id: memberId, request_id: requestId, currency, amount: total, bonus_id: bonus.id, claimed_at: this.now() });
      await this.repo.insertLines(
        trx,
        claim.id,
        paying.map((l) => ({ category: l.category, turnover: l.validTurnover, rate_bp: l.rateBp, amount: l.amount })),
      );
      return { row: claim, replayed: false };
    });
    const [claim] = await this.withLines([row]);
    const bonus = (await this.deps.rewards.bonusRows([row.bonus_id]))[0]!;
    return { claim: claim!, bonus: await this.deps.rewards.present(bonus), replayed };
  }

  private async withLines(claims: ClaimRow[]): Promise<RebateClaim[]> {
    const lines = await this.repo.linesOf(this.deps.db, claims.map((c) => c.id));
    return claims.map((c) => ({
      id: c.id.toString(),
      amount: toSafeNumber(c.amount),
      currency: c.currency.trim(),
      claimedAt: c.claimed_at.toISOString(),
      bonusId: c.bonus_id.toString(),
      lines: lines
        .filter((l) => l.claim_id === c.id)
        .map((l) => toLine({ category: l.category, validTurnover: l.turnover, rateBp: l.rate_bp, amount: l.amount })),
    }));
  }
}

function toLine(l: Available): RebateLine {
  return { category: l.category as RebateLine['category'], validTurnover: toSafeNumber(l.validTurnover), rateBp: l.rateBp, amount: toSafeNumber(l.amount) };
}
