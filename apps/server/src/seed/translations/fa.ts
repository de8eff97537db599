/** Persian (FA) demo content: banner captions, notices and popups (terms from docs/glossary/fa.md). */
import type { SeedTranslation } from './types.ts';

export const FA: SeedTranslation = {
  banners: {
    'Welcome bonus': 'پاداش خوش‌آمدگویی',
    'Ten thousand slots': 'ده هزار اسلات',
    'Live casino': 'کازینوی زنده',
    'Provably fair': 'منصفانه و قابل‌بررسی',
    'Login welcome': 'خوش برگشتید',
    'Register bonus': 'پاداش ثبت‌نام',
    'Account help': 'راهنمای حساب کاربری',
    'Invite friends': 'دوستانتان را دعوت کنید',
    'VIP club': 'باشگاه VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'به Lotus Play خوش آمدید',
      content: 'از اینکه با ما بازی می‌کنید سپاسگزاریم. برای دیدن پیشنهادهای این هفته به صفحه پیشنهادها سر بزنید.',
    },
    'Weekend deposit bonus': {
      title: 'پاداش واریز آخر هفته',
      content: 'به واریزهای روزهای شنبه و یکشنبه پاداش تعلق می‌گیرد؛ جزئیات را در شرایط پیشنهاد ببینید.',
    },
    'New slots every week': {
      title: 'اسلات‌های جدید هر هفته',
      content: 'هر هفته ده‌ها عنوان اسلات جدید به لابی RNG اضافه می‌شود.',
    },
    'Scheduled system upgrade': {
      title: 'ارتقای برنامه‌ریزی‌شده سامانه',
      content: 'سایت روز سه‌شنبه 02:00-03:00 UTC ارتقا می‌یابد؛ ممکن است بازی‌ها برای مدت کوتاهی در دسترس نباشند.',
    },
    'Responsible gaming': {
      title: 'بازی مسئولانه',
      content: 'سقف واریز را در مرکز کاربری تعیین کنید و مسئولانه بازی کنید.',
    },
    'VIP club opening': {
      title: 'افتتاح باشگاه VIP',
      content: 'باشگاه VIP ما افتتاح شد: هرچه سطح بالاتر، پاداش هفتگی بزرگ‌تر.',
    },
    'Invite friends, earn rewards': {
      title: 'دوستانتان را دعوت کنید، جایزه بگیرید',
      content: 'کد معرفی خود را به اشتراک بگذارید و به ازای هر دوستی که عضو می‌شود جایزه بگیرید.',
    },
    'Live casino tables extended': {
      title: 'میزهای بیشتر در کازینوی زنده',
      content: 'میزهای بیشتری از باکارات و رولت زنده اکنون به‌صورت شبانه‌روزی باز هستند.',
    },
    'Mobile app update': {
      title: 'به‌روزرسانی اپلیکیشن موبایل',
      content: 'نسخه جدید اپلیکیشن موبایل برای iOS و Android در دسترس است.',
    },
    'Lottery draw schedule': {
      title: 'زمان‌بندی قرعه‌کشی لاتاری',
      content: 'قرعه‌کشی‌های لاتاری طبق برنامه رسمی برگزار می‌شوند و نتایج پس از هر قرعه‌کشی اعلام می‌شود.',
    },
    'Security reminder': {
      title: 'یادآوری امنیتی',
      content: 'ما هرگز رمز عبور شما را نمی‌خواهیم. احراز هویت دومرحله‌ای را در مرکز کاربری فعال کنید.',
    },
    'Customer service hours': {
      title: 'ساعات کاری پشتیبانی مشتریان',
      content: 'پشتیبانی مشتریان در تمام 24 ساعت شبانه‌روز از طریق گفتگوی زنده در دسترس است.',
    },
    'RSG Slots maintenance': {
      title: 'تعمیرات RSG Slots',
      content: 'RSG Slots در حال تعمیرات برنامه‌ریزی‌شده است. سایر اسلات‌ها در دسترس هستند.',
    },
    'BTI Sports maintenance': {
      title: 'تعمیرات BTI Sports',
      content: 'BTI Sportsbook در حال ارتقا است؛ شرط‌هایی که پیش از ارتقا ثبت شده‌اند محفوظ هستند.',
    },
    'New in-house slot': {
      title: 'اسلات اختصاصی جدید',
      content: '<b>Lotus Provably Fair Slot</b> را امتحان کنید: هر چرخش قابل‌بررسی است.',
    },
  },
  noticeSignOff: 'تیم <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'به Lotus Play خوش آمدید',
      content:
        '<p>همین امروز ثبت‌نام کنید و برای اولین واریز خود <b>پاداش خوش‌آمدگویی 100%</b> بگیرید.</p><ul><li>هزاران اسلات</li><li>کازینوی زنده 24/7</li><li>برداشت سریع</li></ul>',
    },
    'Play responsibly': {
      title: 'مسئولانه بازی کنید',
      content: '<p>برای خودتان بودجه تعیین کنید و هر از گاهی استراحت کنید. برای بازی باید <b>18 سال یا بیشتر</b> سن داشته باشید.</p>',
    },
    'Weekend reload bonus': {
      title: 'پاداش واریز مجدد آخر هفته',
      content: '<p>این آخر هفته واریز کنید و <b>پاداش واریز مجدد 20%</b> تا سقف ฿2,000 بگیرید. آن را از مرکز جوایز دریافت کنید.</p>',
    },
    'Agent commission update': {
      title: 'تغییر در پرداخت کمیسیون نمایندگان',
      content: '<p>از ماه آینده، کمیسیون به‌صورت <b>هفتگی</b> پرداخت می‌شود. برای جزئیات به مرکز نمایندگی مراجعه کنید.</p>',
    },
    'Your first-deposit gift': {
      title: 'هدیه اولین واریز شما',
      content: '<p>از پیوستن شما سپاسگزاریم! ظرف <b>7 روز</b> اولین واریز خود را انجام دهید تا 50 چرخش رایگان برایتان فعال شود.</p>',
    },
    'VIP cashback week': {
      title: 'هفته کش‌بک VIP',
      content: '<p>VIP 3 و بالاتر: <b>کش‌بک 10%</b> از باخت‌های کازینوی زنده در این هفته.</p>',
    },
    'Scheduled system upgrade': {
      title: 'ارتقای برنامه‌ریزی‌شده سامانه',
      content: '<p>سایت روز دوشنبه 02:00–04:00 (GMT+7) ارتقا می‌یابد. موجودی شما محفوظ است.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'دوستانتان را دعوت کنید، جایزه بگیرید',
      content: '<p>لینک معرفی خود را به اشتراک بگذارید و <b>5%</b> از اولین واریز دوستانتان را دریافت کنید.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'هدیه هفتگی',
    'Live casino cashback': 'کش‌بک کازینوی زنده',
  },
  mallItems: {
    '฿20 bonus credit': 'اعتبار پاداش ฿20',
    '฿100 bonus credit': 'اعتبار پاداش ฿100',
    '฿500 bonus credit': 'اعتبار پاداش ฿500',
    'Lotus Play T-shirt': 'تی‌شرت Lotus Play',
    'Wireless earbuds': 'هندزفری بی‌سیم',
    'Smartphone': 'گوشی هوشمند',
  },
};
