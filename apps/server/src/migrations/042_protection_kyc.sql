-- KYC (issue 20, docs/protection.md "KYC"): money in counted per member, and identity documents
-- the member uploads once the count passes the threshold, reviewed by the risk team.

-- One row per member who ever put money in (or uploaded). `deposited` is the lifetime money in the
-- protection check let through (deposits asked for, agent transfers in); its row lock serialises
-- the KYC gate of one member's parallel deposits. `status` NONE = no documents yet (the API shows
-- NOT_REQUIRED or REQUIRED from `deposited`).
CREATE TABLE kyc_members (
  member_id     integer PRIMARY KEY REFERENCES members (id),
  deposited     bigint NOT NULL DEFAULT 0 CHECK (deposited >= 0),
  status        text NOT NULL DEFAULT 'NONE' CHECK (status IN ('NONE', 'PENDING', 'APPROVED', 'REJECTED')),
  reason        text,
  submitted_at  timestamptz,
  reviewed_at   timestamptz,
  reviewed_by   integer REFERENCES operators (id),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'REJECTED' OR reason IS NOT NULL),
  CHECK (status <> 'PENDING' OR submitted_at IS NOT NULL)
);
-- The review queue: oldest submission first, per status.
CREATE INDEX kyc_members_queue_idx ON kyc_members (status, submitted_at) WHERE status <> 'NONE';

-- Identity document images, kept in the database like payment proofs (every instance serves them,
-- backups include them): png or jpeg by content, 5 MB at most.
CREATE TABLE kyc_documents (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES kyc_members (member_id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size          integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256        bytea NOT NULL CHECK (length(sha256) = 32),
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_member_idx ON kyc_documents (member_id, id);
