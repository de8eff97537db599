import { HUB88_SIGNATURE_HEADER, hub88UnitsPerMinor, type Hub88Response } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import type { MoveBatcher } from '../src/modules/vendor-api/batcher.ts';
import type { VendorApiRepository } from '../src/modules/vendor-api/repository.ts';
import { signBody } from '../src/modules/vendor-api/signature.ts';
import { buildTestApp, onPostgres, testConfig, type TestApp } from './helpers.ts';
import { hub88 } from './hub88-helpers.ts';

/**
 * Group commit of provider bets and wins (vendor-api/batcher.ts, docs/decisions/0090-wallet-group-commit.md).
 * `pause()` holds the moves in the queue, so a test knows exactly which moves share one transaction.
 */
let t: TestApp;
let h: Awaited<ReturnType<typeof hub88>>;
let per: number;
let batcher: MoveBatcher;

beforeAll(async () => {
  // One batch at a time (the default, set here so a change of default does not split the moves a test holds
  // in the queue over several batches).
  t = await buildTestApp({ env: { HUB88_BATCH: 'on', HUB88_BATCH_IN_FLIGHT: '1' } });
  h = await hub88(t);
  per = Number(hub88UnitsPerMinor((await t.app.wallet.balanceOf(1)).currency));
  batcher = t.app.vendorApi.batcher as MoveBatcher;
}, 120_000);
afterEach(async () => {
  batcher.resume();
  batcher.beforeBatch = undefined;
  const check = await t.app.wallet.check();
  expect(check.problems).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

/** Sends the calls while the batcher holds its queue, waits until `queued` of them are in it, then lets them run as one batch. */
async function oneBatch(calls: [path: string, body: Record<string, unknown>][], queued = calls.length): Promise<Hub88Response[]> {
  batcher.pause();
  const answers = Promise.all(calls.map(([path, body]) => h.call(path, body)));
  const until = Date.now() + 30_000;
  while (batcher.queued < queued) {
    if (Date.now() > until) throw new Error(`only ${batcher.queued} of ${queued} moves reached the queue`);
    await new Promise((r) => setTimeout(r, 5));
  }
  batcher.resume();
  return answers;
}

async function providerRows(uuid: string) {
  return t.app.db.selectFrom('provider_transactions').select(['uuid', 'status']).where('uuid', '=', uuid).execute();
}

describe('group commit of provider bets and wins', () => {
  it('commits several members’ bets and wins in one statement, answering each with its own balance', async () => {
    expect(batcher).toBeDefined();
    const players = await Promise.all([h.player(10_000n), h.player(20_000n), h.player(30_000n)]);
    const bets = players.map((p, i) => p.bet((1_000 + i * 100) * per));
    const before = { ...batcher.stats };
    const answers = await oneBatch(bets.map((b) => ['/transaction/bet', b]));
    expect(answers.map((a) => [a.status, a.balance])).toEqual([
      ['RS_OK', 9_000 * per],
      ['RS_OK', 18_900 * per],
      ['RS_OK', 28_800 * per],
    ]);
    expect(batcher.stats.batches - before.batches).toBe(1);
    expect(batcher.stats.batched - before.batched).toBe(3);

    const wins = await oneBatch(players.map((p, i) => ['/transaction/win', p.win(bets[i] as Record<string, unknown>, 500 * per)]));
    expect(wins.map((a) => [a.status, a.balance])).toEqual([
      ['RS_OK', 9_500 * per],
      ['RS_OK', 19_400 * per],
      ['RS_OK', 29_300 * per],
    ]);
    expect(batcher.stats.batches - before.batches).toBe(2);
    expect(await Promise.all(players.map((p) => p.balance()))).toEqual([9_500n, 19_400n, 29_300n]);
    // The betting record was written in the batch too: the bets are settled with their wins.
    const records = await t.app.db
      .selectFrom('bet_records')
      .select(['status', 'stake', 'payout'])
      .where('source_ref', 'in', bets.map((b) => `HUB88:${String(b.transaction_uuid)}`))
      .orderBy('stake')
      .execute();
    expect(records).toEqual([
      { status: 'SETTLED', stake: 1_000n, payout: 500n },
      { status: 'SETTLED', stake: 1_100n, payout: 500n },
      { status: 'SETTLED', stake: 1_200n, payout: 500n },
    ]);
  });

  it('many concurrent bets of one member in one batch never overdraw: the bets the balance covers are paid, the rest refused', async () => {
    const p = await h.player(10n * 300n + 100n);
    const before = { ...batcher.stats };
    const answers = await oneBatch(Array.from({ length: 16 }, () => ['/transaction/bet', p.bet(300 * per)] as [string, Record<string, unknown>]));
    expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 'RS_OK');
    expect(refused).toHaveLength(6);
    for (const a of refused) expect(a).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 100 * per });
    // Every paid bet answered a different balance, from 2,800 down to 100.
    expect(answers.filter((a) => a.status === 'RS_OK').map((a) => a.balance).sort((x, y) => (y as number) - (x as number))).toEqual(
      Array.from({ length: 10 }, (_, i) => (2_800 - i * 300) * per),
    );
    expect(batcher.stats.batched - before.batched).toBe(10);
    expect(await p.balance()).toBe(100n);
  });

  it('many concurrent bets and wins of one member without holding the queue: exact final balance', async () => {
    const p = await h.player(5_000n);
    const bets = Array.from({ length: 40 }, () => p.bet(200 * per));
    const answers = await Promise.all(bets.map((b) => h.call('/transaction/bet', b)));
    const paid = bets.filter((_, i) => answers[i]?.status === 'RS_OK');
    expect(paid).toHaveLength(25);
    const wins = await Promise.all(paid.map((b) => h.call('/transaction/win', p.win(b, 100 * per))));
    expect(wins.every((w) => w.status === 'RS_OK')).toBe(true);
    expect(await p.balance()).toBe(25n * 100n);
  }, 60_000);

  it('a retry in the same batch as its original pays once and answers with the first answer', async () => {
    const p = await h.player(10_000n);
    const other = await h.player(10_000n);
    const bet = p.bet(1_000 * per);
    const calls: [string, Record<string, unknown>][] = [
      ['/transaction/bet', bet],
      ['/transaction/bet', other.bet(100 * per)],
      ['/transaction/bet', { ...bet }],
      ['/transaction/bet', p.bet(500 * per)],
      ['/transaction/bet', { ...bet }],
    ];
    const answers = await oneBatch(calls);
    expect(answers.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK', 'RS_OK', 'RS_OK', 'RS_OK']);
    // The twins answer what the original answered (its balance right after it), each with its own request_uuid.
    const first = answers[0] as Hub88Response;
    expect(answers[2]).toEqual({ ...first, request_uuid: (answers[2] as Hub88Response).request_uuid });
    expect(answers[4]?.balance).toBe(first.balance);
    expect(await p.balance()).toBe(8_500n);
    expect(await providerRows(bet.transaction_uuid as string)).toHaveLength(1);
    expect((await t.app.wallet.findTransfer(`hub88:${String(bet.transaction_uuid)}`))?.amount).toBe(1_000n);
  });

  it('a refused move does not touch the others in its batch, and gets its own answer', async () => {
    const poor = await h.player(100n);
    const rich = await h.player(10_000n);
    const stranger = await h.player(10_000n);
    const richBet = rich.bet(1_000 * per);
    const calls: [string, Record<string, unknown>][] = [
      ['/transaction/bet', poor.bet(1_000 * per)], // not enough money
      ['/transaction/bet', richBet],
      ['/transaction/win', rich.win(rich.bet(1), 100 * per)], // its bet never happened
      ['/transaction/bet', { ...stranger.bet(100 * per), token: rich.issued.token }], // another member's token
      ['/transaction/bet', stranger.bet(200 * per)],
      ['/transaction/win', rich.win(richBet, 50 * per, { transaction_uuid: randomUUID() })], // its bet is in this batch
    ];
    const answers = await oneBatch(calls);
    expect(answers.map((a) => a.status)).toEqual([
      'RS_ERROR_NOT_ENOUGH_MONEY',
      'RS_OK',
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      'RS_ERROR_INVALID_TOKEN',
      'RS_OK',
      'RS_OK',
    ]);
    expect(answers[0]).toMatchObject({ balance: 100 * per });
    expect(await poor.balance()).toBe(100n);
    expect(await rich.balance()).toBe(9_050n);
    expect(await stranger.balance()).toBe(9_800n);
  });

  it('a database statement failing mid-batch: every move runs again on its own, only the failing one gets an error', async () => {
    const players = await Promise.all([h.player(10_000n), h.player(10_000n), h.player(10_000n)]);
    const poisoned = `poison-${randomUUID()}`;
    // A real failure inside the batch statement: the provider row of one move cannot be written.
    await sql`CREATE OR REPLACE FUNCTION test_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.uuid LIKE 'poison-%' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`.execute(t.app.db);
    await sql`CREATE TRIGGER test_poison BEFORE INSERT ON provider_transactions FOR EACH ROW EXECUTE FUNCTION test_poison()`.execute(t.app.db);
    try {
      const before = { ...batcher.stats };
      const answers = await oneBatch([
        ['/transaction/bet', (players[0] as (typeof players)[number]).bet(100 * per)],
        ['/transaction/bet', (players[1] as (typeof players)[number]).bet(100 * per, { transaction_uuid: poisoned })],
        ['/transaction/bet', (players[2] as (typeof players)[number]).bet(100 * per)],
      ]);
      expect(answers.map((a) => a.status)).toEqual(['RS_OK', 'RS_ERROR_UNKNOWN', 'RS_OK']);
      expect(batcher.stats.failedBatches - before.failedBatches).toBe(1);
      expect(await Promise.all(players.map((p) => p.balance()))).toEqual([9_900n, 10_000n, 9_900n]);
      expect(await providerRows(poisoned)).toEqual([]);
      expect(await t.app.wallet.findTransfer(`hub88:${poisoned}`)).toBeUndefined();
    } finally {
      await sql`DROP TRIGGER test_poison ON provider_transactions`.execute(t.app.db);
    }
  });

  it('a batch whose transaction breaks (e.g. the connection) commits nothing; its moves are answered on their own', async () => {
    const players = await Promise.all([h.player(10_000n), h.player(10_000n)]);
    batcher.beforeBatch = async () => {
      batcher.beforeBatch = undefined;
      throw Object.assign(new Error('connection terminated (injected)'), { code: '57P01' });
    };
    const before = { ...batcher.stats };
    const answers = await oneBatch(players.map((p) => ['/transaction/bet', p.bet(700 * per)]));
    expect(answers.map((a) => [a.status, a.balance])).toEqual([
      ['RS_OK', 9_300 * per],
      ['RS_OK', 9_300 * per],
    ]);
    expect(batcher.stats.failedBatches - before.failedBatches).toBe(1);
    expect(await Promise.all(players.map((p) => p.balance()))).toEqual([9_300n, 9_300n]);
  });

  it('two wins of one bet in one batch: both paid, the betting record settled with their sum', async () => {
    const p = await h.player(10_000n);
    const bet = p.bet(1_000 * per);
    expect((await h.call('/transaction/bet', bet)).status).toBe('RS_OK');
    const before = { ...batcher.stats };
    const answers = await oneBatch([
      ['/transaction/win', p.win(bet, 300 * per)],
      ['/transaction/win', p.win(bet, 200 * per)],
    ]);
    expect(answers.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK']);
    // Each answers the balance right after itself, in the batch's order (9,000 + 300 + 200, either way round).
    expect([[9_300 * per, 9_500 * per], [9_500 * per, 9_200 * per]]).toContainEqual(answers.map((a) => a.balance));
    expect(batcher.stats.batched - before.batched).toBe(2);
    expect(await p.balance()).toBe(9_500n);
    const record = await t.app.db.selectFrom('bet_records').select(['status', 'stake', 'payout']).where('source_ref', '=', `HUB88:${String(bet.transaction_uuid)}`).executeTakeFirst();
    expect(record).toEqual({ status: 'SETTLED', stake: 1_000n, payout: 500n });
  });

  it('a batch whose wallet would dip below zero between its moves is refused whole, though its end balance is positive', async () => {
    const p = await h.player(1_000n);
    const first = p.bet(900 * per);
    expect((await h.call('/transaction/bet', first)).status).toBe('RS_OK');
    // A stale balance lets the batcher take a bet the wallet (100) covers only after the batch's win.
    t.app.wallet.events.emit('balanceChanged', { memberId: p.member.id, currency: p.currency, balance: 10_000n });
    batcher.beforeBatch = async (moves) => {
      batcher.beforeBatch = undefined;
      moves.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'BET' ? -1 : 1)); // the bet first, then the win
    };
    const before = { ...batcher.stats };
    const answers = await oneBatch([
      ['/transaction/win', p.win(first, 100 * per)],
      ['/transaction/bet', p.bet(150 * per)],
    ]);
    // One by one, 100 - 150 is refused: the batch is too, and each move then runs alone.
    expect(batcher.stats.failedBatches - before.failedBatches).toBe(1);
    expect(batcher.stats.batched - before.batched).toBe(0);
    expect(answers[0]?.status).toBe('RS_OK');
    const paid = answers[1]?.status === 'RS_OK';
    if (!paid) expect(answers[1]?.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(await p.balance()).toBe(paid ? 50n : 200n);
  });

  // migrations/100: planned while provider_transactions is small (as here), the batch's lookups must still be
  // index probes, or every batch of a session would read the whole table once it has grown.
  it.runIf(onPostgres)('a batch reads provider_transactions by index only, though its plan was made on a small table', async () => {
    // The batch statement, run in a transaction of the test's own so its sequential-scan count can be read.
    const repo = (batcher as unknown as { repo: VendorApiRepository }).repo;
    const original = repo.fastMoveBatch.bind(repo);
    const scans: number[] = [];
    repo.fastMoveBatch = (_db, accounts, moves) =>
      t.app.db.transaction().execute(async (trx) => {
        const seqScans = async () =>
          Number((await sql<{ n: string }>`SELECT seq_scan AS n FROM pg_stat_xact_user_tables WHERE relname = 'provider_transactions'`.execute(trx)).rows[0]?.n ?? 0);
        const before = await seqScans();
        const rows = await original(trx, accounts, moves);
        scans.push((await seqScans()) - before);
        return rows;
      });
    try {
      const players = await Promise.all([h.player(10_000n), h.player(10_000n)]);
      const bets = players.map((p) => p.bet(1_000 * per));
      expect((await oneBatch(bets.map((b) => ['/transaction/bet', b]))).map((a) => a.status)).toEqual(['RS_OK', 'RS_OK']);
      const wins = await oneBatch(players.map((p, i) => ['/transaction/win', p.win(bets[i] as Record<string, unknown>, 300 * per)]));
      expect(wins.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK']);
    } finally {
      repo.fastMoveBatch = original;
    }
    expect(scans).toEqual([0, 0]);
  });

  it('is on unless HUB88_BATCH=off (32 moves per batch, one batch at a time per process by default)', () => {
    expect(testConfig().hub88.batch).toEqual({ maxItems: 32, inFlight: 1 });
    expect(testConfig({ HUB88_BATCH: 'off' }).hub88.batch).toBeUndefined();
  });
});

describe.runIf(onPostgres)('two API instances on one database (PostgreSQL)', () => {
  it('bets, wins and twins sent to both at once: each paid once, no overdraft, no deadlock, exact balances', async () => {
    const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(t.app.db);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${rows[0]?.db as string}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 10 });
    const other = await buildApp({ config: t.config, database });
    await other.ready();
    try {
      const players = await Promise.all(Array.from({ length: 6 }, () => h.player(3_000n)));
      const instances = [t.app, other];
      const call = async (i: number, path: string, body: Record<string, unknown>) => {
        const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
        const res = await (instances[i % 2] as typeof t.app).inject({
          method: 'POST',
          url: `/api/v1/providers/hub88${path}`,
          payload,
          headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(payload, h.privateKey) },
        });
        return res.json<Hub88Response>();
      };
      // Each player: 12 bets of 300 against 3,000 (10 can be paid), every bet sent to both instances at once.
      const bets = players.flatMap((p) => Array.from({ length: 12 }, () => ({ p, bet: p.bet(300 * per) })));
      const answers = await Promise.all(bets.flatMap(({ bet }, n) => [call(n, '/transaction/bet', bet), call(n + 1, '/transaction/bet', bet)]));
      for (let n = 0; n < bets.length; n++) {
        // Both copies of a bet answer alike: paid once (the same balance), or both refused.
        const [a, b] = [answers[2 * n] as Hub88Response, answers[2 * n + 1] as Hub88Response];
        expect(['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY']).toContain(a.status);
        expect(b.status).toBe(a.status);
        if (a.status === 'RS_OK') expect(b.balance).toBe(a.balance);
      }
      const paid = bets.filter((_, n) => answers[2 * n]?.status === 'RS_OK');
      for (const p of players) expect(paid.filter((x) => x.p === p)).toHaveLength(10);
      // A win for every paid bet, again on both instances at once.
      await Promise.all(paid.flatMap(({ p, bet }, n) => {
        const win = p.win(bet, 150 * per);
        return [call(n, '/transaction/win', win), call(n + 1, '/transaction/win', win)];
      }));
      for (const p of players) expect(await p.balance()).toBe(1_500n);
      const stats = [t.app.vendorApi.batcher?.stats, other.vendorApi.batcher?.stats];
      expect(stats.every((s) => s !== undefined)).toBe(true);
    } finally {
      await other.close();
      await database.close();
    }
  }, 120_000);
});
