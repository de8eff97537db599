/** Uzbek (UZ, Latin script) demo content: banner captions, notices and popups (terms from docs/glossary/uz.md). */
import type { SeedTranslation } from './types.ts';

export const UZ: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Xush kelibsiz bonusi',
    'Ten thousand slots': 'Oʻn ming slot',
    'Live casino': 'Jonli kazino',
    'Provably fair': 'Isbotlanadigan halollik',
    'Login welcome': 'Qaytganingizdan xursandmiz',
    'Register bonus': 'Roʻyxatdan oʻtish bonusi',
    'Account help': 'Hisob boʻyicha yordam',
    'Invite friends': 'Doʻstlaringizni taklif qiling',
    'VIP club': 'VIP klub',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play saytiga xush kelibsiz',
      content: 'Biz bilan oʻynayotganingiz uchun rahmat. Bu haftaning takliflarini «Aksiyalar» sahifasida koʻring.',
    },
    'Weekend deposit bonus': {
      title: 'Dam olish kunlari depozit bonusi',
      content: 'Shanba va yakshanba kunlari kiritilgan depozitlarga bonus beriladi; batafsil maʼlumot aksiya shartlarida.',
    },
    'New slots every week': {
      title: 'Har hafta yangi slotlar',
      content: 'RNG lobbisiga har hafta oʻnlab yangi slotlar qoʻshiladi.',
    },
    'Scheduled system upgrade': {
      title: 'Rejalashtirilgan tizim yangilanishi',
      content: 'Sayt seshanba kuni 02:00-03:00 UTC oraligʻida yangilanadi; oʻyinlar qisqa vaqt ishlamasligi mumkin.',
    },
    'Responsible gaming': {
      title: 'Masʼuliyatli oʻyin',
      content: 'Shaxsiy kabinetda depozit limitlarini belgilang va masʼuliyat bilan oʻynang.',
    },
    'VIP club opening': {
      title: 'VIP klub ochildi',
      content: 'VIP klubimiz ochildi: darajangiz qanchalik yuqori boʻlsa, haftalik bonuslaringiz shunchalik katta boʻladi.',
    },
    'Invite friends, earn rewards': {
      title: 'Doʻstlaringizni taklif qiling, mukofot oling',
      content: 'Referal kodingizni ulashing va qoʻshilgan har bir doʻstingiz uchun mukofot oling.',
    },
    'Live casino tables extended': {
      title: 'Jonli kazino stollari koʻpaydi',
      content: 'Kecha-kunduz ochiq jonli bakkara va ruletka stollari soni koʻpaydi.',
    },
    'Mobile app update': {
      title: 'Mobil ilova yangilandi',
      content: 'iOS va Android uchun mobil ilovaning yangi versiyasi chiqdi.',
    },
    'Lottery draw schedule': {
      title: 'Lotereya tirajlari jadvali',
      content: 'Lotereya tirajlari rasmiy jadval asosida oʻtkaziladi; natijalar har bir tirajdan keyin eʼlon qilinadi.',
    },
    'Security reminder': {
      title: 'Xavfsizlik eslatmasi',
      content: 'Biz hech qachon parolingizni soʻramaymiz. Shaxsiy kabinetda ikki faktorli autentifikatsiyani yoqing.',
    },
    'Customer service hours': {
      title: 'Qoʻllab-quvvatlash xizmati ish vaqti',
      content: 'Qoʻllab-quvvatlash xizmati onlayn chat orqali kuniga 24 soat ishlaydi.',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots: texnik ishlar',
      content: 'RSG Slots provayderida rejalashtirilgan texnik ishlar olib borilmoqda. Boshqa slotlarni oʻynashingiz mumkin.',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports: texnik ishlar',
      content: 'BTI Sportsbook yangilanmoqda; yangilanishdan oldin qoʻyilgan stavkalar xavfsiz.',
    },
    'New in-house slot': {
      title: 'Yangi xususiy slot',
      content: '<b>Lotus Provably Fair Slot</b> oʻyinini sinab koʻring: har bir aylantirishni tekshirish mumkin.',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> jamoasi',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play saytiga xush kelibsiz',
      content:
        '<p>Bugun roʻyxatdan oʻting va birinchi depozitingizga <b>100% xush kelibsiz bonusini</b> oling.</p><ul><li>Minglab slotlar</li><li>Jonli kazino 24/7</li><li>Tezkor pul yechish</li></ul>',
    },
    'Play responsibly': {
      title: 'Masʼuliyat bilan oʻynang',
      content: '<p>Oʻzingizga byudjet belgilang va tanaffus qilib turing. Oʻynash uchun <b>18 yosh yoki undan katta</b> boʻlishingiz kerak.</p>',
    },
    'Weekend reload bonus': {
      title: 'Dam olish kunlari qayta depozit bonusi',
      content: '<p>Shu dam olish kunlari depozit kiriting va ฿2,000 gacha <b>20% qayta depozit bonusi</b> oling. Bonusni Mukofotlar markazidan olishingiz mumkin.</p>',
    },
    'Agent commission update': {
      title: 'Agent komissiyasi yangilandi',
      content: '<p>Kelasi oydan boshlab komissiya <b>har hafta</b> toʻlanadi. Batafsil maʼlumot Agent markazida.</p>',
    },
    'Your first-deposit gift': {
      title: 'Birinchi depozit uchun sovgʻa',
      content: '<p>Bizga qoʻshilganingiz uchun rahmat! <b>7 kun</b> ichida birinchi depozitni kiriting va 50 ta bepul aylantirishni oching.</p>',
    },
    'VIP cashback week': {
      title: 'VIP pul qaytarish haftasi',
      content: '<p>VIP 3 va undan yuqori darajalar: shu hafta jonli kazinodagi yutqazishlar uchun <b>10% pul qaytarish</b>.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Rejalashtirilgan tizim yangilanishi',
      content: '<p>Sayt dushanba kuni 02:00–04:00 (GMT+7) oraligʻida yangilanadi. Balansingiz xavfsiz.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Doʻstlaringizni taklif qiling, mukofot oling',
      content: '<p>Havolangizni ulashing va doʻstlaringizning birinchi depozitlaridan <b>5%</b> oling.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Haftalik sovgʻa',
    'Live casino cashback': 'Jonli kazino uchun pul qaytarish',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 bonus krediti',
    '฿100 bonus credit': '฿100 bonus krediti',
    '฿500 bonus credit': '฿500 bonus krediti',
    'Lotus Play T-shirt': 'Lotus Play futbolkasi',
    'Wireless earbuds': 'Simsiz quloqchinlar',
    'Smartphone': 'Smartfon',
  },
};
