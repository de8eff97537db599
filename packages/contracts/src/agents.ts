import { z } from 'zod';
import { PageQuerySchema, PositiveAmountSchema, RequestIdSchema } from './payments.ts';
import { BET_RECORD_CATEGORIES } from './records.ts';
import { CurrencyCodeSchema, MinorUnitsSchema } from './wallet.ts';

/**
 * Agent back office contracts (SPEC §2.8, §3 agent types 1/2/41/42, §6; docs/agents.md).
 * Every route lives under `/api/v1/agent/*`, needs an agent session, and only ever sees the
 * caller's own downline. Amounts are integer minor units. Dates (`from`/`to`) are calendar days
 * in the agent's own time zone (`AgentProfile.timeZone`), both inclusive.
 * Lists page with the project's shape `{ items, page, pageSize, total }` and accept
 * `format=csv` (same filters, every row, `text/csv` attachment).
 */

/** Error codes of the agent routes (beside the shared ErrorCode ones). */
export const AgentErrorCode = {
  /** 404: the member/agent id is not in the caller's downline (or does not exist: same answer). */
  NOT_IN_DOWNLINE: 'NOT_IN_DOWNLINE',
  /** 403: the caller's agent type may not do this (docs/agents.md), e.g. type 2 creating a sub-agent. */
  AGENT_ACTION_NOT_ALLOWED: 'AGENT_ACTION_NOT_ALLOWED',
  /** 400: a transfer above the per-transfer maximum (`AgentProfile.transferLimits.max`). */
  TRANSFER_LIMIT_EXCEEDED: 'TRANSFER_LIMIT_EXCEEDED',
  /** 409: an application is already pending for this account / contact. */
  APPLICATION_EXISTS: 'APPLICATION_EXISTS',
  /** 409: the application was already reviewed. */
  APPLICATION_NOT_PENDING: 'APPLICATION_NOT_PENDING',
} as const;
export type AgentErrorCode = (typeof AgentErrorCode)[keyof typeof AgentErrorCode];

/** SPEC §3 agent account types. */
export const AGENT_TYPE_NAMES = { 1: 'AGENT', 2: 'SUB_AGENT', 41: 'AFFILIATE', 42: 'SUB_AFFILIATE' } as const;

const dateSchema = z.iso.date();
const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const ExportFormatSchema = z.enum(['json', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** A day range in the agent's time zone, inclusive; at most 93 days. Defaults: today. */
export const AgentDateRangeQuerySchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type AgentDateRangeQuery = z.infer<typeof AgentDateRangeQuerySchema>;

const listQuery = PageQuerySchema.extend(AgentDateRangeQuerySchema.shape).extend({ format: ExportFormatSchema.default('json') });

// ------------------------------------------------------------------ profile

export const AgentFeaturesSchema = z.object({
  /** May create sub-agents and see them in the tree (types 1 and 41). */
  subAgents: z.boolean(),
  /** Has a wallet and may transfer to downline members (types 1 and 2). */
  transfers: z.boolean(),
  /** May register downline accounts from the back office. */
  registerMembers: z.boolean(),
  /** Team reports (every agent type). */
  reports: z.boolean(),
  /** Contract-driven menu entries (SPEC §2.8: shown only when enabled). False until contracts exist. */
  dividend: z.boolean(),
  dailySalary: z.boolean(),
  hourlySalary: z.boolean(),
  realtimeSalary: z.boolean(),
});
export type AgentFeatures = z.infer<typeof AgentFeaturesSchema>;

/** `GET /api/v1/agent/profile` */
export const AgentProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  typeName: z.enum(['AGENT', 'SUB_AGENT', 'AFFILIATE', 'SUB_AFFILIATE']),
  affiliateCode: z.string().nullable(),
  /** `https://<site>/register?referralCode=<code>`; null without a code. */
  referralLink: z.string().nullable(),
  /** IANA zone every date of the agent area is in, e.g. `Asia/Bangkok`. */
  timeZone: z.string(),
  /** Current offset, `+07:00` style (header shows `GMT+07:00`). */
  gmtOffset: z.string(),
  gmtOffsetMinutes: z.number().int(),
  currency: CurrencyCodeSchema,
  /** Wallet balance; null for agent-only accounts (41/42) that have no wallet. */
  balance: MinorUnitsSchema.nullable(),
  /** The upline agent's username, if this is a sub-agent. */
  upline: z.string().nullable(),
  features: AgentFeaturesSchema,
  /** Per-transfer bounds (minor units). */
  transferLimits: z.object({ min: MinorUnitsSchema, max: MinorUnitsSchema }),
  /** SPEC §1: "Monday to Friday 12:00 to 21:00" (agent support hours), as data. */
  supportHours: z.object({ days: z.array(z.number().int().min(1).max(7)), from: z.string(), to: z.string() }),
});
export type AgentProfile = z.infer<typeof AgentProfileSchema>;

// ------------------------------------------------------------------ team overview

export const TeamFiguresSchema = z.object({
  /** Downline accounts (members and sub-agents, every depth) at the end of the period. */
  teamSize: z.number().int(),
  /** Joined within the period. */
  newMembers: z.number().int(),
  /** Placed at least one bet within the period. */
  activeMembers: z.number().int(),
  deposits: MinorUnitsSchema,
  /** Withdrawals requested minus returned (what left for members' banks). */
  withdrawals: MinorUnitsSchema,
  bonuses: MinorUnitsSchema,
  bets: z.number().int(),
  /** Stake of every non-cancelled bet. */
  turnover: MinorUnitsSchema,
  /** Stake of settled bets. */
  validTurnover: MinorUnitsSchema,
  payout: MinorUnitsSchema,
  /** Members' win/loss: payout - valid turnover (negative = members lost, the house won). */
  winLoss: MinorUnitsSchema,
});
export type TeamFigures = z.infer<typeof TeamFiguresSchema>;

export const TeamDepthSchema = z.object({
  /** 1 = direct downline. */
  depth: z.number().int(),
  members: z.number().int(),
  agents: z.number().int(),
  /** This month's figures of that level. */
  turnover: MinorUnitsSchema,
  winLoss: MinorUnitsSchema,
  deposits: MinorUnitsSchema,
  activeMembers: z.number().int(),
});
export type TeamDepth = z.infer<typeof TeamDepthSchema>;

export const TeamTrendPointSchema = z.object({
  /** yyyy-MM-dd in the agent's zone. */
  date: z.string(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: MinorUnitsSchema,
  withdrawals: MinorUnitsSchema,
  turnover: MinorUnitsSchema,
  winLoss: MinorUnitsSchema,
});
export type TeamTrendPoint = z.infer<typeof TeamTrendPointSchema>;

/** `GET /api/v1/agent/team/overview` */
export const TeamOverviewSchema = z.object({
  currency: CurrencyCodeSchema,
  timeZone: z.string(),
  /** The agent's "today" (yyyy-MM-dd). */
  today: z.string(),
  generatedAt: z.string(),
  periods: z.object({ today: TeamFiguresSchema, yesterday: TeamFiguresSchema, month: TeamFiguresSchema }),
  depth: z.array(TeamDepthSchema),
  /** The last 30 days, oldest first (team trend chart). */
  trend: z.array(TeamTrendPointSchema),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

// ------------------------------------------------------------------ team members

export const TEAM_MEMBER_SORTS = ['createdAt', 'username', 'turnover', 'deposits', 'winLoss', 'balance'] as const;

/** `GET /api/v1/agent/team/members`: the figures are over `from`..`to` (default: today). */
export const TeamMembersQuerySchema = listQuery.extend({
  /** Drill-down: the direct downline of this sub-agent (must be in the caller's downline). Default: the caller. */
  parentId: idSchema.optional(),
  /** `direct` (default): children of parentId only; `all`: every depth under it. */
  scope: z.enum(['direct', 'all']).default('direct'),
  /** Part of the username, case-insensitive. */
  search: z.string().trim().max(64).optional(),
  role: z.enum(['member', 'agent']).optional(),
  /** Joined on or after / on or before (agent's zone). */
  joinedFrom: dateSchema.optional(),
  joinedTo: dateSchema.optional(),
  sort: z.enum(TEAM_MEMBER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TeamMembersQuery = z.infer<typeof TeamMembersQuerySchema>;

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  role: z.enum(['member', 'agent']),
  status: z.enum(['ACTIVE', 'LOCKED', 'DISABLED']),
  /** Depth below the caller (1 = direct). */
  depth: z.number().int(),
  parentId: z.number().int().nullable(),
  parentUsername: z.string().nullable(),
  /** Accounts under this one (every depth); 0 for members. */
  downlineCount: z.number().int(),
  balance: MinorUnitsSchema.nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Over the query range. */
  deposits: MinorUnitsSchema,
  withdrawals: MinorUnitsSchema,
  turnover: MinorUnitsSchema,
  winLoss: MinorUnitsSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMemberListSchema = z.object({
  items: z.array(TeamMemberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Breadcrumb from the caller down to parentId (drill-down), caller first. */
  path: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type TeamMemberList = z.infer<typeof TeamMemberListSchema>;

/** `POST /api/v1/agent/team/members`: a downline account (SPEC registration rules apply). */
export const RegisterDownlineSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
  nickname: z.string().trim().max(64).optional(),
  mobileNum: z.string().trim().max(32).optional(),
  countryDialingCode: z.string().max(8).optional(),
  email: z.string().trim().max(255).optional(),
  payeeName: z.string().trim().max(255).optional(),
  /** `agent` creates a sub-agent (only types with `features.subAgents`). */
  accountType: z.enum(['member', 'agent']).default('member'),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});
export type RegisterDownline = z.infer<typeof RegisterDownlineSchema>;

export const RegisterDownlineResultSchema = z.object({ member: TeamMemberSchema });
export type RegisterDownlineResult = z.infer<typeof RegisterDownlineResultSchema>;

// ------------------------------------------------------------------ team bets

/** `GET /api/v1/agent/team/bets` */
export const TeamBetsQuerySchema = listQuery.extend({
  memberId: idSchema.optional(),
  /** Exact username in the downline (alternative to memberId). */
  username: z.string().trim().max(64).optional(),
  category: z.enum(BET_RECORD_CATEGORIES).optional(),
  status: z.enum(['PENDING', 'SETTLED', 'CANCELLED']).optional(),
});
export type TeamBetsQuery = z.infer<typeof TeamBetsQuerySchema>;

export const TeamBetSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  stake: MinorUnitsSchema,
  payout: MinorUnitsSchema,
  /** payout - stake once settled; 0 while pending. */
  winLoss: MinorUnitsSchema,
  status: z.enum(['PENDING', 'SETTLED', 'CANCELLED']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TeamBet = z.infer<typeof TeamBetSchema>;

export const TeamBetTotalsSchema = z.object({ bets: z.number().int(), stake: MinorUnitsSchema, validStake: MinorUnitsSchema, payout: MinorUnitsSchema, winLoss: MinorUnitsSchema });

export const TeamBetListSchema = z.object({
  items: z.array(TeamBetSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Over the whole filtered range. */
  totals: TeamBetTotalsSchema,
});
export type TeamBetList = z.infer<typeof TeamBetListSchema>;

// ------------------------------------------------------------------ profit and loss

/** `GET /api/v1/agent/team/profit-loss`: one row per direct member and per direct sub-agent (its whole team). */
export const TeamProfitLossQuerySchema = listQuery.extend({
  /** Drill-down into a sub-agent's team. Default: the caller. */
  parentId: idSchema.optional(),
  search: z.string().trim().max(64).optional(),
  sort: z.enum(['username', 'turnover', 'winLoss', 'deposits']).default('turnover'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TeamProfitLossQuery = z.infer<typeof TeamProfitLossQuerySchema>;

export const ProfitLossFiguresSchema = z.object({
  bets: z.number().int(),
  turnover: MinorUnitsSchema,
  validTurnover: MinorUnitsSchema,
  payout: MinorUnitsSchema,
  winLoss: MinorUnitsSchema,
  deposits: MinorUnitsSchema,
  withdrawals: MinorUnitsSchema,
  bonuses: MinorUnitsSchema,
  /** The house's result on these members: -(winLoss) - bonuses. */
  netProfit: MinorUnitsSchema,
});
export type ProfitLossFigures = z.infer<typeof ProfitLossFiguresSchema>;

export const ProfitLossRowSchema = ProfitLossFiguresSchema.extend({
  id: z.number().int(),
  username: z.string(),
  /** `member`: the member's own play; `agent`: the sub-agent and its whole team. */
  kind: z.enum(['member', 'agent']),
  /** Team size behind an `agent` row (itself included); 1 for members. */
  members: z.number().int(),
  activeMembers: z.number().int(),
});
export type ProfitLossRow = z.infer<typeof ProfitLossRowSchema>;

export const TeamProfitLossSchema = z.object({
  items: z.array(ProfitLossRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Whole team under parentId over the range. */
  totals: ProfitLossFiguresSchema,
  path: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type TeamProfitLoss = z.infer<typeof TeamProfitLossSchema>;

// ------------------------------------------------------------------ income

export const INCOME_KINDS = ['COMMISSION', 'DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;

/** `GET /api/v1/agent/income` */
export const AgentIncomeQuerySchema = listQuery.extend({ kind: z.enum(INCOME_KINDS).optional() });
export type AgentIncomeQuery = z.infer<typeof AgentIncomeQuerySchema>;

export const AgentIncomeItemSchema = z.object({
  id: z.string(),
  kind: z.enum(INCOME_KINDS),
  /** The settled period, e.g. `2026-11-01..2026-11-15` or `2026-11-25 13:00`. */
  period: z.string(),
  base: MinorUnitsSchema,
  rate: z.string(),
  amount: MinorUnitsSchema,
  status: z.enum(['PENDING', 'PAID', 'CANCELLED']),
  paidAt: z.string().nullable(),
});
export type AgentIncomeItem = z.infer<typeof AgentIncomeItemSchema>;

export const AgentIncomeSchema = z.object({
  items: z.array(AgentIncomeItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({ amount: MinorUnitsSchema }),
  /** Income by period for the chart (oldest first). */
  byPeriod: z.array(z.object({ period: z.string(), amount: MinorUnitsSchema })),
  /** False until agent contracts (commission, salary, dividend) exist: the page shows an honest empty state. */
  available: z.boolean(),
});
export type AgentIncome = z.infer<typeof AgentIncomeSchema>;

// ------------------------------------------------------------------ transactions

export const AGENT_TRANSACTION_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER_DOWNLINE', 'TRANSFER_UPLINE', 'BONUS', 'ADJUSTMENT'] as const;

/** `GET /api/v1/agent/transactions`: money movements of the caller and the downline. */
export const AgentTransactionsQuerySchema = listQuery.extend({
  memberId: idSchema.optional(),
  username: z.string().trim().max(64).optional(),
  kind: z.enum(AGENT_TRANSACTION_KINDS).optional(),
  /** `self`: the caller's own wallet; `team` (default): the downline's. */
  scope: z.enum(['self', 'team']).default('team'),
});
export type AgentTransactionsQuery = z.infer<typeof AgentTransactionsQuerySchema>;

export const AgentTransactionSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  kind: z.string(),
  /** Signed change of that member's balance. */
  amount: MinorUnitsSchema,
  balanceAfter: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  /** The other party of an agent transfer (username), when there is one. */
  counterparty: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentTransaction = z.infer<typeof AgentTransactionSchema>;

export const AgentTransactionListSchema = z.object({
  items: z.array(AgentTransactionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({ in: MinorUnitsSchema, out: MinorUnitsSchema }),
});
export type AgentTransactionList = z.infer<typeof AgentTransactionListSchema>;

// ------------------------------------------------------------------ transfers

/** `POST /api/v1/agent/transfers`: agent wallet -> a downline member's wallet. Give memberId or username. */
export const AgentTransferSchema = z
  .object({
    requestId: RequestIdSchema,
    memberId: z.number().int().min(1).optional(),
    username: z.string().trim().min(1).max(64).optional(),
    amount: PositiveAmountSchema,
    note: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.memberId !== undefined || b.username !== undefined, { message: 'memberId or username is required', path: ['memberId'] });
export type AgentTransfer = z.infer<typeof AgentTransferSchema>;

export const AgentTransferResultSchema = z.object({
  transferId: z.string(),
  requestId: z.string(),
  /** True when this requestId was served before: nothing moved now. */
  replayed: z.boolean(),
  memberId: z.number().int(),
  username: z.string(),
  amount: MinorUnitsSchema,
  currency: CurrencyCodeSchema,
  /** The agent's balance right after this transfer. */
  balanceAfter: MinorUnitsSchema,
  createdAt: z.string(),
});
export type AgentTransferResult = z.infer<typeof AgentTransferResultSchema>;

// ------------------------------------------------------------------ applications

/** `POST /api/v1/agent/applications` (affiliate application from /agent; no login needed). */
export const AgentApplicationSchema = z.object({
  name: z.string().trim().min(2).max(64),
  /** An existing account that wants to become an agent (optional). */
  username: z.string().trim().max(64).optional(),
  email: z.email().max(255).optional(),
  mobileNum: z.string().trim().regex(/^[0-9]{4,15}$/, 'digits only').optional(),
  countryDialingCode: z.string().regex(/^\+[0-9]{1,4}$/).optional(),
  /** Telegram, LINE, website... free text. */
  contact: z.string().trim().max(200).optional(),
  /** How the applicant brings players (audience, channels). */
  message: z.string().trim().min(10).max(1000),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});
export type AgentApplication = z.infer<typeof AgentApplicationSchema>;

export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const AgentApplicationResultSchema = z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), createdAt: z.string() });
export type AgentApplicationResult = z.infer<typeof AgentApplicationResultSchema>;

/** Operator review: `GET /api/v1/operator/agent-applications`. */
export const OperatorAgentApplicationQuerySchema = PageQuerySchema.extend({ status: z.enum(APPLICATION_STATUSES).optional() });
export type OperatorAgentApplicationQuery = z.infer<typeof OperatorAgentApplicationQuerySchema>;

export const OperatorAgentApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  username: z.string().nullable(),
  memberId: z.number().int().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  contact: z.string().nullable(),
  message: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewNote: z.string().nullable(),
  /** Set on approval of an application linked to an account. */
  affiliateCode: z.string().nullable(),
});
export type OperatorAgentApplication = z.infer<typeof OperatorAgentApplicationSchema>;

export const OperatorAgentApplicationListSchema = z.object({
  items: z.array(OperatorAgentApplicationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorAgentApplicationList = z.infer<typeof OperatorAgentApplicationListSchema>;

/** `POST /api/v1/operator/agent-applications/:id/review` */
export const OperatorAgentApplicationReviewSchema = z.object({
  decision: z.enum(['APPROVE', 'REJECT']),
  note: z.string().trim().max(500).optional(),
  /** Agent type given on approval (default 1). */
  agentType: z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]).optional(),
});
export type OperatorAgentApplicationReview = z.infer<typeof OperatorAgentApplicationReviewSchema>;

/**
 * `GET /api/v1/operator/agents/tree`: the agent tree for the console, one level at a time. Without
 * `parentId`: the top-level agents (no agent above them), or with `search` every agent whose username
 * contains it; with `parentId`: that account's direct downline, sub-agents first.
 */
export const OperatorAgentTreeQuerySchema = PageQuerySchema.extend({
  parentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  search: z.string().trim().min(1).max(64).optional(),
});
export type OperatorAgentTreeQuery = z.infer<typeof OperatorAgentTreeQuerySchema>;

export const OperatorAgentNodeSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
  joinedAt: z.string(),
  parentId: z.number().int().nullable(),
  /** Accounts directly below. */
  direct: z.number().int(),
  /** Accounts below at any depth. */
  team: z.number().int(),
  /** Agents below at any depth. */
  subAgents: z.number().int(),
});
export type OperatorAgentNode = z.infer<typeof OperatorAgentNodeSchema>;

export const OperatorAgentTreeSchema = z.object({
  /** The account whose downline this is (null for the top level or a search). */
  parent: OperatorAgentNodeSchema.nullable(),
  /** The parent's uplines, top first. */
  path: z.array(z.object({ memberId: z.number().int(), username: z.string() })),
  items: z.array(OperatorAgentNodeSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorAgentTree = z.infer<typeof OperatorAgentTreeSchema>;
