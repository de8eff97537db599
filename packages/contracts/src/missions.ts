import { z } from 'zod';
import { BET_RECORD_CATEGORIES } from './records.ts';
import { MinorUnitsSchema } from './wallet.ts';

/**
 * Missions and leaderboard (issue 17, docs/rewards.md "Missions and leaderboard"): daily and weekly
 * tasks measured from the reporting rollups, claimed once per period into a bonus; the weekly valid
 * turnover leaderboard. Amounts in minor units; periods are calendar days / ISO weeks in the brand's zone.
 */

/** Stable error codes of missions (HTTP status beside each). */
export const MissionErrorCode = {
  /** 404: no such active mission. */
  MISSION_NOT_FOUND: 'MISSION_NOT_FOUND',
  /** 409: the mission's target is not reached in this period (details: progress, target). */
  MISSION_INCOMPLETE: 'MISSION_INCOMPLETE',
  /** 409 (operator): another mission has this code. */
  MISSION_CODE_TAKEN: 'MISSION_CODE_TAKEN',
} as const;
export type MissionErrorCode = (typeof MissionErrorCode)[keyof typeof MissionErrorCode];

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** What a mission counts: bets placed (not cancelled), settled stake (valid turnover), money deposited. */
export const MISSION_METRICS = ['BETS', 'VALID_TURNOVER', 'DEPOSIT_AMOUNT'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** An operator's title of a mission in one language (`EN`, `TY`, ...); a language without one reads the task in words. */
export const MissionTitleSchema = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language code like EN or TY')
    .transform((s) => s.toUpperCase()),
  title: z.string().trim().min(1).max(120),
});
/** A title as the API answers it (language upper-case). */
export const MissionTitleTextSchema = z.object({ language: z.string(), title: z.string() });
export type MissionTitle = z.infer<typeof MissionTitleTextSchema>;

export const MissionSchema = z.object({
  id: z.string(),
  /** Stable name of the mission (demo: `daily-bets-10`). */
  code: z.string(),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  /** Game category counted; null = every category (always null for deposits). */
  category: z.enum(BET_RECORD_CATEGORIES).nullable(),
  /** Bets for BETS, minor units for VALID_TURNOVER and DEPOSIT_AMOUNT. */
  target: z.number().int().positive(),
  /** So far in this period, capped at nothing (can exceed target). */
  progress: z.number().int().nonnegative(),
  /** 0-100, floor. */
  percent: z.number().int().min(0).max(100),
  completed: z.boolean(),
  claimed: z.boolean(),
  /** completed and not claimed: the claim button. */
  claimable: z.boolean(),
  prize: MinorUnitsSchema,
  currency: z.string(),
  /** The prize bonus's wagering: valid turnover needed = prize × this. */
  wageringMultiplier: z.number().int().nonnegative(),
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  /** The bonus the claim granted (this period). */
  bonusId: z.string().nullable(),
  /** Operator titles per language (the web shows the reader's, else the task in words). */
  titles: z.array(MissionTitleTextSchema).default([]),
});
export type Mission = z.infer<typeof MissionSchema>;

export const MissionListSchema = z.object({
  daily: z.array(MissionSchema),
  weekly: z.array(MissionSchema),
  /** Missions completed and not claimed (the member-centre badge). */
  claimableCount: z.number().int().nonnegative(),
  /** IANA zone the periods are in. */
  timeZone: z.string(),
});
export type MissionList = z.infer<typeof MissionListSchema>;

export const MissionIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'A mission id is a positive integer') });

export const MissionClaimResultSchema = z.object({
  mission: MissionSchema,
  bonusId: z.string(),
  /** True when this period's prize had been claimed already (retry): nothing was paid again. */
  replayed: z.boolean(),
});
export type MissionClaimResult = z.infer<typeof MissionClaimResultSchema>;

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Masked (`ab***yz`) except the caller's own. */
  username: z.string(),
  validTurnover: MinorUnitsSchema,
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = z.object({
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  entries: z.array(LeaderboardEntrySchema),
  /** The caller's place: rank null until they have valid turnover this week. */
  me: z.object({ rank: z.number().int().positive().nullable(), validTurnover: MinorUnitsSchema }),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/** Usernames on the public board: first two and last two characters, the rest hidden (short names: first only). */
export function maskUsername(username: string): string {
  // Whole characters as a reader sees them (a Thai vowel mark stays with its consonant).
  const chars = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(username)].map((s) => s.segment);
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

// ---------------------------------------------------------------- operator (console)

/** `POST /operator/missions`, `PUT /operator/missions/{id}`: a mission's definition (amounts in minor units). */
export const OperatorMissionInputSchema = z
  .object({
    code: z.string().trim().regex(/^[a-z0-9-]{1,64}$/, 'lower-case letters, digits and dashes'),
    period: z.enum(MISSION_PERIODS),
    metric: z.enum(MISSION_METRICS),
    category: z.enum(BET_RECORD_CATEGORIES).nullable().default(null),
    /** Bets for BETS, minor units otherwise. */
    target: z.number().int().positive().max(1e15),
    prize: z.number().int().positive().max(1e13),
    currency: z.string().regex(/^[A-Z]{3}$/),
    wageringMultiplier: z.number().int().min(0).max(100).default(1),
    validDays: z.number().int().min(1).max(365).default(7),
    active: z.boolean().default(true),
    sort: z.number().int().min(-10_000).max(10_000).default(0),
    titles: z
      .array(MissionTitleSchema)
      .max(40)
      .default([])
      .refine((titles) => new Set(titles.map((t) => t.language)).size === titles.length, 'one title per language'),
  })
  .refine((m) => m.metric !== 'DEPOSIT_AMOUNT' || m.category === null, { message: 'a deposit mission counts every deposit: no game category', path: ['category'] });
export type OperatorMissionInput = z.input<typeof OperatorMissionInputSchema>;
export type OperatorMissionInputParsed = z.output<typeof OperatorMissionInputSchema>;

export const OperatorMissionSchema = z.object({
  id: z.string(),
  code: z.string(),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  category: z.enum(BET_RECORD_CATEGORIES).nullable(),
  target: z.number().int(),
  prize: z.number().int(),
  currency: z.string(),
  wageringMultiplier: z.number().int(),
  validDays: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
  titles: z.array(MissionTitleTextSchema),
  /** Prizes paid so far (all periods). */
  claims: z.number().int().nonnegative(),
});
export type OperatorMission = z.infer<typeof OperatorMissionSchema>;
export const OperatorMissionListSchema = z.object({ list: z.array(OperatorMissionSchema) });
export type OperatorMissionList = z.infer<typeof OperatorMissionListSchema>;
export const OperatorMissionParamsSchema = MissionIdParamsSchema;
