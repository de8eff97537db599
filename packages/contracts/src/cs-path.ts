/**
 * Customer-service paths travel sealed with AES-GCM and are opened in the
 * browser (SPEC §3 "Customer service entry"). The key ships to every client,
 * so this keeps contact links away from scrapers and link-rewriting proxies;
 * it is not a secret. WebCrypto exists in Node >= 20 and every target browser.
 */
const KEY_BYTES = new Uint8Array([
  0x4c, 0x6f, 0x74, 0x75, 0x73, 0x2d, 0x63, 0x73, 0x2d, 0x70, 0x61, 0x74, 0x68, 0x2d, 0x6b, 0x65,
  0x79, 0x2d, 0x76, 0x31, 0x2d, 0x32, 0x30, 0x32, 0x36, 0x2d, 0x77, 0x68, 0x69, 0x74, 0x65, 0x6c,
]);

type AesKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
let keyPromise: Promise<AesKey> | undefined;
function key(): Promise<AesKey> {
  keyPromise ??= crypto.subtle.importKey('raw', KEY_BYTES, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return keyPromise;
}

function toB64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromB64Url(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export async function sealCsPath(path: string, iv: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(12))): Promise<string> {
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), new TextEncoder().encode(path));
  return `${toB64Url(iv)}.${toB64Url(new Uint8Array(data))}`;
}

/** Returns null for anything that is not a sealed path made with this key. */
export async function openCsPath(sealed: string): Promise<string | null> {
  const [iv, body] = sealed.split('.');
  if (!iv || !body) return null;
  try {
    const data = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromB64Url(iv) }, await key(), fromB64Url(body));
    return new TextDecoder().decode(data);
  } catch {
    return null;
  }
}
