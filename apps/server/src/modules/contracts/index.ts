import { AGENT_TYPES, type ContractKind } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TeamFigures } from './maths.ts';
import type { ContractAccount, ContractsPort } from './ports.ts';
import { ContractsRepository } from './repository.ts';
import { contractRoutes, operatorContractRoutes } from './routes.ts';
import { ContractsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Agent contracts: offers down the tree and their settlement (docs/contracts.md). */
    contracts: ContractsService;
  }
}

/** What the adapter uses of the agents and reporting services (read structurally: see ports.ts). */
interface AgentsServiceLike {
  caller(auth: { memberId: number; type: number }): Promise<{ timeZone: string }>;
  assertInDownline(agentId: number, memberId: number): Promise<number>;
  /** Every account under the agent (any depth). */
  teamMemberIds?(agentId: number): Promise<number[]>;
}
interface ReportingFigures {
  activeMembers: number;
  validTurnover: bigint;
  winLoss: bigint;
  bonuses: bigint;
}
interface ReportingServiceLike {
  total(members: number[], from: Date, to: Date): Promise<ReportingFigures>;
  figures(q: { members: number[]; groups?: number[]; from: Date; to: Date }): Promise<{ group: number; figures: ReportingFigures }[]>;
  /** Whole teams from the team rollups, per ancestor (its downline at every depth, without itself): no tree read here. */
  teamFigures?(q: { ancestors: number[]; from: Date; to: Date }): Promise<{ ancestor: number; depth: number | null; day: string | null; figures: ReportingFigures }[]>;
}

const toTeamFigures = (f: ReportingFigures): TeamFigures => ({ activeMembers: f.activeMembers, turnover: f.validTurnover, netLoss: -f.winLoss - f.bonuses });

const EMPTY: TeamFigures = { activeMembers: 0, turnover: 0n, netLoss: 0n };

/**
 * The port over the other modules' services: accounts (who is who), agents (the tree, time zones) and
 * reporting (team figures from the hourly rollups). Resolved at call time, so module order does not matter.
 */
export function servicePort(app: FastifyInstance): ContractsPort {
  const agents = () => (app.hasDecorator('agents') ? (app as unknown as { agents: AgentsServiceLike }).agents : undefined);
  const reporting = () => (app.hasDecorator('reporting') ? (app as unknown as { reporting: ReportingServiceLike }).reporting : undefined);
  const accounts = app.accounts as typeof app.accounts & { idOfUsername?: (u: string) => Promise<number | undefined> };

  const account = async (memberId: number): Promise<ContractAccount | undefined> => {
    const info = await app.accounts.memberInfo(memberId).catch(() => undefined);
    if (!info) return undefined;
    const isAgent = (AGENT_TYPES as readonly number[]).includes(info.type);
    const timeZone = isAgent ? ((await agents()?.caller({ memberId, type: info.type }))?.timeZone ?? 'UTC') : 'UTC';
    return { id: info.id, username: info.account, type: info.type, isAgent, timeZone };
  };

  // Settling without team figures would claim every period as empty for good: fail the run instead.
  const teamSources = () => {
    const tree = agents();
    const rollups = reporting();
    if (!tree?.teamMemberIds || !rollups) throw new Error('Team figures need app.agents.teamMemberIds(agentId) and app.reporting (issue 14)');
    return { tree: tree as Required<AgentsServiceLike>, rollups };
  };
  // Team rollups per ancestor when reporting offers them: every team of a window in one read.
  const teamRollups = async (agentIds: number[], from: Date, to: Date): Promise<Map<number, TeamFigures> | undefined> => {
    const rollups = reporting();
    if (!rollups?.teamFigures) return undefined;
    const out = new Map<number, TeamFigures>();
    for (const r of await rollups.teamFigures({ ancestors: agentIds, from, to })) {
      if (r.depth === null && r.day === null) out.set(r.ancestor, toTeamFigures(r.figures));
    }
    return out;
  };

  return {
    account,
    async accountByUsername(username) {
      const id = await accounts.idOfUsername?.(username);
      return id === undefined ? undefined : account(id);
    },
    async isDirectSubAgent(uplineId, agentId) {
      const tree = agents();
      if (tree) return (await tree.assertInDownline(uplineId, agentId).catch(() => 0)) === 1;
      return (await app.accounts.parentOf(agentId)) === uplineId;
    },
    async teamFigures(agentId, from, to) {
      const teams = await teamRollups([agentId], from, to);
      if (teams) return teams.get(agentId) ?? { ...EMPTY };
      const { tree, rollups } = teamSources();
      const ids = await tree.teamMemberIds(agentId);
      if (ids.length === 0) return { ...EMPTY };
      return toTeamFigures(await rollups.total(ids, from, to));
    },
    // Every team of a window in one grouped rollup read (a member counts in each of its uplines' teams).
    async teamFiguresMany(agentIds, from, to) {
      const rolled = await teamRollups(agentIds, from, to);
      if (rolled) return rolled;
      const { tree, rollups } = teamSources();
      const members: number[] = [];
      const groups: number[] = [];
      // The teams a few at a time (one tree read each; PostgreSQL serves them in parallel).
      const teams = new Map<number, number[]>();
      let next = 0;
      const worker = async () => {
        while (next < agentIds.length) {
          const agentId = agentIds[next++]!;
          teams.set(agentId, await tree.teamMemberIds(agentId));
        }
      };
      await Promise.all(Array.from({ length: Math.min(8, agentIds.length) }, worker));
      for (const agentId of agentIds) {
        for (const id of teams.get(agentId) ?? []) {
          members.push(id);
          groups.push(agentId);
        }
      }
      const out = new Map<number, TeamFigures>();
      if (members.length === 0) return out;
      for (const r of await rollups.figures({ members, groups, from, to })) out.set(r.group, toTeamFigures(r.figures));
      return out;
    },
  };
}

/** Job names: one per kind, each settles every period of its kind that is due. */
export const SETTLEMENT_JOBS: Record<ContractKind, { name: string; schedule: string }> = {
  // SPEC §9: real-time salary every 5 minutes (at second 20, after the window closed).
  REALTIME_SALARY: { name: 'contracts.settle.realtime', schedule: '20 */5 * * * *' },
  HOURLY_SALARY: { name: 'contracts.settle.hourly', schedule: '0 3 * * * *' },
  // Days, weeks and months end at different UTC hours per agent time zone: checked every hour.
  DAILY_SALARY: { name: 'contracts.settle.daily', schedule: '0 7 * * * *' },
  DIVIDEND: { name: 'contracts.settle.dividend', schedule: '0 9 * * * *' },
};

export default fp(
  async (app, opts: { port?: ContractsPort }) => {
    const service = new ContractsService(new ContractsRepository(app.db), opts.port ?? servicePort(app), app.wallet, {
      audit: (e) => app.operator.audit({ operatorId: e.operatorId, action: e.action, targetType: e.targetType, targetId: e.targetId, ip: e.ip ?? null }),
    });
    app.decorate('contracts', service);
    for (const [kind, job] of Object.entries(SETTLEMENT_JOBS) as [ContractKind, (typeof SETTLEMENT_JOBS)[ContractKind]][]) {
      app.jobs.register({ name: job.name, schedule: job.schedule, run: () => service.settle(kind) });
    }
    app.jobs.register({ name: 'contracts.settle.all', schedule: '0 0 0 1 1 *', run: () => service.settleAll() });
    await app.register(contractRoutes, { prefix: '/api/v1', service });
    await app.register(operatorContractRoutes, { prefix: '/api/v1', service, runNow: () => app.jobs.runNow('contracts.settle.all') });
  },
  { name: 'contracts', dependencies: ['db', 'auth', 'wallet', 'jobs', 'operator', 'accounts'] },
);
