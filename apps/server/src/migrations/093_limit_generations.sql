-- Rate limits through @fastify/rate-limit (decision 0080): the library has no reset, so the two rules that
-- start a count over put a generation in the counter's key instead, kept where the data already lives.
-- A correct payment password bumps the member's generation: the failures counted so far are abandoned.
ALTER TABLE members ADD COLUMN payment_password_passes integer NOT NULL DEFAULT 0;
-- A second-factor SMS that could not be sent bumps the challenge's generation: the member may ask again at once.
ALTER TABLE two_factor_challenges ADD COLUMN sms_unsent integer NOT NULL DEFAULT 0;
