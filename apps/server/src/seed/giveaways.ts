import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { drawWinners, entriesHash, newServerSeed, numberEntries } from '../modules/giveaways/draw.ts';
import { GiveawaysRepository } from '../modules/giveaways/repository.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Demo red envelopes and raffles (EN + Thai): two live envelope events (one open to all, one for members who
 * deposited ฿300 during it), a running raffle, and a raffle drawn three days ago that the demo member won and
 * has not claimed. The drawn raffle is a real draw over its demo entry list (seed revealed, verifiable).
 * Idempotent: nothing is added when an event exists already.
 */
export async function seedGiveaways(db: Kysely<DB>, now = new Date()): Promise<void> {
  if (await db.selectFrom('red_envelope_events').select('id').limit(1).executeTakeFirst()) return;
  const repo = new GiveawaysRepository(db);
  const at = (ms: number) => new Date(Math.floor((now.getTime() + ms) / HOUR) * HOUR);
  const terms = { wagering_multiplier: 3, valid_days: 7, max_cashout: null, categories: [] as string[] };

  await repo.insertEvent({
    texts: {
      EN: { title: 'Lucky red envelope', description: 'One red envelope per member while they last: ฿8 to ฿88 inside, added to your bonus balance (3× wagering, 7 days).' },
      TY: { title: 'อั่งเปามงคล', description: 'สมาชิกเปิดได้คนละ 1 ซอง จนกว่าซองจะหมด ในซองมี ฿8 ถึง ฿88 เข้ายอดโบนัสของคุณ (เทิร์นโอเวอร์ 3 เท่า ภายใน 7 วัน)' },
    },
    starts_at: at(-DAY),
    ends_at: at(6 * DAY),
    currency: 'THB',
    pool: 500_000n,
    envelopes: 200,
    min_amount: 800n,
    max_amount: 8_800n,
    remaining_pool: 500_000n,
    remaining_count: 200,
    requirement: 'NONE',
    requirement_amount: 0n,
    ...terms,
  });
  await repo.insertEvent({
    texts: {
      EN: { title: 'Depositor red envelope', description: 'Deposit ฿300 or more during the event and open a red envelope of ฿38 to ฿388.' },
      TY: { title: 'อั่งเปาสำหรับผู้ฝากเงิน', description: 'ฝากเงินตั้งแต่ ฿300 ขึ้นไประหว่างกิจกรรม แล้วเปิดอั่งเปามูลค่า ฿38 ถึง ฿388' },
    },
    starts_at: at(-DAY),
    ends_at: at(6 * DAY),
    currency: 'THB',
    pool: 2_000_000n,
    envelopes: 100,
    min_amount: 3_800n,
    max_amount: 38_800n,
    remaining_pool: 2_000_000n,
    remaining_count: 100,
    requirement: 'DEPOSIT',
    requirement_amount: 30_000n,
    ...terms,
  });

  const raffleTerms = { wagering_multiplier: 1, valid_days: 14, max_cashout: null, categories: [] as string[] };
  const running = newServerSeed();
  await repo.insertRaffle({
    texts: {
      EN: { title: 'Weekly lucky draw', description: 'Every ฿100 of valid turnover this week is one ticket (up to 100). Three winners are drawn when the week ends.' },
      TY: { title: 'ลุ้นโชคประจำสัปดาห์', description: 'ทุกยอดเทิร์นโอเวอร์ที่ถูกต้อง ฿100 ในสัปดาห์นี้ได้ 1 ตั๋ว (สูงสุด 100 ตั๋ว) จับรางวัล 3 ผู้โชคดีเมื่อจบสัปดาห์' },
    },
    starts_at: at(-2 * DAY),
    ends_at: at(5 * DAY),
    currency: 'THB',
    ticket_turnover: 10_000n,
    max_tickets_per_member: 100,
    prizes: [188_800, 88_800, 38_800],
    claim_days: 7,
    server_seed: running.seed,
    server_seed_hash: running.hash,
    ...raffleTerms,
  });

  // The finished raffle: a real draw over a demo entry list in which the demo member holds most tickets;
  // seeds are drawn until the demo member wins the first prize, so the demo shows a claim to make.
  const members = await db.selectFrom('members').select(['id', 'username']).where('type', '<>', 4).orderBy('id').limit(6).execute();
  const demo = members.find((m) => m.username === 'demo');
  if (!demo) return;
  const tickets = members.map((m, i) => ({ memberId: m.id, tickets: m.id === demo.id ? 24n : BigInt(3 + i) }));
  const entries = numberEntries(tickets);
  const hash = entriesHash(entries);
  const drawnAt = at(-3 * DAY);
  const prizes = [88_800, 38_800];
  const texts = {
    EN: { title: 'Festival lucky draw', description: 'Tickets from valid turnover during the festival week. Winners claim their prize within 7 days of the draw.' },
    TY: { title: 'ลุ้นโชคเทศกาล', description: 'รับตั๋วจากยอดเทิร์นโอเวอร์ที่ถูกต้องในสัปดาห์เทศกาล ผู้โชคดีรับรางวัลได้ภายใน 7 วันหลังจับรางวัล' },
  };
  await db.transaction().execute(async (trx) => {
    for (;;) {
      const seed = newServerSeed();
      const raffle = await repo.insertRaffle(
        { texts, starts_at: at(-10 * DAY), ends_at: drawnAt, currency: 'THB', ticket_turnover: 10_000n, max_tickets_per_member: null, prizes, claim_days: 7, server_seed: seed.seed, server_seed_hash: seed.hash, ...raffleTerms },
        trx,
      );
      const winners = drawWinners(seed.seed, raffle.id.toString(), hash, entries, prizes.length);
      if (winners[0]?.memberId !== demo.id) {
        await trx.deleteFrom('raffles').where('id', '=', raffle.id).execute();
        continue;
      }
      await repo.markDrawn(raffle.id, { drawn_at: drawnAt, entries_hash: hash, total_tickets: entries.reduce((s, e) => s + e.tickets, 0n) }, trx);
      await repo.insertEntries(entries.map((e) => ({ raffle_id: raffle.id, member_id: e.memberId, first_ticket: e.firstTicket, tickets: e.tickets })), trx);
      await repo.insertWinners(winners.map((w, i) => ({ raffle_id: raffle.id, rank: i + 1, member_id: w.memberId, ticket: w.ticket, prize: BigInt(prizes[i]!) })), trx);
      return;
    }
  });
}
