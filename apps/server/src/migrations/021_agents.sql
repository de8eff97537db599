-- Agent downline tree (docs/decisions/0010-agent-tree.md): a closure table, so "everyone under agent X"
-- is one index range scan at any depth, plus one node row per account (its upline, whether it is an
-- agent, and the username and join time the team list searches and sorts on). Accounts own parent_id;
-- this is the agents module's index of it, filled at registration and by a catch-up from accounts.

CREATE TABLE agent_nodes (
  member_id   integer PRIMARY KEY REFERENCES members (id),
  parent_id   integer REFERENCES members (id),
  username    text NOT NULL CHECK (length(username) BETWEEN 1 AND 64),
  is_agent    boolean NOT NULL DEFAULT false,
  joined_at   timestamptz NOT NULL,
  CHECK (parent_id IS NULL OR parent_id <> member_id)
);
CREATE INDEX agent_nodes_parent_idx ON agent_nodes (parent_id, joined_at DESC) WHERE parent_id IS NOT NULL;
CREATE INDEX agent_nodes_username_idx ON agent_nodes (lower(username) text_pattern_ops);

-- (ancestor, descendant, depth) for every pair; depth 1 = direct downline. No self rows.
CREATE TABLE agent_tree (
  ancestor_id  integer NOT NULL REFERENCES members (id),
  member_id    integer NOT NULL REFERENCES members (id),
  depth        smallint NOT NULL CHECK (depth >= 1),
  PRIMARY KEY (ancestor_id, member_id)
);
CREATE INDEX agent_tree_member_idx ON agent_tree (member_id, depth);
CREATE INDEX agent_tree_ancestor_depth_idx ON agent_tree (ancestor_id, depth, member_id);

-- Highest account id the catch-up from accounts has indexed (one row).
CREATE TABLE agent_sync_state (
  id              boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_member_id  integer NOT NULL DEFAULT 0
);
INSERT INTO agent_sync_state (id, last_member_id) VALUES (true, 0);

-- Per-agent settings of the back office.
CREATE TABLE agent_profiles (
  member_id   integer PRIMARY KEY REFERENCES members (id),
  -- IANA zone every date of the agent area is in.
  time_zone   text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Affiliate applications from /agent, reviewed in the operator API.
CREATE TABLE agent_applications (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  name          text NOT NULL CHECK (length(name) BETWEEN 2 AND 64),
  member_id     integer REFERENCES members (id),
  username      text CHECK (length(username) <= 64),
  email         text CHECK (length(email) <= 255),
  mobile        text CHECK (length(mobile) <= 24),
  contact       text CHECK (length(contact) <= 200),
  message       text NOT NULL CHECK (length(message) <= 1000),
  ip            text CHECK (length(ip) <= 64),
  created_at    timestamptz NOT NULL DEFAULT now(),
  reviewed_at   timestamptz,
  reviewed_by   text,
  review_note   text CHECK (length(review_note) <= 500),
  affiliate_code text
);
CREATE INDEX agent_applications_status_idx ON agent_applications (status, created_at DESC);
-- One pending application per account.
CREATE UNIQUE INDEX agent_applications_pending_member_uq ON agent_applications (member_id) WHERE status = 'PENDING' AND member_id IS NOT NULL;
