-- Site configuration: brand, maintenance, region rules, whitelabel flags,
-- customer-service entries and register rules. All of it is served by
-- GET /api/v1/site/permission and changed without a restart.

CREATE TABLE site_settings (
  key         text PRIMARY KEY,
  value       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE whitelabel_flags (
  mod_id     text PRIMARY KEY,
  parent_id  text REFERENCES whitelabel_flags (mod_id),
  enabled    boolean NOT NULL DEFAULT true,
  sort       integer NOT NULL DEFAULT 0
);

CREATE TABLE customer_service_entries (
  id        serial PRIMARY KEY,
  cs_type   text NOT NULL CHECK (cs_type IN ('LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'TX-CHAT')),
  title     text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  position  integer NOT NULL DEFAULT 0,
  path      text NOT NULL CHECK (length(path) BETWEEN 1 AND 2000),
  enabled   boolean NOT NULL DEFAULT true,
  UNIQUE (cs_type, title)
);

CREATE TABLE register_rules (
  pattern_id        text PRIMARY KEY,
  accepted_pattern  text NOT NULL,
  min_length        integer NOT NULL CHECK (min_length >= 0),
  max_length        integer NOT NULL,
  CHECK (max_length >= min_length AND max_length > 0)
);

CREATE TABLE domain_routes (
  domain  text PRIMARY KEY,
  type    text NOT NULL CHECK (type IN ('MEMBER', 'AGENT', 'APP'))
);

CREATE TABLE banners (
  id            serial PRIMARY KEY,
  group_code    text NOT NULL CHECK (group_code IN ('w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu')),
  title         text NOT NULL,
  image_url     text NOT NULL,
  link_url      text,
  linkage_type  text NOT NULL DEFAULT 'NONE' CHECK (linkage_type IN ('NONE', 'INTERNAL', 'EXTERNAL')),
  sort          integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true,
  UNIQUE (group_code, title)
);
CREATE INDEX banners_group_idx ON banners (group_code, sort) WHERE enabled;
