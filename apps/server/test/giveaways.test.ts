import { roleOfType } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawWinners, entriesHash, envelopeAmount, numberEntries, seedHash } from '../src/modules/giveaways/draw.ts';
import { GiveawaysRepository } from '../src/modules/giveaways/repository.ts';
import { GiveawaysService } from '../src/modules/giveaways/service.ts';
import { recordTestBet, signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { signedInOperator } from './payments.fixtures.ts';

/** Red envelopes and raffles (docs/rewards.md). PGlite by default, PostgreSQL with DATABASE_URL. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInOperator(t, 'admin');
}, 240_000);
afterAll(async () => {
  expect(await t.app.wallet.check()).toMatchObject({ ok: true });
  await t.close();
}, 120_000);

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const texts = (title: string) => ({ EN: { title, description: `${title} description` }, TY: { title: `ไทย ${title}`, description: 'รายละเอียด' } });
const terms = { wageringMultiplier: 3, validDays: 7, maxCashout: null, categories: [] };
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Record<string, string>, payload?: unknown) => t.app.inject({ method, url, headers, payload: payload as never });

async function createEvent(over: Record<string, unknown> = {}) {
  const res = await inject('POST', '/api/v1/operator/red-envelopes', admin.headers, {
    text: texts('Lunar envelope'),
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + DAY).toISOString(),
    currency: 'THB',
    pool: 10_000,
    envelopes: 5,
    minAmount: 1_000,
    maxAmount: 3_000,
    terms,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; remainingPool: number; remaining: number };
}

async function createRaffle(over: Record<string, unknown> = {}) {
  const res = await inject('POST', '/api/v1/operator/raffles', admin.headers, {
    text: texts('Weekly raffle'),
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + HOUR).toISOString(),
    currency: 'THB',
    ticketTurnover: 10_000,
    prizes: [50_000, 20_000],
    terms: { wageringMultiplier: 1, validDays: 7, maxCashout: null, categories: [] },
    claimDays: 7,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; serverSeedHash: string };
}

const open = (m: Member, id: string) => inject('POST', `/api/v1/red-envelopes/${id}/open?lang=EN`, m.headers);
const bonusesOf = async (m: Member) => (await inject('GET', '/api/v1/bonuses', m.headers)).json() as { active: { source: string; amount: number; wagering: { required: number }; title: string; titleParts: unknown }[]; bonusBalance: number };
const bet = (memberId: number, stake: bigint) => recordTestBet(t.app, { memberId, stake, placedAt: new Date() });

/** A service over the app's database with the clock moved (the draw after the window). */
function serviceAt(at: Date) {
  return new GiveawaysService(new GiveawaysRepository(t.app.db), {
    db: t.app.db,
    reporting: t.app.reporting,
    rewards: t.app.rewards,
    currencyOf: async (memberId) => (await t.app.wallet.balanceOf(memberId)).currency,
    accounts: async (ids) => new Map((await t.app.accounts.summaries(ids)).map((m) => [m.id, { username: m.username, trial: roleOfType(m.type) === 'trial', active: m.status === 'ACTIVE' }] as const)),
    excluded: async (memberId) => !(await t.app.protection.mayReceiveOffers(memberId)),
    now: () => at,
  });
}

describe('envelope amounts', () => {
  it('always leave a pool the remaining envelopes can be paid from, and use it up exactly', () => {
    for (let run = 0; run < 300; run++) {
      const count = 1 + Math.floor(Math.random() * 8);
      const min = BigInt(1 + Math.floor(Math.random() * 500));
      const max = min + BigInt(Math.floor(Math.random() * 1000));
      let pool = BigInt(count) * min + BigInt(Math.floor(Math.random() * Number(BigInt(count) * (max - min) + 1n)));
      const start = pool;
      let paid = 0n;
      for (let left = count; left > 0; left--) {
        const a = envelopeAmount(pool, left, min, max, (n) => Math.floor(Math.random() * n));
        expect(a >= min && a <= max).toBe(true);
        pool -= a;
        paid += a;
        expect(BigInt(left - 1) * min <= pool && pool <= BigInt(left - 1) * max).toBe(true);
      }
      expect(paid).toBe(start);
    }
  });
});

describe('red envelopes', () => {
  it('an event written in more languages: a Vietnamese reader gets its Vietnamese text, and its bonus names it in every language written', async () => {
    const ev = await createEvent({ text: { ...texts('Lunar envelope'), VI: { title: 'Lì xì Tết', description: 'Mở một bao lì xì' } } });
    const m = await signedInMember(t.app.db);
    const listed = (await inject('GET', '/api/v1/red-envelopes?lang=VI', m.headers)).json().list.find((e: { id: string }) => e.id === ev.id);
    expect(listed).toMatchObject({ title: 'Lì xì Tết', description: 'Mở một bao lì xì' });
    const res = await inject('POST', `/api/v1/red-envelopes/${ev.id}/open?lang=VI`, m.headers);
    expect(res.statusCode, res.body).toBe(200);
    const bonus = (await bonusesOf(m)).active.find((b) => b.titleParts !== null && b.source === 'RED_ENVELOPE');
    expect(bonus?.titleParts).toEqual({ key: 'RED_ENVELOPE', names: { EN: 'Lunar envelope', TY: 'ไทย Lunar envelope', VI: 'Lì xì Tết' } });
    // A text in what is not a content language is refused.
    const bad = await inject('POST', '/api/v1/operator/red-envelopes', admin.headers, { text: { ...texts('x'), ZZ: { title: 'x', description: '' } }, startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + DAY).toISOString(), currency: 'THB', pool: 10_000, envelopes: 5, minAmount: 1_000, maxAmount: 3_000, terms });
    expect(bad.statusCode).toBe(400);
  });


  it('opens once per member: a random amount within the bounds, granted as a bonus with its wagering', async () => {
    const ev = await createEvent();
    const m = await signedInMember(t.app.db);
    const listed = (await inject('GET', '/api/v1/red-envelopes?lang=TY', m.headers)).json().list.find((e: { id: string }) => e.id === ev.id);
    expect(listed).toMatchObject({ status: 'LIVE', remaining: 5, title: 'ไทย Lunar envelope', me: { state: 'CAN_OPEN' } });
    // An event without Vietnamese text reads English in Vietnamese.
    expect((await inject('GET', '/api/v1/red-envelopes?lang=VI', m.headers)).json().list.find((e: { id: string }) => e.id === ev.id).title).toBe('Lunar envelope');
    const res = await open(m, ev.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.amount).toBeGreaterThanOrEqual(1_000);
    expect(body.amount).toBeLessThanOrEqual(3_000);
    expect(body.event).toMatchObject({ remaining: 4, me: { state: 'OPENED', amount: body.amount, bonusId: body.bonusId } });
    const bonuses = await bonusesOf(m);
    expect(bonuses.active).toEqual([expect.objectContaining({ source: 'RED_ENVELOPE', amount: body.amount, wagering: expect.objectContaining({ required: body.amount * 3 }) })]);
    // Its title names the event in every language the event has, so a Thai member reads the Thai name.
    expect(bonuses.active[0]).toMatchObject({
      title: 'Red envelope: Lunar envelope',
      titleParts: { key: 'RED_ENVELOPE', names: { EN: 'Lunar envelope', TY: 'ไทย Lunar envelope' } },
    });
    expect(bonuses.bonusBalance).toBe(body.amount);
    // Again: refused with what was opened, nothing more paid.
    const again = await open(m, ev.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RED_ENVELOPE_ALREADY_OPENED', details: { amount: body.amount, bonusId: body.bonusId } });
    expect((await bonusesOf(m)).bonusBalance).toBe(body.amount);
    const op = (await inject('GET', '/api/v1/operator/red-envelopes', admin.headers)).json().list.find((e: { id: string }) => e.id === ev.id);
    expect(op).toMatchObject({ remaining: 4, opened: 1, remainingPool: 10_000 - body.amount });
  });

  it('never over-spends the pool when the last envelopes are opened at once, and each member opens once', async () => {
    const ev = await createEvent({ pool: 6_000, envelopes: 3, minAmount: 1_000, maxAmount: 3_000 });
    const members = await Promise.all(Array.from({ length: 6 }, () => signedInMember(t.app.db)));
    // Eight requests at once: six members, two of them twice.
    const results = await Promise.all([...members, members[0]!, members[1]!].map((m) => open(m, ev.id)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode !== 200).map((r) => r.json().code);
    expect(refused.every((c) => c === 'RED_ENVELOPE_SOLD_OUT' || c === 'RED_ENVELOPE_ALREADY_OPENED')).toBe(true);
    expect(ok.reduce((s, r) => s + (r.json().amount as number), 0)).toBe(6_000);
    const openings = await t.app.db.selectFrom('red_envelope_openings').select(['member_id', 'amount']).where('event_id', '=', BigInt(ev.id)).execute();
    expect(openings).toHaveLength(3);
    expect(new Set(openings.map((o) => o.member_id)).size).toBe(3);
    const row = await t.app.db.selectFrom('red_envelope_events').select(['remaining_pool', 'remaining_count']).where('id', '=', BigInt(ev.id)).executeTakeFirstOrThrow();
    expect(row).toEqual({ remaining_pool: 0n, remaining_count: 0 });
    const bonusTotal = await t.app.db.selectFrom('reward_bonuses').select((eb) => eb.fn.sum<string>('amount').as('s')).where('grant_key', 'like', `red-envelope:${ev.id}:%`).executeTakeFirstOrThrow();
    expect(Number(bonusTotal.s)).toBe(6_000);
    // A latecomer sees it sold out.
    const late = await signedInMember(t.app.db);
    expect((await open(late, ev.id)).json()).toMatchObject({ code: 'RED_ENVELOPE_SOLD_OUT' });
    const view = (await inject('GET', '/api/v1/red-envelopes', late.headers)).json().list.find((e: { id: string }) => e.id === ev.id);
    expect(view).toMatchObject({ status: 'SOLD_OUT', remaining: 0, me: { state: 'UNAVAILABLE' } });
  });

  it('refuses members who do not meet the requirement, with why, until they do', async () => {
    const ev = await createEvent({ requirement: 'VALID_TURNOVER', requirementAmount: 50_000 });
    const m = await signedInMember(t.app.db);
    await bet(m.id, 20_000n);
    const refused = await open(m, ev.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RED_ENVELOPE_NOT_ELIGIBLE', details: { reason: 'REQUIREMENT', requirement: 'VALID_TURNOVER', amount: 50_000, progress: 20_000 } });
    const listed = (await inject('GET', '/api/v1/red-envelopes', m.headers)).json().list.find((e: { id: string }) => e.id === ev.id);
    expect(listed).toMatchObject({ requirement: { kind: 'VALID_TURNOVER', amount: 50_000, progress: 20_000 }, me: { state: 'NOT_ELIGIBLE', reason: 'REQUIREMENT' } });
    expect(await t.app.db.selectFrom('red_envelope_openings').select('member_id').where('member_id', '=', m.id).execute()).toEqual([]);
    await bet(m.id, 30_000n);
    expect((await open(m, ev.id)).statusCode).toBe(200);
  });

  it('refuses visitors, trial players, self-excluded members, events not started or over; operator input is checked', async () => {
    const ev = await createEvent();
    expect((await inject('POST', `/api/v1/red-envelopes/${ev.id}/open`)).statusCode).toBe(401);
    const visitorView = (await inject('GET', '/api/v1/red-envelopes')).json().list.find((e: { id: string }) => e.id === ev.id);
    expect(visitorView.me.state).toBe('LOGIN');
    const trial = await signedInMember(t.app.db, { type: 4 });
    expect((await open(trial, ev.id)).json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    expect((await inject('GET', '/api/v1/red-envelopes', trial.headers)).json().list.find((e: { id: string }) => e.id === ev.id).me.state).toBe('TRIAL');
    const excluded = await signedInMember(t.app.db);
    expect((await inject('POST', '/api/v1/protection/time-out', excluded.headers, { period: '7D' })).statusCode).toBe(200);
    const ex = await open(excluded, ev.id);
    expect(ex.statusCode).toBe(403);
    expect(ex.json().code).toBe('BONUS_EXCLUDED');
    expect((await open(await signedInMember(t.app.db), '999999')).statusCode).toBe(404);

    const later = await createEvent({ startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date(Date.now() + 2 * DAY).toISOString() });
    const m = await signedInMember(t.app.db);
    expect((await open(m, later.id)).json()).toMatchObject({ code: 'RED_ENVELOPE_NOT_STARTED' });
    const patched = await inject('PATCH', `/api/v1/operator/red-envelopes/${ev.id}`, admin.headers, { endsAt: new Date(Date.now() - 1000).toISOString() });
    expect(patched.statusCode).toBe(200);
    expect((await open(m, ev.id)).json()).toMatchObject({ code: 'RED_ENVELOPE_ENDED' });
    const audit = await t.app.db.selectFrom('operator_audit').select('action').where('target_id', '=', ev.id).where('target_type', '=', 'red_envelope').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['red_envelope.create', 'red_envelope.update']);

    // Pool outside envelopes × [min, max]: 400, nothing created; a finance operator: 403.
    const bad = await inject('POST', '/api/v1/operator/red-envelopes', admin.headers, {
      text: texts('x'),
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
      currency: 'THB',
      pool: 100_000,
      envelopes: 5,
      minAmount: 1_000,
      maxAmount: 3_000,
      terms,
    });
    expect(bad.statusCode).toBe(400);
    const finance = await signedInOperator(t, 'finance');
    expect((await inject('GET', '/api/v1/operator/red-envelopes', finance.headers)).statusCode).toBe(403);
  });
});

describe('raffles', () => {
  it('counts tickets from valid turnover, draws once after the window, and is verifiable from the revealed seed', async () => {
    const raffle = await createRaffle({ maxTicketsPerMember: 5 });
    const [a, b, c] = await Promise.all([signedInMember(t.app.db), signedInMember(t.app.db), signedInMember(t.app.db)]);
    const trial = await signedInMember(t.app.db, { type: 4 });
    await bet(a.id, 35_000n); // 3 tickets
    await bet(b.id, 10_000n); // 1 ticket
    await bet(c.id, 90_000n); // 9 → capped at 5
    await bet(trial.id, 50_000n); // trial accounts do not enter
    const view = (await inject('GET', '/api/v1/raffles', a.headers)).json().list.find((r: { id: string }) => r.id === raffle.id);
    expect(view).toMatchObject({ status: 'RUNNING', serverSeed: null, winners: [], me: { state: 'MEMBER', tickets: 3, validTurnover: 35_000, rank: null, claimable: false } });
    expect((await inject('POST', `/api/v1/raffles/${raffle.id}/claim`, a.headers)).json()).toMatchObject({ code: 'RAFFLE_NOT_DRAWN' });

    // Nothing is due before the window ends.
    const before = await t.app.giveaways.drawDue();
    expect(await t.app.db.selectFrom('raffles').select('status').where('id', '=', BigInt(raffle.id)).executeTakeFirstOrThrow()).toEqual({ status: 'OPEN' });
    expect(before.drawn).toBe(0);

    const after = serviceAt(new Date(Date.now() + 2 * HOUR));
    // Two runs at once and a third one later: drawn once.
    const runs = await Promise.all([after.drawDue(), after.drawDue()]);
    await after.drawDue();
    expect(runs.reduce((s, r) => s + r.drawn, 0)).toBeGreaterThanOrEqual(1);
    const winners = await t.app.db.selectFrom('raffle_winners').selectAll().where('raffle_id', '=', BigInt(raffle.id)).orderBy('rank').execute();
    expect(winners).toHaveLength(2);
    expect(new Set(winners.map((w) => w.member_id)).size).toBe(2);
    const entries = await t.app.db.selectFrom('raffle_entries').selectAll().where('raffle_id', '=', BigInt(raffle.id)).orderBy('first_ticket').execute();
    const ours = entries.filter((e) => [a.id, b.id, c.id].includes(e.member_id));
    expect(ours.map((e) => [e.member_id, Number(e.tickets)]).sort((x, y) => x[0]! - y[0]!)).toEqual(
      [
        [a.id, 3],
        [b.id, 1],
        [c.id, 5],
      ].sort((x, y) => x[0]! - y[0]!),
    );
    expect(entries.some((e) => e.member_id === trial.id)).toBe(false);

    // Anyone can check: the seed matches the commitment, the entry list its hash, and the draw repeats.
    const drawn = (await after.raffles({ memberId: a.id, trial: false }, 'EN')).list.find((r) => r.id === raffle.id)!;
    expect(drawn.status).toBe('DRAWN');
    expect(seedHash(drawn.serverSeed!)).toBe(raffle.serverSeedHash);
    const published = (await inject('GET', `/api/v1/raffles/${raffle.id}/entries`)).json() as { entriesHash: string; entries: { firstTicket: number; tickets: number }[] };
    expect(entriesHash(published.entries.map((e) => ({ firstTicket: BigInt(e.firstTicket), tickets: BigInt(e.tickets) })))).toBe(published.entriesHash);
    const again = drawWinners(
      drawn.serverSeed!,
      raffle.id,
      published.entriesHash,
      numberEntries(entries.map((e) => ({ memberId: e.member_id, tickets: e.tickets }))),
      2,
    );
    expect(again.map((w) => Number(w.ticket))).toEqual(drawn.winners.map((w) => w.ticket));
    expect(drawn.winners.map((w) => w.prize)).toEqual([50_000, 20_000]);
    // Editing the end after the draw is refused.
    expect((await inject('PATCH', `/api/v1/operator/raffles/${raffle.id}`, admin.headers, { endsAt: new Date(Date.now() + DAY).toISOString() })).json().code).toBe('GIVEAWAY_LOCKED');
  });

  /** A raffle over one past hour only, so other tests' bets do not enter it; drawn at once (the window is over). */
  async function pastRaffle(daysAgo: number, over: Record<string, unknown>) {
    const start = new Date(Math.floor((Date.now() - daysAgo * DAY) / HOUR) * HOUR);
    const raffle = await createRaffle({ startsAt: start.toISOString(), endsAt: new Date(start.getTime() + HOUR).toISOString(), ...over });
    return { raffle, at: new Date(start.getTime() + 10 * 60_000) };
  }

  it('pays a winner once, also under concurrent claims; others are told they did not win', async () => {
    const { raffle, at } = await pastRaffle(1000, { prizes: [12_345] });
    const winner = await signedInMember(t.app.db);
    const loser = await signedInMember(t.app.db);
    await recordTestBet(t.app, { memberId: winner.id, stake: 100_000n, placedAt: at }); // 10 tickets
    await recordTestBet(t.app, { memberId: loser.id, stake: 5_000n, placedAt: at }); // below one ticket: not in the draw
    expect((await t.app.giveaways.drawDue()).drawn).toBeGreaterThanOrEqual(1);
    expect((await inject('POST', `/api/v1/raffles/${raffle.id}/claim`, loser.headers)).json()).toMatchObject({ code: 'RAFFLE_NOT_WINNER' });
    const listed = (await inject('GET', '/api/v1/raffles', winner.headers)).json().list.find((r: { id: string }) => r.id === raffle.id);
    expect(listed).toMatchObject({ status: 'DRAWN', totalTickets: 10, me: { tickets: 10, rank: 1, prize: 12_345, claimable: true, claimed: false } });
    expect(listed.winners).toEqual([expect.objectContaining({ rank: 1, isMe: true, claimed: false })]);
    const results = await Promise.all(Array.from({ length: 6 }, () => inject('POST', `/api/v1/raffles/${raffle.id}/claim?lang=EN`, winner.headers)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'RAFFLE_ALREADY_CLAIMED')).toBe(true);
    expect(ok[0]!.json()).toMatchObject({ prize: 12_345, raffle: { me: { claimed: true, claimable: false } } });
    const bonuses = await bonusesOf(winner);
    expect(bonuses.active.filter((b) => b.source === 'RAFFLE')).toEqual([expect.objectContaining({ amount: 12_345 })]);
    const twice = await inject('POST', `/api/v1/raffles/${raffle.id}/claim`, winner.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'RAFFLE_ALREADY_CLAIMED', details: { bonusId: ok[0]!.json().bonusId } });
    // The loser sees the winner's name masked.
    const seen = (await inject('GET', '/api/v1/raffles', loser.headers)).json().list.find((r: { id: string }) => r.id === raffle.id);
    expect(seen.winners[0]).toMatchObject({ isMe: false, claimed: true });
    expect(seen.winners[0].username).toContain('***');
  });

  it('closes the claim after the claim window; self-excluded winners, trial players and visitors are refused', async () => {
    const { raffle, at } = await pastRaffle(1100, { prizes: [1_000, 2_000], claimDays: 1 });
    const m = await signedInMember(t.app.db);
    const excluded = await signedInMember(t.app.db);
    await recordTestBet(t.app, { memberId: m.id, stake: 10_000n, placedAt: at });
    await recordTestBet(t.app, { memberId: excluded.id, stake: 10_000n, placedAt: at });
    await t.app.giveaways.drawDue();
    const winners = await t.app.db.selectFrom('raffle_winners').select('member_id').where('raffle_id', '=', BigInt(raffle.id)).execute();
    expect(winners.map((w) => w.member_id).sort()).toEqual([m.id, excluded.id].sort());
    expect((await inject('POST', '/api/v1/protection/time-out', excluded.headers, { period: '7D' })).statusCode).toBe(200);
    expect((await inject('POST', `/api/v1/raffles/${raffle.id}/claim`, excluded.headers)).json()).toMatchObject({ code: 'BONUS_EXCLUDED' });
    const late = serviceAt(new Date(Date.now() + 3 * DAY));
    await expect(late.claim(m.id, BigInt(raffle.id), 'EN')).rejects.toMatchObject({ code: 'RAFFLE_CLAIM_CLOSED' });
    expect((await late.raffles({ memberId: m.id, trial: false }, 'EN')).list.find((r) => r.id === raffle.id)!.me).toMatchObject({ claimable: false, claimed: false });
    expect((await inject('POST', `/api/v1/raffles/${raffle.id}/claim`)).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    expect((await inject('POST', `/api/v1/raffles/${raffle.id}/claim`, trial.headers)).json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    expect((await inject('GET', '/api/v1/raffles', trial.headers)).json().list.find((r: { id: string }) => r.id === raffle.id).me.state).toBe('TRIAL');
    expect((await inject('POST', '/api/v1/raffles/999999/claim', m.headers)).statusCode).toBe(404);
  });

  it('is in the OpenAPI document with schemas', async () => {
    const doc = (await inject('GET', '/api/docs/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ['/api/v1/red-envelopes', 'get'],
      ['/api/v1/red-envelopes/{id}/open', 'post'],
      ['/api/v1/raffles', 'get'],
      ['/api/v1/raffles/{id}/claim', 'post'],
      ['/api/v1/raffles/{id}/entries', 'get'],
      ['/api/v1/operator/red-envelopes', 'post'],
      ['/api/v1/operator/red-envelopes/{id}', 'patch'],
      ['/api/v1/operator/raffles', 'post'],
      ['/api/v1/operator/raffles/{id}', 'patch'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toMatchObject({ responses: { 200: expect.anything() } });
    }
  });
});
