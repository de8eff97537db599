import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, outboxCode, outboxLatest, sealFor } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.3.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function changePassword(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/password', headers: bearer(token), payload: await sealFor(t.app, payload) });
}

describe('change password', () => {
  it('changes the weak default password, revokes the other sessions, and the new one works', async () => {
    const ip = freshIp();
    const a = (await loginAs(t.app, { username: 'weakpass', password: '{secret}' }, ip)).json();
    const b = (await loginAs(t.app, { username: 'weakpass', password: '{secret}' }, ip)).json();
    expect(a.weakPassword).toBe(true);

    const plain = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password', headers: bearer(a.token), payload: { newPassword: 'Better123!', confirmNewPassword: 'Better123!' } });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    expect((await changePassword(a.token, { oldPassword: '{secret}', newPassword: 'Better123!', confirmNewPassword: 'Better124!' })).json().code).toBe('PASSWORD_MISMATCH');
    expect((await changePassword(a.token, { oldPassword: '{secret}', newPassword: 'short', confirmNewPassword: 'short' })).json().code).toBe('PASSWORD_RULE');
    expect((await changePassword(a.token, { oldPassword: 'nope', newPassword: 'Better123!', confirmNewPassword: 'Better123!' })).json().code).toBe('OLD_PASSWORD_WRONG');
    expect((await changePassword(a.token, { newPassword: 'Better123!', confirmNewPassword: 'Better123!' })).json().code).toBe('OLD_PASSWORD_REQUIRED');

    const ok = await changePassword(a.token, { oldPassword: '{secret}', newPassword: 'Better123!', confirmNewPassword: 'Better123!' });
    expect(ok.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/members/me', headers: bearer(b.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/members/me', headers: bearer(a.token) })).statusCode).toBe(200);
    expect((await changePassword(a.token, { oldPassword: 'Better123!', newPassword: 'Better123!', confirmNewPassword: 'Better123!' })).json().code).toBe('PASSWORD_REUSED');
    expect((await loginAs(t.app, { username: 'weakpass', password: '{secret}' }, ip)).statusCode).toBe(401);
  });

  it('clears the expiry once an expired password is changed', async () => {
    const ip = freshIp();
    const login = (await loginAs(t.app, { username: 'expired', password: 'Expired1234!' }, ip)).json();
    expect(login.passwordExpired).toBe(true);
    expect((await changePassword(login.token, { oldPassword: 'Expired1234!', newPassword: 'Renewed1234!', confirmNewPassword: 'Renewed1234!' })).statusCode).toBe(204);
    const again = (await loginAs(t.app, { username: 'expired', password: 'Renewed1234!' }, ip)).json();
    expect(again).toMatchObject({ status: 'OK', passwordExpired: false });
  });

  it('does not ask the old password right after an SMS login', async () => {
    const ip = freshIp();
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/login-code', remoteAddress: ip, payload: { mobileNum: '812345679', countryDialingCode: '+66' } });
    const code = await outboxCode(t.app, '+66812345679');
    const login = (await loginAs(t.app, { type: 'sms', username: '812345679', password: code, countryDialingCode: '+66' }, ip)).json();
    expect(login.loginType).toBe('sms');
    expect((await changePassword(login.token, { newPassword: 'AgentNew123!', confirmNewPassword: 'AgentNew123!' })).statusCode).toBe(204);
    expect((await loginAs(t.app, { username: 'agent', password: 'AgentNew123!' }, ip)).json().status).toBe('OK');
  });
});

describe('forgot password by email', () => {
  it('always answers sent; a matching account gets a single-use link that sets the password', async () => {
    const form = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/forgot',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'play.example.com' },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const unknown = await form('nobody_here', 'x@example.com');
    const mismatch = await form('demo', 'other@example.com');
    const match = await form('demo', 'DEMO@example.com');
    for (const r of [unknown, mismatch, match]) expect([r.statusCode, r.json()]).toEqual([200, { sent: true }]);
    await t.app.accounts.drain(); // the mail is sent after the answer
    expect(await outboxLatest(t.app, 'x@example.com')).toBeUndefined();
    expect(await outboxLatest(t.app, 'other@example.com')).toBeUndefined();
    const mail = await outboxLatest(t.app, 'demo@example.com');
    expect(mail?.purpose).toBe('password_reset');
    const link = /(https?:\/\/\S+\/resetPassword\?token=([A-Za-z0-9_-]+))/.exec(mail?.body ?? '');
    expect(link?.[1]).toMatch(/^http:\/\/play\.example\.com\/resetPassword\?token=/);
    const token = link?.[2] as string;
    const reset = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: body });
    expect((await reset({ token, newPassword: 'Reset1234!', confirmNewPassword: 'Reset1234?' })).json().code).toBe('PASSWORD_MISMATCH');
    expect((await reset({ token, newPassword: 'Reset1234!', confirmNewPassword: 'Reset1234!' })).statusCode).toBe(204);
    expect((await reset({ token, newPassword: 'Reset5678!', confirmNewPassword: 'Reset5678!' })).json().code).toBe('RESET_TOKEN_INVALID');
    expect((await loginAs(t.app, { username: 'demo', password: 'Reset1234!' }, freshIp())).json().status).toBe('OK');
    expect((await loginAs(t.app, { username: 'demo', password: 'Demo1234!' }, freshIp())).statusCode).toBe(401);
  });
});

describe('set password by phone', () => {
  it('sets the password with the SMS code and logs in; answers the same for unknown numbers', async () => {
    const ip = freshIp();
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/password-code', remoteAddress: ip, payload: { mobileNum: '898888888', countryDialingCode: '+66' } });
    expect(unknown.json()).toEqual({ expiredMinutes: 5 });
    const known = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sms/password-code', remoteAddress: ip, payload: { mobileNum: '812345670', countryDialingCode: '+66' } });
    expect(known.json()).toEqual({ expiredMinutes: 5 });
    const code = await outboxCode(t.app, '+66812345670');
    const send = async (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/auth/password/phone', remoteAddress: ip, payload: await sealFor(t.app, payload) });
    expect((await send({ mobileNum: '812345670', countryDialingCode: '+66', verificationCode: code, newPassword: 'weak' })).json().code).toBe('PASSWORD_RULE');
    expect((await send({ mobileNum: '812345670', countryDialingCode: '+66', verificationCode: '000000', newPassword: 'Phone1234!' })).json().code).toBe('VERIFICATION_CODE_INVALID');
    // A wrong try counts, the right code still works (fewer than 5 wrong).
    const ok = await send({ mobileNum: '812345670', countryDialingCode: '+66', verificationCode: code, newPassword: 'Phone1234!' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'OK', loginType: 'phone', member: { account: 'demo2fa' } });
    // The phone proved the owner: this IP is known now, so the new password logs in without a second factor.
    expect((await loginAs(t.app, { username: 'demo2fa', password: 'Phone1234!' }, ip)).json().status).toBe('OK');
    expect((await send({ mobileNum: '812345670', countryDialingCode: '+66', verificationCode: code, newPassword: 'Phone5678!' })).json().code).toBe('VERIFICATION_CODE_INVALID');
  });
});

describe('security centre bindings', () => {
  it('binds email and bank name, sets a payment password with the login password', async () => {
    const ip = freshIp();
    const login = (await loginAs(t.app, { username: 'downline', password: 'Downline1234!' }, ip)).json();
    const h = bearer(login.token);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/auth/security/email', headers: h, payload: { email: 'bad' } })).json().code).toBe('VALIDATION_ERROR');
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/auth/security/email', headers: h, payload: { email: 'down@example.com' } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/auth/security/bank-name', headers: h, payload: { bankAccountName: 'Down Line' } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/auth/payment-password', headers: h, payload: { paymentPassword: '123456', loginPassword: 'nope' } })).json().code).toBe('OLD_PASSWORD_WRONG');
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/auth/payment-password', headers: h, payload: { paymentPassword: '123456', loginPassword: 'Downline1234!' } })).statusCode).toBe(204);
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/members/me', headers: h })).json();
    expect(me).toMatchObject({ emailBound: true, bankNameBound: true, hasPaymentPassword: true, maskedEmail: 'd***n@example.com' });
    // Now a new IP asks for the second factor with the bound answers.
    expect((await loginAs(t.app, { username: 'downline', password: 'Downline1234!' }, freshIp())).json()).toMatchObject({ status: 'TWO_FACTOR', methods: ['EMAIL', 'BANK_NAME'] });
  });
});
