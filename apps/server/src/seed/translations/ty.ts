/** Thai (TY) demo content: banner captions, notices and popups (what a Thai visitor reads in the lobby). */
import type { SeedTranslation } from './types.ts';

export const TY: SeedTranslation = {
  banners: {
    'Welcome bonus': 'โบนัสต้อนรับ',
    'Ten thousand slots': 'สล็อตนับหมื่นเกม',
    'Live casino': 'คาสิโนสด',
    'Provably fair': 'ตรวจสอบความยุติธรรมได้',
    'Login welcome': 'ยินดีต้อนรับกลับมา',
    'Register bonus': 'โบนัสสมัครสมาชิก',
    'Account help': 'ช่วยเหลือเรื่องบัญชี',
    'Invite friends': 'ชวนเพื่อน',
    'VIP club': 'คลับ VIP',
  },
  notices: {
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
  },
  noticeSignOff: 'ทีมงาน <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': { title: 'ยินดีต้อนรับสู่ Lotus Play', content: '<p>สมัครวันนี้ รับ<b>โบนัสต้อนรับ 100%</b> สำหรับการฝากครั้งแรก</p><ul><li>สล็อตหลายพันเกม</li><li>คาสิโนสดตลอด 24 ชั่วโมง</li><li>ถอนเงินรวดเร็ว</li></ul>' },
    'Play responsibly': { title: 'เล่นอย่างมีความรับผิดชอบ', content: '<p>กำหนดงบประมาณและพักเป็นระยะ ผู้เล่นต้องมีอายุ <b>18 ปีขึ้นไป</b></p>' },
    'Weekend reload bonus': { title: 'โบนัสเติมเงินวันหยุดสุดสัปดาห์', content: '<p>ฝากเงินช่วงสุดสัปดาห์นี้ รับ<b>โบนัส 20%</b> สูงสุด ฿2,000 รับได้ที่ศูนย์รางวัล</p>' },
    'Agent commission update': { title: 'อัปเดตค่าคอมมิชชันตัวแทน', content: '<p>ตั้งแต่เดือนหน้า ค่าคอมมิชชันจะจ่าย<b>ทุกสัปดาห์</b> ดูรายละเอียดในศูนย์ตัวแทน</p>' },
    'Your first-deposit gift': { title: 'ของขวัญฝากครั้งแรก', content: '<p>ขอบคุณที่ร่วมเป็นสมาชิก! ฝากเงินครั้งแรกภายใน <b>7 วัน</b> รับฟรีสปิน 50 ครั้ง</p>' },
    'VIP cashback week': { title: 'สัปดาห์คืนยอดเสีย VIP', content: '<p>สมาชิก VIP 3 ขึ้นไป รับ<b>คืนยอดเสีย 10%</b> จากคาสิโนสดสัปดาห์นี้</p>' },
    'Scheduled system upgrade': { title: 'แจ้งปรับปรุงระบบตามกำหนด', content: '<p>ระบบจะปรับปรุงในวันจันทร์ เวลา 02:00–04:00 น. (GMT+7) ยอดเงินของท่านปลอดภัย</p>' },
    'Invite friends, earn rewards': { title: 'ชวนเพื่อน รับรางวัล', content: '<p>แชร์ลิงก์ของคุณ รับ <b>5%</b> จากยอดฝากครั้งแรกของเพื่อน</p>' },
  },
  rewards: {
    'Weekly gift': 'ของขวัญรายสัปดาห์',
    'Live casino cashback': 'คืนยอดเสียคาสิโนสด',
  },
};
