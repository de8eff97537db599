import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hub88UnitsPerMinor } from '@app/contracts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { hub88 } from './hub88-helpers.ts';

/** The value of one series in Prometheus text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name + '{')) continue;
    const body = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (Object.entries(labels).every(([k, v]) => body.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('/metrics', () => {
  let t: TestApp;
  const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  beforeAll(async () => {
    t = await buildTestApp({
      // One batch at a time, so three queued moves leave the queue as one batch.
      env: { HUB88_BATCH_IN_FLIGHT: '1' },
      extend(app) {
        app.jobs.register({ name: 'test.fails', schedule: '0 0 1 1 *', run: () => Promise.reject(new Error('boom')) });
      },
    });
  });
  afterAll(() => t.close());

  it('counts requests by route pattern, method and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/games/nope-123/launch' });
    const text = await scrape();
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/health', method: 'GET', status: '200' })).toBe(1);
    expect(text).not.toContain('nope-123');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts job runs by outcome', async () => {
    await t.app.jobs.runNow('test.fails').catch(() => undefined);
    await t.app.jobs.runNow('test.fails').catch(() => undefined);
    expect(sample(await scrape(), 'job_runs_total', { job: 'test.fails', outcome: 'failed' })).toBe(2);
  });

  it('counts provider wallet answers by endpoint and status, refusals included', async () => {
    const h = await hub88(t);
    const p = await h.player(1_000n);
    const per = Number(hub88UnitsPerMinor(p.currency));
    expect((await h.call('/transaction/bet', p.bet(500 * per))).status).toBe('RS_OK');
    expect((await h.call('/transaction/bet', p.bet(10_000 * per))).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    const text = await scrape();
    expect(sample(text, 'provider_wallet_answers_total', { endpoint: '/api/v1/providers/hub88/transaction/bet', status: 'RS_OK' })).toBe(1);
    expect(sample(text, 'provider_wallet_answers_total', { endpoint: '/api/v1/providers/hub88/transaction/bet', status: 'RS_ERROR_NOT_ENOUGH_MONEY' })).toBe(1);
  });
  it('counts ledger postings by kind: a retried bet is one posting, a refused bet none', async () => {
    const before = sample(await scrape(), 'ledger_postings_total', { kind: 'BET' }) ?? 0;
    const h = await hub88(t);
    const p = await h.player(1_000n);
    const per = Number(hub88UnitsPerMinor(p.currency));
    const bet = p.bet(100 * per);
    expect((await h.call('/transaction/bet', bet)).status).toBe('RS_OK');
    expect((await h.call('/transaction/bet', bet)).status).toBe('RS_OK');
    expect((await h.call('/transaction/bet', p.bet(10_000 * per))).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    const text = await scrape();
    expect(text).toContain('# TYPE ledger_postings_total counter');
    expect(sample(text, 'ledger_postings_total', { kind: 'BET' })).toBe(before + 1);
  });

  it('counts group-commit batches and the moves committed in them', async () => {
    const text0 = await scrape();
    const before = {
      batches: sample(text0, 'provider_wallet_batches_total', {}) ?? 0,
      batched: sample(text0, 'provider_wallet_batch_moves_total', { path: 'batched' }) ?? 0,
    };
    const h = await hub88(t);
    const players = await Promise.all([h.player(1_000n), h.player(1_000n), h.player(1_000n)]);
    const per = Number(hub88UnitsPerMinor(players[0]!.currency));
    const batcher = t.app.vendorApi.batcher!;
    // Held in the queue until all three are there, so they leave it as one batch.
    batcher.pause();
    const answers = Promise.all(players.map((p) => h.call('/transaction/bet', p.bet(100 * per))));
    while (batcher.queued < 3) await new Promise((r) => setTimeout(r, 5));
    batcher.resume();
    expect((await answers).map((a) => a.status)).toEqual(['RS_OK', 'RS_OK', 'RS_OK']);
    const text = await scrape();
    expect(text).toContain('# TYPE provider_wallet_batches_total counter');
    expect(sample(text, 'provider_wallet_batches_total', {})).toBe(before.batches + 1);
    expect(sample(text, 'provider_wallet_batch_moves_total', { path: 'batched' })).toBe(before.batched + 3);
    expect(sample(text, 'provider_wallet_batch_failures_total', {})).toBe(0);
  });

  it('serves every series the Grafana dashboard in docs/ queries', async () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/grafana/platform-dashboard.json');
    const dashboard = JSON.parse(fs.readFileSync(file, 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((x) => x.expr));
    const names = new Set(exprs.flatMap((e) => [...e.matchAll(/\b([a-z][a-z0-9_]*)\{/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, ''))));
    expect(names.size).toBeGreaterThanOrEqual(7);
    const text = await scrape();
    for (const name of names) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
  });
});

describe('/metrics with a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { METRICS_TOKEN: 'a-long-metrics-token-0001' } });
  });
  afterAll(() => t.close());

  it('answers 401 without the bearer token and the series with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-same-len' } })).statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-long-metrics-token-0001' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  });
});
