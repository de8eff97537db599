-- Agent contracts (docs/contracts.md, docs/decisions/0050-settlement-queue.md): dividend and daily /
-- hourly / real-time salary offered by an upline agent (or the platform: upline_id NULL) to a direct
-- sub-agent, and their settlements, one row per (contract, period): the row is the exactly-once claim,
-- the ledger transfer carries the row's idempotency key.

CREATE TABLE agent_contracts (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind                text NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  period_type         text NOT NULL CHECK (period_type IN ('D', 'W', 'H', 'M', 'HOUR', 'MIN5')),
  agent_id            integer NOT NULL REFERENCES members (id),
  agent_username      text NOT NULL,
  upline_id           integer REFERENCES members (id),
  upline_username     text,
  -- Operator who offered a platform contract.
  operator_id         integer,
  status              text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED')),
  -- [{activeMembers, turnover, rateBp}], rising thresholds; rate in basis points (1.25 % = 125).
  tiers               jsonb NOT NULL,
  max_rate_bp         integer NOT NULL CHECK (max_rate_bp BETWEEN 1 AND 10000),
  -- Period boundaries (day, week, month) are in this zone.
  time_zone           text NOT NULL,
  terminate_existing  boolean NOT NULL DEFAULT false,
  note                text CHECK (length(note) <= 200),
  held                boolean NOT NULL DEFAULT false,
  held_note           text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  responded_at        timestamptz,
  accepted_at         timestamptz,
  ended_at            timestamptz,
  end_reason          text,
  end_note            text,
  CHECK (upline_id IS NULL OR upline_id <> agent_id),
  CHECK (status <> 'ACTIVE' OR accepted_at IS NOT NULL)
);
-- One active contract and one pending offer per agent and kind.
CREATE UNIQUE INDEX agent_contracts_active_uq ON agent_contracts (agent_id, kind) WHERE status = 'ACTIVE';
CREATE UNIQUE INDEX agent_contracts_pending_uq ON agent_contracts (agent_id, kind) WHERE status = 'PENDING';
CREATE INDEX agent_contracts_agent_idx ON agent_contracts (agent_id, created_at DESC);
CREATE INDEX agent_contracts_upline_idx ON agent_contracts (upline_id, created_at DESC) WHERE upline_id IS NOT NULL;
-- The settlement scan: contracts of a kind that are active or ended recently.
CREATE INDEX agent_contracts_settle_idx ON agent_contracts (kind, status) WHERE status IN ('ACTIVE', 'TERMINATED');

CREATE TABLE agent_contract_settlements (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id       bigint NOT NULL REFERENCES agent_contracts (id),
  kind              text NOT NULL,
  agent_id          integer NOT NULL REFERENCES members (id),
  upline_id         integer,
  period_start      timestamptz NOT NULL,
  period_end        timestamptz NOT NULL CHECK (period_end > period_start),
  period_label      text NOT NULL,
  active_members    integer NOT NULL,
  turnover          bigint NOT NULL,
  net_loss          bigint NOT NULL,
  carry_in          bigint NOT NULL DEFAULT 0 CHECK (carry_in <= 0),
  base              bigint NOT NULL CHECK (base >= 0),
  tier              integer,
  rate_bp           integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  gross             bigint NOT NULL CHECK (gross >= 0),
  downline          bigint NOT NULL CHECK (downline >= 0),
  amount            bigint NOT NULL CHECK (amount >= 0),
  carry_out         bigint NOT NULL DEFAULT 0 CHECK (carry_out <= 0),
  currency          text NOT NULL,
  status            text NOT NULL CHECK (status IN ('PENDING', 'HELD', 'PAID', 'NIL')),
  idempotency_key   text NOT NULL UNIQUE,
  transfer_id       text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  paid_at           timestamptz,
  held_note         text,
  -- The exactly-once claim: a (contract, period) is settled by whichever run inserts this row.
  UNIQUE (contract_id, period_start),
  CHECK (status <> 'PAID' OR transfer_id IS NOT NULL),
  CHECK (status <> 'NIL' OR amount = 0)
);
CREATE INDEX agent_contract_settlements_agent_idx ON agent_contract_settlements (agent_id, period_start DESC);
CREATE INDEX agent_contract_settlements_unpaid_idx ON agent_contract_settlements (kind, status) WHERE status IN ('PENDING', 'HELD');
CREATE INDEX agent_contract_settlements_period_idx ON agent_contract_settlements (kind, period_start, upline_id);
