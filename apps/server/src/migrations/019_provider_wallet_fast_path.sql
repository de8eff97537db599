-- Provider wallet fast path (docs/provider-wallet.md "Performance").
--
-- A Hub88 bet or win used to be eight to ten statements on one connection (context read, BEGIN,
-- betting record, SAVEPOINT, ledger_transfer, RELEASE, provider row, COMMIT, and for a win the bet
-- lock and the sum of its wins). Most of the time went into the round trips, not the work. These
-- functions do the ordinary case in ONE statement, atomically:
--
--   provider_wallet_move(): preconditions, betting record, ledger_transfer() (the ledger's own
--   function, so money still moves exactly as everywhere else), provider_transactions row with its
--   stored answer.
--
-- It is optimistic: when anything is not ordinary (the uuid exists, the token or member does not
-- match, the bet of a win is missing or reversed) it changes nothing and returns the reason, and a
-- refused write (23514 not enough money, 23505 a concurrent twin) aborts the statement. In every
-- such case the service runs its full path (vendor-api/service.ts), which answers exactly.

-- One betting-record row per bet: insert, or update the outcome of a bet already recorded.
-- Owned by the records module (records/repository.ts calls it too), so the upsert exists once.
CREATE FUNCTION bet_record_upsert(
  p_member integer,
  p_source text,
  p_source_ref text,
  p_vendor text,
  p_game_code text,
  p_game_name text,
  p_category text,
  p_stake bigint,
  p_payout bigint,
  p_currency text,
  p_status text,
  p_placed_at timestamptz,
  p_settled_at timestamptz
) RETURNS void
-- plpgsql rather than sql: its statement's plan is cached per session (a sql function is planned on every call).
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bet_records AS r
    (member_id, source, source_ref, vendor, game_code, game_name, category, stake, payout, currency, status, placed_at, settled_at)
  VALUES (p_member, p_source, p_source_ref, p_vendor, p_game_code, coalesce(p_game_name, ''), p_category, p_stake,
          coalesce(p_payout, 0), p_currency, p_status, p_placed_at, p_settled_at)
  ON CONFLICT (source, source_ref) DO UPDATE
    SET payout = excluded.payout, status = excluded.status, settled_at = excluded.settled_at, stake = excluded.stake;
END;
$$;

CREATE FUNCTION provider_wallet_move(
  p_provider text,
  p_uuid text,
  p_kind text,             -- BET or WIN
  p_member integer,
  p_token_hash bytea,
  p_now timestamptz,       -- the service's clock (token expiry, record times)
  p_round text,
  p_game_code text,
  p_currency text,
  p_amount bigint,         -- as sent (scaled by 100 000)
  p_amount_minor bigint,
  p_reference text,        -- WIN: the bet's transaction_uuid
  p_request_hash bytea,
  -- betting record (NULL vendor: no record)
  p_vendor text,
  p_game_name text,
  p_category text,
  -- the ledger transfer (amount > 0: zero amounts take the full path)
  p_key text,
  p_member_account bigint,
  p_counter_account bigint,
  p_transfer_hash bytea,
  p_metadata jsonb,
  -- the answer
  p_user text,
  p_request_uuid text,
  p_units bigint           -- Hub88 units per minor unit
) RETURNS TABLE (outcome text, transfer_id bigint, transfer_created_at timestamptz, debit_balance_after bigint, credit_balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_tok record;
  v_bet record;
  v_transfer bigint;
  v_transfer_at timestamptz;
  v_debit_after bigint;
  v_credit_after bigint;
  v_balance bigint;
  v_units bigint;
  v_won bigint;
BEGIN
  PERFORM 1 FROM provider_transactions x WHERE x.provider = p_provider AND x.uuid = p_uuid;
  IF FOUND THEN
    RETURN QUERY SELECT 'EXISTS'::text, NULL::bigint, NULL::timestamptz, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  SELECT t.provider, t.member_id, t.currency, t.expires_at INTO v_tok FROM provider_tokens t WHERE t.token_hash = p_token_hash;
  -- Wins arrive after the bet, maybe after the session ended: only a bet checks the expiry.
  IF NOT FOUND OR v_tok.provider <> p_provider OR v_tok.member_id <> p_member OR v_tok.currency <> p_currency
     OR (p_kind = 'BET' AND v_tok.expires_at <= p_now) THEN
    RETURN QUERY SELECT 'TOKEN'::text, NULL::bigint, NULL::timestamptz, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  IF p_kind = 'BET' THEN
    PERFORM 1 FROM members m WHERE m.id = p_member AND m.status = 'ACTIVE';
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'MEMBER'::text, NULL::bigint, NULL::timestamptz, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    IF p_vendor IS NOT NULL THEN
      PERFORM bet_record_upsert(p_member, 'PROVIDER', p_provider || ':' || p_uuid, p_vendor, coalesce(p_game_code, 'UNKNOWN'),
                                p_game_name, p_category, p_amount_minor, 0, p_currency, 'PENDING', p_now, NULL);
    END IF;
  ELSIF p_kind = 'WIN' THEN
    SELECT b.uuid, b.kind, b.member_id, b.status, b.currency, b.game_code, b.amount_minor, b.created_at INTO v_bet
      FROM provider_transactions b WHERE b.provider = p_provider AND b.uuid = p_reference FOR UPDATE;
    IF NOT FOUND OR v_bet.kind <> 'BET' OR v_bet.member_id <> p_member OR v_bet.status <> 'OK' OR v_bet.currency <> p_currency THEN
      RETURN QUERY SELECT 'BET'::text, NULL::bigint, NULL::timestamptz, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    IF p_vendor IS NOT NULL THEN
      SELECT coalesce(sum(w.amount_minor), 0) INTO v_won FROM provider_transactions w
       WHERE w.provider = p_provider AND w.reference = p_reference AND w.kind = 'WIN' AND w.status = 'OK';
      PERFORM bet_record_upsert(p_member, 'PROVIDER', p_provider || ':' || v_bet.uuid, p_vendor, coalesce(v_bet.game_code, 'UNKNOWN'),
                                p_game_name, p_category, v_bet.amount_minor, v_won + p_amount_minor, v_bet.currency, 'SETTLED', v_bet.created_at, p_now);
    END IF;
  ELSE
    RAISE EXCEPTION 'provider_wallet_move: unknown kind %', p_kind USING ERRCODE = 'invalid_parameter_value';
  END IF;

  IF p_kind = 'BET' THEN
    SELECT t.transfer_id, t.created_at, t.debit_balance_after, t.credit_balance_after INTO v_transfer, v_transfer_at, v_debit_after, v_credit_after
      FROM ledger_transfer(p_key, p_member_account, p_counter_account, p_amount_minor, p_currency, 'BET', p_transfer_hash, p_metadata) t;
    v_balance := v_debit_after;
  ELSE
    SELECT t.transfer_id, t.created_at, t.debit_balance_after, t.credit_balance_after INTO v_transfer, v_transfer_at, v_debit_after, v_credit_after
      FROM ledger_transfer(p_key, p_counter_account, p_member_account, p_amount_minor, p_currency, 'WIN', p_transfer_hash, p_metadata) t;
    v_balance := v_credit_after;
  END IF;

  v_units := v_balance * p_units;
  IF v_units > 9007199254740991 OR v_units < -9007199254740991 THEN
    RAISE EXCEPTION 'provider_wallet_move: balance outside the safe integer range' USING ERRCODE = 'numeric_value_out_of_range';
  END IF;

  -- The unique (provider, uuid) is the claim: a twin that committed first aborts this statement (23505).
  INSERT INTO provider_transactions
    (provider, uuid, kind, member_id, round, game_code, currency, amount, amount_minor, reference, status, request_hash, transfer_key, response, created_at, updated_at)
  VALUES (p_provider, p_uuid, p_kind, p_member, p_round, p_game_code, p_currency, p_amount, p_amount_minor, p_reference, 'OK', p_request_hash, p_key,
          jsonb_build_object('user', p_user, 'status', 'RS_OK', 'request_uuid', p_request_uuid, 'currency', p_currency, 'balance', v_units),
          p_now, p_now);

  RETURN QUERY SELECT 'OK'::text, v_transfer, v_transfer_at, v_debit_after, v_credit_after;
END;
$$;
