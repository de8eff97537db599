import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, seal } from '../support/auth.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Two API instances on one PostgreSQL database and one Redis, as operators run them behind a proxy
 * (docs/operations.md). Runs only with DATABASE_URL and REDIS_URL (.ci/run gives it a fresh database).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('two instances on one database and one Redis', () => {
  let a: RunningServer;
  let b: RunningServer;
  /** When both instances were up, and how many runs of the every-second job the first had made by then. */
  let bothUp = 0;
  let runsBeforeBoth = 0;
  const env = () => ({ DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl!, RATE_LIMIT_STORE: 'redis', JOBS: 'on', LOG_LEVEL: 'error' });

  beforeAll(async () => {
    // The first start migrates and seeds; the second finds both done.
    a = await startServer(env());
    b = await startServer(env());
    bothUp = Date.now();
    runsBeforeBoth = await jobRuns(a);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  async function jobRuns(server: RunningServer): Promise<number> {
    const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
    return [...text.matchAll(/^job_runs_total\{[^}]*job="payments\.gateway-callbacks"[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
  }

  // Redis outlives a run, so names and addresses are fresh each time.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const ip = () => `10.${octet()}.${octet()}.${octet()}`;
  const demoLogin = (server: RunningServer) => apiLogin(server.baseUrl, 'demo', 'Demo1234!', { ip: '198.51.100.7', mobile: '+66812345678' });

  it('a session made on one instance works on the other, and logging out on one ends it on both', async () => {
    const { token } = await demoLogin(a);
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${b.baseUrl}/api/v1/wallet/balance`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${b.baseUrl}/api/v1/auth/session`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await fetch(`${a.baseUrl}/api/v1/wallet/balance`, { headers: auth })).status).toBe(401);
  });

  it('a balance change made through one instance reaches a page listening on the other', async () => {
    const { token } = await demoLogin(a);
    const controller = new AbortController();
    const stream = await fetch(`${b.baseUrl}/api/v1/wallet/events?token=${encodeURIComponent(token)}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const balances = () => [...text.matchAll(/event: balance\ndata: (\{[^\n]*\})/g)].map((m) => (JSON.parse(m[1]!) as { balance: number }).balance);
    const readUntil = async (count: number) => {
      const deadline = Date.now() + 10_000;
      while (balances().length < count) {
        if (Date.now() > deadline) throw new Error(`no balance event ${count} in: ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil(1);
    const spin = await fetch(`${a.baseUrl}/api/v1/inhouse/slot/spin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bet: 100, requestId: randomUUID() }),
    });
    expect(spin.status).toBe(200);
    const { balance } = (await spin.json()) as { balance: number };
    // The stake and the win each move the balance; the page on the other instance hears them. A win equal to
    // the stake ends where it began, so the wait is for a second event as well as for the final balance.
    const deadline = Date.now() + 10_000;
    while ((balances().length < 2 || balances().at(-1) !== balance) && Date.now() < deadline) await readUntil(balances().length + 1);
    expect(balances().length).toBeGreaterThanOrEqual(2);
    expect(balances().at(-1)).toBe(balance);
    controller.abort();
  });

  it('rate limits count across instances (Redis store): the 11th login of one account answers 429 wherever it lands', async () => {
    const statuses: number[] = [];
    const username = `cluster_${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 11; i++) {
      const server = i % 2 ? b : a;
      const body = await seal(server.baseUrl, { type: 'username', username, password: 'Whatever1!' });
      const res = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
        body: JSON.stringify(body),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
  });

  it('each scheduled tick of a job runs on one instance only', async () => {
    // The sandbox gateway's callback job ticks every second on both instances' timers; were each
    // tick run by both, the two would together count about two runs a second.
    await new Promise((r) => setTimeout(r, 4_000));
    const seconds = (Date.now() - bothUp) / 1000;
    const runs = (await jobRuns(a)) - runsBeforeBoth + (await jobRuns(b));
    expect(runs).toBeGreaterThanOrEqual(Math.floor(seconds * 0.5));
    expect(runs).toBeLessThanOrEqual(Math.ceil(seconds) + 2);
  });

  it('a rolling restart drops no request: requests in flight when one instance is told to stop all get their answer', async () => {
    // Logins are slow on purpose (argon2), so these are still being worked on when SIGTERM arrives.
    const bodies = await Promise.all(Array.from({ length: 8 }, () => seal(a.baseUrl, { type: 'username', username: `gone_${randomUUID().slice(0, 8)}`, password: 'Whatever1!' })));
    const inFlight = bodies.map((body) =>
      fetch(`${a.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() }, body: JSON.stringify(body) }).then(
        (r) => r.status,
        (e: unknown) => `dropped: ${String(e)}`,
      ),
    );
    await new Promise((r) => setTimeout(r, 150));
    const stopping = a.stop();
    const statuses = await Promise.all(inFlight);
    await stopping;
    expect(statuses.every((s) => s === 401)).toBe(true);
    // The other instance goes on serving, and a restarted first instance joins again.
    expect((await fetch(`${b.baseUrl}/api/v1/health`)).status).toBe(200);
    a = await startServer(env());
    expect((await fetch(`${a.baseUrl}/api/v1/health`)).status).toBe(200);
  });
});
