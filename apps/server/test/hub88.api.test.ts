import swagger from '@fastify/swagger';
import { hub88UnitsPerMinor } from '@app/contracts';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hub88Routes } from '../src/modules/vendor-api/routes.ts';
import { sandboxPlayRoutes } from '../src/modules/vendor-api/sandbox-routes.ts';
import { signBody } from '../src/modules/vendor-api/signature.ts';
import { createMember } from './factories.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';
import { GAME, hub88 } from './hub88-helpers.ts';

let t: TestApp;
let h: Awaited<ReturnType<typeof hub88>>;
/** Hub88 units per wallet minor unit for the brand currency (THB: 1000). */
let per: number;

beforeAll(async () => {
  t = await buildTestApp();
  h = await hub88(t);
  per = Number(hub88UnitsPerMinor((await t.app.wallet.balanceOf(1)).currency));
});
afterEach(async () => {
  const check = await t.app.wallet.check();
  expect(check.problems).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

/** A foreign key pair: signatures made with it must be refused. */
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

describe('signatures (every call)', () => {
  const paths = ['/user/info', '/user/balance', '/transaction/bet', '/transaction/win', '/transaction/rollback'];

  it.each(paths)('%s refuses a missing, foreign or tampered signature with RS_ERROR_INVALID_SIGNATURE and echoes request_uuid', async (path) => {
    const p = await h.player();
    const bet = p.bet(100 * per);
    const body = JSON.stringify({ ...bet, request_uuid: 'req-1', reference_transaction_uuid: randomUUID() });
    for (const signature of [null, signBody(body, stranger), signBody(body + ' ', h.privateKey), 'not base64!!']) {
      const res = await h.send(path, body, signature);
      expect(res).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: 'req-1' });
    }
    expect(await p.balance()).toBe(100_000n);
  });

  it('checks the signature before parsing: a bad body with a bad signature is a signature error', async () => {
    expect((await h.send('/transaction/bet', '{not json', 'AAAA')).status).toBe('RS_ERROR_INVALID_SIGNATURE');
  });
});

describe('syntax and types', () => {
  it('answers RS_ERROR_WRONG_SYNTAX for invalid JSON or missing fields, RS_ERROR_WRONG_TYPES for wrong types', async () => {
    const p = await h.player();
    expect((await h.send('/transaction/bet', '{not json')).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await h.send('/transaction/bet', '[]')).status).toBe('RS_ERROR_WRONG_SYNTAX');
    const { amount: _omit, ...noAmount } = p.bet(100 * per);
    expect(await h.call('/transaction/bet', { ...noAmount, request_uuid: 'r2' })).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: 'r2' });
    expect((await h.call('/transaction/bet', p.bet(100 * per, { amount: '100000' }))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await h.call('/transaction/bet', p.bet(1.5))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await h.call('/user/balance', { ...p.base, token: 42 })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await h.call('/user/info', {})).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await h.call('/transaction/bet', p.bet(100 * per, { transaction_uuid: 'has space' }))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await p.balance()).toBe(100_000n);
  });

  it('refuses an amount that does not convert exactly to the wallet minor unit', async () => {
    const p = await h.player();
    const res = await h.call('/transaction/bet', p.bet(100 * per + 1));
    expect(res.status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await p.balance()).toBe(100_000n);
  });
});

describe('POST user/info', () => {
  it('describes a member and echoes request_uuid', async () => {
    const p = await h.player();
    const res = await h.call('/user/info', { user: p.issued.user, request_uuid: 'info-1' });
    expect(res).toMatchObject({ status: 'RS_OK', user: p.issued.user, request_uuid: 'info-1', tags: [] });
    expect(res.registration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers RS_ERROR_UNKNOWN for an unknown user', async () => {
    expect(await h.call('/user/info', { user: 'm99999999', request_uuid: 'x' })).toEqual({ status: 'RS_ERROR_UNKNOWN', request_uuid: 'x' });
    expect((await h.call('/user/info', { user: 'nobody' })).status).toBe('RS_ERROR_UNKNOWN');
  });
});

describe('POST user/balance', () => {
  it('returns the balance scaled by 100000 in the wallet currency', async () => {
    const p = await h.player(123_456n);
    const res = await h.call('/user/balance', { ...p.base, request_uuid: 'b-1' });
    expect(res).toEqual({ user: p.issued.user, status: 'RS_OK', request_uuid: 'b-1', currency: p.currency, balance: 123_456 * per });
  });

  it('refuses an unknown token, another member’s token and an expired token', async () => {
    const p = await h.player();
    const other = await h.player();
    expect((await h.call('/user/balance', { ...p.base, token: 'no-such-token' })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await h.call('/user/balance', { ...p.base, token: other.issued.token })).status).toBe('RS_ERROR_INVALID_TOKEN');
    const expired = await h.player(0n, { ttlMs: 1 });
    await new Promise((r) => setTimeout(r, 5));
    expect((await h.call('/user/balance', expired.base)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
  });
});

describe('POST transaction/bet', () => {
  it('debits the stake once and answers with the new balance', async () => {
    const p = await h.player(100_000n);
    const bet = p.bet(250 * per);
    const res = await h.call('/transaction/bet', { ...bet, request_uuid: 'bet-1' });
    expect(res).toEqual({ user: p.issued.user, status: 'RS_OK', request_uuid: 'bet-1', currency: p.currency, balance: 99_750 * per });
    expect(await p.balance()).toBe(99_750n);
    const ledger = await t.app.wallet.findTransfer(`hub88:${bet.transaction_uuid as string}`);
    expect(ledger).toMatchObject({ kind: 'BET', amount: 250n });
  });

  it('replays the first answer for the same transaction_uuid and content; refuses other content as a duplicate', async () => {
    const p = await h.player(100_000n);
    const bet = p.bet(1_000 * per);
    const first = await h.call('/transaction/bet', { ...bet, request_uuid: 'first' });
    const again = await h.call('/transaction/bet', { ...bet, request_uuid: 'again' });
    expect(again).toEqual({ ...first, request_uuid: 'again' });
    expect(await p.balance()).toBe(99_000n);
    for (const change of [{ amount: 2_000 * per }, { round: 'other-round' }, { game_code: 'PG_0002' }]) {
      expect(await h.call('/transaction/bet', { ...bet, ...change, request_uuid: 'dup' })).toEqual({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', request_uuid: 'dup' });
    }
    expect(await p.balance()).toBe(99_000n);
  });

  it('answers RS_ERROR_NOT_ENOUGH_MONEY with the current balance and moves nothing', async () => {
    const p = await h.player(500n);
    const res = await h.call('/transaction/bet', p.bet(501 * per));
    expect(res).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 500 * per, currency: p.currency });
    expect(await p.balance()).toBe(500n);
  });

  it('refuses a wrong currency, an unknown game, a disabled user, a bad or expired token', async () => {
    const p = await h.player();
    expect((await h.call('/transaction/bet', p.bet(per, { currency: p.currency === 'USD' ? 'EUR' : 'USD' }))).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await h.call('/transaction/bet', p.bet(per, { game_code: 'NO_SUCH_GAME' }))).status).toBe('RS_ERROR_INVALID_GAME');
    expect((await h.call('/transaction/bet', p.bet(per, { token: 'forged' }))).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await h.call('/transaction/bet', p.bet(per, { user: 'm99999999' }))).status).toBe('RS_ERROR_INVALID_TOKEN');
    await t.app.db.updateTable('members').set({ status: 'DISABLED' }).where('id', '=', p.member.id).execute();
    expect((await h.call('/transaction/bet', p.bet(per))).status).toBe('RS_ERROR_USER_DISABLED');
    const expired = await h.player(1_000n, { ttlMs: 1 });
    await new Promise((r) => setTimeout(r, 5));
    expect((await h.call('/transaction/bet', expired.bet(per))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await p.balance()).toBe(100_000n);
    expect(await expired.balance()).toBe(1_000n);
  });

  it('records a zero bet (free round) without a ledger transfer', async () => {
    const p = await h.player(1_000n);
    const bet = p.bet(0, { is_free: true });
    expect(await h.call('/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 1_000 * per });
    expect(await t.app.wallet.findTransfer(`hub88:${bet.transaction_uuid as string}`)).toBeUndefined();
    expect((await h.call('/transaction/win', p.win(bet, 10 * per))).status).toBe('RS_OK');
    expect(await p.balance()).toBe(1_010n);
  });

  it('pays the same bet sent 10 times in parallel exactly once', async () => {
    const p = await h.player(10_000n);
    const bet = p.bet(700 * per);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => h.call('/transaction/bet', { ...bet, request_uuid: `par-${i}` })));
    for (const a of answers) expect(a).toMatchObject({ status: 'RS_OK', balance: 9_300 * per });
    expect(await p.balance()).toBe(9_300n);
  });
});

describe('POST transaction/win', () => {
  it('credits a win that references the bet, once', async () => {
    const p = await h.player(10_000n);
    const bet = p.bet(1_000 * per);
    await h.call('/transaction/bet', bet);
    const win = p.win(bet, 2_500 * per);
    expect(await h.call('/transaction/win', { ...win, request_uuid: 'w1' })).toEqual({
      user: p.issued.user,
      status: 'RS_OK',
      request_uuid: 'w1',
      currency: p.currency,
      balance: 11_500 * per,
    });
    expect((await h.call('/transaction/win', win)).balance).toBe(11_500 * per);
    expect((await h.call('/transaction/win', { ...win, amount: 3_000 * per })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await p.balance()).toBe(11_500n);
  });

  it('answers RS_ERROR_TRANSACTION_DOES_NOT_EXIST without a bet, or for another member’s bet', async () => {
    const p = await h.player(10_000n);
    const other = await h.player(10_000n);
    expect((await h.call('/transaction/win', p.win({ transaction_uuid: randomUUID(), round: 'r' }, per))).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const otherBet = other.bet(100 * per);
    await h.call('/transaction/bet', otherBet);
    expect((await h.call('/transaction/win', p.win(otherBet, per))).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await p.balance()).toBe(10_000n);
  });

  it('pays a win after the token expired (expiry is not checked on wins and rollbacks)', async () => {
    const p = await h.player(10_000n, { ttlMs: 300 });
    const bet = p.bet(100 * per);
    expect((await h.call('/transaction/bet', bet)).status).toBe('RS_OK');
    await new Promise((r) => setTimeout(r, 350));
    expect((await h.call('/transaction/bet', p.bet(100 * per))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await h.call('/transaction/win', p.win(bet, 300 * per))).status).toBe('RS_OK');
    expect(await p.balance()).toBe(10_200n);
  });
});

describe('POST transaction/rollback', () => {
  it('refunds a bet once; another rollback of the same bet moves nothing; a win for it is then refused', async () => {
    const p = await h.player(10_000n);
    const bet = p.bet(1_000 * per);
    await h.call('/transaction/bet', bet);
    const rb = p.rollback(bet.transaction_uuid as string);
    expect(await h.call('/transaction/rollback', { ...rb, request_uuid: 'rb1' })).toMatchObject({ status: 'RS_OK', request_uuid: 'rb1', balance: 10_000 * per });
    expect((await h.call('/transaction/rollback', rb)).balance).toBe(10_000 * per);
    expect((await h.call('/transaction/rollback', p.rollback(bet.transaction_uuid as string))).status).toBe('RS_OK');
    expect(await p.balance()).toBe(10_000n);
    expect((await h.call('/transaction/win', p.win(bet, 500 * per))).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await p.balance()).toBe(10_000n);
  });

  it('records a rollback of a bet never seen, so the late bet is refused', async () => {
    const p = await h.player(10_000n);
    const bet = p.bet(1_000 * per);
    expect((await h.call('/transaction/rollback', p.rollback(bet.transaction_uuid as string))).status).toBe('RS_OK');
    expect(await h.call('/transaction/bet', { ...bet, request_uuid: 'late' })).toEqual({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', request_uuid: 'late' });
    expect(await p.balance()).toBe(10_000n);
  });

  it('reverses a win while the balance covers it, else answers RS_ERROR_NOT_ENOUGH_MONEY', async () => {
    const p = await h.player(1_000n);
    const bet = p.bet(1_000 * per);
    await h.call('/transaction/bet', bet);
    const win = p.win(bet, 3_000 * per);
    await h.call('/transaction/win', win);
    expect(await p.balance()).toBe(3_000n);
    expect((await h.call('/transaction/rollback', p.rollback(win.transaction_uuid as string))).balance).toBe(0);
    expect(await p.balance()).toBe(0n);

    const q = await h.player(1_000n);
    const qBet = q.bet(1_000 * per);
    await h.call('/transaction/bet', qBet);
    const qWin = q.win(qBet, 500 * per);
    await h.call('/transaction/win', qWin);
    await h.call('/transaction/bet', q.bet(400 * per));
    expect(await h.call('/transaction/rollback', { ...q.rollback(qWin.transaction_uuid as string), request_uuid: 'nm' })).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      request_uuid: 'nm',
      balance: 100 * per,
    });
    expect(await q.balance()).toBe(100n);
  });

  it('refuses a rollback of another member’s transaction', async () => {
    const p = await h.player(10_000n);
    const other = await h.player(10_000n);
    const bet = other.bet(100 * per);
    await h.call('/transaction/bet', bet);
    expect((await h.call('/transaction/rollback', p.rollback(bet.transaction_uuid as string))).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await other.balance()).toBe(9_900n);
  });

  it('accepts a rollback with an expired token', async () => {
    const p = await h.player(10_000n, { ttlMs: 300 });
    const bet = p.bet(100 * per);
    await h.call('/transaction/bet', bet);
    await new Promise((r) => setTimeout(r, 350));
    expect((await h.call('/transaction/rollback', p.rollback(bet.transaction_uuid as string))).status).toBe('RS_OK');
    expect(await p.balance()).toBe(10_000n);
  });
});

describe('betting record', () => {
  const recordOf = (uuid: unknown) =>
    t.app.db.selectFrom('bet_records').select(['status', 'stake', 'payout', 'vendor', 'game_code', 'category']).where('source', '=', 'PROVIDER').where('source_ref', '=', `HUB88:${String(uuid)}`).executeTakeFirst();

  it('records each provider bet: pending, settled with the sum of its wins, cancelled by a rollback', async () => {
    const p = await h.player(10_000n);
    const bet = p.bet(1_000 * per);
    await h.call('/transaction/bet', bet);
    expect(await recordOf(bet.transaction_uuid)).toMatchObject({ status: 'PENDING', stake: 1_000n, payout: 0n, game_code: GAME, vendor: 'PG' });
    const win1 = p.win(bet, 300 * per);
    await h.call('/transaction/win', win1);
    await h.call('/transaction/win', p.win(bet, 200 * per));
    expect(await recordOf(bet.transaction_uuid)).toMatchObject({ status: 'SETTLED', payout: 500n });
    await h.call('/transaction/rollback', p.rollback(win1.transaction_uuid as string));
    expect(await recordOf(bet.transaction_uuid)).toMatchObject({ status: 'SETTLED', payout: 200n });

    const other = p.bet(400 * per);
    await h.call('/transaction/bet', other);
    await h.call('/transaction/rollback', p.rollback(other.transaction_uuid as string));
    expect(await recordOf(other.transaction_uuid)).toMatchObject({ status: 'CANCELLED', stake: 400n });
  });

  it('writes nothing for a refused bet', async () => {
    const p = await h.player(100n);
    const bet = p.bet(1_000 * per);
    expect((await h.call('/transaction/bet', bet)).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(await recordOf(bet.transaction_uuid)).toBeUndefined();
  });
});

describe('one-statement path (migrations/019 provider_wallet_move)', () => {
  const service = () => t.app.vendorApi;

  it('takes it for an ordinary bet and win; a retry, a refusal and a zero amount take the full path', async () => {
    const p = await h.player(1_000n);
    const before = { ...service().stats };
    const bet = p.bet(300 * per);
    expect((await h.call('/transaction/bet', bet)).status).toBe('RS_OK');
    expect((await h.call('/transaction/win', p.win(bet, 100 * per))).status).toBe('RS_OK');
    expect(service().stats.fast - before.fast).toBe(2);
    expect(service().stats.full - before.full).toBe(0);

    expect((await h.call('/transaction/bet', bet)).status).toBe('RS_OK'); // retry: replayed
    expect((await h.call('/transaction/bet', p.bet(5_000 * per))).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect((await h.call('/transaction/bet', p.bet(0))).status).toBe('RS_OK');
    expect(service().stats.fast - before.fast).toBe(2);
    expect(service().stats.full - before.full).toBe(3);
    expect(await p.balance()).toBe(800n);
  });

  it('writes exactly what the full path writes: answers, provider rows, ledger transfers, betting record', async () => {
    /** One round (bet, two wins, a retry of the first win) with the fast path on or off; everything but ids and times. */
    async function round(fast: boolean) {
      service().fastPath = fast;
      try {
        const p = await h.player(10_000n);
        const bet = p.bet(1_000 * per, { round: 'same-round' });
        const win1 = p.win(bet, 400 * per);
        const answers = [];
        for (const [path, body] of [['/transaction/bet', bet], ['/transaction/win', win1], ['/transaction/win', p.win(bet, 250 * per)], ['/transaction/win', win1]] as const) {
          const { user, ...answer } = await h.call(path, { ...body, request_uuid: 'r' });
          expect(user).toBe(p.issued.user);
          answers.push(answer);
        }
        const uuids = new Map<string, string>();
        const alias = (uuid: string | null) => (uuid === null ? null : (uuids.get(uuid) ?? (uuids.set(uuid, `uuid${uuids.size}`), `uuid${uuids.size - 1}`)));
        const rows = await t.app.db
          .selectFrom('provider_transactions')
          .select(['uuid', 'kind', 'round', 'game_code', 'currency', 'amount', 'amount_minor', 'reference', 'status', 'request_hash', 'transfer_key', 'response'])
          .where('member_id', '=', p.member.id)
          .orderBy('id')
          .execute();
        const provider = rows.map((r) => {
          const { user, ...response } = r.response as Record<string, unknown>;
          expect(user).toBe(p.issued.user);
          return { ...r, uuid: alias(r.uuid), reference: alias(r.reference), transfer_key: r.transfer_key?.replace(r.uuid, 'self'), response, request_hash: undefined };
        });
        const transfers = await Promise.all(rows.map((r) => t.app.wallet.findTransfer(r.transfer_key as string)));
        const ledger = transfers.map((x) => x && { kind: x.kind, amount: x.amount, metadata: { ...x.metadata, transaction: alias(x.metadata.transaction as string), bet: alias((x.metadata.bet as string) ?? null) } });
        const record = await t.app.db
          .selectFrom('bet_records')
          .select(['vendor', 'game_code', 'game_name', 'category', 'stake', 'payout', 'currency', 'status', 'source'])
          .select((eb) => eb('settled_at', 'is not', null).as('settled'))
          .where('source_ref', '=', `HUB88:${String(bet.transaction_uuid)}`)
          .executeTakeFirstOrThrow();
        return { answers, provider, ledger, record, balance: await p.balance() };
      } finally {
        service().fastPath = true;
      }
    }
    const before = { ...service().stats };
    const fast = await round(true);
    expect(service().stats.fast - before.fast).toBe(3);
    const full = await round(false);
    expect(full).toEqual(fast);
    expect(fast.balance).toBe(9_650n);
    expect(fast.record).toMatchObject({ status: 'SETTLED', stake: 1_000n, payout: 650n, vendor: 'PG', settled: true });
  });

  it('a bet whose token was issued by another process goes the full path once, then the fast one', async () => {
    const p = await h.player(1_000n);
    // As after a restart: this process has not opened the wallet yet.
    (service() as unknown as { warmed: Set<string> }).warmed.delete(`${p.member.id}:${p.currency}`);
    const before = { ...service().stats };
    expect((await h.call('/transaction/bet', p.bet(100 * per))).status).toBe('RS_OK');
    expect((await h.call('/transaction/bet', p.bet(100 * per))).status).toBe('RS_OK');
    expect([service().stats.full - before.full, service().stats.fast - before.fast]).toEqual([1, 1]);
    expect(await p.balance()).toBe(800n);
  });
});

describe('concurrency', () => {
  it('64 concurrent bets against one wallet never overdraw it', async () => {
    const p = await h.player(40n * 300n);
    const bets = Array.from({ length: 64 }, () => p.bet(300 * per));
    const answers = await Promise.all(bets.map((b) => h.call('/transaction/bet', b)));
    const ok = answers.filter((a) => a.status === 'RS_OK').length;
    expect(ok).toBe(40);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY').length).toBe(24);
    expect(await p.balance()).toBe(0n);
  }, 60_000);

  it('a rollback racing its own bet leaves either both or neither', async () => {
    for (let i = 0; i < 5; i += 1) {
      const p = await h.player(1_000n);
      const bet = p.bet(1_000 * per);
      await Promise.all([h.call('/transaction/bet', bet), h.call('/transaction/rollback', p.rollback(bet.transaction_uuid as string))]);
      expect(await p.balance()).toBe(1_000n);
    }
  });
});

describe('issuePlayerToken (called by the game launch)', () => {
  it('issues a token for the member that a real client can use', async () => {
    const member = await createMember(t.app.db);
    const issued = await t.app.vendorApi.issuePlayerToken({ memberId: member.id, gameCode: GAME });
    expect(issued.token.length).toBeGreaterThanOrEqual(40);
    const res = await h.call('/user/balance', { user: issued.user, token: issued.token, game_code: GAME });
    expect(res).toMatchObject({ status: 'RS_OK', balance: 0 });
    // Only the hash is stored.
    const stored = await t.app.db.selectFrom('provider_tokens').select('token_hash').where('member_id', '=', member.id).execute();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]!.token_hash).toString('base64url')).not.toBe(issued.token);
  });
});

describe('OpenAPI', () => {
  it('documents the provider wallet and sandbox routes with request and response schemas', async () => {
    // Only this module's routes, so the check does not depend on other modules' documentation.
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
    await app.register(hub88Routes, { prefix: '/api/v1/providers/hub88', service: t.app.vendorApi });
    await app.register(sandboxPlayRoutes, { prefix: '/api/v1', service: t.app.vendorApi, verifyLaunch: async () => null, timeoutMs: 1000 });
    await app.ready();
    const paths = (app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown>; tags?: string[] }>> }).paths;
    for (const p of ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback']) {
      const op = paths[`/api/v1/providers/hub88/${p}`]?.post;
      expect(op?.responses, p).toHaveProperty('200');
      expect(op?.requestBody, p).toBeDefined();
      expect(op?.tags).toEqual(['providers']);
    }
    expect(paths['/api/v1/sandbox/provider/play']?.post?.responses).toHaveProperty('200');
    await app.close();
  });
});

it.runIf(onPostgres)('runs on PostgreSQL in this configuration', () => {
  expect(t.database.kind).toBe('postgres');
});
