import { createHash, createHmac, randomBytes } from 'node:crypto';
import { FLOATS_PER_SPIN, spinFromFloats, type SpinOutcome } from './engine.ts';

/**
 * Provably fair randomness, the scheme Stake publishes (docs/inhouse-slot.md):
 * - the server seed is 32 random bytes written as 64 hex characters; before any play the
 *   player sees sha256(serverSeed) (hex, of the hex string);
 * - the player sets the client seed; the nonce counts the spins of one server seed;
 * - bytes = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), round 0, 1, ...
 *   (a new round only when more than 8 floats are needed);
 * - every 4 bytes make one float in [0, 1): b0/256 + b1/256^2 + b2/256^3 + b3/256^4.
 */
export interface SeedTriple {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const FLOATS_PER_ROUND = 8;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for a player who has not chosen one. */
export function newClientSeed(): string {
  return randomBytes(10).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** Float of 4 bytes: sum of byte_i / 256^(i + 1), exact in a double. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 4; i += 1) {
    scale /= 256;
    value += (bytes[offset + i] as number) * scale;
  }
  return value;
}

/** The first `count` floats of a seed triple. */
export function floatsFor({ serverSeed, clientSeed, nonce }: SeedTriple, count: number): number[] {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new Error(`Not a nonce: ${nonce}`);
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < FLOATS_PER_ROUND && floats.length < count; i += 1) floats.push(bytesToFloat(bytes, i * 4));
  }
  return floats;
}

/** The spin a seed triple produces: the floats it used and the outcome. */
export function spinFor(seeds: SeedTriple): { floats: number[]; outcome: SpinOutcome } {
  const floats = floatsFor(seeds, FLOATS_PER_SPIN);
  return { floats, outcome: spinFromFloats(floats) };
}
