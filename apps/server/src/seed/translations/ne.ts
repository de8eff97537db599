/** Nepali (NE) demo content: banner captions, notices and popups (terms from docs/glossary/ne.md). */
import type { SeedTranslation } from './types.ts';

export const NE: SeedTranslation = {
  banners: {
    'Welcome bonus': 'स्वागत बोनस',
    'Ten thousand slots': 'दस हजार स्लट',
    'Live casino': 'लाइभ क्यासिनो',
    'Provably fair': 'प्रोभेबली फेयर',
    'Login welcome': 'फेरि स्वागत छ',
    'Register bonus': 'दर्ता बोनस',
    'Account help': 'खाता सहायता',
    'Invite friends': 'साथीहरूलाई आमन्त्रण गर्नुहोस्',
    'VIP club': 'VIP क्लब',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play मा स्वागत छ',
      content: 'हामीसँग खेल्नुभएकोमा धन्यवाद। यस हप्ताका अफरहरू हेर्न प्रमोसन पेजमा जानुहोस्।',
    },
    'Weekend deposit bonus': {
      title: 'सप्ताहान्त जम्मा बोनस',
      content: 'शनिबार र आइतबार जम्मा गर्दा बोनस पाइन्छ; विवरणका लागि प्रमोसनका सर्तहरू हेर्नुहोस्।',
    },
    'New slots every week': {
      title: 'हरेक हप्ता नयाँ स्लट',
      content: 'RNG लबीमा हरेक हप्ता दर्जनौं नयाँ स्लट खेल थपिन्छन्।',
    },
    'Scheduled system upgrade': {
      title: 'निर्धारित प्रणाली अपग्रेड',
      content: 'साइट मंगलबार 02:00-03:00 UTC मा अपग्रेड गरिनेछ; यस बीच खेलहरू केही समय उपलब्ध नहुन सक्छन्।',
    },
    'Responsible gaming': {
      title: 'जिम्मेवार गेमिङ',
      content: 'सदस्य केन्द्रमा जम्मा सीमा तोक्नुहोस् र जिम्मेवारीपूर्वक खेल्नुहोस्।',
    },
    'VIP club opening': {
      title: 'VIP क्लब सुरु भयो',
      content: 'हाम्रो VIP क्लब खुलेको छ: जति माथिल्लो लेभल, उति ठूलो साप्ताहिक बोनस।',
    },
    'Invite friends, earn rewards': {
      title: 'साथीहरूलाई आमन्त्रण गर्नुहोस्, पुरस्कार पाउनुहोस्',
      content: 'आफ्नो रेफरल कोड सेयर गर्नुहोस् र सामेल हुने हरेक साथीबापत पुरस्कार पाउनुहोस्।',
    },
    'Live casino tables extended': {
      title: 'लाइभ क्यासिनोमा थप टेबल',
      content: 'थप लाइभ ब्याकारेट र रुलेट टेबल अब चौबीसै घण्टा खुला छन्।',
    },
    'Mobile app update': {
      title: 'मोबाइल एप अपडेट',
      content: 'iOS र Android का लागि मोबाइल एपको नयाँ संस्करण उपलब्ध छ।',
    },
    'Lottery draw schedule': {
      title: 'चिट्ठा ड्रको तालिका',
      content: 'चिट्ठाको ड्र आधिकारिक तालिकाअनुसार हुन्छ; हरेक ड्रपछि नतिजा प्रकाशित गरिन्छ।',
    },
    'Security reminder': {
      title: 'सुरक्षा रिमाइन्डर',
      content: 'हामी तपाईंको पासवर्ड कहिल्यै माग्दैनौं। सदस्य केन्द्रमा दुई-चरण प्रमाणीकरण सक्रिय गर्नुहोस्।',
    },
    'Customer service hours': {
      title: 'ग्राहक सेवाको समय',
      content: 'ग्राहक सेवा लाइभ च्याटमार्फत दिनको 24 घण्टा उपलब्ध छ।',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots मर्मत',
      content: 'RSG Slots मा निर्धारित मर्मत भइरहेको छ। अन्य स्लटहरू खेल्न सकिन्छ।',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports मर्मत',
      content: 'BTI Sportsbook अपग्रेड हुँदैछ; अपग्रेडअघि लगाइएका बाजीहरू सुरक्षित छन्।',
    },
    'New in-house slot': {
      title: 'हाम्रो आफ्नै नयाँ स्लट',
      content: '<b>Lotus Provably Fair Slot</b> खेलेर हेर्नुहोस्: हरेक स्पिन जाँच गर्न सकिन्छ।',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> टिम',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play मा स्वागत छ',
      content:
        '<p>आजै दर्ता गर्नुहोस् र पहिलो जम्मामा <b>100% स्वागत बोनस</b> पाउनुहोस्।</p><ul><li>हजारौं स्लट</li><li>लाइभ क्यासिनो 24/7</li><li>छिटो निकासी</li></ul>',
    },
    'Play responsibly': {
      title: 'जिम्मेवारीपूर्वक खेल्नुहोस्',
      content: '<p>आफ्नो बजेट तोक्नुहोस् र बीच-बीचमा विश्राम लिनुहोस्। खेल्नका लागि तपाईंको उमेर <b>18 वर्ष वा सोभन्दा बढी</b> हुनुपर्छ।</p>',
    },
    'Weekend reload bonus': {
      title: 'सप्ताहान्त रिलोड बोनस',
      content: '<p>यो सप्ताहान्त जम्मा गर्नुहोस् र ฿2,000 सम्मको <b>20% रिलोड बोनस</b> पाउनुहोस्। यसलाई पुरस्कार केन्द्रबाट दाबी गर्नुहोस्।</p>',
    },
    'Agent commission update': {
      title: 'एजेन्ट कमिसन अपडेट',
      content: '<p>अर्को महिनादेखि कमिसन <b>हरेक हप्ता</b> भुक्तानी गरिनेछ। विवरणका लागि एजेन्ट केन्द्र हेर्नुहोस्।</p>',
    },
    'Your first-deposit gift': {
      title: 'तपाईंको पहिलो जम्माको उपहार',
      content: '<p>सामेल हुनुभएकोमा धन्यवाद! <b>7 दिनभित्र</b> पहिलो जम्मा गर्नुहोस् र 50 फ्री स्पिन अनलक गर्नुहोस्।</p>',
    },
    'VIP cashback week': {
      title: 'VIP क्यासब्याक हप्ता',
      content: '<p>VIP 3 र सोभन्दा माथि: यस हप्ता लाइभ क्यासिनोको हारमा <b>10% क्यासब्याक</b>।</p>',
    },
    'Scheduled system upgrade': {
      title: 'निर्धारित प्रणाली अपग्रेड',
      content: '<p>साइट सोमबार 02:00–04:00 (GMT+7) मा अपग्रेड गरिनेछ। तपाईंको ब्यालेन्स सुरक्षित छ।</p>',
    },
    'Invite friends, earn rewards': {
      title: 'साथीहरूलाई आमन्त्रण गर्नुहोस्, पुरस्कार पाउनुहोस्',
      content: '<p>आफ्नो लिङ्क सेयर गर्नुहोस् र साथीहरूको पहिलो जम्माको <b>5%</b> पाउनुहोस्।</p>',
    },
  },
  rewards: {
    'Weekly gift': 'साप्ताहिक उपहार',
    'Live casino cashback': 'लाइभ क्यासिनो क्यासब्याक',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 बोनस क्रेडिट',
    '฿100 bonus credit': '฿100 बोनस क्रेडिट',
    '฿500 bonus credit': '฿500 बोनस क्रेडिट',
    'Lotus Play T-shirt': 'Lotus Play टी-सर्ट',
    'Wireless earbuds': 'वायरलेस इयरबड्स',
    'Smartphone': 'स्मार्टफोन',
  },
};
