import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair draws. Each draw gets a fresh 32-byte server seed when it is created; only
 * its SHA-256 is shown while bets are taken, and the seed is revealed once drawn. The result is
 * HMAC-SHA256(seed, `${gameCode}:${drawNo}`) read byte by byte: a byte below 250 gives the digit
 * byte % 10 (rejection sampling keeps every digit equally likely); more HMAC rounds
 * (`${gameCode}:${drawNo}:${round}`) if 32 bytes were not enough.
 */
export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: seedHash(seed) };
}

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

export function drawResult(seed: string, gameCode: string, drawNo: bigint | number): string {
  const digits: number[] = [];
  for (let round = 0; digits.length < 3; round++) {
    const message = round === 0 ? `${gameCode}:${drawNo}` : `${gameCode}:${drawNo}:${round}`;
    const bytes = createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest();
    for (const b of bytes) {
      if (b < 250) digits.push(b % 10);
      if (digits.length === 3) break;
    }
  }
  return digits.join('');
}

export interface DrawWindow {
  drawNo: bigint;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

/** The draw taking bets at `now`: draw N runs from N x period to (N+1) x period, closing early. */
export function drawWindowAt(now: number, drawMinutes: number, closeSeconds: number): DrawWindow {
  const period = drawMinutes * 60_000;
  const n = Math.floor(now / period);
  return windowOf(BigInt(n), drawMinutes, closeSeconds);
}

export function windowOf(drawNo: bigint, drawMinutes: number, closeSeconds: number): DrawWindow {
  const period = drawMinutes * 60_000;
  const opensAt = Number(drawNo) * period;
  const drawsAt = opensAt + period;
  return { drawNo, opensAt: new Date(opensAt), closesAt: new Date(Math.max(opensAt + 1000, drawsAt - closeSeconds * 1000)), drawsAt: new Date(drawsAt) };
}
