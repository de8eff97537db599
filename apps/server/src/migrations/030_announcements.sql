-- Announcements (SPEC §2.6, §3, §7): notice payload groups B (banners), PL (player notices),
-- PU (popup), PR (promotion); execution A (logged-in), B (anonymous), F (first-time login);
-- audience, schedule, priority; one text per language (fallback: the brand's default language).
CREATE TABLE announcements (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type           text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR')),
  execution      text NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  audience       text NOT NULL DEFAULT 'ALL' CHECK (audience IN ('ALL', 'MEMBERS', 'AGENTS', 'VIP')),
  vip_min_level  smallint CHECK (vip_min_level >= 1),
  starts_at      timestamptz NOT NULL DEFAULT now(),
  ends_at        timestamptz,
  priority       integer NOT NULL DEFAULT 0 CHECK (priority BETWEEN -1000 AND 1000),
  images         jsonb NOT NULL DEFAULT '[]'::jsonb,
  enabled        boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK ((audience = 'VIP') = (vip_min_level IS NOT NULL)),
  -- Anonymous (B) announcements are for visitors: an audience narrower than ALL could never match.
  CHECK (execution <> 'B' OR audience = 'ALL')
);
CREATE INDEX announcements_live_idx ON announcements (type, execution, priority DESC, starts_at DESC) WHERE enabled;

CREATE TABLE announcement_texts (
  announcement_id  integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  language         text NOT NULL CHECK (language ~ '^[A-Z]{2,3}(-[A-Z]{2,4})?$'),
  title            text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- Stored sanitised (sanitize-html, docs/decisions/0020-sanitiser.md).
  content          text NOT NULL CHECK (length(content) <= 20000),
  PRIMARY KEY (announcement_id, language)
);

-- Content editors and support staff (feedback review) join the operator roles.
ALTER TABLE operators DROP CONSTRAINT IF EXISTS operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('admin', 'finance', 'content', 'support'));
