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
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Xush kelibsiz bonusi ฿500',
      summary: 'Yangi aʼzolar uchun: ariza topshiring va ฿500 bonus oling. Istalgan oʻyinda 5 baravar aylanma bajarilgach, bonus chiqariladi.',
      body: 'Har bir aʼzo faqat bir marta ariza topshirishi mumkin. Ariza tasdiqlangach, bonus summasi bonus balansingizga tushadi.\n\nIstalgan oʻyinni oʻynang: har bir hisoblangan stavka 5 baravar aylanmaga (฿2 500) qoʻshiladi. Aylanma bajarilgach, bonus yechib olish mumkin boʻlgan naqd pulga aylanadi.\n\nTasdiqlangan kundan boshlab 14 kun vaqtingiz bor. Aylanmasi oʻz vaqtida bajarilmagan bonus kuyadi va bonuslar tarixingizda koʻrsatiladi.',
    },
    'Slots reload ฿200': {
      title: 'Slotlar uchun qayta depozit bonusi ฿200',
      summary: 'Slot oʻyinchilari uchun ฿200 bonus: slotlarda 10 baravar aylanma bajarilgach chiqariladi. Maksimal yechib olish ฿200.',
      body: '฿2 000 miqdoridagi 10 baravar aylanmaga faqat slot oʻyinlari (RNG slotlari va oʻzimizning slotlar) hisoblanadi.\n\nBonus 7 kun ichida chiqarilishi kerak. Koʻpi bilan ฿200 naqd pulga aylanadi.',
    },
    'Live casino weekend ฿300': {
      title: 'Dam olish kunlari jonli kazino ฿300',
      summary: 'Shu dam olish kunlari jonli bakkara va ruletka oʻynang: ฿300 bonus, jonli kazinoda 5 baravar aylanma.',
      body: 'Faqat jonli kazino stavkalari hisoblanadi. Xohlasangiz, arizangizga sevimli stolingizning skrinshotini biriktiring (koʻpi bilan 3 ta rasm).\n\nBonus tasdiqlangandan keyin 5 kun ichida chiqarilishi kerak.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Baliq ovchisi ฿100 darhol',
      summary: 'Qatnashing va darhol ฿100 oling: baliq ovi oʻyinlarida 3 baravar aylanma bajarilgach chiqariladi.',
      body: 'Tasdiqlash kutish shart emas: qatnashganingiz zahoti bonus beriladi.\n\n฿300 miqdoridagi 3 baravar aylanmaga faqat baliq ovi oʻyinlari hisoblanadi. 3 kun amal qiladi.',
    },
    'Songkran splash ฿1,000': {
      title: 'Songkran suv bayrami ฿1 000',
      summary: 'Tez orada: har bir faol aʼzo uchun ฿1 000 bayram bonusi.',
      body: 'Arizalar bayramning birinchi kuni qabul qilina boshlaydi. Istalgan oʻyinda 8 baravar aylanma, bonusni chiqarish uchun 10 kun.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Omadli qizil konvert',
      description: 'Konvertlar tugaguncha har bir aʼzoga bitta qizil konvert: ichida ฿8 dan ฿88 gacha, bonus balansingizga qoʻshiladi (3 baravar aylanma, 7 kun).',
    },
    'Depositor red envelope': {
      title: 'Depozit qilganlar uchun qizil konvert',
      description: 'Aksiya davomida ฿300 yoki undan koʻp depozit qiling va ฿38 dan ฿388 gacha boʻlgan qizil konvertni oching.',
    },
    'Weekly lucky draw': {
      title: 'Haftalik yutuqli oʻyin',
      description: 'Shu haftadagi har ฿100 haqiqiy aylanma uchun bitta chipta (koʻpi bilan 100 ta). Hafta tugagach, tiraj orqali uchta gʻolib aniqlanadi.',
    },
    'Festival lucky draw': {
      title: 'Bayram yutuqli oʻyini',
      description: 'Bayram haftasidagi haqiqiy aylanma uchun chiptalar oling. Gʻoliblar sovrinni tirajdan keyin 7 kun ichida olishlari kerak.',
    },
  },
};
