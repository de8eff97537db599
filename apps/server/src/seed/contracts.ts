import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { periodOf, type TeamFigures } from '../modules/contracts/maths.ts';
import type { ContractsPort } from '../modules/contracts/ports.ts';
import { ContractsRepository, type NewContract } from '../modules/contracts/repository.ts';
import { ContractsService } from '../modules/contracts/service.ts';
import type { StoredTier } from '../modules/contracts/tables.ts';
import { RecordsRepository } from '../modules/records/repository.ts';
import { RecordsService } from '../modules/records/service.ts';
import { ReportingRepository } from '../modules/reporting/repository.ts';
import { ReportingService } from '../modules/reporting/service.ts';
import { WalletRepository } from '../modules/wallet/repository.ts';
import { WalletService } from '../modules/wallet/service.ts';

/**
 * Demo contracts (docs/contracts.md): the demo agent `agent` holds an accepted daily salary (two weeks) and a daily
 * dividend (one week) from the platform, has given `subagent1` both (at lower rates) and has a pending daily-salary
 * offer out to `subagent2`; those periods are settled through the real settlement code on the
 * seeded team's rollups, so the income, dividend and daily-salary pages show paid periods on first start.
 * Runs after the agents seed (it needs the team and the rollups); skips when `agent` has contracts.
 */

const DAY = 86_400_000;
const SETTLED_DAYS = 14;
/** Daily dividend over the last week: with the seeded team's results it shows paid days and carried losses. */
const DIVIDEND_DAYS = 7;
const TIME_ZONE = process.env.AGENT_TIME_ZONE || 'Asia/Bangkok';

const tier = (activeMembers: number, turnover: number, rateBp: number): StoredTier => ({ activeMembers, turnover: String(turnover), rateBp });

const SALARY_TOP = [tier(1, 0, 50), tier(10, 5_000_000, 100), tier(30, 20_000_000, 150)];
const DIVIDEND_TOP = [tier(1, 0, 1000), tier(10, 5_000_000, 2000), tier(30, 30_000_000, 3000)];
const SALARY_SUB = [tier(1, 0, 30), tier(5, 2_000_000, 80)];
const DIVIDEND_SUB = [tier(1, 0, 800), tier(5, 2_000_000, 1500)];
const SALARY_OFFER = [tier(1, 0, 40), tier(8, 3_000_000, 90)];

/**
 * Team figures straight from the rollups, the team from the upline links (the seed runs before the app
 * indexes the tree). Each team's days are read in one query (`dayZone`), not one query per period.
 */
function seedPort(db: Kysely<DB>, from: Date, to: Date): ContractsPort {
  const wallet = new WalletService(new WalletRepository(db), () => 'THB');
  const reporting = new ReportingService(new ReportingRepository(db), new RecordsService(new RecordsRepository(db), wallet), wallet);
  const days = new Map<number, Promise<Map<string, TeamFigures>>>();
  const team = async (agentId: number) => {
    const rows = await sql<{ id: number }>`
      WITH RECURSIVE down AS (
        SELECT id FROM members WHERE parent_id = ${agentId}
        UNION ALL SELECT m.id FROM members m JOIN down d ON m.parent_id = d.id
      ) SELECT id FROM down`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  };
  const daysOf = (agentId: number) => {
    let p = days.get(agentId);
    if (!p) {
      p = (async () => {
        const ids = await team(agentId);
        const out = new Map<string, TeamFigures>();
        if (ids.length === 0) return out;
        for (const r of await reporting.figures({ members: ids, from, to, dayZone: TIME_ZONE })) {
          if (r.day) out.set(r.day, { activeMembers: r.figures.activeMembers, turnover: r.figures.validTurnover, netLoss: -r.figures.winLoss - r.figures.bonuses });
        }
        return out;
      })();
      days.set(agentId, p);
    }
    return p;
  };
  return {
    account: async () => undefined,
    accountByUsername: async () => undefined,
    isDirectSubAgent: async () => false,
    async teamFigures(agentId, periodFrom, periodTo): Promise<TeamFigures> {
      const period = periodOf('D', periodFrom, TIME_ZONE);
      if (period.start.getTime() !== periodFrom.getTime() || period.end.getTime() !== periodTo.getTime()) throw new Error('The demo seed settles whole days only');
      return (await daysOf(agentId)).get(period.label) ?? { activeMembers: 0, turnover: 0n, netLoss: 0n };
    },
  };
}

export async function seedContracts(db: Kysely<DB>) {
  const people = await db.selectFrom('members').select(['id', 'username', 'currency']).where('username', 'in', ['agent', 'subagent1', 'subagent2']).execute();
  const byName = new Map(people.map((p) => [p.username, p]));
  const agent = byName.get('agent');
  const sub1 = byName.get('subagent1');
  const sub2 = byName.get('subagent2');
  if (!agent || !sub1) return;
  const repo = new ContractsRepository(db);
  if ((await repo.list(agent.id, { direction: 'all' }, 1, 0)).total > 0) return;

  const accepted = new Date(Date.now() - SETTLED_DAYS * DAY);
  const dividendAccepted = new Date(Date.now() - DIVIDEND_DAYS * DAY);
  const base = (agentId: number, username: string, upline: { id: number; username: string } | null): Omit<NewContract, 'kind' | 'period_type' | 'tiers' | 'max_rate_bp'> => ({
    agent_id: agentId,
    agent_username: username,
    upline_id: upline?.id ?? null,
    upline_username: upline?.username ?? null,
    operator_id: null,
    status: 'ACTIVE',
    time_zone: TIME_ZONE,
    note: null,
    held_note: null,
    created_at: accepted,
    responded_at: accepted,
    accepted_at: accepted,
    ended_at: null,
    end_reason: null,
    end_note: null,
  });
  const max = (tiers: StoredTier[]) => Math.max(...tiers.map((t) => t.rateBp));
  const top = { id: agent.id, username: agent.username };
  await repo.insert({ ...base(agent.id, 'agent', null), kind: 'DAILY_SALARY', period_type: 'D', tiers: SALARY_TOP, max_rate_bp: max(SALARY_TOP) });
  const dividend = (c: ReturnType<typeof base>) => ({ ...c, created_at: dividendAccepted, responded_at: dividendAccepted, accepted_at: dividendAccepted });
  await repo.insert({ ...dividend(base(agent.id, 'agent', null)), kind: 'DIVIDEND', period_type: 'D', tiers: DIVIDEND_TOP, max_rate_bp: max(DIVIDEND_TOP) });
  await repo.insert({ ...base(sub1.id, sub1.username, top), kind: 'DAILY_SALARY', period_type: 'D', tiers: SALARY_SUB, max_rate_bp: max(SALARY_SUB) });
  await repo.insert({ ...dividend(base(sub1.id, sub1.username, top)), kind: 'DIVIDEND', period_type: 'D', tiers: DIVIDEND_SUB, max_rate_bp: max(DIVIDEND_SUB) });
  if (sub2) {
    await repo.insert({
      ...base(sub2.id, sub2.username, top),
      status: 'PENDING',
      created_at: new Date(),
      responded_at: null,
      accepted_at: null,
      kind: 'DAILY_SALARY',
      period_type: 'D',
      tiers: SALARY_OFFER,
      max_rate_bp: max(SALARY_OFFER),
      note: 'Daily salary for your growing team',
    });
  }

  // Settle those periods through the real settlement code (claim rows + ledger transfers).
  const wallet = new WalletService(new WalletRepository(db), () => agent.currency);
  const service = new ContractsService(repo, seedPort(db, periodOf('D', accepted, TIME_ZONE).start, new Date()), wallet);
  await service.settle('DAILY_SALARY');
  await service.settle('DIVIDEND');
}
