import { z } from 'zod';
import { CONTENT_IMAGE_SRC, HELP_FALLBACK_LANGUAGE, HELP_SECTIONS } from './constants.ts';
import { CONTENT_LANGUAGES } from './languages.ts';

/** Announcements, popups (SPEC §2.6, §3, §7) and their operator editing; docs/content.md. */

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
export const AnnouncementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof AnnouncementTypeSchema>;
/** A: shown when logged in, B: anonymous (visitors), F: on first-time login. */
export const ExecutionTypeSchema = z.enum(['A', 'B', 'F']);
export type ExecutionType = z.infer<typeof ExecutionTypeSchema>;
export const AudienceSchema = z.enum(['ALL', 'MEMBERS', 'AGENTS', 'VIP']);
export type Audience = z.infer<typeof AudienceSchema>;

/** A platform language code in a request (EN, TY, PT-BR, UR-LA ...), upper-cased; whether it is offered is the caller's rule. */
export const LanguageCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/)
  .transform((s) => s.toUpperCase());

/**
 * Operator texts keyed by language (promotions, red envelopes, raffles): English and Thai always, any other
 * content language (CONTENT_LANGUAGES) when the operator wrote it. Readers get theirs through `inLanguage`.
 */
export function perLanguageTexts<T extends z.ZodType>(text: T) {
  return z
    .object({ EN: text, TY: text })
    .catchall(text)
    .superRefine(onlyContentLanguages());
}

/** A refinement naming each key of a per-language map that is not a content language (or is one of `reserved`). */
export function onlyContentLanguages(reserved: readonly string[] = []) {
  return (map: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const code of Object.keys(map)) if (reserved.includes(code) || !CONTENT_LANGUAGES.includes(code)) ctx.addIssue({ code: 'custom', path: [code], message: 'not a content language' });
  };
}

export const AnnouncementImageSchema = z.object({ sequence: z.number().int().min(0).max(99), url: z.string().url().max(500).regex(/^https:\/\//) });

export const AnnouncementsQuerySchema = z.object({
  /** Comma-separated groups to return (default all four). */
  types: z
    .string()
    .max(20)
    .default('B,PL,PU,PR')
    .transform((s) => [...new Set(s.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean))])
    .pipe(z.array(AnnouncementTypeSchema).min(1)),
  platform: z.literal('W').default('W'),
  /** B for the anonymous home notice; A or F need a session. Default: B for visitors, A for members. */
  execution: ExecutionTypeSchema.optional(),
  language: LanguageCodeSchema.default('EN'),
});
export type AnnouncementsQuery = z.input<typeof AnnouncementsQuerySchema>;

export const AnnouncementItemSchema = z.object({
  id: z.number().int(),
  type: AnnouncementTypeSchema,
  execution: ExecutionTypeSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** The language the text is in (the requested one, else the brand default). */
  language: z.string(),
  time: z.string(),
  announcementImages: z.array(AnnouncementImageSchema),
});
export type AnnouncementItem = z.infer<typeof AnnouncementItemSchema>;

/** SPEC §3 notice payload groups. */
export const AnnouncementsResponseSchema = z.object({
  banners: z.array(AnnouncementItemSchema),
  player: z.array(AnnouncementItemSchema),
  popup: z.array(AnnouncementItemSchema),
  promotion: z.array(AnnouncementItemSchema),
});
export type AnnouncementsResponse = z.infer<typeof AnnouncementsResponseSchema>;

// ---------- operator editing ----------

export const AnnouncementTextSchema = z.object({
  language: LanguageCodeSchema,
  title: z.string().trim().min(1).max(200),
  content: z.string().max(20_000),
});

const announcementFields = {
  type: AnnouncementTypeSchema,
  execution: ExecutionTypeSchema,
  audience: AudienceSchema.default('ALL'),
  vipMinLevel: z.number().int().min(1).max(100).nullable().default(null),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  priority: z.number().int().min(-1000).max(1000).default(0),
  images: z.array(AnnouncementImageSchema).max(10).default([]),
  enabled: z.boolean().default(true),
  texts: z
    .array(AnnouncementTextSchema)
    .min(1)
    .max(40)
    .refine((texts) => new Set(texts.map((t) => t.language)).size === texts.length, 'one text per language'),
};

export const AnnouncementInputSchema = z
  .object(announcementFields)
  .refine((a) => (a.audience === 'VIP') === (a.vipMinLevel !== null), { message: 'vipMinLevel is required for (and only for) the VIP audience', path: ['vipMinLevel'] })
  .refine((a) => a.execution !== 'B' || a.audience === 'ALL', { message: 'anonymous (B) announcements are for everyone', path: ['audience'] })
  .refine((a) => !a.endsAt || !a.startsAt || Date.parse(a.endsAt) > Date.parse(a.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] });
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;
export type AnnouncementInputParsed = z.output<typeof AnnouncementInputSchema>;

export const OperatorAnnouncementSchema = z.object({
  id: z.number().int(),
  type: AnnouncementTypeSchema,
  execution: ExecutionTypeSchema,
  audience: AudienceSchema,
  vipMinLevel: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  priority: z.number().int(),
  images: z.array(AnnouncementImageSchema),
  enabled: z.boolean(),
  texts: z.array(z.object({ language: z.string(), title: z.string(), content: z.string() })),
  updatedAt: z.string(),
});
export type OperatorAnnouncement = z.infer<typeof OperatorAnnouncementSchema>;
export const OperatorAnnouncementListSchema = z.object({ items: z.array(OperatorAnnouncementSchema) });

export const ContentImageSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;

// ---------- operator editing: home banners and notices (marquee) ----------

/** The demo's static banner pictures shipped with the web app (apps/web/public/banners). */
export const BANNER_STATIC_SRC = /^\/banners\/[a-z0-9][a-z0-9_-]{0,63}\.(svg|png|jpe?g|webp)$/;
/** A banner picture: an uploaded content image or one of the static /banners/ files; nothing hot-linked. */
export const BannerImageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((u) => CONTENT_IMAGE_SRC.test(u) || BANNER_STATIC_SRC.test(u), 'an uploaded content image (/api/v1/content/images/<id>) or a /banners/ file');
/** Site-relative path (not //host, no backslash or spaces). */
const INTERNAL_LINK = /^\/(?![/\\])[^\s\\]*$/;

export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu'] as const;
export const BannerTextSchema = z.object({
  language: LanguageCodeSchema,
  title: z.string().trim().min(1).max(200),
  /** A picture for this language only (words in the picture); null keeps the banner's own. */
  imageUrl: BannerImageUrlSchema.nullable().default(null),
});

export const BannerInputSchema = z
  .object({
    group: z.enum(BANNER_GROUPS).default('w_home'),
    imageUrl: BannerImageUrlSchema,
    linkageType: z.enum(['NONE', 'INTERNAL', 'EXTERNAL']).default('NONE'),
    linkUrl: z.string().trim().max(500).nullable().default(null),
    sort: z.number().int().min(-10_000).max(10_000).default(0),
    enabled: z.boolean().default(true),
    /** One caption per language; the brand default language is required (visitors of other languages fall back to it). */
    texts: z
      .array(BannerTextSchema)
      .min(1)
      .max(40)
      .refine((texts) => new Set(texts.map((t) => t.language)).size === texts.length, 'one text per language'),
  })
  .refine((b) => (b.linkageType === 'NONE') === (b.linkUrl === null || b.linkUrl === ''), { message: 'linkUrl is required for (and only for) INTERNAL and EXTERNAL links', path: ['linkUrl'] })
  .refine((b) => b.linkageType !== 'INTERNAL' || INTERNAL_LINK.test(b.linkUrl ?? ''), { message: 'an internal link is a path of this site, like /promotions', path: ['linkUrl'] })
  .refine((b) => b.linkageType !== 'EXTERNAL' || (/^https:\/\/[^\s/?#\\]+(?:[/?#][^\s\\]*)?$/.test(b.linkUrl ?? '') && URL.canParse(b.linkUrl ?? '')), { message: 'an external link is an https:// address', path: ['linkUrl'] });
export type BannerInput = z.input<typeof BannerInputSchema>;
export type BannerInputParsed = z.output<typeof BannerInputSchema>;

export const OperatorBannerSchema = z.object({
  id: z.number().int(),
  group: z.enum(BANNER_GROUPS),
  imageUrl: z.string(),
  linkageType: z.enum(['NONE', 'INTERNAL', 'EXTERNAL']),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** The brand default language first. */
  texts: z.array(z.object({ language: z.string(), title: z.string(), imageUrl: z.string().nullable() })),
});
export type OperatorBanner = z.infer<typeof OperatorBannerSchema>;
export const OperatorBannerListSchema = z.object({ items: z.array(OperatorBannerSchema), defaultLanguage: z.string() });
export type OperatorBannerList = z.infer<typeof OperatorBannerListSchema>;

export const NoticeTextSchema = z.object({
  language: LanguageCodeSchema,
  /** Plain text: markup is removed when stored. */
  title: z.string().trim().min(1).max(200),
  content: z.string().max(5_000),
});

export const NoticeInputSchema = z.object({
  /** PLAYER: the home marquee and notice modal; GAME: game announcements. */
  kind: z.enum(['PLAYER', 'GAME']).default('PLAYER'),
  /** Shown from this time (default now). */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  /** Lower first; equal sort: newest first. */
  sort: z.number().int().min(-10_000).max(10_000).default(0),
  enabled: z.boolean().default(true),
  texts: z
    .array(NoticeTextSchema)
    .min(1)
    .max(40)
    .refine((texts) => new Set(texts.map((t) => t.language)).size === texts.length, 'one text per language'),
});
export type NoticeInput = z.input<typeof NoticeInputSchema>;
export type NoticeInputParsed = z.output<typeof NoticeInputSchema>;

export const OperatorNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['PLAYER', 'GAME']),
  publishedAt: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  texts: z.array(z.object({ language: z.string(), title: z.string(), content: z.string() })),
});
export type OperatorNotice = z.infer<typeof OperatorNoticeSchema>;
export const OperatorNoticeListSchema = z.object({ items: z.array(OperatorNoticeSchema), defaultLanguage: z.string() });
export type OperatorNoticeList = z.infer<typeof OperatorNoticeListSchema>;

// ---------- help centre articles (operator-editable per language) ----------

export const HelpSectionSchema = z.enum(HELP_SECTIONS);

/** `GET /content/help-articles`. */
export const HelpArticlesQuerySchema = z.object({
  /** Platform language code (TH reads TY); an article without a text in it is served in EN. */
  language: LanguageCodeSchema.default(HELP_FALLBACK_LANGUAGE),
  device: z.literal('WEB').default('WEB'),
});
export type HelpArticlesQuery = z.input<typeof HelpArticlesQuerySchema>;

export const HelpArticleSchema = z.object({
  id: z.number().int(),
  section: HelpSectionSchema,
  /** Plain text, the brand's name in place of {{brand}}. */
  title: z.string(),
  /** Sanitised HTML, the brand's name in place of {{brand}}. */
  body: z.string(),
  /** The language of this text: the one asked for, else EN (else the article's first text). */
  language: z.string(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;
/** Published articles, lowest sort first. */
export const HelpArticlesResponseSchema = z.object({ list: z.array(HelpArticleSchema) });
export type HelpArticlesResponse = z.infer<typeof HelpArticlesResponseSchema>;

export const HelpArticleTextSchema = z.object({
  language: LanguageCodeSchema,
  /** Plain text: markup is removed when stored. */
  title: z.string().trim().min(1).max(200),
  /** HTML: sanitised (decision 0020) when stored. */
  body: z.string().max(50_000),
});

export const HelpArticleInputSchema = z.object({
  section: HelpSectionSchema,
  /** Lower first; the same sort: older first. */
  sort: z.number().int().min(-10_000).max(10_000).default(0),
  /** A new article is a draft unless asked otherwise; POST …/publish and …/unpublish change it later. */
  published: z.boolean().default(false),
  /** One text per language; EN is required (it is what languages without a text read). */
  texts: z
    .array(HelpArticleTextSchema)
    .min(1)
    .max(40)
    .refine((texts) => new Set(texts.map((t) => t.language)).size === texts.length, 'one text per language')
    .refine((texts) => texts.some((t) => t.language === HELP_FALLBACK_LANGUAGE), `a text in ${HELP_FALLBACK_LANGUAGE} is required`),
});
export type HelpArticleInput = z.input<typeof HelpArticleInputSchema>;
export type HelpArticleInputParsed = z.output<typeof HelpArticleInputSchema>;

export const OperatorHelpArticleSchema = z.object({
  id: z.number().int(),
  section: HelpSectionSchema,
  sort: z.number().int(),
  published: z.boolean(),
  /** As stored: {{brand}} not replaced. EN first. */
  texts: z.array(z.object({ language: z.string(), title: z.string(), body: z.string() })),
  updatedAt: z.string(),
  /** The operator who last changed it; null for the articles the platform started with. */
  updatedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type OperatorHelpArticle = z.infer<typeof OperatorHelpArticleSchema>;
export const OperatorHelpArticleListSchema = z.object({ items: z.array(OperatorHelpArticleSchema) });
export type OperatorHelpArticleList = z.infer<typeof OperatorHelpArticleListSchema>;
