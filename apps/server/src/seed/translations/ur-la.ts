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
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Welcome bonus ฿500',
      summary: 'Naye members: apply karein aur ฿500 bonus paayein, jo kisi bhi game par 5 guna turnover poora hone ke baad release hota hai.',
      body: 'Har member sirf ek baar apply kar sakta hai. Darkhwast approve hote hi bonus aap ke bonus balance mein aa jata hai.\n\nKoi bhi game khelein: har settled shart 5 guna turnover (฿2,500) mein shumaar hoti hai. Turnover poora hote hi bonus cash ban jata hai jise aap withdraw kar sakte hain.\n\nApproval ke baad aap ke paas 14 din hain. Jis bonus ka turnover waqt par poora na ho, woh zabt ho jata hai aur aap ki bonus history mein nazar aata hai.',
    },
    'Slots reload ฿200': {
      title: 'Slots reload bonus ฿200',
      summary: 'Slots khelne walon ke liye ฿200 bonus, jo slots par 10 guna turnover ke baad release hota hai. Zyada se zyada cash-out ฿200.',
      body: '฿2,000 ke 10 guna turnover mein sirf slot games (RNG aur hamare apne slots) shumaar hoti hain.\n\nBonus ka 7 din ke andar release hona zaroori hai. Zyada se zyada ฿200 cash mein badalte hain.',
    },
    'Live casino weekend ฿300': {
      title: 'Live casino weekend ฿300',
      summary: 'Is weekend live baccarat aur roulette khelein: ฿300 bonus, live casino par 5 guna turnover.',
      body: 'Sirf live casino ki shartein shumaar hoti hain. Chahein to darkhwast ke saath apni pasandeeda table ka screenshot bhi upload karein (zyada se zyada 3 images).\n\nBonus ka approval ke 5 din ke andar release hona zaroori hai.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Fish hunter ฿100 foran',
      summary: 'Join karein aur foran ฿100 paayein, jo fishing games par 3 guna turnover ke baad release hote hain.',
      body: 'Approval ka intezar nahi: join karte hi bonus mil jata hai.\n\n฿300 ke 3 guna turnover mein sirf fishing games shumaar hoti hain. 3 din ke liye valid.',
    },
    'Songkran splash ฿1,000': {
      title: 'Songkran water festival ฿1,000',
      summary: 'Jald aa raha hai: har active member ke liye ฿1,000 festival bonus.',
      body: 'Festival ke pehle din darkhwastein khulengi. Kisi bhi game par 8 guna turnover, aur release ke liye 10 din.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Khush qismat surkh lifafa',
      description: 'Lifafe khatam hone tak har member ke liye ek surkh lifafa: andar ฿8 se ฿88 tak, jo aap ke bonus balance mein shamil hote hain (3 guna turnover, 7 din).',
    },
    'Depositor red envelope': {
      title: 'Deposit walon ka surkh lifafa',
      description: 'Event ke dauran ฿300 ya zyada deposit karein aur ฿38 se ฿388 tak ka surkh lifafa kholein.',
    },
    'Weekly lucky draw': {
      title: 'Haftawar qura andazi',
      description: 'Is hafte har ฿100 valid turnover par ek ticket (zyada se zyada 100). Hafta khatam hone par qura andazi se teen jeetne wale chune jate hain.',
    },
    'Festival lucky draw': {
      title: 'Festival qura andazi',
      description: 'Festival ke hafte mein valid turnover se tickets hasil karein. Jeetne wale qura andazi ke 7 din ke andar apna inam claim karein.',
    },
  },
};
