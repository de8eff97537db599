-- Operators (back office staff): their own accounts, sessions and an append-only audit log
-- (docs/payments.md "Operator API"). Separate from members: a member token never opens
-- an operator route and the other way round.

CREATE TABLE operators (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username            text NOT NULL CHECK (username ~ '^[A-Za-z][A-Za-z0-9_.-]{2,31}$'),
  password_hash       text NOT NULL,
  role                text NOT NULL CHECK (role IN ('admin', 'finance')),
  status              text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  failed_login_count  integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  locked_until        timestamptz,
  last_login_at       timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_username_lower_idx ON operators (lower(username));

CREATE TABLE operator_sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  operator_id   integer NOT NULL REFERENCES operators (id),
  token_hash    bytea NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  ip            text CHECK (length(ip) <= 64),
  CHECK (expires_at > created_at)
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

CREATE TABLE operator_audit (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL for actions of the CLI (creating the first operator).
  operator_id  integer REFERENCES operators (id),
  action       text NOT NULL CHECK (action ~ '^[a-z][a-z_.]{2,63}$'),
  target_type  text CHECK (length(target_type) <= 40),
  target_id    text CHECK (length(target_id) <= 100),
  before       jsonb,
  after        jsonb,
  ip           text CHECK (length(ip) <= 64),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_created_idx ON operator_audit (created_at DESC, id DESC);
CREATE INDEX operator_audit_target_idx ON operator_audit (target_type, target_id);

CREATE FUNCTION operator_audit_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER operator_audit_no_update_delete
  BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_refuse_change();
CREATE TRIGGER operator_audit_no_truncate
  BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_refuse_change();

-- Decisions on money point at the operator who took them.
ALTER TABLE deposits ADD CONSTRAINT deposits_operator_fk FOREIGN KEY (operator_id) REFERENCES operators (id);
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_operator_fk FOREIGN KEY (operator_id) REFERENCES operators (id);
