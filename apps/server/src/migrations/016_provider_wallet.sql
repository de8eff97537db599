-- Seamless wallet API for game providers (Hub88 protocol; docs/provider-wallet.md).
-- Every provider transaction (bet, win, rollback) is one row here, written in the same
-- database transaction as its ledger transfer, so a transaction_uuid is processed at most once.

-- Public keys that verify provider request signatures. For the embedded SANDBOX provider the
-- platform generates the key pair on first start and keeps the private key too (the sandbox
-- provider signs with it); a real provider's row has no private key.
CREATE TABLE provider_keys (
  provider     text PRIMARY KEY CHECK (provider ~ '^[A-Z0-9_]{2,32}$'),
  public_key   text NOT NULL CHECK (public_key LIKE '-----BEGIN PUBLIC KEY-----%'),
  private_key  text CHECK (private_key IS NULL OR private_key LIKE '-----BEGIN PRIVATE KEY-----%'),
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Player tokens handed to the provider at game launch. Only the SHA-256 of the token is stored.
CREATE TABLE provider_tokens (
  token_hash   bytea PRIMARY KEY CHECK (length(token_hash) = 32),
  provider     text NOT NULL,
  member_id    integer NOT NULL REFERENCES members (id),
  game_code    text NOT NULL CHECK (length(game_code) BETWEEN 1 AND 100),
  currency     char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  CONSTRAINT provider_tokens_expiry_chk CHECK (expires_at > created_at)
);
CREATE INDEX provider_tokens_member_idx ON provider_tokens (member_id, created_at DESC);

CREATE TABLE provider_transactions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider      text NOT NULL,
  -- The provider's transaction_uuid: processed at most once.
  uuid          text NOT NULL CHECK (length(uuid) BETWEEN 1 AND 100),
  -- BET, WIN, ROLLBACK
  kind          text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK')),
  member_id     integer NOT NULL REFERENCES members (id),
  round         text,
  game_code     text,
  currency      char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- As sent by the provider (integer scaled by 100 000) and in the wallet's minor units.
  amount        bigint NOT NULL CHECK (amount >= 0),
  amount_minor  bigint NOT NULL CHECK (amount_minor >= 0),
  -- reference_transaction_uuid of a win or rollback.
  reference     text,
  -- OK: processed. ROLLED_BACK: a bet or win later reversed by a rollback.
  -- TOMBSTONE: a bet we never saw whose rollback arrived first; the late bet is refused.
  status        text NOT NULL CHECK (status IN ('OK', 'ROLLED_BACK', 'TOMBSTONE')),
  -- SHA-256 of the fields that define the transaction: a retry hashes the same, a reuse of the uuid does not.
  request_hash  bytea NOT NULL CHECK (length(request_hash) = 32),
  -- Idempotency key of the ledger transfer (NULL when no money moved: zero amounts, tombstones).
  transfer_key  text,
  -- The first answer, replayed for a retry of the same transaction.
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT provider_transactions_uuid_uq UNIQUE (provider, uuid)
);
CREATE INDEX provider_transactions_reference_idx ON provider_transactions (provider, reference) WHERE reference IS NOT NULL;
CREATE INDEX provider_transactions_member_idx ON provider_transactions (member_id, created_at DESC);
