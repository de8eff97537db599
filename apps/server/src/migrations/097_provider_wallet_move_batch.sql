-- Set-based batch of provider bets and wins (docs/decisions/0090-wallet-group-commit.md, "set-based batch").
--
-- The group-commit batcher used to call provider_wallet_move() once per move inside one statement: every
-- move ran its own dozen PL/pgSQL statements (guard, uuid, token, member or bet checks, betting record,
-- two balance UPDATEs, transfer row, provider row). This function does the same work for the whole
-- batch in a fixed number of statements, whatever its size:
--
--   1. lock every ledger account of the batch, ascending id (as before: batches, single transfers and
--      other processes' batches never wait for each other in a cycle), then the bets the batch's wins
--      settle, ascending id;
--   2. one query classifies every move exactly as provider_wallet_move() would (GUARDED, EXISTS, TOKEN,
--      MEMBER, BET, or OK). A move that is not OK writes nothing; the service answers it by its full
--      path, as before. A win whose bet is in the same batch is not visible yet, so it is 'BET' and takes
--      the full path after the batch has committed;
--   3. the running balance of each account after each move, in the batch's order, from the balances read
--      under the locks: each transfer row gets the balances the one-by-one path would have given it, and
--      a member wallet (or PENDING_WITHDRAWAL) that would go below zero at ANY point refuses the whole
--      batch with 23514, as the ledger's CHECK refused it move by move (the batcher then runs each move
--      alone);
--   4. one UPDATE per account with the batch's sum, one multi-row INSERT each into ledger_transfers (in
--      the batch's order, so ids follow the balances), bet_records and provider_transactions.
--
-- The rows it writes are those of ledger_transfer() (migrations/007), bet_record_upsert() (019) and
-- provider_wallet_move() (019/040), written for many moves at once: a change to one of those functions'
-- rows or checks belongs here too (hub88.batch.test.ts compares the two paths' answers, balances and
-- betting records).
--
-- Every statement runs in the caller's one statement, so a failure anywhere writes nothing. Each
-- statement here takes a fresh snapshot (READ COMMITTED), so the checks after the locks see everything
-- committed before the locks were granted, as provider_wallet_move() did.
--
-- Its statements use generic plans (plan_cache_mode = force_generic_plan: planned once per session, not
-- for every batch; measured in bench/README.md, "sixth session"). So that a generic plan, which cannot
-- know the batch's size, still probes the unique indexes rather than scanning a table, every lookup is
-- a LATERAL subquery with LIMIT 1 or a correlated EXISTS.

CREATE TYPE provider_wallet_move_item AS (
  i               integer,     -- position in the batch, 1-based (set by the function)
  provider        text,
  uuid            text,
  kind            text,        -- BET or WIN
  member          integer,
  token_hash      bytea,
  now             timestamptz,
  round           text,
  game_code       text,
  currency        text,
  amount          bigint,      -- as sent (scaled by 100 000)
  amount_minor    bigint,      -- > 0: zero amounts take the full path
  reference       text,        -- WIN: the bet's transaction_uuid
  request_hash    bytea,
  vendor          text,        -- betting record (NULL: no record)
  game_name       text,
  category        text,
  key             text,        -- the ledger transfer
  member_account  bigint,
  counter_account bigint,
  transfer_hash   bytea,
  metadata        text,
  usr             text,        -- the answer
  request_uuid    text,
  units           bigint       -- Hub88 units per minor unit
);

CREATE FUNCTION provider_wallet_move_batch(p_accounts bigint[], p_items jsonb)
RETURNS TABLE (i integer, outcome text, transfer_id bigint, transfer_created_at timestamptz, debit_balance_after bigint, credit_balance_after bigint)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_items provider_wallet_move_item[];
  v_known boolean;
  v_out text[];
  v_pos integer[];
  v_debit_after bigint[];
  v_credit_after bigint[];
  v_leg_account bigint[];
  v_leg_delta bigint[];
  v_missing boolean;
  v_negative boolean;
  v_unsafe boolean;
  v_tid bigint[];
  v_tat timestamptz[];
BEGIN
  SELECT array_agg(jsonb_populate_record(NULL::provider_wallet_move_item, e.v || jsonb_build_object('i', e.n)) ORDER BY e.n),
         coalesce(bool_and(coalesce(e.v->>'kind' IN ('BET', 'WIN'), false)), true)
    INTO v_items, v_known FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(v, n);
  IF NOT v_known THEN
    RAISE EXCEPTION 'provider_wallet_move_batch: unknown kind' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF v_items IS NULL THEN
    RETURN;
  END IF;

  -- 1. Locks: the accounts (the lock an UPDATE of the balance takes), then the bets being settled.
  PERFORM 1 FROM (SELECT a.id FROM ledger_accounts a WHERE a.id = ANY(p_accounts) ORDER BY a.id FOR NO KEY UPDATE) l;
  PERFORM 1 FROM (
    SELECT b.id FROM provider_transactions b
     WHERE b.id = ANY (ARRAY(SELECT r.id FROM unnest(v_items) x
                     CROSS JOIN LATERAL (SELECT r.id FROM provider_transactions r WHERE r.provider = x.provider AND r.uuid = x.reference LIMIT 1) r
                    WHERE x.kind = 'WIN'))
     ORDER BY b.id FOR UPDATE) l;

  -- 2. What provider_wallet_move() would answer for each move, in its order of checks.
  SELECT array_agg(c.outcome ORDER BY c.i) INTO v_out FROM (
    SELECT x.i, CASE
      WHEN EXISTS (SELECT 1 FROM protection_members g WHERE g.member_id = x.member AND g.guarded) THEN 'GUARDED'
      WHEN EXISTS (SELECT 1 FROM provider_transactions p WHERE p.provider = x.provider AND p.uuid = x.uuid) THEN 'EXISTS'
      -- Wins arrive after the bet, maybe after the session ended: only a bet checks the expiry.
      WHEN t.token_hash IS NULL OR t.provider IS DISTINCT FROM x.provider OR t.member_id IS DISTINCT FROM x.member
           OR t.currency IS DISTINCT FROM x.currency OR (x.kind = 'BET' AND t.expires_at <= x.now) THEN 'TOKEN'
      WHEN x.kind = 'BET' AND NOT EXISTS (SELECT 1 FROM members m WHERE m.id = x.member AND m.status = 'ACTIVE') THEN 'MEMBER'
      WHEN x.kind = 'WIN' AND (b.uuid IS NULL OR b.kind <> 'BET' OR b.member_id IS DISTINCT FROM x.member OR b.status <> 'OK'
           OR b.currency IS DISTINCT FROM x.currency) THEN 'BET'
      ELSE 'OK' END AS outcome
      FROM unnest(v_items) x
      -- LATERAL ... LIMIT 1: one index lookup per move, also in a generic plan (see the top of this file)
      LEFT JOIN LATERAL (SELECT t.* FROM provider_tokens t WHERE t.token_hash = x.token_hash LIMIT 1) t ON true
      LEFT JOIN LATERAL (SELECT b.* FROM provider_transactions b WHERE x.kind = 'WIN' AND b.provider = x.provider AND b.uuid = x.reference LIMIT 1) b ON true
  ) c;

  IF 'OK' = ANY(v_out) THEN
    -- 3. Two legs per move (debit: minus, credit: plus); each account's balance after each leg, in the batch's order.
    WITH legs AS (
      SELECT x.i, l.side, l.account, l.delta, x.currency, x.kind, x.units
        FROM unnest(v_items) x
       CROSS JOIN LATERAL (VALUES
         ('D', CASE WHEN x.kind = 'BET' THEN x.member_account ELSE x.counter_account END, -x.amount_minor),
         ('C', CASE WHEN x.kind = 'BET' THEN x.counter_account ELSE x.member_account END, x.amount_minor)) AS l(side, account, delta)
       WHERE v_out[x.i] = 'OK'
    ), run AS (
      SELECT legs.*, a.id IS NULL AS missing, (a.member_id IS NOT NULL OR a.kind = 'PENDING_WITHDRAWAL') AS nonnegative,
             a.balance + sum(legs.delta) OVER (PARTITION BY legs.account ORDER BY legs.i, legs.side) AS after,
             -- the member's wallet is the debit of a bet and the credit of a win
             (legs.side = 'D') = (legs.kind = 'BET') AS member_leg
        FROM legs LEFT JOIN LATERAL (SELECT a.* FROM ledger_accounts a WHERE a.id = legs.account AND a.currency = legs.currency LIMIT 1) a ON true
    ), safe AS (
      SELECT run.*, run.after BETWEEN -9007199254740991 AND 9007199254740991 AS in_range FROM run
    )
    SELECT bool_or(missing), bool_or(nonnegative AND after < 0),
           bool_or(NOT in_range OR (member_leg AND abs(after * units) > 9007199254740991)),
           array_agg(i ORDER BY i) FILTER (WHERE side = 'D'),
           array_agg(CASE WHEN in_range THEN after::bigint END ORDER BY i) FILTER (WHERE side = 'D'),
           array_agg(CASE WHEN in_range THEN after::bigint END ORDER BY i) FILTER (WHERE side = 'C'),
           array_agg(account ORDER BY i, side), array_agg(delta ORDER BY i, side)
      INTO v_missing, v_negative, v_unsafe, v_pos, v_debit_after, v_credit_after, v_leg_account, v_leg_delta
      FROM safe;
    IF v_missing THEN
      RAISE EXCEPTION 'provider_wallet_move_batch: a ledger account of the batch is not found in its currency' USING ERRCODE = 'no_data_found';
    END IF;
    IF v_negative THEN
      RAISE EXCEPTION 'provider_wallet_move_batch: a wallet of the batch would go below zero' USING ERRCODE = 'check_violation';
    END IF;
    IF v_unsafe THEN
      RAISE EXCEPTION 'provider_wallet_move_batch: balance outside the safe integer range' USING ERRCODE = 'numeric_value_out_of_range';
    END IF;

    -- 4. One UPDATE per account (its CHECKs see the final balance; step 3 checked every one before it).
    UPDATE ledger_accounts a SET balance = a.balance + s.delta, updated_at = now()
      FROM (SELECT u.account, sum(u.delta)::bigint AS delta FROM unnest(v_leg_account, v_leg_delta) AS u(account, delta) GROUP BY u.account) s
     WHERE a.id = s.account AND a.id = ANY(v_leg_account); -- the id array: an index probe in the generic plan

    -- The transfers in the batch's order, so their ids follow each account's running balance.
    WITH ins AS (
      INSERT INTO ledger_transfers AS t
        (idempotency_key, debit_account_id, credit_account_id, amount, currency, kind, request_hash, debit_balance_after, credit_balance_after, metadata)
      SELECT x.key,
             CASE WHEN x.kind = 'BET' THEN x.member_account ELSE x.counter_account END,
             CASE WHEN x.kind = 'BET' THEN x.counter_account ELSE x.member_account END,
             x.amount_minor, x.currency, x.kind, x.transfer_hash, p.debit_after, p.credit_after, x.metadata::jsonb
        FROM unnest(v_pos, v_debit_after, v_credit_after) AS p(i, debit_after, credit_after)
        JOIN unnest(v_items) x ON x.i = p.i
       ORDER BY p.i
      RETURNING t.idempotency_key, t.id, t.created_at
    )
    SELECT array_agg(ins.id ORDER BY p.i), array_agg(ins.created_at ORDER BY p.i) INTO v_tid, v_tat
      FROM unnest(v_pos) AS p(i) JOIN unnest(v_items) x ON x.i = p.i JOIN ins ON ins.idempotency_key = x.key;

    -- The betting records: a bet's row, or its bet's row settled with every win so far (one row per bet).
    INSERT INTO bet_records AS r
      (member_id, source, source_ref, vendor, game_code, game_name, category, stake, payout, currency, status, placed_at, settled_at)
    SELECT x.member, 'PROVIDER', x.provider || ':' || x.uuid, x.vendor, coalesce(x.game_code, 'UNKNOWN'), coalesce(x.game_name, ''),
           x.category, x.amount_minor, 0, x.currency, 'PENDING', x.now, NULL
      FROM unnest(v_items) x
     WHERE v_out[x.i] = 'OK' AND x.kind = 'BET' AND x.vendor IS NOT NULL
    UNION ALL
    SELECT w.member, 'PROVIDER', w.provider || ':' || b.uuid, w.vendor, coalesce(b.game_code, 'UNKNOWN'), coalesce(w.game_name, ''),
           w.category, b.amount_minor,
           w.won + (SELECT coalesce(sum(o.amount_minor), 0) FROM provider_transactions o
                     WHERE o.provider = w.provider AND o.reference = w.reference AND o.kind = 'WIN' AND o.status = 'OK'),
           b.currency, 'SETTLED', b.created_at, w.now
      FROM (
        -- the last win of each bet in the batch names the record's game, as the last of one-by-one calls did
        SELECT DISTINCT ON (x.provider, x.reference) x.member, x.provider, x.reference, x.vendor, x.game_name, x.category, x.now,
               sum(x.amount_minor) OVER (PARTITION BY x.provider, x.reference) AS won
          FROM unnest(v_items) x
         WHERE v_out[x.i] = 'OK' AND x.kind = 'WIN' AND x.vendor IS NOT NULL
         ORDER BY x.provider, x.reference, x.i DESC
      ) w
      CROSS JOIN LATERAL (SELECT b.* FROM provider_transactions b WHERE b.provider = w.provider AND b.uuid = w.reference LIMIT 1) b
    ON CONFLICT (source, source_ref) DO UPDATE
      SET payout = excluded.payout, status = excluded.status, settled_at = excluded.settled_at, stake = excluded.stake;

    -- The unique (provider, uuid) is the claim: a twin that committed first aborts the statement (23505).
    INSERT INTO provider_transactions
      (provider, uuid, kind, member_id, round, game_code, currency, amount, amount_minor, reference, status, request_hash, transfer_key, response, created_at, updated_at)
    SELECT x.provider, x.uuid, x.kind, x.member, x.round, x.game_code, x.currency, x.amount, x.amount_minor, x.reference, 'OK', x.request_hash, x.key,
           jsonb_build_object('user', x.usr, 'status', 'RS_OK', 'request_uuid', x.request_uuid, 'currency', x.currency,
                              'balance', (CASE WHEN x.kind = 'BET' THEN p.debit_after ELSE p.credit_after END) * x.units),
           x.now, x.now
      FROM unnest(v_pos, v_debit_after, v_credit_after) AS p(i, debit_after, credit_after)
      JOIN unnest(v_items) x ON x.i = p.i
     ORDER BY p.i;
  END IF;

  RETURN QUERY
    SELECT x.i, v_out[x.i], t.id, t.created, t.debit_after, t.credit_after
      FROM unnest(v_items) x
      LEFT JOIN unnest(v_pos, v_tid, v_tat, v_debit_after, v_credit_after) AS t(i, id, created, debit_after, credit_after) ON t.i = x.i
     ORDER BY x.i;
END;
$$;
