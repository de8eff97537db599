-- Accounts: credentials, contact details and security state of members, plus the
-- short-lived secrets of the login, registration and password flows (docs/accounts.md).
-- Every secret is stored hashed (argon2id for passwords, HMAC-SHA256 for codes and answers,
-- SHA-256 for random tokens) or encrypted (TOTP secrets, RSA private keys: AES-256-GCM).

ALTER TABLE members
  ADD COLUMN password_hash          text,
  ADD COLUMN payment_password_hash  text,
  ADD COLUMN password_changed_at    timestamptz,
  -- National significant number (digits, no leading 0) and its '+NN' dialing code.
  ADD COLUMN mobile                 text CHECK (mobile ~ '^[0-9]{4,15}$'),
  ADD COLUMN country_dialing_code   text CHECK (country_dialing_code ~ '^\+[0-9]{1,4}$'),
  ADD COLUMN email                  text CHECK (length(email) <= 255),
  -- Bank account holder name: registration "payeeName" and the BANK_NAME second factor.
  ADD COLUMN payee_name             text CHECK (length(payee_name) <= 255),
  ADD COLUMN first_login_done       boolean NOT NULL DEFAULT false,
  ADD COLUMN vip_level              smallint NOT NULL DEFAULT 0 CHECK (vip_level >= 0),
  -- Agents' invitation code (registration affiliateCode / referralCode).
  ADD COLUMN affiliate_code         text CHECK (affiliate_code ~ '^[A-Za-z0-9]{2,32}$'),
  -- Wrong-password lockout: failures counted in a window starting at failed_window_start.
  ADD COLUMN failed_login_count     integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  ADD COLUMN failed_window_start    timestamptz,
  ADD COLUMN locked_until           timestamptz,
  ADD COLUMN register_ip            text,
  -- Optional registration fields (qqNum, line, whatsapp, ...), as given.
  ADD COLUMN profile                jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- TOTP (RFC 6238): encrypted secrets; pending until confirmed with a code.
  ADD COLUMN totp_secret_enc        text,
  ADD COLUMN totp_pending_enc       text,
  ADD COLUMN totp_last_step         bigint,
  ADD CONSTRAINT members_mobile_pair CHECK ((mobile IS NULL) = (country_dialing_code IS NULL));

CREATE UNIQUE INDEX members_mobile_idx ON members (country_dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code_idx ON members (lower(affiliate_code)) WHERE affiliate_code IS NOT NULL;

-- IPs an account has proven itself from (registration, completed second factor, SMS login).
CREATE TABLE member_known_ips (
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip             text NOT NULL CHECK (length(ip) <= 64),
  first_seen_at  timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- Account history worth keeping (first login, password changes, lockouts).
CREATE TABLE member_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind ~ '^[A-Z0-9_]{2,40}$'),
  ip          text,
  details     jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_events_member_idx ON member_events (member_id, id DESC);

-- How a session was obtained (change password skips the old password shortly after an SMS login).
CREATE TABLE session_origins (
  session_id  uuid PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  origin      text NOT NULL CHECK (origin IN ('username', 'sms', 'register', 'trial', 'phone')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Failed logins per client IP (captcha becomes required for that IP).
CREATE TABLE login_ip_failures (
  ip              text PRIMARY KEY CHECK (length(ip) <= 64),
  failures        integer NOT NULL DEFAULT 0,
  last_failed_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE captchas (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  answer_hash  bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

CREATE TABLE sms_codes (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose     text NOT NULL CHECK (purpose IN ('LOGIN', 'REGISTER', 'PASSWORD', 'TWO_FACTOR')),
  -- E.164, e.g. +66812345678.
  phone       text NOT NULL CHECK (phone ~ '^\+[0-9]{6,20}$'),
  code_hash   bytea NOT NULL,
  -- false when nothing was sent (unregistered number on login/password: same answer, no SMS).
  delivered   boolean NOT NULL DEFAULT true,
  attempts    integer NOT NULL DEFAULT 0,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, purpose, created_at DESC);

CREATE TABLE password_reset_tokens (
  token_hash  bytea PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE two_factor_challenges (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip             text NOT NULL,
  user_agent     text,
  methods        text NOT NULL,
  login_type     text NOT NULL CHECK (login_type IN ('username', 'sms')),
  remember_me    boolean NOT NULL DEFAULT false,
  weak_password  boolean NOT NULL DEFAULT false,
  attempts       integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  completed_at   timestamptz
);
CREATE INDEX two_factor_member_idx ON two_factor_challenges (member_id, created_at DESC);

-- Which registration fields show, which are required and their rule (operators edit these rows).
CREATE TABLE register_fields (
  field       text PRIMARY KEY CHECK (field ~ '^[a-zA-Z]{2,32}$'),
  enabled     boolean NOT NULL,
  required    boolean NOT NULL,
  pattern_id  text NOT NULL,
  min_length  integer NOT NULL CHECK (min_length >= 0),
  max_length  integer NOT NULL CHECK (max_length > 0),
  sort        integer NOT NULL DEFAULT 0,
  CHECK (max_length >= min_length)
);

CREATE TABLE countries (
  country_code          text PRIMARY KEY CHECK (country_code ~ '^[A-Z]{2}$'),
  country_dialing_code  text NOT NULL CHECK (country_dialing_code ~ '^\+[0-9]{1,4}$'),
  mobile_min_digits     smallint NOT NULL,
  mobile_max_digits     smallint NOT NULL,
  sort                  integer NOT NULL DEFAULT 0,
  CHECK (mobile_max_digits >= mobile_min_digits)
);

-- RSA key pairs for encrypted payloads, shared by every instance.
CREATE TABLE auth_keys (
  id               text PRIMARY KEY,
  public_key       text NOT NULL,
  private_key_enc  text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL
);
