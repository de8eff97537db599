/** Roman Urdu (UR-LA) demo content: banner captions, notices and popups (terms from docs/glossary/ur-la.md). */
import type { SeedTranslation } from './types.ts';

export const UR_LA: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Welcome bonus',
    'Ten thousand slots': 'Das hazaar slots',
    'Live casino': 'Live casino',
    'Provably fair': 'Provably fair',
    'Login welcome': 'Wapsi par khush aamdeed',
    'Register bonus': 'Registration bonus',
    'Account help': 'Account mein madad',
    'Invite friends': 'Doston ko invite karein',
    'VIP club': 'VIP club',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play mein khush aamdeed',
      content: 'Hamare saath khelne ka shukriya. Is hafte ki offers dekhne ke liye Promotions page dekhein.',
    },
    'Weekend deposit bonus': {
      title: 'Weekend deposit bonus',
      content: 'Saturday aur Sunday ko deposit karne par bonus milta hai; tafseelat ke liye promotion ki sharait dekhein.',
    },
    'New slots every week': {
      title: 'Har hafte naye slots',
      content: 'RNG lobby mein har hafte darjanon naye slot games aate hain.',
    },
    'Scheduled system upgrade': {
      title: 'Tay shuda system upgrade',
      content: 'Site ka upgrade Tuesday ko 02:00-03:00 UTC hoga; ho sakta hai is dauran games thori der ke liye dastyab na hon.',
    },
    'Responsible gaming': {
      title: 'Zimmedarana gaming',
      content: 'Member centre mein apni deposit limit set karein aur zimmedari se khelein.',
    },
    'VIP club opening': {
      title: 'VIP club ka aaghaz',
      content: 'Hamara VIP club khul gaya hai: jitna ooncha level, utna bara weekly bonus.',
    },
    'Invite friends, earn rewards': {
      title: 'Doston ko invite karein, rewards kamayein',
      content: 'Apna referral code share karein aur join karne wale har dost par reward paayein.',
    },
    'Live casino tables extended': {
      title: 'Live casino mein mazeed tables',
      content: 'Live baccarat aur roulette ki mazeed tables ab din raat khuli hain.',
    },
    'Mobile app update': {
      title: 'Mobile app update',
      content: 'iOS aur Android ke liye mobile app ka naya version dastyab hai.',
    },
    'Lottery draw schedule': {
      title: 'Lottery draw ka schedule',
      content: 'Lottery ke draws official schedule ke mutabiq hote hain; har draw ke baad results jaari kiye jate hain.',
    },
    'Security reminder': {
      title: 'Security reminder',
      content: 'Hum aap se kabhi aap ka password nahi mangenge. Member centre mein two-factor authentication on karein.',
    },
    'Customer service hours': {
      title: 'Customer service ke auqaat',
      content: 'Customer service live chat par din ke 24 ghante dastyab hai.',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots ki maintenance',
      content: 'RSG Slots par scheduled maintenance chal rahi hai. Baqi slots dastyab hain.',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports ki maintenance',
      content: 'BTI Sportsbook upgrade ho raha hai; upgrade se pehle lagayi gayi shartein mehfooz hain.',
    },
    'New in-house slot': {
      title: 'Hamara naya in-house slot',
      content: '<b>Lotus Provably Fair Slot</b> try karein: har spin ki tasdeeq ki ja sakti hai.',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> team',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play mein khush aamdeed',
      content:
        '<p>Aaj hi register karein aur pehle deposit par <b>100% welcome bonus</b> paayein.</p><ul><li>Hazaron slots</li><li>Live casino 24/7</li><li>Tez withdrawals</li></ul>',
    },
    'Play responsibly': {
      title: 'Zimmedari se khelein',
      content: '<p>Apna budget tay karein aur waqfa lete rahein. Khelne ke liye aap ki umar <b>18 saal ya us se zyada</b> honi chahiye.</p>',
    },
    'Weekend reload bonus': {
      title: 'Weekend reload bonus',
      content: '<p>Is weekend deposit karein aur ฿2,000 tak <b>20% reload bonus</b> paayein. Isay Reward centre se claim karein.</p>',
    },
    'Agent commission update': {
      title: 'Agent commission update',
      content: '<p>Agle mahine se commission <b>har hafte</b> ada kiya jayega. Tafseelat ke liye Agent centre dekhein.</p>',
    },
    'Your first-deposit gift': {
      title: 'Aap ke pehle deposit ka tohfa',
      content: '<p>Join karne ka shukriya! <b>7 din</b> ke andar pehla deposit karein aur 50 free spins unlock karein.</p>',
    },
    'VIP cashback week': {
      title: 'VIP cashback hafta',
      content: '<p>VIP 3 aur us se upar: is hafte live casino mein haar par <b>10% cashback</b>.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Tay shuda system upgrade',
      content: '<p>Site ka upgrade Monday ko 02:00–04:00 (GMT+7) hoga. Aap ka balance mehfooz hai.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Doston ko invite karein, rewards kamayein',
      content: '<p>Apna referral link share karein aur apne doston ke pehle deposit ka <b>5%</b> paayein.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Haftawar tohfa',
    'Live casino cashback': 'Live casino cashback',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 bonus credit',
    '฿100 bonus credit': '฿100 bonus credit',
    '฿500 bonus credit': '฿500 bonus credit',
    'Lotus Play T-shirt': 'Lotus Play T-shirt',
    'Wireless earbuds': 'Wireless earbuds',
    'Smartphone': 'Smartphone',
  },
};
