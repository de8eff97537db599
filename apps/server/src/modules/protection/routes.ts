import multipart from '@fastify/multipart';
import {
  CancelPendingSchema,
  CreateProtectionNoteSchema,
  ErrorBodySchema,
  KYC_MAX_BYTES,
  KYC_MAX_FILES,
  KycDocumentParamsSchema,
  KycViewSchema,
  OperatorKycDocumentParamsSchema,
  OperatorKycListSchema,
  OperatorKycCaseSchema,
  OperatorKycParamsSchema,
  OperatorKycQuerySchema,
  OperatorKycRejectSchema,
  ProtectionErrorCode,
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/images.ts';
import type { KycUpload, ProtectionService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['protection'];

function memberOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.memberId;
}

/** Member routes (docs/protection.md): limits, time-out, self-exclusion, reality check, statement. */
export const protectionRoutes: FastifyPluginAsyncZod<{ service: ProtectionService }> = async (app, { service }) => {
  // One more file than allowed, so a 4th is seen and refused with KYC_TOO_MANY_DOCUMENTS rather than dropped.
  await app.register(multipart, { limits: { files: KYC_MAX_FILES + 1, fileSize: KYC_MAX_BYTES, fields: 4, fieldSize: 256, parts: 8 } });
  const auth = { preHandler: app.authenticate };

  app.get(
    '/protection/kyc',
    { ...auth, schema: { tags, summary: 'Identity verification (KYC): status, the deposit threshold and the documents on file', security, response: { 200: KycViewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.kyc(memberOf(request));
    },
  );

  app.post(
    '/protection/kyc/documents',
    {
      ...auth,
      schema: {
        tags,
        summary: 'multipart/form-data: 1-3 files "document" (png/jpeg by content, <= 5 MB each); puts the verification in review',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: KycViewSchema, ...errors },
      },
    },
    async (request) => {
      const memberId = memberOf(request);
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
      return service.uploadKyc(memberId, await readDocuments(request));
    },
  );

  app.get(
    '/protection/kyc/documents/:id',
    { ...auth, schema: { tags, summary: 'One of your own identity document images', security, params: KycDocumentParamsSchema, response: { ...errors } } },
    async (request, reply) => {
      const doc = await service.kycDocument(memberOf(request), BigInt(request.params.id));
      return sendImage(reply, doc);
    },
  );

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

/** Serves a stored image: never cached, never sniffed, never rendered as anything but an image download. */
function sendImage(reply: FastifyReply, doc: { contentType: string; bytes: Buffer }) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .type(doc.contentType)
    .send(doc.bytes as never);
}

/** Reads the upload: only "document" files, each an image by its bytes; a bad one refuses the whole upload. */
async function readDocuments(request: FastifyRequest): Promise<KycUpload[]> {
  const files: KycUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'document') {
        await part.toBuffer();
        throw badRequest(`Unexpected file field "${part.fieldname}"`, undefined, ProtectionErrorCode.KYC_DOCUMENT_INVALID);
      }
      if (files.length >= KYC_MAX_FILES) throw badRequest(`At most ${KYC_MAX_FILES} images per upload`, { max: KYC_MAX_FILES }, ProtectionErrorCode.KYC_TOO_MANY_DOCUMENTS);
      const bytes = await part.toBuffer();
      const contentType = sniffImage(bytes);
      if (!contentType) throw badRequest('Identity documents must be png or jpg images', { file: part.filename }, ProtectionErrorCode.KYC_DOCUMENT_INVALID);
      files.push({ contentType, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ProtectionErrorCode.KYC_DOCUMENT_TOO_LARGE, 'An image is larger than 5 MB', { maxBytes: KYC_MAX_BYTES });
    if (code === 'FST_FILES_LIMIT') throw badRequest(`At most ${KYC_MAX_FILES} images per upload`, { max: KYC_MAX_FILES }, ProtectionErrorCode.KYC_TOO_MANY_DOCUMENTS);
    if (code?.startsWith('FST_')) throw badRequest('The form could not be read');
    throw error;
  }
  return files;
}

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

  app.get(
    '/operator/kyc',
    { ...guard, schema: { tags: opTags, summary: 'KYC review queue (default: waiting for review, oldest first)', security: opSecurity, querystring: OperatorKycQuerySchema, response: { 200: OperatorKycListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.kycQueue(request.query.status);
    },
  );

  app.get(
    '/operator/kyc/:id/documents/:documentId',
    { ...guard, schema: { tags: opTags, summary: "A member's identity document image", security: opSecurity, params: OperatorKycDocumentParamsSchema, response: { ...errors } } },
    async (request, reply) => sendImage(reply, await service.operatorKycDocument(request.params.id, BigInt(request.params.documentId))),
  );

  app.post(
    '/operator/kyc/:id/approve',
    { ...guard, schema: { tags: opTags, summary: "Approves a member's identity documents (deposits open again)", security: opSecurity, params: OperatorKycParamsSchema, response: { 200: OperatorKycCaseSchema, ...errors } } },
    async (request) => {
      if (!request.operator) throw unauthorized('Operator login required');
      return service.reviewKyc(request.operator, request.params.id, { approve: true }, request.ip);
    },
  );

  app.post(
    '/operator/kyc/:id/reject',
    {
      ...guard,
      schema: { tags: opTags, summary: 'Rejects the documents with a reason the member reads; they may upload again', security: opSecurity, params: OperatorKycParamsSchema, body: OperatorKycRejectSchema, response: { 200: OperatorKycCaseSchema, ...errors } },
    },
    async (request) => {
      if (!request.operator) throw unauthorized('Operator login required');
      return service.reviewKyc(request.operator, request.params.id, { approve: false, reason: request.body.reason }, request.ip);
    },
  );
};
