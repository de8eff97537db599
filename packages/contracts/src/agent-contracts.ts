import { z } from 'zod';
import { PageQuerySchema } from './payments.ts';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * Agent contracts (SPEC §2.6 contract popup, §2.8, §4 "Contracts", §7 consolidated info; docs/contracts.md):
 * dividend and daily / hourly / real-time salary, offered by an upline to a direct sub-agent (or by the
 * platform to a top-level agent), accepted, rejected or terminated, and settled once per period through
 * the ledger. Amounts are integer minor units; rates are percentages as decimal strings with at most
 * two decimals (`"1.25"` = 1.25 %), never floats.
 */

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const ContractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ContractKindSchema>;

/** SPEC §3 contract period types: D daily, W weekly, H semimonthly, M monthly (dividend only; salaries have a fixed period). */
export const DIVIDEND_PERIOD_TYPES = ['D', 'W', 'H', 'M'] as const;
export const DividendPeriodTypeSchema = z.enum(DIVIDEND_PERIOD_TYPES);
export type DividendPeriodType = z.infer<typeof DividendPeriodTypeSchema>;

/** The period of each kind: dividend as offered, then day, hour and five minutes (SPEC §9). */
export const CONTRACT_PERIOD_TYPES = ['D', 'W', 'H', 'M', 'HOUR', 'MIN5'] as const;
export type ContractPeriodType = (typeof CONTRACT_PERIOD_TYPES)[number];

export const CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const SETTLEMENT_STATUSES = ['PENDING', 'HELD', 'PAID', 'NIL'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Error codes of the contract routes (beside the shared ErrorCode ones). */
export const ContractErrorCode = {
  /** 403: only agents have contracts (members and trial accounts are refused). */
  AGENTS_ONLY: 'AGENTS_ONLY',
  /** 404: no such contract among the caller's own (as upline or as agent). */
  CONTRACT_NOT_FOUND: 'CONTRACT_NOT_FOUND',
  /** 404: the target is not one of the caller's direct sub-agents. */
  NOT_DIRECT_SUB_AGENT: 'NOT_DIRECT_SUB_AGENT',
  /** 409: the caller holds no active contract of this kind, so it has nothing to offer down. */
  NO_OWN_CONTRACT: 'NO_OWN_CONTRACT',
  /** 400: a tier rate above the upline's own highest rate for the kind. */
  RATE_ABOVE_UPLINE: 'RATE_ABOVE_UPLINE',
  /** 400: a dividend offer must use the upline's own period type. */
  PERIOD_MISMATCH: 'PERIOD_MISMATCH',
  /** 409: the offer is lower than the sub-agent's active contract and `terminateExisting` was not given. */
  LOWER_THAN_ACTIVE: 'LOWER_THAN_ACTIVE',
  /** 409: accepting would leave the caller's own sub-agents above the new rate and `terminateDownline` was not given. */
  DOWNLINE_ABOVE_NEW_RATE: 'DOWNLINE_ABOVE_NEW_RATE',
  /** 409: an offer of this kind is already pending for that agent. */
  OFFER_PENDING: 'OFFER_PENDING',
  /** 409: the contract is not in a state that allows this (accepting twice, terminating a pending offer...). */
  CONTRACT_STATE: 'CONTRACT_STATE',
  /** 409: the settlement is not in a state that allows this (holding a paid one...). */
  SETTLEMENT_STATE: 'SETTLEMENT_STATE',
} as const;
export type ContractErrorCode = (typeof ContractErrorCode)[keyof typeof ContractErrorCode];

/** A percentage with at most two decimals, 0 < rate <= 100. */
export const RatePercentSchema = z
  .string()
  .regex(/^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/, 'a percentage like "1.25" (0-100, two decimals at most)')
  .refine((r) => Number(r) > 0, 'the rate must be above 0');

/** One tier: reached when the period's active members AND turnover are at least these; pays `rate` % of the base. */
export const ContractTierSchema = z.object({
  activeMembers: z.number().int().min(0).max(10_000_000),
  /** Valid turnover of the team in the period, minor units. */
  turnover: MinorUnitsSchema.refine((v) => v >= 0, 'turnover threshold must be >= 0'),
  rate: RatePercentSchema,
});
export type ContractTier = z.infer<typeof ContractTierSchema>;

/** 1 to 10 tiers with rising thresholds (each at least the previous on both figures, and higher on one). */
export const ContractTiersSchema = z
  .array(ContractTierSchema)
  .min(1)
  .max(10)
  .refine(
    (tiers) =>
      tiers.every(
        (t, i) =>
          i === 0 ||
          (t.activeMembers >= tiers[i - 1]!.activeMembers && t.turnover >= tiers[i - 1]!.turnover && (t.activeMembers > tiers[i - 1]!.activeMembers || t.turnover > tiers[i - 1]!.turnover)),
      ),
    'tiers must be in rising order of thresholds',
  );

const agentRef = {
  /** The direct sub-agent (id or username). */
  agentId: z.number().int().min(1).max(2_147_483_647).optional(),
  username: z.string().trim().min(1).max(64).optional(),
};

/** `POST /api/v1/agent/contracts`: an offer to one of the caller's direct sub-agents. */
export const ContractOfferSchema = z
  .object({
    ...agentRef,
    kind: ContractKindSchema,
    /** Dividend only (default: the upline's own period type). */
    periodType: DividendPeriodTypeSchema.optional(),
    tiers: ContractTiersSchema,
    /**
     * SPEC §4: when this offer is lower than the sub-agent's active contract of the kind, the offering
     * agent must agree that accepting it terminates that contract.
     */
    terminateExisting: z.boolean().default(false),
    note: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.agentId !== undefined || b.username !== undefined, { message: 'agentId or username is required', path: ['agentId'] });
export type ContractOffer = z.infer<typeof ContractOfferSchema>;

/** `POST /api/v1/agent/contracts/{id}/accept` */
export const ContractAcceptSchema = z.object({
  /** Agree that own sub-agents' contracts above the new rates are terminated (SPEC §4). */
  terminateDownline: z.boolean().default(false),
});
export type ContractAccept = z.infer<typeof ContractAcceptSchema>;

/** `POST .../reject` and `.../terminate` */
export const ContractEndSchema = z.object({ reason: z.string().trim().max(200).optional() });
export type ContractEnd = z.infer<typeof ContractEndSchema>;

export const ContractSchema = z.object({
  id: z.string(),
  kind: ContractKindSchema,
  periodType: z.enum(CONTRACT_PERIOD_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  /** From the caller's side: `received` (caller is the agent) or `offered` (caller is the upline). */
  direction: z.enum(['received', 'offered']),
  agentId: z.number().int(),
  agentUsername: z.string(),
  /** Null when the platform (an operator) offered it. */
  uplineId: z.number().int().nullable(),
  uplineUsername: z.string().nullable(),
  tiers: z.array(ContractTierSchema),
  /** Highest tier rate. */
  maxRate: z.string(),
  terminateExisting: z.boolean(),
  note: z.string().nullable(),
  /** Operator hold: its settlements wait until released. */
  held: z.boolean(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** REJECTED, TERMINATED_BY_AGENT, TERMINATED_BY_UPLINE, REPLACED, UPLINE_RATE_LOWERED, OPERATOR. */
  endReason: z.string().nullable(),
  endNote: z.string().nullable(),
});
export type Contract = z.infer<typeof ContractSchema>;

/** `GET /api/v1/agent/contracts` (history of both sides, newest first). */
export const ContractListQuerySchema = PageQuerySchema.extend({
  direction: z.enum(['received', 'offered', 'all']).default('all'),
  kind: ContractKindSchema.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export type ContractListQuery = z.infer<typeof ContractListQuerySchema>;

export const ContractListSchema = z.object({ items: z.array(ContractSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type ContractList = z.infer<typeof ContractListSchema>;

/**
 * Consolidated flag values (SPEC §7 consolidated info): 0 none, 1 enabled (an active contract: show the
 * menu entry), 2 an offer is pending and none is active (show the contract popup), 3 enabled and a new
 * offer is pending.
 */
export const ConsolidatedFlagSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** `GET /api/v1/agent/contracts/consolidated` (agents only; trial users never call it). */
export const ContractConsolidatedSchema = z.object({
  /** Daily salary. */
  dailysalreqtype: ConsolidatedFlagSchema,
  /** Dividend. */
  divtypereq: ConsolidatedFlagSchema,
  /** Hourly salary. */
  contracthoursalreq: ConsolidatedFlagSchema,
  /** Real-time salary. */
  realtimesalreqtype: ConsolidatedFlagSchema,
  /** The same as booleans (menu entries). */
  enabled: z.object({ dividend: z.boolean(), dailySalary: z.boolean(), hourlySalary: z.boolean(), realtimeSalary: z.boolean() }),
  /** Offers waiting for the caller's answer (the popup shows the first). */
  pending: z.array(ContractSchema),
});
export type ContractConsolidated = z.infer<typeof ContractConsolidatedSchema>;

export const SettlementSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  kind: ContractKindSchema,
  agentId: z.number().int(),
  agentUsername: z.string(),
  /** Human label, e.g. `2026-11-24`, `2026-11-25 13:00`, `2026-11-25 13:05`, `2026-11-01..2026-11-15`. */
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  activeMembers: z.number().int(),
  turnover: MinorUnitsSchema,
  /** Team net loss in the period (members' losses minus bonuses; negative when members won). */
  netLoss: MinorUnitsSchema,
  /** Dividend: negative balance carried in from earlier periods (<= 0). */
  carryIn: MinorUnitsSchema,
  /** The amount the rate applies to: turnover (salaries), netLoss + carryIn (dividend, 0 when negative). */
  base: MinorUnitsSchema,
  /** 1-based tier reached; null when none. */
  tier: z.number().int().nullable(),
  rate: z.string(),
  /** floor(base x rate). */
  gross: MinorUnitsSchema,
  /** What the direct sub-agents' contracts of the same kind earn in the period (their gross). */
  downline: MinorUnitsSchema,
  /** Paid: max(0, gross - downline). */
  amount: MinorUnitsSchema,
  /** Dividend: negative balance carried to the next period (<= 0). */
  carryOut: MinorUnitsSchema,
  status: z.enum(SETTLEMENT_STATUSES),
  transferId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

/** `GET /api/v1/agent/settlements` (the caller's own, newest first; `from`/`to` are UTC days on periodStart). */
export const SettlementListQuerySchema = PageQuerySchema.extend({
  kind: ContractKindSchema.optional(),
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type SettlementListQuery = z.infer<typeof SettlementListQuerySchema>;

export const SettlementListSchema = z.object({
  items: z.array(SettlementSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({ amount: MinorUnitsSchema }),
});
export type SettlementList = z.infer<typeof SettlementListSchema>;

// ------------------------------------------------------------------ operator

/** `GET /api/v1/operator/agent-contracts/settlements` */
export const OperatorSettlementListQuerySchema = SettlementListQuerySchema.extend({ agentId: z.coerce.number().int().min(1).optional() });
export type OperatorSettlementListQuery = z.infer<typeof OperatorSettlementListQuerySchema>;

/**
 * `GET /api/v1/operator/agent-contracts`: every contract, newest first, filtered by kind, status, hold,
 * the agent it was offered to, or the upline that offered it (`uplineId=0`: platform contracts).
 */
export const OperatorContractListQuerySchema = PageQuerySchema.extend({
  kind: ContractKindSchema.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  held: z.enum(['true', 'false']).optional(),
  agentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  uplineId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type OperatorContractListQuery = z.infer<typeof OperatorContractListQuerySchema>;

/** `POST /api/v1/operator/agent-contracts`: a platform contract for a top-level agent (no upline agent). */
export const OperatorContractOfferSchema = z.object({
  agentId: z.number().int().min(1).max(2_147_483_647),
  kind: ContractKindSchema,
  periodType: DividendPeriodTypeSchema.optional(),
  tiers: ContractTiersSchema,
  note: z.string().trim().max(200).optional(),
});
export type OperatorContractOffer = z.infer<typeof OperatorContractOfferSchema>;

/** Hold / release bodies (contract or single settlement). */
export const OperatorHoldSchema = z.object({ reason: z.string().trim().max(200).optional() });
export type OperatorHold = z.infer<typeof OperatorHoldSchema>;

export const SettlementRunResultSchema = z.object({ created: z.number().int(), paid: z.number().int(), held: z.number().int() });
export type SettlementRunResult = z.infer<typeof SettlementRunResultSchema>;
