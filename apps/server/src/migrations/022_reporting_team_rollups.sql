-- Team rollups (docs/decisions/0013-team-rollups.md): the per-member hourly rollup summed per upline
-- agent, so a team report over 100,000 members reads a few hundred rows instead of every member's.
--
-- report_team_links is the reporting module's copy of the downline closure (ancestor, member, depth),
-- fed by the agents service through `app.reporting.linkTeam` in the same transaction that indexes the
-- tree (reporting never reads the agents module's tables).
CREATE TABLE report_team_links (
  ancestor_id  integer NOT NULL,
  member_id    integer NOT NULL,
  depth        smallint NOT NULL CHECK (depth >= 1),
  PRIMARY KEY (member_id, ancestor_id)
);
CREATE INDEX report_team_links_ancestor_idx ON report_team_links (ancestor_id, depth, member_id);

-- Sum of report_hourly over the members under ancestor_id at this depth, per UTC hour and category.
CREATE TABLE report_team_hourly (
  ancestor_id     integer NOT NULL,
  hour            timestamptz NOT NULL,
  depth           smallint NOT NULL,
  category        text NOT NULL,
  bets            integer NOT NULL DEFAULT 0,
  stake           bigint NOT NULL DEFAULT 0,
  valid_turnover  bigint NOT NULL DEFAULT 0,
  payout          bigint NOT NULL DEFAULT 0,
  win_loss        bigint NOT NULL DEFAULT 0,
  deposits        bigint NOT NULL DEFAULT 0,
  withdrawals     bigint NOT NULL DEFAULT 0,
  bonuses         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, hour, depth, category)
);
CREATE INDEX report_team_hourly_hour_idx ON report_team_hourly (hour);

-- Active members, countable over any range exactly: for each member active (bets > 0) in `hour`, `gap` is
-- the hours since its previous active hour (capped at 10000 = none before). A member is active in
-- [a, b) exactly once with gap > hour - a (its first active hour in the range), so
-- active(a, b) = sum(members) WHERE hour in [a, b) AND gap > hours(hour - a).
CREATE TABLE report_team_active (
  ancestor_id  integer NOT NULL,
  hour         timestamptz NOT NULL,
  depth        smallint NOT NULL,
  gap          integer NOT NULL CHECK (gap >= 1),
  members      integer NOT NULL CHECK (members > 0),
  PRIMARY KEY (ancestor_id, hour, depth, gap)
);
CREATE INDEX report_team_active_hour_idx ON report_team_active (hour);

-- Seed the reporting copy from the tree that exists already.
INSERT INTO report_team_links (ancestor_id, member_id, depth) SELECT ancestor_id, member_id, depth FROM agent_tree;
-- The team rollups are built by the next rollup run.
DELETE FROM report_watermarks WHERE name = 'hourly';
