-- Operator console (issue 18, docs/console.md): TOTP for operator logins and an idle timeout.
-- The TOTP secret is sealed like the members' (AES-256-GCM under a key derived from AUTH_KEY_SECRET);
-- `totp_pending_enc` holds a set-up not confirmed yet; `totp_last_step` makes each code work once.
ALTER TABLE operators ADD COLUMN totp_secret_enc text;
ALTER TABLE operators ADD COLUMN totp_pending_enc text;
ALTER TABLE operators ADD COLUMN totp_last_step bigint;

-- Sliding idle expiry beside the absolute `expires_at`: a session unused for the idle timeout is dead.
ALTER TABLE operator_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
