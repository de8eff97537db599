-- Operator content images (issue 16, docs/content.md): uploaded by content editors, embedded in
-- announcements/messages/help HTML as <img src="/api/v1/content/images/<id>">, served publicly with
-- the type told by their first bytes (png or jpeg only, never what the client claimed).
CREATE TABLE content_images (
  id            uuid PRIMARY KEY,
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size          integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256        bytea NOT NULL CHECK (length(sha256) = 32),
  bytes         bytea NOT NULL,
  operator_id   integer NOT NULL REFERENCES operators (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
