import { createPublicKey, generateKeyPair, sign, verify, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const generateKeyPairAsync = promisify(generateKeyPair);

/** Hub88 signs the exact request body bytes with RSA-SHA256; the signature travels base64 in X-Hub88-Signature. */
export function signBody(body: string | Buffer, privateKey: KeyObject | string): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, privateKey).toString('base64');
}

export function verifyBody(body: string | Buffer, signature: string | undefined, publicKey: KeyObject): boolean {
  if (!signature || signature.length > 2048 || !/^[A-Za-z0-9+/=\s]+$/.test(signature)) return false;
  try {
    return verify('sha256', typeof body === 'string' ? Buffer.from(body) : body, publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** PEM from an environment variable: literal `\n` sequences are accepted for one-line values. */
export function normalisePem(value: string): string {
  return value.includes('\\n') ? value.replaceAll('\\n', '\n') : value;
}

export interface ProviderKeyPair {
  publicKey: KeyObject;
  /** Only for the embedded SANDBOX provider (generated here); undefined for a real provider's configured key. */
  privateKeyPem?: string;
  /** Where the public key came from. */
  source: 'config' | 'sandbox';
}

/**
 * The provider's public key: HUB88_PUBLIC_KEY when configured, else a demo key pair generated on
 * first use and stored in provider_keys (shared by every instance; the first writer wins).
 */
export class ProviderKeyStore {
  private loading?: Promise<ProviderKeyPair>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly provider: string,
    private readonly configuredPublicKey: string | undefined,
  ) {}

  get(): Promise<ProviderKeyPair> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<ProviderKeyPair> {
    if (this.configuredPublicKey) return { publicKey: createPublicKey(normalisePem(this.configuredPublicKey)), source: 'config' };
    let row = await this.db.selectFrom('provider_keys').select(['public_key', 'private_key']).where('provider', '=', this.provider).executeTakeFirst();
    if (!row) {
      const pair = await generateKeyPairAsync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await this.db
        .insertInto('provider_keys')
        .values({ provider: this.provider, public_key: pair.publicKey, private_key: pair.privateKey })
        .onConflict((oc) => oc.column('provider').doNothing())
        .execute();
      row = await this.db.selectFrom('provider_keys').select(['public_key', 'private_key']).where('provider', '=', this.provider).executeTakeFirstOrThrow();
    }
    return { publicKey: createPublicKey(row.public_key), privateKeyPem: row.private_key ?? undefined, source: 'sandbox' };
  }
}
