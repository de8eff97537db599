import multipart from '@fastify/multipart';
import { ContentImageSchema, ErrorBodySchema, ErrorCode, PROOF_MAX_BYTES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { ContentImagesService } from './images-service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** Operator content images: upload (roles admin, content) and the public address they are served from. */
export const contentImageRoutes: FastifyPluginAsyncZod<{ service: ContentImagesService }> = async (app, { service }) => {
  // One file more than allowed, so a second one is seen and refused rather than silently dropped.
  await app.register(multipart, { limits: { files: 2, fileSize: PROOF_MAX_BYTES, fields: 0, parts: 2 } });

  app.post(
    '/operator/content/images',
    {
      preHandler: [app.operatorAuthenticate, app.operatorRole('admin', 'content')],
      bodyLimit: 2 * PROOF_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['operator'],
        summary:
          'multipart/form-data with one file "image": png or jpeg told by its bytes, at most 5 MB; answers its public url (same bytes, same image). For <img> in announcements, messages and help (admin, content)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: ContentImageSchema, 201: ContentImageSchema, ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send multipart/form-data with one file "image"');
      const bytes = await readImage(request);
      const { image, created } = await service.store(bytes, request.operator!.operatorId);
      if (created) {
        await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.image_upload', targetType: 'content_image', targetId: image.id, after: image, ip: request.ip });
      }
      return reply.code(created ? 201 : 200).send(image);
    },
  );

  app.get(
    '/content/images/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'An operator content image, with the type told by its bytes (png or jpeg); never sniffed, sandboxed if opened as a page',
        params: z.object({ id: z.string().uuid() }),
        response: { 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const image = await service.get(request.params.id);
      return reply
        // An id names one set of bytes for ever: caches may keep it.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .type(image.contentType)
        .send(image.bytes as never);
    },
  );
};

/** The one file "image" of the form; anything else refuses the upload before anything is stored. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw badRequest(`Unexpected field "${part.fieldname}"`);
      if (part.fieldname !== 'image') {
        await part.toBuffer();
        throw badRequest(`Unexpected file field "${part.fieldname}"; send one file "image"`);
      }
      if (bytes) throw badRequest('One image per upload');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'An image is at most 5 MB');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('One image per upload');
    if (code === 'FST_FIELDS_LIMIT') throw badRequest('Send one file "image" and nothing else');
    if (code?.startsWith('FST_')) throw badRequest('The form could not be read');
    throw error;
  }
  if (!bytes) throw badRequest('Send one file "image"', { missing: ['image'] }, ErrorCode.VALIDATION_ERROR);
  return bytes;
}
