import { z } from 'zod';
import { GAME_CATEGORIES } from './games-rules.ts';

/**
 * Operator console, games and site settings (issue 18, docs/console.md "Games" and "Site settings").
 * Games: vendors and games grid, maintenance, hot list and ordering, catalogue import with a preview.
 * Site settings: brand, logo, colours, languages, whitelabel flags and region blocks.
 */

export const CatalogueErrorCode = {
  /** 400: the feed could not be read at all (not JSON, missing CSV columns). `details.reason`. */
  FEED_UNREADABLE: 'FEED_UNREADABLE',
  /** 400: some rows of the feed are invalid; `details.errors` lists them (line, code, message). Nothing is written. */
  FEED_INVALID: 'FEED_INVALID',
  /** 409: the catalogue changed since the preview (or the feed is not the previewed one): preview again. */
  IMPORT_STALE: 'IMPORT_STALE',
  /** 400: a site setting did not pass validation; `details.errors` lists the fields. Nothing is written. */
  SETTINGS_INVALID: 'SETTINGS_INVALID',
} as const;

const CategorySchema = z.enum(GAME_CATEGORIES);

// ---------------------------------------------------------------- vendors and games

export const OperatorVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  maintenance: z.boolean(),
  enabled: z.boolean(),
  games: z.number().int(),
  lanes: z.array(z.object({ category: CategorySchema, sort: z.number().int() })),
});
export type OperatorVendor = z.infer<typeof OperatorVendorSchema>;
export const OperatorVendorListSchema = z.object({ items: z.array(OperatorVendorSchema) });
export type OperatorVendorList = z.infer<typeof OperatorVendorListSchema>;

export const OperatorGameSchema = z.object({
  code: z.string(),
  vendor: z.string(),
  name: z.string(),
  gameType: CategorySchema,
  classify: z.string().nullable(),
  hot: z.boolean(),
  new: z.boolean(),
  maintenance: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type OperatorGame = z.infer<typeof OperatorGameSchema>;

export const OperatorGameQuerySchema = z.object({
  /** Part of the code or the English name (case-insensitive). */
  query: z.string().trim().max(100).optional(),
  vendor: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/)
    .optional(),
  hot: z.enum(['true', 'false']).optional(),
  maintenance: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type OperatorGameQuery = z.infer<typeof OperatorGameQuerySchema>;

export const OperatorGameListSchema = z.object({ items: z.array(OperatorGameSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type OperatorGameList = z.infer<typeof OperatorGameListSchema>;

/** `PATCH /operator/games/{code}`: the hot list and the order (lists sort by `sort`, then id). */
export const OperatorGamePatchSchema = z
  .object({ hot: z.boolean().optional(), sort: z.number().int().min(0).max(100_000_000).optional() })
  .strict()
  .refine((b) => b.hot !== undefined || b.sort !== undefined, 'give hot or sort');
export type OperatorGamePatch = z.infer<typeof OperatorGamePatchSchema>;

/** `PUT /operator/vendors/{code}/lanes/{category}`: a vendor card's place in a lobby lane. */
export const VendorLaneSortSchema = z.object({ sort: z.number().int().min(0).max(1_000_000) }).strict();

// ---------------------------------------------------------------- catalogue import

/** The feed as uploaded: the file's text and its format (docs/catalogue.md "Import feed"). At most 8 MB. */
export const CatalogueFeedSchema = z.object({
  format: z.enum(['json', 'csv']),
  text: z.string().min(1).max(8_000_000),
  fileName: z.string().max(200).optional(),
});
export type CatalogueFeed = z.infer<typeof CatalogueFeedSchema>;

export const CatalogueApplySchema = CatalogueFeedSchema.extend({
  /** The `token` of the preview being applied. */
  token: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CatalogueApply = z.infer<typeof CatalogueApplySchema>;

export const FeedRowErrorSchema = z.object({ line: z.number().int(), code: z.string().optional(), message: z.string() });
export type FeedRowError = z.infer<typeof FeedRowErrorSchema>;

/** One field that changes: before and after as shown (names as `names.TY`). */
export const FieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof FieldChangeSchema>;

export const ImportChangeSchema = z.object({
  kind: z.enum(['vendor', 'game']),
  code: z.string(),
  /** new: not in the catalogue; changed: some fields differ; disabled: an enabled row the feed disables. */
  change: z.enum(['new', 'changed', 'disabled']),
  name: z.string(),
  fields: z.array(FieldChangeSchema),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

export const ImportPreviewSchema = z.object({
  /** Pass back to apply: binds the feed to this exact set of changes. */
  token: z.string(),
  format: z.enum(['json', 'csv']),
  rows: z.number().int(),
  counts: z.object({
    vendorsNew: z.number().int(),
    vendorsChanged: z.number().int(),
    gamesNew: z.number().int(),
    gamesChanged: z.number().int(),
    disabled: z.number().int(),
    unchanged: z.number().int(),
  }),
  /** The changes, new first; at most 1000 (counts has them all). */
  changes: z.array(ImportChangeSchema),
  truncated: z.boolean(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({
  /** false when the feed was already applied (nothing left to change). */
  applied: z.boolean(),
  vendors: z.number().int(),
  gamesInserted: z.number().int(),
  gamesUpdated: z.number().int(),
  counts: ImportPreviewSchema.shape.counts,
});
export type ImportResultBody = z.infer<typeof ImportResultSchema>;

// ---------------------------------------------------------------- site settings

const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #0f766e');
const LogoUrl = z
  .string()
  .max(500)
  .regex(/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'an https:// URL or a site path /...');

export const SiteBrandSchema = z.object({
  name: z.string().trim().min(1).max(60),
  logoUrl: LogoUrl.nullable(),
  colors: z.object({ primary: HexColour, accent: HexColour }),
});
export type SiteBrand = z.infer<typeof SiteBrandSchema>;

export const SiteRegionSchema = z.object({
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/, 'a country code like KP')).max(250),
  allowCidrs: z.array(z.string().max(50)).max(500),
  denyCidrs: z.array(z.string().max(50)).max(500),
  message: z.string().max(2000),
});
export type SiteRegion = z.infer<typeof SiteRegionSchema>;

export const SiteLanguagesSchema = z.object({ supported: z.array(z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/)).min(1).max(40), default: z.string() });

export const SiteSettingsSchema = z.object({
  brand: SiteBrandSchema,
  languages: SiteLanguagesSchema,
  /** SPEC §1 flags, parents first. */
  whitelabel: z.array(z.object({ modId: z.string(), parentId: z.string().nullable(), enabled: z.boolean() })),
  region: SiteRegionSchema,
  /** Languages the site can offer (a complete member-site catalogue). */
  availableLanguages: z.array(z.object({ code: z.string(), englishName: z.string(), nativeName: z.string() })),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** `PUT /operator/site/settings`: any of the parts; each part given is replaced whole (flags by modId). */
export const SiteSettingsUpdateSchema = z
  .object({
    brand: SiteBrandSchema.optional(),
    languages: SiteLanguagesSchema.optional(),
    whitelabel: z.record(z.string().max(64), z.boolean()).optional(),
    region: SiteRegionSchema.optional(),
  })
  .strict();
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdateSchema>;
