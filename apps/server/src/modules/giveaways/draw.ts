/**
 * The provably fair raffle draw (docs/rewards.md "Raffles"). Pure functions, so anyone holding the revealed
 * server seed and the published entry list can repeat the draw and get the same winners.
 *
 * - At creation the server picks 32 random bytes (the server seed) and publishes SHA-256 of those bytes.
 * - At the draw the entry list is fixed: members in ascending id order, each with a consecutive range of
 *   ticket numbers from 0. Its hash is SHA-256 over the lines `<firstTicket>:<tickets>` joined by "\n".
 * - Prize k (0-based) draws r = HMAC-SHA256(key = seed bytes, message = `<raffleId>:<entriesHash>:<k>`)
 *   read as a 256-bit number, modulo the tickets still in the draw. The ticket found by walking the
 *   remaining entries in order wins; its member leaves the draw (one prize per member).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface DrawEntry {
  memberId: number;
  firstTicket: bigint;
  tickets: bigint;
}

/** A new server seed (64 hex characters) and its published hash. */
export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: seedHash(seed) };
}

export function seedHash(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/** Entries in ascending member order with consecutive ticket ranges. */
export function numberEntries(tickets: { memberId: number; tickets: bigint }[]): DrawEntry[] {
  let next = 0n;
  return [...tickets]
    .filter((t) => t.tickets > 0n)
    .sort((a, b) => a.memberId - b.memberId)
    .map((t) => {
      const e = { memberId: t.memberId, firstTicket: next, tickets: t.tickets };
      next += t.tickets;
      return e;
    });
}

export function entriesHash(entries: Pick<DrawEntry, 'firstTicket' | 'tickets'>[]): string {
  return createHash('sha256')
    .update(entries.map((e) => `${e.firstTicket}:${e.tickets}`).join('\n'))
    .digest('hex');
}

/** Winners in prize order (fewer than `prizes` when fewer members entered). */
export function drawWinners(seed: string, raffleId: string, hash: string, entries: DrawEntry[], prizes: number): { memberId: number; ticket: bigint }[] {
  const key = Buffer.from(seed, 'hex');
  const remaining = [...entries];
  const winners: { memberId: number; ticket: bigint }[] = [];
  for (let k = 0; k < prizes && remaining.length > 0; k++) {
    const total = remaining.reduce((s, e) => s + e.tickets, 0n);
    const r = BigInt(`0x${createHmac('sha256', key).update(`${raffleId}:${hash}:${k}`).digest('hex')}`) % total;
    let acc = 0n;
    for (let i = 0; i < remaining.length; i++) {
      const e = remaining[i]!;
      if (r < acc + e.tickets) {
        winners.push({ memberId: e.memberId, ticket: e.firstTicket + (r - acc) });
        remaining.splice(i, 1);
        break;
      }
      acc += e.tickets;
    }
  }
  return winners;
}

/**
 * A red-envelope amount for the next opening: uniform between the bounds that still let every remaining
 * envelope get at least `min` and at most `max` (so the pool is used up exactly by the last one and never
 * over-spent). `random(n)` returns an integer in [0, n).
 */
export function envelopeAmount(remainingPool: bigint, remainingCount: number, min: bigint, max: bigint, random: (n: number) => number): bigint {
  if (remainingCount <= 0) throw new Error('No envelope left');
  const others = BigInt(remainingCount - 1);
  const lo = maxOf(min, remainingPool - others * max);
  const hi = minOf(max, remainingPool - others * min);
  if (hi < lo) throw new Error('The envelope bounds cannot be met');
  const span = hi - lo;
  if (span === 0n) return lo;
  // randomInt takes spans below 2^48; larger spans (not a real envelope) are drawn in two parts.
  if (span < 2n ** 47n) return lo + BigInt(random(Number(span) + 1));
  const high = BigInt(random(Number(span >> 24n) + 1));
  return minOf(hi, lo + (high << 24n) + BigInt(random(1 << 24)));
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);
const minOf = (a: bigint, b: bigint) => (a < b ? a : b);
