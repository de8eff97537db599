import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Thai (TY) texts of the demo banners and notices (080_content_texts.sql), keyed by the English
 * row they translate: what a Thai visitor reads in the marquee, the notice modal, the game
 * announcements and the banner captions. Idempotent like every seeder.
 */
export const THAI_BANNER_TITLES: Record<string, string> = {
  'Welcome bonus': 'โบนัสต้อนรับ',
  'Ten thousand slots': 'สล็อตนับหมื่นเกม',
  'Live casino': 'คาสิโนสด',
  'Provably fair': 'ตรวจสอบความยุติธรรมได้',
  'Login welcome': 'ยินดีต้อนรับกลับมา',
  'Register bonus': 'โบนัสสมัครสมาชิก',
  'Account help': 'ช่วยเหลือเรื่องบัญชี',
  'Invite friends': 'ชวนเพื่อน',
};

/**
 * Arabic (AR) captions of the same banners (terms from docs/glossary/ar.md), so the Arabic lobby's hero and the
 * boot screen drawn before the app starts are Arabic too. Notices have no Arabic version yet: they show the
 * brand's default language.
 */
export const ARABIC_BANNER_TITLES: Record<string, string> = {
  'Welcome bonus': 'مكافأة الترحيب',
  'Ten thousand slots': 'عشرة آلاف لعبة سلوتس',
  'Live casino': 'الكازينو المباشر',
  'Provably fair': 'عادل وقابل للتحقق',
  'Login welcome': 'مرحبًا بعودتك',
  'Register bonus': 'مكافأة التسجيل',
  'Account help': 'مساعدة الحساب',
  'Invite friends': 'ادعُ أصدقاءك',
};

export const THAI_NOTICES: Record<string, { title: string; content: string }> = {
  'Welcome to Lotus Play': { title: 'ยินดีต้อนรับสู่ Lotus Play', content: 'ขอบคุณที่เล่นกับเรา ดูข้อเสนอประจำสัปดาห์ได้ที่หน้าโปรโมชั่น' },
  'Weekend deposit bonus': { title: 'โบนัสฝากเงินวันหยุดสุดสัปดาห์', content: 'ฝากเงินในวันเสาร์และอาทิตย์รับโบนัส ดูเงื่อนไขของโปรโมชั่น' },
  'New slots every week': { title: 'สล็อตใหม่ทุกสัปดาห์', content: 'สล็อตใหม่หลายสิบเกมมาถึงล็อบบี้ RNG ทุกสัปดาห์' },
  'Scheduled system upgrade': { title: 'การอัปเกรดระบบตามกำหนด', content: 'เว็บไซต์จะอัปเกรดในวันอังคาร เวลา 02:00-03:00 UTC เกมอาจใช้งานไม่ได้ชั่วคราว' },
  'Responsible gaming': { title: 'การเล่นอย่างมีความรับผิดชอบ', content: 'ตั้งวงเงินฝากได้ในศูนย์สมาชิก และเล่นอย่างมีความรับผิดชอบ' },
  'VIP club opening': { title: 'เปิดคลับ VIP', content: 'คลับ VIP ของเราเปิดแล้ว ระดับที่สูงขึ้นได้รับโบนัสรายสัปดาห์มากขึ้น' },
  'Invite friends, earn rewards': { title: 'ชวนเพื่อน รับรางวัล', content: 'แชร์รหัสแนะนำของคุณ และรับรางวัลทุกครั้งที่เพื่อนสมัคร' },
  'Live casino tables extended': { title: 'เพิ่มโต๊ะคาสิโนสด', content: 'โต๊ะบาคาร่าและรูเล็ตสดเพิ่มขึ้น เปิดให้บริการตลอดวันตลอดคืน' },
  'Mobile app update': { title: 'อัปเดตแอปมือถือ', content: 'แอปมือถือเวอร์ชันใหม่พร้อมให้ดาวน์โหลดสำหรับ iOS และ Android' },
  'Lottery draw schedule': { title: 'ตารางการออกรางวัลลอตเตอรี่', content: 'การออกรางวัลเป็นไปตามตารางทางการ ผลรางวัลจะประกาศหลังการออกรางวัลแต่ละครั้ง' },
  'Security reminder': { title: 'คำเตือนด้านความปลอดภัย', content: 'เราจะไม่ขอรหัสผ่านของคุณ เปิดการยืนยันตัวตนสองขั้นตอนได้ในศูนย์สมาชิก' },
  'Customer service hours': { title: 'เวลาทำการฝ่ายบริการลูกค้า', content: 'ฝ่ายบริการลูกค้าพร้อมให้บริการตลอด 24 ชั่วโมงผ่านแชทสด' },
  'RSG Slots maintenance': { title: 'ปิดปรับปรุง RSG Slots', content: 'RSG Slots อยู่ระหว่างการปิดปรับปรุงตามกำหนด สล็อตอื่นยังเล่นได้ตามปกติ' },
  'BTI Sports maintenance': { title: 'ปิดปรับปรุง BTI Sports', content: 'BTI Sportsbook กำลังอัปเกรด เดิมพันที่วางก่อนการอัปเกรดยังปลอดภัย' },
  'New in-house slot': { title: 'สล็อตใหม่ของเรา', content: 'ลอง <b>Lotus Provably Fair Slot</b>: ทุกการหมุนตรวจสอบได้' },
};

export async function seedContentTexts(db: Kysely<DB>): Promise<void> {
  const captions: [language: string, titles: Record<string, string>][] = [
    ['TY', THAI_BANNER_TITLES],
    ['AR', ARABIC_BANNER_TITLES],
  ];
  const english = [...new Set(captions.flatMap(([, titles]) => Object.keys(titles)))];
  const banners = await db.selectFrom('banners').select(['id', 'title']).where('title', 'in', english).execute();
  const bannerTexts = captions.flatMap(([language, titles]) =>
    banners.filter((b) => titles[b.title]).map((b) => ({ banner_id: b.id, language, title: titles[b.title] as string, image_url: null })),
  );
  if (bannerTexts.length) {
    await db
      .insertInto('banner_texts')
      .values(bannerTexts)
      .onConflict((oc) => oc.columns(['banner_id', 'language']).doNothing())
      .execute();
  }
  const notices = await db.selectFrom('notices').select(['id', 'title', 'kind']).where('title', 'in', Object.keys(THAI_NOTICES)).execute();
  if (notices.length) {
    await db
      .insertInto('notice_texts')
      .values(
        notices.map((n) => {
          const text = THAI_NOTICES[n.title]!;
          // Player notices sign off like the English ones (seed/games.ts).
          const content = n.kind === 'PLAYER' ? `<p>${text.content}</p><p>ทีมงาน <b>Lotus Play</b></p>` : `<p>${text.content}</p>`;
          return { notice_id: n.id, language: 'TY', title: text.title, content };
        }),
      )
      .onConflict((oc) => oc.columns(['notice_id', 'language']).doNothing())
      .execute();
  }
}
