import type { BrowserContext } from 'playwright-core';
import { webcrypto } from 'node:crypto';

/**
 * Signing in from a browser spec without clicking through the login popup (specs that test
 * something else: the lobby, the slot, payments). Speaks the real API the way the web does:
 * the payload is sealed for the server's public key (AES-256-GCM wrapped with RSA-OAEP SHA-256),
 * and a second-factor challenge for a new IP is answered with the SMS code from the dev outbox.
 */
const subtle = webcrypto.subtle;
const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

async function json(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) throw new Error(`${res.status} ${String(body.code)}: ${String(body.message)}`);
  return body;
}

export async function seal(baseUrl: string, payload: unknown) {
  const info = (await json(await fetch(`${baseUrl}/api/v1/auth/public-key`))) as { keyId: string; publicKey: string };
  const rsa = await subtle.importKey('spki', Buffer.from(info.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { keyId: info.keyId, key: b64(key), iv: b64(iv), data: b64(data) };
}

/** The newest message the outbox holds for a recipient (SMS code or mail), polled briefly. */
export async function latestOutboxMessage(baseUrl: string, to: string, purpose?: string): Promise<{ body: string; subject: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { messages } = (await json(await fetch(`${baseUrl}/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=20`))) as {
      messages: { body: string; subject: string; purpose: string }[];
    };
    const found = messages.find((m) => !purpose || m.purpose === purpose);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no outbox message for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
}

export interface ApiLogin {
  token: string;
  member: { id: number; account: string; type: number };
}

/**
 * Logs in through the API. `ip` is sent as X-Forwarded-For (the e2e server trusts the
 * loopback proxy), so a spec can play a visitor from a given address. A new-IP challenge
 * is answered by mobile code when `mobile` (E.164, as bound to the account) is given.
 */
export async function apiLogin(baseUrl: string, username: string, password: string, options: { ip?: string; mobile?: string } = {}): Promise<ApiLogin> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(options.ip ? { 'x-forwarded-for': options.ip } : {}) };
  const body = await seal(baseUrl, { type: 'username', username, password });
  let result = await json(await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers, body: JSON.stringify(body) }));
  if (result.status === 'TWO_FACTOR') {
    if (!options.mobile) throw new Error(`login of ${username} asks for a second factor; pass options.mobile`);
    const challengeId = String(result.challengeId);
    await json(await fetch(`${baseUrl}/api/v1/auth/login/verify/sms`, { method: 'POST', headers, body: JSON.stringify({ challengeId }) }));
    const sms = await latestOutboxMessage(baseUrl, options.mobile);
    result = await json(
      await fetch(`${baseUrl}/api/v1/auth/login/verify`, { method: 'POST', headers, body: JSON.stringify({ challengeId, method: 'MOBILE', value: codeIn(sms.body) }) }),
    );
  }
  return result as unknown as ApiLogin;
}

/** Puts a session token where the web app keeps it (sessionStorage), before any page script runs. */
export async function useToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((t) => window.sessionStorage.setItem('token', t), token);
}
