import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Request ids end to end (issue 21): the proxy's X-Request-Id, or a new one, in the answer and in every log line. */
describe('request ids', () => {
  let t: TestApp;
  const lines: { reqId?: string; msg?: string }[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { reqId?: string });
        done();
      },
    });
    t = await buildTestApp({ seed: false, logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => t.close());

  it('answers with a new uuid when the request has none, and logs under it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.filter((l) => l.reqId === id).length).toBeGreaterThanOrEqual(1);
  });

  it("keeps the proxy's id (nginx \\$request_id, a uuid) so its access log and ours meet", async () => {
    for (const given of ['6f1c2b9e0d8a4c3b9a7e5d4c3b2a1f00', 'edge-3f2a:7781.req']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toBe(given);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.some((l) => l.reqId === 'edge-3f2a:7781.req')).toBe(true);
  });

  it('replaces an id that could forge log lines or is out of shape', async () => {
    for (const given of ['x', 'bad id "level":60', 'a'.repeat(200), '<script>']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('error answers carry the id too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/games/nope/launch' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
