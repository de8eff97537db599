-- Reporting rollups (docs/decisions/0011-reporting-rollups.md): per member, per hour, per game category,
-- the figures every team report reads, kept exact by recomputing each (member, hour) bucket that changed.
--
-- Change feed: bet_records (mutable: a bet settles after it is placed) and ledger_transfers (append-only)
-- get the id of the transaction that last wrote each row. A reader that remembers the oldest transaction
-- still running when it last looked (pg_snapshot_xmin) finds every row written since, and only those,
-- without a race against transactions that commit late (docs/decisions/0011). Rows written before this
-- migration keep NULL and are covered by the first full build. The records and wallet services read the
-- feed (`changedBuckets`); reporting never reads their tables.

ALTER TABLE bet_records ADD COLUMN changed_xid xid8;
ALTER TABLE bet_records ALTER COLUMN changed_xid SET DEFAULT pg_current_xact_id();
CREATE INDEX bet_records_changed_xid_idx ON bet_records (changed_xid);

CREATE FUNCTION bet_records_touch_changed_xid() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id();
  RETURN NEW;
END;
$$;
CREATE TRIGGER bet_records_changed_xid BEFORE UPDATE ON bet_records
  FOR EACH ROW EXECUTE FUNCTION bet_records_touch_changed_xid();

ALTER TABLE ledger_transfers ADD COLUMN changed_xid xid8;
ALTER TABLE ledger_transfers ALTER COLUMN changed_xid SET DEFAULT pg_current_xact_id();
CREATE INDEX ledger_transfers_changed_xid_idx ON ledger_transfers (changed_xid);

-- One row per member, UTC hour and game category; category '' holds the wallet movements of the hour.
CREATE TABLE report_hourly (
  member_id       integer NOT NULL REFERENCES members (id),
  hour            timestamptz NOT NULL CHECK (date_trunc('hour', hour, 'UTC') = hour),
  category        text NOT NULL CHECK (length(category) <= 32),
  bets            integer NOT NULL DEFAULT 0 CHECK (bets >= 0),
  -- Stake of non-cancelled bets; valid turnover = stake of settled bets.
  stake           bigint NOT NULL DEFAULT 0,
  valid_turnover  bigint NOT NULL DEFAULT 0,
  payout          bigint NOT NULL DEFAULT 0,
  -- Members' result: payout - valid_turnover.
  win_loss        bigint NOT NULL DEFAULT 0,
  deposits        bigint NOT NULL DEFAULT 0,
  -- Withdrawal holds minus released holds (what left for the bank).
  withdrawals     bigint NOT NULL DEFAULT 0,
  bonuses         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, hour, category)
);

CREATE INDEX report_hourly_hour_idx ON report_hourly (hour, member_id);

-- Where each incremental reader stopped: every change by a transaction older than `xid` is rolled up.
CREATE TABLE report_watermarks (
  name        text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_.]{1,39}$'),
  xid         xid8 NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
