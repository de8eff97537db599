-- One row per bet, whichever game took it (in-house slot, lottery, seamless-wallet providers):
-- the betting record, the profit-and-loss page and later the agents' downline reports read it.
-- Written by each game module in the same transaction as its wallet transfers.

CREATE TABLE bet_records (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id),
  source       text NOT NULL CHECK (source IN ('INHOUSE_SLOT', 'LOTTERY', 'PROVIDER')),
  -- The game module's own id for the bet (round id, bet id, transaction uuid).
  source_ref   text NOT NULL CHECK (length(source_ref) BETWEEN 1 AND 200),
  vendor       text NOT NULL,
  game_code    text NOT NULL,
  game_name    text NOT NULL DEFAULT '',
  category     text NOT NULL,
  stake        bigint NOT NULL CHECK (stake >= 0),
  payout       bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  currency     text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status       text NOT NULL CHECK (status IN ('PENDING', 'SETTLED', 'CANCELLED')),
  placed_at    timestamptz NOT NULL,
  settled_at   timestamptz,
  UNIQUE (source, source_ref)
);
CREATE INDEX bet_records_member_time_idx ON bet_records (member_id, placed_at DESC);
