/** Urdu (UR) demo content: banner captions, notices and popups (terms from docs/glossary/ur.md). */
import type { SeedTranslation } from './types.ts';

export const UR: SeedTranslation = {
  banners: {
    'Welcome bonus': 'ویلکم بونس',
    'Ten thousand slots': 'دس ہزار سلاٹس',
    'Live casino': 'لائیو کیسینو',
    'Provably fair': 'قابلِ تصدیق منصفانہ',
    'Login welcome': 'دوبارہ خوش آمدید',
    'Register bonus': 'رجسٹریشن بونس',
    'Account help': 'اکاؤنٹ میں مدد',
    'Invite friends': 'دوستوں کو مدعو کریں',
    'VIP club': 'VIP کلب',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play میں خوش آمدید',
      content: 'ہمارے ساتھ کھیلنے کا شکریہ۔ اس ہفتے کی آفرز دیکھنے کے لیے پروموشنز کا صفحہ دیکھیں۔',
    },
    'Weekend deposit bonus': {
      title: 'ویک اینڈ ڈپازٹ بونس',
      content: 'ہفتہ اور اتوار کو ڈپازٹ کرنے پر بونس ملتا ہے؛ تفصیلات کے لیے پروموشن کی شرائط دیکھیں۔',
    },
    'New slots every week': {
      title: 'ہر ہفتے نئے سلاٹس',
      content: 'RNG لابی میں ہر ہفتے درجنوں نئے سلاٹ گیمز شامل ہوتے ہیں۔',
    },
    'Scheduled system upgrade': {
      title: 'طے شدہ سسٹم اپ گریڈ',
      content: 'سائٹ منگل کو 02:00-03:00 UTC کے دوران اپ گریڈ ہوگی؛ ہو سکتا ہے اس دوران گیمز کچھ دیر کے لیے دستیاب نہ ہوں۔',
    },
    'Responsible gaming': {
      title: 'ذمہ دارانہ گیمنگ',
      content: 'ممبر سینٹر میں ڈپازٹ کی حد مقرر کریں اور ذمہ داری سے کھیلیں۔',
    },
    'VIP club opening': {
      title: 'VIP کلب کا آغاز',
      content: 'ہمارا VIP کلب کھل گیا ہے: جتنا اونچا لیول، اتنا بڑا ہفتہ وار بونس۔',
    },
    'Invite friends, earn rewards': {
      title: 'دوستوں کو مدعو کریں، انعامات پائیں',
      content: 'اپنا ریفرل کوڈ شیئر کریں اور شامل ہونے والے ہر دوست پر انعام حاصل کریں۔',
    },
    'Live casino tables extended': {
      title: 'لائیو کیسینو میں مزید ٹیبلز',
      content: 'لائیو بیکریٹ اور رولیٹ کی مزید ٹیبلز اب چوبیس گھنٹے کھلی ہیں۔',
    },
    'Mobile app update': {
      title: 'موبائل ایپ اپ ڈیٹ',
      content: 'iOS اور Android کے لیے موبائل ایپ کا نیا ورژن دستیاب ہے۔',
    },
    'Lottery draw schedule': {
      title: 'لاٹری قرعہ اندازی کا شیڈول',
      content: 'لاٹری کی قرعہ اندازی سرکاری شیڈول کے مطابق ہوتی ہے؛ ہر قرعہ اندازی کے بعد نتائج جاری کیے جاتے ہیں۔',
    },
    'Security reminder': {
      title: 'سیکیورٹی یاد دہانی',
      content: 'ہم آپ سے کبھی آپ کا پاس ورڈ نہیں مانگیں گے۔ ممبر سینٹر میں دو مرحلہ تصدیق آن کریں۔',
    },
    'Customer service hours': {
      title: 'کسٹمر سروس کے اوقات',
      content: 'کسٹمر سروس لائیو چیٹ پر دن کے 24 گھنٹے دستیاب ہے۔',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots کی دیکھ بھال',
      content: 'RSG Slots کی طے شدہ دیکھ بھال جاری ہے۔ دیگر سلاٹس دستیاب ہیں۔',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports کی دیکھ بھال',
      content: 'BTI Sportsbook اپ گریڈ ہو رہا ہے؛ اپ گریڈ سے پہلے لگائی گئی شرطیں محفوظ ہیں۔',
    },
    'New in-house slot': {
      title: 'ہمارا اپنا نیا سلاٹ',
      content: '<b>Lotus Provably Fair Slot</b> آزمائیں: ہر اسپن کی تصدیق کی جا سکتی ہے۔',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> ٹیم',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play میں خوش آمدید',
      content:
        '<p>آج ہی رجسٹر کریں اور پہلے ڈپازٹ پر <b>100% ویلکم بونس</b> حاصل کریں۔</p><ul><li>ہزاروں سلاٹس</li><li>لائیو کیسینو 24/7</li><li>فوری رقم نکلوانے کی سہولت</li></ul>',
    },
    'Play responsibly': {
      title: 'ذمہ داری سے کھیلیں',
      content: '<p>اپنا بجٹ طے کریں اور وقفے لیتے رہیں۔ کھیلنے کے لیے آپ کی عمر <b>18 سال یا اس سے زیادہ</b> ہونی چاہیے۔</p>',
    },
    'Weekend reload bonus': {
      title: 'ویک اینڈ ری لوڈ بونس',
      content: '<p>اس ویک اینڈ ڈپازٹ کریں اور ฿2,000 تک <b>20% ری لوڈ بونس</b> حاصل کریں۔ اسے انعامات سینٹر سے کلیم کریں۔</p>',
    },
    'Agent commission update': {
      title: 'ایجنٹ کمیشن اپ ڈیٹ',
      content: '<p>اگلے مہینے سے کمیشن <b>ہفتہ وار</b> ادا کیا جائے گا۔ تفصیلات کے لیے ایجنٹ سینٹر دیکھیں۔</p>',
    },
    'Your first-deposit gift': {
      title: 'آپ کے پہلے ڈپازٹ کا تحفہ',
      content: '<p>شامل ہونے کا شکریہ! <b>7 دن</b> کے اندر پہلا ڈپازٹ کریں اور 50 فری اسپنز ان لاک کریں۔</p>',
    },
    'VIP cashback week': {
      title: 'VIP کیش بیک ہفتہ',
      content: '<p>VIP 3 اور اس سے اوپر: اس ہفتے لائیو کیسینو میں ہار پر <b>10% کیش بیک</b>۔</p>',
    },
    'Scheduled system upgrade': {
      title: 'طے شدہ سسٹم اپ گریڈ',
      content: '<p>سائٹ پیر کو 02:00–04:00 (GMT+7) کے دوران اپ گریڈ ہوگی۔ آپ کا بیلنس محفوظ ہے۔</p>',
    },
    'Invite friends, earn rewards': {
      title: 'دوستوں کو مدعو کریں، انعامات پائیں',
      content: '<p>اپنا ریفرل لنک شیئر کریں اور اپنے دوستوں کے پہلے ڈپازٹ کا <b>5%</b> حاصل کریں۔</p>',
    },
  },
  rewards: {
    'Weekly gift': 'ہفتہ وار تحفہ',
    'Live casino cashback': 'لائیو کیسینو کیش بیک',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 بونس کریڈٹ',
    '฿100 bonus credit': '฿100 بونس کریڈٹ',
    '฿500 bonus credit': '฿500 بونس کریڈٹ',
    'Lotus Play T-shirt': 'Lotus Play ٹی شرٹ',
    'Wireless earbuds': 'وائرلیس ایئربڈز',
    'Smartphone': 'اسمارٹ فون',
  },
};
