import { AgentErrorCode } from '@app/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWithTeam, settledBet } from './agents.helpers.ts';
import { createMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Scoping sweep (issue 14): every `/api/v1/agent/*` route in the OpenAPI document is called by agent A
 * with agent B's ids. Each must answer 403/404, or answer without any of B's rows. A route without a
 * probe here fails the sweep, so a route added later without its scoping check cannot slip through.
 */
let t: TestApp;
let A: Awaited<ReturnType<typeof agentWithTeam>>;
let B: Awaited<ReturnType<typeof agentWithTeam>>;
let bSub: { id: number; username: string };
let bDeep: { id: number; username: string };
let foreignIds: Set<number>;
let foreignNames: string[];

beforeAll(async () => {
  t = await buildTestApp();
  t.app.accountsCaptcha.textSource = () => 'HK7PW';
  A = await agentWithTeam(t, { members: 2, balance: 100_000n });
  B = await agentWithTeam(t, { members: 2, balance: 100_000n });
  bSub = await createMember(t.app.db, { type: 1, parentId: B.id });
  bDeep = await createMember(t.app.db, { parentId: bSub.id });
  for (const m of [...A.members, ...B.members, bDeep]) await settledBet(t, m.id, 1_000n, 500n);
  await t.app.wallet.transfer({ idempotencyKey: `scoping:b-fund`, from: { member: B.id }, to: { member: B.members[0]!.id }, amount: 1_000n, currency: 'THB', kind: 'TRANSFER_DOWNLINE' });
  foreignIds = new Set([B.id, bSub.id, bDeep.id, ...B.members.map((m) => m.id)]);
  foreignNames = [B.username, bSub.username, bDeep.username, ...B.members.map((m) => m.username)];
}, 180_000);
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown) => t.app.inject({ method: method as 'GET', url, headers: A.headers, payload: payload as object });

/** Refused (403/404), with the downline code when it is a 404. */
function expectRefused(res: LightMyRequestResponse) {
  expect([403, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
  if (res.statusCode === 404) expect(res.json().code).toBe(AgentErrorCode.NOT_IN_DOWNLINE);
}

/** Answered, but nothing in it is B's: no B id in any id-like field, no B username anywhere (JSON or CSV). */
function expectNothingForeign(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  for (const name of foreignNames) expect(res.body).not.toContain(name);
  if (!res.headers['content-type']?.toString().includes('json')) return;
  const walk = (v: unknown, key = ''): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === 'number' && /^(id|memberId|parentId)$/.test(key)) expect(foreignIds.has(v), `${key}=${v}`).toBe(false);
  };
  walk(res.json());
}

const idProbes = (path: string, wide = '') => async () => {
  for (const id of foreignIds) {
    for (const param of ['memberId', 'parentId']) {
      const res = await call('GET', `${path}?${param}=${id}`);
      if (res.statusCode === 400) continue; // the route has no such filter (zod refuses unknown values only for known keys)
      if (res.statusCode === 200) expectNothingForeign(res);
      else expectRefused(res);
    }
    const csv = await call('GET', `${path}?format=csv&memberId=${id}&parentId=${id}`);
    if (csv.statusCode === 200) expectNothingForeign(csv);
    else expectRefused(csv);
  }
  for (const name of foreignNames) {
    const res = await call('GET', `${path}?username=${encodeURIComponent(name)}&search=${encodeURIComponent(name)}`);
    if (res.statusCode === 200) expectNothingForeign(res);
    else expectRefused(res);
  }
  // Unfiltered (members: across every depth): still only A's own team.
  expectNothingForeign(await call('GET', `${path}?${wide}`));
  expectNothingForeign(await call('GET', `${path}?format=csv&${wide}`));
};

/** Refused with any code (routes of other modules use their own codes, e.g. CONTRACT_NOT_FOUND). */
function expectRefusedAnyCode(res: LightMyRequestResponse) {
  expect([403, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
}

/** Contract ids that are not A's: every contract in the database (A has none), plus ids that may not exist yet. */
async function othersContractIds(): Promise<string[]> {
  const rows = await sql<{ id: string }>`SELECT id::text AS id FROM agent_contracts`.execute(t.app.db).catch(() => ({ rows: [] as { id: string }[] }));
  return [...new Set([...rows.rows.map((r) => r.id), '1', '2', '999999'])];
}

const contractAction = (action: string) => async () => {
  for (const id of await othersContractIds()) expectRefusedAnyCode(await call('POST', `/api/v1/agent/contracts/${id}/${action}`, {}));
};

const PROBES: Record<string, () => Promise<void>> = {
  'GET /api/v1/agent/profile': async () => expectNothingForeign(await call('GET', '/api/v1/agent/profile')),
  'GET /api/v1/agent/team/overview': async () => {
    const res = await call('GET', '/api/v1/agent/team/overview');
    expectNothingForeign(res);
    expect(res.json().periods.today.teamSize).toBe(A.members.length);
  },
  'GET /api/v1/agent/team/members': idProbes('/api/v1/agent/team/members', 'scope=all'),
  'POST /api/v1/agent/team/members': async () => {
    // No ids to aim elsewhere: the account always lands under the caller.
    const captchaId = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json<{ captchaId: string }>().captchaId;
    const res = await call('POST', '/api/v1/agent/team/members', { username: `sweep${Date.now().toString(36)}`, password: 'Abcd1234!', confirmPassword: 'Abcd1234!', captcha: 'HK7PW', captchaId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().member.parentId).toBe(A.id);
  },
  'GET /api/v1/agent/team/bets': idProbes('/api/v1/agent/team/bets'),
  'GET /api/v1/agent/team/profit-loss': idProbes('/api/v1/agent/team/profit-loss'),
  'GET /api/v1/agent/income': idProbes('/api/v1/agent/income'),
  'GET /api/v1/agent/transactions': idProbes('/api/v1/agent/transactions'),
  'POST /api/v1/agent/transfers': async () => {
    const before = await Promise.all([...foreignIds].map(async (id) => (await t.app.wallet.balanceOf(id)).balance));
    for (const id of foreignIds) expectRefused(await call('POST', '/api/v1/agent/transfers', { requestId: `sweep-${id}-0001`, memberId: id, amount: 1_000 }));
    for (const name of foreignNames) expectRefused(await call('POST', '/api/v1/agent/transfers', { requestId: `sweep-${name}`.slice(0, 60), username: name, amount: 1_000 }));
    const after = await Promise.all([...foreignIds].map(async (id) => (await t.app.wallet.balanceOf(id)).balance));
    expect(after).toEqual(before);
  },
  // Agent contracts (issue 15) live under /agent too: another agent's contract ids and sub-agents are refused.
  'GET /api/v1/agent/contracts/consolidated': async () => expectNothingForeign(await call('GET', '/api/v1/agent/contracts/consolidated')),
  'GET /api/v1/agent/contracts': async () => {
    const res = await call('GET', '/api/v1/agent/contracts?direction=all&pageSize=100');
    expectNothingForeign(res);
    expect(res.json().total).toBe(0);
  },
  'POST /api/v1/agent/contracts': async () => {
    for (const agentId of [B.id, bSub.id]) {
      expectRefusedAnyCode(await call('POST', '/api/v1/agent/contracts', { agentId, kind: 'DAILY_SALARY', tiers: [{ activeMembers: 0, turnover: 0, rate: '0.5' }] }));
    }
  },
  'GET /api/v1/agent/contracts/{id}': async () => {
    for (const id of await othersContractIds()) expectRefusedAnyCode(await call('GET', `/api/v1/agent/contracts/${id}`));
  },
  'POST /api/v1/agent/contracts/{id}/accept': contractAction('accept'),
  'POST /api/v1/agent/contracts/{id}/reject': contractAction('reject'),
  'POST /api/v1/agent/contracts/{id}/terminate': contractAction('terminate'),
  'GET /api/v1/agent/settlements': async () => {
    const res = await call('GET', '/api/v1/agent/settlements?pageSize=100');
    expectNothingForeign(res);
    expect(res.json().total).toBe(0);
  },
  'POST /api/v1/agent/applications': async () => {
    // Takes no ids; an agent applying is told it already is one.
    const res = await call('POST', '/api/v1/agent/applications', { name: 'Agent A', message: 'Already an agent, applying again.' });
    expect(res.statusCode).toBe(409);
  },
};

describe('agent scoping sweep', () => {
  it('every /api/v1/agent/* route in the OpenAPI document has a probe', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/agent/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes.filter((r) => !PROBES[r])).toEqual([]);
  });

  for (const route of Object.keys(PROBES)) {
    it(`${route} never reaches another agent's downline`, async () => {
      await PROBES[route]!();
    });
  }

  it('the probes can fail: B sees its own team where A is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/agent/team/members?parentId=${bSub.id}`, headers: B.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((m: { id: number }) => m.id)).toEqual([bDeep.id]);
  });
});
