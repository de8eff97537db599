import multipart from '@fastify/multipart';
import {
  BankAccountStateSchema,
  BindBankAccountSchema,
  ConfirmWithdrawalFieldsSchema,
  CreateDepositResultSchema,
  CreateDepositSchema,
  CreateUplineTransferSchema,
  CreateWithdrawalSchema,
  DepositListQuerySchema,
  DepositListSchema,
  DepositMethodsSchema,
  DepositSchema,
  ErrorBodySchema,
  ErrorCode,
  GatewayCallbackAckSchema,
  PageQuerySchema,
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  UplineInfoSchema,
  UplineTransferListSchema,
  UplineTransferSchema,
  WithdrawalListQuerySchema,
  WithdrawalListSchema,
  WithdrawalSchema,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/images.ts';
import type { PaymentsService, ProofUpload } from './service.ts';

const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const IdParams = z.object({ id: z.string().max(20) });
const ProofParams = z.object({ id: z.string().max(20), proofId: z.string().max(20) });

/** The authenticated real member (trial accounts are refused on every payments call). */
function memberOf(request: FastifyRequest): number {
  const auth = request.auth;
  if (!auth) throw unauthorized();
  if (auth.role === 'trial') throw forbidden('A real account is needed for payments', ErrorCode.TRIAL_NOT_ALLOWED);
  return auth.memberId;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Member routes: deposits, bank account, withdrawals (+ receipt confirmation), transfer to upline. */
export const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  await app.register(multipart, {
    // One more than allowed, so a 4th file is seen and refused with PROOF_TOO_MANY rather than dropped.
    limits: { files: PROOF_MAX_FILES + 1, fileSize: PROOF_MAX_BYTES, fields: 10, fieldSize: 2048, parts: 16 },
  });
  const auth = { preHandler: app.authenticate };

  app.get(
    '/payments/deposit-methods',
    { ...auth, schema: { tags: ['payments'], summary: 'Deposit methods, limits and the receiving bank account', security, response: { 200: DepositMethodsSchema, ...errors } } },
    async (request, reply) => {
      const memberId = memberOf(request);
      noStore(reply);
      const { currency } = await app.wallet.balanceOf(memberId);
      return service.depositMethods(currency);
    },
  );

  app.post(
    '/payments/deposits',
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'Starts a deposit: GATEWAY returns the hosted payment page; BANK_TRANSFER waits for an operator. Idempotent per requestId.',
        security,
        body: CreateDepositSchema,
        response: { 200: CreateDepositResultSchema, ...errors, 502: ErrorBodySchema },
      },
    },
    async (request) => service.createDeposit(memberOf(request), request.body),
  );

  app.get(
    '/payments/deposits',
    { ...auth, schema: { tags: ['payments'], summary: 'Deposit records, newest first', security, querystring: DepositListQuerySchema, response: { 200: DepositListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.listDeposits(memberOf(request), request.query);
    },
  );

  app.get(
    '/payments/deposits/:id',
    { ...auth, schema: { tags: ['payments'], summary: 'One deposit of the caller', security, params: IdParams, response: { 200: DepositSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.getDeposit(memberOf(request), request.params.id);
    },
  );

  app.get(
    '/payments/bank-account',
    { ...auth, schema: { tags: ['payments'], summary: 'The bound payout bank account (number masked)', security, response: { 200: BankAccountStateSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.bankAccount(memberOf(request));
    },
  );

  app.get(
    '/payments/banks',
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: "The payout banks of the brand's country to choose from at withdrawal (empty list: the bank name is typed)",
        security,
        response: {
          200: z.object({ country: z.string().nullable(), banks: z.array(z.object({ code: z.string(), name: z.string(), localName: z.string() })) }),
          ...errors,
        },
      },
    },
    async (request) => service.banks(memberOf(request)),
  );

  app.put(
    '/payments/bank-account',
    {
      ...auth,
      schema: { tags: ['payments'], summary: 'Binds the payout bank account (payment password required)', security, body: BindBankAccountSchema, response: { 200: BankAccountStateSchema, ...errors } },
    },
    async (request) => service.bindBankAccount(memberOf(request), request.body),
  );

  app.post(
    '/payments/withdrawals',
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'Requests a withdrawal to the bound account; the amount is held until an operator decides. Idempotent per requestId.',
        security,
        body: CreateWithdrawalSchema,
        response: { 200: WithdrawalSchema, ...errors },
      },
    },
    async (request) => service.createWithdrawal(memberOf(request), request.body),
  );

  app.get(
    '/payments/withdrawals',
    { ...auth, schema: { tags: ['payments'], summary: 'Withdrawal records, newest first', security, querystring: WithdrawalListQuerySchema, response: { 200: WithdrawalListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.listWithdrawals(memberOf(request), request.query);
    },
  );

  app.get(
    '/payments/withdrawals/:id',
    { ...auth, schema: { tags: ['payments'], summary: 'One withdrawal of the caller', security, params: IdParams, response: { 200: WithdrawalSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.getWithdrawal(memberOf(request), request.params.id);
    },
  );

  app.post(
    '/payments/withdrawals/:id/confirm',
    {
      ...auth,
      bodyLimit: (PROOF_MAX_FILES + 1) * PROOF_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['payments'],
        summary:
          'multipart/form-data: answer=RECEIVED|PARTIAL|NOT_RECEIVED, receivedAmount (PARTIAL), note, up to 3 files "proof" (png/jpeg by content, <= 5 MB each; NOT_RECEIVED needs one)',
        security,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: WithdrawalSchema, ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema },
      },
    },
    async (request) => {
      const memberId = memberOf(request);
      if (!request.isMultipart()) throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send multipart/form-data');
      const { fields, proofs } = await readConfirmation(request);
      return service.confirmWithdrawal(memberId, request.params.id, fields, proofs);
    },
  );

  app.get(
    '/payments/withdrawals/:id/proofs/:proofId',
    { ...auth, schema: { tags: ['payments'], summary: 'A proof image the caller uploaded', security, params: ProofParams, response: { ...errors } } },
    async (request, reply) => {
      const p = await service.proof(memberOf(request), request.params.id, request.params.proofId);
      return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(p.contentType).send(p.bytes as never);
    },
  );

  app.get(
    '/payments/upline',
    { ...auth, schema: { tags: ['payments'], summary: "The caller's upline (null when none)", security, response: { 200: UplineInfoSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.uplineInfo(memberOf(request));
    },
  );

  app.post(
    '/payments/upline-transfers',
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: "Moves money to the upline agent's wallet (payment password required); once per requestId",
        security,
        body: CreateUplineTransferSchema,
        response: { 200: UplineTransferSchema, ...errors },
      },
    },
    async (request) => service.transferToUpline(memberOf(request), request.body),
  );

  app.get(
    '/payments/upline-transfers',
    { ...auth, schema: { tags: ['payments'], summary: 'Transfers to the upline, newest first', security, querystring: PageQuerySchema, response: { 200: UplineTransferListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.listUpline(memberOf(request), request.query);
    },
  );
};

/** Reads the confirm form: fields and up to 3 images, each checked by its bytes. */
async function readConfirmation(request: FastifyRequest) {
  const raw: Record<string, string> = {};
  const proofs: ProofUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'proof') {
          await part.toBuffer();
          throw badRequest(`Unexpected file field "${part.fieldname}"`, undefined, ErrorCode.PROOF_INVALID);
        }
        if (proofs.length >= PROOF_MAX_FILES) throw badRequest(`At most ${PROOF_MAX_FILES} proof images`, undefined, ErrorCode.PROOF_TOO_MANY);
        const bytes = await part.toBuffer();
        const contentType = sniffImage(bytes);
        if (!contentType) throw badRequest('Proof images must be png or jpg', { file: part.filename }, ErrorCode.PROOF_INVALID);
        proofs.push({ contentType, bytes });
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ErrorCode.PROOF_TOO_LARGE, 'A proof image is larger than 5 MB');
    if (code === 'FST_FILES_LIMIT') throw badRequest(`At most ${PROOF_MAX_FILES} proof images`, undefined, ErrorCode.PROOF_TOO_MANY);
    if (code?.startsWith('FST_')) throw badRequest('The form could not be read');
    throw error;
  }
  const parsed = ConfirmWithdrawalFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'The request is not valid', parsed.error.issues.map((i) => ({ field: i.path.join('.'), in: 'body', message: i.message })));
  }
  return { fields: parsed.data, proofs };
}

/** The gateway's asynchronous callback: the raw body is kept for the signature check. */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/gateway/:gateway/callback',
    {
      schema: {
        tags: ['payments'],
        summary: 'Signed gateway callback (HMAC-SHA256 over "timestamp.body"); credits a deposit exactly once. Any non-2xx makes the gateway retry.',
        params: z.object({ gateway: z.string().regex(/^[a-z0-9_]{2,32}$/) }),
        body: z.string(),
        response: { 200: GatewayCallbackAckSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.handleCallback(request.params.gateway, request.headers, request.body);
      return { ok: true as const, status: result.status };
    },
  );
};
