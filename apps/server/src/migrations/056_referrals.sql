-- Invite friends (issue 17, docs/rewards.md "Referral"): member-to-member referral codes and invites.
-- An agent's affiliate code (members.affiliate_code) attaches a member to an agent's downline; this is a
-- different thing: one member inviting another, rewarded with a bonus on the friend's first deposit.

-- One stable code per account, given at registration (or on first use for older accounts).
CREATE TABLE referral_codes (
  member_id  integer PRIMARY KEY REFERENCES members (id),
  code       text NOT NULL CHECK (code ~ '^R[2-9A-HJ-NP-Z]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX referral_codes_code_idx ON referral_codes (code);

-- One row per invited friend: a member is invited at most once, never by themself.
CREATE TABLE referrals (
  invitee_id       integer PRIMARY KEY REFERENCES members (id),
  referrer_id      integer NOT NULL REFERENCES members (id),
  code             text NOT NULL,
  joined_at        timestamptz NOT NULL,
  -- Set once, by the first credited deposit (payments' onDepositCredited hook, in the deposit's transaction).
  first_deposit_at timestamptz,
  first_deposit_id text,
  reward_status    text NOT NULL DEFAULT 'WAITING_DEPOSIT'
                   CHECK (reward_status IN ('WAITING_DEPOSIT', 'PENDING', 'GRANTED', 'NOT_ELIGIBLE')),
  reward_amount    bigint CHECK (reward_amount IS NULL OR reward_amount > 0),
  reward_currency  text,
  bonus_id         bigint,
  rewarded_at      timestamptz,
  note             text,
  CHECK (referrer_id <> invitee_id),
  CHECK ((reward_status = 'WAITING_DEPOSIT') = (first_deposit_at IS NULL)),
  CHECK ((reward_status = 'GRANTED') = (bonus_id IS NOT NULL AND reward_amount IS NOT NULL))
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, joined_at DESC, invitee_id DESC);
CREATE INDEX referrals_pending_idx ON referrals (invitee_id) WHERE reward_status = 'PENDING';
