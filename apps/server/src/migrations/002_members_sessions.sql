-- Accounts and their sessions: the core every other module authenticates against.
-- The accounts work adds credentials, contact details and security columns in later migrations.

CREATE TABLE members (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username    text NOT NULL CHECK (length(username) BETWEEN 1 AND 64),
  -- SPEC §3/§6 numeric account type: agents 1, 2, 41, 42; trial 4; anything else member.
  type        smallint NOT NULL DEFAULT 0,
  nickname    text NOT NULL DEFAULT '' CHECK (length(nickname) <= 64),
  status      text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'LOCKED', 'DISABLED')),
  currency    text NOT NULL DEFAULT 'THB' CHECK (currency ~ '^[A-Z]{3}$'),
  -- The upline agent (downline trees for agents).
  parent_id   integer REFERENCES members (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_username_lower_idx ON members (lower(username));
CREATE INDEX members_parent_idx ON members (parent_id) WHERE parent_id IS NOT NULL;

-- Opaque bearer tokens are never stored: only their SHA-256.
CREATE TABLE sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash    bytea NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  ip            text,
  user_agent    text CHECK (length(user_agent) <= 400),
  CHECK (expires_at > created_at)
);
CREATE INDEX sessions_member_idx ON sessions (member_id, created_at DESC);
