import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProvider, OutboxProvider } from '../src/modules/notify/providers.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

describe('notify with the outbox providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('stores an SMS and a mail, newest first, readable on the dev outbox', async () => {
    await t.app.notify.sendSms({ to: '+66811111111', text: 'Your code is 123456', purpose: 'login_code' });
    await t.app.notify.sendMail({ to: 'a@example.com', subject: 'Reset', text: 'Open /resetPassword?token=x', purpose: 'password_reset' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages[0]).toMatchObject({ channel: 'mail', to: 'a@example.com', subject: 'Reset', purpose: 'password_reset' });
    expect(messages[1]).toMatchObject({ channel: 'sms', to: '+66811111111', body: 'Your code is 123456' });
  });

  it('filters by recipient and refuses a bad limit with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=%2B66811111111' });
    expect(res.json().messages.every((m: { to: string }) => m.to === '+66811111111')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?limit=100000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('dev outbox in production', () => {
  it('does not exist', async () => {
    const t = await buildTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('HTTP gateway adapter', () => {
  let server: http.Server;
  let url: string;
  const received: { auth?: string; body: Record<string, unknown> }[] = [];
  let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{"id":"gw-1"}' };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        setTimeout(() => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body), answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts the message with the bearer token and returns the gateway id', async () => {
    answer = { status: 200, body: '{"id":"gw-1"}' };
    const p = new HttpProvider({ url, token: 'secret', sender: 'LOTUS' });
    const out = await p.send({ channel: 'sms', to: '+66812345678', subject: '', body: 'code 1' });
    expect(out.ref).toBe('gw-1');
    expect(received.at(-1)).toMatchObject({ auth: 'Bearer secret', body: { channel: 'sms', to: '+66812345678', from: 'LOTUS', text: 'code 1' } });
  });

  it('turns a gateway refusal into a failed delivery with the gateway message, recorded in the outbox', async () => {
    answer = { status: 422, body: '{"message":"Number is blacklisted"}' };
    const t = await buildTestApp({ seed: false });
    try {
      // Swap the SMS provider for the HTTP adapter by building the service around it.
      const { NotifyService } = await import('../src/modules/notify/service.ts');
      const { NotifyRepository } = await import('../src/modules/notify/repository.ts');
      const service = new NotifyService(new NotifyRepository(t.app.db), { sms: new HttpProvider({ url }), mail: new OutboxProvider() }, t.app.log, { logBodies: false });
      await expect(service.sendSms({ to: '+66899999999', text: 'code 2', purpose: 'login_code' })).rejects.toMatchObject({
        statusCode: 503,
        code: 'SMS_FAILED',
        message: 'Number is blacklisted',
      });
      const [row] = await service.outbox({ to: '+66899999999', limit: 1 });
      expect(row).toMatchObject({ channel: 'sms', purpose: 'login_code' });
      const status = await t.app.db.selectFrom('notify_outbox').select(['status', 'error']).where('recipient', '=', '+66899999999').executeTakeFirstOrThrow();
      expect(status).toEqual({ status: 'FAILED', error: 'Number is blacklisted' });
    } finally {
      await t.close();
    }
  });

  it('gives up on a gateway that does not answer in time', async () => {
    answer = { status: 200, body: '{}', delayMs: 500 };
    const p = new HttpProvider({ url, timeoutMs: 100 });
    await expect(p.send({ channel: 'mail', to: 'x@example.com', subject: 's', body: 'b' })).rejects.toMatchObject({ retryable: true });
  });
});
