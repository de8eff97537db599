-- Double-entry ledger (ARCHITECTURE "Money rules"; docs/money.md).
-- Every movement of money is one immutable row of ledger_transfers between two ledger_accounts,
-- written in the same transaction as both balance updates. Amounts are integer minor units.

CREATE TABLE ledger_accounts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- MEMBER_WALLET (one per member and currency) or a system account: HOUSE, BONUS, PAYMENT_CLEARING,
  -- PENDING_WITHDRAWAL, DEMO_FUNDING, PROVIDER_CLEARING, ... (one per kind and currency).
  kind        text NOT NULL CHECK (kind ~ '^[A-Z][A-Z_]{1,39}$'),
  member_id   integer REFERENCES members (id),
  currency    char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  balance     bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  -- Member-owned accounts belong to a member; system accounts to nobody.
  CONSTRAINT ledger_accounts_owner_chk CHECK ((kind LIKE 'MEMBER\_%') = (member_id IS NOT NULL)),
  -- A member's money can never go below zero, whatever the code does.
  CONSTRAINT ledger_accounts_member_nonnegative_chk CHECK (member_id IS NULL OR balance >= 0),
  -- Funds held for withdrawals are members' money too: never negative.
  CONSTRAINT ledger_accounts_pending_nonnegative_chk CHECK (kind <> 'PENDING_WITHDRAWAL' OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_member_uq ON ledger_accounts (kind, member_id, currency) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_uq ON ledger_accounts (kind, currency) WHERE member_id IS NULL;

CREATE TABLE ledger_transfers (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A retried request carries the same key and gets the first result back; never paid twice.
  idempotency_key       text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  debit_account_id      bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id     bigint NOT NULL REFERENCES ledger_accounts (id),
  amount                bigint NOT NULL CHECK (amount > 0),
  currency              char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- DEPOSIT, WITHDRAWAL_HOLD, BET, WIN, ROLLBACK, DEMO_GRANT, TRANSFER_UPLINE, ...
  kind                  text NOT NULL CHECK (kind ~ '^[A-Z][A-Z0-9_]{1,39}$'),
  -- SHA-256 of the canonical request (accounts, amount, currency, kind): tells a retry from a
  -- different request that reuses the key.
  request_hash          bytea NOT NULL CHECK (length(request_hash) = 32),
  -- Balances of both accounts right after this transfer (the replayed result, and the
  -- running balance of the transaction record).
  debit_balance_after   bigint NOT NULL,
  credit_balance_after  bigint NOT NULL,
  metadata              jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at            timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_key_uq UNIQUE (idempotency_key),
  CONSTRAINT ledger_transfers_two_accounts_chk CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, created_at DESC, id DESC);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, created_at DESC, id DESC);

-- Transfers are history: corrections are new transfers (e.g. ROLLBACK), never edits.
CREATE FUNCTION ledger_transfers_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER ledger_transfers_no_update_delete
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_refuse_change();

CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_refuse_change();
