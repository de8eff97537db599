/** Hindi (HI) demo content: banner captions, notices and popups (terms from docs/glossary/hi.md). */
import type { SeedTranslation } from './types.ts';

export const HI: SeedTranslation = {
  banners: {
    'Welcome bonus': 'वेलकम बोनस',
    'Ten thousand slots': 'दस हज़ार स्लॉट गेम',
    'Live casino': 'लाइव कैसीनो',
    'Provably fair': 'प्रोवेबली फ़ेयर',
    'Login welcome': 'फिर से स्वागत है',
    'Register bonus': 'रजिस्ट्रेशन बोनस',
    'Account help': 'खाता सहायता',
    'Invite friends': 'दोस्तों को आमंत्रित करें',
    'VIP club': 'VIP क्लब',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play में आपका स्वागत है',
      content: 'हमारे साथ खेलने के लिए धन्यवाद। इस हफ़्ते के ऑफ़र देखने के लिए प्रमोशन पेज पर जाएं।',
    },
    'Weekend deposit bonus': {
      title: 'वीकेंड जमा बोनस',
      content: 'शनिवार और रविवार को जमा करने पर बोनस मिलता है; विवरण के लिए प्रमोशन की शर्तें देखें।',
    },
    'New slots every week': {
      title: 'हर हफ़्ते नए स्लॉट',
      content: 'RNG लॉबी में हर हफ़्ते दर्जनों नए स्लॉट गेम जुड़ते हैं।',
    },
    'Scheduled system upgrade': {
      title: 'निर्धारित सिस्टम अपग्रेड',
      content: 'साइट मंगलवार को 02:00-03:00 UTC के बीच अपग्रेड होगी; इस दौरान गेम कुछ देर के लिए उपलब्ध नहीं हो सकते।',
    },
    'Responsible gaming': {
      title: 'ज़िम्मेदार गेमिंग',
      content: 'सदस्य केंद्र में अपनी जमा सीमा तय करें और ज़िम्मेदारी से खेलें।',
    },
    'VIP club opening': {
      title: 'VIP क्लब की शुरुआत',
      content: 'हमारा VIP क्लब खुल गया है: जितना ऊंचा लेवल, उतना बड़ा साप्ताहिक बोनस।',
    },
    'Invite friends, earn rewards': {
      title: 'दोस्तों को आमंत्रित करें, रिवॉर्ड पाएं',
      content: 'अपना रेफ़रल कोड शेयर करें और जुड़ने वाले हर दोस्त पर रिवॉर्ड पाएं।',
    },
    'Live casino tables extended': {
      title: 'लाइव कैसीनो में और टेबल',
      content: 'लाइव बैकारेट और रूलेट की और भी टेबल अब चौबीसों घंटे खुली हैं।',
    },
    'Mobile app update': {
      title: 'मोबाइल ऐप अपडेट',
      content: 'iOS और Android के लिए मोबाइल ऐप का नया वर्ज़न उपलब्ध है।',
    },
    'Lottery draw schedule': {
      title: 'लॉटरी ड्रॉ का शेड्यूल',
      content: 'लॉटरी ड्रॉ आधिकारिक शेड्यूल के अनुसार होते हैं; हर ड्रॉ के बाद नतीजे जारी किए जाते हैं।',
    },
    'Security reminder': {
      title: 'सुरक्षा रिमाइंडर',
      content: 'हम आपसे कभी आपका पासवर्ड नहीं मांगेंगे। सदस्य केंद्र में टू-फ़ैक्टर ऑथेंटिकेशन चालू करें।',
    },
    'Customer service hours': {
      title: 'ग्राहक सेवा का समय',
      content: 'ग्राहक सेवा लाइव चैट पर दिन के 24 घंटे उपलब्ध है।',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots का रखरखाव',
      content: 'RSG Slots पर निर्धारित रखरखाव चल रहा है। बाकी स्लॉट उपलब्ध हैं।',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports का रखरखाव',
      content: 'BTI Sportsbook अपग्रेड हो रहा है; अपग्रेड से पहले लगाए गए दांव सुरक्षित हैं।',
    },
    'New in-house slot': {
      title: 'हमारा नया इन-हाउस स्लॉट',
      content: '<b>Lotus Provably Fair Slot</b> आज़माएं: हर स्पिन की जांच की जा सकती है।',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> टीम',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play में आपका स्वागत है',
      content:
        '<p>आज ही रजिस्टर करें और पहली जमा पर <b>100% वेलकम बोनस</b> पाएं।</p><ul><li>हज़ारों स्लॉट गेम</li><li>लाइव कैसीनो 24/7</li><li>तेज़ निकासी</li></ul>',
    },
    'Play responsibly': {
      title: 'ज़िम्मेदारी से खेलें',
      content: '<p>अपना बजट तय करें और बीच-बीच में ब्रेक लें। खेलने के लिए आपकी उम्र <b>18 वर्ष या उससे अधिक</b> होनी चाहिए।</p>',
    },
    'Weekend reload bonus': {
      title: 'वीकेंड रीलोड बोनस',
      content: '<p>इस वीकेंड जमा करें और ฿2,000 तक का <b>20% रीलोड बोनस</b> पाएं। इसे रिवॉर्ड केंद्र में क्लेम करें।</p>',
    },
    'Agent commission update': {
      title: 'एजेंट कमीशन अपडेट',
      content: '<p>अगले महीने से कमीशन का भुगतान <b>हर हफ़्ते</b> होगा। विवरण के लिए एजेंट केंद्र देखें।</p>',
    },
    'Your first-deposit gift': {
      title: 'पहली जमा पर आपका तोहफ़ा',
      content: '<p>जुड़ने के लिए धन्यवाद! <b>7 दिनों</b> के अंदर अपनी पहली जमा करें और 50 फ़्री स्पिन अनलॉक करें।</p>',
    },
    'VIP cashback week': {
      title: 'VIP कैशबैक सप्ताह',
      content: '<p>VIP 3 और उससे ऊपर: इस हफ़्ते लाइव कैसीनो में हार पर <b>10% कैशबैक</b>।</p>',
    },
    'Scheduled system upgrade': {
      title: 'निर्धारित सिस्टम अपग्रेड',
      content: '<p>साइट सोमवार को 02:00–04:00 (GMT+7) के बीच अपग्रेड होगी। आपका बैलेंस सुरक्षित है।</p>',
    },
    'Invite friends, earn rewards': {
      title: 'दोस्तों को आमंत्रित करें, रिवॉर्ड पाएं',
      content: '<p>अपना लिंक शेयर करें और दोस्तों की पहली जमा का <b>5%</b> पाएं।</p>',
    },
  },
  rewards: {
    'Weekly gift': 'साप्ताहिक उपहार',
    'Live casino cashback': 'लाइव कैसीनो कैशबैक',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 बोनस क्रेडिट',
    '฿100 bonus credit': '฿100 बोनस क्रेडिट',
    '฿500 bonus credit': '฿500 बोनस क्रेडिट',
    'Lotus Play T-shirt': 'Lotus Play टी-शर्ट',
    'Wireless earbuds': 'वायरलेस ईयरबड्स',
    'Smartphone': 'स्मार्टफोन',
  },
};
