/** Bengali (BN) demo content: banner captions, notices and popups (terms from docs/glossary/bn.md). */
import type { SeedTranslation } from './types.ts';

export const BN: SeedTranslation = {
  banners: {
    'Welcome bonus': 'ওয়েলকাম বোনাস',
    'Ten thousand slots': 'দশ হাজার স্লট',
    'Live casino': 'লাইভ ক্যাসিনো',
    'Provably fair': 'প্রুভেবলি ফেয়ার',
    'Login welcome': 'আবার স্বাগতম',
    'Register bonus': 'রেজিস্ট্রেশন বোনাস',
    'Account help': 'অ্যাকাউন্ট সহায়তা',
    'Invite friends': 'বন্ধুদের আমন্ত্রণ জানান',
    'VIP club': 'VIP ক্লাব',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play-এ আপনাকে স্বাগতম',
      content: 'আমাদের সাথে খেলার জন্য ধন্যবাদ। এই সপ্তাহের অফারগুলো দেখতে প্রোমোশন পেজে যান।',
    },
    'Weekend deposit bonus': {
      title: 'উইকেন্ড ডিপোজিট বোনাস',
      content: 'শনিবার ও রবিবার ডিপোজিট করলেই বোনাস পাবেন; বিস্তারিত প্রোমোশনের শর্তাবলিতে দেখুন।',
    },
    'New slots every week': {
      title: 'প্রতি সপ্তাহে নতুন স্লট',
      content: 'প্রতি সপ্তাহে RNG লবিতে যোগ হচ্ছে কয়েক ডজন নতুন স্লট গেম।',
    },
    'Scheduled system upgrade': {
      title: 'নির্ধারিত সিস্টেম আপগ্রেড',
      content: 'মঙ্গলবার 02:00-03:00 UTC-তে সাইট আপগ্রেড করা হবে; এ সময় কিছুক্ষণের জন্য গেম বন্ধ থাকতে পারে।',
    },
    'Responsible gaming': {
      title: 'দায়িত্বশীল গেমিং',
      content: 'সদস্য কেন্দ্রে আপনার ডিপোজিট সীমা সেট করুন এবং দায়িত্ব নিয়ে খেলুন।',
    },
    'VIP club opening': {
      title: 'VIP ক্লাবের যাত্রা শুরু',
      content: 'আমাদের VIP ক্লাব এখন চালু: লেভেল যত উঁচু, সাপ্তাহিক বোনাস তত বড়।',
    },
    'Invite friends, earn rewards': {
      title: 'বন্ধুদের আমন্ত্রণ জানান, রিওয়ার্ড পান',
      content: 'আপনার রেফারেল কোড শেয়ার করুন এবং প্রতিটি বন্ধু যোগ দিলেই রিওয়ার্ড পান।',
    },
    'Live casino tables extended': {
      title: 'লাইভ ক্যাসিনোতে আরও টেবিল',
      content: 'আরও লাইভ ব্যাকারা ও রুলেট টেবিল এখন দিনরাত খোলা থাকছে।',
    },
    'Mobile app update': {
      title: 'মোবাইল অ্যাপ আপডেট',
      content: 'iOS ও Android-এর জন্য মোবাইল অ্যাপের নতুন ভার্সন এসে গেছে।',
    },
    'Lottery draw schedule': {
      title: 'লটারি ড্রয়ের সময়সূচি',
      content: 'লটারির ড্র অফিসিয়াল সময়সূচি অনুযায়ী হয়; প্রতিটি ড্রয়ের পর ফলাফল প্রকাশ করা হয়।',
    },
    'Security reminder': {
      title: 'নিরাপত্তা রিমাইন্ডার',
      content: 'আমরা কখনোই আপনার পাসওয়ার্ড চাইব না। সদস্য কেন্দ্রে টু-ফ্যাক্টর অথেনটিকেশন চালু করুন।',
    },
    'Customer service hours': {
      title: 'গ্রাহক সেবার সময়',
      content: 'লাইভ চ্যাটে দিনে 24 ঘণ্টাই গ্রাহক সেবা পাওয়া যায়।',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots রক্ষণাবেক্ষণ',
      content: 'RSG Slots-এ নির্ধারিত রক্ষণাবেক্ষণ চলছে। অন্যান্য স্লট যথারীতি খেলা যাবে।',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports রক্ষণাবেক্ষণ',
      content: 'BTI Sportsbook আপগ্রেড করা হচ্ছে; আপগ্রেডের আগে ধরা বাজি সম্পূর্ণ নিরাপদ।',
    },
    'New in-house slot': {
      title: 'আমাদের নিজস্ব নতুন স্লট',
      content: '<b>Lotus Provably Fair Slot</b> খেলে দেখুন: প্রতিটি স্পিন যাচাই করা যায়।',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> টিম',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play-এ আপনাকে স্বাগতম',
      content:
        '<p>আজই রেজিস্টার করুন এবং প্রথম ডিপোজিটে পান <b>100% ওয়েলকাম বোনাস</b>।</p><ul><li>হাজার হাজার স্লট</li><li>লাইভ ক্যাসিনো 24/7</li><li>দ্রুত উত্তোলন</li></ul>',
    },
    'Play responsibly': {
      title: 'দায়িত্ব নিয়ে খেলুন',
      content: '<p>নিজের জন্য একটি বাজেট ঠিক করুন এবং মাঝে মাঝে বিরতি নিন। খেলতে হলে আপনার বয়স <b>18 বা তার বেশি</b> হতে হবে।</p>',
    },
    'Weekend reload bonus': {
      title: 'উইকেন্ড রিলোড বোনাস',
      content: '<p>এই উইকেন্ডে ডিপোজিট করুন এবং ฿2,000 পর্যন্ত <b>20% রিলোড বোনাস</b> পান। রিওয়ার্ড কেন্দ্র থেকে ক্লেম করুন।</p>',
    },
    'Agent commission update': {
      title: 'এজেন্ট কমিশন আপডেট',
      content: '<p>আগামী মাস থেকে কমিশন দেওয়া হবে <b>প্রতি সপ্তাহে</b>। বিস্তারিত জানতে এজেন্ট কেন্দ্র দেখুন।</p>',
    },
    'Your first-deposit gift': {
      title: 'আপনার প্রথম ডিপোজিটের উপহার',
      content: '<p>যোগ দেওয়ার জন্য ধন্যবাদ! <b>7 দিনের</b> মধ্যে প্রথম ডিপোজিট করুন আর আনলক করুন 50টি ফ্রি স্পিন।</p>',
    },
    'VIP cashback week': {
      title: 'VIP ক্যাশব্যাক সপ্তাহ',
      content: '<p>VIP 3 ও তার উপরের সদস্যদের জন্য: এই সপ্তাহে লাইভ ক্যাসিনোর হারে <b>10% ক্যাশব্যাক</b>।</p>',
    },
    'Scheduled system upgrade': {
      title: 'নির্ধারিত সিস্টেম আপগ্রেড',
      content: '<p>সোমবার 02:00–04:00 (GMT+7)-এ সাইট আপগ্রেড করা হবে। আপনার ব্যালেন্স সম্পূর্ণ নিরাপদ।</p>',
    },
    'Invite friends, earn rewards': {
      title: 'বন্ধুদের আমন্ত্রণ জানান, রিওয়ার্ড পান',
      content: '<p>আপনার লিংক শেয়ার করুন এবং বন্ধুদের প্রথম ডিপোজিটের <b>5%</b> পান।</p>',
    },
  },
  rewards: {
    'Weekly gift': 'সাপ্তাহিক উপহার',
    'Live casino cashback': 'লাইভ ক্যাসিনো ক্যাশব্যাক',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 বোনাস ক্রেডিট',
    '฿100 bonus credit': '฿100 বোনাস ক্রেডিট',
    '฿500 bonus credit': '฿500 বোনাস ক্রেডিট',
    'Lotus Play T-shirt': 'Lotus Play টি-শার্ট',
    'Wireless earbuds': 'ওয়্যারলেস ইয়ারবাডস',
    'Smartphone': 'স্মার্টফোন',
  },
};
