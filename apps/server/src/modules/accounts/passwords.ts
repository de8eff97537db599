import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export interface Argon2Cost {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

const ARGON2ID = 2 as Algorithm;

/**
 * argon2id password hashing (docs/accounts.md "Passwords"). The default cost is the OWASP
 * minimum for argon2id (19 MiB, 2 passes, 1 lane). Hashes made with another cost are
 * re-hashed on the next successful login.
 */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: Argon2Cost) {}

  hash(password: string): Promise<string> {
    return hash(password, { ...this.cost, algorithm: ARGON2ID });
  }

  async verify(stored: string | null | undefined, password: string): Promise<boolean> {
    if (!stored) {
      // Unknown user or no password set: spend the same time as a real check (no enumeration by timing).
      await this.verifyDummy(password);
      return false;
    }
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** A verification against a throw-away hash of the same cost. */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    try {
      await verify(await this.dummy, password);
    } catch {
      // never matches; only the time matters
    }
  }

  needsRehash(stored: string): boolean {
    try {
      const o = parseOptions(stored);
      return o.algorithm !== ARGON2ID || o.memoryCost !== this.cost.memoryCost || o.timeCost !== this.cost.timeCost || o.parallelism !== this.cost.parallelism;
    } catch {
      return true;
    }
  }
}
