-- Agent team counts (issue 14, docs/decisions/0017-agent-team-counts.md): the overview's team sizes, depth
-- breakdown and joins per day, the members page's total and the downline counts of the members and profit
-- and loss pages read a few counter rows instead of counting every closure row of the team (100,000 per
-- call at the bench's scale). Kept by the agents module in the statements that add closure rows (attach,
-- catch-up), from the rows those statements actually inserted, in the same transaction.

-- Accounts under ancestor_id at each depth (the agent_tree rows of the ancestor, counted).
CREATE TABLE agent_team_sizes (
  ancestor_id  integer NOT NULL,
  depth        smallint NOT NULL CHECK (depth >= 1),
  members      integer NOT NULL CHECK (members >= 0),
  PRIMARY KEY (ancestor_id, depth)
);

-- Accounts that joined ancestor_id's team (any depth), per quarter hour of their join time. Every zone in use
-- has an offset of whole quarter hours, so a calendar day of any agent's zone is a run of whole slots.
CREATE TABLE agent_team_joins (
  ancestor_id  integer NOT NULL,
  slot         timestamptz NOT NULL CHECK (date_bin('15 minutes', slot, TIMESTAMPTZ '2000-01-01 00:00:00+00') = slot),
  members      integer NOT NULL CHECK (members >= 0),
  PRIMARY KEY (ancestor_id, slot)
);

INSERT INTO agent_team_sizes (ancestor_id, depth, members) SELECT ancestor_id, depth, count(*) FROM agent_tree GROUP BY 1, 2;
INSERT INTO agent_team_joins (ancestor_id, slot, members)
SELECT ancestor_id, date_bin('15 minutes', joined_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*) FROM agent_tree WHERE joined_at IS NOT NULL GROUP BY 1, 2;

-- The team list pages by join time in both directions with member id as the tie-break in the same direction
-- (023's index had member_id ascending under joined_at descending, so a page of ties needed a sort), and the
-- direct downline (depth 1) pages by join time without reading the deeper levels.
DROP INDEX agent_tree_ancestor_joined_idx;
CREATE INDEX agent_tree_ancestor_joined_idx ON agent_tree (ancestor_id, joined_at, member_id);
DROP INDEX agent_tree_ancestor_depth_idx;
CREATE INDEX agent_tree_ancestor_depth_idx ON agent_tree (ancestor_id, depth, joined_at, member_id);
