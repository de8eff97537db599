/** Arabic (AR) demo content: banner captions, notices and popups (terms from docs/glossary/ar.md). */
import type { SeedTranslation } from './types.ts';

export const AR: SeedTranslation = {
  banners: {
    'Welcome bonus': 'مكافأة الترحيب',
    'Ten thousand slots': 'عشرة آلاف لعبة سلوتس',
    'Live casino': 'الكازينو المباشر',
    'Provably fair': 'عادل وقابل للتحقق',
    'Login welcome': 'مرحبًا بعودتك',
    'Register bonus': 'مكافأة التسجيل',
    'Account help': 'مساعدة الحساب',
    'Invite friends': 'ادعُ أصدقاءك',
    'VIP club': 'نادي VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'مرحبًا بك في Lotus Play',
      content: 'شكرًا لأنك تلعب معنا. اطّلع على صفحة العروض لتتعرّف على عروض هذا الأسبوع.',
    },
    'Weekend deposit bonus': {
      title: 'مكافأة إيداع عطلة نهاية الأسبوع',
      content: 'احصل على مكافأة على إيداعاتك يومَي السبت والأحد؛ راجع شروط العرض للتفاصيل.',
    },
    'New slots every week': {
      title: 'ألعاب سلوتس جديدة كل أسبوع',
      content: 'تصل عشرات ألعاب السلوتس الجديدة إلى ردهة RNG كل أسبوع.',
    },
    'Scheduled system upgrade': {
      title: 'ترقية مجدولة للنظام',
      content: 'ستجري ترقية الموقع يوم الثلاثاء 02:00-03:00 UTC، وقد تتعذّر بعض الألعاب لفترة وجيزة.',
    },
    'Responsible gaming': {
      title: 'اللعب المسؤول',
      content: 'حدّد حدود الإيداع من مركز العضو، والعب بمسؤولية.',
    },
    'VIP club opening': {
      title: 'افتتاح نادي VIP',
      content: 'نادي VIP مفتوح الآن: كلما ارتفع مستواك زادت مكافآتك الأسبوعية.',
    },
    'Invite friends, earn rewards': {
      title: 'ادعُ أصدقاءك واربح الجوائز',
      content: 'شارك رمز الإحالة الخاص بك واحصل على جائزة عن كل صديق ينضم إلينا.',
    },
    'Live casino tables extended': {
      title: 'طاولات إضافية في الكازينو المباشر',
      content: 'المزيد من طاولات الباكارات والروليت المباشرة مفتوحة الآن على مدار الساعة.',
    },
    'Mobile app update': {
      title: 'تحديث تطبيق الجوال',
      content: 'يتوفر الآن إصدار جديد من تطبيق الجوال لنظامَي iOS وAndroid.',
    },
    'Lottery draw schedule': {
      title: 'مواعيد سحوبات اليانصيب',
      content: 'تُجرى سحوبات اليانصيب وفق الجدول الرسمي، وتُنشر النتائج بعد كل سحب.',
    },
    'Security reminder': {
      title: 'تذكير أمني',
      content: 'لن نطلب منك كلمة المرور أبدًا. فعّل المصادقة الثنائية من مركز العضو.',
    },
    'Customer service hours': {
      title: 'ساعات عمل خدمة العملاء',
      content: 'خدمة العملاء متاحة على مدار 24 ساعة عبر الدردشة المباشرة.',
    },
    'RSG Slots maintenance': {
      title: 'صيانة RSG Slots',
      content: 'تخضع RSG Slots لصيانة مجدولة. ألعاب السلوتس الأخرى متاحة كالمعتاد.',
    },
    'BTI Sports maintenance': {
      title: 'صيانة BTI Sports',
      content: 'تجري حاليًا ترقية BTI Sportsbook، والرهانات التي وُضعت قبل الترقية في أمان.',
    },
    'New in-house slot': {
      title: 'لعبة سلوتس جديدة من إنتاجنا',
      content: 'جرّب <b>Lotus Provably Fair Slot</b>: يمكن التحقق من كل لفة.',
    },
  },
  noticeSignOff: 'فريق <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'مرحبًا بك في Lotus Play',
      content:
        '<p>سجّل اليوم واحصل على <b>مكافأة ترحيب بنسبة 100%</b> على إيداعك الأول.</p><ul><li>آلاف ألعاب السلوتس</li><li>الكازينو المباشر 24/7</li><li>سحب سريع</li></ul>',
    },
    'Play responsibly': {
      title: 'العب بمسؤولية',
      content: '<p>ضع لنفسك ميزانية وخذ فترات راحة. يجب أن يكون عمرك <b>18 عامًا أو أكثر</b> للعب.</p>',
    },
    'Weekend reload bonus': {
      title: 'مكافأة إعادة الإيداع لعطلة نهاية الأسبوع',
      content:
        '<p>أودِع في عطلة نهاية هذا الأسبوع واحصل على <b>مكافأة إعادة إيداع بنسبة 20%</b> حتى ฿2,000. اطلبها من مركز الجوائز.</p>',
    },
    'Agent commission update': {
      title: 'تحديث عمولة الوكلاء',
      content: '<p>اعتبارًا من الشهر المقبل، تُدفع العمولة <b>أسبوعيًا</b>. راجع مركز الوكيل للتفاصيل.</p>',
    },
    'Your first-deposit gift': {
      title: 'هدية إيداعك الأول',
      content: '<p>شكرًا لانضمامك! أجرِ إيداعك الأول خلال <b>7 أيام</b> لتحصل على 50 لفة مجانية.</p>',
    },
    'VIP cashback week': {
      title: 'أسبوع الاسترداد النقدي لأعضاء VIP',
      content: '<p>لأعضاء VIP 3 فما فوق: <b>استرداد نقدي بنسبة 10%</b> على خسائر الكازينو المباشر هذا الأسبوع.</p>',
    },
    'Scheduled system upgrade': {
      title: 'ترقية مجدولة للنظام',
      content: '<p>ستجري ترقية الموقع يوم الاثنين 02:00–04:00 (GMT+7). رصيدك في أمان.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'ادعُ أصدقاءك واربح الجوائز',
      content: '<p>شارك رابطك واحصل على <b>5%</b> من الإيداعات الأولى لأصدقائك.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'الهدية الأسبوعية',
    'Live casino cashback': 'استرداد نقدي للكازينو المباشر',
  },
  mallItems: {
    '฿20 bonus credit': 'رصيد مكافأة بقيمة ฿20',
    '฿100 bonus credit': 'رصيد مكافأة بقيمة ฿100',
    '฿500 bonus credit': 'رصيد مكافأة بقيمة ฿500',
    'Lotus Play T-shirt': 'تيشيرت Lotus Play',
    'Wireless earbuds': 'سماعات أذن لاسلكية',
    'Smartphone': 'هاتف ذكي',
  },
};
