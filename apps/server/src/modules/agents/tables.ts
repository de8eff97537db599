import type { Generated } from 'kysely';

/** Kysely view of the agents tables (migrations/021_agents.sql). */
export interface AgentsTables {
  agent_nodes: {
    member_id: number;
    parent_id: number | null;
    username: string;
    is_agent: Generated<boolean>;
    joined_at: Date;
  };
  agent_tree: {
    ancestor_id: number;
    member_id: number;
    depth: number;
    /** The member's join time (migration 023): the team list pages by it. */
    joined_at: Date | null;
  };
  /** Accounts under an agent per depth (migration 095), kept with agent_tree. */
  agent_team_sizes: {
    ancestor_id: number;
    depth: number;
    members: number;
  };
  /** Accounts that joined an agent's team per quarter hour (migration 095). */
  agent_team_joins: {
    ancestor_id: number;
    slot: Date;
    members: number;
  };
  agent_sync_state: {
    id: Generated<boolean>;
    last_member_id: number;
  };
  agent_profiles: {
    member_id: number;
    time_zone: string;
    updated_at: Generated<Date>;
  };
  agent_applications: {
    id: Generated<bigint>;
    status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
    name: string;
    member_id: number | null;
    username: string | null;
    email: string | null;
    mobile: string | null;
    contact: string | null;
    message: string;
    ip: string | null;
    created_at: Generated<Date>;
    reviewed_at: Date | null;
    reviewed_by: string | null;
    review_note: string | null;
    affiliate_code: string | null;
  };
}
