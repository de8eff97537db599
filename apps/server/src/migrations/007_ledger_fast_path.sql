-- Ledger fast path (docs/money.md "Performance").
--
-- 1. ledger_transfer(): one transfer in ONE statement. Both balance updates and the transfer row are
--    written by the server in one call, so no client round trip happens while the account rows are
--    locked (hot accounts such as HOUSE are locked only for the server-side work and the commit).
--    Rows are locked in ascending id order in every call, so transfers never deadlock each other.
--    A member wallet (or PENDING_WITHDRAWAL) going below zero fails its CHECK (23514); a reused
--    idempotency key fails the unique index (23505); either way the whole call writes nothing.
-- 2. System accounts get shards: a busy system account (HOUSE, PROVIDER_CLEARING, ...) is spread over
--    several rows of the same kind and currency, so concurrent bets do not queue on one row lock.
--    The account's balance is the sum of its shards. PENDING_WITHDRAWAL stays on shard 0 (its rows
--    must never go negative, so a hold and its release must meet the same row).
-- 3. Balances stay within the safe-integer range JSON can carry.

ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 255);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_member_shard_chk CHECK (member_id IS NULL OR shard = 0);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_safe_balance_chk
  CHECK (balance BETWEEN -9007199254740991 AND 9007199254740991);
DROP INDEX ledger_accounts_system_uq;
CREATE UNIQUE INDEX ledger_accounts_system_uq ON ledger_accounts (kind, currency, shard) WHERE member_id IS NULL;

CREATE FUNCTION ledger_transfer(
  p_key text,
  p_debit bigint,
  p_credit bigint,
  p_amount bigint,
  p_currency text,
  p_kind text,
  p_hash bytea,
  p_metadata jsonb
) RETURNS TABLE (transfer_id bigint, created_at timestamptz, debit_balance_after bigint, credit_balance_after bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  d bigint;
  c bigint;
BEGIN
  IF p_debit < p_credit THEN
    UPDATE ledger_accounts SET balance = balance - p_amount, updated_at = now() WHERE id = p_debit AND currency = p_currency RETURNING balance INTO d;
    UPDATE ledger_accounts SET balance = balance + p_amount, updated_at = now() WHERE id = p_credit AND currency = p_currency RETURNING balance INTO c;
  ELSE
    UPDATE ledger_accounts SET balance = balance + p_amount, updated_at = now() WHERE id = p_credit AND currency = p_currency RETURNING balance INTO c;
    UPDATE ledger_accounts SET balance = balance - p_amount, updated_at = now() WHERE id = p_debit AND currency = p_currency RETURNING balance INTO d;
  END IF;
  IF d IS NULL OR c IS NULL THEN
    RAISE EXCEPTION 'ledger account % or % not found in %', p_debit, p_credit, p_currency USING ERRCODE = 'no_data_found';
  END IF;
  RETURN QUERY
    INSERT INTO ledger_transfers AS t
      (idempotency_key, debit_account_id, credit_account_id, amount, currency, kind, request_hash, debit_balance_after, credit_balance_after, metadata)
    VALUES (p_key, p_debit, p_credit, p_amount, p_currency, p_kind, p_hash, d, c, p_metadata)
    RETURNING t.id, t.created_at, t.debit_balance_after, t.credit_balance_after;
END;
$$;
