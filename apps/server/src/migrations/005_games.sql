-- Game catalogue (vendors, vendor lanes, games, display names), member
-- favourites and recent games, the winner board, notices and the launch-token
-- key. See docs/catalogue.md. Reads are served from an in-memory snapshot of
-- the catalogue that is reloaded when game_catalog_state.version changes.

CREATE TABLE game_vendors (
  code         text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  maintenance  boolean NOT NULL DEFAULT false,
  enabled      boolean NOT NULL DEFAULT true,
  -- Absolute or site-relative logo; NULL serves the generated artwork.
  icon_url     text CHECK (length(icon_url) <= 500),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- The vendor sorting list (SPEC §3 "Vendor lane"): one row per vendor card in a category lane.
CREATE TABLE game_vendor_lanes (
  category     text NOT NULL CHECK (category IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS')),
  vendor_code  text NOT NULL REFERENCES game_vendors (code) ON DELETE CASCADE,
  sort         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category, vendor_code)
);

CREATE TABLE games (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code         text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_.-]{1,64}$'),
  vendor_code  text NOT NULL REFERENCES game_vendors (code),
  game_type    text NOT NULL CHECK (game_type IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS')),
  classify     text CHECK (classify ~ '^[A-Z0-9_]{1,32}$'),
  -- The catalogue (English) name; translations live in game_names.
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  is_hot       boolean NOT NULL DEFAULT false,
  is_new       boolean NOT NULL DEFAULT false,
  maintenance  boolean NOT NULL DEFAULT false,
  enabled      boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0,
  icon_url     text CHECK (length(icon_url) <= 500),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_vendor_idx ON games (vendor_code, game_type, sort, id);
CREATE INDEX games_type_idx ON games (game_type, sort, id);

-- Display names per platform language (EN always present). name_norm is the
-- search form (NFKC, lower case, single spaces) computed by the application.
CREATE TABLE game_names (
  game_id    integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  lang       text NOT NULL CHECK (lang ~ '^[A-Z]{2,3}(-[A-Z]{2,4})?$'),
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  name_norm  text NOT NULL,
  PRIMARY KEY (game_id, lang)
);

-- Bumped by every catalogue change (import, maintenance switch); servers reload their snapshot.
CREATE TABLE game_catalog_state (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  version     bigint NOT NULL DEFAULT 1,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO game_catalog_state (id, version) VALUES (true, 1);

CREATE TABLE game_favourites (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id     integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE game_recent (
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id      integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  launched_at  timestamptz NOT NULL DEFAULT now(),
  launches     integer NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_recent_member_idx ON game_recent (member_id, launched_at DESC);

-- Winner board (SPEC §3 "Winner entry"): names are stored masked.
CREATE TABLE game_winners (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('JACKPOT', 'BIG_WIN')),
  customer_name  text NOT NULL CHECK (length(customer_name) BETWEEN 1 AND 64),
  win_amount     bigint NOT NULL CHECK (win_amount >= 0),
  game_id        integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  prize          text NOT NULL CHECK (length(prize) BETWEEN 1 AND 32),
  won_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_winners_kind_idx ON game_winners (kind, won_at DESC);

-- Notices: PLAYER notices feed the home marquee and notice modal; GAME notices are game announcements.
CREATE TABLE notices (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('PLAYER', 'GAME')),
  title         text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content       text NOT NULL CHECK (length(content) <= 20000),
  published_at  timestamptz NOT NULL DEFAULT now(),
  enabled       boolean NOT NULL DEFAULT true,
  UNIQUE (kind, title)
);
CREATE INDEX notices_kind_idx ON notices (kind, published_at DESC) WHERE enabled;

-- HMAC key for launch tokens of the sandbox provider page, created on first use (shared by all instances).
CREATE TABLE game_launch_keys (
  id          smallint PRIMARY KEY CHECK (id = 1),
  secret      bytea NOT NULL CHECK (length(secret) >= 32),
  created_at  timestamptz NOT NULL DEFAULT now()
);
