import { z } from 'zod';

/** Announcements, popups (SPEC §2.6, §3, §7) and their operator editing; docs/content.md. */

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
export const AnnouncementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof AnnouncementTypeSchema>;
/** A: shown when logged in, B: anonymous (visitors), F: on first-time login. */
export const ExecutionTypeSchema = z.enum(['A', 'B', 'F']);
export type ExecutionType = z.infer<typeof ExecutionTypeSchema>;
export const AudienceSchema = z.enum(['ALL', 'MEMBERS', 'AGENTS', 'VIP']);
export type Audience = z.infer<typeof AudienceSchema>;

const languageCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/)
  .transform((s) => s.toUpperCase());

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
  language: languageCode.default('EN'),
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
  language: languageCode,
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

/**
 * Operator content images (docs/content.md): uploaded through the operator API, served from this path
 * with the type told by their bytes. Operator HTML may show <img> from here only (the sanitisers check).
 */
export const CONTENT_IMAGE_PATH = '/api/v1/content/images/';
/** A stored image's path: the prefix and a random uuid (so unpublished images cannot be listed by counting). */
export const CONTENT_IMAGE_SRC = /^\/api\/v1\/content\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ContentImageSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;
