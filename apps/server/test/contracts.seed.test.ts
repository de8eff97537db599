import type { ContractConsolidated, SettlementList } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from './factories.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';

/** The demo data of issue 15: the demo agent holds two active contracts with settled periods, and a pending offer is out. */
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow();
  headers = { authorization: `Bearer ${await createSession(t.app.db, agent.id)}` };
}, 240_000);
afterAll(() => t?.close());

describe(`demo contracts (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the demo agent has daily salary and dividend enabled, with paid periods of each', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/v1/agent/contracts/consolidated', headers })).json<ContractConsolidated>();
    expect(info).toMatchObject({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 0 });
    for (const kind of ['DAILY_SALARY', 'DIVIDEND']) {
      const list = (await t.app.inject({ method: 'GET', url: `/api/v1/agent/settlements?kind=${kind}&pageSize=100`, headers })).json<SettlementList>();
      expect(list.items.length, kind).toBeGreaterThan(0);
      expect(list.items.every((s) => s.status === (s.amount > 0 ? 'PAID' : 'NIL')), kind).toBe(true);
    }
    const daily = (await t.app.inject({ method: 'GET', url: '/api/v1/agent/settlements?kind=DAILY_SALARY&status=PAID', headers })).json<SettlementList>();
    expect(daily.total).toBeGreaterThanOrEqual(13);
    // The dividend's carry-over chains from one day to the next (members' wins are carried, not lost).
    const dividend = (await t.app.inject({ method: 'GET', url: '/api/v1/agent/settlements?kind=DIVIDEND&pageSize=100', headers })).json<SettlementList>();
    const oldestFirst = [...dividend.items].reverse();
    oldestFirst.forEach((s, i) => expect(s.carryIn).toBe(i === 0 ? 0 : oldestFirst[i - 1]!.carryOut));
    const offered = (await t.app.inject({ method: 'GET', url: '/api/v1/agent/contracts?direction=offered&status=PENDING', headers })).json<{ items: { agentUsername: string }[] }>();
    expect(offered.items.map((c) => c.agentUsername)).toEqual(['subagent2']);
    expect((await t.app.wallet.check()).problems).toEqual([]);
  });
});
