import type { Contract, ContractConsolidated } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';
import { signedInOperator } from './payments.fixtures.ts';

/**
 * The contract routes with the real agents tree: offers down the tree (rate cap, direct sub-agents
 * only, SPEC §4 consent rules), accept / reject / terminate, consolidated flags, scoping (another
 * agent's contract is 404), agents-only access, bad input without partial writes, operator hold.
 */
let t: TestApp;
type Caller = Awaited<ReturnType<typeof signedInMember>>;
let top: Caller;
let sub: Caller;
let subSub: Caller;
let stranger: Caller;
let member: Caller;
let trial: Caller;
let op: Awaited<ReturnType<typeof signedInOperator>>;

const tiers = (...rates: string[]) => rates.map((rate, i) => ({ activeMembers: i * 5, turnover: i * 1_000_000, rate }));

beforeAll(async () => {
  t = await buildTestApp();
  top = await signedInMember(t.app.db, { type: 1 });
  sub = await signedInMember(t.app.db, { type: 1, parentId: top.id });
  subSub = await signedInMember(t.app.db, { type: 2, parentId: sub.id });
  stranger = await signedInMember(t.app.db, { type: 1 });
  member = await signedInMember(t.app.db, { type: 0, parentId: top.id });
  trial = await signedInMember(t.app.db, { type: 4 });
  op = await signedInOperator(t, 'admin');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, who: { headers: Record<string, string> }, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function platformContract(agentId: number, kind: string, rates: string[], periodType?: string) {
  const res = await call('POST', '/operator/agent-contracts', op, { agentId, kind, tiers: tiers(...rates), ...(periodType ? { periodType } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Contract>();
}

async function contractRows() {
  return t.app.db.selectFrom('agent_contracts').select(['id', 'status']).execute();
}

describe(`agent contract routes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses members and trial accounts, and anonymous callers', async () => {
    for (const who of [member, trial]) {
      const res = await call('GET', '/agent/contracts/consolidated', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'AGENTS_ONLY' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/agent/contracts/consolidated' })).statusCode).toBe(401);
  });

  it('a platform offer shows as pending in the consolidated flags, then enabled once accepted', async () => {
    const offer = await platformContract(top.id, 'DAILY_SALARY', ['1.00', '2.00']);
    let info = (await call('GET', '/agent/contracts/consolidated', top)).json<ContractConsolidated>();
    expect(info).toMatchObject({ dailysalreqtype: 2, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    expect(info.pending.map((p) => p.id)).toEqual([offer.id]);

    const accepted = await call('POST', `/agent/contracts/${offer.id}/accept`, top, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACTIVE', maxRate: '2.00', direction: 'received' });
    info = (await call('GET', '/agent/contracts/consolidated', top)).json<ContractConsolidated>();
    expect(info).toMatchObject({ dailysalreqtype: 1, enabled: { dailySalary: true, dividend: false }, pending: [] });

    const twice = await call('POST', `/agent/contracts/${offer.id}/accept`, top, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONTRACT_STATE' });
  });

  it('refuses bad offers with a clear 4xx and writes nothing', async () => {
    const before = await contractRows();
    const cases: [Caller, Record<string, unknown>, number, string][] = [
      // above the upline's own 2.00 %
      [top, { agentId: sub.id, kind: 'DAILY_SALARY', tiers: tiers('2.50') }, 400, 'RATE_ABOVE_UPLINE'],
      // unknown kind
      [top, { agentId: sub.id, kind: 'WEEKLY_BONUS', tiers: tiers('1.00') }, 400, 'VALIDATION_ERROR'],
      // thresholds falling
      [top, { agentId: sub.id, kind: 'DAILY_SALARY', tiers: [{ activeMembers: 10, turnover: 0, rate: '1.00' }, { activeMembers: 5, turnover: 0, rate: '1.50' }] }, 400, 'VALIDATION_ERROR'],
      // a rate with three decimals / zero
      [top, { agentId: sub.id, kind: 'DAILY_SALARY', tiers: tiers('1.005') }, 400, 'VALIDATION_ERROR'],
      [top, { agentId: sub.id, kind: 'DAILY_SALARY', tiers: tiers('0') }, 400, 'VALIDATION_ERROR'],
      // not a direct sub-agent: two levels down, someone else's, a plain member, oneself
      [top, { agentId: subSub.id, kind: 'DAILY_SALARY', tiers: tiers('1.00') }, 404, 'NOT_DIRECT_SUB_AGENT'],
      [top, { agentId: stranger.id, kind: 'DAILY_SALARY', tiers: tiers('1.00') }, 404, 'NOT_DIRECT_SUB_AGENT'],
      [top, { agentId: member.id, kind: 'DAILY_SALARY', tiers: tiers('1.00') }, 404, 'NOT_DIRECT_SUB_AGENT'],
      [top, { agentId: top.id, kind: 'DAILY_SALARY', tiers: tiers('1.00') }, 404, 'NOT_DIRECT_SUB_AGENT'],
      // no own contract of that kind to offer from
      [top, { agentId: sub.id, kind: 'HOURLY_SALARY', tiers: tiers('0.10') }, 409, 'NO_OWN_CONTRACT'],
    ];
    for (const [who, body, status, code] of cases) {
      const res = await call('POST', '/agent/contracts', who, body);
      expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBe(status);
      expect(res.json<{ code: string }>().code).toBe(code);
    }
    expect(await contractRows()).toEqual(before);
  });

  it('offer -> sub-agent sees it, accepts; both sides see the history; strangers get 404', async () => {
    const res = await call('POST', '/agent/contracts', top, { agentId: sub.id, kind: 'DAILY_SALARY', tiers: tiers('0.50', '1.50'), note: 'welcome' });
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json<Contract>();
    expect(offer).toMatchObject({ status: 'PENDING', direction: 'offered', agentId: sub.id, uplineId: top.id, maxRate: '1.50' });

    const again = await call('POST', '/agent/contracts', top, { agentId: sub.id, kind: 'DAILY_SALARY', tiers: tiers('0.50') });
    expect(again.json()).toMatchObject({ code: 'OFFER_PENDING' });

    const info = (await call('GET', '/agent/contracts/consolidated', sub)).json<ContractConsolidated>();
    expect(info.dailysalreqtype).toBe(2);
    expect(info.pending[0]).toMatchObject({ id: offer.id, direction: 'received', uplineUsername: top.username });

    // Scoping: neither a stranger nor the sub-agent's own downline can see or act on it.
    for (const who of [stranger, subSub]) {
      expect((await call('GET', `/agent/contracts/${offer.id}`, who)).statusCode).toBe(404);
      expect((await call('POST', `/agent/contracts/${offer.id}/accept`, who, {})).statusCode).toBe(404);
      expect((await call('POST', `/agent/contracts/${offer.id}/terminate`, who, {})).statusCode).toBe(404);
      expect((await call('GET', '/agent/contracts', who)).json<{ items: Contract[] }>().items.map((c) => c.id)).not.toContain(offer.id);
    }
    // The offering upline cannot accept on the sub-agent's behalf.
    expect((await call('POST', `/agent/contracts/${offer.id}/accept`, top, {})).statusCode).toBe(403);

    expect((await call('POST', `/agent/contracts/${offer.id}/accept`, sub, {})).json()).toMatchObject({ status: 'ACTIVE' });
    const mine = (await call('GET', '/agent/contracts?direction=received', sub)).json<{ items: Contract[] }>();
    const theirs = (await call('GET', '/agent/contracts?direction=offered', top)).json<{ items: Contract[] }>();
    expect(mine.items.map((c) => c.id)).toContain(offer.id);
    expect(theirs.items.map((c) => c.id)).toContain(offer.id);
  });

  it('SPEC §4: a lower offer replaces the active contract only when the offering agent agrees', async () => {
    const lower = { agentId: sub.id, kind: 'DAILY_SALARY', tiers: tiers('0.80') };
    const refused = await call('POST', '/agent/contracts', top, lower);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LOWER_THAN_ACTIVE' });

    const agreed = await call('POST', '/agent/contracts', top, { ...lower, terminateExisting: true });
    expect(agreed.statusCode).toBe(201);
    const [active] = (await call('GET', '/agent/contracts?direction=received&status=ACTIVE', sub)).json<{ items: Contract[] }>().items;

    // sub has offered its own sub-agent 1.20 %: accepting 0.80 % needs sub's consent to end that one.
    const down = await call('POST', '/agent/contracts', sub, { agentId: subSub.id, kind: 'DAILY_SALARY', tiers: tiers('1.20') });
    expect(down.statusCode, down.body).toBe(201);
    const blocked = await call('POST', `/agent/contracts/${agreed.json<Contract>().id}/accept`, sub, {});
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'DOWNLINE_ABOVE_NEW_RATE' });

    const ok = await call('POST', `/agent/contracts/${agreed.json<Contract>().id}/accept`, sub, { terminateDownline: true });
    expect(ok.json()).toMatchObject({ status: 'ACTIVE', maxRate: '0.80' });
    expect((await call('GET', `/agent/contracts/${active!.id}`, sub)).json()).toMatchObject({ status: 'TERMINATED', endReason: 'REPLACED' });
    expect((await call('GET', `/agent/contracts/${down.json<Contract>().id}`, subSub)).json()).toMatchObject({ status: 'TERMINATED', endReason: 'UPLINE_RATE_LOWERED' });
  });

  it('reject and terminate, each once', async () => {
    const offer = (await call('POST', '/agent/contracts', sub, { agentId: subSub.id, kind: 'DAILY_SALARY', tiers: tiers('0.30') })).json<Contract>();
    expect((await call('POST', `/agent/contracts/${offer.id}/reject`, subSub, { reason: 'too low' })).json()).toMatchObject({ status: 'REJECTED', endNote: 'too low' });
    expect((await call('POST', `/agent/contracts/${offer.id}/reject`, subSub, {})).statusCode).toBe(409);

    const [active] = (await call('GET', '/agent/contracts?direction=offered&status=ACTIVE', top)).json<{ items: Contract[] }>().items;
    expect((await call('POST', `/agent/contracts/${active!.id}/terminate`, top, {})).json()).toMatchObject({ status: 'TERMINATED', endReason: 'TERMINATED_BY_UPLINE' });
    expect((await call('POST', `/agent/contracts/${active!.id}/terminate`, sub, {})).statusCode).toBe(409);
    expect((await call('GET', '/agent/contracts/not-a-number', sub)).statusCode).toBe(404);
  });

  it('operator routes need an operator token; holding an unknown settlement is 404', async () => {
    expect((await call('POST', '/operator/agent-contracts/settlements/1/hold', top, {})).statusCode).toBe(401);
    expect((await call('POST', '/operator/agent-contracts/settlements/999999/hold', op, {})).statusCode).toBe(404);
    const list = await call('GET', '/operator/agent-contracts/settlements', op);
    expect(list.statusCode).toBe(200);
  });

  it('documents every route in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    for (const p of ['/api/v1/agent/contracts/consolidated', '/api/v1/agent/contracts', '/api/v1/agent/contracts/{id}/accept', '/api/v1/agent/contracts/{id}/reject', '/api/v1/agent/contracts/{id}/terminate', '/api/v1/agent/settlements']) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});
