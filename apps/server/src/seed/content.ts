import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { sanitizeHtml } from '../modules/content/sanitize.ts';

type Text = { language: 'EN' | 'TY'; title: string; content: string };
interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  audience?: 'ALL' | 'MEMBERS' | 'AGENTS' | 'VIP';
  vip_min_level?: number;
  priority: number;
  images?: { sequence: number; url: string }[];
  texts: Text[];
}

/** Demo announcements in English and Thai (TY); written through the same sanitiser as the operator API. */
export const SEED_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'PU',
    execution: 'B',
    priority: 10,
    texts: [
      {
        language: 'EN',
        title: 'Welcome to Lotus Play',
        content: '<p>Sign up today and get a <b>100% welcome bonus</b> on your first deposit.</p><ul><li>Thousands of slots</li><li>Live casino 24/7</li><li>Fast withdrawals</li></ul>',
      },
      {
        language: 'TY',
        title: 'ยินดีต้อนรับสู่ Lotus Play',
        content: '<p>สมัครวันนี้ รับ<b>โบนัสต้อนรับ 100%</b> สำหรับการฝากครั้งแรก</p><ul><li>สล็อตหลายพันเกม</li><li>คาสิโนสดตลอด 24 ชั่วโมง</li><li>ถอนเงินรวดเร็ว</li></ul>',
      },
    ],
  },
  {
    type: 'PU',
    execution: 'B',
    priority: 5,
    texts: [
      { language: 'EN', title: 'Play responsibly', content: '<p>Set yourself a budget and take breaks. You must be <b>18 or older</b> to play.</p>' },
      { language: 'TY', title: 'เล่นอย่างมีความรับผิดชอบ', content: '<p>กำหนดงบประมาณและพักเป็นระยะ ผู้เล่นต้องมีอายุ <b>18 ปีขึ้นไป</b></p>' },
    ],
  },
  {
    type: 'PU',
    execution: 'A',
    audience: 'MEMBERS',
    priority: 10,
    texts: [
      {
        language: 'EN',
        title: 'Weekend reload bonus',
        content: '<p>Deposit this weekend and receive a <b>20% reload bonus</b> up to ฿2,000. Claim it in the reward centre.</p>',
      },
      { language: 'TY', title: 'โบนัสเติมเงินวันหยุดสุดสัปดาห์', content: '<p>ฝากเงินช่วงสุดสัปดาห์นี้ รับ<b>โบนัส 20%</b> สูงสุด ฿2,000 รับได้ที่ศูนย์รางวัล</p>' },
    ],
  },
  {
    type: 'PU',
    execution: 'A',
    audience: 'AGENTS',
    priority: 8,
    texts: [
      { language: 'EN', title: 'Agent commission update', content: '<p>From next month, commission is paid <b>weekly</b>. See the agent centre for details.</p>' },
      { language: 'TY', title: 'อัปเดตค่าคอมมิชชันตัวแทน', content: '<p>ตั้งแต่เดือนหน้า ค่าคอมมิชชันจะจ่าย<b>ทุกสัปดาห์</b> ดูรายละเอียดในศูนย์ตัวแทน</p>' },
    ],
  },
  {
    type: 'PU',
    execution: 'F',
    audience: 'MEMBERS',
    priority: 20,
    texts: [
      { language: 'EN', title: 'Your first-deposit gift', content: '<p>Thanks for joining! Make your first deposit within <b>7 days</b> to unlock 50 free spins.</p>' },
      { language: 'TY', title: 'ของขวัญฝากครั้งแรก', content: '<p>ขอบคุณที่ร่วมเป็นสมาชิก! ฝากเงินครั้งแรกภายใน <b>7 วัน</b> รับฟรีสปิน 50 ครั้ง</p>' },
    ],
  },
  {
    type: 'PU',
    execution: 'A',
    audience: 'VIP',
    vip_min_level: 3,
    priority: 15,
    texts: [
      { language: 'EN', title: 'VIP cashback week', content: '<p>VIP 3 and above: <b>10% cashback</b> on live casino losses this week.</p>' },
      { language: 'TY', title: 'สัปดาห์คืนยอดเสีย VIP', content: '<p>สมาชิก VIP 3 ขึ้นไป รับ<b>คืนยอดเสีย 10%</b> จากคาสิโนสดสัปดาห์นี้</p>' },
    ],
  },
  {
    type: 'PL',
    execution: 'B',
    priority: 0,
    texts: [
      { language: 'EN', title: 'Scheduled system upgrade', content: '<p>The site will be upgraded on Monday 02:00–04:00 (GMT+7). Balances are safe.</p>' },
      { language: 'TY', title: 'แจ้งปรับปรุงระบบตามกำหนด', content: '<p>ระบบจะปรับปรุงในวันจันทร์ เวลา 02:00–04:00 น. (GMT+7) ยอดเงินของท่านปลอดภัย</p>' },
    ],
  },
  {
    type: 'PR',
    execution: 'B',
    priority: 0,
    images: [{ sequence: 1, url: 'https://picsum.photos/seed/lotus-promo-1/800/300' }],
    texts: [
      { language: 'EN', title: 'Invite friends, earn rewards', content: '<p>Share your link and earn <b>5%</b> of your friends\u2019 first deposits.</p>' },
      { language: 'TY', title: 'ชวนเพื่อน รับรางวัล', content: '<p>แชร์ลิงก์ของคุณ รับ <b>5%</b> จากยอดฝากครั้งแรกของเพื่อน</p>' },
    ],
  },
];

export async function seedContent(db: Kysely<DB>): Promise<void> {
  const any = await db.selectFrom('announcements').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const starts = new Date(Date.UTC(2026, 0, 1));
  await db.transaction().execute(async (trx) => {
    const ids = await trx
      .insertInto('announcements')
      .values(
        SEED_ANNOUNCEMENTS.map((a) => ({
          type: a.type,
          execution: a.execution,
          audience: a.audience ?? 'ALL',
          vip_min_level: a.vip_min_level ?? null,
          priority: a.priority,
          images: JSON.stringify(a.images ?? []),
          starts_at: starts,
          updated_at: starts,
        })),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('announcement_texts')
      .values(SEED_ANNOUNCEMENTS.flatMap((a, i) => a.texts.map((t) => ({ announcement_id: ids[i]!.id, language: t.language, title: t.title, content: sanitizeHtml(t.content) }))))
      .execute();
  });
}
