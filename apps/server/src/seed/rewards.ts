import { titleNames } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { RecordsRepository } from '../modules/records/repository.ts';
import { RecordsService } from '../modules/records/service.ts';
import { RewardsRepository } from '../modules/rewards/repository.ts';
import { RewardsService } from '../modules/rewards/service.ts';
import { WalletRepository } from '../modules/wallet/repository.ts';
import { WalletService } from '../modules/wallet/service.ts';
import { translationsOf } from './translated-texts.ts';
import { SEED_TRANSLATIONS } from './translations/index.ts';

const DAY = 86_400_000;

interface SeedPromotion {
  key: string;
  en: { title: string; summary: string; body: string };
  ty: { title: string; summary: string; body: string };
  category: string;
  kind?: 'APPLY' | 'AUTO';
  /** Days from now: start, end. */
  days: [number, number];
  bonus: bigint;
  multiplier: number;
  validDays: number;
  maxCashout: bigint | null;
  categories: string[];
}

/** Demo promotions (EN + Thai here; the other languages in seed/translations, `promotions`). Amounts in satang. */
const PROMOTIONS: SeedPromotion[] = [
  {
    key: 'welcome',
    en: {
      title: 'Welcome bonus ฿500',
      summary: 'New members: apply and get a ฿500 bonus, released after 5× turnover on any game.',
      body: 'Apply once per member. The bonus goes to your bonus balance when the application is approved.\n\nPlay any game: every settled bet counts towards the 5× turnover (฿2,500). When it is reached the bonus becomes cash you can withdraw.\n\nYou have 14 days from approval. A bonus whose turnover is not reached in time is forfeited and shown in your bonus history.',
    },
    ty: {
      title: 'โบนัสต้อนรับ ฿500',
      summary: 'สมาชิกใหม่: สมัครรับโบนัส ฿500 ปลดล็อกเมื่อทำยอดเทิร์นโอเวอร์ 5 เท่าในเกมใดก็ได้',
      body: 'สมัครได้ครั้งเดียวต่อสมาชิก โบนัสจะเข้ายอดโบนัสของคุณเมื่อใบสมัครได้รับการอนุมัติ\n\nเล่นเกมใดก็ได้ ทุกเดิมพันที่ตัดสินผลแล้วนับรวมในยอดเทิร์นโอเวอร์ 5 เท่า (฿2,500) เมื่อครบ โบนัสจะเปลี่ยนเป็นเงินสดที่ถอนได้\n\nมีเวลา 14 วันนับจากวันอนุมัติ หากทำยอดไม่ครบตามเวลา โบนัสจะถูกริบและแสดงในประวัติโบนัสของคุณ',
    },
    category: 'ALL',
    days: [-30, 60],
    bonus: 50_000n,
    multiplier: 5,
    validDays: 14,
    maxCashout: null,
    categories: [],
  },
  {
    key: 'slots-reload',
    en: {
      title: 'Slots reload ฿200',
      summary: 'A ฿200 bonus for slot players, released after 10× slot turnover. Cash-out up to ฿200.',
      body: 'Only slot games (RNG and in-house slots) count towards the 10× turnover of ฿2,000.\n\nThe bonus must be released within 7 days. At most ฿200 becomes cash.',
    },
    ty: {
      title: 'โบนัสเติมเงินสล็อต ฿200',
      summary: 'โบนัส ฿200 สำหรับผู้เล่นสล็อต ปลดล็อกเมื่อทำเทิร์นโอเวอร์สล็อต 10 เท่า ถอนได้สูงสุด ฿200',
      body: 'นับเฉพาะเกมสล็อต (RNG และสล็อตของเรา) สำหรับยอดเทิร์นโอเวอร์ 10 เท่า ฿2,000\n\nต้องปลดล็อกโบนัสภายใน 7 วัน เปลี่ยนเป็นเงินสดได้สูงสุด ฿200',
    },
    category: 'RNG',
    days: [-10, 30],
    bonus: 20_000n,
    multiplier: 10,
    validDays: 7,
    maxCashout: 20_000n,
    categories: ['RNG', 'INHOUSE'],
  },
  {
    key: 'live-weekend',
    en: {
      title: 'Live casino weekend ฿300',
      summary: 'Play live baccarat and roulette this weekend: ฿300 bonus, 5× live turnover.',
      body: 'Only live casino bets count. Upload a screenshot of your favourite table with your application if you like (up to 3 images).\n\nThe bonus must be released within 5 days of approval.',
    },
    ty: {
      title: 'คาสิโนสดสุดสัปดาห์ ฿300',
      summary: 'เล่นบาคาร่าและรูเล็ตสดสุดสัปดาห์นี้ รับโบนัส ฿300 เทิร์นโอเวอร์คาสิโนสด 5 เท่า',
      body: 'นับเฉพาะเดิมพันคาสิโนสด แนบภาพหน้าจอโต๊ะที่คุณชอบมากับใบสมัครได้ (สูงสุด 3 ภาพ)\n\nต้องปลดล็อกโบนัสภายใน 5 วันหลังอนุมัติ',
    },
    category: 'LIVE',
    days: [-3, 4],
    bonus: 30_000n,
    multiplier: 5,
    validDays: 5,
    maxCashout: null,
    categories: ['LIVE'],
  },
  {
    key: 'fish-instant',
    en: {
      title: 'Fish hunter ฿100 instant',
      summary: 'Join and get ฿100 at once, released after 3× fishing turnover.',
      body: 'No approval needed: the bonus is paid when you join.\n\nOnly fishing games count towards the 3× turnover of ฿300. Valid for 3 days.',
    },
    ty: {
      title: 'นักล่าปลา ฿100 ทันที',
      summary: 'เข้าร่วมรับ ฿100 ทันที ปลดล็อกเมื่อทำเทิร์นโอเวอร์เกมยิงปลา 3 เท่า',
      body: 'ไม่ต้องรออนุมัติ รับโบนัสทันทีเมื่อเข้าร่วม\n\nนับเฉพาะเกมยิงปลาสำหรับยอดเทิร์นโอเวอร์ 3 เท่า ฿300 ใช้ได้ 3 วัน',
    },
    category: 'FISH',
    kind: 'AUTO',
    days: [-5, 25],
    bonus: 10_000n,
    multiplier: 3,
    validDays: 3,
    maxCashout: null,
    categories: ['FISH'],
  },
  {
    key: 'songkran',
    en: {
      title: 'Songkran splash ฿1,000',
      summary: 'Coming soon: a ฿1,000 festival bonus for every active member.',
      body: 'Applications open on the first day of the festival. 8× turnover on any game, 10 days to release it.',
    },
    ty: {
      title: 'สงกรานต์สาดความสุข ฿1,000',
      summary: 'เร็วๆ นี้: โบนัสเทศกาล ฿1,000 สำหรับสมาชิกที่ยังเล่นอยู่ทุกคน',
      body: 'เปิดรับสมัครวันแรกของเทศกาล เทิร์นโอเวอร์ 8 เท่าในเกมใดก็ได้ มีเวลา 10 วันในการปลดล็อก',
    },
    category: 'ALL',
    days: [20, 40],
    bonus: 100_000n,
    multiplier: 8,
    validDays: 10,
    maxCashout: null,
    categories: [],
  },
];

/**
 * Promotions (EN + Thai) and, for the demo member, a running bonus (welcome promotion approved)
 * and two claimable rewards. A handful of service calls: fast enough for every e2e spec's seed.
 */
export async function seedRewards(db: Kysely<DB>): Promise<void> {
  const brand = await db.selectFrom('site_settings').select('value').where('key', '=', 'brand').executeTakeFirst();
  const currency = ((brand?.value as { currency?: string } | undefined)?.currency ?? 'THB').toUpperCase();
  const wallet = new WalletService(new WalletRepository(db), () => currency);
  const repo = new RewardsRepository(db);
  const rewards = new RewardsService(repo, { db, wallet, records: new RecordsService(new RecordsRepository(db), wallet) });
  const existing = await db.selectFrom('promotions').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = Date.now();
  const ids = new Map<string, bigint>();
  for (const [i, p] of PROMOTIONS.entries()) {
    const row = await repo.insertPromotion(db, {
      texts: { ...translationsOf('promotions', p.en.title), EN: p.en, TY: p.ty },
      image_url: `/promotions/${p.key}.svg`,
      category: p.category,
      kind: p.kind ?? 'APPLY',
      starts_at: new Date(now + p.days[0] * DAY),
      ends_at: new Date(now + p.days[1] * DAY),
      currency,
      bonus_amount: p.bonus,
      wagering_multiplier: p.multiplier,
      valid_days: p.validDays,
      max_cashout: p.maxCashout,
      categories: p.categories,
      sort: (i + 1) * 10,
    });
    ids.set(p.key, row.id);
  }
  const demo = await db.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirst();
  if (!demo) return;
  await db.transaction().execute(async (trx) => {
    const app = await repo.insertApplication(trx, { promotion_id: ids.get('welcome')!, member_id: demo.id, comment: 'Hello!' });
    const p = await repo.promotion(trx, ids.get('welcome')!);
    if (app && p) {
      const { bonus } = await rewards.grant(
        { memberId: demo.id, source: 'PROMOTION', sourceRef: `promotion:${p.id}`, grantKey: `promo-app:${app.id}`, title: p.texts.EN!.title, titleParts: { key: 'NAMED', names: titleNames(p.texts) }, amount: p.bonus_amount, currency, terms: { wageringMultiplier: 5, validDays: 14, maxCashout: null, categories: [] } },
        trx,
      );
      await repo.decideApplication(trx, app.id, { status: 'APPROVED', reason: null, by: 0, bonusId: bonus.id, at: new Date() });
    }
  });
  // The reward's name in every language the demo content has (a Thai member reads it in Thai).
  const names = (title: string) => ({ EN: title, ...Object.fromEntries(Object.entries(SEED_TRANSLATIONS).flatMap(([lang, x]) => (x.rewards?.[title] ? [[lang, x.rewards[title]]] : []))) });
  const gift = (key: string, title: string, amount: bigint, categories: string[]) =>
    rewards.offer({
      memberId: demo.id,
      source: 'REWARD',
      key: `seed:${key}`,
      title,
      titleParts: { key: 'NAMED', names: names(title) },
      amount,
      currency,
      claimDays: 14,
      terms: { wageringMultiplier: 1, validDays: 7, maxCashout: null, categories: categories as never },
    });
  await gift('weekly-gift', 'Weekly gift', 5_000n, []);
  await gift('live-cashback', 'Live casino cashback', 2_500n, ['LIVE']);
}

