-- Red envelopes and raffles (issue 17, docs/rewards.md "Red envelopes" and "Raffles"). Both pay through the
-- bonus model: grant keys red-envelope:<eventId>:<memberId> and raffle:<raffleId>:<memberId>.

CREATE TABLE red_envelope_events (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- {"EN": {"title", "description"}, "TY": {...}}
  texts               jsonb NOT NULL,
  starts_at           timestamptz NOT NULL,
  ends_at             timestamptz NOT NULL,
  currency            char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  pool                bigint NOT NULL CHECK (pool > 0),
  envelopes           integer NOT NULL CHECK (envelopes > 0),
  min_amount          bigint NOT NULL CHECK (min_amount > 0),
  max_amount          bigint NOT NULL,
  -- What is left. Every opening takes the row lock and lowers both in the same transaction as its grant.
  remaining_pool      bigint NOT NULL,
  remaining_count     integer NOT NULL,
  requirement         text NOT NULL DEFAULT 'NONE' CHECK (requirement IN ('NONE', 'DEPOSIT', 'VALID_TURNOVER')),
  requirement_amount  bigint NOT NULL DEFAULT 0 CHECK (requirement_amount >= 0),
  wagering_multiplier integer NOT NULL CHECK (wagering_multiplier BETWEEN 0 AND 100),
  valid_days          integer NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  max_cashout         bigint CHECK (max_cashout IS NULL OR max_cashout > 0),
  categories          text[] NOT NULL DEFAULT '{}',
  active              boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (max_amount >= min_amount),
  CHECK (envelopes::bigint * min_amount <= pool AND pool <= envelopes::bigint * max_amount),
  -- The pool is never over-spent, and whatever is left can always be handed out within the bounds
  -- (all opened: nothing left).
  CHECK (remaining_count >= 0 AND remaining_count <= envelopes),
  CHECK (remaining_pool >= 0 AND remaining_pool <= pool),
  CHECK (remaining_count::bigint * min_amount <= remaining_pool AND remaining_pool <= remaining_count::bigint * max_amount)
);
CREATE INDEX red_envelope_events_window ON red_envelope_events (ends_at, starts_at);

-- One envelope per member and event: the primary key is the rule.
CREATE TABLE red_envelope_openings (
  event_id  bigint NOT NULL REFERENCES red_envelope_events (id),
  member_id integer NOT NULL,
  amount    bigint NOT NULL CHECK (amount > 0),
  bonus_id  bigint NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, member_id)
);
CREATE INDEX red_envelope_openings_member ON red_envelope_openings (member_id);

CREATE TABLE raffles (
  id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  texts                   jsonb NOT NULL,
  starts_at               timestamptz NOT NULL,
  ends_at                 timestamptz NOT NULL,
  currency                char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  ticket_turnover         bigint NOT NULL CHECK (ticket_turnover > 0),
  max_tickets_per_member  integer CHECK (max_tickets_per_member IS NULL OR max_tickets_per_member > 0),
  -- Prize per rank in minor units, first = 1st prize: a JSON array of positive integers.
  prizes                  jsonb NOT NULL CHECK (jsonb_typeof(prizes) = 'array' AND jsonb_array_length(prizes) BETWEEN 1 AND 100),
  wagering_multiplier     integer NOT NULL CHECK (wagering_multiplier BETWEEN 0 AND 100),
  valid_days              integer NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  max_cashout             bigint CHECK (max_cashout IS NULL OR max_cashout > 0),
  categories              text[] NOT NULL DEFAULT '{}',
  claim_days              integer NOT NULL DEFAULT 7 CHECK (claim_days BETWEEN 1 AND 90),
  -- Commitment: the hash is public from creation, the seed only after the draw.
  server_seed             text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash        text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  status                  text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DRAWN')),
  drawn_at                timestamptz,
  entries_hash            text,
  total_tickets           bigint,
  active                  boolean NOT NULL DEFAULT true,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((status = 'DRAWN') = (drawn_at IS NOT NULL AND entries_hash IS NOT NULL AND total_tickets IS NOT NULL))
);
CREATE INDEX raffles_due ON raffles (ends_at) WHERE status = 'OPEN';

-- The entry list the draw used (frozen at the draw; published with masked names).
CREATE TABLE raffle_entries (
  raffle_id    bigint NOT NULL REFERENCES raffles (id),
  member_id    integer NOT NULL,
  first_ticket bigint NOT NULL CHECK (first_ticket >= 0),
  tickets      bigint NOT NULL CHECK (tickets > 0),
  PRIMARY KEY (raffle_id, member_id)
);

-- Winners: one prize per member per raffle; claimed once (claimed_at and bonus_id set together).
CREATE TABLE raffle_winners (
  raffle_id  bigint NOT NULL REFERENCES raffles (id),
  rank       integer NOT NULL CHECK (rank > 0),
  member_id  integer NOT NULL,
  ticket     bigint NOT NULL CHECK (ticket >= 0),
  prize      bigint NOT NULL CHECK (prize > 0),
  claimed_at timestamptz,
  bonus_id   bigint,
  PRIMARY KEY (raffle_id, rank),
  UNIQUE (raffle_id, member_id),
  CHECK ((claimed_at IS NULL) = (bonus_id IS NULL))
);
CREATE INDEX raffle_winners_member ON raffle_winners (member_id);
