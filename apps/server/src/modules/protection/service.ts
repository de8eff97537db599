import {
  ageOn,
  LIMIT_INCREASE_DELAY_HOURS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  ProtectionErrorCode as Code,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_HOURS,
  type Exclusion,
  type LimitChange,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { OperatorService } from '../operator/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { LimitRow, MemberRow, ProtectionRepository, WindowSums } from './repository.ts';
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
  ) {}

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
    return this.check(memberId, amount, trx, 'DEPOSIT', ['DEPOSIT'], 'a deposit');
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
