-- Rewards (issue 17, docs/rewards.md): one bonus model on the ledger.
-- A bonus row is the terms and state of money that sits in the member's MEMBER_BONUS ledger account;
-- the money itself only moves through ledger transfers (grant, conversion, forfeit), each with its own key.

CREATE TABLE reward_bonuses (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id          integer NOT NULL REFERENCES members (id),
  source             text NOT NULL CHECK (source IN ('PROMOTION', 'REWARD', 'MISSION', 'VIP', 'REBATE', 'REFERRAL', 'RED_ENVELOPE', 'RAFFLE')),
  -- What granted it (reward offer id, application id ...): shown in history.
  source_ref         text NOT NULL,
  -- The business event that grants it once (also the ledger key of the grant: 'bonus-grant:' || grant_key).
  grant_key          text NOT NULL UNIQUE CHECK (length(grant_key) BETWEEN 1 AND 180),
  title              text NOT NULL,
  currency           char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount             bigint NOT NULL CHECK (amount > 0),
  wagering_required  bigint NOT NULL CHECK (wagering_required >= 0),
  -- Empty: every category counts.
  categories         text[] NOT NULL DEFAULT '{}',
  max_cashout        bigint CHECK (max_cashout IS NULL OR max_cashout > 0),
  status             text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CONVERTED', 'FORFEITED')),
  granted_at         timestamptz NOT NULL DEFAULT now(),
  expires_at         timestamptz NOT NULL,
  settled_at         timestamptz,
  converted_amount   bigint NOT NULL DEFAULT 0 CHECK (converted_amount >= 0),
  forfeited_amount   bigint NOT NULL DEFAULT 0 CHECK (forfeited_amount >= 0),
  forfeit_reason     text CHECK (forfeit_reason IN ('EXPIRED', 'MAX_CASHOUT', 'OPERATOR')),
  -- A settled bonus accounts for all of its money, exactly.
  CONSTRAINT reward_bonuses_settled_chk CHECK (
    (status = 'ACTIVE' AND settled_at IS NULL AND converted_amount = 0 AND forfeited_amount = 0)
    OR (status <> 'ACTIVE' AND settled_at IS NOT NULL AND converted_amount + forfeited_amount = amount)),
  CONSTRAINT reward_bonuses_expiry_chk CHECK (expires_at > granted_at)
);
CREATE INDEX reward_bonuses_member_idx ON reward_bonuses (member_id, status, granted_at DESC);
CREATE INDEX reward_bonuses_expiry_idx ON reward_bonuses (expires_at) WHERE status = 'ACTIVE';

-- Reward centre: rewards offered to one member, claimed by the member into a bonus.
CREATE TABLE reward_offers (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id           integer NOT NULL REFERENCES members (id),
  source              text NOT NULL CHECK (source IN ('PROMOTION', 'REWARD', 'MISSION', 'VIP', 'REBATE', 'REFERRAL', 'RED_ENVELOPE', 'RAFFLE')),
  offer_key           text NOT NULL UNIQUE CHECK (length(offer_key) BETWEEN 1 AND 160),
  title               text NOT NULL,
  currency            char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount              bigint NOT NULL CHECK (amount > 0),
  wagering_multiplier integer NOT NULL CHECK (wagering_multiplier BETWEEN 0 AND 100),
  valid_days          integer NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  max_cashout         bigint CHECK (max_cashout IS NULL OR max_cashout > 0),
  categories          text[] NOT NULL DEFAULT '{}',
  claim_until         timestamptz NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  claimed_at          timestamptz,
  bonus_id            bigint REFERENCES reward_bonuses (id),
  CONSTRAINT reward_offers_claimed_chk CHECK ((claimed_at IS NULL) = (bonus_id IS NULL))
);
CREATE INDEX reward_offers_member_idx ON reward_offers (member_id, created_at DESC);

-- Promotions (SPEC §2.1 /promotions, §4 statuses, §5 applications).
CREATE TABLE promotions (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- { "EN": {title, summary, body}, "TY": {...} }
  texts               jsonb NOT NULL,
  image_url           text NOT NULL,
  category            text NOT NULL,
  kind                text NOT NULL DEFAULT 'APPLY' CHECK (kind IN ('APPLY', 'AUTO')),
  starts_at           timestamptz NOT NULL,
  ends_at             timestamptz NOT NULL,
  currency            char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  bonus_amount        bigint NOT NULL CHECK (bonus_amount > 0),
  wagering_multiplier integer NOT NULL CHECK (wagering_multiplier BETWEEN 0 AND 100),
  valid_days          integer NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  max_cashout         bigint CHECK (max_cashout IS NULL OR max_cashout > 0),
  categories          text[] NOT NULL DEFAULT '{}',
  sort                integer NOT NULL DEFAULT 100,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotions_period_chk CHECK (ends_at > starts_at)
);

CREATE TABLE promotion_applications (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id  bigint NOT NULL REFERENCES promotions (id),
  member_id     integer NOT NULL REFERENCES members (id),
  comment       text NOT NULL DEFAULT '' CHECK (length(comment) <= 140),
  status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  decided_by    integer,
  bonus_id      bigint REFERENCES reward_bonuses (id),
  -- One application per member and promotion.
  CONSTRAINT promotion_applications_once UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_applications_status_idx ON promotion_applications (status, created_at);

CREATE TABLE promotion_application_images (
  application_id bigint NOT NULL REFERENCES promotion_applications (id),
  position       smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  content_type   text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes          bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 5242880),
  PRIMARY KEY (application_id, position)
);
