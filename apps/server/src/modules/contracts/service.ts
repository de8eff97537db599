import {
  CONTRACT_KINDS,
  ContractErrorCode,
  type AgentIncome,
  type Contract,
  type ContractAccept,
  type ContractConsolidated,
  type ContractEnd,
  type ContractKind,
  type ContractList,
  type ContractListQuery,
  type ContractOffer,
  type ContractTier,
  type OperatorContractListQuery,
  type OperatorContractOffer,
  type OperatorSettlementListQuery,
  type Settlement,
  type SettlementList,
  type SettlementListQuery,
} from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../sessions/service.ts';
import type { PreparedTransfer, TransferInput, TransferResult, WalletService } from '../wallet/service.ts';
import { bpToRate, grossFor, netAmount, periodOf, periodTypeOf, rateToBp, type Period, type TeamFigures } from './maths.ts';
import type { ContractAccount, ContractsPort } from './ports.ts';
import type { ContractRow, ContractsRepository, NewSettlement, SettlementRow } from './repository.ts';
import type { StoredTier } from './tables.ts';

/** What settlement uses of the wallet; without `prepare`/`completed` each payment is its own `transfer` (tests inject failures there). */
type Wallet = Pick<WalletService, 'transfer' | 'publish' | 'balanceOf' | 'openMemberWallet'> & Partial<Pick<WalletService, 'prepare' | 'completed'>>;

/** Who did an operator action (audit log). */
export interface OperatorActor {
  operatorId: number;
  ip?: string;
}

export interface ContractsOptions {
  /** Audit sink for operator actions (the operator module's log). */
  audit?: (entry: { operatorId: number; action: string; targetType: string; targetId: string; ip?: string; details?: unknown }) => Promise<void>;
  clock?: () => Date;
  /** Wait after a period ends before it is settled, so late bet settlements land in it. */
  graceMs?: Partial<Record<ContractKind, number>>;
  /** At most this many periods per contract in one run (a long outage catches up over several runs). */
  maxPeriodsPerRun?: number;
  /**
   * Test hook: called after a period's settlement rows are committed and before any is paid
   * (the crash tests kill the process here).
   */
  afterClaim?: () => Promise<void> | void;
  /** Settlements paid per transaction (default 500). */
  payBatchSize?: number;
}

export interface SettleResult {
  created: number;
  paid: number;
  held: number;
}

const DEFAULT_GRACE: Record<ContractKind, number> = { REALTIME_SALARY: 0, HOURLY_SALARY: 120_000, DAILY_SALARY: 300_000, DIVIDEND: 300_000 };
/** Terminated contracts are scanned this long for periods they still owe. */
const ENDED_SCAN_MS = 40 * 86_400_000;
const KEY_PREFIX = 'agent-contract';
const READ_CONCURRENCY = 8;
// One batch at a time: concurrent batches would take the HOUSE shards in different orders (deadlocks).
const PAY_CONCURRENCY = 1;
/** Settlements paid per transaction. */
const PAY_BATCH = 500;

/** Runs `fn` over the items, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (v: bigint) => Number(v);

function toApiTiers(tiers: readonly StoredTier[]): ContractTier[] {
  return tiers.map((t) => ({ activeMembers: t.activeMembers, turnover: Number(t.turnover), rate: bpToRate(t.rateBp) }));
}

function toStoredTiers(tiers: readonly ContractTier[]): StoredTier[] {
  return tiers.map((t) => ({ activeMembers: t.activeMembers, turnover: String(t.turnover), rateBp: rateToBp(t.rate) }));
}

function parseId(id: string): bigint {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw notFound('No such contract', ContractErrorCode.CONTRACT_NOT_FOUND);
  return BigInt(id);
}

function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

/**
 * Agent contracts (docs/contracts.md): offers down the tree with the SPEC §4 rules, the consolidated
 * flags of SPEC §7, and settlement: each (contract, period) is claimed by one unique row, then paid
 * through the ledger with the row's idempotency key, so retries, two instances or a crash between
 * claim and payment still pay it exactly once (docs/decisions/0050-settlement-queue.md).
 */
export class ContractsService {
  private readonly clock: () => Date;
  private readonly grace: Record<ContractKind, number>;
  /** `agent:currency` wallets this process has opened (a wallet, once opened, stays). */
  private readonly opened = new Set<string>();

  constructor(
    private readonly repo: ContractsRepository,
    private readonly port: ContractsPort,
    private readonly wallet: Wallet,
    private readonly options: ContractsOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.grace = { ...DEFAULT_GRACE, ...options.graceMs };
  }

  // ------------------------------------------------------------------ access

  /** Agents only (SPEC §6); members and trial accounts get 403. */
  requireAgent(auth: AuthContext | null): number {
    if (!auth || auth.role !== 'agent') throw forbidden('Only agent accounts have contracts', ContractErrorCode.AGENTS_ONLY);
    return auth.memberId;
  }

  private async own(callerId: number, id: string): Promise<ContractRow> {
    const row = await this.repo.byId(parseId(id));
    if (!row || (row.agent_id !== callerId && row.upline_id !== callerId)) throw notFound('No such contract', ContractErrorCode.CONTRACT_NOT_FOUND);
    return row;
  }

  // -------------------------------------------------------------- read side

  toContract(row: ContractRow, callerId: number | null): Contract {
    return {
      id: row.id.toString(),
      kind: row.kind,
      periodType: row.period_type,
      status: row.status,
      direction: callerId !== null && row.upline_id === callerId ? 'offered' : 'received',
      agentId: row.agent_id,
      agentUsername: row.agent_username,
      uplineId: row.upline_id,
      uplineUsername: row.upline_username,
      tiers: toApiTiers(row.tiers),
      maxRate: bpToRate(row.max_rate_bp),
      terminateExisting: row.terminate_existing,
      note: row.note,
      held: row.held,
      createdAt: row.created_at.toISOString(),
      respondedAt: iso(row.responded_at),
      acceptedAt: iso(row.accepted_at),
      endedAt: iso(row.ended_at),
      endReason: row.end_reason,
      endNote: row.end_note,
    };
  }

  async consolidated(agentId: number): Promise<ContractConsolidated> {
    const rows = await this.repo.currentOf(agentId);
    const flag = (kind: ContractKind) => {
      const active = rows.some((r) => r.kind === kind && r.status === 'ACTIVE');
      const pending = rows.some((r) => r.kind === kind && r.status === 'PENDING');
      return ((active ? 1 : 0) + (pending ? 2 : 0)) as 0 | 1 | 2 | 3;
    };
    const isOn = (kind: ContractKind) => rows.some((r) => r.kind === kind && r.status === 'ACTIVE');
    return {
      dailysalreqtype: flag('DAILY_SALARY'),
      divtypereq: flag('DIVIDEND'),
      contracthoursalreq: flag('HOURLY_SALARY'),
      realtimesalreqtype: flag('REALTIME_SALARY'),
      enabled: { dividend: isOn('DIVIDEND'), dailySalary: isOn('DAILY_SALARY'), hourlySalary: isOn('HOURLY_SALARY'), realtimeSalary: isOn('REALTIME_SALARY') },
      pending: rows.filter((r) => r.status === 'PENDING').map((r) => this.toContract(r, agentId)),
    };
  }

  async list(callerId: number, q: ContractListQuery): Promise<ContractList> {
    const { rows, total } = await this.repo.list(callerId, q, q.pageSize, (q.page - 1) * q.pageSize);
    return { items: rows.map((r) => this.toContract(r, callerId)), page: q.page, pageSize: q.pageSize, total };
  }

  async get(callerId: number, id: string): Promise<Contract> {
    return this.toContract(await this.own(callerId, id), callerId);
  }

  // ------------------------------------------------------------------ offers

  private async resolveTarget(body: { agentId?: number; username?: string }): Promise<ContractAccount | undefined> {
    if (body.agentId !== undefined) return this.port.account(body.agentId);
    return body.username ? this.port.accountByUsername(body.username) : undefined;
  }

  /** SPEC §4: an upline offers one of its direct sub-agents a contract no richer than its own. */
  async offer(callerId: number, body: ContractOffer): Promise<Contract> {
    const target = await this.resolveTarget(body);
    if (!target || !target.isAgent || target.id === callerId || !(await this.port.isDirectSubAgent(callerId, target.id))) {
      throw notFound('That agent is not one of your direct sub-agents', ContractErrorCode.NOT_DIRECT_SUB_AGENT);
    }
    const own = await this.repo.activeOf(callerId, body.kind);
    if (!own) throw conflict('You hold no active contract of this kind to offer from', ContractErrorCode.NO_OWN_CONTRACT, { kind: body.kind });
    const tiers = toStoredTiers(body.tiers);
    const maxRate = Math.max(...tiers.map((t) => t.rateBp));
    if (maxRate > own.max_rate_bp) {
      throw badRequest(`A rate may not exceed your own ${bpToRate(own.max_rate_bp)} %`, { maxRate: bpToRate(own.max_rate_bp) }, ContractErrorCode.RATE_ABOVE_UPLINE);
    }
    let periodType = periodTypeOf(body.kind);
    if (body.kind === 'DIVIDEND') {
      periodType = body.periodType ?? own.period_type;
      if (periodType !== own.period_type) {
        throw badRequest('A dividend offer uses your own period type', { periodType: own.period_type }, ContractErrorCode.PERIOD_MISMATCH);
      }
    }
    if (await this.repo.pendingOf(target.id, body.kind)) throw conflict('An offer of this kind is already pending for that agent', ContractErrorCode.OFFER_PENDING);
    const existing = await this.repo.activeOf(target.id, body.kind);
    if (existing && maxRate < existing.max_rate_bp && !body.terminateExisting) {
      throw conflict(
        'This offer is lower than the agent\u2019s active contract: agree to terminate that contract when it is accepted (terminateExisting)',
        ContractErrorCode.LOWER_THAN_ACTIVE,
        { activeContractId: existing.id.toString(), activeMaxRate: bpToRate(existing.max_rate_bp) },
      );
    }
    const caller = await this.port.account(callerId);
    try {
      const row = await this.repo.insert({
        kind: body.kind,
        period_type: periodType,
        agent_id: target.id,
        agent_username: target.username,
        upline_id: callerId,
        upline_username: caller?.username ?? null,
        operator_id: null,
        tiers,
        max_rate_bp: maxRate,
        time_zone: target.timeZone,
        terminate_existing: body.terminateExisting,
        note: body.note ?? null,
        held_note: null,
        responded_at: null,
        accepted_at: null,
        ended_at: null,
        end_reason: null,
        end_note: null,
      });
      return this.toContract(row, callerId);
    } catch (error) {
      if (pgCode(error) === '23505') throw conflict('An offer of this kind is already pending for that agent', ContractErrorCode.OFFER_PENDING);
      throw error;
    }
  }

  /** A platform contract for a top-level agent (operator API); pending until the agent accepts. */
  async operatorOffer(actor: OperatorActor, body: OperatorContractOffer): Promise<Contract> {
    const target = await this.port.account(body.agentId);
    if (!target?.isAgent) throw notFound('No such agent', ContractErrorCode.NOT_DIRECT_SUB_AGENT);
    if (await this.repo.pendingOf(target.id, body.kind)) throw conflict('An offer of this kind is already pending for that agent', ContractErrorCode.OFFER_PENDING);
    const tiers = toStoredTiers(body.tiers);
    const row = await this.repo
      .insert({
        kind: body.kind,
        period_type: body.kind === 'DIVIDEND' ? (body.periodType ?? 'D') : periodTypeOf(body.kind),
        agent_id: target.id,
        agent_username: target.username,
        upline_id: null,
        upline_username: null,
        operator_id: actor.operatorId,
        tiers,
        max_rate_bp: Math.max(...tiers.map((t) => t.rateBp)),
        time_zone: target.timeZone,
        terminate_existing: true,
        note: body.note ?? null,
        held_note: null,
        responded_at: null,
        accepted_at: null,
        ended_at: null,
        end_reason: null,
        end_note: null,
      })
      .catch((error: unknown) => {
        if (pgCode(error) === '23505') throw conflict('An offer of this kind is already pending for that agent', ContractErrorCode.OFFER_PENDING);
        throw error;
      });
    await this.options.audit?.({ operatorId: actor.operatorId, action: 'agent_contract.offer', targetType: 'agent_contract', targetId: row.id.toString(), ip: actor.ip });
    return this.toContract(row, null);
  }

  /**
   * The sub-agent accepts a pending offer: its active contract of the kind (if any) ends as REPLACED,
   * and when the new rate is below what it gave its own sub-agents, those contracts end too
   * (UPLINE_RATE_LOWERED), only with `terminateDownline` (SPEC §4).
   */
  async accept(callerId: number, id: string, body: ContractAccept): Promise<Contract> {
    const row = await this.own(callerId, id);
    if (row.agent_id !== callerId) throw forbidden('Only the agent the offer was made to can accept it', ContractErrorCode.CONTRACT_STATE);
    if (row.status !== 'PENDING') throw conflict(`The contract is ${row.status}, not pending`, ContractErrorCode.CONTRACT_STATE, { status: row.status });
    if (row.upline_id !== null) {
      const own = await this.repo.activeOf(row.upline_id, row.kind);
      if (!own || own.max_rate_bp < row.max_rate_bp) {
        throw conflict('The upline no longer holds a contract that covers this offer', ContractErrorCode.CONTRACT_STATE);
      }
    }
    const existing = await this.repo.activeOf(callerId, row.kind);
    if (existing && row.max_rate_bp < existing.max_rate_bp && !row.terminate_existing) {
      throw conflict('This offer is lower than your active contract and the upline did not agree to replace it', ContractErrorCode.LOWER_THAN_ACTIVE);
    }
    const above = (await this.repo.offeredBy(callerId, row.kind)).filter((c) => c.max_rate_bp > row.max_rate_bp);
    if (above.length > 0 && !body.terminateDownline) {
      throw conflict('Your sub-agents hold contracts above the new rate: agree to terminate them (terminateDownline)', ContractErrorCode.DOWNLINE_ABOVE_NEW_RATE, {
        contracts: above.map((c) => ({ id: c.id.toString(), agentUsername: c.agent_username, maxRate: bpToRate(c.max_rate_bp) })),
      });
    }
    const now = this.clock();
    const accepted = await this.repo.db.transaction().execute(async (trx) => {
      const locked = await this.repo.byId(row.id, trx, true);
      if (locked?.status !== 'PENDING') throw conflict('The contract is no longer pending', ContractErrorCode.CONTRACT_STATE);
      if (existing) await this.repo.endMany([existing.id], 'REPLACED', `replaced by contract ${row.id}`, now, trx);
      await this.repo.endMany(
        above.map((c) => c.id),
        'UPLINE_RATE_LOWERED',
        `upline accepted contract ${row.id} at ${bpToRate(row.max_rate_bp)} %`,
        now,
        trx,
      );
      return this.repo.update(row.id, { status: 'ACTIVE', responded_at: now, accepted_at: now }, trx);
    });
    return this.toContract(accepted, callerId);
  }

  async reject(callerId: number, id: string, body: ContractEnd): Promise<Contract> {
    const row = await this.own(callerId, id);
    if (row.agent_id !== callerId) throw forbidden('Only the agent the offer was made to can reject it', ContractErrorCode.CONTRACT_STATE);
    return this.end(row, callerId, 'PENDING', 'REJECTED', 'REJECTED', body.reason);
  }

  /** Either side ends an active contract; the upline may also withdraw a pending offer. */
  async terminate(callerId: number, id: string, body: ContractEnd): Promise<Contract> {
    const row = await this.own(callerId, id);
    const byUpline = row.upline_id === callerId;
    if (row.status === 'PENDING' && byUpline) return this.end(row, callerId, 'PENDING', 'TERMINATED', 'WITHDRAWN_BY_UPLINE', body.reason);
    return this.end(row, callerId, 'ACTIVE', 'TERMINATED', byUpline ? 'TERMINATED_BY_UPLINE' : 'TERMINATED_BY_AGENT', body.reason);
  }

  private async end(row: ContractRow, callerId: number, from: 'PENDING' | 'ACTIVE', to: 'REJECTED' | 'TERMINATED', reason: string, note?: string): Promise<Contract> {
    if (row.status !== from) throw conflict(`The contract is ${row.status}`, ContractErrorCode.CONTRACT_STATE, { status: row.status });
    const now = this.clock();
    const updated = await this.repo.db
      .updateTable('agent_contracts')
      .set({ status: to, ended_at: now, responded_at: row.responded_at ?? now, end_reason: reason, end_note: note ?? null })
      .where('id', '=', row.id)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw conflict('The contract changed meanwhile', ContractErrorCode.CONTRACT_STATE);
    return this.toContract((await this.repo.byId(row.id))!, callerId);
  }

  // ------------------------------------------------------------- settlement

  /** Settles every due period of every kind. */
  async settleAll(): Promise<SettleResult> {
    const total: SettleResult = { created: 0, paid: 0, held: 0 };
    for (const kind of CONTRACT_KINDS) {
      const r = await this.settle(kind);
      total.created += r.created;
      total.paid += r.paid;
      total.held += r.held;
    }
    return total;
  }

  /**
   * One run for one kind: every contract's periods that ended (plus the grace) since its last settled
   * one are claimed, oldest period first, then every unpaid claim is paid. Safe to run any number of
   * times, concurrently, and after a crash at any point.
   */
  async settle(kind: ContractKind, now: Date = this.clock()): Promise<SettleResult> {
    const due = now.getTime() - this.grace[kind];
    const contracts = await this.repo.settleable(kind, new Date(now.getTime() - ENDED_SCAN_MS));
    const lastEnds = await this.repo.lastPeriodEnds(contracts.map((c) => c.id));
    const max = this.options.maxPeriodsPerRun ?? 500;
    // period key -> the contracts owing it
    const groups = new Map<string, { period: Period; contracts: ContractRow[] }>();
    for (const c of contracts) {
      const last = lastEnds.get(String(c.id));
      let p = periodOf(c.period_type, last ?? c.accepted_at!, c.time_zone);
      for (let n = 0; n < max && p.end.getTime() <= due && (c.ended_at === null || p.end <= c.ended_at); n++) {
        const key = `${p.start.getTime()}:${p.end.getTime()}`;
        const g = groups.get(key) ?? { period: p, contracts: [] };
        g.contracts.push(c);
        groups.set(key, g);
        p = periodOf(c.period_type, p.end, c.time_zone);
      }
    }
    let created = 0;
    const currencies = new Map<number, string>();
    for (const g of [...groups.values()].sort((a, b) => a.period.start.getTime() - b.period.start.getTime() || a.period.end.getTime() - b.period.end.getTime())) {
      created += await this.claimPeriod(kind, g.period, g.contracts, currencies);
    }
    if (created > 0) await this.options.afterClaim?.();
    const paid = await this.payPending(kind);
    return { created, paid, held: 0 };
  }

  /** The window a contract's figures are read over: the period, or for real-time salary the day up to the period's end. */
  private figuresWindow(c: ContractRow, period: Period): { from: Date; to: Date } {
    if (c.kind !== 'REALTIME_SALARY') return { from: period.start, to: period.end };
    return { from: periodOf('D', period.start, c.time_zone).start, to: period.end };
  }

  /** Claims one period for some contracts: computes outside the transaction, inserts the rows under the kind's lock. */
  private async claimPeriod(kind: ContractKind, period: Period, contracts: ContractRow[], currencies: Map<number, string>): Promise<number> {
    const figures = new Map<string, TeamFigures>();
    // One batch read per window when the port offers it (contracts of one period share windows,
    // except real-time salary across zones); the rest a few at a time.
    const single: ContractRow[] = [];
    if (this.port.teamFiguresMany) {
      const byWindow = new Map<string, { from: Date; to: Date; contracts: ContractRow[] }>();
      for (const c of contracts) {
        const w = this.figuresWindow(c, period);
        const key = `${w.from.getTime()}:${w.to.getTime()}`;
        const entry = byWindow.get(key) ?? { ...w, contracts: [] };
        entry.contracts.push(c);
        byWindow.set(key, entry);
      }
      for (const w of byWindow.values()) {
        const many = await this.port.teamFiguresMany(
          w.contracts.map((c) => c.agent_id),
          w.from,
          w.to,
        );
        for (const c of w.contracts) figures.set(String(c.id), many.get(c.agent_id) ?? { activeMembers: 0, turnover: 0n, netLoss: 0n });
      }
    } else {
      single.push(...contracts);
    }
    // Reads only: a few at a time (PostgreSQL serves them in parallel; PGlite queues them).
    await inParallel(single, READ_CONCURRENCY, async (c) => {
      const w = this.figuresWindow(c, period);
      figures.set(String(c.id), await this.port.teamFigures(c.agent_id, w.from, w.to));
    });
    await inParallel(contracts, READ_CONCURRENCY, async (c) => {
      if (!currencies.has(c.agent_id)) currencies.set(c.agent_id, (await this.wallet.balanceOf(c.agent_id)).currency);
    });
    const previous = await this.repo.previousRows(
      contracts.map((c) => c.id),
      period.start,
    );
    return this.repo.db.transaction().execute(async (trx) => {
      await this.repo.lockKind(trx, kind);
      const existing = await this.repo.rowsForPeriod(trx, kind, period.start, period.end);
      const done = new Set(existing.map((r) => String(r.contract_id)));
      const fresh: NewSettlement[] = [];
      for (const c of contracts) {
        if (done.has(String(c.id))) continue;
        const f = figures.get(String(c.id))!;
        const prev = previous.get(String(c.id));
        const g = grossFor(c.kind, c.tiers, f, c.kind === 'DIVIDEND' ? (prev?.carry_out ?? 0n) : 0n);
        let gross = g.gross;
        if (c.kind === 'REALTIME_SALARY') {
          // Cumulative over the day: this window pays what the day has earned so far minus what earlier windows paid.
          const sameDay = prev && periodOf('D', prev.period_start, c.time_zone).start.getTime() === periodOf('D', period.start, c.time_zone).start.getTime();
          const before = sameDay ? (prev.base * BigInt(prev.rate_bp)) / 10_000n : 0n;
          gross = g.gross > before ? g.gross - before : 0n;
        }
        fresh.push({
          contract_id: c.id,
          kind,
          agent_id: c.agent_id,
          upline_id: c.upline_id,
          period_start: period.start,
          period_end: period.end,
          period_label: period.label,
          active_members: f.activeMembers,
          turnover: f.turnover,
          net_loss: f.netLoss,
          carry_in: g.carryIn,
          base: g.base,
          tier: g.tier,
          rate_bp: g.rateBp,
          gross,
          downline: 0n,
          amount: 0n,
          carry_out: g.carryOut,
          currency: currencies.get(c.agent_id)!,
          status: 'NIL',
          idempotency_key: `${KEY_PREFIX}:${c.id}:${period.start.getTime()}`,
          transfer_id: null,
          paid_at: null,
          held_note: null,
        });
      }
      // Differential: each contract keeps its gross minus what its direct sub-agents' contracts of the kind earn.
      const grossBelow = new Map<number, bigint>();
      for (const r of [...existing, ...fresh]) {
        if (r.upline_id !== null && r.upline_id !== undefined) grossBelow.set(r.upline_id, (grossBelow.get(r.upline_id) ?? 0n) + r.gross!);
      }
      const byId = new Map(contracts.map((c) => [String(c.id), c]));
      for (const r of fresh) {
        r.downline = grossBelow.get(r.agent_id) ?? 0n;
        r.amount = netAmount(r.gross!, r.downline);
        r.status = r.amount === 0n ? 'NIL' : byId.get(String(r.contract_id))!.held ? 'HELD' : 'PENDING';
      }
      return this.repo.insertSettlements(trx, fresh);
    });
  }

  /** Pays every PENDING settlement of a kind (or of one contract). */
  async payPending(kind?: ContractKind, contractId?: bigint): Promise<number> {
    let paid = 0;
    let after = 0n;
    const failures: unknown[] = [];
    const size = this.options.payBatchSize ?? PAY_BATCH;
    for (;;) {
      const page = await this.repo.unpaidIds(kind, size * PAY_CONCURRENCY, contractId, after);
      if (page.length === 0) break;
      after = page[page.length - 1]!.id;
      // Disjoint batches at once: each locks only its own rows. A payment that fails stays PENDING
      // for the next run and does not hold up the others.
      const batches: bigint[][] = [];
      for (let i = 0; i < page.length; i += size) batches.push(page.slice(i, i + size).map((r) => r.id));
      await inParallel(batches, PAY_CONCURRENCY, async (ids) => {
        const r = await this.payBatch(ids);
        paid += r.paid;
        failures.push(...r.failures);
      });
      if (page.length < size * PAY_CONCURRENCY) break;
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} settlement payment(s) failed; paid ${paid}`);
    return paid;
  }

  /** Pays one claimed settlement (operator release). */
  async payOne(id: bigint): Promise<boolean> {
    const r = await this.payBatch([id]);
    if (r.failures.length > 0) throw r.failures[0];
    return r.paid === 1;
  }

  /**
   * Pays claimed settlements in one transaction: the rows are locked (in id order), each ledger
   * transfer (idempotency key of its row) and its PAID mark commit together. A concurrent payer waits
   * on the locks and then finds the rows PAID. A transfer that fails is rolled back to its savepoint
   * and its row stays PENDING.
   */
  async payBatch(ids: bigint[]): Promise<{ paid: number; failures: unknown[] }> {
    const results: TransferResult[] = [];
    const failures: unknown[] = [];
    // Open the agents' wallets first, outside the transaction (idempotent; a few at a time, each agent
    // once per process): two batches opening the same new wallet inside their transactions would collide.
    const toOpen = new Map<string, { agent_id: number; currency: string }>();
    for (const r of await this.repo.payees(ids)) {
      const key = `${r.agent_id}:${r.currency}`;
      if (!this.opened.has(key)) toOpen.set(key, r);
    }
    await inParallel([...toOpen.entries()], READ_CONCURRENCY, async ([key, r]) => {
      await this.wallet.openMemberWallet(r.agent_id, r.currency).then(
        () => this.opened.add(key),
        () => undefined,
      );
    });
    const now = this.clock();
    await this.repo.db.transaction().execute(async (trx) => {
      const rows = (await this.repo.settlementsForUpdate(trx, ids)).filter((r) => r.status === 'PENDING');
      if (rows.length === 0) return;
      // The fast path: every transfer of the batch in one statement, HOUSE shards taken in ascending
      // order (a batch never waits on a shard it could be holding against another).
      const { prepare, completed } = this.wallet;
      const prepared: { row: SettlementRow; p: PreparedTransfer }[] = [];
      try {
        if (prepare) for (const row of rows) prepared.push({ row, p: await prepare.call(this.wallet, this.transferOf(row), trx) });
      } catch {
        prepared.length = 0;
      }
      if (completed && prepared.length === rows.length) {
        prepared.sort((a, b) => Number(a.p.debit.id - b.p.debit.id) || Number(a.p.credit.id - b.p.credit.id));
        await sql`SAVEPOINT contract_batch`.execute(trx);
        try {
          const done = await this.repo.payMany(
            trx,
            prepared.map((x) => ({ settlementId: x.row.id, transfer: x.p.row })),
            now,
          );
          if (done.length !== prepared.length) throw new Error(`paid ${done.length} of ${prepared.length} settlements in one statement`);
          await sql`RELEASE SAVEPOINT contract_batch`.execute(trx);
          const byId = new Map(prepared.map((x) => [String(x.row.id), x.p]));
          for (const d of done) {
            results.push(
              completed.call(this.wallet, byId.get(String(d.id))!, {
                transfer_id: BigInt(d.transfer_id),
                created_at: d.created_at,
                debit_balance_after: BigInt(d.debit_balance_after),
                credit_balance_after: BigInt(d.credit_balance_after),
              }),
            );
          }
          return;
        } catch {
          // Something in the batch failed (the statement wrote nothing): pay row by row below, so
          // one bad row does not hold up the others.
          await sql`ROLLBACK TO SAVEPOINT contract_batch`.execute(trx);
        }
      }
      for (const row of rows) {
        // A failing payment is undone to here and leaves the others in the batch alone.
        await sql`SAVEPOINT contract_payment`.execute(trx);
        try {
          const result = await this.wallet.transfer(this.transferOf(row), trx);
          await this.repo.markPaid(trx, row.id, result.transferId, now);
          await sql`RELEASE SAVEPOINT contract_payment`.execute(trx);
          results.push(result);
        } catch (error) {
          await sql`ROLLBACK TO SAVEPOINT contract_payment`.execute(trx);
          failures.push(error);
        }
      }
    });
    for (const r of results) this.wallet.publish(r.changes);
    return { paid: results.length, failures };
  }

  /** The ledger transfer that pays a settlement (its idempotency key is the claim's). */
  private transferOf(row: SettlementRow): TransferInput {
    return {
      idempotencyKey: row.idempotency_key,
      from: { system: 'HOUSE' },
      to: { member: row.agent_id },
      amount: row.amount,
      currency: row.currency,
      kind: row.kind,
      metadata: { contractId: row.contract_id.toString(), settlementId: row.id.toString(), period: row.period_label },
    };
  }

  // --------------------------------------------------------- settlement reads

  toSettlement(r: SettlementRow & { agent_username: string }): Settlement {
    return {
      id: r.id.toString(),
      contractId: r.contract_id.toString(),
      kind: r.kind as ContractKind,
      agentId: r.agent_id,
      agentUsername: r.agent_username,
      period: r.period_label,
      periodStart: r.period_start.toISOString(),
      periodEnd: r.period_end.toISOString(),
      activeMembers: r.active_members,
      turnover: money(r.turnover),
      netLoss: money(r.net_loss),
      carryIn: money(r.carry_in),
      base: money(r.base),
      tier: r.tier,
      rate: bpToRate(r.rate_bp),
      gross: money(r.gross),
      downline: money(r.downline),
      amount: money(r.amount),
      carryOut: money(r.carry_out),
      status: r.status,
      transferId: r.transfer_id,
      createdAt: r.created_at.toISOString(),
      paidAt: iso(r.paid_at),
    };
  }

  private dayRange(from?: string, to?: string) {
    return { from: from ? new Date(`${from}T00:00:00Z`) : undefined, to: to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000) : undefined };
  }

  async settlements(agentId: number | undefined, q: SettlementListQuery): Promise<SettlementList> {
    const { rows, total, amount } = await this.repo.settlements({ agentId, kind: q.kind, status: q.status, ...this.dayRange(q.from, q.to) }, q.pageSize, (q.page - 1) * q.pageSize);
    return { items: rows.map((r) => this.toSettlement(r)), page: q.page, pageSize: q.pageSize, total, totals: { amount: money(amount) } };
  }

  /** Every contract for the console (the operator is neither side: direction is "received"). */
  async operatorList(q: OperatorContractListQuery): Promise<ContractList> {
    const held = q.held === undefined ? undefined : q.held === 'true';
    const { rows, total } = await this.repo.operatorList({ kind: q.kind, status: q.status, held, agentId: q.agentId, uplineId: q.uplineId }, q.pageSize, (q.page - 1) * q.pageSize);
    return { items: rows.map((r) => this.toContract(r, null)), page: q.page, pageSize: q.pageSize, total };
  }

  operatorSettlements(q: OperatorSettlementListQuery): Promise<SettlementList> {
    return this.settlements(q.agentId, q);
  }

  /**
   * "My income" of the agent back office (GET /api/v1/agent/income): the agent's settlements that pay
   * something, in the AgentIncome shape of packages/contracts/src/agents.ts.
   */
  async incomeFor(
    agentId: number,
    range: { from?: string; to?: string; kind?: AgentIncome['items'][number]['kind']; page?: number; pageSize?: number },
  ): Promise<AgentIncome> {
    const page = range.page ?? 1;
    const pageSize = range.pageSize ?? 20;
    if (range.kind === 'COMMISSION') return { items: [], page, pageSize, total: 0, totals: { amount: 0 }, byPeriod: [], available: true };
    const filter = { agentId, kind: range.kind, excludeNil: true, ...this.dayRange(range.from, range.to) };
    const [{ rows, total, amount }, byDay] = await Promise.all([this.repo.settlements(filter, pageSize, (page - 1) * pageSize), this.repo.amountsByPeriod(agentId, filter)]);
    return {
      items: rows.map((r) => ({
        id: r.id.toString(),
        kind: r.kind as ContractKind,
        period: r.period_label,
        base: money(r.base),
        rate: bpToRate(r.rate_bp),
        amount: money(r.amount),
        status: r.status === 'PAID' ? 'PAID' : 'PENDING',
        paidAt: iso(r.paid_at),
      })),
      page,
      pageSize,
      total,
      totals: { amount: money(amount) },
      byPeriod: byDay.map((d) => ({ period: d.day, amount: Number(d.amount) })),
      available: true,
    };
  }

  // ---------------------------------------------------------- operator hold

  /** Holds a contract: its unpaid settlements and every new one wait (HELD) until released. */
  async holdContract(actor: OperatorActor, id: string, reason?: string): Promise<Contract> {
    const row = await this.repo.byId(parseId(id));
    if (!row) throw notFound('No such contract', ContractErrorCode.CONTRACT_NOT_FOUND);
    await this.repo.db.transaction().execute(async (trx) => {
      await this.repo.update(row.id, { held: true, held_note: reason ?? null }, trx);
      await this.repo.setHeld({ contractId: row.id }, true, reason ?? null, trx);
    });
    await this.options.audit?.({ operatorId: actor.operatorId, action: 'agent_contract.hold', targetType: 'agent_contract', targetId: id, ip: actor.ip, details: { reason } });
    return this.toContract((await this.repo.byId(row.id))!, null);
  }

  /** Releases a held contract and pays its held settlements now. */
  async releaseContract(actor: OperatorActor, id: string): Promise<Contract> {
    const row = await this.repo.byId(parseId(id));
    if (!row) throw notFound('No such contract', ContractErrorCode.CONTRACT_NOT_FOUND);
    await this.repo.db.transaction().execute(async (trx) => {
      await this.repo.update(row.id, { held: false, held_note: null }, trx);
      await this.repo.setHeld({ contractId: row.id }, false, null, trx);
    });
    await this.options.audit?.({ operatorId: actor.operatorId, action: 'agent_contract.release', targetType: 'agent_contract', targetId: id, ip: actor.ip });
    await this.payPending(undefined, row.id);
    return this.toContract((await this.repo.byId(row.id))!, null);
  }

  /** Holds one unpaid settlement (PENDING -> HELD). */
  async holdSettlement(actor: OperatorActor, id: string, reason?: string): Promise<Settlement> {
    const sid = parseId(id);
    const moved = await this.repo.setHeld({ id: sid }, true, reason ?? null);
    if (moved.length === 0) await this.settlementStateError(sid, 'held');
    await this.options.audit?.({ operatorId: actor.operatorId, action: 'agent_settlement.hold', targetType: 'agent_settlement', targetId: id, ip: actor.ip, details: { reason } });
    return this.settlementView(sid);
  }

  /** Releases one held settlement and pays it now. */
  async releaseSettlement(actor: OperatorActor, id: string): Promise<Settlement> {
    const sid = parseId(id);
    const moved = await this.repo.setHeld({ id: sid }, false, null);
    if (moved.length === 0) await this.settlementStateError(sid, 'released');
    await this.options.audit?.({ operatorId: actor.operatorId, action: 'agent_settlement.release', targetType: 'agent_settlement', targetId: id, ip: actor.ip });
    await this.payOne(sid);
    return this.settlementView(sid);
  }

  private async settlementStateError(id: bigint, verb: string): Promise<never> {
    const row = await this.repo.settlement(id);
    if (!row) throw notFound('No such settlement', ContractErrorCode.CONTRACT_NOT_FOUND);
    throw conflict(`A ${row.status} settlement cannot be ${verb}`, ContractErrorCode.SETTLEMENT_STATE, { status: row.status });
  }

  private async settlementView(id: bigint): Promise<Settlement> {
    const row = await this.repo.settlement(id);
    if (!row) throw new AppError(404, ContractErrorCode.CONTRACT_NOT_FOUND, 'No such settlement');
    const contract = await this.repo.byId(row.contract_id);
    return this.toSettlement({ ...row, agent_username: contract?.agent_username ?? '' });
  }

  /** Inside-the-module access for the seed and tests. */
  get repository(): ContractsRepository {
    return this.repo;
  }

  /** A database handle (tests). */
  get db(): Kysely<DB> {
    return this.repo.db;
  }
}
