import { hub88UnitsPerMinor, type Hub88Response } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Hub88SandboxClient, injectTransport, TransportTimeout, type Hub88Transport, type Session } from '../src/modules/vendor-api/sandbox-client.ts';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { GAME, hub88 } from './hub88-helpers.ts';

let t: TestApp;
let h: Awaited<ReturnType<typeof hub88>>;

beforeAll(async () => {
  t = await buildTestApp();
  h = await hub88(t);
});
afterEach(async () => {
  expect((await t.app.wallet.check()).problems).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

async function fund(memberId: number, amount: bigint) {
  const { currency } = await t.app.wallet.balanceOf(memberId);
  await t.app.wallet.transfer({ idempotencyKey: `fund-${randomUUID()}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: memberId }, amount, currency, kind: 'DEPOSIT' });
}

/** A signed-in member with funds who launched GAME: the launch URL's `session` is what the sandbox page holds. */
async function launched(funds: bigint) {
  const m = await signedInMember(t.app.db);
  await fund(m.id, funds);
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/games/launch?gameCode=${GAME}&language=EN`, headers: m.headers });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ url: string }>().url, 'http://localhost');
  return { member: m, url, session: url.searchParams.get('session') as string };
}

const play = (session: string, stake: number) => t.app.inject({ method: 'POST', url: '/api/v1/sandbox/provider/play', payload: { session, stake } });

describe('sandbox provider play API', () => {
  it('plays rounds as a signed Hub88 client: every round is one bet and one win in the ledger', async () => {
    const { member, session } = await launched(100_000n);
    const balance = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/provider/balance', payload: { session } });
    expect(balance.json()).toMatchObject({ sandbox: true, status: 'RS_OK', balance: 100_000 });
    let expected = 100_000;
    for (let i = 0; i < 15; i += 1) {
      const res = await play(session, 1_000);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ status: string; stake: number; win: number; balance: number; sandbox: boolean }>();
      expect(body).toMatchObject({ sandbox: true, status: 'RS_OK', stake: 1_000 });
      expected = expected - 1_000 + body.win;
      expect(body.balance).toBe(expected);
    }
    expect((await t.app.wallet.balanceOf(member.id)).balance).toBe(BigInt(expected));
    const rows = await t.app.db.selectFrom('provider_transactions').select(['kind']).where('member_id', '=', member.id).execute();
    expect(rows.filter((r) => r.kind === 'BET')).toHaveLength(15);
    expect(rows.filter((r) => r.kind === 'WIN')).toHaveLength(15);
  });

  it('answers RS_ERROR_NOT_ENOUGH_MONEY when the stake is above the balance, and moves nothing', async () => {
    const { member, session } = await launched(500n);
    const res = await play(session, 501);
    expect(res.json()).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', stake: 0, win: 0, balance: 500, rolledBack: false });
    expect((await t.app.wallet.balanceOf(member.id)).balance).toBe(500n);
  });

  it('refuses a forged or tampered launch session with 401 LAUNCH_TOKEN_INVALID', async () => {
    const { session } = await launched(1_000n);
    for (const bad of ['x'.repeat(40), `${session.slice(0, -2)}AA`]) {
      const res = await play(bad, 100);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('LAUNCH_TOKEN_INVALID');
    }
  });

  it('goes over real HTTP to this very server when it listens', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { session } = await launched(10_000n);
    const res = await play(session, 100);
    expect(res.json()).toMatchObject({ status: 'RS_OK', stake: 100 });
  });

  it('serves the sandbox page with the SANDBOX label, the play panel and its script', async () => {
    const { url } = await launched(1_000n);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('data-testid="sandbox-play"');
    expect(page.body).toContain('src="/sandbox/provider/play.js"');
    const script = await t.app.inject({ method: 'GET', url: '/sandbox/provider/play.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('/api/v1/sandbox/provider/play');
  });
});

describe('sandbox client (retry and rollback)', () => {
  async function session(funds: bigint) {
    const p = await h.player(funds);
    const s: Session = { user: p.issued.user, token: p.issued.token, gameCode: GAME, currency: p.currency };
    return { p, s, per: hub88UnitsPerMinor(p.currency) };
  }

  /** Delivers calls to the app but can lose the answer (after the wallet processed it) or the request (before). */
  function lossy(rules: { loseAnswer?: (path: string, n: number) => boolean; loseRequest?: (path: string, n: number) => boolean }) {
    const inner = injectTransport(t.app);
    const seen: { path: string; body: Record<string, unknown> }[] = [];
    const transport: Hub88Transport = {
      async post(path, body, headers, timeoutMs) {
        const n = seen.filter((s) => s.path === path).length;
        seen.push({ path, body: JSON.parse(body) as Record<string, unknown> });
        if (rules.loseRequest?.(path, n)) throw new TransportTimeout(path, timeoutMs);
        const answer: Hub88Response = await inner.post(path, body, headers, timeoutMs);
        if (rules.loseAnswer?.(path, n)) throw new TransportTimeout(path, timeoutMs);
        return answer;
      },
    };
    return { transport, seen };
  }

  it('retries a bet whose answer was lost with the same transaction_uuid; the stake is taken once', async () => {
    const { p, s, per } = await session(10_000n);
    const { transport, seen } = lossy({ loseAnswer: (path, n) => path.endsWith('/transaction/bet') && n === 0 });
    const client = new Hub88SandboxClient({ transport, privateKey: h.privateKey, attempts: 3 });
    const res = await client.bet(s, { transactionUuid: 'retry-bet-1', round: 'r1', amount: 700n * per });
    expect(res).toMatchObject({ answered: true, response: { status: 'RS_OK', balance: Number(9_300n * per) } });
    const bets = seen.filter((x) => x.path.endsWith('/transaction/bet'));
    expect(bets).toHaveLength(2);
    expect(bets[0]?.body.transaction_uuid).toBe(bets[1]?.body.transaction_uuid);
    expect(bets[0]?.body.request_uuid).not.toBe(bets[1]?.body.request_uuid);
    expect(await p.balance()).toBe(9_300n);
  });

  it('rolls back a bet whose answer never arrives, so the stake comes back', async () => {
    const { p, s, per } = await session(10_000n);
    const { transport } = lossy({ loseAnswer: (path) => path.endsWith('/transaction/bet') });
    const client = new Hub88SandboxClient({ transport, privateKey: h.privateKey, attempts: 2 });
    const round = await client.playRound(s, 1_000n * per, () => 5_000n * per);
    expect(round).toMatchObject({ rolledBack: true, balance: Number(10_000n * per) });
    expect(round.winUuid).toBeUndefined();
    expect(await p.balance()).toBe(10_000n);
    const bet = await t.app.db.selectFrom('provider_transactions').select('status').where('uuid', '=', round.betUuid).executeTakeFirstOrThrow();
    expect(bet.status).toBe('ROLLED_BACK');
  });

  it('rolls back a bet that never reached the wallet; the late delivery of that bet is refused', async () => {
    const { p, s, per } = await session(10_000n);
    const { transport, seen } = lossy({ loseRequest: (path) => path.endsWith('/transaction/bet') });
    const client = new Hub88SandboxClient({ transport, privateKey: h.privateKey, attempts: 2 });
    const round = await client.playRound(s, 1_000n * per, () => 0n);
    expect(round.rolledBack).toBe(true);
    // The network finally delivers the lost bet.
    const late = seen.find((x) => x.path.endsWith('/transaction/bet'))?.body as Record<string, unknown>;
    expect((await h.call('/transaction/bet', late)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await p.balance()).toBe(10_000n);
  });
});
