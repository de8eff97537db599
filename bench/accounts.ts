/**
 * `npm run bench:accounts`: logins per second with the configured argon2id cost (sealed payloads,
 * the real `POST /auth/login`), and the latency of `GET /api/v1/members/me` at 32 concurrent clients.
 *
 * Per-account and per-IP login limits stay on: the bench registers ACCOUNTS accounts and logs in
 * round-robin from varied X-Forwarded-For addresses (the e2e server trusts the loopback proxy),
 * as many real users would. CAPTCHA_MODE=off only so that registration needs no captcha.
 */
import os from 'node:os';
import { webcrypto } from 'node:crypto';
import { startServer } from '../e2e/support/server.ts';

const subtle = webcrypto.subtle;
const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

const seconds = Number(process.env.SECONDS ?? 10);
const loginConnections = Number(process.env.LOGIN_CONNECTIONS ?? 8);
const meConnections = Number(process.env.CONNECTIONS ?? 32);
// Each account may log in 10 times per 5 minutes (the real limit stays on): enough accounts for ~50 logins/s.
const accounts = Number(process.env.ACCOUNTS ?? 400);
const PASSWORD = 'Bench1234!';

async function seal(baseUrl: string, payload: unknown) {
  const info = (await (await fetch(`${baseUrl}/api/v1/auth/public-key`)).json()) as { keyId: string; publicKey: string };
  const rsa = await subtle.importKey('spki', Buffer.from(info.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return JSON.stringify({ keyId: info.keyId, key: b64(key), iv: b64(iv), data: b64(data) });
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** `workers` loops calling `once` until the time is up; latencies in ms of 2xx answers. */
async function run(workers: number, durationMs: number, once: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  let counter = 0;
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const ok = await once(counter++);
        if (ok) latencies.push(performance.now() - started);
        else failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round((latencies.length / durationMs) * 1000 * 10) / 10,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    ok: latencies.length,
    failures,
  };
}

const server = await startServer({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  SETTINGS_CACHE_MS: '1000',
  CAPTCHA_MODE: 'off',
  AUTH_KEY_SECRET: 'bench-only-secret-0123456789',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
try {
  const base = server.baseUrl;
  const names = Array.from({ length: accounts }, (_, i) => `bench${String(i).padStart(4, '0')}`);
  for (let i = 0; i < names.length; i += 4) {
    await Promise.all(
      names.slice(i, i + 4).map(async (username) => {
        const res = await fetch(`${base}/api/v1/auth/register`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
          body: JSON.stringify({ username, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, ageConfirmed: true, captcha: 'x', captchaId: '00000000-0000-4000-8000-000000000000' }),
        });
        if (!res.ok) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
      }),
    );
  }
  const sealed = await Promise.all(names.map((username) => seal(base, { type: 'username', username, password: PASSWORD })));
  const login = (i: number) =>
    fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() }, body: sealed[i % sealed.length] }).then(async (r) => {
      const body = (await r.json()) as { status?: string };
      return r.ok && body.status === 'OK';
    });
  // The session for the members/me run, taken before the login load uses up the accounts' login allowance.
  const first = (await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() }, body: sealed[0] })).json()) as { token: string };
  await run(loginConnections, 2000, login); // warm-up
  const logins = await run(loginConnections, seconds * 1000, login);

  const headers = { authorization: `Bearer ${first.token}` };
  const me = (_i: number) => fetch(`${base}/api/v1/members/me`, { headers }).then(async (r) => (await r.arrayBuffer(), r.ok));
  await run(meConnections, 2000, me); // warm-up
  const info = await run(meConnections, seconds * 1000, me);

  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${seconds} s each\n`);
  console.log('| call | clients | req/s | p50 ms | p95 ms | p99 ms | ok | failed |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  console.log(`| \`POST /auth/login\` (argon2id) | ${loginConnections} | ${logins.perSecond} | ${logins.p50} | ${logins.p95} | ${logins.p99} | ${logins.ok} | ${logins.failures} |`);
  console.log(`| \`GET /members/me\` | ${meConnections} | ${info.perSecond} | ${info.p50} | ${info.p95} | ${info.p99} | ${info.ok} | ${info.failures} |`);
} finally {
  await server.stop();
}
