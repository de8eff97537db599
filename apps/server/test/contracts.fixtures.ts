import type { ContractKind } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import type { TeamFigures } from '../src/modules/contracts/maths.ts';
import { periodTypeOf } from '../src/modules/contracts/maths.ts';
import type { ContractAccount, ContractsPort } from '../src/modules/contracts/ports.ts';
import type { ContractsRepository } from '../src/modules/contracts/repository.ts';
import type { StoredTier } from '../src/modules/contracts/tables.ts';
import { createMember } from './factories.ts';

/** A downline tree and team figures in memory, standing in for the agents and reporting services. */
export class FakePort implements ContractsPort {
  readonly accounts = new Map<number, ContractAccount>();
  readonly parents = new Map<number, number>();
  /** Figures by `${agentId}|${from ISO}|${to ISO}`; missing windows are empty. */
  readonly figures = new Map<string, TeamFigures>();
  calls = 0;

  add(account: ContractAccount, parentId?: number) {
    this.accounts.set(account.id, account);
    if (parentId !== undefined) this.parents.set(account.id, parentId);
  }
  setFigures(agentId: number, from: Date, to: Date, f: TeamFigures) {
    this.figures.set(`${agentId}|${from.toISOString()}|${to.toISOString()}`, f);
  }
  async account(id: number) {
    return this.accounts.get(id);
  }
  async accountByUsername(username: string) {
    return [...this.accounts.values()].find((a) => a.username === username);
  }
  async isDirectSubAgent(uplineId: number, agentId: number) {
    return this.parents.get(agentId) === uplineId && Boolean(this.accounts.get(agentId)?.isAgent);
  }
  async teamFigures(agentId: number, from: Date, to: Date): Promise<TeamFigures> {
    this.calls++;
    return this.figures.get(`${agentId}|${from.toISOString()}|${to.toISOString()}`) ?? { activeMembers: 0, turnover: 0n, netLoss: 0n };
  }
}

/** An agent account in the database (members FK) and in the fake tree. */
export async function fakeAgent(db: Kysely<DB>, port: FakePort, parentId?: number, type = 1) {
  const m = await createMember(db, { type, parentId: parentId ?? null });
  port.add({ id: m.id, username: m.username, type, isAgent: true, timeZone: 'UTC' }, parentId);
  return m;
}

/** An accepted contract, written directly (the offer rules have their own tests). */
export async function activeContract(
  repo: ContractsRepository,
  o: { agentId: number; agentUsername?: string; uplineId?: number | null; kind: ContractKind; tiers: StoredTier[]; acceptedAt: Date; periodType?: 'D' | 'W' | 'H' | 'M'; timeZone?: string },
) {
  return repo.insert({
    kind: o.kind,
    period_type: o.kind === 'DIVIDEND' ? (o.periodType ?? 'D') : periodTypeOf(o.kind),
    agent_id: o.agentId,
    agent_username: o.agentUsername ?? `agent${o.agentId}`,
    upline_id: o.uplineId ?? null,
    upline_username: null,
    operator_id: null,
    status: 'ACTIVE',
    tiers: o.tiers,
    max_rate_bp: Math.max(...o.tiers.map((t) => t.rateBp)),
    time_zone: o.timeZone ?? 'UTC',
    note: null,
    held_note: null,
    responded_at: o.acceptedAt,
    accepted_at: o.acceptedAt,
    ended_at: null,
    end_reason: null,
    end_note: null,
  });
}

/** One flat tier at `rateBp`. */
export const flat = (rateBp: number): StoredTier[] => [{ activeMembers: 0, turnover: '0', rateBp }];

/** The crash test's clock: 6 hourly periods of 2026-11-10 have ended. */
export const CRASH_START = new Date('2026-11-10T00:00:00Z');
export const CRASH_NOW = new Date('2026-11-10T06:05:00Z');

/** Team figures as a pure function of agent and window (same in the child process and the test). */
export function formulaTurnover(agentId: number, from: Date): bigint {
  return BigInt((agentId % 97) * 10_000 + Math.floor(from.getTime() / 3_600_000) % 24) * 100n + 12_345n;
}

export function formulaPort(): ContractsPort {
  return {
    account: async () => undefined,
    accountByUsername: async () => undefined,
    isDirectSubAgent: async () => false,
    teamFigures: async (agentId, from) => ({ activeMembers: 3, turnover: formulaTurnover(agentId, from), netLoss: 0n }),
  };
}
