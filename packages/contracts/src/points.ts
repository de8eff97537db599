import { z } from 'zod';
import { onlyContentLanguages } from './content.ts';
import { RequestIdSchema } from './payments.ts';
import { BET_RECORD_CATEGORIES } from './records.ts';
import { BonusSchema, BonusTermsSchema } from './rewards.ts';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * Points and the points mall (issue 17, SPEC §2.9, §4, §7; docs/rewards.md "Points"): points are
 * earned on valid turnover per game category, never expire (SPEC §9) and are redeemed for mall items.
 * Behind the POINTS_SYSTEM whitelabel flag (403 FEATURE_DISABLED when off).
 */

export const PointsErrorCode = {
  /** 409: the points balance is below what the redeem costs (nothing changes). */
  POINTS_INSUFFICIENT: 'POINTS_INSUFFICIENT',
  /** 404: no such (active) mall item. */
  POINT_ITEM_NOT_FOUND: 'POINT_ITEM_NOT_FOUND',
  /** 409: the item has fewer left than asked for. */
  POINT_ITEM_OUT_OF_STOCK: 'POINT_ITEM_OUT_OF_STOCK',
  /** 404: no such redeem (operator). */
  POINT_REDEEM_NOT_FOUND: 'POINT_REDEEM_NOT_FOUND',
  /** 409: the redeem was approved or rejected already (operator). */
  POINT_REDEEM_DECIDED: 'POINT_REDEEM_DECIDED',
  /** 409 (operator): another mall item has this code. */
  POINT_ITEM_CODE_TAKEN: 'POINT_ITEM_CODE_TAKEN',
} as const;
export type PointsErrorCode = (typeof PointsErrorCode)[keyof typeof PointsErrorCode];

/** SPEC §4 redeem statuses: in process, rejected, approved. */
export const POINT_REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type PointRedeemStatus = (typeof POINT_REDEEM_STATUSES)[number];
export const POINT_ITEM_KINDS = ['BONUS', 'PHYSICAL'] as const;
export const POINT_ENTRY_KINDS = ['EARN', 'REDEEM', 'REFUND'] as const;
/** Most items of one kind in one redeem. */
export const POINT_REDEEM_MAX_QUANTITY = 10;

export const PointMallItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(POINT_ITEM_KINDS),
  /** In the caller's language (Thai for TH/TY, English otherwise). */
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** Points required for one item. */
  points: z.number().int().positive(),
  /** BONUS items: bonus credit of one item (minor units of `currency`); null for physical items. */
  bonusAmount: MinorUnitsSchema.nullable(),
  currency: z.string().nullable(),
  /** Items left; null = unlimited. */
  stock: z.number().int().min(0).nullable(),
});
export type PointMallItem = z.infer<typeof PointMallItemSchema>;

/** `GET /api/v1/points/mall`: the items and the caller's balance. */
export const PointMallSchema = z.object({
  balance: z.number().int().min(0),
  items: z.array(PointMallItemSchema),
  /** The terms of a redeemed bonus credit. */
  bonusTerms: BonusTermsSchema,
});
export type PointMall = z.infer<typeof PointMallSchema>;

export const PointRedeemSchema = z.object({
  id: z.string(),
  /** Reference number shown to the member and the operator. */
  reference: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  kind: z.enum(POINT_ITEM_KINDS),
  quantity: z.number().int().min(1),
  /** Points paid (required × quantity). */
  points: z.number().int().positive(),
  /** Bonus credit granted (BONUS items). */
  amount: MinorUnitsSchema.nullable(),
  currency: z.string().nullable(),
  status: z.enum(POINT_REDEEM_STATUSES),
  remark: z.string().nullable(),
  bonusId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PointRedeem = z.infer<typeof PointRedeemSchema>;

export const PointEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** + earned or refunded, − redeemed. */
  points: z.number().int(),
  category: z.enum(BET_RECORD_CATEGORIES).nullable(),
  /** EARN: the valid turnover the points were earned on (minor units of `currency`). */
  turnover: MinorUnitsSchema.nullable(),
  currency: z.string().nullable(),
  /** REDEEM and REFUND: the redeem's reference number. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof PointEntrySchema>;

export const PointRateSchema = z.object({
  category: z.enum(BET_RECORD_CATEGORIES),
  /** Valid turnover (minor units) that earns one point. */
  turnoverPerPoint: z.number().int().positive(),
});

/** `GET /api/v1/points`: balance, how points are earned, the points details and the redeem history. */
export const PointsOverviewSchema = z.object({
  balance: z.number().int().min(0),
  earned: z.number().int().min(0),
  spent: z.number().int().min(0),
  currency: z.string(),
  rates: z.array(PointRateSchema),
  /** Newest first, at most 100. */
  details: z.array(PointEntrySchema),
  /** Newest first, at most 100. */
  redeems: z.array(PointRedeemSchema),
});
export type PointsOverview = z.infer<typeof PointsOverviewSchema>;

/** What `POST /api/v1/points/redeem` carries inside the encrypted envelope (SPEC §7: password check; encrypted). */
export const PointRedeemPayloadSchema = z.object({
  itemId: z.string().regex(/^[0-9]{1,18}$/),
  quantity: z.number().int().min(1).max(POINT_REDEEM_MAX_QUANTITY),
  paymentPassword: z.string().min(1).max(64),
  requestId: RequestIdSchema,
});
export type PointRedeemPayload = z.infer<typeof PointRedeemPayloadSchema>;

export const PointRedeemResultSchema = z.object({
  redeem: PointRedeemSchema,
  /** The bonus a BONUS item granted (see bonus details). */
  bonus: BonusSchema.nullable(),
  balance: z.number().int().min(0),
  /** True when this requestId was redeemed before: nothing moved now. */
  replayed: z.boolean(),
});
export type PointRedeemResult = z.infer<typeof PointRedeemResultSchema>;

/** Operator: redeems to fulfil. */
export const OperatorPointRedeemSchema = PointRedeemSchema.extend({ memberId: z.number().int() });
export const OperatorPointRedeemListSchema = z.object({ list: z.array(OperatorPointRedeemSchema.extend({ username: z.string().nullable() })) });
export const OperatorPointRedeemDecisionSchema = z.object({ remark: z.string().trim().max(200).optional() });

/** An item's names in the content languages besides English and Thai (a Vietnamese member reads the VI name). */
const PointItemNamesSchema = z.record(z.string(), z.string().trim().min(1).max(80)).superRefine(onlyContentLanguages(['EN', 'TY']));

/**
 * `POST /operator/points/items`, `PUT /operator/points/items/{id}`: a mall item. Named in English and Thai always
 * (`nameEn`, `nameTh`), and in any other content language in `names`; a member reads theirs, a twin code's, else English.
 */
export const OperatorPointItemInputSchema = z
  .object({
    code: z.string().trim().regex(/^[A-Z0-9_]{2,32}$/, 'capital letters, digits and _'),
    kind: z.enum(POINT_ITEM_KINDS),
    nameEn: z.string().trim().min(1).max(80),
    nameTh: z.string().trim().min(1).max(80),
    names: PointItemNamesSchema.default({}),
    imageUrl: z.string().trim().url().max(500).regex(/^https:\/\//).nullable().default(null),
    points: z.number().int().positive().max(1e12),
    /** BONUS items only: bonus credit of one item (minor units of `currency`). */
    bonusAmount: z.number().int().positive().max(1e13).nullable().default(null),
    currency: z.string().regex(/^[A-Z]{3}$/).nullable().default(null),
    /** null = unlimited. */
    stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
    active: z.boolean().default(true),
    sort: z.number().int().min(-10_000).max(10_000).default(100),
  })
  .refine((i) => (i.kind === 'BONUS') === (i.bonusAmount !== null && i.currency !== null), {
    message: 'a bonus item has a bonus amount and currency; a physical item has neither',
    path: ['bonusAmount'],
  });
export type OperatorPointItemInput = z.input<typeof OperatorPointItemInputSchema>;
export type OperatorPointItemInputParsed = z.output<typeof OperatorPointItemInputSchema>;

export const OperatorPointItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(POINT_ITEM_KINDS),
  nameEn: z.string(),
  nameTh: z.string(),
  names: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
  bonusAmount: z.number().int().nullable(),
  currency: z.string().nullable(),
  stock: z.number().int().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type OperatorPointItem = z.infer<typeof OperatorPointItemSchema>;
export const OperatorPointItemListSchema = z.object({ list: z.array(OperatorPointItemSchema) });
export type OperatorPointItemList = z.infer<typeof OperatorPointItemListSchema>;
export const OperatorPointItemParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });
export type OperatorPointRedeem = z.infer<typeof OperatorPointRedeemSchema>;
