import {
  ErrorBodySchema,
  FeedbackListQuerySchema,
  FeedbackListSchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  FeedbackReviewSchema,
  MessageIdParamsSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  SendMessageSchema,
  SentMessageSchema,
  UnreadCountSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../lib/errors.ts';
import type { MessagesService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
/** SPEC §8/§9: too many requests → try again after 5 minutes. */
const FEEDBACK_LIMIT = { limit: 5, windowMs: 5 * 60_000 };

/** Internal messages (SPEC §2.7) for the signed-in member, operator sending, and feedback (SPEC §2.9). */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (app, { service }) => {
  const member = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['messages'];

  app.get(
    '/messages',
    { ...member, schema: { tags, summary: 'My internal messages, newest first (paged; status all, read or unread); each in `language` when the operator wrote a version in it, else the default text (TH reads TY)', security, querystring: MessagesQuerySchema, response: { 200: MessagesResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, pageSize, status, language } = request.query;
      return service.list(request.auth!.memberId, status, page, pageSize, language);
    },
  );

  app.get(
    '/messages/unread-count',
    { ...member, schema: { tags, summary: 'How many of my messages are unread (the badge, SPEC §2.7)', security, response: { 200: UnreadCountSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await service.unreadCount(request.auth!.memberId) };
    },
  );

  app.post(
    '/messages/:id/read',
    { ...member, schema: { tags, summary: 'Mark one of my messages read; answers the new unread count', security, params: MessageIdParamsSchema, response: { 200: UnreadCountSchema, ...errors } } },
    async (request) => ({ count: await service.markRead(request.auth!.memberId, request.params.id) }),
  );

  app.post(
    '/messages/read-all',
    { ...member, schema: { tags, summary: 'Mark all my messages read', security, response: { 200: UnreadCountSchema, ...errors } } },
    async (request) => ({ count: await service.markAllRead(request.auth!.memberId) }),
  );

  app.delete(
    '/messages/:id',
    { ...member, schema: { tags, summary: 'Delete one of my messages (for me only); answers the new unread count', security, params: MessageIdParamsSchema, response: { 200: UnreadCountSchema, ...errors } } },
    async (request) => ({ count: await service.remove(request.auth!.memberId, request.params.id) }),
  );

  app.put(
    '/feedback',
    {
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary: 'Feedback (SPEC §2.9): type, content (20-200 characters), captcha; missing fields are listed in details.missing. 5 per IP per 5 minutes',
        body: FeedbackRequestSchema,
        response: { 201: FeedbackResponseSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const limit = await app.limits.consume(`feedback:ip:${request.ip}`, FEEDBACK_LIMIT);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs, 'Too many requests; please try again after 5 minutes');
      const auth = request.auth;
      const account = auth ? (await app.accounts.memberInfo(auth.memberId)).account : null;
      const created = await service.feedback(request.body, { memberId: auth?.memberId ?? null, account, ip: request.ip });
      return reply.code(201).send(created);
    },
  );

  // ---------------------------------------------------------------- operators

  const op = (...roles: ('admin' | 'content' | 'support')[]) => [app.operatorAuthenticate, app.operatorRole(...roles)];

  app.post(
    '/operator/messages',
    {
      preHandler: op('admin', 'content', 'support'),
      schema: {
        tags: ['operator'],
        summary: 'Send an internal message to one member (memberId or username), a segment (MEMBERS, AGENTS, VIP with vipMinLevel) or ALL, with optional per-language `texts` (title/content are the default); pushed live to open tabs',
        security,
        body: SendMessageSchema,
        response: { 201: SentMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await service.send(request.body, request.operator!.operatorId);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'messages.send', targetType: 'message', targetId: String(sent.id), after: { ...sent, title: request.body.title, languages: (request.body.texts ?? []).map((t) => t.language) }, ip: request.ip });
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/operator/feedback',
    { preHandler: op('admin', 'support'), schema: { tags: ['operator'], summary: 'Feedback for review, newest first (admin, support)', security, querystring: FeedbackListQuerySchema, response: { 200: FeedbackListSchema, ...errors } } },
    async (request) => service.feedbackList(request.query.status, request.query.page, request.query.pageSize),
  );

  app.post(
    '/operator/feedback/:id/review',
    {
      preHandler: op('admin', 'support'),
      schema: { tags: ['operator'], summary: 'Mark feedback reviewed, with an optional note (admin, support)', security, params: MessageIdParamsSchema, body: FeedbackReviewSchema, response: { 200: z.object({ id: z.number().int(), status: z.literal('REVIEWED') }), ...errors } },
    },
    async (request) => {
      const row = await service.reviewFeedback(request.params.id, request.operator!.operatorId, request.body.note);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'feedback.review', targetType: 'feedback', targetId: String(row.id), after: { note: row.note }, ip: request.ip });
      return { id: row.id, status: 'REVIEWED' as const };
    },
  );
};
