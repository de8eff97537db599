import { z } from 'zod';

export const OutboxQuerySchema = z.object({
  /** One phone number (E.164) or mail address. */
  to: z.string().min(3).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'mail']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxList = z.infer<typeof OutboxListSchema>;
