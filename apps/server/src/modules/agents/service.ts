import {
  AGENT_TYPES,
  AgentErrorCode,
  ErrorCode,
  type AgentApplication,
  type AgentApplicationResult,
  type AgentFeatures,
  type AgentIncome,
  type AgentIncomeQuery,
  type AgentProfile,
  type AgentTransactionList,
  type AgentTransactionsQuery,
  type AgentTransfer,
  type AgentTransferResult,
  type OperatorAgentApplication,
  type OperatorAgentApplicationList,
  type OperatorAgentApplicationQuery,
  type OperatorAgentApplicationReview,
  type OperatorAgentNode,
  type OperatorAgentTree,
  type OperatorAgentTreeQuery,
  type ProfitLossFigures,
  type ProfitLossRow,
  type RegisterDownline,
  type TeamBetList,
  type TeamBetsQuery,
  type TeamFigures,
  type TeamMember,
  type TeamMemberList,
  type TeamMembersQuery,
  type TeamOverview,
  type TeamProfitLoss,
  type TeamProfitLossQuery,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AccountsService, RequestContext } from '../accounts/service.ts';
import type { RecordsService } from '../records/service.ts';
import { EMPTY_FIGURES, type Figures, type ReportingService } from '../reporting/service.ts';
import type { SessionService } from '../sessions/service.ts';
import type { SiteService } from '../site/service.ts';
import type { ProtectionService } from '../protection/service.ts';
import { toSafeNumber, type TransferInput, type TransferResult, type WalletService } from '../wallet/service.ts';
import type { AgentsRepository, ClosureRow, TeamFilter, TeamRow } from './repository.ts';
import { addDays, daysBetween, formatOffset, isTimeZone, localDate, offsetMinutes, startOfDay } from './time.ts';

type AgentType = (typeof AGENT_TYPES)[number];

/**
 * What each agent type may do (docs/agents.md). Enforced here, whatever the web shows.
 * Types 1 and 2 also play and have a wallet; 41 and 42 are agent-only accounts without one.
 */
export const AGENT_PERMISSIONS: Record<AgentType, { subAgents: boolean; transfers: boolean; registerMembers: boolean; reports: boolean }> = {
  1: { subAgents: true, transfers: true, registerMembers: true, reports: true },
  2: { subAgents: false, transfers: true, registerMembers: true, reports: true },
  41: { subAgents: true, transfers: false, registerMembers: true, reports: true },
  42: { subAgents: false, transfers: false, registerMembers: true, reports: true },
};

const TYPE_NAMES = { 1: 'AGENT', 2: 'SUB_AGENT', 41: 'AFFILIATE', 42: 'SUB_AFFILIATE' } as const;

/** Per-transfer bounds, minor units (1.00 to 1,000,000.00). */
export const TRANSFER_LIMITS = { min: 100, max: 100_000_000 } as const;
/** Longest report range (about a quarter), as the member records. */
const MAX_RANGE_DAYS = 93;
/** Rows one CSV export may hold. */
const CSV_MAX_ROWS = 50_000;
/** Ledger kinds the transaction details list, by the filter the agent picks. */
const KIND_FILTERS: Record<string, string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE'],
  TRANSFER_DOWNLINE: ['TRANSFER_DOWNLINE'],
  TRANSFER_UPLINE: ['TRANSFER_UPLINE'],
  BONUS: ['BONUS'],
  ADJUSTMENT: ['ADJUSTMENT'],
};
const ALL_KINDS = [...new Set(Object.values(KIND_FILTERS).flat()), 'DEMO_GRANT'];

const notInDownline = () => notFound('This account is not in your downline', AgentErrorCode.NOT_IN_DOWNLINE);
const notAllowed = (what: string) => forbidden(`Your agent type may not ${what}`, AgentErrorCode.AGENT_ACTION_NOT_ALLOWED);

export interface AgentsConfig {
  /** Zone of agents that have not picked one. */
  defaultTimeZone: string;
}

/** Carries a replayed transfer out of a transaction that must roll back (its protection usage is not real). */
class ReplayFound extends Error {
  constructor(readonly result: TransferResult) {
    super('replayed');
  }
}

export interface AgentsDeps {
  repo: AgentsRepository;
  accounts: AccountsService;
  sessions: SessionService;
  wallet: WalletService;
  records: RecordsService;
  reporting: ReportingService;
  site: SiteService;
  config: AgentsConfig;
  /**
   * The agent contracts service when that module is loaded (registered after this one, so resolved at
   * call time): income statements and which contract menus (dividend, salaries) are on.
   */
  contracts?: () => ContractsIncome | undefined;
  /**
   * Player protection: money an agent sends in counts as a deposit of the member (exclusion, deposit
   * limits, minimum age, KYC), checked inside the transfer's transaction (docs/protection.md).
   */
  protection?: Pick<ProtectionService, 'assertCanDeposit'>;
  now?: () => number;
}

/** What the back office reads of the agent contracts service. */
export interface ContractsIncome {
  incomeFor(agentId: number, q: { from?: string; to?: string; kind?: AgentIncome['items'][number]['kind']; page?: number; pageSize?: number }): Promise<AgentIncome>;
  consolidated(agentId: number): Promise<{ enabled: { dividend: boolean; dailySalary: boolean; hourlySalary: boolean; realtimeSalary: boolean } }>;
}

/** The calling agent as every method sees it. */
export interface AgentCaller {
  id: number;
  type: AgentType;
  timeZone: string;
}

interface Range {
  from: Date;
  to: Date;
  fromDate: string;
  toDate: string;
}

const num = (v: bigint) => toSafeNumber(v);

const toLinks = (rows: ClosureRow[]) => rows.map((r) => ({ ancestorId: r.ancestor_id, memberId: r.member_id, depth: Number(r.depth) }));

function teamFigures(f: Figures, teamSize: number, newMembers: number): TeamFigures {
  return {
    teamSize,
    newMembers,
    activeMembers: f.activeMembers,
    deposits: num(f.deposits),
    withdrawals: num(f.withdrawals),
    bonuses: num(f.bonuses),
    bets: f.bets,
    turnover: num(f.stake),
    validTurnover: num(f.validTurnover),
    payout: num(f.payout),
    winLoss: num(f.winLoss),
  };
}

function plFigures(f: Figures): ProfitLossFigures {
  return {
    bets: f.bets,
    turnover: num(f.stake),
    validTurnover: num(f.validTurnover),
    payout: num(f.payout),
    winLoss: num(f.winLoss),
    deposits: num(f.deposits),
    withdrawals: num(f.withdrawals),
    bonuses: num(f.bonuses),
    netProfit: num(-f.winLoss - f.bonuses),
  };
}

function addFigures(a: Figures, b: Figures): Figures {
  return {
    bets: a.bets + b.bets,
    stake: a.stake + b.stake,
    validTurnover: a.validTurnover + b.validTurnover,
    payout: a.payout + b.payout,
    winLoss: a.winLoss + b.winLoss,
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    bonuses: a.bonuses + b.bonuses,
    activeMembers: a.activeMembers + b.activeMembers,
  };
}

/**
 * Agent back office (SPEC §2.8; docs/agents.md): the downline tree, team reports on the reporting
 * rollups, transfers to downline members and affiliate applications. Every method that takes an id
 * from the caller checks it with `assertInDownline` first.
 */
export class AgentsService {
  private readonly now: () => number;
  private syncing: Promise<number> | undefined;

  constructor(private readonly d: AgentsDeps) {
    this.now = d.now ?? Date.now;
  }

  // ------------------------------------------------------------------ tree upkeep

  /** Registration hook (inside its transaction): index the new account under its upline. */
  async onRegistered(m: { id: number; parentId: number | null; username: string; type: number; createdAt: Date }, trx: Kysely<DB>) {
    const links = await this.d.repo.attach(trx, { memberId: m.id, parentId: m.parentId, username: m.username, isAgent: (AGENT_TYPES as readonly number[]).includes(m.type), joinedAt: m.createdAt });
    await this.d.reporting.linkTeam(trx, toLinks(links));
  }

  /**
   * Catch-up from accounts: indexes every account created since the last run, whatever created it
   * (seed, operator tools, registration before this module existed). Accounts come oldest first, so
   * an upline is indexed before its downline. Cheap when nothing is new (one indexed query).
   */
  sync(): Promise<number> {
    // Concurrent callers share one run.
    this.syncing ??= this.syncNow().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async syncNow(): Promise<number> {
    let done = 0;
    for (;;) {
      const after = await this.d.repo.syncedThrough(this.d.repo.db);
      const rows = await this.d.accounts.treeRows(after, 5000);
      if (rows.length === 0) return done;
      await this.d.repo.db.transaction().execute(async (trx) => {
        const links = await this.d.repo.attachMany(
          trx,
          rows.map((r) => ({ memberId: r.id, parentId: r.parent_id, username: r.username, isAgent: (AGENT_TYPES as readonly number[]).includes(r.type), joinedAt: r.created_at })),
        );
        // The reporting module keeps its own copy of the closure for the team rollups (same transaction).
        await this.d.reporting.linkTeam(trx, toLinks(links), { mayHaveFigures: true });
        await this.d.repo.setSyncedThrough(trx, rows[rows.length - 1]!.id);
      });
      done += rows.length;
    }
  }

  // ------------------------------------------------------------------ scoping

  /**
   * THE scoping check of the agent area: `memberId` must be in the agent's downline (any depth).
   * Answers 404 NOT_IN_DOWNLINE otherwise, the same for "someone else's" and "does not exist".
   * Returns the depth below the agent.
   */
  async assertInDownline(agentId: number, memberId: number): Promise<number> {
    await this.sync();
    const depth = await this.d.repo.depthBelow(agentId, memberId);
    if (depth === undefined) throw notInDownline();
    return depth;
  }

  /** The caller as an agent (type and zone); 403 NOT_AGENT for anyone else. */
  async caller(auth: { memberId: number; type: number }): Promise<AgentCaller> {
    if (!(AGENT_TYPES as readonly number[]).includes(auth.type)) throw forbidden('This is for agents only', ErrorCode.NOT_AGENT);
    await this.sync();
    const tz = (await this.d.repo.timeZone(auth.memberId)) ?? this.d.config.defaultTimeZone;
    return { id: auth.memberId, type: auth.type as AgentType, timeZone: isTimeZone(tz) ? tz : 'UTC' };
  }

  /** What the agent may do by type, plus the contract menus (dividend, salaries) its active contracts turn on. */
  async features(agent: AgentCaller): Promise<AgentFeatures> {
    const p = AGENT_PERMISSIONS[agent.type];
    const enabled = (await this.d.contracts?.()?.consolidated(agent.id))?.enabled;
    return { ...p, dividend: enabled?.dividend ?? false, dailySalary: enabled?.dailySalary ?? false, hourlySalary: enabled?.hourlySalary ?? false, realtimeSalary: enabled?.realtimeSalary ?? false };
  }

  /** Every account under the agent, any depth (the contracts module's team figures). */
  async teamMemberIds(agentId: number): Promise<number[]> {
    await this.sync();
    return (await this.d.repo.descendants(agentId)).map((r) => r.member_id);
  }

  private today(agent: AgentCaller): string {
    return localDate(new Date(this.now()), agent.timeZone);
  }

  /** from/to (agent's days, inclusive; default today) as instants [from, to). */
  private range(agent: AgentCaller, q: { from?: string; to?: string }): Range {
    const today = this.today(agent);
    const fromDate = q.from ?? q.to ?? today;
    const toDate = q.to ?? (q.from ? (q.from > today ? q.from : today) : today);
    if (fromDate > toDate) throw badRequest('"from" must not be after "to"', undefined, ErrorCode.VALIDATION_ERROR);
    if (daysBetween(fromDate, toDate) >= MAX_RANGE_DAYS) throw badRequest(`A range may cover at most ${MAX_RANGE_DAYS} days`, undefined, ErrorCode.VALIDATION_ERROR);
    return { from: startOfDay(fromDate, agent.timeZone), to: startOfDay(addDays(toDate, 1), agent.timeZone), fromDate, toDate };
  }

  // ------------------------------------------------------------------ profile

  async profile(agent: AgentCaller, origin: string): Promise<AgentProfile> {
    const info = await this.d.accounts.memberInfo(agent.id);
    const node = await this.d.repo.node(agent.id);
    const upline = node?.parent_id ? await this.d.repo.node(node.parent_id) : undefined;
    const snap = await this.d.site.current();
    const support = snap.brand.agentSupport;
    const days: number[] = [];
    for (let d = support.fromDay; ; d = (d % 7) + 1) {
      days.push(d);
      if (d === support.toDay || days.length >= 7) break;
    }
    const offset = offsetMinutes(agent.timeZone, new Date(this.now()));
    const hasWallet = agent.type === 1 || agent.type === 2;
    const code = info.affiliateCode ?? null;
    return {
      id: agent.id,
      username: info.account,
      nickname: info.nickname,
      type: agent.type,
      typeName: TYPE_NAMES[agent.type],
      affiliateCode: code,
      referralLink: code ? `${origin}/register?referralCode=${encodeURIComponent(code)}` : null,
      timeZone: agent.timeZone,
      gmtOffset: formatOffset(offset),
      gmtOffsetMinutes: offset,
      currency: info.currency,
      balance: hasWallet ? info.balance : null,
      upline: upline?.username ?? null,
      features: await this.features(agent),
      transferLimits: { ...TRANSFER_LIMITS },
      supportHours: { days, from: support.open, to: support.close },
    };
  }

  // ------------------------------------------------------------------ overview

  async overview(agent: AgentCaller): Promise<TeamOverview> {
    const today = this.today(agent);
    const trendFrom = addDays(today, -29);
    const monthStart = `${today.slice(0, 8)}01`;
    const end = startOfDay(addDays(today, 1), agent.timeZone);
    const yesterdayEnd = startOfDay(today, agent.timeZone);
    const monthFrom = startOfDay(monthStart, agent.timeZone);
    const trendStart = startOfDay(trendFrom, agent.timeZone);
    // Team rollups (docs/decisions/0013): a few hundred rows per answer, whatever the team size.
    const [daily, byDepth, depthCounts, joins] = await Promise.all([
      this.d.reporting.teamFigures({ ancestors: [agent.id], from: trendStart, to: end, dayZone: agent.timeZone }),
      this.d.reporting.teamFigures({ ancestors: [agent.id], from: monthFrom, to: end, byDepth: true }),
      this.d.repo.depthCounts(agent.id),
      this.d.repo.joinCounts(agent.id, [end, yesterdayEnd, monthFrom], trendStart < monthFrom ? trendStart : monthFrom, agent.timeZone),
    ]);
    const perDay = new Map(daily.map((r) => [r.day, r.figures]));
    const [sizeNow, sizeYesterday] = joins.sizes as [number, number, number];
    const joinedOn = joins.joined;
    const joinedSince = (from: string) => [...joinedOn.entries()].reduce((n, [day, c]) => (day >= from ? n + c : n), 0);
    const dayFigures = (day: string, size: number) => teamFigures(perDay.get(day) ?? EMPTY_FIGURES, size, joinedOn.get(day) ?? 0);
    const depthFigures = new Map(byDepth.map((r) => [r.depth, r.figures]));
    // Active members of the month: each member once (the sum over depths is exact: a member has one depth).
    const month = byDepth.reduce<Figures>((sum, r) => addFigures(sum, r.figures), { ...EMPTY_FIGURES });
    const trend = [];
    for (let i = 0; i < 30; i++) {
      const day = addDays(trendFrom, i);
      const f = perDay.get(day) ?? EMPTY_FIGURES;
      trend.push({ date: day, newMembers: joinedOn.get(day) ?? 0, activeMembers: f.activeMembers, deposits: num(f.deposits), withdrawals: num(f.withdrawals), turnover: num(f.stake), winLoss: num(f.winLoss) });
    }
    return {
      currency: (await this.d.site.current()).brand.currency,
      timeZone: agent.timeZone,
      today,
      generatedAt: new Date(this.now()).toISOString(),
      periods: {
        today: dayFigures(today, sizeNow),
        yesterday: dayFigures(addDays(today, -1), sizeYesterday),
        month: teamFigures(month, sizeNow, joinedSince(monthStart)),
      },
      depth: depthCounts.map((c) => {
        const f = depthFigures.get(c.depth) ?? EMPTY_FIGURES;
        return { depth: c.depth, members: c.members, agents: c.agents, turnover: num(f.stake), winLoss: num(f.winLoss), deposits: num(f.deposits), activeMembers: f.activeMembers };
      }),
      trend,
    };
  }

  // ------------------------------------------------------------------ members

  /** Breadcrumb from the agent down to `memberId` (agent first). */
  private async path(agent: AgentCaller, memberId: number) {
    const self = await this.d.repo.node(agent.id);
    const crumbs = [{ id: agent.id, username: self?.username ?? '' }];
    if (memberId === agent.id) return crumbs;
    const up = await this.d.repo.ancestors(memberId);
    const below = up.filter((a) => a.depth < (up.find((x) => x.member_id === agent.id)?.depth ?? 0)).reverse();
    const node = await this.d.repo.node(memberId);
    return [...crumbs, ...below.map((a) => ({ id: a.member_id, username: a.username })), { id: memberId, username: node?.username ?? '' }];
  }

  /** A team list's rows as API members: names, status, balances, figures over the range, depth below the agent. */
  private async toMembers(agent: AgentCaller, rows: TeamRow[], range: Range): Promise<TeamMember[]> {
    const ids = rows.map((r) => r.member_id);
    if (ids.length === 0) return [];
    const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((p): p is number => p !== null))];
    const [summaries, balances, figures, counts, depths, parents] = await Promise.all([
      this.d.accounts.summaries(ids),
      this.d.wallet.balancesOf(ids),
      this.d.reporting.figures({ members: ids, groups: ids, from: range.from, to: range.to }),
      this.d.repo.downlineCounts(ids),
      this.d.repo.depthsBelow(agent.id, ids),
      this.d.repo.nodes(parentIds),
    ]);
    const summary = new Map(summaries.map((s) => [s.id, s]));
    const fig = new Map(figures.map((f) => [f.group, f.figures]));
    const parentName = new Map(parents.map((p) => [p.member_id, p.username]));
    return rows.map((r) => {
      const s = summary.get(r.member_id);
      const f = fig.get(r.member_id) ?? EMPTY_FIGURES;
      const type = s?.type ?? 0;
      const balance = balances.get(r.member_id);
      return {
        id: r.member_id,
        username: r.username,
        nickname: s?.nickname ?? r.username,
        type,
        role: r.is_agent ? 'agent' : 'member',
        status: s?.status ?? 'ACTIVE',
        depth: depths.get(r.member_id) ?? r.depth,
        parentId: r.parent_id,
        parentUsername: r.parent_id === null ? null : (parentName.get(r.parent_id) ?? null),
        downlineCount: counts.get(r.member_id) ?? 0,
        balance: balance === undefined ? null : num(balance),
        createdAt: r.joined_at.toISOString(),
        lastLoginAt: s?.last_login_at ? new Date(s.last_login_at).toISOString() : null,
        deposits: num(f.deposits),
        withdrawals: num(f.withdrawals),
        turnover: num(f.stake),
        winLoss: num(f.winLoss),
      };
    });
  }

  async members(agent: AgentCaller, q: TeamMembersQuery, all = false): Promise<TeamMemberList> {
    const parentId = q.parentId ?? agent.id;
    if (parentId !== agent.id) await this.assertInDownline(agent.id, parentId);
    const range = this.range(agent, q);
    const joinedFrom = q.joinedFrom ? startOfDay(q.joinedFrom, agent.timeZone) : undefined;
    const joinedTo = q.joinedTo ? startOfDay(addDays(q.joinedTo, 1), agent.timeZone) : undefined;
    const filter: TeamFilter = {
      ancestorId: parentId,
      directOnly: q.scope === 'direct',
      search: q.search || undefined,
      isAgent: q.role === undefined ? undefined : q.role === 'agent',
      joinedFrom,
      joinedTo,
    };
    const limit = all ? CSV_MAX_ROWS : q.pageSize;
    const offset = all ? 0 : (q.page - 1) * q.pageSize;
    let items: TeamMember[];
    let total: number;
    if (q.sort === 'createdAt' || q.sort === 'username') {
      const page = await this.d.repo.teamPage(filter, q.sort, q.order, limit, offset);
      items = await this.toMembers(agent, page.rows, range);
      total = page.total;
    } else {
      // Sorting by a figure needs the figure of every filtered row first.
      const rows = await this.d.repo.teamAll(filter);
      const members = await this.toMembers(agent, rows, range);
      const key = q.sort;
      const dir = q.order === 'asc' ? 1 : -1;
      members.sort((a, b) => dir * ((a[key] ?? -1) - (b[key] ?? -1)) || a.id - b.id);
      items = members.slice(offset, offset + limit);
      total = members.length;
    }
    return { items, page: all ? 1 : q.page, pageSize: all ? items.length : q.pageSize, total, path: await this.path(agent, parentId) };
  }

  /** Registers a downline account through the normal registration (its rules, with the agent's code). */
  async registerMember(agent: AgentCaller, body: RegisterDownline, ctx: RequestContext): Promise<TeamMember> {
    const can = AGENT_PERMISSIONS[agent.type];
    if (!can.registerMembers) throw notAllowed('register accounts');
    if (body.accountType === 'agent' && !can.subAgents) throw notAllowed('create sub-agents');
    const code = (await this.d.accounts.memberInfo(agent.id)).affiliateCode ?? (await this.d.accounts.makeAgent(agent.id, agent.type));
    const created = await this.d.accounts.register(
      {
        username: body.username,
        password: body.password,
        confirmPassword: body.confirmPassword,
        nickname: body.nickname,
        mobileNum: body.mobileNum,
        countryDialingCode: body.countryDialingCode,
        email: body.email,
        payeeName: body.payeeName,
        captcha: body.captcha,
        captchaId: body.captchaId,
        affiliateCode: code,
        // The agent confirms terms and age for the person in the back-office form.
        acceptTerms: true,
        ageConfirmed: true,
        registerMethod: 'WEB',
      },
      'username',
      ctx,
    );
    // The agent is not logged in as the new account: drop the session registration opened.
    const session = await this.d.sessions.verify(created.token);
    if (session) await this.d.sessions.revoke(session.sessionId);
    const memberId = created.member.id;
    if (body.accountType === 'agent') {
      // A sub-agent gets its upline's type: 1 and 41 nest to any depth (docs/agents.md).
      await this.d.accounts.makeAgent(memberId, agent.type);
      await this.d.repo.setAgent(memberId, true);
    }
    await this.sync();
    const node = await this.d.repo.node(memberId);
    if (!node) throw new Error('registered account missing from the tree');
    const [member] = await this.toMembers(agent, [{ ...node, depth: 1 }], this.range(agent, {}));
    return member!;
  }

  // ------------------------------------------------------------------ bets

  /** The member ids a filter names (one member of the downline), or the whole downline. */
  private async scopeIds(agent: AgentCaller, q: { memberId?: number; username?: string }): Promise<{ ids: number[]; names: Map<number, string> }> {
    let memberId = q.memberId;
    if (memberId === undefined && q.username) {
      memberId = await this.d.accounts.idOfUsername(q.username);
      if (memberId === undefined) throw notInDownline();
    }
    if (memberId !== undefined) {
      await this.assertInDownline(agent.id, memberId);
      const node = await this.d.repo.node(memberId);
      return { ids: [memberId], names: new Map([[memberId, node?.username ?? '']]) };
    }
    const team = await this.d.repo.descendants(agent.id);
    return { ids: team.map((t) => t.member_id), names: new Map(team.map((t) => [t.member_id, t.username])) };
  }

  async bets(agent: AgentCaller, q: TeamBetsQuery, all = false): Promise<TeamBetList> {
    const range = this.range(agent, q);
    const { ids, names } = await this.scopeIds(agent, q);
    const limit = all ? CSV_MAX_ROWS : q.pageSize;
    const page = await this.d.records.teamBets({ memberIds: ids, from: range.from, to: range.to, category: q.category, status: q.status }, limit, all ? 0 : (q.page - 1) * q.pageSize);
    return {
      items: page.rows.map((r) => ({
        id: `${r.source}:${r.id}`,
        memberId: r.member_id,
        username: names.get(r.member_id) ?? '',
        vendor: r.vendor,
        gameCode: r.game_code,
        gameName: r.game_name || r.game_code,
        category: r.category,
        stake: num(r.stake),
        payout: num(r.payout),
        winLoss: r.status === 'SETTLED' ? num(r.payout - r.stake) : 0,
        status: r.status,
        placedAt: r.placed_at.toISOString(),
        settledAt: r.settled_at ? r.settled_at.toISOString() : null,
      })),
      page: all ? 1 : q.page,
      pageSize: all ? page.rows.length : q.pageSize,
      total: page.total,
      totals: { bets: page.bets, stake: num(page.stake), validStake: num(page.validStake), payout: num(page.payout), winLoss: num(page.payout - page.validStake) },
    };
  }

  // ------------------------------------------------------------------ profit and loss

  async profitLoss(agent: AgentCaller, q: TeamProfitLossQuery, all = false): Promise<TeamProfitLoss> {
    const parentId = q.parentId ?? agent.id;
    if (parentId !== agent.id) await this.assertInDownline(agent.id, parentId);
    const range = this.range(agent, q);
    // One row per direct member and per direct sub-agent: its own figures (member rollup) plus its whole
    // team's (team rollup), never a scan of the team's members.
    const heads = await this.d.repo.children(parentId);
    const ids = heads.map((h) => h.member_id);
    const [own, teams, counts] = await Promise.all([
      this.d.reporting.figures({ members: ids, groups: ids, from: range.from, to: range.to }),
      // Only agents have a downline: members' own figures come from the member rollup above.
      this.d.reporting.teamFigures({ ancestors: heads.filter((h) => h.is_agent).map((h) => h.member_id), from: range.from, to: range.to }),
      this.d.repo.downlineCounts(ids),
    ]);
    const fig = new Map(own.map((f) => [f.group, f.figures]));
    for (const t of teams) fig.set(t.ancestor, addFigures(fig.get(t.ancestor) ?? { ...EMPTY_FIGURES }, t.figures));
    const figures = [...fig.values()].map((figures) => ({ figures }));
    const size = new Map([...counts].map(([id, n]) => [id, n + 1]));
    const search = q.search?.toLowerCase();
    let rows: ProfitLossRow[] = heads
      .filter((h) => !search || h.username.toLowerCase().includes(search))
      .map((h) => {
        const f = fig.get(h.member_id) ?? EMPTY_FIGURES;
        return { id: h.member_id, username: h.username, kind: h.is_agent ? 'agent' : 'member', members: size.get(h.member_id) ?? 1, activeMembers: f.activeMembers, ...plFigures(f) };
      });
    const dir = q.order === 'asc' ? 1 : -1;
    rows.sort((a, b) => (q.sort === 'username' ? dir * a.username.localeCompare(b.username) : dir * (a[q.sort] - b[q.sort])) || a.id - b.id);
    const total = rows.length;
    const totals = plFigures(figures.reduce<Figures>((s, r) => addFigures(s, r.figures), { ...EMPTY_FIGURES }));
    if (!all) rows = rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
    return { items: rows, page: all ? 1 : q.page, pageSize: all ? rows.length : q.pageSize, total, totals, path: await this.path(agent, parentId) };
  }

  // ------------------------------------------------------------------ income

  /** Salary and dividend statements from the agent contracts module; honestly empty (available: false) without it. */
  async income(agent: AgentCaller, q: AgentIncomeQuery, all = false): Promise<AgentIncome> {
    const contracts = this.d.contracts?.();
    if (!contracts) return { items: [], page: q.page, pageSize: q.pageSize, total: 0, totals: { amount: 0 }, byPeriod: [], available: false };
    const range = this.range(agent, q);
    return contracts.incomeFor(agent.id, { from: range.fromDate, to: range.toDate, kind: q.kind, page: all ? 1 : q.page, pageSize: all ? 100_000 : q.pageSize });
  }

  // ------------------------------------------------------------------ transactions

  async transactions(agent: AgentCaller, q: AgentTransactionsQuery, all = false): Promise<AgentTransactionList> {
    const range = this.range(agent, q);
    let ids: number[];
    let names: Map<number, string>;
    if (q.scope === 'self' && q.memberId === undefined && !q.username) {
      const self = await this.d.repo.node(agent.id);
      ids = [agent.id];
      names = new Map([[agent.id, self?.username ?? '']]);
    } else {
      ({ ids, names } = await this.scopeIds(agent, q));
    }
    const kinds = q.kind ? KIND_FILTERS[q.kind]! : ALL_KINDS;
    const limit = all ? CSV_MAX_ROWS : q.pageSize;
    const page = ids.length === 0 ? { rows: [], total: 0, in: 0n, out: 0n } : await this.d.wallet.teamMovements({ memberIds: ids, from: range.from, to: range.to, kinds, limit, offset: all ? 0 : (q.page - 1) * q.pageSize });
    const others = [...new Set(page.rows.map((r) => r.counterparty).filter((c): c is number => c !== null && !names.has(c)))];
    for (const n of await this.d.repo.nodes(others)) names.set(n.member_id, n.username);
    return {
      items: page.rows.map((r) => ({
        id: `${r.id}:${r.member_id}`,
        memberId: r.member_id,
        username: names.get(r.member_id) ?? '',
        kind: r.kind,
        amount: num(BigInt(r.amount)),
        balanceAfter: num(BigInt(r.balance_after)),
        currency: r.currency,
        counterparty: r.counterparty === null ? null : (names.get(r.counterparty) ?? null),
        createdAt: new Date(r.created_at).toISOString(),
      })),
      page: all ? 1 : q.page,
      pageSize: all ? page.rows.length : q.pageSize,
      total: page.total,
      totals: { in: num(page.in), out: num(page.out) },
    };
  }

  // ------------------------------------------------------------------ transfers

  /**
   * Agent wallet -> a downline member's wallet, one ledger transfer keyed by the agent and its
   * requestId: a retry (or a concurrent duplicate) gets the first result, the same requestId with
   * other content is 409 DUPLICATE_TRANSACTION, a short balance 409 INSUFFICIENT_FUNDS.
   */
  async transfer(agent: AgentCaller, body: AgentTransfer): Promise<AgentTransferResult> {
    if (!AGENT_PERMISSIONS[agent.type].transfers) throw notAllowed('transfer money (this account type has no wallet)');
    let memberId = body.memberId;
    if (memberId === undefined) memberId = body.username ? await this.d.accounts.idOfUsername(body.username) : undefined;
    if (memberId === undefined) throw notInDownline();
    await this.assertInDownline(agent.id, memberId);
    const amount = BigInt(body.amount);
    if (amount <= 0n) throw badRequest('The amount must be greater than zero', undefined, ErrorCode.INVALID_AMOUNT);
    if (amount < TRANSFER_LIMITS.min) throw badRequest(`The smallest transfer is ${TRANSFER_LIMITS.min}`, TRANSFER_LIMITS, ErrorCode.AMOUNT_OUT_OF_RANGE);
    if (amount > TRANSFER_LIMITS.max) throw badRequest(`The largest transfer is ${TRANSFER_LIMITS.max}`, TRANSFER_LIMITS, AgentErrorCode.TRANSFER_LIMIT_EXCEEDED);
    const [target] = await this.d.accounts.summaries([memberId]);
    if (!target || target.type === 41 || target.type === 42) throw new AppError(409, ErrorCode.WALLET_NOT_FOUND, 'This account has no wallet to transfer to');
    if (target.status !== 'ACTIVE') throw new AppError(409, ErrorCode.ACCOUNT_DISABLED, 'This account is not active');
    const { currency } = await this.d.wallet.balanceOf(agent.id);
    const result = await this.moveToMember({
      idempotencyKey: `agent-transfer:${agent.id}:${body.requestId}`,
      from: { member: agent.id },
      to: { member: memberId },
      amount,
      currency,
      kind: 'TRANSFER_DOWNLINE',
      metadata: { agentId: agent.id, memberId, requestId: body.requestId, note: body.note ?? null },
    });
    return {
      transferId: result.transferId,
      requestId: body.requestId,
      replayed: result.replayed,
      memberId,
      username: target.username,
      amount: num(result.amount),
      currency: result.currency,
      balanceAfter: num(result.balances.from),
      createdAt: result.createdAt.toISOString(),
    };
  }

  /**
   * The transfer, with the member's protection checked in the same transaction. A retry of a transfer
   * that already happened gets its first result without a new check (a limit reached or an exclusion
   * started since must not turn a replay into a refusal), and a replay found inside the transaction
   * rolls back the usage the check recorded.
   */
  private async moveToMember(input: TransferInput & { to: { member: number } }): Promise<TransferResult> {
    const protection = this.d.protection;
    if (!protection || (await this.d.wallet.findTransfer(input.idempotencyKey))) return this.d.wallet.transfer(input);
    try {
      const result = await this.d.repo.db.transaction().execute(async (trx) => {
        await protection.assertCanDeposit(input.to.member, input.amount, trx);
        const r = await this.d.wallet.transfer(input, trx);
        if (r.replayed) throw new ReplayFound(r);
        return r;
      });
      this.d.wallet.publish(result.changes);
      return result;
    } catch (error) {
      if (error instanceof ReplayFound) return error.result;
      // A concurrent duplicate committed first while this one waited on the member's protection row.
      if (error instanceof AppError && error.statusCode === 403 && (await this.d.wallet.findTransfer(input.idempotencyKey))) return this.d.wallet.transfer(input);
      throw error;
    }
  }

  // ------------------------------------------------------------------ applications

  async apply(body: AgentApplication, caller: { memberId: number; type: number } | null, ip: string): Promise<AgentApplicationResult> {
    let memberId: number | null = null;
    let username: string | null = body.username ?? null;
    if (caller) {
      if ((AGENT_TYPES as readonly number[]).includes(caller.type)) throw new AppError(409, AgentErrorCode.APPLICATION_EXISTS, 'This account is already an agent');
      memberId = caller.memberId;
      username = (await this.d.accounts.summaries([memberId]))[0]?.username ?? username;
      if (await this.d.repo.pendingApplicationOf(memberId)) throw new AppError(409, AgentErrorCode.APPLICATION_EXISTS, 'An application of this account is already pending');
    }
    const mobile = body.mobileNum ? `${body.countryDialingCode ?? ''}${body.mobileNum}` : null;
    if (!caller && !body.email && !mobile && !body.contact) {
      throw badRequest('Please give an email, a mobile number or another contact', [{ field: 'contact', message: 'is empty' }], ErrorCode.VALIDATION_ERROR);
    }
    const row = await this.d.repo.insertApplication({ name: body.name, member_id: memberId, username, email: body.email ?? null, mobile, contact: body.contact ?? null, message: body.message, ip });
    return { id: row.id.toString(), status: row.status, createdAt: row.created_at.toISOString() };
  }

  private toOperatorApplication(r: NonNullable<Awaited<ReturnType<AgentsRepository['application']>>>): OperatorAgentApplication {
    return {
      id: r.id.toString(),
      status: r.status,
      name: r.name,
      username: r.username,
      memberId: r.member_id,
      email: r.email,
      mobile: r.mobile,
      contact: r.contact,
      message: r.message,
      ip: r.ip,
      createdAt: r.created_at.toISOString(),
      reviewedAt: r.reviewed_at ? r.reviewed_at.toISOString() : null,
      reviewedBy: r.reviewed_by,
      reviewNote: r.review_note,
      affiliateCode: r.affiliate_code,
    };
  }

  async applications(q: OperatorAgentApplicationQuery): Promise<OperatorAgentApplicationList> {
    const { rows, total } = await this.d.repo.applications(q.status, q.pageSize, (q.page - 1) * q.pageSize);
    return { items: rows.map((r) => this.toOperatorApplication(r)), page: q.page, pageSize: q.pageSize, total };
  }

  /** One level of the agent tree for the console, with counts for each node (operator API). */
  async operatorTree(q: OperatorAgentTreeQuery): Promise<OperatorAgentTree> {
    await this.sync();
    let parentRow: Awaited<ReturnType<AgentsRepository['node']>>;
    if (q.parentId !== undefined) {
      parentRow = await this.d.repo.node(q.parentId);
      if (!parentRow) throw notFound('No such account in the agent tree');
    }
    const [{ rows, total }, path] = await Promise.all([
      this.d.repo.treeLevel({ parentId: q.parentId, search: q.search }, q.pageSize, (q.page - 1) * q.pageSize),
      q.parentId !== undefined ? this.d.repo.ancestors(q.parentId) : Promise.resolve([]),
    ]);
    const counts = await this.d.repo.treeCounts([...rows.map((r) => r.member_id), ...(parentRow ? [parentRow.member_id] : [])]);
    const toNode = (r: { member_id: number; parent_id: number | null; username: string; is_agent: boolean; joined_at: Date }): OperatorAgentNode => ({
      memberId: r.member_id,
      username: r.username,
      isAgent: r.is_agent,
      joinedAt: r.joined_at.toISOString(),
      parentId: r.parent_id,
      ...(counts.get(r.member_id) ?? { direct: 0, team: 0, subAgents: 0 }),
    });
    return {
      parent: parentRow ? toNode(parentRow) : null,
      path: [...path].reverse().map((a) => ({ memberId: a.member_id, username: a.username })),
      items: rows.map(toNode),
      page: q.page,
      pageSize: q.pageSize,
      total,
    };
  }

  /** Approve (an application of an account makes it an agent with an affiliate code) or reject. */
  async review(id: string, body: OperatorAgentApplicationReview, operator: string): Promise<OperatorAgentApplication> {
    const appId = BigInt(id);
    const current = await this.d.repo.application(appId);
    if (!current) throw notFound('No such application');
    if (current.status !== 'PENDING') throw new AppError(409, AgentErrorCode.APPLICATION_NOT_PENDING, 'This application was already reviewed');
    let code: string | null = null;
    if (body.decision === 'APPROVE' && current.member_id !== null) {
      const type = body.agentType ?? 1;
      code = await this.d.accounts.makeAgent(current.member_id, type);
      await this.sync();
      await this.d.repo.setAgent(current.member_id, true);
    }
    const row = await this.d.repo.review(appId, { status: body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED', reviewedBy: operator, note: body.note ?? null, affiliateCode: code });
    if (!row) throw new AppError(409, AgentErrorCode.APPLICATION_NOT_PENDING, 'This application was already reviewed');
    return this.toOperatorApplication(row);
  }
}
