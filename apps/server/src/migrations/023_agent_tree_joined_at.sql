-- Agents: the team list (GET /agent/team/members, scope=all) pages by join time inside one ancestor's closure
-- rows, an index range instead of sorting the whole team (docs/decisions/0013-team-rollups.md).
ALTER TABLE agent_tree ADD COLUMN joined_at timestamptz;
UPDATE agent_tree t SET joined_at = n.joined_at FROM agent_nodes n WHERE n.member_id = t.member_id;
CREATE INDEX agent_tree_ancestor_joined_idx ON agent_tree (ancestor_id, joined_at DESC, member_id);

-- The overview counts agents per depth: the few agent nodes, without reading every member's.
CREATE INDEX agent_nodes_agents_idx ON agent_nodes (member_id) WHERE is_agent;
