-- Manual rebate (issue 17, docs/rewards.md): a share of valid turnover per game category, claimed by
-- the member as one bonus (granted through the bonus model: reward_bonuses + a ledger transfer).

-- Rate per category in basis points (80 = 0.8 % of valid turnover). A category without a row earns nothing.
CREATE TABLE rebate_rates (
  category   text PRIMARY KEY CHECK (category IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS')),
  rate_bp    integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000),
  sort       integer NOT NULL DEFAULT 100,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Demo rates (an operator edits them in the table; there is no console page yet).
INSERT INTO rebate_rates (category, rate_bp, sort) VALUES
  ('RNG', 80, 10), ('LIVE', 50, 20), ('FISH', 80, 30), ('PVP', 40, 40), ('SPORTS', 50, 50), ('ESPORTS', 50, 60),
  ('COCKFIGHT', 30, 70), ('LOTT', 20, 80), ('ELOTT', 20, 90), ('INHOUSE', 100, 100), ('BGS', 50, 110);

-- One row per member who ever claimed: claims lock it (SELECT … FOR UPDATE), so two claims of one
-- member run one after the other and the second sees the turnover the first rebated.
CREATE TABLE rebate_members (
  member_id integer PRIMARY KEY REFERENCES members (id)
);

CREATE TABLE rebate_claims (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id),
  -- The client's request id: a retry of the same claim returns it.
  request_id text NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  currency   char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount     bigint NOT NULL CHECK (amount > 0),
  bonus_id   bigint NOT NULL UNIQUE REFERENCES reward_bonuses (id),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT rebate_claims_request_once UNIQUE (member_id, request_id)
);
CREATE INDEX rebate_claims_member_idx ON rebate_claims (member_id, claimed_at DESC);

-- What each claim rebated per category: the turnover it used up (later claims count only the rest).
CREATE TABLE rebate_claim_lines (
  claim_id  bigint NOT NULL REFERENCES rebate_claims (id),
  category  text NOT NULL,
  turnover  bigint NOT NULL CHECK (turnover > 0),
  rate_bp   integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000),
  amount    bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (claim_id, category)
);
