import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys derived from AUTH_KEY_SECRET (HKDF-SHA256, one sub-key per use): HMAC for short codes and
 * captcha answers (a plain hash of a 6-digit code falls to brute force), AES-256-GCM for secrets at rest.
 */
export class Secrets {
  private readonly macKey: Buffer;
  private readonly sealKey: Buffer;

  constructor(secret: string) {
    const ikm = Buffer.from(secret, 'utf8');
    const salt = Buffer.from('accounts.v1', 'utf8');
    this.macKey = Buffer.from(hkdfSync('sha256', ikm, salt, 'code-mac', 32));
    this.sealKey = Buffer.from(hkdfSync('sha256', ikm, salt, 'seal', 32));
  }

  /** HMAC-SHA256 of a value within a context (purpose and subject), so equal codes never hash alike across uses. */
  mac(context: string, value: string): Buffer {
    return createHmac('sha256', this.macKey).update(context).update('\u0000').update(value).digest();
  }

  /** Constant-time comparison of a stored MAC with a fresh one. */
  static equal(a: Buffer, b: Buffer): boolean {
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** `v1.<base64(iv | ciphertext | tag)>` */
  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith('v1.')) throw new Error('unknown sealed format');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  }
}

/** SHA-256 of a random token (reset links): the token has 256 bits, no key needed. */
export function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Development fallback when AUTH_KEY_SECRET is unset: stable per merchant, announced with a warning. */
export function devSecret(merchantCode: string): string {
  return `dev-only-accounts-secret:${merchantCode}`;
}
