import {
  ErrorCode,
  RewardErrorCode,
  type Bonus,
  type BonusSource,
  type BonusTerms,
  type OperatorPromotion,
  type OperatorPromotionView,
  type PromotionState,
  type OperatorRewardCreate,
  type PromotionDetail,
  type PromotionStatus,
  type PromotionSummary,
  type Reward,
  type RewardTitleParts,
  inLanguage,
  titleNames,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import type { RecordsService } from '../records/service.ts';
import { toSafeNumber, type BalanceChange, type WalletService } from '../wallet/service.ts';
import type { ApplicationRow, BonusRow, OfferRow, PromotionRow, RewardsRepository } from './repository.ts';

const DAY_MS = 24 * 3_600_000;
/** Closed promotions stay listed (status CLOSE) this long after they end. */
const CLOSED_VISIBLE_MS = 30 * DAY_MS;

export interface GrantInput {
  memberId: number;
  source: BonusSource;
  sourceRef: string;
  /** The business event that grants this bonus once: `offer:<id>`, `promo-app:<id>`, `vip:<member>:<level>` ... */
  grantKey: string;
  /** English, for the console; `titleParts` lets each member read it in their language. */
  title: string;
  titleParts?: RewardTitleParts;
  amount: bigint;
  currency: string;
  terms: { wageringMultiplier: number; validDays: number; maxCashout: bigint | null; categories: readonly string[] };
}

export interface RewardsDeps {
  db: Kysely<DB>;
  wallet: WalletService;
  records: RecordsService;
  /** True when the member must not receive bonuses (protection: self-exclusion). */
  excluded?: (memberId: number, db?: Kysely<DB>) => Promise<boolean>;
  /** Usernames by member id, for the console's lists (from the accounts service). */
  usernames?: (memberIds: number[]) => Promise<Map<number, string>>;
  now?: () => Date;
}

export interface ImageUpload {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/** The reader's language code (a promotion's text falls back to a twin code, then English). */
type Lang = string;

/**
 * One bonus model on the ledger (docs/rewards.md). Money sits in the member's MEMBER_BONUS account
 * from the grant until it is converted to cash (once, when the wagering is met) or forfeited
 * (explicitly: expiry, max cash-out). Every movement is a ledger transfer with a key of its own.
 */
export class RewardsService {
  private readonly db: Kysely<DB>;
  private readonly now: () => Date;

  constructor(
    private readonly repo: RewardsRepository,
    private readonly deps: RewardsDeps,
  ) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
  }

  // --------------------------------------------------------------------------- grants

  /**
   * Grants a bonus exactly once per `grantKey`: the bonus row and the ledger transfer BONUS → the
   * member's bonus balance commit together. A retry returns the first bonus (`replayed`); the same key
   * for a different grant is `409 DUPLICATE_TRANSACTION`. Pass `trx` to grant inside your transaction.
   */
  async grant(input: GrantInput, trx?: Kysely<DB>): Promise<{ bonus: BonusRow; replayed: boolean }> {
    // Inside a caller's transaction the check reads through it (on the embedded database a second connection would wait forever).
    await this.assertEligible(input.memberId, trx);
    const run = async (db: Kysely<DB>) => {
      const now = this.now();
      const inserted = await this.repo.insertBonus(db, {
        member_id: input.memberId,
        source: input.source,
        source_ref: input.sourceRef,
        grant_key: input.grantKey,
        title: input.title,
        title_parts: input.titleParts ?? null,
        currency: input.currency,
        amount: input.amount,
        wagering_required: input.amount * BigInt(input.terms.wageringMultiplier),
        categories: [...input.terms.categories],
        max_cashout: input.terms.maxCashout,
        granted_at: now,
        expires_at: new Date(now.getTime() + input.terms.validDays * DAY_MS),
      });
      if (!inserted) {
        const existing = await this.repo.bonusByKey(db, input.grantKey);
        if (!existing || existing.member_id !== input.memberId || existing.amount !== input.amount || existing.currency !== input.currency) {
          throw conflict('This grant key was already used for a different bonus', ErrorCode.DUPLICATE_TRANSACTION, { grantKey: input.grantKey });
        }
        return { bonus: existing, replayed: true };
      }
      await this.deps.wallet.transfer(
        {
          idempotencyKey: `bonus-grant:${input.grantKey}`,
          from: { system: 'BONUS' },
          to: { memberBonus: input.memberId },
          amount: input.amount,
          currency: input.currency,
          kind: 'BONUS_GRANT',
          metadata: { bonusId: inserted.id.toString(), source: input.source },
        },
        db,
      );
      return { bonus: inserted, replayed: false };
    };
    return trx ? run(trx) : this.db.transaction().execute(run);
  }

  /** 403 BONUS_EXCLUDED when protection says the member must not receive bonuses (time-out, self-exclusion). */
  async assertEligible(memberId: number, db?: Kysely<DB>): Promise<void> {
    if (this.deps.excluded && (await this.deps.excluded(memberId, db))) throw forbidden('This account is excluded from bonuses', RewardErrorCode.BONUS_EXCLUDED);
  }

  // ------------------------------------------------------------------------- progress

  /** Valid turnover that counts for a bonus: eligible categories, bets placed from its grant until it expired or settled. */
  private async progressOf(b: BonusRow, db: Kysely<DB> = this.db): Promise<bigint> {
    if (b.wagering_required === 0n) return 0n;
    const end = new Date(Math.min(b.expires_at.getTime(), (b.settled_at ?? this.now()).getTime(), this.now().getTime()));
    if (end <= b.granted_at) return 0n;
    const turnover = await this.deps.records.validTurnover(b.member_id, { from: b.granted_at, to: end, currency: b.currency.trim() }, db);
    let sum = 0n;
    for (const [category, valid] of turnover) if (b.categories.length === 0 || b.categories.includes(category)) sum += valid;
    return sum;
  }

  private toBonus(b: BonusRow, progress: bigint): Bonus {
    const required = b.wagering_required;
    const met = b.status === 'CONVERTED' || progress >= required;
    const shown = met ? required : progress;
    const percent = required === 0n ? 100 : met ? 100 : Number((shown * 100n) / required);
    return {
      id: b.id.toString(),
      source: b.source,
      title: b.title,
      titleParts: b.title_parts,
      amount: toSafeNumber(b.amount),
      currency: b.currency.trim(),
      status: b.status,
      wagering: { required: toSafeNumber(required), progress: toSafeNumber(shown), percent: Math.min(percent, met ? 100 : 99), met },
      categories: b.categories,
      maxCashout: b.max_cashout === null ? null : toSafeNumber(b.max_cashout),
      grantedAt: b.granted_at.toISOString(),
      expiresAt: b.expires_at.toISOString(),
      settledAt: b.settled_at ? b.settled_at.toISOString() : null,
      convertedAmount: toSafeNumber(b.converted_amount),
      forfeitedAmount: toSafeNumber(b.forfeited_amount),
      forfeitReason: b.forfeit_reason,
    };
  }

  /** A bonus as the API shows it, with its live wagering progress (also used by rebate and VIP answers). */
  async present(b: BonusRow): Promise<Bonus> {
    return this.toBonus(b, b.status === 'ACTIVE' ? await this.progressOf(b) : b.status === 'CONVERTED' ? b.wagering_required : await this.progressOf(b));
  }

  /** Bonus rows by id (other parts of the module answer with the bonus they granted). */
  bonusRows(ids: bigint[]): Promise<BonusRow[]> {
    return this.repo.bonusesByIds(this.db, ids);
  }

  /** `GET /bonuses`: running bonuses with live progress, then the settled ones. */
  async bonuses(memberId: number) {
    const rows = await this.repo.bonusesOf(this.db, memberId);
    const all = await Promise.all(rows.map((b) => this.present(b)));
    const active = all.filter((b) => b.status === 'ACTIVE');
    const { currency } = await this.deps.wallet.balanceOf(memberId);
    return {
      active,
      history: all.filter((b) => b.status !== 'ACTIVE'),
      bonusBalance: active.reduce((s, b) => s + b.amount, 0),
      currency,
    };
  }

  // ------------------------------------------------------------------------ settlement

  /**
   * Converts a bonus whose wagering is met into cash, exactly once: the bonus row is locked, turned
   * CONVERTED and the money moved (bonus balance → wallet, up to max cash-out; the rest forfeited
   * with reason MAX_CASHOUT) in one transaction. A repeat returns the converted bonus with what it paid.
   */
  async convert(memberId: number | undefined, bonusId: bigint): Promise<{ bonus: Bonus; paid: number }> {
    const changes: BalanceChange[] = [];
    const result = await this.db.transaction().execute(async (trx) => {
      const b = await this.repo.lockBonus(trx, bonusId, memberId);
      if (!b) throw notFound('No such bonus', RewardErrorCode.BONUS_NOT_FOUND);
      if (b.status === 'CONVERTED') return { row: b, progress: b.wagering_required };
      if (b.status !== 'ACTIVE') throw conflict('This bonus was forfeited', RewardErrorCode.BONUS_NOT_ACTIVE, { status: b.status });
      const progress = await this.progressOf(b, trx);
      if (progress < b.wagering_required) {
        throw conflict('The wagering requirement of this bonus is not met yet', RewardErrorCode.WAGERING_NOT_MET, {
          required: toSafeNumber(b.wagering_required),
          progress: toSafeNumber(progress),
        });
      }
      const paid = b.max_cashout !== null && b.max_cashout < b.amount ? b.max_cashout : b.amount;
      const capped = b.amount - paid;
      const row = await this.repo.settleBonus(trx, b.id, { status: 'CONVERTED', converted: paid, forfeited: capped, reason: capped > 0n ? 'MAX_CASHOUT' : null, at: this.now() });
      const currency = b.currency.trim();
      const moved = await this.deps.wallet.transfer(
        { idempotencyKey: `bonus-convert:${b.id}`, from: { memberBonus: b.member_id }, to: { member: b.member_id }, amount: paid, currency, kind: 'BONUS', metadata: { bonusId: b.id.toString(), source: b.source } },
        trx,
      );
      changes.push(...moved.changes);
      if (capped > 0n) {
        await this.deps.wallet.transfer(
          { idempotencyKey: `bonus-cap:${b.id}`, from: { memberBonus: b.member_id }, to: { system: 'BONUS' }, amount: capped, currency, kind: 'BONUS_FORFEIT', metadata: { bonusId: b.id.toString(), reason: 'MAX_CASHOUT' } },
          trx,
        );
      }
      return { row, progress };
    });
    this.deps.wallet.publish(changes);
    return { bonus: this.toBonus(result.row, result.progress), paid: toSafeNumber(result.row.converted_amount) };
  }

  /** Forfeits a running bonus (expiry or operator): its whole balance goes back to the BONUS account, shown in history with the reason. */
  async forfeit(bonusId: bigint, reason: 'EXPIRED' | 'OPERATOR'): Promise<BonusRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const b = await this.repo.lockBonus(trx, bonusId);
      if (!b || b.status !== 'ACTIVE') return undefined;
      const row = await this.repo.settleBonus(trx, b.id, { status: 'FORFEITED', converted: 0n, forfeited: b.amount, reason, at: this.now() });
      await this.deps.wallet.transfer(
        { idempotencyKey: `bonus-forfeit:${b.id}`, from: { memberBonus: b.member_id }, to: { system: 'BONUS' }, amount: b.amount, currency: b.currency.trim(), kind: 'BONUS_FORFEIT', metadata: { bonusId: b.id.toString(), reason } },
        trx,
      );
      return row;
    });
  }

  /**
   * The `rewards.settle` job: converts running bonuses whose wagering is met, and forfeits the ones
   * that expired without meeting it. Idempotent (each step claims the row while ACTIVE).
   */
  async settleDue(limit = 500): Promise<{ converted: number; forfeited: number }> {
    let converted = 0;
    let forfeited = 0;
    for (const a of await this.repo.activeBonuses(this.db, limit)) {
      try {
        await this.convert(undefined, a.id);
        converted += 1;
      } catch (error) {
        const code = (error as AppError).code;
        if (code === RewardErrorCode.WAGERING_NOT_MET && a.expires_at <= this.now()) {
          if (await this.forfeit(a.id, 'EXPIRED')) forfeited += 1;
        } else if (code !== RewardErrorCode.WAGERING_NOT_MET && code !== RewardErrorCode.BONUS_NOT_ACTIVE) {
          throw error;
        }
      }
    }
    return { converted, forfeited };
  }

  // ------------------------------------------------------------------- reward centre

  /**
   * Offers a claimable reward to a member once per key (operator, missions, VIP ...). A member in a
   * time-out or self-exclusion gets none: 403 BONUS_EXCLUDED, nothing stored (a bulk caller skips them).
   */
  async offer(input: Omit<OperatorRewardCreate, 'amount'> & { amount: bigint; currency: string; titleParts?: RewardTitleParts }, db: Kysely<DB> = this.db): Promise<OfferRow> {
    await this.assertEligible(input.memberId, db);
    const row = await this.repo.insertOffer(db, {
      member_id: input.memberId,
      source: input.source,
      offer_key: input.key,
      title: input.title,
      title_parts: input.titleParts ?? null,
      currency: input.currency,
      amount: input.amount,
      wagering_multiplier: input.terms.wageringMultiplier,
      valid_days: input.terms.validDays,
      max_cashout: input.terms.maxCashout === null ? null : BigInt(input.terms.maxCashout),
      categories: input.terms.categories,
      claim_until: new Date(this.now().getTime() + input.claimDays * DAY_MS),
    });
    if (row) return row;
    const existing = await this.repo.offerByKey(db, input.key);
    if (!existing || existing.member_id !== input.memberId || existing.amount !== input.amount) {
      throw conflict('This offer key was already used for a different reward', ErrorCode.DUPLICATE_TRANSACTION, { key: input.key });
    }
    return existing;
  }

  /** Operator: offers a reward in the member's wallet currency. */
  async offerReward(input: OperatorRewardCreate): Promise<Reward> {
    const { currency } = await this.deps.wallet.balanceOf(input.memberId);
    try {
      return this.toReward(await this.offer({ ...input, amount: BigInt(input.amount), currency }));
    } catch (error) {
      if ((error as { code?: string }).code === '23503') throw notFound('No such member', ErrorCode.NOT_FOUND);
      throw error;
    }
  }

  private toReward(o: OfferRow): Reward {
    const status = o.claimed_at ? 'CLAIMED' : o.claim_until <= this.now() ? 'EXPIRED' : 'CLAIMABLE';
    return {
      id: o.id.toString(),
      source: o.source,
      title: o.title,
      titleParts: o.title_parts,
      amount: toSafeNumber(o.amount),
      currency: o.currency.trim(),
      terms: termsOf(o),
      status,
      claimUntil: o.claim_until.toISOString(),
      createdAt: o.created_at.toISOString(),
      bonusId: o.bonus_id === null ? null : o.bonus_id.toString(),
    };
  }

  /** `GET /rewards`: the reward centre. */
  async rewards(memberId: number) {
    const all = (await this.repo.offersOf(this.db, memberId)).map((o) => this.toReward(o));
    const claimable = all.filter((r) => r.status === 'CLAIMABLE');
    return { claimable, history: all.filter((r) => r.status !== 'CLAIMABLE'), count: claimable.length };
  }

  /** Member info's "available promotion count" (header, reward-centre badge): rewards to claim plus promotions open to join. */
  async availableCount(memberId: number): Promise<number> {
    const [rewards, promos] = await Promise.all([this.rewards(memberId), this.promotions(memberId, 'EN')]);
    return rewards.count + promos.available;
  }

  /** Claims a reward into a bonus, once: concurrent or repeated claims return the same bonus. */
  async claim(memberId: number, offerId: bigint) {
    await this.assertEligible(memberId);
    const { offer, bonus } = await this.db.transaction().execute(async (trx) => {
      const o = await this.repo.lockOffer(trx, offerId, memberId);
      if (!o) throw notFound('No such reward', RewardErrorCode.REWARD_NOT_FOUND);
      if (o.claimed_at && o.bonus_id !== null) {
        const [b] = await this.repo.bonusesByIds(trx, [o.bonus_id]);
        return { offer: o, bonus: b! };
      }
      if (o.claim_until <= this.now()) throw conflict('The claim window of this reward has closed', RewardErrorCode.REWARD_NOT_CLAIMABLE);
      const granted = await this.grant(
        { memberId, source: o.source, sourceRef: o.id.toString(), grantKey: `offer:${o.id}`, title: o.title, titleParts: o.title_parts ?? undefined, amount: o.amount, currency: o.currency.trim(), terms: { ...termsOf(o), maxCashout: o.max_cashout } },
        trx,
      );
      const claimed = await this.repo.markOfferClaimed(trx, o.id, granted.bonus.id, this.now());
      return { offer: claimed, bonus: granted.bonus };
    });
    return { reward: this.toReward(offer), bonus: await this.present(bonus) };
  }

  // ----------------------------------------------------------------------- promotions

  private summary(p: PromotionRow, lang: Lang, status: PromotionStatus): PromotionSummary {
    const text = textIn(p, lang);
    return {
      id: p.id.toString(),
      title: text.title,
      summary: text.summary,
      imageUrl: p.image_url,
      category: p.category,
      startsAt: p.starts_at.toISOString(),
      endsAt: p.ends_at.toISOString(),
      bonusAmount: toSafeNumber(p.bonus_amount),
      currency: p.currency.trim(),
      terms: termsOf(p),
      status,
    };
  }

  private statusOf(p: PromotionRow, app: (ApplicationRow & { bonus_status: string | null }) | undefined): PromotionStatus {
    const now = this.now();
    if (app) {
      if (app.status === 'PENDING') return 'APPLYING';
      if (app.status === 'REJECTED') return 'REJECTED';
      if (app.bonus_status === 'CONVERTED') return 'CLAIMED';
      if (app.bonus_status === 'ACTIVE') return 'PROCESS';
      if (app.bonus_status === 'FORFEITED') return 'CLOSE';
      return 'ISSUED';
    }
    if (p.starts_at > now) return 'COMING_SOON';
    if (p.ends_at <= now) return 'CLOSE';
    return 'JOIN';
  }

  private async withApplications(memberId: number | null, promos: PromotionRow[]) {
    const apps = memberId === null ? [] : await this.repo.applicationsOf(this.db, memberId, promos.map((p) => p.id));
    return new Map(apps.map((a) => [a.promotion_id.toString(), a]));
  }

  /** `GET /promotions`: live, coming and recently closed promotions with the caller's status. */
  async promotions(memberId: number | null, lang: Lang) {
    const promos = await this.repo.promotions(this.db, new Date(this.now().getTime() - CLOSED_VISIBLE_MS));
    const apps = await this.withApplications(memberId, promos);
    const list = promos.map((p) => this.summary(p, lang, this.statusOf(p, apps.get(p.id.toString()))));
    return { list, available: list.filter((p) => p.status === 'JOIN').length };
  }

  async promotion(memberId: number | null, id: bigint, lang: Lang): Promise<PromotionDetail> {
    const p = await this.repo.promotion(this.db, id);
    if (!p) throw notFound('No such promotion', RewardErrorCode.PROMOTION_NOT_FOUND);
    const app = (await this.withApplications(memberId, [p])).get(p.id.toString());
    return {
      ...this.summary(p, lang, this.statusOf(p, app)),
      body: bodyHtml(textIn(p, lang).body),
      application: app ? toApplication(app, app.images) : null,
    };
  }

  /**
   * Applies for a promotion with a comment and up to 3 images (SPEC §5/§9), all in one transaction:
   * nothing is stored when any part fails. An AUTO promotion is approved and paid at once.
   */
  async apply(memberId: number, promotionId: bigint, comment: string, images: ImageUpload[], lang: Lang) {
    const p = await this.repo.promotion(this.db, promotionId);
    if (!p) throw notFound('No such promotion', RewardErrorCode.PROMOTION_NOT_FOUND);
    const now = this.now();
    if (p.starts_at > now || p.ends_at <= now) throw conflict('This promotion is not open for applications', RewardErrorCode.PROMOTION_CLOSED);
    await this.assertEligible(memberId);
    await this.db.transaction().execute(async (trx) => {
      const a = await this.repo.insertApplication(trx, { promotion_id: p.id, member_id: memberId, comment });
      if (!a) throw conflict('You have applied for this promotion already', RewardErrorCode.ALREADY_APPLIED);
      await this.repo.insertImages(trx, a.id, images);
      if (p.kind === 'AUTO') await this.approveIn(trx, a, p, null);
    });
    return this.promotion(memberId, promotionId, lang);
  }

  private async approveIn(trx: Kysely<DB>, a: ApplicationRow, p: PromotionRow, operatorId: number | null) {
    const { bonus } = await this.grant(
      {
        memberId: a.member_id,
        source: 'PROMOTION',
        sourceRef: `promotion:${p.id}`,
        grantKey: `promo-app:${a.id}`,
        title: (p.texts.EN ?? Object.values(p.texts)[0]!).title,
        titleParts: { key: 'NAMED', names: titleNames(p.texts) },
        amount: p.bonus_amount,
        currency: p.currency.trim(),
        terms: { ...termsOf(p), maxCashout: p.max_cashout },
      },
      trx,
    );
    return this.repo.decideApplication(trx, a.id, { status: 'APPROVED', reason: null, by: operatorId ?? 0, bonusId: bonus.id, at: this.now() });
  }

  // ------------------------------------------------------------------------- operator

  async createPromotion(input: OperatorPromotion) {
    const row = await this.repo.insertPromotion(this.db, promotionRow(input));
    return { id: row.id.toString() };
  }

  async updatePromotion(id: bigint, input: OperatorPromotion) {
    const row = await this.repo.updatePromotion(this.db, id, promotionRow(input));
    if (!row) throw notFound('No such promotion', RewardErrorCode.PROMOTION_NOT_FOUND);
    return { id: row.id.toString() };
  }

  /** The console's grid: both languages as stored (bodies as HTML), the window's state and application counts. */
  async operatorPromotions(f: { query?: string; state?: PromotionState; page: number; pageSize: number }) {
    const now = this.now();
    const { rows, total } = await this.repo.operatorPromotions(this.db, { query: f.query || undefined, state: f.state, now, offset: (f.page - 1) * f.pageSize, limit: f.pageSize });
    const items = rows.map((p): OperatorPromotionView => {
      const texts = Object.fromEntries(Object.entries(p.texts).map(([code, x]) => [code, { title: x.title, summary: x.summary, body: bodyHtml(x.body) }]));
      const english = texts.EN ?? Object.values(texts)[0]!;
      return {
        id: p.id.toString(),
        text: { ...texts, EN: english, TY: texts.TY ?? english },
        imageUrl: p.image_url,
        category: p.category,
        kind: p.kind,
        startsAt: p.starts_at.toISOString(),
        endsAt: p.ends_at.toISOString(),
        bonusAmount: toSafeNumber(p.bonus_amount),
        currency: p.currency.trim(),
        terms: termsOf(p),
        sort: p.sort,
        state: p.starts_at > now ? 'UPCOMING' : p.ends_at <= now ? 'ENDED' : 'RUNNING',
        applications: { pending: p.pending, approved: p.approved, rejected: p.rejected },
        updatedAt: p.updated_at.toISOString(),
      };
    });
    return { items, total };
  }

  /** Ends a running promotion now (or cancels one not started): members can no longer apply; pending applications stay to decide. */
  async endPromotion(id: bigint) {
    const row = await this.repo.endPromotion(this.db, id, this.now());
    if (row) return { id: row.id.toString() };
    if (!(await this.repo.promotion(this.db, id))) throw notFound('No such promotion', RewardErrorCode.PROMOTION_NOT_FOUND);
    throw conflict('This promotion has ended already', RewardErrorCode.PROMOTION_CLOSED);
  }

  async applications(f: { status?: ApplicationRow['status']; promotionId?: string; memberId?: number }) {
    const rows = await this.repo.applications(this.db, { status: f.status, memberId: f.memberId, promotionId: f.promotionId === undefined ? undefined : BigInt(f.promotionId) });
    const names = (await this.deps.usernames?.([...new Set(rows.map((a) => a.member_id))])) ?? new Map<number, string>();
    return {
      list: rows.map((a) => ({ ...toApplication(a, a.images), memberId: a.member_id, username: names.get(a.member_id) ?? null, promotionId: a.promotion_id.toString(), promotionTitle: a.promotion_title })),
    };
  }

  /** One image a member attached to an application (the console shows them beside the comment). */
  async applicationImage(applicationId: bigint, position: number) {
    const image = await this.repo.applicationImage(this.db, applicationId, position);
    if (!image) throw notFound('No such image', ErrorCode.NOT_FOUND);
    return { contentType: image.content_type, bytes: image.bytes };
  }

  /** Rewards offered to members, for the console's list. */
  async offers(f: { memberId?: number; status?: Reward['status'] }) {
    const rows = await this.repo.offers(this.db, { ...f, now: this.now() });
    return { list: rows.map((o) => ({ ...this.toReward(o), memberId: o.member_id })) };
  }

  /** Approves (grants the promotion's bonus) or rejects a pending application, once. */
  async decide(operatorId: number, applicationId: bigint, decision: 'approve' | 'reject', reason: string | undefined) {
    if (decision === 'approve') {
      const pending = await this.repo.application(this.db, applicationId);
      if (pending) await this.assertEligible(pending.member_id);
    }
    const row = await this.db.transaction().execute(async (trx) => {
      const a = await this.repo.lockApplication(trx, applicationId);
      if (!a) throw notFound('No such application', RewardErrorCode.APPLICATION_NOT_FOUND);
      if (a.status !== 'PENDING') throw conflict('This application was decided already', RewardErrorCode.APPLICATION_DECIDED, { status: a.status });
      if (decision === 'reject') return this.repo.decideApplication(trx, a.id, { status: 'REJECTED', reason: reason || null, by: operatorId, bonusId: null, at: this.now() });
      const p = await this.repo.promotion(trx, a.promotion_id);
      return this.approveIn(trx, a, p!, operatorId);
    });
    return { ...toApplication(row, 0), memberId: row.member_id, promotionId: row.promotion_id.toString() };
  }
}

function termsOf(o: { wagering_multiplier: number; valid_days: number; max_cashout: bigint | null; categories: string[] }): BonusTerms {
  return {
    wageringMultiplier: o.wagering_multiplier,
    validDays: o.valid_days,
    maxCashout: o.max_cashout === null ? null : toSafeNumber(o.max_cashout),
    categories: o.categories as BonusTerms['categories'],
  };
}

function toApplication(a: ApplicationRow, images: number) {
  return {
    id: a.id.toString(),
    status: a.status,
    comment: a.comment,
    images,
    createdAt: a.created_at.toISOString(),
    decidedAt: a.decided_at ? a.decided_at.toISOString() : null,
    reason: a.reason,
    bonusId: a.bonus_id === null ? null : a.bonus_id.toString(),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A promotion body as HTML: stored HTML as is (sanitised when written), an older plain-text body as paragraphs. */
export function bodyHtml(body: string): string {
  if (!body.trim() || /^\s*</.test(body)) return body;
  return body
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A promotion's text for a reader of `lang` (`inLanguage`: the language, a twin code, English; else the first stored). */
function textIn(p: Pick<PromotionRow, 'texts'>, lang: Lang) {
  return inLanguage(p.texts, lang) ?? Object.values(p.texts)[0]!;
}

function promotionRow(input: OperatorPromotion) {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (!(startsAt < endsAt)) throw new AppError(400, ErrorCode.VALIDATION_ERROR, '"startsAt" must be before "endsAt"', [{ field: 'endsAt', in: 'body', message: 'must be after startsAt' }]);
  // The terms come from the rich-text editor: stored through the content allow-list (an empty editor stays empty).
  const text = (t: OperatorPromotion['text']['EN']) => ({ ...t, body: t.body ? sanitizeHtml(bodyHtml(t.body)) : '' });
  return {
    texts: Object.fromEntries(Object.entries(input.text).map(([code, t]) => [code, text(t)])),
    image_url: input.imageUrl,
    category: input.category,
    kind: input.kind,
    starts_at: startsAt,
    ends_at: endsAt,
    currency: input.currency,
    bonus_amount: BigInt(input.bonusAmount),
    wagering_multiplier: input.terms.wageringMultiplier,
    valid_days: input.terms.validDays,
    max_cashout: input.terms.maxCashout === null ? null : BigInt(input.terms.maxCashout),
    categories: [...input.terms.categories],
    sort: input.sort,
  };
}
