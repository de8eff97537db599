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
} as const;
export type MissionErrorCode = (typeof MissionErrorCode)[keyof typeof MissionErrorCode];

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** What a mission counts: bets placed (not cancelled), settled stake (valid turnover), money deposited. */
export const MISSION_METRICS = ['BETS', 'VALID_TURNOVER', 'DEPOSIT_AMOUNT'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

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
