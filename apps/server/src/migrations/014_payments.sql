-- Payments: deposits (sandbox gateway and manual bank transfer), withdrawals with the member's
-- receipt confirmation and proof images, transfers to the upline, and the sandbox gateway's own
-- order and callback-queue tables (docs/payments.md). Money itself only moves through the ledger
-- (004_ledger.sql); these rows hold the state machines and point at their ledger transfers.

-- The member's bound payout account (one per member; withdrawals are paid to it).
CREATE TABLE member_bank_accounts (
  member_id       integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  bank_name       text NOT NULL CHECK (length(bank_name) BETWEEN 2 AND 64),
  account_name    text NOT NULL CHECK (length(account_name) BETWEEN 2 AND 64),
  account_number  text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id),
  -- The client's id for this request: a retried "create" returns the first deposit.
  request_id        text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  method            text NOT NULL CHECK (method IN ('GATEWAY', 'BANK_TRANSFER')),
  amount            bigint NOT NULL CHECK (amount > 0),
  currency          char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- PENDING -> CREDITED | FAILED | CANCELLED (gateway) ; PENDING -> CREDITED | REJECTED (bank transfer)
  status            text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CREDITED', 'FAILED', 'CANCELLED', 'REJECTED')),
  gateway           text CHECK (gateway ~ '^[a-z0-9_]{2,32}$'),
  gateway_order_id  text UNIQUE CHECK (length(gateway_order_id) <= 100),
  -- Bank transfer: the reference the member wrote on the transfer.
  reference         text CHECK (length(reference) <= 64),
  transfer_id       bigint REFERENCES ledger_transfers (id),
  operator_id       integer,
  note              text CHECK (length(note) <= 500),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  completed_at      timestamptz,
  CONSTRAINT deposits_request_uq UNIQUE (member_id, request_id),
  CONSTRAINT deposits_method_fields_chk CHECK (
    (method = 'GATEWAY' AND gateway IS NOT NULL AND reference IS NULL) OR
    (method = 'BANK_TRANSFER' AND gateway IS NULL AND gateway_order_id IS NULL AND reference IS NOT NULL)
  ),
  CONSTRAINT deposits_credited_has_transfer_chk CHECK ((status = 'CREDITED') = (transfer_id IS NOT NULL))
);
CREATE INDEX deposits_member_idx ON deposits (member_id, created_at DESC, id DESC);
CREATE INDEX deposits_pending_idx ON deposits (status, created_at) WHERE status = 'PENDING';

CREATE TABLE withdrawals (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id           integer NOT NULL REFERENCES members (id),
  request_id          text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  amount              bigint NOT NULL CHECK (amount > 0),
  currency            char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- PENDING (funds held) -> DISBURSED (paid out) | REJECTED (funds returned);
  -- DISBURSED -> RECEIVED | PARTIALLY_RECEIVED | NOT_RECEIVED (member) | RECEIVED_FORCED (auto-receipt job).
  status              text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DISBURSED', 'REJECTED', 'RECEIVED', 'PARTIALLY_RECEIVED', 'NOT_RECEIVED', 'RECEIVED_FORCED')),
  -- Copy of the bound account at request time (a later change does not redirect this payout).
  bank_name           text NOT NULL,
  account_name        text NOT NULL,
  account_number      text NOT NULL,
  hold_transfer_id    bigint NOT NULL REFERENCES ledger_transfers (id),
  settle_transfer_id  bigint REFERENCES ledger_transfers (id),
  payout_reference    text CHECK (length(payout_reference) <= 100),
  operator_id         integer,
  reject_reason       text CHECK (length(reject_reason) <= 500),
  received_amount     bigint CHECK (received_amount >= 0),
  member_note         text CHECK (length(member_note) <= 500),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  decided_at          timestamptz,
  disbursed_at        timestamptz,
  confirmed_at        timestamptz,
  CONSTRAINT withdrawals_request_uq UNIQUE (member_id, request_id),
  CONSTRAINT withdrawals_partial_chk CHECK (status <> 'PARTIALLY_RECEIVED' OR (received_amount IS NOT NULL AND received_amount < amount)),
  CONSTRAINT withdrawals_settled_chk CHECK ((status = 'PENDING') = (settle_transfer_id IS NULL)),
  CONSTRAINT withdrawals_disbursed_at_chk CHECK (status IN ('PENDING', 'REJECTED') OR disbursed_at IS NOT NULL)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at);
CREATE INDEX withdrawals_disbursed_idx ON withdrawals (disbursed_at) WHERE status = 'DISBURSED';

-- Proof images of a "not received" / "partially received" answer, kept in the database so every
-- instance serves them and backups include them (max 3 per withdrawal, 5 MB each, png or jpeg).
CREATE TABLE withdrawal_proofs (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id  bigint NOT NULL REFERENCES withdrawals (id),
  content_type   text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size           integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256         bytea NOT NULL CHECK (length(sha256) = 32),
  bytes          bytea NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_proofs_withdrawal_idx ON withdrawal_proofs (withdrawal_id);

CREATE TABLE upline_transfers (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id),
  upline_id    integer NOT NULL REFERENCES members (id),
  request_id   text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  amount       bigint NOT NULL CHECK (amount > 0),
  currency     char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  transfer_id  bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT upline_transfers_request_uq UNIQUE (member_id, request_id),
  CHECK (member_id <> upline_id)
);
CREATE INDEX upline_transfers_member_idx ON upline_transfers (member_id, created_at DESC, id DESC);

-- ---------------------------------------------------------------- sandbox gateway
-- The sandbox gateway behaves like an outside payment service; its state lives in its own tables
-- so that nothing of ours reads them (it only talks to us through the signed callback).
CREATE TABLE sandbox_gateway_orders (
  id                 text PRIMARY KEY CHECK (id ~ '^sbx_[A-Za-z0-9]{10,40}$'),
  merchant_order_id  text NOT NULL UNIQUE CHECK (length(merchant_order_id) <= 100),
  amount             bigint NOT NULL CHECK (amount > 0),
  currency           char(3) NOT NULL,
  status             text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'CANCELLED')),
  return_url         text NOT NULL CHECK (length(return_url) <= 500),
  notify_url         text NOT NULL CHECK (length(notify_url) <= 500),
  created_at         timestamptz NOT NULL DEFAULT now(),
  decided_at         timestamptz
);

-- Outgoing callbacks: a queue polled by a job, so pending callbacks survive a restart.
CREATE TABLE sandbox_gateway_callbacks (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id         text NOT NULL REFERENCES sandbox_gateway_orders (id),
  payload          jsonb NOT NULL,
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at  timestamptz NOT NULL,
  -- Lease of the instance delivering it (crash-safe: an expired lease is picked up again).
  locked_until     timestamptz,
  delivered_at     timestamptz,
  gave_up_at       timestamptz,
  last_status      integer,
  last_error       text CHECK (length(last_error) <= 500),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_gateway_callbacks_due_idx ON sandbox_gateway_callbacks (next_attempt_at) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
