import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, createDecipheriv } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromBase64, importPublicKey, sealPayload, sendEncrypted, toBase64, type Envelope } from './crypto-envelope.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = toBase64(publicKey.export({ type: 'spki', format: 'der' }));

/** What the server does: unwrap the AES key with RSA-OAEP SHA-256, then AES-256-GCM decrypt (tag = last 16 bytes). */
function open(envelope: Envelope): unknown {
  const aesKey = privateDecrypt({ key: createPrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' })), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, fromBase64(envelope.key));
  const data = fromBase64(envelope.data);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, fromBase64(envelope.iv));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

describe('crypto envelope', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('round-trips: the private key holder reads exactly what was sealed', async () => {
    const payload = { type: 'username', username: 'demo', password: 'Démo 1234! สวัสดี' };
    const envelope = await sealPayload(payload, await importPublicKey(spki), 'k1');
    expect(envelope.keyId).toBe('k1');
    expect(fromBase64(envelope.iv)).toHaveLength(12);
    expect(fromBase64(envelope.key)).toHaveLength(256);
    expect(open(envelope)).toEqual(payload);
  });

  it('never carries the plaintext and uses a fresh key and iv every time', async () => {
    const key = await importPublicKey(spki);
    const a = await sealPayload({ password: 'Secret123!' }, key, 'k1');
    const b = await sealPayload({ password: 'Secret123!' }, key, 'k1');
    expect(JSON.stringify(a)).not.toContain('Secret123!');
    expect(atob(a.data)).not.toContain('Secret123!');
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
    expect(a.key).not.toBe(b.key);
  });

  it('a tampered ciphertext does not open', async () => {
    const envelope = await sealPayload({ a: 1 }, await importPublicKey(spki), 'k1');
    const data = fromBase64(envelope.data);
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => open({ ...envelope, data: toBase64(data) })).toThrow();
  });

  it('refetches the key and retries once when the server says the key expired', async () => {
    const second = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keys = [
      { keyId: 'old', publicKey: spki },
      { keyId: 'new', publicKey: toBase64(second.publicKey.export({ type: 'spki', format: 'der' })) },
    ];
    const bodies: Envelope[] = [];
    let keyFetches = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/public-key')) {
        const k = keys[Math.min(keyFetches++, 1)];
        return new Response(JSON.stringify({ ...k, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }), { status: 200 });
      }
      const body = JSON.parse(String(init?.body)) as Envelope;
      bodies.push(body);
      if (body.keyId === 'old') return new Response(JSON.stringify({ code: 'ENCRYPTION_KEY_EXPIRED', message: 'expired' }), { status: 400 });
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendEncrypted('/auth/login', { username: 'demo' })).resolves.toEqual({ ok: true });
    expect(bodies.map((b) => b.keyId)).toEqual(['old', 'new']);
    expect(keyFetches).toBe(2);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/auth/public-key')) return new Response(JSON.stringify({ keyId: 'x', publicKey: spki, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }));
        calls++;
        return new Response(JSON.stringify({ code: 'INVALID_CREDENTIALS', message: 'no' }), { status: 401 });
      }),
    );
    await expect(sendEncrypted('/auth/login', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(calls).toBe(1);
  });
});
