import { z } from 'zod';
import { OperatorLoginSchema, OperatorRoleSchema, OperatorSchema, AuditQuerySchema, type OperatorRole } from './operator.ts';

/**
 * Operator console contracts (issue 18, docs/console.md): the server routes under /api/v1/operator/*
 * the React console (apps/console) calls. Money is an integer in minor units (ARCHITECTURE "Money
 * rules"), except the adjustment request's `amount`, a signed decimal string an operator types.
 */

/** Error codes of the console routes (beside the shared ErrorCode ones; the member site never sees them). */
export const ConsoleErrorCode = {
  /** 401: the operator has TOTP enrolled and the login carried no `otp`. No session is created. */
  OTP_REQUIRED: 'OTP_REQUIRED',
  /** 401: the `otp` of a login (or a TOTP confirmation) is wrong, reused or expired. No session. */
  OTP_INVALID: 'OTP_INVALID',
  /** 409: TOTP is already enrolled for this operator. */
  OTP_ALREADY_ENABLED: 'OTP_ALREADY_ENABLED',
  /** 400: confirm called without a set-up first. */
  OTP_NOT_PENDING: 'OTP_NOT_PENDING',
  /** 401: the session was idle longer than the idle timeout (sign in again). */
  SESSION_IDLE: 'SESSION_IDLE',
  /** 403: the two-person rule: the operator who requested an adjustment cannot approve it. */
  SAME_OPERATOR: 'SAME_OPERATOR',
  /** 409: the adjustment is not PENDING any more (approved, rejected, or applied at once). */
  ADJUSTMENT_STATE: 'ADJUSTMENT_STATE',
  /** 409: the idempotency key was used before with a different member, amount or reason. */
  IDEMPOTENCY_MISMATCH: 'IDEMPOTENCY_MISMATCH',
  /** 403: an operator cannot disable or change the role of their own account. */
  SELF_CHANGE: 'SELF_CHANGE',
  /** 404: no such member. */
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  /** 400: report range: from after to, or more than 93 days. */
  RANGE_INVALID: 'RANGE_INVALID',
} as const;
export type ConsoleErrorCode = (typeof ConsoleErrorCode)[keyof typeof ConsoleErrorCode];

/**
 * Who may call what (the server checks it; the console only uses it to hide what a role cannot do).
 * Keys are "METHOD path" as in the OpenAPI document. Routes not listed: any signed-in operator.
 */
export const CONSOLE_ROUTE_ROLES: Readonly<Record<string, readonly OperatorRole[]>> = {
  'GET /api/v1/operator/dashboard': ['admin', 'finance', 'risk', 'support'],
  'GET /api/v1/operator/members': ['admin', 'finance', 'risk', 'support'],
  'GET /api/v1/operator/members/{id}': ['admin', 'finance', 'risk', 'support'],
  'POST /api/v1/operator/members/{id}/lock': ['admin', 'risk', 'support'],
  'POST /api/v1/operator/members/{id}/unlock': ['admin', 'risk', 'support'],
  'POST /api/v1/operator/members/{id}/reset-password': ['admin', 'support'],
  'POST /api/v1/operator/members/{id}/adjustments': ['admin', 'finance'],
  'GET /api/v1/operator/adjustments': ['admin', 'finance'],
  'POST /api/v1/operator/adjustments/{id}/approve': ['admin', 'finance'],
  'POST /api/v1/operator/adjustments/{id}/reject': ['admin', 'finance'],
  'GET /api/v1/operator/operators': ['admin'],
  'POST /api/v1/operator/operators': ['admin'],
  'POST /api/v1/operator/operators/{id}/disable': ['admin'],
  'POST /api/v1/operator/operators/{id}/enable': ['admin'],
  'POST /api/v1/operator/operators/{id}/role': ['admin'],
  'GET /api/v1/operator/audit': ['admin'],
  'GET /api/v1/operator/audit.csv': ['admin'],
  'GET /api/v1/operator/reports/daily': ['admin', 'finance', 'risk'],
  'GET /api/v1/operator/agents/tree': ['admin', 'finance', 'risk', 'support'],
  'GET /api/v1/operator/agent-applications': ['admin'],
  'POST /api/v1/operator/agent-applications/{id}/review': ['admin'],
  'GET /api/v1/operator/agent-contracts': ['admin', 'finance'],
  'GET /api/v1/operator/feedback': ['admin', 'support'],
  'POST /api/v1/operator/feedback/{id}/review': ['admin', 'support'],
  'POST /api/v1/operator/messages': ['admin', 'content', 'support'],
  'GET /api/v1/operator/promotions': ['admin', 'content'],
  'POST /api/v1/operator/promotions/applications/{id}/approve': ['admin', 'content'],
  'GET /api/v1/operator/rewards': ['admin'],
};

// ---------------------------------------------------------------- auth (password + TOTP, session timeout)

const OtpCodeSchema = z.string().regex(/^\d{6}$/, 'a 6-digit code');

/** `POST /operator/auth/login`: `otp` is required once the operator has TOTP enrolled. */
export const ConsoleLoginSchema = OperatorLoginSchema.extend({ otp: OtpCodeSchema.optional() });
export type ConsoleLogin = z.infer<typeof ConsoleLoginSchema>;

/** The login answer: `expiresAt` is the absolute end; the session also ends after `idleTimeoutSeconds` without a request. */
export const ConsoleSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  idleTimeoutSeconds: z.number().int(),
  totpEnabled: z.boolean(),
  operator: OperatorSchema,
});
export type ConsoleSession = z.infer<typeof ConsoleSessionSchema>;

/** `GET /operator/me`. */
export const ConsoleMeSchema = OperatorSchema.extend({ totpEnabled: z.boolean(), idleTimeoutSeconds: z.number().int() });
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;

/** `POST /operator/auth/totp/setup`: a new secret, pending until confirmed (show the URI as a QR code). */
export const TotpSetupResultSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetupResult = z.infer<typeof TotpSetupResultSchema>;

/** `POST /operator/auth/totp/confirm`. */
export const TotpConfirmSchema = z.object({ code: OtpCodeSchema });
export type TotpConfirm = z.infer<typeof TotpConfirmSchema>;
export const TotpConfirmResultSchema = z.object({ totpEnabled: z.literal(true) });

// ---------------------------------------------------------------- dashboard

/** One day's site-wide figures (calendar day in the site's time zone). */
export const DailyFiguresSchema = z.object({
  /** yyyy-MM-dd */
  date: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  stake: z.number().int(),
  validTurnover: z.number().int(),
  payout: z.number().int(),
  /** Gross gaming revenue: valid turnover - payout (the house's result). */
  ggr: z.number().int(),
  bonuses: z.number().int(),
  newMembers: z.number().int(),
  /** Members with at least one bet that day. */
  activeMembers: z.number().int(),
});
export type DailyFigures = z.infer<typeof DailyFiguresSchema>;

/** `GET /operator/dashboard`: today vs yesterday, pending queues and 14 days for the charts (oldest first, today last). */
export const DashboardSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  generatedAt: z.string(),
  today: DailyFiguresSchema,
  yesterday: DailyFiguresSchema,
  queues: z.object({
    depositsPending: z.number().int(),
    withdrawalsPending: z.number().int(),
    agentApplicationsPending: z.number().int(),
    adjustmentsPending: z.number().int(),
  }),
  series: z.array(DailyFiguresSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

// ---------------------------------------------------------------- members

export const MemberIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `GET /operator/members?query=&page=`: username (prefix, any case), mobile (digits) or id. */
export const ConsoleMemberQuerySchema = z.object({
  query: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ConsoleMemberQuery = z.infer<typeof ConsoleMemberQuerySchema>;

export const ConsoleMemberStatusSchema = z.enum(['ACTIVE', 'LOCKED', 'DISABLED']);

export const ConsoleMemberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** Masked except the last digits (support reads it to the caller). */
  mobile: z.string().nullable(),
  type: z.number().int(),
  status: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type ConsoleMemberRow = z.infer<typeof ConsoleMemberRowSchema>;

export const ConsoleMemberListSchema = z.object({
  items: z.array(ConsoleMemberRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ConsoleMemberList = z.infer<typeof ConsoleMemberListSchema>;

export const ConsoleLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Signed: + into the member's wallet, - out of it. */
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  createdAt: z.string(),
  reference: z.string().nullable(),
});

export const ConsoleBetSchema = z.object({
  id: z.string(),
  vendor: z.string(),
  game: z.string(),
  category: z.string(),
  stake: z.number().int(),
  payout: z.number().int(),
  status: z.string(),
  placedAt: z.string(),
});

export const ConsoleLoginEntrySchema = z.object({
  /** Session start. */
  at: z.string(),
  ip: z.string().nullable(),
  /** Device / browser (user agent). */
  device: z.string().nullable(),
  active: z.boolean(),
});

export const ConsoleMemberDetailSchema = z.object({
  profile: ConsoleMemberRowSchema.extend({
    email: z.string().nullable(),
    realName: z.string().nullable(),
    affiliateCode: z.string().nullable(),
    totpEnabled: z.boolean(),
  }),
  wallet: z.object({ currency: z.string(), balance: z.number().int() }),
  ledger: z.array(ConsoleLedgerEntrySchema),
  bets: z.array(ConsoleBetSchema),
  logins: z.array(ConsoleLoginEntrySchema),
  /** Upline first (direct parent), up to the top. */
  agentChain: z.array(z.object({ id: z.number().int(), username: z.string(), type: z.number().int() })),
  /** Responsible gaming limits and state (protection module), as that module reports them. */
  limits: z.unknown(),
});
export type ConsoleMemberDetail = z.infer<typeof ConsoleMemberDetailSchema>;

/** `POST /operator/members/:id/lock` and `/unlock`. */
export const MemberLockSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export type MemberLock = z.infer<typeof MemberLockSchema>;
export const MemberLockResultSchema = z.object({ id: z.number().int(), status: z.string() });

/** `POST /operator/members/:id/reset-password`: a temporary password, shown once; the member's sessions end. */
export const MemberPasswordResetResultSchema = z.object({ id: z.number().int(), temporaryPassword: z.string() });

// ---------------------------------------------------------------- adjustments (two-person rule)

/** Signed, at most two decimals, not zero: "150.00", "-20.5". */
export const SignedDecimalSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'a signed decimal amount such as -20.50')
  .refine((s) => !/^-?0+(\.0+)?$/.test(s), 'amount must not be zero');

/** `POST /operator/members/:id/adjustments`. Retrying with the same key returns the same adjustment. */
export const CreateAdjustmentSchema = z.object({
  amount: SignedDecimalSchema,
  reason: z.string().trim().min(3).max(500),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, '8-64 letters, digits, _ . : or -'),
});
export type CreateAdjustment = z.infer<typeof CreateAdjustmentSchema>;

export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;
export const AdjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatusSchema>;

const OperatorRefSchema = z.object({ id: z.number().int(), username: z.string() });

export const AdjustmentSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  memberUsername: z.string(),
  /** Minor units, signed. */
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: AdjustmentStatusSchema,
  /** True when the amount is above the threshold: a second operator approves. */
  needsApproval: z.boolean(),
  requestedBy: OperatorRefSchema,
  decidedBy: OperatorRefSchema.nullable(),
  decisionReason: z.string().nullable(),
  /** The ledger transfer once applied. */
  transferId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const AdjustmentQuerySchema = z.object({
  status: AdjustmentStatusSchema.optional(),
  memberId: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdjustmentQuery = z.infer<typeof AdjustmentQuerySchema>;

export const AdjustmentListSchema = z.object({
  items: z.array(AdjustmentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Amounts strictly above this (absolute, minor units) wait for a second operator. */
  approvalThreshold: z.number().int(),
});
export type AdjustmentList = z.infer<typeof AdjustmentListSchema>;

export const AdjustmentIdParamsSchema = z.object({ id: z.string().uuid() });

/** `POST /operator/adjustments/:id/reject`. */
export const AdjustmentRejectSchema = z.object({ reason: z.string().trim().min(3).max(500) });

// ---------------------------------------------------------------- staff

export const StaffOperatorSchema = OperatorSchema.extend({
  status: z.enum(['ACTIVE', 'DISABLED']),
  totpEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffOperator = z.infer<typeof StaffOperatorSchema>;
export const StaffOperatorListSchema = z.object({ items: z.array(StaffOperatorSchema) });

export const OperatorIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `POST /operator/operators`: the generated password is in the answer once, never again. */
export const CreateOperatorSchema = z.object({
  username: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, '3-32 letters, digits, _ . or -, starting with a letter'),
  role: OperatorRoleSchema,
});
export type CreateOperator = z.infer<typeof CreateOperatorSchema>;
export const CreatedOperatorSchema = z.object({ operator: StaffOperatorSchema, password: z.string() });

/** `POST /operator/operators/:id/role`. */
export const OperatorRoleChangeSchema = z.object({ role: OperatorRoleSchema });

// ---------------------------------------------------------------- audit CSV

/** `GET /operator/audit.csv`: the filters of `GET /operator/audit` plus a time range; up to 50,000 rows, newest first. */
export const AuditExportQuerySchema = AuditQuerySchema.omit({ page: true, pageSize: true }).extend({
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});
export type AuditExportQuery = z.infer<typeof AuditExportQuerySchema>;

// ---------------------------------------------------------------- reports

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** `GET /operator/reports/daily?from=&to=&format=`: days inclusive, at most 93; `format=csv` answers text/csv. */
export const DailyReportQuerySchema = z.object({
  from: DaySchema,
  to: DaySchema,
  format: z.enum(['json', 'csv']).default('json'),
});
export type DailyReportQuery = z.infer<typeof DailyReportQuerySchema>;

export const DailyReportSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  days: z.array(DailyFiguresSchema),
  /** Sums of the days; activeMembers = distinct over the whole range. */
  totals: DailyFiguresSchema.omit({ date: true }),
});
export type DailyReport = z.infer<typeof DailyReportSchema>;

/** `GET /operator/reports/{games|vendors|agents}?from=&to=&format=`: the same days and CSV as the daily report. */
export const RangeReportQuerySchema = DailyReportQuerySchema;
export type RangeReportQuery = z.infer<typeof RangeReportQuerySchema>;

const BetFiguresSchema = z.object({
  bets: z.number().int(),
  stake: z.number().int(),
  validTurnover: z.number().int(),
  payout: z.number().int(),
  /** valid turnover - payout (the house's result). */
  ggr: z.number().int(),
  /** Distinct members with a bet. */
  activeMembers: z.number().int(),
});

export const GameReportRowSchema = BetFiguresSchema.extend({ vendor: z.string(), gameCode: z.string(), gameName: z.string(), category: z.string() });
export const GameReportSchema = z.object({ currency: z.string(), timeZone: z.string(), from: z.string(), to: z.string(), rows: z.array(GameReportRowSchema), totals: BetFiguresSchema.omit({ activeMembers: true }) });
export type GameReport = z.infer<typeof GameReportSchema>;

export const VendorReportRowSchema = BetFiguresSchema.extend({ vendor: z.string(), games: z.number().int() });
export const VendorReportSchema = z.object({ currency: z.string(), timeZone: z.string(), from: z.string(), to: z.string(), rows: z.array(VendorReportRowSchema), totals: BetFiguresSchema.omit({ activeMembers: true }) });
export type VendorReport = z.infer<typeof VendorReportSchema>;

/** One top-level agent's team (its whole downline, the agent itself not included). */
export const AgentReportRowSchema = BetFiguresSchema.extend({
  agentId: z.number().int(),
  username: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bonuses: z.number().int(),
});
export const AgentReportSchema = z.object({ currency: z.string(), timeZone: z.string(), from: z.string(), to: z.string(), rows: z.array(AgentReportRowSchema) });
export type AgentReport = z.infer<typeof AgentReportSchema>;
