import multipart from '@fastify/multipart';
import {
  ACTIVITY_COMMENT_MAX,
  BonusConvertResultSchema,
  BonusListSchema,
  ErrorBodySchema,
  ErrorCode,
  RewardIdParamsSchema,
  OperatorApplicationDecisionSchema,
  OperatorApplicationImageParamsSchema,
  OperatorApplicationListSchema,
  OperatorApplicationQuerySchema,
  OperatorApplicationSchema,
  OperatorPromotionListSchema,
  OperatorPromotionQuerySchema,
  OperatorPromotionResultSchema,
  OperatorPromotionSchema,
  OperatorRewardCreateSchema,
  OperatorRewardListSchema,
  OperatorRewardQuerySchema,
  PromotionApplyFieldsSchema,
  PromotionDetailSchema,
  PromotionListSchema,
  PromotionQuerySchema,
  RewardClaimResultSchema,
  RewardListSchema,
  RewardSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_IMAGES,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { realMemberId } from '../../lib/caller.ts';
import { sniffImage } from '../../lib/images.ts';
import type { ImageUpload, RewardsService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const realMember = (request: FastifyRequest): number => realMemberId(request, 'for rewards');

/** Member routes: bonuses, reward centre, promotions (list and detail are public; apply needs a real account). */
export const rewardsRoutes: FastifyPluginAsyncZod<{ service: RewardsService }> = async (app, { service }) => {
  await app.register(multipart, {
    // One more file than allowed, so a 4th is seen and refused rather than dropped.
    limits: { files: UPLOAD_MAX_IMAGES + 1, fileSize: UPLOAD_MAX_BYTES, fields: 4, fieldSize: 2048, parts: 8 },
  });
  const auth = { preHandler: app.authenticate };

  app.get('/bonuses', { ...auth, schema: { tags: ['rewards'], summary: "The caller's bonuses: running ones with live wagering progress, then converted and forfeited ones", security, response: { 200: BonusListSchema, ...errors } } }, async (request, reply) => {
    noStore(reply);
    return service.bonuses(realMember(request));
  });

  app.post(
    '/bonuses/:id/convert',
    { ...auth, schema: { tags: ['rewards'], summary: 'Converts a bonus whose wagering is met into cash (exactly once; a repeat returns the same result)', security, params: RewardIdParamsSchema, response: { 200: BonusConvertResultSchema, ...errors } } },
    async (request) => service.convert(realMember(request), BigInt(request.params.id)),
  );

  app.get('/rewards', { ...auth, schema: { tags: ['rewards'], summary: 'Reward centre: claimable rewards and their history', security, response: { 200: RewardListSchema, ...errors } } }, async (request, reply) => {
    noStore(reply);
    return service.rewards(realMember(request));
  });

  app.post(
    '/rewards/:id/claim',
    { ...auth, schema: { tags: ['rewards'], summary: 'Claims a reward into a bonus (once; a repeat returns the same bonus)', security, params: RewardIdParamsSchema, response: { 200: RewardClaimResultSchema, ...errors } } },
    async (request) => service.claim(realMember(request), BigInt(request.params.id)),
  );

  // Promotions are public; a signed-in caller also sees their own status.
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };
  const memberOrNull = (request: FastifyRequest) => (request.auth && request.auth.role !== 'trial' ? request.auth.memberId : null);

  app.get(
    '/promotions',
    { preHandler: optionalAuth, schema: { tags: ['rewards'], summary: 'Promotions: running, coming soon and recently closed, with the caller’s status (SPEC §4)', querystring: PromotionQuerySchema, response: { 200: PromotionListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.promotions(memberOrNull(request), request.query.lang);
    },
  );

  app.get(
    '/promotions/:id',
    { preHandler: optionalAuth, schema: { tags: ['rewards'], summary: 'A promotion with its terms and the caller’s application', params: RewardIdParamsSchema, querystring: PromotionQuerySchema, response: { 200: PromotionDetailSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.promotion(memberOrNull(request), BigInt(request.params.id), request.query.lang);
    },
  );

  app.post(
    '/promotions/:id/apply',
    {
      ...auth,
      schema: {
        tags: ['rewards'],
        summary: `multipart/form-data: comment (≤ ${ACTIVITY_COMMENT_MAX} characters) and up to ${UPLOAD_MAX_IMAGES} files "image" (png/jpeg by content, ≤ 5 MB each). Nothing is stored when any part is refused.`,
        security,
        params: RewardIdParamsSchema,
        querystring: PromotionQuerySchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: PromotionDetailSchema, 413: ErrorBodySchema, 415: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const memberId = realMember(request);
      const { comment, images } = request.isMultipart() ? await readApplication(request) : parseFields(request.body ?? {}, []);
      return service.apply(memberId, BigInt(request.params.id), comment, images, request.query.lang);
    },
  );
};

function parseFields(raw: unknown, images: ImageUpload[]) {
  const parsed = PromotionApplyFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, `The comment may have at most ${ACTIVITY_COMMENT_MAX} characters`, parsed.error.issues.map((i) => ({ field: i.path.join('.'), in: 'body', message: i.message })));
  }
  return { comment: parsed.data.comment, images };
}

/** Reads the application form: the comment and up to 3 images, each checked by its bytes. */
async function readApplication(request: FastifyRequest) {
  const raw: Record<string, string> = {};
  const images: ImageUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'image') throw badRequest(`Unexpected file field "${part.fieldname}"`, undefined, ErrorCode.PROOF_INVALID);
      if (images.length >= UPLOAD_MAX_IMAGES) throw badRequest(`At most ${UPLOAD_MAX_IMAGES} images`, undefined, ErrorCode.PROOF_TOO_MANY);
      const contentType = sniffImage(bytes);
      if (!contentType) throw badRequest('Images must be png or jpg', { file: part.filename }, ErrorCode.PROOF_INVALID);
      images.push({ contentType, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ErrorCode.PROOF_TOO_LARGE, 'An image is larger than 5 MB');
    if (code === 'FST_FILES_LIMIT') throw badRequest(`At most ${UPLOAD_MAX_IMAGES} images`, undefined, ErrorCode.PROOF_TOO_MANY);
    if (code?.startsWith('FST_')) throw badRequest('The form could not be read');
    throw error;
  }
  return parseFields(raw, images);
}

/**
 * Operator routes. Promotions and their applications: admin and the content team (they run the site's
 * campaigns, as announcements and banners). Rewards offered straight to one member (any amount, no
 * application): admin only. Every change is audited.
 */
export const rewardsOperatorRoutes: FastifyPluginAsyncZod<{ service: RewardsService; audit: (request: FastifyRequest, action: string, targetType: string, targetId: string) => Promise<void> }> = async (
  app,
  { service, audit },
) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin', 'content')] };
  const adminOnly = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin')] };
  const operatorId = (request: FastifyRequest) => {
    if (!request.operator) throw unauthorized('Operator login required');
    return request.operator.operatorId;
  };

  app.get(
    '/operator/promotions',
    { ...guard, schema: { tags: ['operator'], summary: 'Promotions as stored (every language written), newest window first, with application counts (admin, content)', security, querystring: OperatorPromotionQuerySchema, response: { 200: OperatorPromotionListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.operatorPromotions(request.query);
    },
  );

  app.post(
    '/operator/promotions/:id/end',
    { ...guard, schema: { tags: ['operator'], summary: 'Ends a running promotion now, or cancels one not started (admin, content)', security, params: RewardIdParamsSchema, response: { 200: OperatorPromotionResultSchema, ...errors } } },
    async (request) => {
      const ended = await service.endPromotion(BigInt(request.params.id));
      await audit(request, 'promotion.end', 'promotion', ended.id);
      return ended;
    },
  );

  app.get(
    '/operator/promotions/applications/:id/images/:position',
    { ...guard, schema: { tags: ['operator'], summary: 'An image a member attached to an application (admin, content)', security, params: OperatorApplicationImageParamsSchema, response: { ...errors } } },
    async (request, reply) => {
      const image = await service.applicationImage(BigInt(request.params.id), request.params.position);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(image.contentType)
        .send(image.bytes as never);
    },
  );

  app.post('/operator/promotions', { ...guard, schema: { tags: ['operator'], summary: 'Creates a promotion; the terms (body) are HTML, sanitised when stored (admin, content)', security, body: OperatorPromotionSchema, response: { 200: OperatorPromotionResultSchema, ...errors } } }, async (request) => {
    const created = await service.createPromotion(request.body);
    await audit(request, 'promotion.create', 'promotion', created.id);
    return created;
  });

  app.put(
    '/operator/promotions/:id',
    { ...guard, schema: { tags: ['operator'], summary: 'Edits a promotion', security, params: RewardIdParamsSchema, body: OperatorPromotionSchema, response: { 200: OperatorPromotionResultSchema, ...errors } } },
    async (request) => {
      const updated = await service.updatePromotion(BigInt(request.params.id), request.body);
      await audit(request, 'promotion.update', 'promotion', updated.id);
      return updated;
    },
  );

  app.get(
    '/operator/promotions/applications',
    { ...guard, schema: { tags: ['operator'], summary: 'Promotion applications, newest first', security, querystring: OperatorApplicationQuerySchema, response: { 200: OperatorApplicationListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.applications(request.query);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/operator/promotions/applications/:id/${decision}`,
      {
        ...guard,
        schema: {
          tags: ['operator'],
          summary: decision === 'approve' ? "Approves an application: grants the promotion's bonus" : 'Rejects an application',
          security,
          params: RewardIdParamsSchema,
          body: OperatorApplicationDecisionSchema,
          response: { 200: OperatorApplicationSchema, ...errors },
        },
      },
      async (request) => {
        const decided = await service.decide(operatorId(request), BigInt(request.params.id), decision, request.body?.reason);
        await audit(request, `promotion_application.${decision}`, 'promotion_application', decided.id);
        return decided;
      },
    );
  }

  app.get(
    '/operator/rewards',
    { ...adminOnly, schema: { tags: ['operator'], summary: 'Rewards offered to members, newest first (admin)', security, querystring: OperatorRewardQuerySchema, response: { 200: OperatorRewardListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.offers(request.query);
    },
  );

  app.post('/operator/rewards', { ...adminOnly, schema: { tags: ['operator'], summary: "Offers a claimable reward in a member's reward centre (idempotent per key)", security, body: OperatorRewardCreateSchema, response: { 200: RewardSchema, ...errors } } }, async (request) => {
    const offer = await service.offerReward(request.body);
    await audit(request, 'reward.offer', 'reward_offer', offer.id);
    return offer;
  });
};
