-- Manual balance adjustments by operators (issue 18, docs/console.md "Two-person rule").
-- One row per request, unique on the operator's idempotency key. Above the approval threshold a row
-- waits PENDING until a different operator approves (CHECK below) or rejects it; the ledger transfer
-- (kind ADJUSTMENT, key `adjustment:<id>`) is written in the same transaction as the APPLIED status.
CREATE TABLE operator_adjustments (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key  text NOT NULL UNIQUE CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,64}$'),
  member_id        integer NOT NULL REFERENCES members (id),
  amount           bigint NOT NULL CHECK (amount <> 0),
  currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  reason           text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  status           text NOT NULL CHECK (status IN ('PENDING', 'APPLIED', 'REJECTED')),
  needs_approval   boolean NOT NULL,
  requested_by     integer NOT NULL REFERENCES operators (id),
  decided_by       integer REFERENCES operators (id),
  decision_reason  text CHECK (length(decision_reason) <= 500),
  transfer_id      text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  decided_at       timestamptz,
  -- Two-person rule, also in the database: nobody approves (or rejects) their own request.
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((status = 'APPLIED') = (transfer_id IS NOT NULL))
);
CREATE INDEX operator_adjustments_status_idx ON operator_adjustments (status, created_at DESC);
CREATE INDEX operator_adjustments_member_idx ON operator_adjustments (member_id, created_at DESC);
