/**
 * Deterministic invented game titles for the demo catalogue: word combinations
 * ("Golden Lotus Fortune") with translations, so no real game name is used and
 * every language's display name is a real phrase. Seeded PRNG: the same seed
 * always yields the same catalogue (tests rely on the counts).
 */

/** [EN, TY (Thai), CN, VI] */
type Word = readonly [string, string, string, string];

const ADJECTIVES: readonly Word[] = [
  ['Golden', 'ทองคำ', '金色', 'Vàng'],
  ['Lucky', 'นำโชค', '幸运', 'May Mắn'],
  ['Royal', 'หลวง', '皇家', 'Hoàng Gia'],
  ['Jade', 'หยก', '翡翠', 'Ngọc Bích'],
  ['Crimson', 'แดงชาด', '赤红', 'Đỏ Thắm'],
  ['Silver', 'เงินยวง', '白银', 'Bạc'],
  ['Mystic', 'ลึกลับ', '神秘', 'Huyền Bí'],
  ['Wild', 'พงไพร', '狂野', 'Hoang Dã'],
  ['Sacred', 'ศักดิ์สิทธิ์', '神圣', 'Linh Thiêng'],
  ['Ancient', 'โบราณ', '远古', 'Cổ Đại'],
  ['Radiant', 'เจิดจ้า', '璀璨', 'Rực Rỡ'],
  ['Celestial', 'สวรรค์', '天界', 'Thiên Giới'],
  ['Emerald', 'มรกต', '祖母绿', 'Lục Bảo'],
  ['Thunder', 'สายฟ้า', '雷霆', 'Sấm Sét'],
  ['Lunar', 'จันทรา', '月光', 'Ánh Trăng'],
  ['Solar', 'สุริยะ', '烈日', 'Mặt Trời'],
  ['Crystal', 'คริสตัล', '水晶', 'Pha Lê'],
  ['Midnight', 'เที่ยงคืน', '午夜', 'Nửa Đêm'],
  ['Blazing', 'ลุกโชน', '烈焰', 'Rực Lửa'],
  ['Frozen', 'เยือกแข็ง', '冰封', 'Băng Giá'],
  ['Hidden', 'ซ่อนเร้น', '隐秘', 'Ẩn Giấu'],
  ['Happy', 'แสนสุข', '欢乐', 'Hạnh Phúc'],
  ['Mighty', 'ทรงพลัง', '强大', 'Hùng Mạnh'],
  ['Twin', 'แฝด', '双生', 'Song Sinh'],
  ['Neon', 'นีออน', '霓虹', 'Neon'],
  ['Velvet', 'กำมะหยี่', '天鹅绒', 'Nhung'],
  ['Ruby', 'ทับทิม', '红宝石', 'Hồng Ngọc'],
  ['Sapphire', 'ไพลิน', '蓝宝石', 'Lam Ngọc'],
  ['Misty', 'หมอกจาง', '迷雾', 'Sương Mù'],
  ['Eternal', 'นิรันดร์', '永恒', 'Vĩnh Cửu'],
];

const NOUNS: readonly Word[] = [
  ['Lotus', 'บัว', '莲花', 'Sen'],
  ['Dragon', 'มังกร', '龙', 'Rồng'],
  ['Tiger', 'เสือ', '虎', 'Hổ'],
  ['Swan', 'หงส์', '天鹅', 'Thiên Nga'],
  ['Elephant', 'ช้าง', '大象', 'Voi'],
  ['Carp', 'ปลาคาร์ป', '锦鲤', 'Cá Chép'],
  ['Panda', 'แพนด้า', '熊猫', 'Gấu Trúc'],
  ['Temple', 'วัด', '神殿', 'Đền'],
  ['River', 'แม่น้ำ', '河流', 'Dòng Sông'],
  ['Mountain', 'ภูเขา', '山峰', 'Núi'],
  ['Garden', 'สวน', '花园', 'Khu Vườn'],
  ['Lantern', 'โคมไฟ', '灯笼', 'Đèn Lồng'],
  ['Pearl', 'ไข่มุก', '珍珠', 'Ngọc Trai'],
  ['Monkey', 'ลิง', '猴子', 'Khỉ'],
  ['Peacock', 'นกยูง', '孔雀', 'Công'],
  ['Orchid', 'กล้วยไม้', '兰花', 'Hoa Lan'],
  ['Comet', 'ดาวหาง', '彗星', 'Sao Chổi'],
  ['Island', 'เกาะ', '岛屿', 'Hòn Đảo'],
  ['Crown', 'มงกุฎ', '王冠', 'Vương Miện'],
  ['Falcon', 'เหยี่ยว', '猎鹰', 'Chim Ưng'],
  ['Turtle', 'เต่า', '神龟', 'Rùa'],
  ['Buffalo', 'ควาย', '水牛', 'Trâu'],
  ['Mango', 'มะม่วง', '芒果', 'Xoài'],
  ['Coconut', 'มะพร้าว', '椰子', 'Dừa'],
  ['Drum', 'กลอง', '战鼓', 'Trống'],
  ['Kite', 'ว่าว', '风筝', 'Cánh Diều'],
  ['Star', 'ดวงดาว', '星辰', 'Ngôi Sao'],
  ['Ocean', 'มหาสมุทร', '海洋', 'Đại Dương'],
  ['Wolf', 'หมาป่า', '狼', 'Sói'],
  ['Bamboo', 'ไผ่', '竹林', 'Tre'],
];

const SUFFIXES: readonly Word[] = [
  ['Fortune', 'โชคลาภ', '财富', 'Tài Lộc'],
  ['Riches', 'มั่งคั่ง', '宝藏', 'Giàu Sang'],
  ['Treasure', 'สมบัติ', '珍宝', 'Kho Báu'],
  ['Quest', 'ภารกิจ', '探险', 'Hành Trình'],
  ['Legends', 'ตำนาน', '传奇', 'Huyền Thoại'],
  ['Rush', 'พุ่งทะยาน', '冲刺', 'Tăng Tốc'],
  ['Spins', 'วงล้อ', '旋转', 'Vòng Quay'],
  ['Festival', 'เทศกาล', '盛典', 'Lễ Hội'],
  ['Vault', 'ห้องนิรภัย', '金库', 'Kho Vàng'],
  ['Harvest', 'เก็บเกี่ยว', '丰收', 'Mùa Gặt'],
  ['Gems', 'อัญมณี', '宝石', 'Đá Quý'],
  ['Palace', 'พระราชวัง', '宫殿', 'Cung Điện'],
  ['Express', 'ด่วนพิเศษ', '快车', 'Tốc Hành'],
  ['Saga', 'มหากาพย์', '史诗', 'Sử Thi'],
  ['Dreams', 'ความฝัน', '梦境', 'Giấc Mơ'],
  ['Feast', 'งานเลี้ยง', '盛宴', 'Yến Tiệc'],
  ['Kingdom', 'อาณาจักร', '王国', 'Vương Quốc'],
  ['Blessing', 'พรวิเศษ', '祝福', 'Phước Lành'],
  ['Adventure', 'ผจญภัย', '奇遇', 'Phiêu Lưu'],
  ['Nights', 'ราตรี', '之夜', 'Đêm'],
  ['Wishes', 'คำอธิษฐาน', '心愿', 'Điều Ước'],
  ['Voyage', 'การเดินทาง', '航程', 'Chuyến Đi'],
  ['Reels', 'รีลหมุน', '转轴', 'Cuộn Quay'],
  ['Coins', 'เหรียญ', '金币', 'Đồng Xu'],
  ['Charms', 'เครื่องราง', '护符', 'Bùa May'],
];

const FISH_SUFFIX: Word = ['Fishing', 'ยิงปลา', '捕鱼', 'Bắn Cá'];
const CARD_GAMES: readonly Word[] = [
  ['Pok Deng', 'ป๊อกเด้ง', '博丁', 'Pok Deng'],
  ['Baccarat', 'บาคาร่า', '百家乐', 'Baccarat'],
  ['Blackjack', 'แบล็คแจ็ค', '二十一点', 'Xì Dách'],
  ['Niu Niu', 'หนิวหนิว', '牛牛', 'Ngưu Ngưu'],
  ['Dummy', 'ดัมมี่', '达米', 'Dummy'],
  ['Rummy', 'รัมมี่', '拉米', 'Rummy'],
  ['Sam Gong', 'สามกอง', '三公', 'Ba Cây'],
  ['Sic Bo', 'ไฮโล', '骰宝', 'Tài Xỉu'],
];
const LIVE_TABLES: readonly Word[] = [
  ['Baccarat', 'บาคาร่า', '百家乐', 'Baccarat'],
  ['Roulette', 'รูเล็ต', '轮盘', 'Roulette'],
  ['Sic Bo', 'ไฮโล', '骰宝', 'Tài Xỉu'],
  ['Dragon Tiger', 'เสือมังกร', '龙虎', 'Rồng Hổ'],
  ['Blackjack', 'แบล็คแจ็ค', '二十一点', 'Xì Dách'],
  ['Fan Tan', 'ฟานถาน', '番摊', 'Fan Tan'],
];

export const NAME_LANGS = ['EN', 'TY', 'CN', 'VI'] as const;
export type NameLang = (typeof NAME_LANGS)[number];
export type GameNames = Partial<Record<NameLang, string>> & { EN: string; TY: string };

/** mulberry32: small, fast, good enough for demo data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function compose(adj: Word, noun: Word, suffix: Word): GameNames {
  return {
    EN: `${adj[0]} ${noun[0]} ${suffix[0]}`,
    TY: `${suffix[1]}${noun[1]}${adj[1]}`,
    CN: `${adj[2]}${noun[2]}${suffix[2]}`,
    VI: `${suffix[3]} ${noun[3]} ${adj[3]}`,
  };
}

/** Up to 22,500 distinct slot titles in a seeded order. */
export function slotTitles(count: number, seed: number): GameNames[] {
  const total = ADJECTIVES.length * NOUNS.length * SUFFIXES.length;
  if (count > total) throw new Error(`At most ${total} distinct slot titles`);
  const random = seededRandom(seed);
  // Draw distinct combination indexes without building the whole permutation.
  const picked = new Set<number>();
  const out: GameNames[] = [];
  while (out.length < count) {
    const idx = Math.floor(random() * total);
    if (picked.has(idx)) continue;
    picked.add(idx);
    const a = ADJECTIVES[idx % ADJECTIVES.length] as Word;
    const n = NOUNS[Math.floor(idx / ADJECTIVES.length) % NOUNS.length] as Word;
    const s = SUFFIXES[Math.floor(idx / (ADJECTIVES.length * NOUNS.length))] as Word;
    out.push(compose(a, n, s));
  }
  return out;
}

export function fishTitles(count: number, seed: number): GameNames[] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const out: GameNames[] = [];
  while (out.length < count) {
    const a = ADJECTIVES[Math.floor(random() * ADJECTIVES.length)] as Word;
    const n = NOUNS[Math.floor(random() * NOUNS.length)] as Word;
    const names = compose(a, n, FISH_SUFFIX);
    if (seen.has(names.EN)) continue;
    seen.add(names.EN);
    out.push(names);
  }
  return out;
}

/** "Tiger Pok Deng", "Lotus Baccarat 3". */
function pairTitles(count: number, seed: number, games: readonly Word[], numbered: boolean): GameNames[] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const out: GameNames[] = [];
  while (out.length < count) {
    const n = NOUNS[Math.floor(random() * NOUNS.length)] as Word;
    const g = games[Math.floor(random() * games.length)] as Word;
    const no = numbered ? ` ${1 + Math.floor(random() * 9)}` : '';
    const names: GameNames = { EN: `${n[0]} ${g[0]}${no}`, TY: `${g[1]}${n[1]}${no}`, CN: `${n[2]}${g[2]}${no}`, VI: `${g[3]} ${n[3]}${no}` };
    if (seen.has(names.EN)) continue;
    seen.add(names.EN);
    out.push(names);
  }
  return out;
}

export const cardTitles = (count: number, seed: number) => pairTitles(count, seed, CARD_GAMES, false);
export const liveTitles = (count: number, seed: number) => pairTitles(count, seed, LIVE_TABLES, true);
