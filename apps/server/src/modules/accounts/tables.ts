import type { Generated, JSONColumnType } from 'kysely';

/**
 * Columns the accounts migration (003) adds to `members`. Kysely merges interfaces of the
 * same table name only through the DB composition, so schema.ts composes `AccountTables`
 * and `members` gets these as an intersection there.
 */
export interface MemberAccountColumns {
  password_hash: string | null;
  payment_password_hash: string | null;
  /** Correct payment passwords so far: the generation in the payment-password limiter key (migration 093). */
  payment_password_passes: Generated<number>;
  password_changed_at: Date | null;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  first_login_done: Generated<boolean>;
  vip_level: Generated<number>;
  affiliate_code: string | null;
  failed_login_count: Generated<number>;
  failed_window_start: Date | null;
  locked_until: Date | null;
  register_ip: string | null;
  profile: JSONColumnType<Record<string, string>, string | undefined, string>;
  totp_secret_enc: string | null;
  totp_pending_enc: string | null;
  totp_last_step: string | number | null;
}

export interface AccountTables {
  member_known_ips: {
    member_id: number;
    ip: string;
    first_seen_at: Generated<Date>;
    last_seen_at: Generated<Date>;
  };
  member_events: {
    id: Generated<string>;
    member_id: number;
    kind: string;
    ip: string | null;
    details: JSONColumnType<Record<string, unknown>, string | undefined, string>;
    created_at: Generated<Date>;
  };
  session_origins: {
    session_id: string;
    origin: 'username' | 'sms' | 'register' | 'trial' | 'phone';
    created_at: Generated<Date>;
  };
  login_ip_failures: {
    ip: string;
    failures: Generated<number>;
    last_failed_at: Generated<Date>;
  };
  captchas: {
    id: Generated<string>;
    answer_hash: Buffer;
    created_at: Generated<Date>;
    expires_at: Date;
    used_at: Date | null;
  };
  sms_codes: {
    id: Generated<string>;
    purpose: 'LOGIN' | 'REGISTER' | 'PASSWORD' | 'TWO_FACTOR';
    phone: string;
    code_hash: Buffer;
    delivered: Generated<boolean>;
    attempts: Generated<number>;
    ip: string | null;
    created_at: Generated<Date>;
    expires_at: Date;
    used_at: Date | null;
  };
  password_reset_tokens: {
    token_hash: Buffer;
    member_id: number;
    created_at: Generated<Date>;
    expires_at: Date;
    used_at: Date | null;
  };
  two_factor_challenges: {
    id: Generated<string>;
    member_id: number;
    ip: string;
    user_agent: string | null;
    methods: string;
    login_type: 'username' | 'sms';
    remember_me: Generated<boolean>;
    weak_password: Generated<boolean>;
    attempts: Generated<number>;
    /** SMS sends that failed: the generation in the once-per-challenge throttle key (migration 093). */
    sms_unsent: Generated<number>;
    created_at: Generated<Date>;
    expires_at: Date;
    completed_at: Date | null;
  };
  register_fields: {
    field: string;
    enabled: boolean;
    required: boolean;
    pattern_id: string;
    min_length: number;
    max_length: number;
    sort: Generated<number>;
  };
  countries: {
    country_code: string;
    country_dialing_code: string;
    mobile_min_digits: number;
    mobile_max_digits: number;
    sort: Generated<number>;
  };
  auth_keys: {
    id: string;
    public_key: string;
    private_key_enc: string;
    created_at: Generated<Date>;
    expires_at: Date;
  };
}
