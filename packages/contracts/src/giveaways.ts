import { z } from 'zod';
import { LanguageCodeSchema, perLanguageTexts } from './content.ts';
import { BonusTermsSchema } from './rewards.ts';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * Red envelopes and raffles (issue 17, docs/rewards.md "Red envelopes" and "Raffles"). Both pay through the
 * one bonus model: an opened envelope and a claimed raffle prize are bonuses granted through
 * `app.rewards.grant` (grant keys `red-envelope:<eventId>:<memberId>`, `raffle:<raffleId>:<memberId>`).
 * Amounts in minor units.
 */

/** Stable error codes of red envelopes and raffles (HTTP status beside each). */
export const GiveawayErrorCode = {
  /** 404: no such red-envelope event (or not active). */
  RED_ENVELOPE_NOT_FOUND: 'RED_ENVELOPE_NOT_FOUND',
  /** 409: the event has not started yet. */
  RED_ENVELOPE_NOT_STARTED: 'RED_ENVELOPE_NOT_STARTED',
  /** 409: the event is over. */
  RED_ENVELOPE_ENDED: 'RED_ENVELOPE_ENDED',
  /** 409: every envelope of the event has been opened. */
  RED_ENVELOPE_SOLD_OUT: 'RED_ENVELOPE_SOLD_OUT',
  /** 409: the caller opened this event's envelope already (details: amount, bonusId). */
  RED_ENVELOPE_ALREADY_OPENED: 'RED_ENVELOPE_ALREADY_OPENED',
  /** 409: the caller does not meet the event's requirement (details: requirement, amount, progress, currency). */
  RED_ENVELOPE_NOT_ELIGIBLE: 'RED_ENVELOPE_NOT_ELIGIBLE',
  /** 404: no such raffle (or not active). */
  RAFFLE_NOT_FOUND: 'RAFFLE_NOT_FOUND',
  /** 409: the raffle has not been drawn yet. */
  RAFFLE_NOT_DRAWN: 'RAFFLE_NOT_DRAWN',
  /** 409: the caller did not win this raffle. */
  RAFFLE_NOT_WINNER: 'RAFFLE_NOT_WINNER',
  /** 409: the caller claimed this prize already (details: bonusId). */
  RAFFLE_ALREADY_CLAIMED: 'RAFFLE_ALREADY_CLAIMED',
  /** 409: the prize's claim window has closed. */
  RAFFLE_CLAIM_CLOSED: 'RAFFLE_CLAIM_CLOSED',
  /** 409 (operator): the change is not allowed in the event's or raffle's current state. */
  GIVEAWAY_LOCKED: 'GIVEAWAY_LOCKED',
} as const;
export type GiveawayErrorCode = (typeof GiveawayErrorCode)[keyof typeof GiveawayErrorCode];

/** `lang`: the reader's language code; an event's text falls back to a twin code, then English (`inLanguage`). */
export const GiveawayLangSchema = z.object({ lang: LanguageCodeSchema.default('EN') });
export const GiveawayIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'An id is a positive integer') });

export const GiveawayTextSchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(1000).default(''),
});
export const GiveawayTextsSchema = perLanguageTexts(GiveawayTextSchema);

/** What a member must have done in the event's window (from its start until now) to open an envelope. */
export const RED_ENVELOPE_REQUIREMENTS = ['NONE', 'DEPOSIT', 'VALID_TURNOVER'] as const;
export type RedEnvelopeRequirement = (typeof RED_ENVELOPE_REQUIREMENTS)[number];

/** UPCOMING: not started; LIVE: open now; SOLD_OUT: every envelope opened; ENDED: the window is over. */
export const RED_ENVELOPE_STATUSES = ['UPCOMING', 'LIVE', 'SOLD_OUT', 'ENDED'] as const;
export type RedEnvelopeStatus = (typeof RED_ENVELOPE_STATUSES)[number];

/**
 * The caller's position: LOGIN (visitor), TRIAL (trial account: a real account is needed), OPENED,
 * CAN_OPEN, NOT_ELIGIBLE (requirement not met or another currency), UNAVAILABLE (not live: see status).
 */
export const RED_ENVELOPE_MY_STATES = ['LOGIN', 'TRIAL', 'OPENED', 'CAN_OPEN', 'NOT_ELIGIBLE', 'UNAVAILABLE'] as const;
export type RedEnvelopeMyState = (typeof RED_ENVELOPE_MY_STATES)[number];

export const RedEnvelopeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  currency: z.string(),
  minAmount: MinorUnitsSchema,
  maxAmount: MinorUnitsSchema,
  envelopes: z.number().int().positive(),
  /** Envelopes not opened yet. */
  remaining: z.number().int().nonnegative(),
  status: z.enum(RED_ENVELOPE_STATUSES),
  requirement: z.object({
    kind: z.enum(RED_ENVELOPE_REQUIREMENTS),
    /** Minor units deposited or of valid turnover since the event started (0 for NONE). */
    amount: MinorUnitsSchema,
    /** The caller's figure so far (null for visitors, trial accounts and NONE). */
    progress: MinorUnitsSchema.nullable(),
  }),
  terms: BonusTermsSchema,
  me: z.object({
    state: z.enum(RED_ENVELOPE_MY_STATES),
    /** Why NOT_ELIGIBLE: the requirement is not met, or the caller's wallet is in another currency. */
    reason: z.enum(['REQUIREMENT', 'CURRENCY']).nullable(),
    amount: MinorUnitsSchema.nullable(),
    bonusId: z.string().nullable(),
    openedAt: z.iso.datetime({ offset: true }).nullable(),
  }),
});
export type RedEnvelope = z.infer<typeof RedEnvelopeSchema>;

export const RedEnvelopeListSchema = z.object({ list: z.array(RedEnvelopeSchema) });
export type RedEnvelopeList = z.infer<typeof RedEnvelopeListSchema>;

export const RedEnvelopeOpenResultSchema = z.object({
  event: RedEnvelopeSchema,
  amount: MinorUnitsSchema,
  currency: z.string(),
  bonusId: z.string(),
});
export type RedEnvelopeOpenResult = z.infer<typeof RedEnvelopeOpenResultSchema>;

/** UPCOMING: tickets not counted yet; RUNNING: tickets are being earned; DRAWING: over, the draw job runs next; DRAWN: winners known, seed revealed. */
export const RAFFLE_STATUSES = ['UPCOMING', 'RUNNING', 'DRAWING', 'DRAWN'] as const;
export type RaffleStatus = (typeof RAFFLE_STATUSES)[number];

export const RaffleWinnerSchema = z.object({
  rank: z.number().int().positive(),
  /** Masked (`ab***yz`) except the caller's own. */
  username: z.string(),
  /** The winning ticket number (0-based, in the published entry order). */
  ticket: z.number().int().nonnegative(),
  prize: MinorUnitsSchema,
  claimed: z.boolean(),
  isMe: z.boolean(),
});

export const RaffleEntrySchema = z.object({
  username: z.string(),
  firstTicket: z.number().int().nonnegative(),
  tickets: z.number().int().positive(),
  isMe: z.boolean(),
});

export const RaffleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  /** Tickets are earned until this instant; the draw follows at once. */
  endsAt: z.iso.datetime({ offset: true }),
  currency: z.string(),
  /** Valid turnover (minor units) that earns one ticket. */
  ticketTurnover: MinorUnitsSchema,
  maxTicketsPerMember: z.number().int().positive().nullable(),
  /** Prize per rank (first = 1st prize). */
  prizes: z.array(MinorUnitsSchema),
  terms: BonusTermsSchema,
  claimDays: z.number().int().positive(),
  status: z.enum(RAFFLE_STATUSES),
  /** SHA-256 (hex) of the server seed, published before the raffle starts. */
  serverSeedHash: z.string(),
  /** Revealed after the draw (null before). */
  serverSeed: z.string().nullable(),
  /** SHA-256 (hex) of the entry list the draw used (null before the draw). */
  entriesHash: z.string().nullable(),
  drawnAt: z.iso.datetime({ offset: true }).nullable(),
  totalTickets: z.number().int().nonnegative().nullable(),
  claimUntil: z.iso.datetime({ offset: true }).nullable(),
  winners: z.array(RaffleWinnerSchema),
  me: z.object({
    /** LOGIN (visitor), TRIAL (a real account is needed) or MEMBER. */
    state: z.enum(['LOGIN', 'TRIAL', 'MEMBER']),
    /** Tickets so far (live while RUNNING; frozen at the draw). */
    tickets: z.number().int().nonnegative(),
    /** Valid turnover in the window (null for visitors and trial accounts). */
    validTurnover: MinorUnitsSchema.nullable(),
    rank: z.number().int().positive().nullable(),
    prize: MinorUnitsSchema.nullable(),
    claimed: z.boolean(),
    claimable: z.boolean(),
    bonusId: z.string().nullable(),
  }),
});
export type Raffle = z.infer<typeof RaffleSchema>;

export const RaffleListSchema = z.object({ list: z.array(RaffleSchema) });
export type RaffleList = z.infer<typeof RaffleListSchema>;

/** The published entry list of a drawn raffle (auditing the draw). */
export const RaffleEntriesSchema = z.object({ raffleId: z.string(), entriesHash: z.string().nullable(), entries: z.array(RaffleEntrySchema) });
export type RaffleEntries = z.infer<typeof RaffleEntriesSchema>;

export const RaffleClaimResultSchema = z.object({ raffle: RaffleSchema, bonusId: z.string(), prize: MinorUnitsSchema, currency: z.string() });
export type RaffleClaimResult = z.infer<typeof RaffleClaimResultSchema>;

// ---------------------------------------------------------------------------------------- operator

const instant = z.iso.datetime({ offset: true });

export const OperatorRedEnvelopeCreateSchema = z
  .object({
    text: GiveawayTextsSchema,
    startsAt: instant,
    endsAt: instant,
    currency: z.string().regex(/^[A-Z]{3}$/),
    pool: MinorUnitsSchema.positive(),
    envelopes: z.number().int().min(1).max(1_000_000),
    minAmount: MinorUnitsSchema.positive(),
    maxAmount: MinorUnitsSchema.positive(),
    requirement: z.enum(RED_ENVELOPE_REQUIREMENTS).default('NONE'),
    requirementAmount: MinorUnitsSchema.nonnegative().default(0),
    terms: BonusTermsSchema,
  })
  .refine((v) => new Date(v.endsAt) > new Date(v.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] })
  .refine((v) => v.maxAmount >= v.minAmount, { message: 'maxAmount must be at least minAmount', path: ['maxAmount'] })
  .refine((v) => v.envelopes * v.minAmount <= v.pool && v.pool <= v.envelopes * v.maxAmount, {
    message: 'The pool must lie between envelopes × minAmount and envelopes × maxAmount',
    path: ['pool'],
  })
  .refine((v) => v.requirement === 'NONE' || v.requirementAmount > 0, { message: 'A requirement needs an amount', path: ['requirementAmount'] });
export type OperatorRedEnvelopeCreate = z.infer<typeof OperatorRedEnvelopeCreateSchema>;

/** What can change after creation: texts, the end (not before now once opened), active. Money never changes. */
export const OperatorRedEnvelopePatchSchema = z.object({ text: GiveawayTextsSchema.optional(), endsAt: instant.optional(), active: z.boolean().optional() });
export type OperatorRedEnvelopePatch = z.infer<typeof OperatorRedEnvelopePatchSchema>;

export const OperatorRedEnvelopeSchema = z.object({
  id: z.string(),
  text: GiveawayTextsSchema,
  startsAt: instant,
  endsAt: instant,
  currency: z.string(),
  pool: MinorUnitsSchema,
  envelopes: z.number().int(),
  minAmount: MinorUnitsSchema,
  maxAmount: MinorUnitsSchema,
  requirement: z.enum(RED_ENVELOPE_REQUIREMENTS),
  requirementAmount: MinorUnitsSchema,
  terms: BonusTermsSchema,
  active: z.boolean(),
  remainingPool: MinorUnitsSchema,
  remaining: z.number().int(),
  opened: z.number().int(),
});
export const OperatorRedEnvelopeListSchema = z.object({ list: z.array(OperatorRedEnvelopeSchema) });

export const OperatorRaffleCreateSchema = z
  .object({
    text: GiveawayTextsSchema,
    startsAt: instant,
    endsAt: instant,
    currency: z.string().regex(/^[A-Z]{3}$/),
    ticketTurnover: MinorUnitsSchema.positive(),
    maxTicketsPerMember: z.number().int().positive().max(1_000_000).nullable().default(null),
    prizes: z.array(MinorUnitsSchema.positive()).min(1).max(100),
    terms: BonusTermsSchema,
    claimDays: z.number().int().min(1).max(90).default(7),
  })
  .refine((v) => new Date(v.endsAt) > new Date(v.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] });
export type OperatorRaffleCreate = z.infer<typeof OperatorRaffleCreateSchema>;

/** Texts and active at any time; the end only before the draw. */
export const OperatorRafflePatchSchema = z.object({ text: GiveawayTextsSchema.optional(), endsAt: instant.optional(), active: z.boolean().optional() });
export type OperatorRafflePatch = z.infer<typeof OperatorRafflePatchSchema>;

export const OperatorRaffleSchema = z.object({
  id: z.string(),
  text: GiveawayTextsSchema,
  startsAt: instant,
  endsAt: instant,
  currency: z.string(),
  ticketTurnover: MinorUnitsSchema,
  maxTicketsPerMember: z.number().int().nullable(),
  prizes: z.array(MinorUnitsSchema),
  terms: BonusTermsSchema,
  claimDays: z.number().int(),
  active: z.boolean(),
  status: z.enum(RAFFLE_STATUSES),
  serverSeedHash: z.string(),
  drawnAt: instant.nullable(),
  totalTickets: z.number().int().nullable(),
  winners: z.array(z.object({ rank: z.number().int(), memberId: z.number().int(), ticket: z.number().int(), prize: MinorUnitsSchema, claimedAt: instant.nullable(), bonusId: z.string().nullable() })),
});
export const OperatorRaffleListSchema = z.object({ list: z.array(OperatorRaffleSchema) });
