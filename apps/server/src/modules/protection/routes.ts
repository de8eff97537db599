import {
  CancelPendingSchema,
  CreateProtectionNoteSchema,
  ErrorBodySchema,
  LimitsSchema,
  OperatorProtectionQuerySchema,
  OperatorProtectionViewSchema,
  PlaySummaryQuerySchema,
  PlaySummarySchema,
  ProtectionNoteSchema,
  ProtectionStatusSchema,
  PutLimitsSchema,
  RealityCheckSchema,
  SelfExclusionRequestSchema,
  StatementQuerySchema,
  TimeOutRequestSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import type { ProtectionService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['protection'];

function memberOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.memberId;
}

/** Member routes (docs/protection.md): limits, time-out, self-exclusion, reality check, statement. */
export const protectionRoutes: FastifyPluginAsyncZod<{ service: ProtectionService }> = async (app, { service }) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/protection/limits',
    { ...auth, schema: { tags, summary: 'Deposit, loss and wager limits (24 h, 7 days, 30 days rolling) with use and waiting changes', security, response: { 200: LimitsSchema, ...errors } } },
    async (request) => service.limits(memberOf(request)),
  );

  app.put(
    '/protection/limits',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Sets limits: a lower or new limit applies at once, a higher one or a removal (amount null) after 24 hours',
        security,
        body: PutLimitsSchema,
        response: { 200: LimitsSchema, ...errors },
      },
    },
    async (request) => service.putLimits(memberOf(request), request.body.limits),
  );

  app.post(
    '/protection/limits/cancel',
    { ...auth, schema: { tags, summary: 'Cancels a waiting increase or removal', security, body: CancelPendingSchema, response: { 200: LimitsSchema, ...errors } } },
    async (request) => service.cancelPending(memberOf(request), request.body.kind, request.body.period),
  );

  app.post(
    '/protection/time-out',
    { ...auth, schema: { tags, summary: 'A time-out (24 h, 7 days, 30 days, 6 weeks); cannot be shortened or undone', security, body: TimeOutRequestSchema, response: { 200: ProtectionStatusSchema, ...errors } } },
    async (request) => service.timeOut(memberOf(request), request.body.period),
  );

  app.post(
    '/protection/self-exclusion',
    {
      ...auth,
      schema: { tags, summary: 'Self-exclusion (6 months, 1 year, 5 years, permanent); cannot be shortened or undone', security, body: SelfExclusionRequestSchema, response: { 200: ProtectionStatusSchema, ...errors } },
    },
    async (request) => service.selfExclude(memberOf(request), request.body.period),
  );

  app.get(
    '/protection/status',
    { ...auth, schema: { tags, summary: 'Exclusion state and reality-check interval (for the web)', security, response: { 200: ProtectionStatusSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.status(memberOf(request));
    },
  );

  app.put(
    '/protection/reality-check',
    { ...auth, schema: { tags, summary: 'The reality-check interval, 15 to 120 minutes', security, body: RealityCheckSchema, response: { 200: ProtectionStatusSchema, ...errors } } },
    async (request) => service.setRealityCheck(memberOf(request), request.body.minutes),
  );

  app.get(
    '/protection/play-summary',
    { ...auth, schema: { tags, summary: 'Stakes, wins and net result since a time (the reality check)', security, querystring: PlaySummaryQuerySchema, response: { 200: PlaySummarySchema, ...errors } } },
    async (request) => service.playSummary(memberOf(request), new Date(request.query.since)),
  );

  app.get(
    '/protection/statement',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Monthly account statement (deposits, withdrawals, bets, wins, bonuses) as CSV or PDF',
        security,
        querystring: StatementQuerySchema,
        produces: ['text/csv', 'application/pdf'],
        response: { 200: z.any().describe('text/csv or application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const s = await service.statement(memberOf(request), request.query.month, request.query.format);
      reply.header('content-type', s.contentType).header('content-disposition', `attachment; filename="${s.filename}"`).header('cache-control', 'no-store');
      return reply.send(s.body);
    },
  );
};

/** The risk team's view (operator roles admin and risk): read a member's protection state, record notes. */
export const operatorProtectionRoutes: FastifyPluginAsyncZod<{ service: ProtectionService }> = async (app, { service }) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin', 'risk')] };
  const opTags = ['operator'];
  const opSecurity = [{ bearer: [] }];

  app.get(
    '/operator/protection/members/:memberId',
    {
      ...guard,
      schema: { tags: opTags, summary: "A member's limits, exclusion, history and notes", security: opSecurity, params: OperatorProtectionQuerySchema, response: { 200: OperatorProtectionViewSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.operatorView(request.params.memberId);
    },
  );

  app.post(
    '/operator/protection/members/:memberId/notes',
    {
      ...guard,
      schema: { tags: opTags, summary: 'Records a note about a member', security: opSecurity, params: OperatorProtectionQuerySchema, body: CreateProtectionNoteSchema, response: { 200: ProtectionNoteSchema, ...errors } },
    },
    async (request) => {
      if (!request.operator) throw unauthorized('Operator login required');
      return service.addNote(request.operator, request.params.memberId, request.body.note, request.ip);
    },
  );
};
