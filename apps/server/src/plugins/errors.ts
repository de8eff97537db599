import { ErrorCode } from '@app/contracts';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.BAD_REQUEST,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.BAD_REQUEST,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.BAD_REQUEST,
  FST_ERR_VALIDATION: ErrorCode.VALIDATION_ERROR,
};

/**
 * The one error handler: every failure leaves as `{code, message, details?}`.
 * Client errors keep their message; 5xx bodies never carry internals (they are logged instead).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send({ code: error.code, message: error.message, details: error.details });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send({
          code: ErrorCode.VALIDATION_ERROR,
          message: 'The request is not valid',
          details: error.validation.map((v) => ({
            field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            in: error.validationContext,
            message: v.message,
          })),
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply.status(500).send({ code: ErrorCode.INTERNAL_ERROR, message: 'Internal server error' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({
          code: status === 503 ? ErrorCode.SERVICE_UNAVAILABLE : ErrorCode.INTERNAL_ERROR,
          message: status === 503 ? 'Service unavailable' : 'Internal server error',
        });
      }
      const code = (error.code && FASTIFY_CODES[error.code]) ?? (status === 429 ? ErrorCode.TOO_MANY_REQUESTS : ErrorCode.BAD_REQUEST);
      return reply.status(status).send({ code, message: error.message });
    });
  },
  { name: 'errors' },
);
