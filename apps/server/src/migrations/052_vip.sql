-- VIP levels (issue 17, docs/rewards.md): requirements on cumulative valid turnover and deposits,
-- a level-up bonus granted once per level through the bonus model (grant key vip:<member>:<level>).

CREATE TABLE vip_levels (
  level               smallint PRIMARY KEY CHECK (level BETWEEN 1 AND 50),
  -- Stable code the web translates (names shown to members live in the catalogues, name is the fallback).
  code                text NOT NULL UNIQUE CHECK (code ~ '^[A-Z_]{2,20}$'),
  name                text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  -- Both in minor units of the site currency, counted over the member's whole history.
  min_turnover        bigint NOT NULL CHECK (min_turnover >= 0),
  min_deposit         bigint NOT NULL CHECK (min_deposit >= 0),
  levelup_bonus       bigint NOT NULL DEFAULT 0 CHECK (levelup_bonus >= 0),
  wagering_multiplier integer NOT NULL DEFAULT 1 CHECK (wagering_multiplier BETWEEN 0 AND 100),
  valid_days          integer NOT NULL DEFAULT 30 CHECK (valid_days BETWEEN 1 AND 365)
);
-- Demo levels (THB minor units).
INSERT INTO vip_levels (level, code, name, min_turnover, min_deposit, levelup_bonus) VALUES
  (1, 'BRONZE', 'Bronze', 100000, 50000, 1800),
  (2, 'SILVER', 'Silver', 1000000, 200000, 8800),
  (3, 'GOLD', 'Gold', 5000000, 1000000, 28800),
  (4, 'PLATINUM', 'Platinum', 20000000, 5000000, 88800),
  (5, 'DIAMOND', 'Diamond', 100000000, 20000000, 288800);

-- The highest level a member reached; it is kept (a cancelled bet later does not take a level back).
CREATE TABLE vip_members (
  member_id  integer PRIMARY KEY REFERENCES members (id),
  level      smallint NOT NULL CHECK (level >= 0),
  reached_at timestamptz NOT NULL DEFAULT now()
);
