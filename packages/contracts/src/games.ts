import { z } from 'zod';
import { LanguageCodeSchema } from './content.ts';
import {
  FAVOURITE_PAGE_SIZE_MAX,
  GAME_CATEGORIES,
  GAME_PAGE_SIZE_MAX,
  GAME_SEARCH_MAX_LENGTH,
  GAME_TYPE_FILTERS,
} from './games-rules.ts';

/**
 * Games / lobby API (/work/team/games-api.md, SPEC §3, §7, §9). Query schemas
 * coerce strings (they validate query strings); response schemas describe JSON.
 */

export const GameCategorySchema = z.enum(GAME_CATEGORIES);
export const GameTypeFilterSchema = z.enum(GAME_TYPE_FILTERS);

/** Vendor code ('PG', 'TCG_LOTTO_VN'); the query accepts any case and upper-cases it. */
export const VendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/);
const vendorCodeQuery = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(VendorCodeSchema);
export const GameCodeSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const intQuery = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Parameters every game call may carry (SPEC §7/§9); accepted and mostly informational. */
const commonQuery = {
  clientType: intQuery(0, 99).optional(),
  platform: z.string().max(64).optional(),
  merchant: z.string().max(64).optional(),
  merchantCode: z.string().max(64).optional(),
  language: LanguageCodeSchema.default('EN'),
  imgSize: z.string().max(16).optional(),
};

// ---------- shapes ----------

export const GameSchema = z.object({
  gameId: z.number().int(),
  /** Catalogue node id: favourites are added and removed by it. */
  nodeId: z.number().int(),
  /** The catalogue (English) name. */
  gameName: z.string(),
  /** Name in the requested language, falling back to English. */
  displayName: z.string(),
  iconUrl: z.string(),
  lagerIcon: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: GameCategorySchema,
  gameClassify: z.string().nullable(),
  /** 1 = a launchable game (0 would be a vendor lobby entry). */
  isGame: z.union([z.literal(0), z.literal(1)]),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  /** The game or its vendor is under maintenance: it cannot be launched. */
  maintenance: z.boolean(),
  /** Present only when the request carried a member token. */
  favourite: z.boolean().optional(),
});
export type Game = z.infer<typeof GameSchema>;

export const VendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  iconUrl: z.string(),
  maintenance: z.boolean(),
  gameCount: z.number().int().nonnegative(),
  /** For single-game vendors (sports, lottery): the game a click on the card launches. */
  gameCode: z.string().nullable(),
});
export type VendorCard = z.infer<typeof VendorCardSchema>;

export const GameClassifySchema = z.object({
  /** Classify code, e.g. SLOT, TABLE, ARCADE. */
  code: z.string(),
  name: z.string(),
  /** Vendors of the lane that have games of this classify. */
  vendors: z.array(z.string()),
});
export type GameClassify = z.infer<typeof GameClassifySchema>;

export const VendorLaneSchema = z.object({
  title: GameCategorySchema,
  cards: z.array(VendorCardSchema),
  gameClassify: z.array(GameClassifySchema),
});
export type VendorLane = z.infer<typeof VendorLaneSchema>;

export const WinnerSchema = z.object({
  /** Masked, e.g. 'de***o'. */
  customerName: z.string(),
  /** Integer minor units (1234567 = 12,345.67). */
  winAmount: z.number().int().nonnegative(),
  iconUrl: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  /** Jackpot tier ('GRAND', 'MAJOR', 'MINOR', 'MINI') or win multiplier ('x1250'). */
  prize: z.string(),
  time: z.string(),
});
export type Winner = z.infer<typeof WinnerSchema>;

// ---------- GET /games ----------

export const GamesQuerySchema = z.object({
  ...commonQuery,
  gameType: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(GameTypeFilterSchema)
    .default('ALL'),
  vassalage: vendorCodeQuery.optional(),
  gameClassify: z.string().trim().regex(/^[A-Za-z0-9_]{1,32}$/).transform((s) => s.toUpperCase()).optional(),
  q: z.string().max(GAME_SEARCH_MAX_LENGTH).optional(),
  pageNo: intQuery(1, 100_000).default(1),
  pageSize: intQuery(1, GAME_PAGE_SIZE_MAX).default(20),
});
export type GamesQuery = z.infer<typeof GamesQuerySchema>;
export type GamesQueryInput = z.input<typeof GamesQuerySchema>;

export const GamePageSchema = z.object({
  list: z.array(GameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GamePage = z.infer<typeof GamePageSchema>;

// ---------- GET /games/vendors ----------

export const VendorsQuerySchema = z.object({ ...commonQuery });
export const VendorsResponseSchema = z.object({ lanes: z.array(VendorLaneSchema) });
export type VendorsResponse = z.infer<typeof VendorsResponseSchema>;

// ---------- GET /games/vassalage-types ----------

export const VassalageTypesQuerySchema = z.object({ vassalage: vendorCodeQuery });
export const VassalageTypesResponseSchema = z.object({
  types: z.array(z.object({ gameType: GameCategorySchema, count: z.number().int() })),
});
export type VassalageTypesResponse = z.infer<typeof VassalageTypesResponseSchema>;

// ---------- GET /games/hot ----------

export const HotGamesQuerySchema = z.object({
  ...commonQuery,
  isPlatform: intQuery(0, 9).optional(),
  limit: intQuery(1, 60).default(40),
});
export const HotGamesResponseSchema = z.object({ list: z.array(GameSchema) });
export type HotGamesResponse = z.infer<typeof HotGamesResponseSchema>;

// ---------- GET /games/winners ----------

export const WinnersQuerySchema = z.object({
  gameCategory: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ALL', ...GAME_CATEGORIES] as const))
    .default('ALL'),
  limitNum: intQuery(1, 100).default(20),
  language: LanguageCodeSchema.default('EN'),
});
export const WinnersResponseSchema = z.object({
  jackpotWinners: z.array(WinnerSchema),
  biggestWins: z.array(WinnerSchema),
});
export type WinnersResponse = z.infer<typeof WinnersResponseSchema>;

// ---------- GET /games/announcements ----------

export const GameAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  time: z.string(),
});
export type GameAnnouncement = z.infer<typeof GameAnnouncementSchema>;
export const GameAnnouncementsQuerySchema = z.object({ language: LanguageCodeSchema.default('EN') });
export const GameAnnouncementsResponseSchema = z.object({ list: z.array(GameAnnouncementSchema) });
export type GameAnnouncementsResponse = z.infer<typeof GameAnnouncementsResponseSchema>;

// ---------- favourites ----------

export const FavouritesQuerySchema = z.object({
  ...commonQuery,
  token: z.string().max(200).optional(),
  gameType: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ALL', 'FAV', ...GAME_CATEGORIES] as const))
    .default('ALL'),
  pageNo: intQuery(1, 100_000).default(1),
  pageSize: intQuery(1, FAVOURITE_PAGE_SIZE_MAX).default(FAVOURITE_PAGE_SIZE_MAX),
});
export const FavouritesResponseSchema = z.object({
  content: z.array(GameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;

export const AddFavouriteBodySchema = z.object({
  nodeId: z.number().int().positive(),
  vendor: z.string().max(32).optional(),
  gameType: z.string().max(16).optional(),
});
export type AddFavouriteBody = z.infer<typeof AddFavouriteBodySchema>;
export const FavouriteParamsSchema = z.object({ nodeId: z.coerce.number().int().positive().max(2_147_483_647) });

// ---------- GET /games/recent ----------

export const RecentQuerySchema = z.object({
  ...commonQuery,
  page: intQuery(1, 100).default(1),
  pageSize: intQuery(1, 50).default(20),
  gameType: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ALL', 'RECENT', ...GAME_CATEGORIES] as const))
    .default('ALL'),
});
export const RecentResponseSchema = z.object({ list: z.array(GameSchema) });
export type RecentResponse = z.infer<typeof RecentResponseSchema>;

// ---------- GET /games/launch ----------

export const LaunchQuerySchema = z.object({
  gameCode: GameCodeSchema,
  vassalage: vendorCodeQuery.optional(),
  language: LanguageCodeSchema.default('EN'),
  clientType: intQuery(0, 99).optional(),
  platform: z.string().max(64).optional(),
});
export type LaunchQuery = z.infer<typeof LaunchQuerySchema>;
export const LaunchResponseSchema = z.object({
  url: z.string(),
  /** iframe: the game popup; window: a new window; page: a page of this site the web navigates to (the lotteries). */
  mode: z.enum(['iframe', 'window', 'page']),
});
export type LaunchResponse = z.infer<typeof LaunchResponseSchema>;

// ---------- content: banners and notices ----------

export const BannerGroupSchema = z.enum(['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu']);
export const BannersQuerySchema = z.object({ group: BannerGroupSchema.default('w_home'), language: LanguageCodeSchema.default('EN') });
export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  linkageType: z.enum(['NONE', 'INTERNAL', 'EXTERNAL']),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannersResponseSchema = z.object({ list: z.array(BannerSchema) });
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

export const NoticesQuerySchema = z.object({
  page: intQuery(1, 10_000).default(1),
  pageSize: intQuery(1, 50).default(9),
  language: LanguageCodeSchema.default('EN'),
});
export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML (a small allow-list of tags, no attributes but safe links). */
  content: z.string(),
  time: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;
export const NoticesResponseSchema = z.object({
  list: z.array(NoticeSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type NoticesResponse = z.infer<typeof NoticesResponseSchema>;
