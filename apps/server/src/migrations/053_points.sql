-- Points and the points mall (issue 17, docs/rewards.md "Points"): points earned on valid turnover
-- per game category, a points ledger (earn, redeem, refund) whose balance never goes below zero,
-- mall items (bonus credit paid through the bonus model, physical items fulfilled by an operator).

-- A redeemed bonus-credit item is a bonus with source POINTS.
ALTER TABLE reward_bonuses DROP CONSTRAINT IF EXISTS reward_bonuses_source_check;
ALTER TABLE reward_bonuses ADD CONSTRAINT reward_bonuses_source_check
  CHECK (source IN ('PROMOTION', 'REWARD', 'MISSION', 'VIP', 'REBATE', 'REFERRAL', 'RED_ENVELOPE', 'RAFFLE', 'POINTS'));

-- Valid turnover (minor units of the wallet currency) that earns one point, per category.
-- A category without a row earns nothing.
CREATE TABLE point_rates (
  category           text PRIMARY KEY CHECK (category IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS')),
  turnover_per_point bigint NOT NULL CHECK (turnover_per_point > 0),
  sort               integer NOT NULL DEFAULT 100
);
-- Demo rates: ฿100 of slots, fishing or in-house play = 1 point; live, sports, e-sports, BGS ฿200;
-- cards ฿250; cockfight ฿400; lotteries ฿500.
INSERT INTO point_rates (category, turnover_per_point, sort) VALUES
  ('RNG', 10000, 10), ('LIVE', 20000, 20), ('FISH', 10000, 30), ('PVP', 25000, 40), ('SPORTS', 20000, 50), ('ESPORTS', 20000, 60),
  ('COCKFIGHT', 40000, 70), ('LOTT', 50000, 80), ('ELOTT', 50000, 90), ('INHOUSE', 10000, 100), ('BGS', 20000, 110);

-- One row per member: the balance (CHECK ≥ 0) and the lock every earn/redeem/refund takes first.
CREATE TABLE point_accounts (
  member_id  integer PRIMARY KEY REFERENCES members (id),
  balance    bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  earned     bigint NOT NULL DEFAULT 0 CHECK (earned >= 0),
  spent      bigint NOT NULL DEFAULT 0 CHECK (spent >= 0),
  CONSTRAINT point_accounts_sum_chk CHECK (balance = earned - spent)
);

CREATE TABLE point_mall_items (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  kind          text NOT NULL CHECK (kind IN ('BONUS', 'PHYSICAL')),
  name_en       text NOT NULL,
  name_th       text NOT NULL,
  image_url     text,
  points_cost   bigint NOT NULL CHECK (points_cost > 0),
  -- BONUS items: the bonus credit one item pays (minor units of `currency`), with 1× wagering.
  bonus_amount  bigint CHECK (bonus_amount > 0),
  currency      char(3) CHECK (currency ~ '^[A-Z]{3}$'),
  -- null = unlimited
  stock         integer CHECK (stock >= 0),
  active        boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 100,
  CONSTRAINT point_mall_items_bonus_chk CHECK ((kind = 'BONUS') = (bonus_amount IS NOT NULL AND currency IS NOT NULL))
);
INSERT INTO point_mall_items (code, kind, name_en, name_th, points_cost, bonus_amount, currency, stock, sort) VALUES
  ('BONUS_20', 'BONUS', '฿20 bonus credit', 'เครดิตโบนัส 20 บาท', 20, 2000, 'THB', NULL, 10),
  ('BONUS_100', 'BONUS', '฿100 bonus credit', 'เครดิตโบนัส 100 บาท', 95, 10000, 'THB', NULL, 20),
  ('BONUS_500', 'BONUS', '฿500 bonus credit', 'เครดิตโบนัส 500 บาท', 450, 50000, 'THB', NULL, 30),
  ('TSHIRT', 'PHYSICAL', 'Lotus Play T-shirt', 'เสื้อยืด Lotus Play', 300, NULL, NULL, 200, 40),
  ('EARBUDS', 'PHYSICAL', 'Wireless earbuds', 'หูฟังไร้สาย', 1500, NULL, NULL, 30, 50),
  ('PHONE', 'PHYSICAL', 'Smartphone', 'สมาร์ทโฟน', 12000, NULL, NULL, 3, 60);

-- SPEC §4 redeem statuses: IN_PROCESS (physical item waiting for the operator), APPROVED, REJECTED (points refunded).
CREATE TABLE point_redeems (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id),
  request_id   text NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  item_id      bigint NOT NULL REFERENCES point_mall_items (id),
  quantity     integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  points       bigint NOT NULL CHECK (points > 0),
  bonus_amount bigint,
  currency     char(3),
  bonus_id     bigint UNIQUE REFERENCES reward_bonuses (id),
  status       text NOT NULL CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
  remark       text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz,
  CONSTRAINT point_redeems_request_once UNIQUE (member_id, request_id)
);
CREATE INDEX point_redeems_member_idx ON point_redeems (member_id, created_at DESC);
CREATE INDEX point_redeems_status_idx ON point_redeems (status, created_at);

-- The points ledger: every change of a balance is one row. EARN rows record the turnover they used
-- per category (later earns count only the rest); REDEEM and REFUND point at their redeem, once each.
CREATE TABLE point_entries (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id),
  kind       text NOT NULL CHECK (kind IN ('EARN', 'REDEEM', 'REFUND')),
  -- + for EARN and REFUND, − for REDEEM
  points     bigint NOT NULL CHECK (points <> 0),
  category   text,
  turnover   bigint,
  currency   char(3),
  redeem_id  bigint REFERENCES point_redeems (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT point_entries_shape_chk CHECK (
    (kind = 'EARN' AND points > 0 AND category IS NOT NULL AND turnover > 0 AND currency IS NOT NULL AND redeem_id IS NULL)
    OR (kind = 'REDEEM' AND points < 0 AND redeem_id IS NOT NULL)
    OR (kind = 'REFUND' AND points > 0 AND redeem_id IS NOT NULL)
  )
);
CREATE UNIQUE INDEX point_entries_redeem_once ON point_entries (redeem_id, kind) WHERE redeem_id IS NOT NULL;
CREATE INDEX point_entries_member_idx ON point_entries (member_id, id DESC);
