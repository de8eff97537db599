-- Missions (issue 17, docs/rewards.md "Missions and leaderboard"): daily and weekly tasks measured from
-- the reporting rollups, each prize claimed once per member and period through the bonus model
-- (grant key mission:<missionId>:<memberId>:<periodStart>).

CREATE TABLE missions (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code                text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9-]{1,64}$'),
  period              text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  metric              text NOT NULL CHECK (metric IN ('BETS', 'VALID_TURNOVER', 'DEPOSIT_AMOUNT')),
  -- Game category counted (bet metrics only); NULL = every category.
  category            text CHECK (category IS NULL OR category ~ '^[A-Z]{2,16}$'),
  target              bigint NOT NULL CHECK (target > 0),
  prize               bigint NOT NULL CHECK (prize > 0),
  currency            char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  wagering_multiplier integer NOT NULL DEFAULT 1 CHECK (wagering_multiplier BETWEEN 0 AND 100),
  valid_days          integer NOT NULL DEFAULT 7 CHECK (valid_days BETWEEN 1 AND 365),
  active              boolean NOT NULL DEFAULT true,
  sort                integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (metric <> 'DEPOSIT_AMOUNT' OR category IS NULL)
);

-- One row per prize paid: the primary key is the once-per-period rule, the bonus the money.
CREATE TABLE mission_claims (
  mission_id   bigint NOT NULL REFERENCES missions (id),
  member_id    integer NOT NULL,
  period_start timestamptz NOT NULL,
  bonus_id     bigint NOT NULL,
  progress     bigint NOT NULL,
  claimed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mission_id, member_id, period_start)
);
CREATE INDEX mission_claims_member ON mission_claims (member_id, period_start);

-- Demo missions (the embedded default is a demo site; operators change or deactivate them).
INSERT INTO missions (code, period, metric, category, target, prize, currency, wagering_multiplier, valid_days, sort) VALUES
  ('daily-bets-10',        'DAILY',  'BETS',           NULL,  10,     1000, 'THB', 1, 3, 10),
  ('daily-turnover-500',   'DAILY',  'VALID_TURNOVER', NULL,  50000,  2000, 'THB', 1, 3, 20),
  ('weekly-slots-1000',    'WEEKLY', 'VALID_TURNOVER', 'RNG', 100000, 5000, 'THB', 1, 7, 10),
  ('weekly-deposit',       'WEEKLY', 'DEPOSIT_AMOUNT', NULL,  10000,  3000, 'THB', 1, 7, 20),
  ('weekly-bets-100',      'WEEKLY', 'BETS',           NULL,  100,    8000, 'THB', 2, 7, 30);
