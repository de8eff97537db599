import type { TeamFigures } from './maths.ts';

/** An account as the contracts module needs it. */
export interface ContractAccount {
  id: number;
  username: string;
  /** SPEC §3 agent type (1, 2, 41, 42) or 0 / 4 for members and trial accounts. */
  type: number;
  isAgent: boolean;
  /** IANA zone of the agent area (period boundaries of days, weeks, months). */
  timeZone: string;
}

/**
 * What the contracts module needs from the downline tree (module `agents`) and the team rollups
 * (module `reporting`), and nothing more: the module never reads their tables. `index.ts` adapts it
 * to their services; tests of the settlement maths use a fake.
 */
export interface ContractsPort {
  account(memberId: number): Promise<ContractAccount | undefined>;
  accountByUsername(username: string): Promise<ContractAccount | undefined>;
  /** True when `agentId` is an agent directly under `uplineId`. */
  isDirectSubAgent(uplineId: number, agentId: number): Promise<boolean>;
  /** The agent's whole downline (every depth, the agent itself excluded) over [from, to). */
  teamFigures(agentId: number, from: Date, to: Date): Promise<TeamFigures>;
  /** Optional batch form of `teamFigures` (one query for many agents); agents missing from the map have empty figures. */
  teamFiguresMany?(agentIds: number[], from: Date, to: Date): Promise<Map<number, TeamFigures>>;
}
