import {
  ConsoleErrorCode,
  type Adjustment,
  type AdjustmentList,
  type AdjustmentQuery,
  type ConsoleMemberDetail,
  type ConsoleMemberList,
  type CreateAdjustment,
  type DailyFigures,
  type AgentReport,
  type DailyReport,
  type GameReport,
  type VendorReport,
  type Dashboard,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import { addDays, daysBetween, localDate, startOfDay } from '../agents/time.ts';
import type { OperatorContext, OperatorService } from '../operator/service.ts';
import type { Figures, FiguresResult } from '../reporting/index.ts';
import type { GameFigures } from '../reporting/service.ts';
import type { SessionService } from '../sessions/service.ts';
import type { BalanceChange, WalletService } from '../wallet/service.ts';
import type { AdjustmentRow, ConsoleRepository } from './repository.ts';

/** The other modules' services the console reads and writes through (never their tables). */
export interface ConsoleDeps {
  repo: ConsoleRepository;
  operator: OperatorService;
  accounts: AccountsService;
  wallet: WalletService;
  sessions: SessionService;
  records: { bets(memberId: number, q: { from: string; to: string; pageNo: number; pageSize: number }): Promise<{ list: { id: string; vendor: string; gameName: string; category: string; stake: number; payout: number; status: string; placedAt: string }[] }> };
  reporting: {
    siteFigures(q: { from: Date; to: Date; dayZone?: string }): Promise<FiguresResult[]>;
    gameFigures(by: 'game' | 'vendor', from: Date, to: Date): Promise<GameFigures[]>;
    teamFigures(q: { ancestors: number[]; from: Date; to: Date }): Promise<{ ancestor: number; figures: Figures }[]>;
  };
  site: { current(): Promise<{ brand: { currency: string } }> };
  protection: { operatorView(memberId: number): Promise<unknown> };
  queues: { depositsPending(): Promise<number>; withdrawalsPending(): Promise<number>; agentApplicationsPending(): Promise<number> };
  config: { approvalThreshold: bigint; timeZone: string };
  now?: () => Date;
}

const MAX_REPORT_DAYS = 93;
const DASHBOARD_DAYS = 14;

/** "-20.5" → -2050n (two decimals, minor units). */
export function parseAmount(s: string): bigint {
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s.trim());
  if (!m) throw badRequest('Invalid amount', undefined, 'INVALID_AMOUNT');
  const minor = BigInt(m[2] as string) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

const safe = (n: bigint) => {
  const v = Number(n);
  if (!Number.isSafeInteger(v)) throw new Error('amount outside the safe integer range');
  return v;
};

function dailyOf(date: string, f: Figures | undefined, newMembers: number): DailyFigures {
  return {
    date,
    deposits: safe(f?.deposits ?? 0n),
    withdrawals: safe(f?.withdrawals ?? 0n),
    bets: f?.bets ?? 0,
    stake: safe(f?.stake ?? 0n),
    validTurnover: safe(f?.validTurnover ?? 0n),
    payout: safe(f?.payout ?? 0n),
    // The house's result is the members' result with the sign turned.
    ggr: safe(-(f?.winLoss ?? 0n)),
    bonuses: safe(f?.bonuses ?? 0n),
    newMembers,
    activeMembers: f?.activeMembers ?? 0,
  };
}

function betFigures(g: GameFigures) {
  return { bets: g.bets, stake: safe(g.stake), validTurnover: safe(g.validTurnover), payout: safe(g.payout), ggr: safe(g.ggr), activeMembers: g.activeMembers };
}

function betTotals(rows: { bets: number; stake: number; validTurnover: number; payout: number; ggr: number }[]) {
  const sum = (k: 'bets' | 'stake' | 'validTurnover' | 'payout' | 'ggr') => rows.reduce((a, r) => a + r[k], 0);
  return { bets: sum('bets'), stake: sum('stake'), validTurnover: sum('validTurnover'), payout: sum('payout'), ggr: sum('ggr') };
}

/**
 * The operator console (issue 18, docs/console.md): dashboard and daily report from the reporting
 * rollups, member search and detail, lock/unlock, password reset, and manual adjustments under the
 * two-person rule. Every write commits with its audit row in one transaction.
 */
export class ConsoleService {
  private readonly now: () => Date;

  constructor(private readonly d: ConsoleDeps) {
    this.now = d.now ?? (() => new Date());
  }

  // ---------------------------------------------------------------- dashboard and reports

  /** Per day of [fromDay, toDay] in the console's zone: figures from the rollups and new members. */
  private async days(fromDay: string, toDay: string): Promise<DailyFigures[]> {
    const tz = this.d.config.timeZone;
    const from = startOfDay(fromDay, tz);
    const to = startOfDay(addDays(toDay, 1), tz);
    const [figures, joined] = await Promise.all([this.d.reporting.siteFigures({ from, to, dayZone: tz }), this.d.accounts.newMembersPerDay(from, to, tz)]);
    const byDay = new Map(figures.map((r) => [r.day, r.figures]));
    const out: DailyFigures[] = [];
    for (let day = fromDay; day <= toDay; day = addDays(day, 1)) out.push(dailyOf(day, byDay.get(day), joined.get(day) ?? 0));
    return out;
  }

  async dashboard(): Promise<Dashboard> {
    const tz = this.d.config.timeZone;
    const now = this.now();
    const today = localDate(now, tz);
    const [series, depositsPending, withdrawalsPending, agentApplicationsPending, adjustmentsPending] = await Promise.all([
      this.days(addDays(today, -(DASHBOARD_DAYS - 1)), today),
      this.d.queues.depositsPending(),
      this.d.queues.withdrawalsPending(),
      this.d.queues.agentApplicationsPending(),
      this.d.repo.pendingCount(),
    ]);
    return {
      currency: await this.currency(),
      timeZone: tz,
      generatedAt: now.toISOString(),
      today: series[series.length - 1] as DailyFigures,
      yesterday: series[series.length - 2] as DailyFigures,
      queues: { depositsPending, withdrawalsPending, agentApplicationsPending, adjustmentsPending },
      series,
    };
  }

  async dailyReport(fromDay: string, toDay: string): Promise<DailyReport> {
    if (fromDay > toDay) throw badRequest('"from" must not be after "to"', undefined, ConsoleErrorCode.RANGE_INVALID);
    if (daysBetween(fromDay, toDay) + 1 > MAX_REPORT_DAYS) throw badRequest(`A report covers at most ${MAX_REPORT_DAYS} days`, undefined, ConsoleErrorCode.RANGE_INVALID);
    const tz = this.d.config.timeZone;
    const [days, whole] = await Promise.all([
      this.days(fromDay, toDay),
      this.d.reporting.siteFigures({ from: startOfDay(fromDay, tz), to: startOfDay(addDays(toDay, 1), tz) }),
    ]);
    const sum = (k: keyof Omit<DailyFigures, 'date'>) => days.reduce((a, d) => a + d[k], 0);
    return {
      currency: await this.currency(),
      timeZone: tz,
      days,
      totals: {
        deposits: sum('deposits'),
        withdrawals: sum('withdrawals'),
        bets: sum('bets'),
        stake: sum('stake'),
        validTurnover: sum('validTurnover'),
        payout: sum('payout'),
        ggr: sum('ggr'),
        bonuses: sum('bonuses'),
        newMembers: sum('newMembers'),
        // Distinct over the range, not the sum of the days.
        activeMembers: whole[0]?.figures.activeMembers ?? 0,
      },
    };
  }

  /** [from, to) of a report's days in the console's zone, checked like the daily report's. */
  private range(fromDay: string, toDay: string) {
    if (fromDay > toDay) throw badRequest('"from" must not be after "to"', undefined, ConsoleErrorCode.RANGE_INVALID);
    if (daysBetween(fromDay, toDay) + 1 > MAX_REPORT_DAYS) throw badRequest(`A report covers at most ${MAX_REPORT_DAYS} days`, undefined, ConsoleErrorCode.RANGE_INVALID);
    const tz = this.d.config.timeZone;
    return { tz, from: startOfDay(fromDay, tz), to: startOfDay(addDays(toDay, 1), tz) };
  }

  /** Bets per game over the days (issue 18), from the reporting service. */
  async gameReport(fromDay: string, toDay: string): Promise<GameReport> {
    const { tz, from, to } = this.range(fromDay, toDay);
    const rows = (await this.d.reporting.gameFigures('game', from, to)).map((g) => ({
      vendor: g.vendor,
      gameCode: g.gameCode ?? '',
      gameName: g.gameName ?? '',
      category: g.category ?? '',
      ...betFigures(g),
    }));
    return { currency: await this.currency(), timeZone: tz, from: fromDay, to: toDay, rows, totals: betTotals(rows) };
  }

  /** Bets per vendor over the days. */
  async vendorReport(fromDay: string, toDay: string): Promise<VendorReport> {
    const { tz, from, to } = this.range(fromDay, toDay);
    const rows = (await this.d.reporting.gameFigures('vendor', from, to)).map((g) => ({ vendor: g.vendor, games: g.games, ...betFigures(g) }));
    return { currency: await this.currency(), timeZone: tz, from: fromDay, to: toDay, rows, totals: betTotals(rows) };
  }

  /** Per top-level agent: its team's figures (whole downline) over the days, from the team rollups. */
  async agentReport(fromDay: string, toDay: string): Promise<AgentReport> {
    const { tz, from, to } = this.range(fromDay, toDay);
    const agents = await this.d.accounts.topLevelAgents();
    const figures = await this.d.reporting.teamFigures({ ancestors: agents.map((a) => a.id), from, to });
    const byAgent = new Map(figures.map((f) => [f.ancestor, f.figures]));
    const rows = agents.map((a) => {
      const f = byAgent.get(a.id);
      return {
        agentId: a.id,
        username: a.username,
        bets: f?.bets ?? 0,
        stake: safe(f?.stake ?? 0n),
        validTurnover: safe(f?.validTurnover ?? 0n),
        payout: safe(f?.payout ?? 0n),
        ggr: safe(-(f?.winLoss ?? 0n)),
        activeMembers: f?.activeMembers ?? 0,
        deposits: safe(f?.deposits ?? 0n),
        withdrawals: safe(f?.withdrawals ?? 0n),
        bonuses: safe(f?.bonuses ?? 0n),
      };
    });
    return { currency: await this.currency(), timeZone: tz, from: fromDay, to: toDay, rows };
  }

  private async currency(): Promise<string> {
    return (await this.d.site.current()).brand.currency;
  }

  // ---------------------------------------------------------------- members

  async members(query: string | undefined, page: number, pageSize: number): Promise<ConsoleMemberList> {
    const { rows, total } = await this.d.accounts.operatorSearch(query, page, pageSize);
    const balances = await this.d.wallet.balancesOf(rows.map((r) => r.id));
    return {
      items: rows.map((r) => ({
        ...r,
        balance: safe(balances.get(r.id) ?? 0n),
        createdAt: r.createdAt.toISOString(),
        lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      })),
      page,
      pageSize,
      total,
    };
  }

  async member(memberId: number): Promise<ConsoleMemberDetail> {
    const profile = await this.d.accounts.operatorProfile(memberId);
    if (!profile) throw notFound('No such member', ConsoleErrorCode.MEMBER_NOT_FOUND);
    const now = this.now();
    const wallet = await this.d.wallet.balanceOf(memberId).catch((error: unknown) => {
      // An agent-only account has no member wallet.
      if (error instanceof AppError) return { balance: 0n, currency: profile.currency };
      throw error;
    });
    const [ledger, bets, logins, chain, limits] = await Promise.all([
      this.d.wallet.history(memberId, { from: new Date(now.getTime() - 365 * 86_400_000), to: new Date(now.getTime() + 60_000), page: 1, pageSize: 20 }),
      this.d.records.bets(memberId, { from: new Date(now.getTime() - 92 * 86_400_000).toISOString(), to: new Date(now.getTime() + 60_000).toISOString(), pageNo: 1, pageSize: 20 }),
      this.d.sessions.recentOf(memberId, 20),
      this.agentChain(profile.parentId),
      this.d.protection.operatorView(memberId),
    ]);
    const { parentId: _parent, ...rest } = profile;
    return {
      profile: { ...rest, balance: safe(wallet.balance), createdAt: profile.createdAt.toISOString(), lastLoginAt: profile.lastLoginAt?.toISOString() ?? null },
      wallet: { currency: wallet.currency, balance: safe(wallet.balance) },
      ledger: ledger.items.map((i) => ({
        id: i.transferId,
        kind: i.kind,
        amount: safe(i.amount),
        balanceAfter: safe(i.balanceAfter),
        createdAt: i.createdAt.toISOString(),
        reference: typeof i.metadata.reason === 'string' ? i.metadata.reason : null,
      })),
      bets: bets.list.map((b) => ({ id: b.id, vendor: b.vendor, game: b.gameName, category: b.category, stake: b.stake, payout: b.payout, status: b.status, placedAt: b.placedAt })),
      logins,
      agentChain: chain,
      limits,
    };
  }

  /** Upline first, up to the top (at most 30 levels). */
  private async agentChain(parentId: number | null) {
    const ids: number[] = [];
    for (let id = parentId; id !== null && ids.length < 30 && !ids.includes(id); id = await this.d.accounts.parentOf(id)) ids.push(id);
    const rows = new Map((await this.d.accounts.summaries(ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = rows.get(id);
      return r ? [{ id, username: r.username, type: r.type }] : [];
    });
  }

  async setMemberStatus(op: OperatorContext, memberId: number, status: 'ACTIVE' | 'LOCKED', reason: string, ip: string | null) {
    const result = await this.d.repo.db.transaction().execute(async (trx) => {
      const change = await this.d.accounts.setStatusByOperator(memberId, status, trx);
      await this.d.operator.audit(
        { operatorId: op.operatorId, action: status === 'LOCKED' ? 'member.lock' : 'member.unlock', targetType: 'member', targetId: String(memberId), before: { status: change.before }, after: { status: change.after, reason }, ip },
        trx,
      );
      return change;
    });
    if (status === 'LOCKED') await this.d.accounts.endSessionsOf(memberId);
    return { id: memberId, status: result.after };
  }

  async resetMemberPassword(op: OperatorContext, memberId: number, ip: string | null) {
    const temporaryPassword = await this.d.repo.db.transaction().execute(async (trx) => {
      const password = await this.d.accounts.resetPasswordByOperator(memberId, trx);
      // The password itself never goes into the audit log.
      await this.d.operator.audit({ operatorId: op.operatorId, action: 'member.password_reset', targetType: 'member', targetId: String(memberId), ip }, trx);
      return password;
    });
    await this.d.accounts.endSessionsOf(memberId);
    return { id: memberId, temporaryPassword };
  }

  // ---------------------------------------------------------------- adjustments (two-person rule)

  /**
   * A manual adjustment. Up to the threshold it is applied at once through the ledger; above it, it
   * waits PENDING for a different finance/admin operator. The same key returns the same adjustment
   * (and pays once); the same key with another member, amount or reason is a 409.
   */
  async createAdjustment(op: OperatorContext, memberId: number, body: CreateAdjustment, ip: string | null): Promise<{ adjustment: Adjustment; replayed: boolean }> {
    const amount = parseAmount(body.amount);
    const profile = await this.d.accounts.operatorProfile(memberId);
    if (!profile) throw notFound('No such member', ConsoleErrorCode.MEMBER_NOT_FOUND);
    const abs = amount < 0n ? -amount : amount;
    const needsApproval = abs > this.d.config.approvalThreshold;
    const { row, changes, replayed } = await this.d.repo.db.transaction().execute(async (trx) => {
      const inserted = await this.d.repo.insertAdjustment(trx, {
        idempotency_key: body.idempotencyKey,
        member_id: memberId,
        amount,
        currency: profile.currency,
        reason: body.reason,
        status: 'PENDING',
        needs_approval: needsApproval,
        requested_by: op.operatorId,
      });
      if (!inserted) {
        const existing = await this.d.repo.byKey(trx, body.idempotencyKey);
        if (!existing || existing.member_id !== memberId || BigInt(existing.amount) !== amount || existing.reason !== body.reason) {
          throw conflict('This idempotency key was used for a different adjustment', ConsoleErrorCode.IDEMPOTENCY_MISMATCH);
        }
        return { row: existing, changes: [] as BalanceChange[], replayed: true };
      }
      await this.d.operator.audit(
        { operatorId: op.operatorId, action: 'adjustment.request', targetType: 'member', targetId: String(memberId), after: { adjustmentId: inserted.id, amount, reason: body.reason, needsApproval }, ip },
        trx,
      );
      if (needsApproval) return { row: inserted, changes: [] as BalanceChange[], replayed: false };
      const applied = await this.apply(trx, inserted, null);
      await this.d.operator.audit(
        { operatorId: op.operatorId, action: 'adjustment.apply', targetType: 'adjustment', targetId: inserted.id, before: { status: 'PENDING' }, after: { status: 'APPLIED', transferId: applied.row.transfer_id }, ip },
        trx,
      );
      return { ...applied, replayed: false };
    });
    this.d.wallet.publish(changes);
    return { adjustment: (await this.views([row]))[0] as Adjustment, replayed };
  }

  /** The ledger transfer of an adjustment (kind ADJUSTMENT, key `adjustment:<id>`: it can only ever pay once). */
  private async apply(trx: Kysely<DB>, row: AdjustmentRow, approver: number | null) {
    const amount = BigInt(row.amount);
    const member = { member: row.member_id };
    const house = { system: 'HOUSE' as const };
    const result = await this.d.wallet.transfer(
      {
        idempotencyKey: `adjustment:${row.id}`,
        from: amount > 0n ? house : member,
        to: amount > 0n ? member : house,
        amount: amount > 0n ? amount : -amount,
        currency: row.currency,
        kind: 'ADJUSTMENT',
        metadata: { adjustmentId: row.id, reason: row.reason, requestedBy: row.requested_by, approvedBy: approver },
      },
      trx,
    );
    const updated = await this.d.repo.decide(trx, row.id, { status: 'APPLIED', decided_by: approver, transfer_id: result.transferId, decided_at: this.now() });
    return { row: updated, changes: result.changes };
  }

  async approveAdjustment(op: OperatorContext, id: string, ip: string | null): Promise<Adjustment> {
    const { row, changes } = await this.d.repo.db.transaction().execute(async (trx) => {
      const current = await this.pendingForDecision(trx, op, id);
      const applied = await this.apply(trx, current, op.operatorId);
      await this.d.operator.audit(
        { operatorId: op.operatorId, action: 'adjustment.approve', targetType: 'adjustment', targetId: id, before: { status: 'PENDING' }, after: { status: 'APPLIED', transferId: applied.row.transfer_id }, ip },
        trx,
      );
      return applied;
    });
    this.d.wallet.publish(changes);
    return (await this.views([row]))[0] as Adjustment;
  }

  async rejectAdjustment(op: OperatorContext, id: string, reason: string, ip: string | null): Promise<Adjustment> {
    const row = await this.d.repo.db.transaction().execute(async (trx) => {
      await this.pendingForDecision(trx, op, id);
      const updated = await this.d.repo.decide(trx, id, { status: 'REJECTED', decided_by: op.operatorId, decision_reason: reason, decided_at: this.now() });
      await this.d.operator.audit({ operatorId: op.operatorId, action: 'adjustment.reject', targetType: 'adjustment', targetId: id, before: { status: 'PENDING' }, after: { status: 'REJECTED', reason }, ip }, trx);
      return updated;
    });
    return (await this.views([row]))[0] as Adjustment;
  }

  /** The adjustment locked for a decision: it exists, is PENDING, and was requested by someone else. */
  private async pendingForDecision(trx: Kysely<DB>, op: OperatorContext, id: string) {
    const row = await this.d.repo.byId(trx, id, true);
    if (!row) throw notFound('No such adjustment');
    if (row.requested_by === op.operatorId) throw forbidden('A second operator must decide on your own adjustment', ConsoleErrorCode.SAME_OPERATOR);
    if (row.status !== 'PENDING') throw conflict(`This adjustment is ${row.status.toLowerCase()} already`, ConsoleErrorCode.ADJUSTMENT_STATE, { status: row.status });
    return row;
  }

  async adjustments(q: AdjustmentQuery): Promise<AdjustmentList> {
    const { rows, total } = await this.d.repo.list({ status: q.status, memberId: q.memberId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    return { items: await this.views(rows), page: q.page, pageSize: q.pageSize, total, approvalThreshold: safe(this.d.config.approvalThreshold) };
  }

  private async views(rows: AdjustmentRow[]): Promise<Adjustment[]> {
    const names = await this.d.operator.names(rows.flatMap((r) => (r.decided_by === null ? [r.requested_by] : [r.requested_by, r.decided_by])));
    const members = new Map((await this.d.accounts.summaries([...new Set(rows.map((r) => r.member_id))])).map((m) => [m.id, m.username]));
    const ref = (id: number) => ({ id, username: names.get(id) ?? `#${id}` });
    return rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      memberUsername: members.get(r.member_id) ?? `#${r.member_id}`,
      amount: safe(BigInt(r.amount)),
      currency: r.currency,
      reason: r.reason,
      status: r.status,
      needsApproval: r.needs_approval,
      requestedBy: ref(r.requested_by),
      decidedBy: r.decided_by === null ? null : ref(r.decided_by),
      decisionReason: r.decision_reason,
      transferId: r.transfer_id,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
    }));
  }
}
