import { z } from 'zod';
import { ACTIVITY_COMMENT_MAX } from './constants.ts';
import { LanguageCodeSchema, perLanguageTexts } from './content.ts';
import { BET_RECORD_CATEGORIES } from './records.ts';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * Rewards contracts (issue 17, docs/rewards.md): one bonus model on the ledger. Every reward is a
 * bonus with terms (wagering, expiry, max cash-out, eligible categories); amounts in minor units.
 */

/** Stable error codes of the rewards module (HTTP status beside each). */
export const RewardErrorCode = {
  /** 404: no such bonus of the caller. */
  BONUS_NOT_FOUND: 'BONUS_NOT_FOUND',
  /** 409: the bonus is already converted or forfeited. */
  BONUS_NOT_ACTIVE: 'BONUS_NOT_ACTIVE',
  /** 409: the wagering requirement is not met yet (details: required, progress). */
  WAGERING_NOT_MET: 'WAGERING_NOT_MET',
  /** 404: no such claimable reward of the caller. */
  REWARD_NOT_FOUND: 'REWARD_NOT_FOUND',
  /** 409: the reward was claimed already or its claim window closed. */
  REWARD_NOT_CLAIMABLE: 'REWARD_NOT_CLAIMABLE',
  /** 403: the member is excluded from bonuses (self-exclusion, protection). */
  BONUS_EXCLUDED: 'BONUS_EXCLUDED',
  /** 404: no such promotion. */
  PROMOTION_NOT_FOUND: 'PROMOTION_NOT_FOUND',
  /** 409: the promotion has not started or has ended. */
  PROMOTION_CLOSED: 'PROMOTION_CLOSED',
  /** 409: the member applied for this promotion already. */
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  /** 404: no such application. */
  APPLICATION_NOT_FOUND: 'APPLICATION_NOT_FOUND',
  /** 409: the application was decided already. */
  APPLICATION_DECIDED: 'APPLICATION_DECIDED',
  /** 409: no rebate to claim (no valid turnover since the last claim, or it rounds to 0). */
  REBATE_NOTHING_TO_CLAIM: 'REBATE_NOTHING_TO_CLAIM',
} as const;
export type RewardErrorCode = (typeof RewardErrorCode)[keyof typeof RewardErrorCode];

export const BONUS_SOURCES = ['PROMOTION', 'REWARD', 'MISSION', 'VIP', 'REBATE', 'REFERRAL', 'RED_ENVELOPE', 'RAFFLE', 'POINTS'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];
export const BONUS_STATUSES = ['ACTIVE', 'CONVERTED', 'FORFEITED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
/** Why (part of) a bonus was forfeited: expired before its wagering was met, above max cash-out, or by an operator. */
export const FORFEIT_REASONS = ['EXPIRED', 'MAX_CASHOUT', 'OPERATOR'] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];

export const RewardCategorySchema = z.enum(BET_RECORD_CATEGORIES);

/** The terms every bonus carries. */
export const BonusTermsSchema = z.object({
  /** Valid turnover needed = amount × multiplier (0 = converts at once). */
  wageringMultiplier: z.number().int().min(0).max(100),
  /** Days the member has to meet the wagering, from the grant. */
  validDays: z.number().int().min(1).max(365),
  /** Most of the bonus that becomes cash; the rest is forfeited at conversion. null = no cap. */
  maxCashout: MinorUnitsSchema.positive().nullable(),
  /** Game categories whose valid turnover counts; empty = every category. */
  categories: z.array(RewardCategorySchema).max(BET_RECORD_CATEGORIES.length),
});
export type BonusTerms = z.infer<typeof BonusTermsSchema>;

/**
 * What a reward's or bonus's title names, so each member reads it in their own language (docs/rewards.md,
 * "Titles"): the web composes it from its catalogue (`rewards:titles.<key>`) and these parts. `names`
 * holds the named thing (promotion, mission, event, mall item) per platform language code (EN, TY, ...);
 * `level` is a VIP level code the web translates. `title` stays the English text, for the console and
 * for rows written before titles had parts.
 */
export const REWARD_TITLE_KEYS = ['NAMED', 'MISSION', 'VIP_LEVEL_UP', 'REBATE', 'REFERRAL', 'RED_ENVELOPE', 'RAFFLE', 'POINTS'] as const;
export type RewardTitleKey = (typeof REWARD_TITLE_KEYS)[number];
export const RewardTitlePartsSchema = z.object({
  key: z.enum(REWARD_TITLE_KEYS),
  names: z.record(z.string(), z.string()).optional(),
  level: z.string().optional(),
  quantity: z.number().int().positive().optional(),
});
export type RewardTitleParts = z.infer<typeof RewardTitlePartsSchema>;

/** `names` of a title from texts stored per language (promotions, events): language → its title. */
export function titleNames(texts: Readonly<Record<string, { title: string }>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, text.title]));
}

export const BonusSchema = z.object({
  id: z.string(),
  source: z.enum(BONUS_SOURCES),
  title: z.string(),
  titleParts: RewardTitlePartsSchema.nullable(),
  amount: MinorUnitsSchema,
  currency: z.string(),
  status: z.enum(BONUS_STATUSES),
  wagering: z.object({
    required: MinorUnitsSchema,
    /** Valid turnover counted so far (capped at required). */
    progress: MinorUnitsSchema,
    /** Whole percent 0-100, floor (100 only when met). */
    percent: z.number().int().min(0).max(100),
    met: z.boolean(),
  }),
  categories: z.array(z.string()),
  maxCashout: MinorUnitsSchema.nullable(),
  grantedAt: z.string(),
  expiresAt: z.string(),
  settledAt: z.string().nullable(),
  convertedAmount: MinorUnitsSchema,
  forfeitedAmount: MinorUnitsSchema,
  forfeitReason: z.enum(FORFEIT_REASONS).nullable(),
});
export type Bonus = z.infer<typeof BonusSchema>;

/** `GET /api/v1/bonuses`: running bonuses with live progress, then settled ones (newest first). */
export const BonusListSchema = z.object({
  active: z.array(BonusSchema),
  history: z.array(BonusSchema),
  /** Sum of the running bonuses (the member's bonus balance on the ledger). */
  bonusBalance: MinorUnitsSchema,
  currency: z.string(),
});
export type BonusList = z.infer<typeof BonusListSchema>;

export const BonusConvertResultSchema = z.object({ bonus: BonusSchema, paid: MinorUnitsSchema });
export type BonusConvertResult = z.infer<typeof BonusConvertResultSchema>;

// ------------------------------------------------------------------------------- reward centre

export const REWARD_STATUSES = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const RewardSchema = z.object({
  id: z.string(),
  source: z.enum(BONUS_SOURCES),
  title: z.string(),
  titleParts: RewardTitlePartsSchema.nullable(),
  amount: MinorUnitsSchema,
  currency: z.string(),
  terms: BonusTermsSchema,
  status: z.enum(REWARD_STATUSES),
  claimUntil: z.string(),
  createdAt: z.string(),
  /** The bonus the claim created. */
  bonusId: z.string().nullable(),
});
export type Reward = z.infer<typeof RewardSchema>;

/** `GET /api/v1/rewards` (reward centre): claimable first; `count` feeds the menu badge. */
export const RewardListSchema = z.object({
  claimable: z.array(RewardSchema),
  history: z.array(RewardSchema),
  count: z.number().int().min(0),
});
export type RewardList = z.infer<typeof RewardListSchema>;

export const RewardClaimResultSchema = z.object({ reward: RewardSchema, bonus: BonusSchema });
export type RewardClaimResult = z.infer<typeof RewardClaimResultSchema>;

export const RewardIdParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not an id') });

/** Operator: offer a claimable reward to one member (`POST /api/v1/operator/rewards`). */
export const OperatorRewardCreateSchema = z.object({
  memberId: z.number().int().positive(),
  source: z.enum(BONUS_SOURCES).default('REWARD'),
  title: z.string().trim().min(1).max(120),
  amount: MinorUnitsSchema.positive(),
  terms: BonusTermsSchema,
  claimDays: z.number().int().min(1).max(90).default(7),
  /** Makes the offer idempotent: the same key returns the first offer. */
  key: z.string().regex(/^[\x21-\x7e]{1,120}$/),
});
export type OperatorRewardCreate = z.infer<typeof OperatorRewardCreateSchema>;

// ---------------------------------------------------------------------------------- promotions

/** Promotion/activity statuses as SPEC §4 lists them, for the caller. */
export const PROMOTION_STATUSES = ['JOIN', 'CLAIM', 'APPLYING', 'CLOSE', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'JOINED', 'COMING_SOON'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_KINDS = ['APPLY', 'AUTO'] as const;
export const PROMOTION_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof PROMOTION_APPLICATION_STATUSES)[number];

const PromotionTextSchema = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300),
  /** The terms as HTML from the console's rich-text editor (sanitised when written); older rows hold plain text, served as paragraphs. */
  body: z.string().trim().max(20000),
});

export type PromotionText = z.infer<typeof PromotionTextSchema>;

/** A promotion's texts: English and Thai always, any other content language (CONTENT_LANGUAGES) when the operator wrote it. */
const PromotionTextsSchema = perLanguageTexts(PromotionTextSchema);

export const PromotionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Bonus paid when the application is approved. */
  bonusAmount: MinorUnitsSchema,
  currency: z.string(),
  terms: BonusTermsSchema,
  /** The caller's status (visitors: JOIN / COMING_SOON / CLOSE). */
  status: z.enum(PROMOTION_STATUSES),
});
export type PromotionSummary = z.infer<typeof PromotionSummarySchema>;

export const PromotionApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(PROMOTION_APPLICATION_STATUSES),
  comment: z.string(),
  images: z.number().int().min(0),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  bonusId: z.string().nullable(),
});
export type PromotionApplication = z.infer<typeof PromotionApplicationSchema>;

export const PromotionDetailSchema = PromotionSummarySchema.extend({
  body: z.string(),
  application: PromotionApplicationSchema.nullable(),
});
export type PromotionDetail = z.infer<typeof PromotionDetailSchema>;

export const PromotionListSchema = z.object({ list: z.array(PromotionSummarySchema), available: z.number().int().min(0) });
export type PromotionList = z.infer<typeof PromotionListSchema>;

/** `lang`: the reader's language code; texts fall back to a twin code, then English (`inLanguage`). */
export const PromotionQuerySchema = z.object({ lang: LanguageCodeSchema.default('EN') });

/** Multipart fields of `POST /promotions/{id}/apply` (files: up to 3 `image`, png/jpeg, ≤ 5 MB). */
export const PromotionApplyFieldsSchema = z.object({ comment: z.string().trim().max(ACTIVITY_COMMENT_MAX).default('') });

export const OperatorPromotionSchema = z.object({
  text: PromotionTextsSchema,
  imageUrl: z.string().max(300).regex(/^\/[A-Za-z0-9/_.-]+$|^https:\/\/[^\s"'<>]+$/, 'an absolute https URL or a site path'),
  category: z.string().regex(/^[A-Z]{2,20}$/),
  kind: z.enum(PROMOTION_KINDS).default('APPLY'),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  bonusAmount: MinorUnitsSchema.positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  terms: BonusTermsSchema,
  sort: z.number().int().min(0).max(10_000).default(100),
});
export type OperatorPromotion = z.infer<typeof OperatorPromotionSchema>;

export const OperatorPromotionResultSchema = z.object({ id: z.string() });

/** Where a promotion is in its window, for the console (the member site's statuses are per caller). */
export const PROMOTION_STATES = ['UPCOMING', 'RUNNING', 'ENDED'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** `GET /operator/promotions`: one promotion as stored (every language written), with its application counts. */
export const OperatorPromotionViewSchema = z.object({
  id: z.string(),
  text: PromotionTextsSchema,
  imageUrl: z.string(),
  category: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  bonusAmount: MinorUnitsSchema,
  currency: z.string(),
  terms: BonusTermsSchema,
  sort: z.number().int(),
  state: z.enum(PROMOTION_STATES),
  applications: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  updatedAt: z.string(),
});
export type OperatorPromotionView = z.infer<typeof OperatorPromotionViewSchema>;

/** `GET /operator/promotions?query=&state=&page=`: `query` matches a title (any language written, any case) or the id. */
export const OperatorPromotionQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  state: z.enum(PROMOTION_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const OperatorPromotionListSchema = z.object({ items: z.array(OperatorPromotionViewSchema), total: z.number().int().min(0) });
export type OperatorPromotionList = z.infer<typeof OperatorPromotionListSchema>;

export const OperatorApplicationSchema = PromotionApplicationSchema.extend({ memberId: z.number().int(), promotionId: z.string() });
/** A queue row: the application with its promotion's English title. */
export const OperatorApplicationRowSchema = OperatorApplicationSchema.extend({ promotionTitle: z.string(), username: z.string().nullable() });
export type OperatorApplicationRow = z.infer<typeof OperatorApplicationRowSchema>;
export const OperatorApplicationListSchema = z.object({ list: z.array(OperatorApplicationRowSchema) });
export type OperatorApplicationList = z.infer<typeof OperatorApplicationListSchema>;
export const OperatorApplicationQuerySchema = z.object({
  status: z.enum(PROMOTION_APPLICATION_STATUSES).optional(),
  promotionId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not an id').optional(),
  memberId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const OperatorApplicationDecisionSchema = z.object({ reason: z.string().trim().max(300).optional() });
/** `GET /operator/promotions/applications/{id}/images/{position}`: one image the member attached (1-3). */
export const OperatorApplicationImageParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'not an id'), position: z.coerce.number().int().min(1).max(3) });

/** `GET /operator/rewards?memberId=&status=`: rewards offered to members, newest first (at most 200). */
export const OperatorRewardQuerySchema = z.object({
  memberId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.enum(REWARD_STATUSES).optional(),
});
export const OperatorRewardRowSchema = RewardSchema.extend({ memberId: z.number().int() });
export type OperatorRewardRow = z.infer<typeof OperatorRewardRowSchema>;
export const OperatorRewardListSchema = z.object({ list: z.array(OperatorRewardRowSchema) });
export type OperatorRewardList = z.infer<typeof OperatorRewardListSchema>;
