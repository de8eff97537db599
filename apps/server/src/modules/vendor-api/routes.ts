import {
  HUB88_SIGNATURE_HEADER,
  Hub88BalanceRequestSchema,
  Hub88BalanceResponseSchema,
  Hub88BetRequestSchema,
  Hub88ErrorResponseSchema,
  Hub88RollbackRequestSchema,
  Hub88TransactionResponseSchema,
  Hub88UserInfoRequestSchema,
  Hub88UserInfoResponseSchema,
  Hub88WinRequestSchema,
  type Hub88Response,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyBody } from './signature.ts';
import type { VendorApiService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact body bytes the provider signed (vendor-api routes only). */
    hub88Raw?: string;
    hub88BadJson?: boolean;
  }
}

type Validation = { keyword?: string; instancePath?: string }[];

/** Missing fields or a body that is not an object: WRONG_SYNTAX; a field of the wrong type or form: WRONG_TYPES. */
function classify(body: unknown, validation: Validation): 'RS_ERROR_WRONG_SYNTAX' | 'RS_ERROR_WRONG_TYPES' {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'RS_ERROR_WRONG_SYNTAX';
  for (const issue of validation) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean);
    let value: unknown = body;
    for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    if (value === undefined) return 'RS_ERROR_WRONG_SYNTAX';
  }
  return 'RS_ERROR_WRONG_TYPES';
}

function echoUuid(body: unknown): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as { request_uuid?: unknown }).request_uuid : undefined;
  return typeof value === 'string' && value.length <= 100 ? value : undefined;
}

/**
 * The Hub88 wallet API (`/api/v1/providers/hub88/...`). Protocol errors are HTTP 200 with a status,
 * as Hub88 expects; the signature is checked on the raw body before anything else.
 */
export const hub88Routes: FastifyPluginAsyncZod<{ service: VendorApiService }> = async (app, { service }) => {
  // Keep the raw body: the signature covers its exact bytes. Any content type is read as text so a
  // malformed request still gets a Hub88 answer (RS_ERROR_WRONG_SYNTAX) instead of an HTTP error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    const raw = body as string;
    request.hub88Raw = raw;
    try {
      done(null, JSON.parse(raw));
    } catch {
      request.hub88BadJson = true;
      done(null, {});
    }
  });

  async function answer<T>(request: FastifyRequest, run: (body: T) => Promise<Hub88Response>): Promise<Hub88Response> {
    const body = request.body;
    const requestUuid = echoUuid(body);
    let publicKey;
    try {
      ({ publicKey } = await service.keys.get());
    } catch (error) {
      request.log.error({ err: error }, 'hub88: provider key unavailable');
      return { status: 'RS_ERROR_UNKNOWN', request_uuid: requestUuid };
    }
    const signature = request.headers[HUB88_SIGNATURE_HEADER];
    if (!verifyBody(request.hub88Raw ?? '', typeof signature === 'string' ? signature : undefined, publicKey)) {
      return { status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: requestUuid };
    }
    if (request.hub88BadJson) return { status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: requestUuid };
    const error = request.validationError as (Error & { validation?: Validation }) | undefined;
    if (error) return { status: classify(body, error.validation ?? []), request_uuid: requestUuid };
    return run(body as T);
  }
  // Every answer counted by endpoint and Hub88 status, refusals included (/metrics).
  app.addHook('onSend', async (request, _reply, payload) => {
    const status = typeof payload === 'string' ? /"status":"([A-Z_]+)"/.exec(payload)?.[1] : undefined;
    app.metrics.providerAnswers.inc({ endpoint: request.routeOptions.url ?? 'unmatched', status: status ?? 'none' });
    return payload;
  });

  // Loose: the validated value replaces request.headers, so every other header must survive.
  const common = { tags: ['providers'], headers: z.looseObject({ [HUB88_SIGNATURE_HEADER]: z.string().optional() }) } as const;
  // Every route: a failed validation is answered by `answer()` in the protocol's terms. Server-to-server calls
  // with small signed JSON bodies: no browser security headers (helmet), no response compression (answers are
  // far below its 1 KiB threshold) and no request decompression (the signature covers the bytes as sent). Each
  // skipped hook is work on every wallet call (docs/decisions/0090, "ninth session").
  const options = { attachValidation: true, helmet: false, compress: false, decompress: false } as const;

  app.post(
    '/user/info',
    {
      ...options,
      schema: {
        ...common,
        summary: 'Hub88: player details',
        body: Hub88UserInfoRequestSchema,
        response: { 200: z.union([Hub88UserInfoResponseSchema, Hub88ErrorResponseSchema]) },
      },
    },
    (request) => answer(request, (body: z.infer<typeof Hub88UserInfoRequestSchema>) => service.userInfo(body)),
  );

  app.post(
    '/user/balance',
    {
      ...options,
      schema: {
        ...common,
        summary: 'Hub88: player balance (integer scaled by 100000)',
        body: Hub88BalanceRequestSchema,
        response: { 200: z.union([Hub88BalanceResponseSchema, Hub88ErrorResponseSchema]) },
      },
    },
    (request) => answer(request, (body: z.infer<typeof Hub88BalanceRequestSchema>) => service.balance(body)),
  );

  app.post(
    '/transaction/bet',
    {
      ...options,
      schema: {
        ...common,
        summary: 'Hub88: debit a bet, at most once per transaction_uuid',
        body: Hub88BetRequestSchema,
        response: { 200: z.union([Hub88TransactionResponseSchema, Hub88ErrorResponseSchema]) },
      },
    },
    (request) => answer(request, (body: z.infer<typeof Hub88BetRequestSchema>) => service.bet(body)),
  );

  app.post(
    '/transaction/win',
    {
      ...options,
      schema: {
        ...common,
        summary: 'Hub88: credit a win for an earlier bet (reference_transaction_uuid)',
        body: Hub88WinRequestSchema,
        response: { 200: z.union([Hub88TransactionResponseSchema, Hub88ErrorResponseSchema]) },
      },
    },
    (request) => answer(request, (body: z.infer<typeof Hub88WinRequestSchema>) => service.win(body)),
  );

  app.post(
    '/transaction/rollback',
    {
      ...options,
      schema: {
        ...common,
        summary: 'Hub88: reverse a bet or win; a rollback of an unseen bet refuses that bet later',
        body: Hub88RollbackRequestSchema,
        response: { 200: z.union([Hub88TransactionResponseSchema, Hub88ErrorResponseSchema]) },
      },
    },
    (request) => answer(request, (body: z.infer<typeof Hub88RollbackRequestSchema>) => service.rollback(body)),
  );
};
