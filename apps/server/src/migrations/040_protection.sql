-- Player protection (issue 20, docs/protection.md): limits over rolling windows, time-out,
-- self-exclusion, reality check, the usage the limits are checked against, and the operator's notes.

-- One row per member with any protection setting. Its row lock serialises every money movement
-- the limits look at (docs/decisions/0030): two parallel bets cannot both fit under one limit.
-- `guarded` is the cheap flag the provider wallet fast path reads: true once the member has a
-- limit, a pending change or an exclusion (a reality-check interval alone does not slow anything).
CREATE TABLE protection_members (
  member_id              integer PRIMARY KEY REFERENCES members (id),
  guarded                boolean NOT NULL DEFAULT false,
  reality_check_minutes  integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes BETWEEN 15 AND 120),
  exclusion_kind         text CHECK (exclusion_kind IN ('TIME_OUT', 'SELF_EXCLUSION')),
  exclusion_since        timestamptz,
  -- NULL with a SELF_EXCLUSION kind = permanent.
  exclusion_until        timestamptz,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  CHECK ((exclusion_kind IS NULL) = (exclusion_since IS NULL)),
  CHECK (exclusion_kind <> 'TIME_OUT' OR exclusion_until IS NOT NULL)
);

-- A limit in force (amount, NULL = none) and a waiting increase or removal (pending_*).
CREATE TABLE protection_limits (
  member_id           integer NOT NULL REFERENCES protection_members (member_id),
  kind                text NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER')),
  period              text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  amount              bigint CHECK (amount > 0),
  has_pending         boolean NOT NULL DEFAULT false,
  pending_amount      bigint CHECK (pending_amount > 0),
  pending_applies_at  timestamptz,
  updated_at          timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK (has_pending = (pending_applies_at IS NOT NULL)),
  CHECK (has_pending OR pending_amount IS NULL)
);

-- What the limits count, written in the same transaction as the money: deposits asked for,
-- stakes taken, wins paid. Only for guarded members (the others have no limit to check).
CREATE TABLE protection_usage (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES protection_members (member_id),
  kind       text NOT NULL CHECK (kind IN ('DEPOSIT', 'WAGER', 'WIN')),
  amount     bigint NOT NULL CHECK (amount >= 0),
  at         timestamptz NOT NULL
);
CREATE INDEX protection_usage_member_at ON protection_usage (member_id, at);

-- Every change a member makes (limits, time-out, self-exclusion): the operator sees the history.
CREATE TABLE protection_events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id),
  action     text NOT NULL,
  detail     jsonb NOT NULL DEFAULT '{}'::jsonb,
  at         timestamptz NOT NULL
);
CREATE INDEX protection_events_member ON protection_events (member_id, at DESC);

-- Notes the risk team records about a member.
CREATE TABLE protection_notes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id),
  operator_id  integer NOT NULL,
  note         text NOT NULL CHECK (length(note) BETWEEN 1 AND 2000),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protection_notes_member ON protection_notes (member_id, created_at DESC);

-- The provider wallet fast path (migrations/019) stays one statement for members without rules:
-- the original function keeps its body under a new name, and the name the service calls first
-- probes the guarded flag (one primary-key lookup). A guarded member gets 'GUARDED', nothing is
-- written, and the service's full path checks the limits inside its transaction.
ALTER FUNCTION provider_wallet_move(text, text, text, integer, bytea, timestamptz, text, text, text, bigint, bigint, text, bytea, text, text, text, text, bigint, bigint, bytea, jsonb, text, text, bigint)
  RENAME TO provider_wallet_move_unguarded;

CREATE FUNCTION provider_wallet_move(
  p_provider text, p_uuid text, p_kind text, p_member integer, p_token_hash bytea, p_now timestamptz,
  p_round text, p_game_code text, p_currency text, p_amount bigint, p_amount_minor bigint, p_reference text,
  p_request_hash bytea, p_vendor text, p_game_name text, p_category text, p_key text, p_member_account bigint,
  p_counter_account bigint, p_transfer_hash bytea, p_metadata jsonb, p_user text, p_request_uuid text, p_units bigint
) RETURNS TABLE (outcome text, transfer_id bigint, transfer_created_at timestamptz, debit_balance_after bigint, credit_balance_after bigint)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM protection_members g WHERE g.member_id = p_member AND g.guarded;
  IF FOUND THEN
    RETURN QUERY SELECT 'GUARDED'::text, NULL::bigint, NULL::timestamptz, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM provider_wallet_move_unguarded(
    p_provider, p_uuid, p_kind, p_member, p_token_hash, p_now, p_round, p_game_code, p_currency, p_amount, p_amount_minor,
    p_reference, p_request_hash, p_vendor, p_game_name, p_category, p_key, p_member_account, p_counter_account,
    p_transfer_hash, p_metadata, p_user, p_request_uuid, p_units);
END;
$$;
