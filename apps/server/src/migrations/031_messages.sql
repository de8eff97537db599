-- Internal messages (SPEC §2.7): one row per message, whoever receives it. A message to one member
-- names them; a segment (members, agents, VIP level) or everyone is one row matched at read time,
-- and each member's read/delete state lives in message_states (a row only once they act).
CREATE TABLE messages (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience       text NOT NULL CHECK (audience IN ('MEMBER', 'MEMBERS', 'AGENTS', 'VIP', 'ALL')),
  member_id      integer REFERENCES members (id) ON DELETE CASCADE,
  vip_min_level  smallint CHECK (vip_min_level >= 1),
  title          text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- Stored sanitised (sanitize-html, docs/decisions/0020-sanitiser.md).
  content        text NOT NULL CHECK (length(content) <= 20000),
  created_by     integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((audience = 'MEMBER') = (member_id IS NOT NULL)),
  CHECK ((audience = 'VIP') = (vip_min_level IS NOT NULL))
);
CREATE INDEX messages_member_idx ON messages (member_id, id DESC) WHERE member_id IS NOT NULL;
CREATE INDEX messages_broadcast_idx ON messages (id DESC) WHERE member_id IS NULL;

CREATE TABLE message_states (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  message_id  integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  read_at     timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (member_id, message_id)
);

-- Feedback (SPEC §2.9, §4, §5, §9): question type codes 0 others, 1 deposit, 2 withdrawal, 3 game,
-- 4 customer service, 6 agent application; description 20-200 characters; reviewed by support staff.
CREATE TABLE feedback (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type         smallint NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
  content      text NOT NULL CHECK (char_length(content) BETWEEN 20 AND 200),
  sender       text NOT NULL CHECK (char_length(sender) BETWEEN 1 AND 64),
  member_id    integer REFERENCES members (id) ON DELETE SET NULL,
  ip           text CHECK (length(ip) <= 64),
  status       text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'REVIEWED')),
  reviewed_by  integer,
  reviewed_at  timestamptz,
  note         text CHECK (length(note) <= 500),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_status_idx ON feedback (status, id DESC);
