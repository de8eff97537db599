import { api, isApiError, type RequestOptions } from './http.ts';

/**
 * Encrypted payloads (login, change password, set password by phone, point redeem).
 * The server publishes a rotating RSA-2048 public key; each payload gets a fresh
 * AES-256-GCM key that is wrapped with RSA-OAEP (SHA-256). The envelope is
 * `{ keyId, key, iv, data }`, all base64; `data` is ciphertext followed by the
 * 16-byte tag (WebCrypto's layout).
 */
export interface Envelope {
  keyId: string;
  key: string;
  iv: string;
  data: string;
}

export interface PublicKeyInfo {
  keyId: string;
  /** SPKI DER, base64. */
  publicKey: string;
  expiresAt: string;
}

export const ENCRYPTION_KEY_EXPIRED = 'ENCRYPTION_KEY_EXPIRED';

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  // WebCrypto exists only in secure contexts (https or localhost): say so instead of failing obscurely.
  if (!s) throw new Error('WebCrypto is unavailable: the site must be served over HTTPS');
  return s;
}

export function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', fromBase64(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** Seals a JSON-serialisable payload for the holder of the private key of `keyId`. */
export async function sealPayload(payload: unknown, publicKey: CryptoKey, keyId: string): Promise<Envelope> {
  const s = subtle();
  const aesKey = await s.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const [data, rawKey] = await Promise.all([s.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext), s.exportKey('raw', aesKey)]);
  const wrapped = await s.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return { keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}

interface CachedKey {
  keyId: string;
  key: CryptoKey;
  expiresAt: number;
}
let cached: Promise<CachedKey> | null = null;

async function loadKey(): Promise<CachedKey> {
  const info = (await api('/auth/public-key')) as PublicKeyInfo;
  const expiresAt = Date.parse(info.expiresAt);
  return { keyId: info.keyId, key: await importPublicKey(info.publicKey), expiresAt: Number.isFinite(expiresAt) ? expiresAt : Date.now() + 60_000 };
}

/** The server's current key, fetched once and kept until shortly before it expires. */
async function currentKey(): Promise<CachedKey> {
  if (cached) {
    const key = await cached.catch(() => null);
    if (key && key.expiresAt - Date.now() > 30_000) return key;
  }
  cached = loadKey();
  cached.catch(() => (cached = null));
  return cached;
}

export function forgetPublicKey(): void {
  cached = null;
}

export async function encryptPayload(payload: unknown): Promise<Envelope> {
  const { key, keyId } = await currentKey();
  return sealPayload(payload, key, keyId);
}

/**
 * Sends `payload` encrypted. When the server has rotated its key past the grace
 * period (ENCRYPTION_KEY_EXPIRED) the key is fetched again and the call retried once.
 */
export async function sendEncrypted<T>(path: string, payload: unknown, options: Omit<RequestOptions, 'body' | 'form'> = {}): Promise<T> {
  const send = async () => (await api(path, { method: 'POST', ...options, body: await encryptPayload(payload) })) as T;
  try {
    return await send();
  } catch (error) {
    if (!isApiError(error, ENCRYPTION_KEY_EXPIRED)) throw error;
    forgetPublicKey();
    return send();
  }
}
