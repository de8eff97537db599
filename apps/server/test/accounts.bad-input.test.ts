import { ErrorCode } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSession, sealFor } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Table-driven bad input against every accounts call with a body: each listed field is in turn
 * removed, given a wrong type, 10k characters, unicode/emoji, a NUL, an SQL payload and a script
 * payload. Every answer must be a 4xx with a known, stable error code; never a 500; and no
 * account may appear. Each base body is refused by a check that runs last (wrong captcha, code,
 * token or password), so nothing a mutation leaves valid can succeed either.
 */
let t: TestApp;
let token = '';
let ipCounter = 0;
const freshIp = () => `10.4.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const BAD_VALUES: [string, unknown][] = [
  ['missing', undefined],
  ['number', 12345],
  ['boolean', true],
  ['null', null],
  ['array', ['x']],
  ['object', { a: 1 }],
  ['10k chars', 'a'.repeat(10_000)],
  ['unicode', '🎰ทดสอบ名前'],
  ['NUL', 'abc\u0000def'],
  ['sql', "' OR 1=1 --"],
  ['script', '<script>alert(1)</script>'],
];

interface Call {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  auth?: boolean;
  encrypted?: boolean;
  form?: boolean;
  base: () => Record<string, unknown>;
  fields: string[];
  /** The base body itself succeeds (the call has no later check to fail on); only mutations must fail. */
  baseOk?: boolean;
}

const CALLS: Call[] = [
  {
    name: 'login',
    method: 'POST',
    url: '/api/v1/auth/login',
    encrypted: true,
    base: () => ({ type: 'username', username: 'nobody_here', password: 'Wrong1234!', captcha: 'ZZZZZ', captchaId: randomUUID() }),
    fields: ['type', 'username', 'password', 'captcha', 'captchaId', 'countryDialingCode', 'portal', 'rememberMe'],
  },
  {
    name: 'login sms',
    method: 'POST',
    url: '/api/v1/auth/login',
    encrypted: true,
    base: () => ({ type: 'sms', username: '899990000', password: '000000', countryDialingCode: '+66' }),
    fields: ['username', 'password', 'countryDialingCode'],
  },
  {
    name: 'verify second factor',
    method: 'POST',
    url: '/api/v1/auth/login/verify',
    base: () => ({ challengeId: randomUUID(), method: 'EMAIL', value: 'x@example.com' }),
    fields: ['challengeId', 'method', 'value'],
  },
  { name: 'second factor sms', method: 'POST', url: '/api/v1/auth/login/verify/sms', base: () => ({ challengeId: randomUUID() }), fields: ['challengeId'] },
  {
    name: 'register username',
    method: 'PUT',
    url: '/api/v1/auth/register',
    base: () => ({
      username: 'validuser1',
      password: 'Secret12!',
      confirmPassword: 'Secret12!',
      email: 'valid@example.com',
      nickname: 'Valid',
      payeeName: 'Valid Name',
      acceptTerms: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      login: true,
      captcha: 'ZZZZZ',
      captchaId: randomUUID(),
    }),
    fields: ['username', 'password', 'confirmPassword', 'email', 'nickname', 'payeeName', 'mobileNum', 'countryDialingCode', 'affiliateCode', 'referralCode', 'captcha', 'captchaId', 'verificationCode', 'birthday', 'acceptTerms', 'ageConfirmed', 'registerMethod', 'login', 'domain'],
  },
  {
    name: 'register mobile',
    method: 'PUT',
    url: '/api/v1/auth/register/mobile',
    base: () => ({
      mobileNum: '912340000',
      countryDialingCode: '+66',
      password: 'Secret12!',
      confirmPassword: 'Secret12!',
      acceptTerms: true,
      ageConfirmed: true,
      captcha: 'ZZZZZ',
      captchaId: randomUUID(),
      verificationCode: '000000',
    }),
    fields: ['mobileNum', 'countryDialingCode', 'password', 'confirmPassword', 'verificationCode', 'captcha', 'captchaId', 'username'],
  },
  {
    name: 'login code',
    method: 'POST',
    url: '/api/v1/auth/sms/login-code',
    base: () => ({ mobileNum: '899990000', countryDialingCode: '+66', captcha: 'ZZZZZ', captchaId: randomUUID() }),
    fields: ['mobileNum', 'countryDialingCode', 'captcha', 'captchaId'],
  },
  {
    name: 'register code',
    method: 'POST',
    url: '/api/v1/auth/sms/register-code',
    base: () => ({ mobileNo: '899990000', countryDialingCode: '+66', captcha: 'ZZZZZ', captchaId: randomUUID() }),
    fields: ['mobileNo', 'countryDialingCode', 'captcha', 'captchaId'],
  },
  {
    name: 'password code',
    method: 'POST',
    url: '/api/v1/auth/sms/password-code',
    base: () => ({ mobileNum: '899990000', countryDialingCode: '+66', captcha: 'ZZZZZ', captchaId: randomUUID() }),
    fields: ['mobileNum', 'countryDialingCode', 'captcha', 'captchaId'],
  },
  { name: 'free play', method: 'POST', url: '/api/v1/auth/free-play', base: () => ({ os: 'Linux', platform: 'W', gatewayVersion: 3 }), fields: ['os', 'platform', 'gatewayVersion'], baseOk: true },
  {
    name: 'change password',
    method: 'POST',
    url: '/api/v1/auth/password',
    auth: true,
    encrypted: true,
    base: () => ({ oldPassword: 'Wrong1234!', newPassword: 'Valid1234!', confirmNewPassword: 'Valid1234!' }),
    fields: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  },
  { name: 'forgot password', method: 'POST', url: '/api/v1/auth/password/forgot', form: true, base: () => ({ username: 'nobody_here', email: 'x@example.com' }), fields: ['username', 'email'], baseOk: true },
  {
    name: 'reset password',
    method: 'POST',
    url: '/api/v1/auth/password/reset',
    base: () => ({ token: 'not-a-token', newPassword: 'Valid1234!', confirmNewPassword: 'Valid1234!' }),
    fields: ['token', 'newPassword', 'confirmNewPassword'],
  },
  {
    name: 'password by phone',
    method: 'POST',
    url: '/api/v1/auth/password/phone',
    encrypted: true,
    base: () => ({ mobileNum: '899990000', countryDialingCode: '+66', verificationCode: '000000', newPassword: 'Valid1234!' }),
    fields: ['mobileNum', 'countryDialingCode', 'verificationCode', 'newPassword', 'confirmNewPassword'],
  },
  { name: 'totp enable', method: 'POST', url: '/api/v1/auth/totp/enable', auth: true, base: () => ({ code: '000000' }), fields: ['code'] },
  { name: 'totp disable', method: 'DELETE', url: '/api/v1/auth/totp', auth: true, base: () => ({ code: '000000' }), fields: ['code'] },
  { name: 'bind email', method: 'PUT', url: '/api/v1/auth/security/email', auth: true, base: () => ({ email: 'valid@example.com' }), fields: ['email'], baseOk: true },
  { name: 'bind bank name', method: 'PUT', url: '/api/v1/auth/security/bank-name', auth: true, base: () => ({ bankAccountName: 'Valid Name' }), fields: ['bankAccountName'], baseOk: true },
  {
    name: 'payment password',
    method: 'PUT',
    url: '/api/v1/auth/payment-password',
    auth: true,
    base: () => ({ paymentPassword: '123456', loginPassword: 'Wrong1234!' }),
    fields: ['paymentPassword', 'loginPassword'],
  },
];

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));
const memberCount = async () => Number((await t.database.db.selectFrom('members').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await buildTestApp();
  const member = await t.database.db.selectFrom('members').select('id').where('username', '=', 'downline').executeTakeFirstOrThrow();
  token = await createSession(t.database.db, member.id);
});
afterAll(() => t.close());

async function send(call: Call, body: Record<string, unknown>) {
  const payload = call.encrypted ? await sealFor(t.app, body) : body;
  const headers: Record<string, string> = call.auth ? bearer(token) : {};
  if (call.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) if (v !== undefined) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    return t.app.inject({ method: call.method, url: call.url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString(), remoteAddress: freshIp() });
  }
  return t.app.inject({ method: call.method, url: call.url, headers, payload, remoteAddress: freshIp() });
}

describe('bad input to every accounts call', () => {
  for (const call of CALLS) {
    it(`${call.name}: 4xx with a stable code for every bad field value, never a 500, no account`, async () => {
      const baseRes = await send(call, call.base());
      if (call.baseOk) expect(baseRes.statusCode, `${call.name} base`).toBeLessThan(300);
      else expect([baseRes.statusCode >= 400, baseRes.statusCode < 500], `${call.name} base ${baseRes.statusCode}`).toEqual([true, true]);
      const before = await memberCount();
      const failures: string[] = [];
      for (const field of call.fields) {
        for (const [label, value] of BAD_VALUES) {
          // A form carries only strings: "12345", "true" and "null" are ordinary (valid) usernames there.
          if (call.form && ['number', 'boolean', 'null'].includes(label)) continue;
          const body = call.base();
          if (value === undefined) delete body[field];
          else body[field] = value;
          const res = await send(call, body);
          const code = res.json<{ code?: string }>().code ?? '';
          if (res.statusCode < 400 || res.statusCode >= 500 || !KNOWN_CODES.has(code)) failures.push(`${field}=${label} -> ${res.statusCode} ${code}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await memberCount()).toBe(before);
    });
  }

  it('refuses garbage bodies: not JSON, arrays, strings, and an empty body', async () => {
    for (const call of CALLS.filter((c) => !c.form)) {
      for (const payload of ['not json', '[]', '"text"', '']) {
        const res = await t.app.inject({ method: call.method, url: call.url, headers: { 'content-type': 'application/json', ...(call.auth ? bearer(token) : {}) }, payload, remoteAddress: freshIp() });
        expect(res.statusCode, `${call.name} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${call.name} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(KNOWN_CODES.has(res.json().code)).toBe(true);
      }
    }
  });

  it('refuses malformed envelopes on the encrypted calls', async () => {
    for (const envelope of [{ keyId: 'x', key: 'a', iv: 'b', data: 'c' }, { keyId: 5, key: 1, iv: 2, data: 3 }, { keyId: 'x'.repeat(10_000), key: '!!', iv: '??', data: '##' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: envelope, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(400);
      expect(['ENCRYPTION_KEY_EXPIRED', 'ENCRYPTION_INVALID', 'VALIDATION_ERROR']).toContain(res.json().code);
    }
  });

  it('never 500s on odd path and query values', async () => {
    for (const id of ['abc', "' OR 1=1 --", '<script>', '%F0%9F%8E%B0', 'a'.repeat(150)]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${encodeURIComponent(id)}`, headers: bearer(token) });
      expect(res.statusCode).toBe(400);
    }
    for (const code of ["' OR 1=1 --", '<script>', '🎰', 'a'.repeat(10_000), 'abc\u0000def']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/affiliate/check?code=${encodeURIComponent(code)}&domain=localhost` });
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.json().valid).toBe(false);
    }
  });
});
