import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRate, tierReached } from '../src/modules/contracts/maths.ts';
import { ContractsRepository } from '../src/modules/contracts/repository.ts';
import { ContractsService } from '../src/modules/contracts/service.ts';
import type { StoredTier } from '../src/modules/contracts/tables.ts';
import { activeContract, fakeAgent, FakePort } from './contracts.fixtures.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';

/**
 * Issue 15 "must show": over random agent trees and bet streams, two settlement runs at once pay
 * every (contract, day) once, and what each agent received equals the formula recomputed here from the
 * members' raw turnover: its tier rate on its whole team, minus what its direct sub-agents' contracts
 * earn, never below 0.
 */
let t: TestApp;
let repo: ContractsRepository;
const DAY = 86_400_000;
let run = 0;

beforeAll(async () => {
  t = await buildTestApp();
  repo = new ContractsRepository(t.app.db);
}, 240_000);
afterAll(() => t?.close());

interface Node {
  parent: number | null;
  /** Daily salary tiers, or null: no contract. */
  tiers: StoredTier[] | null;
  /** Direct members' turnover per day. */
  members: bigint[][];
}

const DAYS = 3;

/** A random tree, rates never above the upline's, sub-agents without a contract when the upline has none. */
const treeArb = fc
  .array(
    fc.record({
      parentPick: fc.nat(),
      contract: fc.boolean(),
      rate: fc.integer({ min: 1, max: 400 }),
      secondTier: fc.option(fc.record({ activeMembers: fc.integer({ min: 1, max: 4 }), extra: fc.integer({ min: 0, max: 200 }) }), { nil: undefined }),
      members: fc.array(fc.array(fc.bigInt({ min: 0n, max: 2_000_000n }), { minLength: DAYS, maxLength: DAYS }), { maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 7 },
  )
  .map((specs) => {
    const nodes: Node[] = [];
    specs.forEach((s, i) => {
      const parent = i === 0 ? null : s.parentPick % i;
      const parentTiers = parent === null ? null : nodes[parent]!.tiers;
      const cap = parentTiers ? Math.max(...parentTiers.map((x) => x.rateBp)) : 400;
      const has = i === 0 || (parentTiers !== null && s.contract);
      const base = Math.min(s.rate, cap);
      const tiers: StoredTier[] = [{ activeMembers: 0, turnover: '0', rateBp: Math.max(1, Math.min(base, cap)) }];
      if (s.secondTier) tiers.push({ activeMembers: s.secondTier.activeMembers, turnover: '0', rateBp: Math.min(cap, base + s.secondTier.extra) });
      nodes.push({ parent, tiers: has ? tiers : null, members: s.members });
    });
    return nodes;
  });

function subtree(nodes: Node[], i: number): number[] {
  return [i, ...nodes.flatMap((n, j) => (n.parent === i ? subtree(nodes, j) : []))];
}

describe(`settlement properties (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('pays each agent exactly the formula over random trees and bet streams, once, under concurrent runs', async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, async (nodes) => {
        run++;
        const day0 = new Date(Date.UTC(2026, 0, 1) + run * DAYS * DAY);
        const port = new FakePort();
        const ids: number[] = [];
        for (const n of nodes) ids.push((await fakeAgent(t.app.db, port, n.parent === null ? undefined : ids[n.parent])).id);
        const figures = nodes.map((_, i) =>
          Array.from({ length: DAYS }, (_, d) => {
            const team = subtree(nodes, i).flatMap((j) => nodes[j]!.members.map((m) => m[d]!));
            return { activeMembers: team.filter((x) => x > 0n).length, turnover: team.reduce((a, b) => a + b, 0n), netLoss: 0n };
          }),
        );
        nodes.forEach((n, i) => {
          for (let d = 0; d < DAYS; d++) port.setFigures(ids[i]!, new Date(day0.getTime() + d * DAY), new Date(day0.getTime() + (d + 1) * DAY), figures[i]![d]!);
        });
        for (const [i, n] of nodes.entries()) {
          if (n.tiers) await activeContract(repo, { agentId: ids[i]!, uplineId: n.parent === null ? null : ids[n.parent], kind: 'DAILY_SALARY', tiers: n.tiers, acceptedAt: day0 });
        }
        const before = await Promise.all(ids.map(async (id) => (await t.app.wallet.balanceOf(id, 'THB')).balance));

        const now = new Date(day0.getTime() + DAYS * DAY + 3_600_000);
        const a = new ContractsService(repo, port, t.app.wallet);
        const b = new ContractsService(new ContractsRepository(t.app.db), port, t.app.wallet);
        await Promise.all([a.settle('DAILY_SALARY', now), b.settle('DAILY_SALARY', now)]);
        await a.settle('DAILY_SALARY', now);

        // The formula, from the raw member turnover.
        const gross = (i: number, d: number) => {
          const tiers = nodes[i]!.tiers!;
          const tier = tierReached(tiers, figures[i]![d]!);
          return tier === null ? 0n : applyRate(figures[i]![d]!.turnover, tiers[tier - 1]!.rateBp);
        };
        for (const [i, n] of nodes.entries()) {
          let expected = 0n;
          if (n.tiers) {
            for (let d = 0; d < DAYS; d++) {
              const below = nodes.reduce((s, c, j) => (c.parent === i && c.tiers ? s + gross(j, d) : s), 0n);
              const net = gross(i, d) - below;
              expected += net > 0n ? net : 0n;
            }
          }
          expect((await t.app.wallet.balanceOf(ids[i]!, 'THB')).balance - before[i]!).toBe(expected);
        }
        const keys = await t.app.db
          .selectFrom('agent_contract_settlements')
          .select(['contract_id', 'period_start', 'status'])
          .where('agent_id', 'in', ids)
          .execute();
        expect(keys).toHaveLength(nodes.filter((n) => n.tiers).length * DAYS);
        expect(keys.every((k) => k.status === 'PAID' || k.status === 'NIL')).toBe(true);
      }),
      { numRuns: onPostgres ? 15 : 12 },
    );
    expect((await t.app.wallet.check()).problems).toEqual([]);
  }, 240_000);
});
