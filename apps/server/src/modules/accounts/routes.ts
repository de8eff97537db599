import {
  AffiliateCheckQuerySchema,
  AffiliateCheckResponseSchema,
  BindBankNameRequestSchema,
  BindEmailRequestSchema,
  CaptchaSchema,
  ChangePasswordPayloadSchema,
  CountryListSchema,
  EncryptedEnvelopeSchema,
  ErrorCode,
  ErrorBodySchema,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  FreePlayRequestSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  LoginSmsRequestSchema,
  LoginSuccessSchema,
  MemberInfoSchema,
  PasswordSmsRequestSchema,
  PaymentPasswordRequestSchema,
  PhonePasswordPayloadSchema,
  PublicKeySchema,
  RegisterRequestSchema,
  RegisterSettingsSchema,
  RegisterSmsRequestSchema,
  ResetPasswordRequestSchema,
  SessionIdParamsSchema,
  SessionListSchema,
  SmsCodeResponseSchema,
  TotpCodeRequestSchema,
  TotpSetupResponseSchema,
  TwoFactorSmsRequestSchema,
  TwoFactorVerifyRequestSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { AuthContext } from '../sessions/service.ts';
import type { EnvelopeKeys } from './crypto-envelope.ts';
import type { AccountsService, RequestContext } from './service.ts';
import type { CaptchaService } from './verifiers.ts';

/** Encrypted calls accept any object here and refuse plaintext in the handler (400 ENCRYPTION_REQUIRED). */
const EnvelopeBody = EncryptedEnvelopeSchema.partial().loose().describe('EncryptedEnvelope {keyId, key, iv, data} (all base64)');
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema, 423: ErrorBodySchema, 429: ErrorBodySchema };
const noContent = { 204: z.null(), ...errors };

/** True when any string inside holds a NUL character (PostgreSQL text cannot store one). */

/** The site language the page is shown in (the web sends it as X-Language), for texts such as SMS. */
function siteLanguage(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const value = request.headers['x-language'];
  return typeof value === 'string' && /^[A-Za-z-]{2,8}$/.test(value) ? value : undefined;
}
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasNul(v, depth + 1));
}

function ctxOf(request: FastifyRequest): RequestContext {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 400) : null, origin: `${request.protocol}://${request.host}` };
}

function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountsService; keys: EnvelopeKeys; captcha: CaptchaService }> = async (
  app,
  { service, keys, captcha },
) => {
  const tags = ['accounts'];
  const security = [{ bearer: [] }];
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      throw badRequest('Text must not contain NUL characters', [{ field: '', message: 'NUL character' }], ErrorCode.VALIDATION_ERROR);
    }
  });
  const auth = { preHandler: app.authenticate };
  const real = { preHandler: [app.authenticate, app.requireRealAccount] };

  // ---------------------------------------------------------------- public key, captcha

  app.get('/auth/public-key', { schema: { tags, summary: 'RSA public key for encrypted payloads (rotates every 6 h)', response: { 200: PublicKeySchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return keys.publicKey();
  });

  app.get('/auth/captcha', { schema: { tags, summary: 'Image captcha (single use, 5 minutes)', response: { 200: CaptchaSchema, 429: ErrorBodySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.create(request.ip);
  });

  // ---------------------------------------------------------------- login

  app.post(
    '/auth/login',
    { schema: { tags, summary: 'Log in by username + password or mobile + SMS code (encrypted payload)', body: EnvelopeBody, response: { 200: LoginResponseSchema, ...errors } } },
    async (request) => service.login(await keys.open(request.body, LoginPayloadSchema), ctxOf(request)),
  );

  app.post(
    '/auth/login/verify',
    { schema: { tags, summary: 'Answer the new-IP second factor', body: TwoFactorVerifyRequestSchema, response: { 200: LoginSuccessSchema, ...errors } } },
    async (request) => service.verifyChallenge(request.body, ctxOf(request)),
  );

  app.post(
    '/auth/login/verify/sms',
    { schema: { tags, summary: 'Send the second-factor SMS code to the bound mobile', body: TwoFactorSmsRequestSchema, response: { 200: SmsCodeResponseSchema, ...errors } } },
    async (request) => service.sendChallengeSms(request.body.challengeId, ctxOf(request)),
  );

  app.delete('/auth/session', { ...auth, schema: { tags, security, summary: 'Log out (revokes this session)', response: noContent } }, async (request, reply) => {
    await service.logout(authOf(request));
    return reply.status(204).send(null);
  });

  app.get('/members/me', { ...auth, schema: { tags, security, summary: 'Member info for the header', response: { 200: MemberInfoSchema, 401: ErrorBodySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.memberInfo(authOf(request).memberId);
  });

  app.post('/auth/first-login', { ...auth, schema: { tags, security, summary: 'Mark the first login done (idempotent)', response: noContent } }, async (request, reply) => {
    await service.firstLogin(authOf(request), request.ip);
    return reply.status(204).send(null);
  });

  // ---------------------------------------------------------------- registration

  app.get('/auth/register/settings', { schema: { tags, summary: 'Registration fields and rules', response: { 200: RegisterSettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return service.registerSettings();
  });

  app.get('/auth/countries', { schema: { tags, summary: 'Country dialing codes (TH first)', response: { 200: CountryListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return service.countryList();
  });

  app.get(
    '/auth/affiliate/check',
    { schema: { tags, summary: "Is this an agent's invitation code on one of our domains", querystring: AffiliateCheckQuerySchema, response: { 200: AffiliateCheckResponseSchema, ...errors } } },
    async (request) => ({ valid: await service.affiliateValid(request.query.code, request.query.domain) }),
  );

  app.put(
    '/auth/register',
    { schema: { tags, summary: 'Register by username (logs in)', body: RegisterRequestSchema, response: { 200: LoginSuccessSchema, ...errors } } },
    async (request) => service.register(request.body, 'username', ctxOf(request)),
  );

  app.put(
    '/auth/register/mobile',
    { schema: { tags, summary: 'Register by mobile number (logs in)', body: RegisterRequestSchema, response: { 200: LoginSuccessSchema, ...errors } } },
    async (request) => service.register(request.body, 'mobile', ctxOf(request)),
  );

  // ---------------------------------------------------------------- SMS codes

  app.post(
    '/auth/sms/login-code',
    { schema: { tags, summary: 'SMS code for login (same answer whether or not the number is registered)', body: LoginSmsRequestSchema, response: { 200: SmsCodeResponseSchema, ...errors, 503: ErrorBodySchema } } },
    async (request) => service.requestLoginCode(request.body, request.ip, siteLanguage(request)),
  );

  app.post(
    '/auth/sms/register-code',
    { schema: { tags, summary: 'SMS code for registration', body: RegisterSmsRequestSchema, response: { 200: SmsCodeResponseSchema, ...errors, 503: ErrorBodySchema } } },
    async (request) => service.requestRegisterCode(request.body, request.ip, siteLanguage(request)),
  );

  app.post(
    '/auth/sms/password-code',
    { schema: { tags, summary: 'SMS code for setting a password by phone (no enumeration)', body: PasswordSmsRequestSchema, response: { 200: SmsCodeResponseSchema, ...errors, 503: ErrorBodySchema } } },
    async (request) => service.requestPasswordCode(request.body, request.ip, siteLanguage(request)),
  );

  // ---------------------------------------------------------------- trial

  app.post(
    '/auth/free-play',
    { schema: { tags, summary: 'Trial account with a demo balance (logs in)', body: FreePlayRequestSchema, response: { 200: LoginSuccessSchema, ...errors } } },
    async (request) => service.freePlay(ctxOf(request)),
  );

  // ---------------------------------------------------------------- passwords

  app.post(
    '/auth/password',
    { ...auth, schema: { tags, security, summary: 'Change password (encrypted payload); other sessions are revoked', body: EnvelopeBody, response: noContent } },
    async (request, reply) => {
      const payload = await keys.open(request.body, ChangePasswordPayloadSchema);
      await service.changePassword(authOf(request), payload, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password/forgot',
    { schema: { tags, summary: 'Mail a reset link (form-urlencoded; always answers sent)', body: ForgotPasswordRequestSchema, response: { 200: ForgotPasswordResponseSchema, ...errors } } },
    async (request) => {
      await service.forgotPassword(request.body, ctxOf(request));
      return { sent: true as const };
    },
  );

  app.post(
    '/auth/password/reset',
    { schema: { tags, summary: 'Set a new password with a mailed token (single use)', body: ResetPasswordRequestSchema, response: noContent } },
    async (request, reply) => {
      await service.resetPassword(request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password/phone',
    { schema: { tags, summary: 'Set a password with an SMS code (encrypted payload; logs in)', body: EnvelopeBody, response: { 200: LoginSuccessSchema, ...errors } } },
    async (request) => service.passwordByPhone(await keys.open(request.body, PhonePasswordPayloadSchema), ctxOf(request)),
  );

  // ---------------------------------------------------------------- security centre

  app.get('/auth/sessions', { ...auth, schema: { tags, security, summary: 'My live sessions', response: { 200: SessionListSchema, 401: ErrorBodySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.listSessions(authOf(request));
  });

  app.delete(
    '/auth/sessions/:id',
    { ...auth, schema: { tags, security, summary: 'Revoke one of my sessions', params: SessionIdParamsSchema, response: { ...noContent, 404: ErrorBodySchema } } },
    async (request, reply) => {
      await service.revokeSession(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post('/auth/totp/setup', { ...real, schema: { tags, security, summary: 'Start authenticator enrolment', response: { 200: TotpSetupResponseSchema, ...errors } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.totpSetup(authOf(request));
  });

  app.post('/auth/totp/enable', { ...real, schema: { tags, security, summary: 'Confirm the authenticator with a code', body: TotpCodeRequestSchema, response: noContent } }, async (request, reply) => {
    await service.totpEnable(authOf(request), request.body.code, request.ip);
    return reply.status(204).send(null);
  });

  app.delete('/auth/totp', { ...real, schema: { tags, security, summary: 'Remove the authenticator (needs a current code)', body: TotpCodeRequestSchema, response: noContent } }, async (request, reply) => {
    await service.totpDisable(authOf(request), request.body.code, request.ip);
    return reply.status(204).send(null);
  });

  app.put('/auth/security/email', { ...real, schema: { tags, security, summary: 'Bind an email (second factor, password reset)', body: BindEmailRequestSchema, response: noContent } }, async (request, reply) => {
    await service.bindEmail(authOf(request), request.body.email, request.ip);
    return reply.status(204).send(null);
  });

  app.put(
    '/auth/security/bank-name',
    { ...real, schema: { tags, security, summary: 'Bind the bank account holder name (second factor)', body: BindBankNameRequestSchema, response: noContent } },
    async (request, reply) => {
      await service.bindBankName(authOf(request), request.body.bankAccountName, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/auth/payment-password',
    { ...real, schema: { tags, security, summary: 'Set the payment password (needs the login password)', body: PaymentPasswordRequestSchema, response: noContent } },
    async (request, reply) => {
      await service.setPaymentPassword(authOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};
