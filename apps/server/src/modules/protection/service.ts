import {
  ageOn,
  LIMIT_INCREASE_DELAY_HOURS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  KYC_DEPOSIT_THRESHOLD,
  KYC_MAX_FILES,
  ProtectionErrorCode as Code,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_HOURS,
  type Exclusion,
  type KycStatus,
  type KycView,
  type OperatorKycCase,
  type LimitChange,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { createHash } from 'node:crypto';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { OperatorService } from '../operator/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { KycDocumentRow, KycRow, LimitRow, MemberRow, ProtectionRepository, WindowSums } from './repository.ts';
import { buildStatement, type StatementFormat } from './statement.ts';

const HOUR = 3_600_000;

/** What an exclusion blocks: deposits, bets, bonuses and marketing. Withdrawals, login and history stay open. */
export class ProtectionRefusal extends AppError {
  constructor(code: string, message: string, details?: unknown) {
    super(403, code, message, details);
  }
}

function addMonths(d: Date, months: number): Date {
  const r = new Date(d.getTime());
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
}

/** The amount in force at `now`: a due increase or removal has taken effect. */
function effectiveAmount(row: LimitRow, now: Date): bigint | null {
  if (row.has_pending && row.pending_applies_at && row.pending_applies_at <= now) return row.pending_amount;
  return row.amount;
}

/** The usage a limit is measured against: deposits, stakes, or stakes minus wins (never below zero). */
function usedFor(kind: LimitKind, period: LimitPeriod, sums: WindowSums): bigint {
  const w = sums[period];
  if (kind === 'DEPOSIT') return w.DEPOSIT;
  if (kind === 'WAGER') return w.WAGER;
  const net = w.WAGER - w.WIN;
  return net > 0n ? net : 0n;
}

const LIMIT_CODE: Record<LimitKind, string> = { DEPOSIT: Code.DEPOSIT_LIMIT_REACHED, LOSS: Code.LOSS_LIMIT_REACHED, WAGER: Code.WAGER_LIMIT_REACHED };

export interface ProtectionDeps {
  wallet: WalletService;
  operator?: OperatorService;
  /** The member's registered birthday and the brand's minimum age (accounts module), for the deposit age check. */
  age?: { birthdayOf(memberId: number, db: Kysely<DB>): Promise<string | null>; minAge: number };
  /** Usernames by member id (accounts module), for the operator's KYC queue. */
  usernames?: (memberIds: number[]) => Promise<Map<number, string>>;
  /** Lifetime money in after which deposits need approved identity documents (config KYC_DEPOSIT_THRESHOLD). */
  kycThreshold?: bigint;
}

/** Documents a member may keep on file in all (each upload adds 1-3): enough for re-submissions, not a file store. */
const KYC_MAX_DOCUMENTS_PER_MEMBER = 20;

/** An image that passed the route's content check (lib/images.ts sniffImage). */
export interface KycUpload {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/**
 * Player protection (docs/protection.md). Every check runs inside the caller's money transaction
 * and starts by locking the member's protection row (docs/decisions/0030), so parallel bets or
 * deposits of one member are checked one after the other against the usage the previous one wrote.
 * `now` is the clock (tests replace it to cross the 24-hour delay).
 */
export class ProtectionService {
  constructor(
    private readonly repo: ProtectionRepository,
    private readonly deps: ProtectionDeps,
    public now: () => Date = () => new Date(),
  ) {
    this.kycThreshold = deps.kycThreshold ?? BigInt(KYC_DEPOSIT_THRESHOLD);
  }

  /** Lifetime money in after which deposits need approved documents; tests lower it. */
  kycThreshold: bigint;

  private get db() {
    return this.repo.db;
  }

  // ================================================================ enforcement

  /** The active exclusion at `now`, or null (an ended time-out or exclusion no longer counts). */
  private activeExclusion(row: MemberRow | undefined, now: Date): Exclusion | null {
    if (!row?.exclusion_kind || !row.exclusion_since) return null;
    if (row.exclusion_until && row.exclusion_until <= now) return null;
    return { kind: row.exclusion_kind, since: row.exclusion_since.toISOString(), until: row.exclusion_until?.toISOString() ?? null };
  }

  private assertNotExcluded(row: MemberRow | undefined, now: Date, what: string) {
    const ex = this.activeExclusion(row, now);
    if (!ex) return;
    if (ex.kind === 'TIME_OUT') throw new ProtectionRefusal(Code.TIMED_OUT, `You are taking a time-out until ${ex.until}: ${what} is not possible`, { until: ex.until });
    throw new ProtectionRefusal(Code.SELF_EXCLUDED, `You are self-excluded${ex.until ? ` until ${ex.until}` : ''}: ${what} is not possible`, { until: ex.until });
  }

  /**
   * Locks the member's protection row (when one exists) inside `trx`, refuses when excluded or
   * when `amount` would pass a limit of `kinds`, and records the usage in the same transaction.
   */
  private async check(memberId: number, amount: bigint, trx: Kysely<DB>, usage: 'DEPOSIT' | 'WAGER', kinds: LimitKind[], what: string) {
    const row = await this.repo.member(trx, memberId, true);
    if (!row?.guarded) return;
    const now = this.now();
    this.assertNotExcluded(row, now, what);
    const limits = await this.repo.limits(trx, memberId);
    const relevant = limits.filter((l) => kinds.includes(l.kind));
    if (relevant.length > 0) {
      const sums = await this.repo.windowSums(trx, memberId, now);
      for (const l of relevant) {
        const limit = effectiveAmount(l, now);
        if (limit === null) continue;
        const used = usedFor(l.kind, l.period, sums);
        if (used + amount > limit) {
          throw new ProtectionRefusal(LIMIT_CODE[l.kind], `This would pass your ${l.kind.toLowerCase()} limit for the ${l.period.toLowerCase()}`, {
            kind: l.kind,
            period: l.period,
            limit: Number(limit),
            used: Number(used),
            remaining: Number(limit > used ? limit - used : 0n),
          });
        }
      }
    }
    await this.repo.addUsage(trx, memberId, usage, amount, now);
  }

  /** Call inside the deposit's transaction: the minimum age (SPEC §9), exclusion and deposit limits. */
  async assertCanDeposit(memberId: number, amount: bigint, trx: Kysely<DB>) {
    const age = this.deps.age;
    if (age) {
      // Read in the caller's transaction: PGlite has one connection, a read beside it would wait forever.
      const birthday = await age.birthdayOf(memberId, trx);
      const years = birthday ? ageOn(birthday, this.now()) : null;
      if (years !== null && years < age.minAge) throw new ProtectionRefusal(Code.UNDER_AGE, `Deposits need a minimum age of ${age.minAge}`, { minAge: age.minAge });
    }
    // The KYC row first (the lock order of every deposit: KYC row, then protection row), so parallel
    // deposits of one member pass the threshold gate one after the other.
    const kyc = await this.repo.lockKyc(trx, memberId);
    await this.check(memberId, amount, trx, 'DEPOSIT', ['DEPOSIT'], 'a deposit');
    if (this.kycBlocks(kyc)) {
      throw new ProtectionRefusal(Code.KYC_REQUIRED, 'Please upload your identity documents: further deposits wait for their approval', {
        status: this.kycStatusOf(kyc),
        threshold: Number(this.kycThreshold),
      });
    }
    await this.repo.addDeposited(trx, memberId, amount);
  }

  /** Call inside the bet's transaction, before the stake moves: exclusion, wager and loss limits. */
  assertCanWager(memberId: number, stake: bigint, trx: Kysely<DB>) {
    return this.check(memberId, stake, trx, 'WAGER', ['WAGER', 'LOSS'], 'playing');
  }

  /** Call inside the win's transaction: wins lower the loss counted against loss limits. */
  async recordWin(memberId: number, amount: bigint, trx: Kysely<DB>) {
    if (amount <= 0n) return;
    const row = await this.repo.member(trx, memberId);
    if (!row?.guarded) return;
    await this.repo.addUsage(trx, memberId, 'WIN', amount, this.now());
  }

  /** For bonus and marketing: false while a time-out or self-exclusion runs. Pass `db` when inside a transaction. */
  async mayReceiveOffers(memberId: number, db: Kysely<DB> = this.db): Promise<boolean> {
    return this.activeExclusion(await this.repo.member(db, memberId), this.now()) === null;
  }

  /**
   * The member's latest time-out or self-exclusion window, running or ended (null = none; `until`
   * null = permanent). Marketing sent to a segment inside it is never shown to the member, not even
   * after it ends (messages module).
   */
  async offersPausedWindow(memberId: number): Promise<{ since: Date; until: Date | null } | null> {
    const row = await this.repo.member(this.db, memberId);
    if (!row?.exclusion_kind || !row.exclusion_since) return null;
    return { since: row.exclusion_since, until: row.exclusion_until };
  }

  // ================================================================ member settings

  private async currency(memberId: number) {
    return (await this.deps.wallet.balanceOf(memberId)).currency;
  }

  /** Every kind × period, with what is in force, what the window has used and any waiting change. */
  async limits(memberId: number, db: Kysely<DB> = this.db): Promise<{ currency: string; limits: LimitView[] }> {
    const now = this.now();
    const rows = await this.repo.limits(db, memberId);
    const sums = rows.length ? await this.repo.windowSums(db, memberId, now) : null;
    const views: LimitView[] = [];
    for (const kind of LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const r = rows.find((x) => x.kind === kind && x.period === period);
        const amount = r ? effectiveAmount(r, now) : null;
        const due = r?.has_pending && r.pending_applies_at && r.pending_applies_at <= now;
        views.push({
          kind,
          period,
          amount: amount === null ? null : Number(amount),
          used: sums ? Number(usedFor(kind, period, sums)) : 0,
          pending:
            r?.has_pending && !due && r.pending_applies_at
              ? { amount: r.pending_amount === null ? null : Number(r.pending_amount), appliesAt: r.pending_applies_at.toISOString() }
              : null,
        });
      }
    }
    return { currency: await this.currency(memberId), limits: views };
  }

  /**
   * Sets limits in one transaction: a new limit or a lower one applies at once (and drops any
   * waiting increase); a higher one or a removal waits 24 hours. All or nothing.
   */
  async putLimits(memberId: number, changes: LimitChange[]) {
    const seen = new Set<string>();
    for (const c of changes) {
      const key = `${c.kind}:${c.period}`;
      if (seen.has(key)) throw badRequest(`The ${c.kind} ${c.period} limit is given twice`, { kind: c.kind, period: c.period }, 'VALIDATION_ERROR');
      seen.add(key);
    }
    await this.db.transaction().execute(async (trx) => {
      await this.repo.lockMember(trx, memberId);
      const now = this.now();
      await this.repo.applyDue(trx, memberId, now);
      const rows = await this.repo.limits(trx, memberId);
      for (const c of changes) {
        const row = rows.find((r) => r.kind === c.kind && r.period === c.period);
        const current = row?.amount ?? null;
        const wanted = c.amount === null ? null : BigInt(c.amount);
        const base = { member_id: memberId, kind: c.kind, period: c.period, updated_at: now };
        if (wanted !== null && (current === null || wanted <= current)) {
          await this.repo.upsertLimit(trx, { ...base, amount: wanted, has_pending: false, pending_amount: null, pending_applies_at: null });
          await this.repo.addEvent(trx, memberId, 'limit.set', { kind: c.kind, period: c.period, amount: Number(wanted) }, now);
        } else if (current !== null && wanted !== current) {
          const appliesAt = new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * HOUR);
          await this.repo.upsertLimit(trx, { ...base, amount: current, has_pending: true, pending_amount: wanted, pending_applies_at: appliesAt });
          await this.repo.addEvent(trx, memberId, 'limit.pending', { kind: c.kind, period: c.period, amount: wanted === null ? null : Number(wanted), appliesAt: appliesAt.toISOString() }, now);
        }
      }
      await this.refreshGuard(trx, memberId, now);
    });
    return this.limits(memberId);
  }

  /** Cancels a waiting increase or removal: the limit in force stays. */
  async cancelPending(memberId: number, kind: LimitKind, period: LimitPeriod) {
    await this.db.transaction().execute(async (trx) => {
      await this.repo.lockMember(trx, memberId);
      const now = this.now();
      await this.repo.applyDue(trx, memberId, now);
      const row = (await this.repo.limits(trx, memberId)).find((r) => r.kind === kind && r.period === period);
      if (!row?.has_pending) throw conflict('There is no waiting change to cancel', Code.NO_PENDING_CHANGE);
      await this.repo.upsertLimit(trx, { ...row, has_pending: false, pending_amount: null, pending_applies_at: null, updated_at: now });
      await this.repo.addEvent(trx, memberId, 'limit.cancel', { kind, period }, now);
    });
    return this.limits(memberId);
  }

  /** guarded = the member has a limit or an exclusion: the provider fast path then takes the checked path. */
  private async refreshGuard(trx: Kysely<DB>, memberId: number, now: Date) {
    const row = await this.repo.member(trx, memberId);
    const guarded = (await this.repo.hasLimits(trx, memberId)) || Boolean(row?.exclusion_kind);
    if (row?.guarded !== guarded) await this.repo.updateMember(trx, memberId, { guarded }, now);
  }

  /**
   * Starts a time-out or self-exclusion. Neither can be shortened or undone: one that would end
   * before the running one is refused (409) and changes nothing; a longer one replaces it.
   */
  private async exclude(memberId: number, kind: 'TIME_OUT' | 'SELF_EXCLUSION', until: (now: Date) => Date | null, period: string) {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.lockMember(trx, memberId);
      const now = this.now();
      const newUntil = until(now);
      const running = this.activeExclusion(row, now);
      if (running) {
        const runningEnd = running.until === null ? Infinity : Date.parse(running.until);
        const newEnd = newUntil === null ? Infinity : newUntil.getTime();
        if (newEnd < runningEnd || (running.kind === 'SELF_EXCLUSION' && kind === 'TIME_OUT')) {
          throw conflict('A running time-out or self-exclusion cannot be shortened', Code.EXCLUSION_CANNOT_SHORTEN, { running });
        }
      }
      const keepKind = running?.kind === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : kind;
      await this.repo.updateMember(trx, memberId, { exclusion_kind: keepKind, exclusion_since: running ? new Date(running.since) : now, exclusion_until: newUntil, guarded: true }, now);
      await this.repo.addEvent(trx, memberId, kind === 'TIME_OUT' ? 'time-out' : 'self-exclusion', { period, until: newUntil?.toISOString() ?? null }, now);
    });
    return this.status(memberId);
  }

  timeOut(memberId: number, period: TimeOutPeriod) {
    return this.exclude(memberId, 'TIME_OUT', (now) => new Date(now.getTime() + TIME_OUT_HOURS[period] * HOUR), period);
  }

  selfExclude(memberId: number, period: SelfExclusionPeriod) {
    return this.exclude(memberId, 'SELF_EXCLUSION', (now) => (period === 'PERMANENT' ? null : addMonths(now, SELF_EXCLUSION_MONTHS[period])), period);
  }

  async setRealityCheck(memberId: number, minutes: number) {
    await this.db.transaction().execute(async (trx) => {
      await this.repo.lockMember(trx, memberId);
      await this.repo.updateMember(trx, memberId, { reality_check_minutes: minutes }, this.now());
    });
    return this.status(memberId);
  }

  async status(memberId: number) {
    const now = this.now();
    const row = await this.repo.member(this.db, memberId);
    const exclusion = this.activeExclusion(row, now);
    return {
      exclusion,
      realityCheckMinutes: row?.reality_check_minutes ?? 60,
      canDeposit: exclusion === null,
      canPlay: exclusion === null,
      serverTime: now.toISOString(),
    };
  }

  /** Stakes, wins and the net result since `since` (the reality check), from the ledger. */
  async playSummary(memberId: number, since: Date) {
    const to = this.now();
    const from = since > to ? to : since;
    const [bets, wins] = await Promise.all([
      this.deps.wallet.history(memberId, { from, to, kind: 'BET', page: 1, pageSize: 1 }),
      this.deps.wallet.history(memberId, { from, to, kind: 'WIN', page: 1, pageSize: 1 }),
    ]);
    const staked = bets.totals.out - bets.totals.in;
    const won = wins.totals.in - wins.totals.out;
    return { currency: await this.currency(memberId), staked: Number(staked), won: Number(won), net: Number(won - staked) };
  }

  /** The monthly statement (UTC month) as CSV or PDF, generated on request from the ledger. */
  async statement(memberId: number, month: string, format: StatementFormat) {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const from = new Date(Date.UTC(y, m - 1, 1));
    const to = new Date(Date.UTC(y, m, 1));
    if (from > this.now()) throw badRequest('That month has not started yet', { month }, Code.INVALID_MONTH);
    const items = [];
    for (let page = 1; page <= 200; page += 1) {
      const p = await this.deps.wallet.history(memberId, { from, to: new Date(to.getTime() - 1), page, pageSize: 100 });
      items.push(...p.items);
      if (p.items.length < 100) break;
    }
    items.reverse();
    return buildStatement({ month, currency: await this.currency(memberId), items }, format);
  }

  // ================================================================ KYC

  private kycStatusOf(row: KycRow | undefined): KycStatus {
    if (row && row.status !== 'NONE') return row.status;
    return (row?.deposited ?? 0n) >= this.kycThreshold ? 'REQUIRED' : 'NOT_REQUIRED';
  }

  /** Past the threshold, money in waits for approved documents. */
  private kycBlocks(row: KycRow | undefined): boolean {
    return (row?.deposited ?? 0n) >= this.kycThreshold && row?.status !== 'APPROVED';
  }

  private docView(d: KycDocumentRow) {
    return { id: d.id.toString(), contentType: d.content_type, size: d.size, createdAt: d.created_at.toISOString() };
  }

  async kyc(memberId: number): Promise<KycView> {
    const [row, docs, currency] = await Promise.all([this.repo.kyc(this.db, memberId), this.repo.documentsOf([memberId]), this.currency(memberId)]);
    return {
      status: this.kycStatusOf(row),
      reason: row?.status === 'REJECTED' ? row.reason : null,
      currency,
      deposited: Number(row?.deposited ?? 0n),
      threshold: Number(this.kycThreshold),
      depositsBlocked: this.kycBlocks(row),
      submittedAt: row?.submitted_at?.toISOString() ?? null,
      reviewedAt: row?.reviewed_at?.toISOString() ?? null,
      documents: docs.map((d) => this.docView(d)),
    };
  }

  /**
   * Stores 1-3 checked images and puts the member's KYC in review (PENDING), in one transaction: a
   * refusal stores nothing. Possible before the threshold too (a member may verify early); not once approved.
   */
  async uploadKyc(memberId: number, files: KycUpload[]): Promise<KycView> {
    if (files.length === 0) throw badRequest('Choose at least one image of your identity document', undefined, Code.KYC_DOCUMENT_REQUIRED);
    if (files.length > KYC_MAX_FILES) throw badRequest(`At most ${KYC_MAX_FILES} images per upload`, { max: KYC_MAX_FILES }, Code.KYC_TOO_MANY_DOCUMENTS);
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.lockKyc(trx, memberId);
      if (row.status === 'APPROVED') throw conflict('Your identity is already verified', Code.KYC_ALREADY_APPROVED);
      const held = await this.repo.documentCount(trx, memberId);
      if (held + files.length > KYC_MAX_DOCUMENTS_PER_MEMBER) {
        throw conflict(`At most ${KYC_MAX_DOCUMENTS_PER_MEMBER} documents can be kept on file; please contact support`, Code.KYC_TOO_MANY_DOCUMENTS, { max: KYC_MAX_DOCUMENTS_PER_MEMBER });
      }
      for (const f of files) {
        await this.repo.addDocument(trx, { member_id: memberId, content_type: f.contentType, size: f.bytes.length, sha256: createHash('sha256').update(f.bytes).digest(), bytes: f.bytes });
      }
      const now = this.now();
      await this.repo.updateKyc(trx, memberId, { status: 'PENDING', reason: null, submitted_at: now, reviewed_at: null, reviewed_by: null, updated_at: now });
      await this.repo.addEvent(trx, memberId, 'kyc.upload', { files: files.length }, now);
    });
    return this.kyc(memberId);
  }

  /** One of the member's own documents; another member's id answers like no document (404). */
  async kycDocument(memberId: number, documentId: bigint) {
    const doc = await this.repo.document(memberId, documentId);
    if (!doc) throw notFound('No such document');
    return { contentType: doc.content_type, bytes: doc.bytes };
  }

  // ================================================================ operator (risk): KYC review

  async kycQueue(status: 'PENDING' | 'APPROVED' | 'REJECTED'): Promise<{ items: OperatorKycCase[] }> {
    const rows = await this.repo.queue(status);
    const ids = rows.map((r) => r.member_id);
    const [docs, names] = await Promise.all([this.repo.documentsOf(ids), this.deps.usernames?.(ids) ?? new Map<number, string>()]);
    return { items: rows.map((r) => this.kycCase(r, docs, names)) };
  }

  private kycCase(r: KycRow, docs: KycDocumentRow[], names: Map<number, string>): OperatorKycCase {
    return {
      memberId: r.member_id,
      username: names.get(r.member_id) ?? '',
      status: this.kycStatusOf(r),
      reason: r.reason,
      deposited: Number(r.deposited),
      submittedAt: r.submitted_at?.toISOString() ?? null,
      reviewedAt: r.reviewed_at?.toISOString() ?? null,
      reviewedBy: r.reviewed_by,
      documents: docs.filter((d) => d.member_id === r.member_id).map((d) => this.docView(d)),
    };
  }

  /** Approves or rejects a case in review (PENDING), once: anything else is 409 KYC_NOT_PENDING. Audited. */
  async reviewKyc(op: { operatorId: number }, memberId: number, decision: { approve: true } | { approve: false; reason: string }, ip: string | null): Promise<OperatorKycCase> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.kyc(trx, memberId, true);
      if (!row) throw notFound('No identity documents from this member');
      if (row.status !== 'PENDING') throw conflict('This case is not waiting for review', Code.KYC_NOT_PENDING, { status: this.kycStatusOf(row) });
      await this.repo.updateKyc(trx, memberId, {
        status: decision.approve ? 'APPROVED' : 'REJECTED',
        reason: decision.approve ? null : decision.reason,
        reviewed_at: now,
        reviewed_by: op.operatorId,
        updated_at: now,
      });
      await this.repo.addEvent(trx, memberId, decision.approve ? 'kyc.approve' : 'kyc.reject', decision.approve ? {} : { reason: decision.reason }, now);
    });
    await this.deps.operator?.audit({ operatorId: op.operatorId, action: decision.approve ? 'kyc.approve' : 'kyc.reject', targetType: 'member', targetId: String(memberId), ip });
    const row = await this.repo.kyc(this.db, memberId);
    if (!row) throw notFound('No identity documents from this member');
    const [docs, names] = await Promise.all([this.repo.documentsOf([memberId]), this.deps.usernames?.([memberId]) ?? new Map<number, string>()]);
    return this.kycCase(row, docs, names);
  }

  /** A member's document for the review (risk, admin). */
  async operatorKycDocument(memberId: number, documentId: bigint) {
    return this.kycDocument(memberId, documentId);
  }


  // ================================================================ operator (risk)

  async operatorView(memberId: number) {
    const [limits, status, notes, events] = await Promise.all([this.limits(memberId), this.status(memberId), this.repo.notes(memberId), this.repo.events(memberId)]);
    return {
      memberId,
      exclusion: status.exclusion,
      limits: limits.limits,
      realityCheckMinutes: status.realityCheckMinutes,
      notes: notes.map((n) => ({ id: n.id.toString(), operatorId: n.operator_id, note: n.note, createdAt: n.created_at.toISOString() })),
      events: events.map((e) => ({ action: e.action, detail: e.detail, at: e.at.toISOString() })),
    };
  }

  async addNote(op: { operatorId: number }, memberId: number, note: string, ip: string | null) {
    const row = await this.repo.addNote(memberId, op.operatorId, note);
    await this.deps.operator?.audit({ operatorId: op.operatorId, action: 'protection.note', targetType: 'member', targetId: String(memberId), ip });
    return { id: row.id.toString(), operatorId: row.operator_id, note: row.note, createdAt: row.created_at.toISOString() };
  }
}
