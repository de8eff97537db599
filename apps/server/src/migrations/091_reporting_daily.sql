-- Daily rollups (docs/decisions/0016-daily-rollups.md): the hourly rollups (020, 022) summed per calendar
-- day of ONE zone, the report zone (the console's zone, CONSOLE_TIME_ZONE), so month-long reports read a
-- row per day instead of a row per hour and category. Maintained by the reporting.rollup job from the
-- changed buckets; reads take the whole clean days from here and the rest (range ends that are not whole
-- days of this zone, days with buckets changed since the last run) from the hourly rows, so they stay exact.
--
-- A day is the set of UTC hours whose start falls in it: day(hour) = (hour AT TIME ZONE zone)::date.

-- The zone the daily rows are in; the job rebuilds them from report_hourly when the configured zone differs.
CREATE TABLE report_daily_zone (
  id    boolean PRIMARY KEY DEFAULT true CHECK (id),
  zone  text NOT NULL
);

-- Sum of report_hourly over the day's hours and every category, per member.
CREATE TABLE report_member_daily (
  member_id       integer NOT NULL,
  day             date NOT NULL,
  bets            integer NOT NULL DEFAULT 0,
  stake           bigint NOT NULL DEFAULT 0,
  valid_turnover  bigint NOT NULL DEFAULT 0,
  payout          bigint NOT NULL DEFAULT 0,
  win_loss        bigint NOT NULL DEFAULT 0,
  deposits        bigint NOT NULL DEFAULT 0,
  withdrawals     bigint NOT NULL DEFAULT 0,
  bonuses         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
CREATE INDEX report_member_daily_day_idx ON report_member_daily (day, member_id);

-- Sum of report_member_daily over the members `depth` levels under ancestor_id (report_team_links).
-- ancestor_id 0, depth 0 is the whole site (every member, in a team or not).
CREATE TABLE report_team_daily (
  ancestor_id     integer NOT NULL,
  day             date NOT NULL,
  depth           smallint NOT NULL,
  bets            integer NOT NULL DEFAULT 0,
  stake           bigint NOT NULL DEFAULT 0,
  valid_turnover  bigint NOT NULL DEFAULT 0,
  payout          bigint NOT NULL DEFAULT 0,
  win_loss        bigint NOT NULL DEFAULT 0,
  deposits        bigint NOT NULL DEFAULT 0,
  withdrawals     bigint NOT NULL DEFAULT 0,
  bonuses         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day, depth)
);
CREATE INDEX report_team_daily_day_idx ON report_team_daily (day);

-- Active members per day, countable over any run of whole days exactly (022's gap, in days): for each
-- member active (bets > 0) on `day`, `gap` is the days since its previous active day (10000 = none).
-- A member is active in days [a, b] exactly once, on its first active day d there, the one with gap > d - a.
CREATE TABLE report_team_daily_active (
  ancestor_id  integer NOT NULL,
  day          date NOT NULL,
  depth        smallint NOT NULL,
  gap          integer NOT NULL CHECK (gap >= 1),
  members      integer NOT NULL CHECK (members > 0),
  PRIMARY KEY (ancestor_id, day, depth, gap)
);
CREATE INDEX report_team_daily_active_day_idx ON report_team_daily_active (day);

-- New members per day (console dashboard, agent overview) without a scan of every member.
CREATE INDEX IF NOT EXISTS members_created_at_idx ON members (created_at);
