import { webcrypto } from 'node:crypto';

/**
 * Seals a payload the way the browser does (WebCrypto): a random AES-256-GCM key encrypts the JSON
 * (ciphertext || tag), and the raw AES key is wrapped with RSA-OAEP SHA-256 under the server's public key.
 */
const subtle = webcrypto.subtle;
const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

export interface PublicKeyInfo {
  keyId: string;
  publicKey: string;
}

export async function sealPayload(info: PublicKeyInfo, payload: unknown) {
  const rsa = await subtle.importKey('spki', Buffer.from(info.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { keyId: info.keyId, key: b64(key), iv: b64(iv), data: b64(data) };
}
