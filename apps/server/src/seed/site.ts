import { PATTERNS, WhitelabelFlag as F, type PatternId } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { SiteRepository } from '../modules/site/repository.ts';

/** Whitelabel tree: every SPEC §1 flag, all on, so the demo shows every feature. */
const FLAGS: { modId: string; parent?: string }[] = [
  { modId: F.AGENT_POLICY },
  { modId: F.CONTRACT_DIVIDEND, parent: F.AGENT_POLICY },
  { modId: F.CONTRACT_DAILY_SALARY, parent: F.AGENT_POLICY },
  { modId: F.CONTRACT_HOURLY_SALARY, parent: F.AGENT_POLICY },
  { modId: F.CONTRACT_REALTIME_SALARY, parent: F.AGENT_POLICY },
  { modId: F.POINTS_SYSTEM },
  { modId: F.MANUAL_REBATE },
  { modId: F.REGISTRATION },
  { modId: F.MOBILE_REGISTRATION, parent: F.REGISTRATION },
  { modId: F.REGISTER_SMS_VERIFY, parent: F.REGISTRATION },
  { modId: F.MOBILE_PASSWORD_REGISTRATION, parent: F.REGISTRATION },
  { modId: F.FREE_PLAY },
  { modId: F.PASSWORD_EXPIRY },
  { modId: F.LOGIN },
  { modId: F.SMS_LOGIN, parent: F.LOGIN },
  { modId: F.PASSWORD_BY_PHONE },
  { modId: F.LOBBY },
  { modId: F.ESPORTS_SECTION, parent: F.LOBBY },
];

/** Default bounds per pattern; registration fields (accounts) may narrow them. */
const RULE_BOUNDS: Record<PatternId, [number, number]> = {
  ANY: [0, 255],
  LETTERS_DIGITS: [6, 16],
  FIRST_LETTER: [6, 16],
  CHINESE_DIGITS: [2, 30],
  NO_SPECIAL: [2, 50],
  EMAIL: [6, 80],
  DIGITS: [6, 15],
  ONE_UPPERCASE: [8, 20],
  ENGLISH_SPACES: [2, 60],
  NO_SPACES: [1, 60],
  DATE_YMD: [10, 10],
  DATE_MDY: [10, 10],
  THAI: [2, 60],
  KOREAN: [2, 30],
  FULL_NAME_TWO_WORDS: [3, 60],
  FULLWIDTH_JA: [1, 30],
  UPPERCASE: [1, 30],
  DIGITS_START_9: [9, 11],
  PASSWORD_STRONG: [8, 20],
};

const CUSTOMER_SERVICE = [
  { cs_type: 'LIVECHAT', title: 'Live chat 24/7', position: 1, path: 'https://chat.example.com/lotus-play' },
  { cs_type: 'TELEGRAM', title: 'Telegram support', position: 2, path: 'https://t.me/lotusplay_support' },
  { cs_type: 'TELEGRAM', title: 'Telegram VIP desk', position: 3, path: 'https://t.me/lotusplay_vip' },
  { cs_type: 'TELEGRAM', title: 'Telegram agents', position: 4, path: 'https://t.me/lotusplay_agents' },
  { cs_type: 'FACEBOOK', title: 'Facebook page', position: 5, path: 'https://www.facebook.com/lotusplay.demo' },
  { cs_type: 'TX-CHAT', title: 'TX chat', position: 6, path: 'https://tx.example.com/lotus-play' },
] as const;

const BANNERS = [
  { group_code: 'w_home', title: 'Welcome bonus', image_url: '/banners/home-1.svg', link_url: '/promotions', linkage_type: 'INTERNAL', sort: 1 },
  { group_code: 'w_home', title: 'Ten thousand slots', image_url: '/banners/home-2.svg', link_url: '/rng', linkage_type: 'INTERNAL', sort: 2 },
  { group_code: 'w_home', title: 'Live casino', image_url: '/banners/home-3.svg', link_url: '/live', linkage_type: 'INTERNAL', sort: 3 },
  { group_code: 'w_home', title: 'Provably fair', image_url: '/banners/home-4.svg', link_url: '/rng?vassalage=INHOUSE', linkage_type: 'INTERNAL', sort: 4 },
  { group_code: 'w_login', title: 'Login welcome', image_url: '/banners/login.svg', link_url: null, linkage_type: 'NONE', sort: 1 },
  { group_code: 'w_register', title: 'Register bonus', image_url: '/banners/register.svg', link_url: '/promotions', linkage_type: 'INTERNAL', sort: 1 },
  { group_code: 'w_forget', title: 'Account help', image_url: '/banners/forget.svg', link_url: '/help', linkage_type: 'INTERNAL', sort: 1 },
  { group_code: 'w_leftmenu', title: 'Invite friends', image_url: '/banners/menu-1.svg', link_url: '/member?page=referral', linkage_type: 'INTERNAL', sort: 1 },
  { group_code: 'w_leftmenu', title: 'VIP club', image_url: '/banners/menu-2.svg', link_url: '/member?page=vip', linkage_type: 'INTERNAL', sort: 2 },
] as const;

export async function seedSite(db: Kysely<DB>, config: Pick<Config, 'merchantCode'>) {
  const repo = new SiteRepository(db);
  await repo.seedSetting('brand', {
    name: 'Lotus Play',
    merchantCode: config.merchantCode,
    lotteryType: 'Lott',
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'TY'],
    currency: 'THB',
    currencySymbol: '฿',
    agentSupport: { fromDay: 1, toDay: 5, open: '12:00', close: '21:00' },
  });
  // Empty messages: visitors then see the translated default text in their own language.
  await repo.seedSetting('maintenance', { enabled: false, endTime: null, message: '' });
  await repo.seedSetting('region', {
    blockedCountries: ['KP', 'IR'],
    allowCidrs: ['198.51.100.0/24'],
    // TEST-NET-3 (RFC 5737): lets a proxy-forwarded address show the blocked page in demos and tests.
    denyCidrs: ['203.0.113.0/24'],
    message: '',
  });
  await repo.seedSetting('cdn', { imageCDNs: [], launchGameCDNs: [] });
  await repo.seedSetting('analytics', { gtagId: null });
  await repo.seedSetting('resources', {
    android: 'https://apps.example.com/lotus-play/android.apk',
    ios: 'https://apps.example.com/lotus-play/ios',
    liteApp: 'https://apps.example.com/lotus-play/lite',
    home: [
      { labelNameEn: 'Terms and conditions', url: '/help#term' },
      { labelNameEn: 'Responsible gaming', url: '/help#responsible' },
      { labelNameEn: 'Privacy policy', url: '/help#privacy' },
    ],
  });
  await repo.seedSetting('main_domain', { mainDomain: 'localhost' });

  for (const [i, flag] of FLAGS.entries()) {
    await db
      .insertInto('whitelabel_flags')
      .values({ mod_id: flag.modId, parent_id: flag.parent ?? null, enabled: true, sort: i })
      .onConflict((oc) => oc.column('mod_id').doNothing())
      .execute();
  }
  await db
    .insertInto('register_rules')
    .values(
      (Object.keys(PATTERNS) as PatternId[]).map((id) => ({
        pattern_id: id,
        accepted_pattern: PATTERNS[id].acceptedPattern,
        min_length: RULE_BOUNDS[id][0],
        max_length: RULE_BOUNDS[id][1],
      })),
    )
    .onConflict((oc) => oc.column('pattern_id').doNothing())
    .execute();
  await db
    .insertInto('customer_service_entries')
    .values(CUSTOMER_SERVICE.map((e) => ({ ...e })))
    .onConflict((oc) => oc.columns(['cs_type', 'title']).doNothing())
    .execute();
  await db
    .insertInto('domain_routes')
    .values([
      { domain: 'localhost', type: 'MEMBER' },
      { domain: 'agent.localhost', type: 'AGENT' },
    ])
    .onConflict((oc) => oc.column('domain').doNothing())
    .execute();
  await db
    .insertInto('banners')
    .values(BANNERS.map((b) => ({ ...b })))
    .onConflict((oc) => oc.columns(['group_code', 'title']).doNothing())
    .execute();
}
