import { EncryptedEnvelopeSchema, ErrorCode, type PublicKey } from '@app/contracts';
import { constants, createDecipheriv, createPrivateKey, generateKeyPair, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Secrets } from './secrets.ts';

const generateKeyPairAsync = promisify(generateKeyPair);

export const KEY_LIFETIME_MS = 6 * 3600_000;
/** A key stays usable this long after it stops being published (a form opened just before rotation). */
export const KEY_GRACE_MS = 10 * 60_000;

/**
 * Encrypted payloads (login, change password, set password by phone): the browser makes an AES-256-GCM key,
 * encrypts the JSON payload, wraps the raw key with RSA-OAEP-256 under the published key.
 * Key pairs live in `auth_keys` (private key sealed with AUTH_KEY_SECRET) so every instance accepts
 * every other instance's key; each instance caches them in memory.
 */
export class EnvelopeKeys {
  private readonly privateKeys = new Map<string, { key: KeyObject; usableUntil: number }>();
  private published: PublicKey | undefined;
  private generating: Promise<PublicKey> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly secrets: Secrets,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key the web should encrypt with: the newest live one in the database, or a new pair. */
  async publicKey(): Promise<PublicKey> {
    const now = this.now();
    if (this.published && Date.parse(this.published.expiresAt) > now) return this.published;
    const rows = await this.db
      .selectFrom('auth_keys')
      .select(['id', 'public_key', 'expires_at'])
      .where('expires_at', '>', new Date(now))
      .orderBy('expires_at', 'desc')
      .limit(5)
      .execute();
    for (const row of rows) {
      // A pair sealed under another AUTH_KEY_SECRET cannot be used: skip it (a new one is made).
      if (!(await this.privateKey(row.id))) continue;
      this.published = { keyId: row.id, publicKey: row.public_key, expiresAt: row.expires_at.toISOString() };
      return this.published;
    }
    this.generating ??= this.generate().finally(() => {
      this.generating = undefined;
    });
    return this.generating;
  }

  private async generate(): Promise<PublicKey> {
    const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const id = randomBytes(12).toString('base64url');
    const expiresAt = new Date(this.now() + KEY_LIFETIME_MS);
    const publicB64 = publicKey.toString('base64');
    await this.db
      .insertInto('auth_keys')
      .values({ id, public_key: publicB64, private_key_enc: this.secrets.seal(privateKey), expires_at: expiresAt })
      .execute();
    // Old pairs are of no use once past their grace period.
    await this.db.deleteFrom('auth_keys').where('expires_at', '<', new Date(this.now() - KEY_GRACE_MS - 3600_000)).execute();
    this.privateKeys.set(id, { key: createPrivateKey(privateKey), usableUntil: expiresAt.getTime() + KEY_GRACE_MS });
    this.published = { keyId: id, publicKey: publicB64, expiresAt: expiresAt.toISOString() };
    return this.published;
  }

  private async privateKey(keyId: string): Promise<KeyObject | null> {
    const now = this.now();
    const cached = this.privateKeys.get(keyId);
    if (cached) return cached.usableUntil > now ? cached.key : null;
    const row = await this.db.selectFrom('auth_keys').select(['private_key_enc', 'expires_at']).where('id', '=', keyId).executeTakeFirst();
    if (!row) return null;
    const usableUntil = row.expires_at.getTime() + KEY_GRACE_MS;
    let key: KeyObject;
    try {
      key = createPrivateKey(this.secrets.open(row.private_key_enc));
    } catch {
      return null;
    }
    this.privateKeys.set(keyId, { key, usableUntil });
    return usableUntil > now ? key : null;
  }

  /**
   * Decrypts an envelope and validates the payload. Plaintext bodies: 400 ENCRYPTION_REQUIRED;
   * unknown or expired key: 400 ENCRYPTION_KEY_EXPIRED; anything undecryptable: 400 ENCRYPTION_INVALID;
   * a payload that fails its schema: 400 VALIDATION_ERROR.
   */
  async open<S extends z.ZodType>(body: unknown, schema: S): Promise<z.infer<S>> {
    const b = body as Record<string, unknown> | null;
    if (!b || typeof b !== 'object' || Array.isArray(b) || !('keyId' in b) || !('data' in b)) {
      throw badRequest('This call needs an encrypted payload', undefined, ErrorCode.ENCRYPTION_REQUIRED);
    }
    const envelope = EncryptedEnvelopeSchema.safeParse(b);
    if (!envelope.success) throw badRequest('The encrypted payload is malformed', undefined, ErrorCode.ENCRYPTION_INVALID);
    const { keyId, key, iv, data } = envelope.data;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(keyId)) throw badRequest('Unknown or expired key', undefined, ErrorCode.ENCRYPTION_KEY_EXPIRED);
    const privateKey = await this.privateKey(keyId);
    if (!privateKey) throw badRequest('Unknown or expired key; fetch the public key again', undefined, ErrorCode.ENCRYPTION_KEY_EXPIRED);
    let plaintext: string;
    try {
      const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(key, 'base64'));
      const ivBuf = Buffer.from(iv, 'base64');
      const raw = Buffer.from(data, 'base64');
      if (aesKey.length !== 32 || ivBuf.length < 12 || raw.length < 17) throw new Error('sizes');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBuf);
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      plaintext = Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      throw badRequest('The encrypted payload cannot be decrypted', undefined, ErrorCode.ENCRYPTION_INVALID);
    }
    let json: unknown;
    try {
      json = JSON.parse(plaintext);
    } catch {
      throw badRequest('The encrypted payload is not JSON', undefined, ErrorCode.ENCRYPTION_INVALID);
    }
    if (JSON.stringify(json).includes('\\u0000')) {
      throw badRequest('Text must not contain NUL characters', [{ field: '', message: 'NUL character' }], ErrorCode.VALIDATION_ERROR);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw badRequest(
        'The request is not valid',
        parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
        ErrorCode.VALIDATION_ERROR,
      );
    }
    return parsed.data;
  }
}
