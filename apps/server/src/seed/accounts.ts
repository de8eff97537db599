import { hash, type Algorithm } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { DEFAULT_REGISTER_FIELDS } from '../modules/accounts/register-settings.ts';
import { WalletRepository } from '../modules/wallet/repository.ts';
import { WalletService } from '../modules/wallet/service.ts';

/** Dialing codes offered at registration and SMS login (TH first), with national mobile number lengths. */
export const COUNTRIES: { code: string; dial: string; min: number; max: number }[] = [
  { code: 'TH', dial: '+66', min: 9, max: 9 },
  { code: 'VN', dial: '+84', min: 9, max: 10 },
  { code: 'MY', dial: '+60', min: 9, max: 10 },
  { code: 'PH', dial: '+63', min: 10, max: 10 },
  { code: 'ID', dial: '+62', min: 9, max: 12 },
  { code: 'SG', dial: '+65', min: 8, max: 8 },
  { code: 'KH', dial: '+855', min: 8, max: 9 },
  { code: 'LA', dial: '+856', min: 8, max: 10 },
  { code: 'MM', dial: '+95', min: 7, max: 10 },
  { code: 'CN', dial: '+86', min: 11, max: 11 },
  { code: 'KR', dial: '+82', min: 9, max: 10 },
  { code: 'JP', dial: '+81', min: 10, max: 10 },
  { code: 'IN', dial: '+91', min: 10, max: 10 },
  { code: 'GB', dial: '+44', min: 10, max: 10 },
  { code: 'US', dial: '+1', min: 10, max: 10 },
];

interface DemoAccount {
  username: string;
  password: string;
  type: number;
  nickname: string;
  mobile?: [string, string];
  email?: string;
  payeeName?: string;
  affiliateCode?: string;
  parent?: string;
  /** Minor units granted on creation (demo funding). */
  balance?: bigint;
  passwordAgeDays?: number;
  /** Known IPs: a login from anywhere else asks for the second factor. */
  knownIps?: string[];
  firstLoginDone?: boolean;
}

/**
 * Demo accounts (docs/accounts.md "Demo accounts"). The passwords are public: never seed a
 * production database with SEED_DEMO.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'demo', password: 'Demo1234!', type: 0, nickname: 'Demo Player', mobile: ['+66', '812345678'], email: 'demo@example.com', payeeName: 'Demo Player', balance: 1_000_000n, firstLoginDone: true },
  { username: 'agent', password: 'Agent1234!', type: 1, nickname: 'Demo Agent', mobile: ['+66', '812345679'], email: 'agent@example.com', affiliateCode: 'AGENT01', balance: 500_000n, firstLoginDone: true },
  { username: 'downline', password: 'Downline1234!', type: 0, nickname: 'Downline Player', parent: 'agent', balance: 100_000n, firstLoginDone: true },
  { username: 'weakpass', password: '{secret}', type: 0, nickname: 'Weak Password', mobile: ['+66', '812345677'], firstLoginDone: true },
  { username: 'expired', password: 'Expired1234!', type: 0, nickname: 'Expired Password', passwordAgeDays: 200, firstLoginDone: true },
  {
    username: 'demo2fa',
    password: 'Demo1234!',
    type: 0,
    nickname: 'Two Factor',
    mobile: ['+66', '812345670'],
    email: 'twofactor@example.com',
    payeeName: 'Somchai Jaidee',
    knownIps: ['203.0.113.10'],
    firstLoginDone: true,
  },
  { username: 'agent41', password: 'Agent1234!', type: 41, nickname: 'Agent-only Account', affiliateCode: 'AGENT41', firstLoginDone: true },
];

export async function seedAccountSettings(db: Kysely<DB>) {
  await db
    .insertInto('register_fields')
    .values(
      DEFAULT_REGISTER_FIELDS.map((f, i) => ({ field: f.field, enabled: f.enabled, required: f.required, pattern_id: f.patternId, min_length: f.min, max_length: f.max, sort: i })),
    )
    .onConflict((oc) => oc.column('field').doNothing())
    .execute();
  await db
    .insertInto('countries')
    .values(COUNTRIES.map((c, i) => ({ country_code: c.code, country_dialing_code: c.dial, mobile_min_digits: c.min, mobile_max_digits: c.max, sort: i })))
    .onConflict((oc) => oc.column('country_code').doNothing())
    .execute();
}

export async function seedAccounts(db: Kysely<DB>, config: Config) {
  await seedAccountSettings(db);
  const brand = await db.selectFrom('site_settings').select('value').where('key', '=', 'brand').executeTakeFirst();
  const currency = ((brand?.value as { currency?: string } | undefined)?.currency ?? 'THB').toUpperCase();
  const wallet = new WalletService(new WalletRepository(db), () => currency);
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (pw: string) => {
    let h = hashes.get(pw);
    if (!h) {
      h = hash(pw, { ...config.accounts.argon2, algorithm: 2 as Algorithm });
      hashes.set(pw, h);
    }
    return h;
  };
  for (const a of DEMO_ACCOUNTS) {
    const exists = await db.selectFrom('members').select('id').where(sql<string>`lower(username)`, '=', a.username).executeTakeFirst();
    if (exists) continue;
    const parent = a.parent ? await db.selectFrom('members').select('id').where('username', '=', a.parent).executeTakeFirst() : undefined;
    const changedAt = new Date(Date.now() - (a.passwordAgeDays ?? 0) * 86_400_000);
    const row = await db
      .insertInto('members')
      .values({
        username: a.username,
        type: a.type,
        nickname: a.nickname,
        currency,
        parent_id: parent?.id ?? null,
        password_hash: await hashOf(a.password),
        password_changed_at: changedAt,
        mobile: a.mobile?.[1] ?? null,
        country_dialing_code: a.mobile?.[0] ?? null,
        email: a.email ?? null,
        payee_name: a.payeeName ?? null,
        affiliate_code: a.affiliateCode ?? null,
        first_login_done: a.firstLoginDone ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const ip of a.knownIps ?? []) await db.insertInto('member_known_ips').values({ member_id: row.id, ip }).execute();
    // Agent-only types (41/42) have no member wallet.
    if (a.type !== 41 && a.type !== 42) {
      await wallet.openMemberWallet(row.id, currency);
      if (a.balance) await wallet.grantDemoBalance(row.id, a.balance, `seed:demo-balance:${a.username}`);
    }
  }
}
