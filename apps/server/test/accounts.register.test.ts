import { WhitelabelFlag } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, outboxCode, outboxLatest } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await buildTestApp();
  t.app.accountsCaptcha.textSource = () => 'HK7PW';
});
afterAll(() => t.close());

async function captcha(ip: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha', remoteAddress: ip })).json<{ captchaId: string }>();
}

async function setFlag(flag: string, enabled: boolean) {
  await t.app.site.setFlag(flag, enabled);
}

const memberCount = async () => Number((await t.database.db.selectFrom('members').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('registration settings, countries, affiliate check', () => {
  it('serves field settings from the database with the flags applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/register/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body).toMatchObject({ defaultType: 'mobile', mobileEnabled: true, smsVerification: true, minAge: 18 });
    const username = body.fields.find((f: { field: string }) => f.field === 'username');
    expect(username).toMatchObject({ enabled: true, required: true, patternId: 'FIRST_LETTER', minLength: 6, maxLength: 16 });
    expect(body.fields.find((f: { field: string }) => f.field === 'verificationCode')).toMatchObject({ enabled: true, required: true });
    await setFlag(WhitelabelFlag.MOBILE_REGISTRATION, false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/register/settings' })).json().defaultType).toBe('username');
    await setFlag(WhitelabelFlag.MOBILE_REGISTRATION, true);
  });

  it('lists countries with Thailand first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/countries' });
    expect(res.json()[0]).toEqual({ countryCode: 'TH', countryDialingCode: '+66' });
  });

  it("accepts an agent's affiliate code on our domains only", async () => {
    const check = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/auth/affiliate/check?${q}` })).json().valid;
    expect(await check('code=AGENT01&domain=localhost')).toBe(true);
    expect(await check('code=agent01&domain=localhost:5173')).toBe(true);
    expect(await check('code=AGENT01&domain=evil.example.net')).toBe(false);
    expect(await check('code=NOPE99&domain=localhost')).toBe(false);
  });
});

describe('register by username', () => {
  const base = { password: 'Secret12!', confirmPassword: 'Secret12!', acceptTerms: true, ageConfirmed: true, registerMethod: 'WEB', login: true };

  it('registers, logs in, links the upline from the affiliate code, and trusts the registration IP', async () => {
    const ip = freshIp();
    const c = await captcha(ip);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/register',
      remoteAddress: ip,
      payload: { ...base, username: 'newplayer1', email: 'new1@example.com', affiliateCode: 'AGENT01', domain: 'localhost', captcha: 'hk7pw', captchaId: c.captchaId },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', loginType: 'register', firstTimeLogin: true, member: { account: 'newplayer1', role: 'member', balance: 0 } });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/members/me', headers: bearer(body.token) });
    expect(me.json().emailBound).toBe(true);
    const row = await t.database.db.selectFrom('members').select(['parent_id', 'password_hash']).where('username', '=', 'newplayer1').executeTakeFirstOrThrow();
    const agent = await t.database.db.selectFrom('members').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow();
    expect(row.parent_id).toBe(agent.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // The registration IP is known: no second factor from it even though an email is bound.
    expect((await loginAs(t.app, { username: 'newplayer1', password: 'Secret12!' }, ip)).json().status).toBe('OK');
    expect((await loginAs(t.app, { username: 'newplayer1', password: 'Secret12!' }, freshIp())).json().status).toBe('TWO_FACTOR');
  });

  it('refuses a taken username, a bad invitation code, a mismatch, missing terms, a wrong captcha, and field rules', async () => {
    const before = await memberCount();
    const send = async (payload: Record<string, unknown>) => {
      const ip = freshIp();
      const c = await captcha(ip);
      return t.app.inject({ method: 'PUT', url: '/api/v1/auth/register', remoteAddress: ip, payload: { ...base, captcha: 'HK7PW', captchaId: c.captchaId, ...payload } });
    };
    // Usernames are unique without regard to case.
    const taken = await send({ username: 'Demo2FA' });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'USERNAME_TAKEN']);
    const takenLong = await send({ username: 'downline' });
    expect([takenLong.statusCode, takenLong.json().code]).toEqual([409, 'USERNAME_TAKEN']);
    expect((await send({ username: 'player0002', affiliateCode: 'NOPE99' })).json()).toMatchObject({ code: 'AFFILIATE_CODE_INVALID', message: 'invitation code error' });
    expect((await send({ username: 'player0003', confirmPassword: 'Secret12?' })).json()).toMatchObject({ code: 'PASSWORD_MISMATCH', message: 'Incorrect confirmation input' });
    expect((await send({ username: 'player0004', acceptTerms: false })).json().code).toBe('TERMS_REQUIRED');
    expect((await send({ username: 'player0005', ageConfirmed: undefined })).json().code).toBe('AGE_CONFIRMATION_REQUIRED');
    expect((await send({ username: 'player0006', captcha: 'WRONG' })).json().code).toBe('CAPTCHA_INVALID');
    const rules = await send({ username: '9starts_digit', password: 'weak', confirmPassword: 'weak', email: 'not-an-email' });
    expect(rules.json().code).toBe('VALIDATION_ERROR');
    expect(rules.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'password', 'username']);
    expect(await memberCount()).toBe(before);
  });
});

describe('register by mobile with an SMS code', () => {
  it('texts the code in the site language the page sends (X-Language TY: Thai), English otherwise', async () => {
    const thai = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/register-code', remoteAddress: freshIp(), headers: { 'x-language': 'TY' }, payload: { mobileNo: '0912340001', countryDialingCode: '+66' } });
    expect(thai.statusCode).toBe(200);
    const body = (await outboxLatest(t.app, '+66912340001'))?.body ?? '';
    expect(body).toMatch(/^รหัสสมัครสมาชิกของคุณคือ \d{6} หมดอายุใน 5 นาที$/);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/register-code', remoteAddress: freshIp(), payload: { mobileNo: '0912340002', countryDialingCode: '+66' } });
    expect((await outboxLatest(t.app, '+66912340002'))?.body).toMatch(/^Your registration code is \d{6}\./);
  });

  it('requires the code, accepts it once, logs in; the number becomes taken', async () => {
    const ip = freshIp();
    const before = await memberCount();
    const code = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/register-code', remoteAddress: ip, payload: { mobileNo: '091-234-5678', countryDialingCode: '+66' } });
    expect(code.json()).toEqual({ expiredMinutes: 5 });
    const sms = await outboxCode(t.app, '+66912345678');
    const body = { mobileNum: '0912345678', countryDialingCode: '+66', password: 'Secret12!', confirmPassword: 'Secret12!', acceptTerms: true, ageConfirmed: true };
    const withoutCode = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/register/mobile', remoteAddress: ip, payload: { ...body, captcha: 'HK7PW', captchaId: (await captcha(ip)).captchaId } });
    expect(withoutCode.json().code).toBe('VERIFICATION_CODE_REQUIRED');
    const wrong = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/register/mobile', remoteAddress: ip, payload: { ...body, verificationCode: sms === '111111' ? '222222' : '111111', captcha: 'HK7PW', captchaId: (await captcha(ip)).captchaId } });
    expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await memberCount()).toBe(before);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/register/mobile', remoteAddress: ip, payload: { ...body, verificationCode: sms, captcha: 'HK7PW', captchaId: (await captcha(ip)).captchaId } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().member).toMatchObject({ account: '66912345678', mobileBound: true });
    // Now the number logs in by SMS and cannot register again.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/register-code', remoteAddress: freshIp(), payload: { mobileNo: '912345678', countryDialingCode: '+66' } });
    expect(again.json().code).toBe('MOBILE_TAKEN');
    expect(await memberCount()).toBe(before + 1);
  });

  it('is refused when mobile registration is off', async () => {
    await setFlag(WhitelabelFlag.MOBILE_REGISTRATION, false);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/register/mobile', remoteAddress: freshIp(), payload: { mobileNum: '912345600', acceptTerms: true, ageConfirmed: true } });
    expect([res.statusCode, res.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    await setFlag(WhitelabelFlag.MOBILE_REGISTRATION, true);
  });

  it('surfaces an SMS provider failure as 503 SMS_FAILED and lets the user retry', async () => {
    const original = t.app.notify.sendSms.bind(t.app.notify);
    const { AppError } = await import('../src/lib/errors.ts');
    t.app.notify.sendSms = async () => {
      throw new AppError(503, 'SMS_FAILED', 'Gateway down');
    };
    const ip = freshIp();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/register-code', remoteAddress: ip, payload: { mobileNo: '912300001', countryDialingCode: '+66' } });
    expect([res.statusCode, res.json().code]).toEqual([503, 'SMS_FAILED']);
    t.app.notify.sendSms = original;
    const retry = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/register-code', remoteAddress: ip, payload: { mobileNo: '912300001', countryDialingCode: '+66' } });
    expect(retry.statusCode).toBe(200);
  });
});

describe('trial (free play)', () => {
  it('creates a type-4 account with the demo balance, refused by real-account routes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/free-play', remoteAddress: freshIp(), payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', loginType: 'trial', member: { type: 4, role: 'trial', balance: 2_000_000, unreadMessageCount: 0 } });
    expect(body.member.account).toMatch(/^trial_[0-9a-f]{12}$/);
    const totp = await t.app.inject({ method: 'POST', url: '/api/v1/auth/totp/setup', headers: bearer(body.token) });
    expect([totp.statusCode, totp.json().code]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/members/me', headers: bearer(body.token) });
    expect(me.json().role).toBe('trial');
  });

  it('is refused when FREE_PLAY is off', async () => {
    await setFlag(WhitelabelFlag.FREE_PLAY, false);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/free-play', remoteAddress: freshIp(), payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    expect([res.statusCode, res.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    await setFlag(WhitelabelFlag.FREE_PLAY, true);
  });
});
