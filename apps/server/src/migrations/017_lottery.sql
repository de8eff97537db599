-- Fast lotteries (in-house, provably fair): scheduled draws, bets, settlement into the wallet.
-- Draw numbers come from the clock (drawNo = minutes since epoch / draw_minutes), so every
-- instance computes the same schedule and `UNIQUE (game_code, draw_no)` makes creating a draw
-- idempotent. A draw is claimed by exactly one UPDATE ... WHERE status = 'OPEN'.

CREATE TABLE lottery_games (
  code           text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,40}$'),
  name           text NOT NULL,
  prize_mode     text NOT NULL CHECK (prize_mode IN ('LOTT', 'ELOTT', 'SEA', 'VN', 'ZY')),
  draw_minutes   integer NOT NULL CHECK (draw_minutes BETWEEN 1 AND 1440),
  -- Betting closes this many seconds before the draw.
  close_seconds  integer NOT NULL DEFAULT 10 CHECK (close_seconds BETWEEN 0 AND 600),
  min_stake      bigint NOT NULL CHECK (min_stake > 0),
  max_stake      bigint NOT NULL,
  enabled        boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0,
  CHECK (max_stake >= min_stake)
);

CREATE TABLE lottery_draws (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_code    text NOT NULL REFERENCES lottery_games (code),
  draw_no      bigint NOT NULL,
  opens_at     timestamptz NOT NULL,
  closes_at    timestamptz NOT NULL,
  draws_at     timestamptz NOT NULL,
  -- Secret until the draw: only its SHA-256 is served while bets are taken.
  server_seed  text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  seed_hash    text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  result       text CHECK (result ~ '^[0-9]{3}$'),
  status       text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DRAWN', 'SETTLED')),
  drawn_at     timestamptz,
  settled_at   timestamptz,
  UNIQUE (game_code, draw_no),
  CHECK (opens_at < closes_at AND closes_at <= draws_at),
  CHECK ((status = 'OPEN') = (result IS NULL))
);
CREATE INDEX lottery_draws_due_idx ON lottery_draws (draws_at) WHERE status <> 'SETTLED';
CREATE INDEX lottery_draws_recent_idx ON lottery_draws (game_code, draw_no DESC);

-- One row per bet request: a retry (same member, same requestId) gets the first answer back;
-- the same requestId with other content is refused.
CREATE TABLE lottery_bet_requests (
  member_id     integer NOT NULL REFERENCES members (id),
  request_id    text NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  request_hash  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, request_id)
);

CREATE TABLE lottery_bets (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id),
  request_id  text NOT NULL,
  draw_id     bigint NOT NULL REFERENCES lottery_draws (id),
  game_code   text NOT NULL,
  draw_no     bigint NOT NULL,
  bet_type    text NOT NULL CHECK (bet_type IN ('NUMBER3', 'NUMBER2', 'BIG', 'SMALL', 'ODD', 'EVEN')),
  selection   text NOT NULL CHECK (length(selection) <= 3),
  stake       bigint NOT NULL CHECK (stake > 0),
  currency    text NOT NULL,
  -- Payout multiplier x100 at the time of the bet (196 = 1.96x).
  odds_x100   integer NOT NULL CHECK (odds_x100 > 0),
  payout      bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status      text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'WON', 'LOST')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz,
  FOREIGN KEY (member_id, request_id) REFERENCES lottery_bet_requests (member_id, request_id)
);
CREATE INDEX lottery_bets_member_idx ON lottery_bets (member_id, id DESC);
CREATE INDEX lottery_bets_pending_idx ON lottery_bets (draw_id) WHERE status = 'PENDING';
