-- Outgoing SMS and mail. With the default `outbox` providers this table IS the delivery
-- (messages are stored and logged, readable in development at GET /api/v1/dev/outbox);
-- with a real provider it is the delivery log (status, provider id, error), body kept for audits.

CREATE TABLE notify_outbox (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel      text NOT NULL CHECK (channel IN ('sms', 'mail')),
  recipient    text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 320),
  subject      text NOT NULL DEFAULT '' CHECK (length(subject) <= 300),
  body         text NOT NULL CHECK (length(body) <= 20000),
  purpose      text NOT NULL CHECK (purpose ~ '^[a-z0-9_.-]{1,64}$'),
  provider     text NOT NULL,
  status       text NOT NULL CHECK (status IN ('STORED', 'SENT', 'FAILED')),
  provider_ref text,
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notify_outbox_recipient_idx ON notify_outbox (recipient, id DESC);
CREATE INDEX notify_outbox_created_idx ON notify_outbox (id DESC);
