-- In-house Lotus slot (docs/inhouse-slot.md): provably fair seed pairs and played rounds.
-- Money never lives here: stakes and wins are ledger transfers (slot:bet:<requestId>, slot:win:<requestId>)
-- written in the same transaction as the round row.

CREATE TABLE inhouse_slot_seeds (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id),
  -- 32 random bytes as 64 hex characters; revealed to the player only once the pair is rotated.
  server_seed       text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  -- sha256 hex of server_seed, shown before any play.
  server_seed_hash  text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed       text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  -- The nonce the next spin of this pair uses; never goes back, even when the client seed changes.
  next_nonce        integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  status            text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ROTATED')),
  created_at        timestamptz NOT NULL DEFAULT now(),
  rotated_at        timestamptz,
  CHECK ((status = 'ROTATED') = (rotated_at IS NOT NULL))
);
-- One active pair per member: the row spins lock FOR UPDATE so two spins never share a nonce.
CREATE UNIQUE INDEX inhouse_slot_seeds_active_uq ON inhouse_slot_seeds (member_id) WHERE status = 'ACTIVE';
CREATE INDEX inhouse_slot_seeds_member_idx ON inhouse_slot_seeds (member_id, id DESC);

CREATE TABLE inhouse_slot_rounds (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id),
  seed_id           bigint NOT NULL REFERENCES inhouse_slot_seeds (id),
  -- The client's idempotency key: a retried spin returns this round and moves no money.
  request_id        uuid NOT NULL,
  game_code         text NOT NULL DEFAULT 'INH_SLOT_LOTUS',
  nonce             integer NOT NULL CHECK (nonce >= 0),
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  currency          char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  stake             bigint NOT NULL CHECK (stake > 0),
  payout            bigint NOT NULL CHECK (payout >= 0),
  -- Balance right after the round, returned again to a retry.
  balance_after     bigint NOT NULL CHECK (balance_after >= 0),
  -- reels[reel][row] symbols, line wins and scatter win as the engine computed them.
  reels             jsonb NOT NULL,
  line_wins         jsonb NOT NULL,
  scatter_count     smallint NOT NULL CHECK (scatter_count BETWEEN 0 AND 5),
  scatter_payout    bigint NOT NULL CHECK (scatter_payout >= 0),
  bet_transfer_id   bigint NOT NULL REFERENCES ledger_transfers (id),
  win_transfer_id   bigint REFERENCES ledger_transfers (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT inhouse_slot_rounds_request_uq UNIQUE (request_id),
  CONSTRAINT inhouse_slot_rounds_nonce_uq UNIQUE (seed_id, nonce),
  CHECK ((payout > 0) = (win_transfer_id IS NOT NULL))
);
CREATE INDEX inhouse_slot_rounds_member_idx ON inhouse_slot_rounds (member_id, id DESC);
