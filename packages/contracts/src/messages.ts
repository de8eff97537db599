import { z } from 'zod';
import { LanguageCodeSchema } from './content.ts';

/** Internal messages (SPEC §2.7) and feedback (SPEC §2.9, §4, §5, §9); docs/content.md. */

export const MESSAGE_PAGE_SIZE = 10;

export const MessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(MESSAGE_PAGE_SIZE),
  status: z.enum(['all', 'read', 'unread']).default('all'),
  /** The reader's language (as the member content routes take it); a message without a text in it reads the default. */
  language: LanguageCodeSchema.optional(),
});
export type MessagesQuery = z.input<typeof MessagesQuerySchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  time: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagesResponseSchema = z.object({
  list: z.array(MessageSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type MessagesResponse = z.infer<typeof MessagesResponseSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const MessageIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const MessageAudienceSchema = z.enum(['MEMBER', 'MEMBERS', 'AGENTS', 'VIP', 'ALL']);
export const SendMessageSchema = z
  .object({
    audience: MessageAudienceSchema,
    /** For MEMBER: the member's id or username. */
    memberId: z.number().int().min(1).optional(),
    username: z.string().trim().min(1).max(64).optional(),
    vipMinLevel: z.number().int().min(1).max(100).optional(),
    title: z.string().trim().min(1).max(200),
    content: z.string().min(1).max(20_000),
    /** Optional per-language versions; title/content above are the default text. */
    texts: z
      .array(
        z.object({
          language: LanguageCodeSchema,
          title: z.string().trim().min(1).max(200),
          content: z.string().min(1).max(20_000),
        }),
      )
      // One text per language: the server checks it once codes are filed (TH and TY are one language).
      .max(40)
      .optional(),
  })
  .refine((m) => m.audience !== 'MEMBER' || m.memberId !== undefined || m.username !== undefined, { message: 'memberId or username is required for MEMBER', path: ['memberId'] })
  .refine((m) => (m.audience === 'VIP') === (m.vipMinLevel !== undefined), { message: 'vipMinLevel is required for (and only for) VIP', path: ['vipMinLevel'] });
export type SendMessage = z.input<typeof SendMessageSchema>;
export const SentMessageSchema = z.object({ id: z.number().int(), audience: MessageAudienceSchema, memberId: z.number().int().nullable() });
export type SentMessage = z.infer<typeof SentMessageSchema>;
export type MessageAudience = z.infer<typeof MessageAudienceSchema>;

// ---------- feedback ----------

// FEEDBACK_TYPES, FEEDBACK_MIN_LENGTH and FEEDBACK_MAX_LENGTH (SPEC §9) are in constants.ts.

/** The body as sent; the server checks it field by field (missing fields are listed, SPEC §5). */
export const FeedbackRequestSchema = z.object({
  content: z.string().max(2000).optional(),
  sender: z.string().max(64).optional(),
  type: z.union([z.number(), z.string().max(4)]).optional(),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(100).optional(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;
export const FeedbackResponseSchema = z.object({ id: z.number().int() });

export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  content: z.string(),
  sender: z.string(),
  memberId: z.number().int().nullable(),
  status: z.enum(['NEW', 'REVIEWED']),
  note: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export const FeedbackListQuerySchema = z.object({
  status: z.enum(['NEW', 'REVIEWED']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;
export const FeedbackListSchema = z.object({ items: z.array(FeedbackItemSchema), total: z.number().int() });
export type FeedbackList = z.infer<typeof FeedbackListSchema>;
export const FeedbackReviewSchema = z.object({ note: z.string().trim().max(500).optional() });
