/** Swahili (SW) demo content: banner captions, notices and popups (terms from docs/glossary/sw.md). */
import type { SeedTranslation } from './types.ts';

export const SW: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Bonasi ya kukaribisha',
    'Ten thousand slots': 'Sloti elfu kumi',
    'Live casino': 'Kasino ya moja kwa moja',
    'Provably fair': 'Haki inayothibitishwa',
    'Login welcome': 'Karibu tena',
    'Register bonus': 'Bonasi ya kujisajili',
    'Account help': 'Msaada wa akaunti',
    'Invite friends': 'Alika marafiki',
    'VIP club': 'Klabu ya VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Karibu Lotus Play',
      content: 'Asante kwa kucheza nasi. Tembelea ukurasa wa Promosheni uone ofa za wiki hii.',
    },
    'Weekend deposit bonus': {
      title: 'Bonasi ya kuweka pesa wikendi',
      content: 'Ukiweka pesa Jumamosi na Jumapili unapata bonasi; angalia masharti ya promosheni.',
    },
    'New slots every week': {
      title: 'Sloti mpya kila wiki',
      content: 'Makumi ya sloti mpya huongezwa kwenye ukumbi wa RNG kila wiki.',
    },
    'Scheduled system upgrade': {
      title: 'Uboreshaji wa mfumo uliopangwa',
      content: 'Tovuti itaboreshwa Jumanne saa 02:00-03:00 UTC; huenda michezo isipatikane kwa muda mfupi.',
    },
    'Responsible gaming': {
      title: 'Kucheza kwa uwajibikaji',
      content: 'Weka kikomo cha kuweka pesa kwenye kituo cha mwanachama na ucheze kwa uwajibikaji.',
    },
    'VIP club opening': {
      title: 'Klabu ya VIP imefunguliwa',
      content: 'Klabu yetu ya VIP iko wazi: kadiri ngazi yako inavyopanda, ndivyo bonasi ya kila wiki inavyoongezeka.',
    },
    'Invite friends, earn rewards': {
      title: 'Alika marafiki, pata zawadi',
      content: 'Shiriki msimbo wako wa rufaa upate zawadi kwa kila rafiki anayejiunga.',
    },
    'Live casino tables extended': {
      title: 'Meza zaidi za kasino ya moja kwa moja',
      content: 'Meza zaidi za baccarat na roulette za moja kwa moja sasa ziko wazi usiku na mchana.',
    },
    'Mobile app update': {
      title: 'Sasisho la programu ya simu',
      content: 'Toleo jipya la programu ya simu linapatikana kwa iOS na Android.',
    },
    'Lottery draw schedule': {
      title: 'Ratiba ya droo za bahati nasibu',
      content: 'Droo za bahati nasibu hufanyika kwa ratiba rasmi; matokeo hutangazwa baada ya kila droo.',
    },
    'Security reminder': {
      title: 'Ukumbusho wa usalama',
      content: 'Hatutawahi kukuomba nenosiri lako. Washa uthibitishaji wa hatua mbili kwenye kituo cha mwanachama.',
    },
    'Customer service hours': {
      title: 'Saa za huduma kwa wateja',
      content: 'Huduma kwa wateja inapatikana saa 24 kila siku kupitia gumzo la moja kwa moja.',
    },
    'RSG Slots maintenance': {
      title: 'Matengenezo ya RSG Slots',
      content: 'RSG Slots ziko kwenye matengenezo yaliyopangwa. Sloti nyingine zinapatikana kama kawaida.',
    },
    'BTI Sports maintenance': {
      title: 'Matengenezo ya BTI Sports',
      content: 'BTI Sportsbook inaboreshwa; beti zilizowekwa kabla ya uboreshaji ziko salama.',
    },
    'New in-house slot': {
      title: 'Sloti yetu mpya',
      content: 'Jaribu <b>Lotus Provably Fair Slot</b>: kila spin inaweza kuthibitishwa.',
    },
  },
  noticeSignOff: 'Timu ya <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Karibu Lotus Play',
      content:
        '<p>Jisajili leo upate <b>bonasi ya kukaribisha ya 100%</b> kwenye pesa utakazoweka mara ya kwanza.</p><ul><li>Maelfu ya sloti</li><li>Kasino ya moja kwa moja 24/7</li><li>Utoaji pesa wa haraka</li></ul>',
    },
    'Play responsibly': {
      title: 'Cheza kwa uwajibikaji',
      content: '<p>Jiwekee bajeti na upumzike mara kwa mara. Lazima uwe na <b>umri wa miaka 18 au zaidi</b> ili kucheza.</p>',
    },
    'Weekend reload bonus': {
      title: 'Bonasi ya kuweka pesa tena wikendi',
      content: '<p>Weka pesa wikendi hii upate <b>bonasi ya kuweka pesa tena ya 20%</b> hadi ฿2,000. Idai kwenye kituo cha zawadi.</p>',
    },
    'Agent commission update': {
      title: 'Taarifa mpya kuhusu kamisheni ya mawakala',
      content: '<p>Kuanzia mwezi ujao, kamisheni italipwa <b>kila wiki</b>. Angalia kituo cha wakala kwa maelezo zaidi.</p>',
    },
    'Your first-deposit gift': {
      title: 'Zawadi yako ya kuweka pesa mara ya kwanza',
      content: '<p>Asante kwa kujiunga! Weka pesa kwa mara ya kwanza ndani ya <b>siku 7</b> ufungue spins 50 za bure.</p>',
    },
    'VIP cashback week': {
      title: 'Wiki ya cashback ya VIP',
      content: '<p>VIP 3 na zaidi: <b>cashback ya 10%</b> kwa hasara za kasino ya moja kwa moja wiki hii.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Uboreshaji wa mfumo uliopangwa',
      content: '<p>Tovuti itaboreshwa Jumatatu saa 02:00–04:00 (GMT+7). Salio lako liko salama.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Alika marafiki, pata zawadi',
      content: '<p>Shiriki kiungo chako cha rufaa upate <b>5%</b> ya pesa ambazo marafiki zako wanaweka mara ya kwanza.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Zawadi ya kila wiki',
    'Live casino cashback': 'Cashback ya kasino ya moja kwa moja',
  },
  mallItems: {
    '฿20 bonus credit': 'Bonasi ya ฿20',
    '฿100 bonus credit': 'Bonasi ya ฿100',
    '฿500 bonus credit': 'Bonasi ya ฿500',
    'Lotus Play T-shirt': 'Tisheti ya Lotus Play',
    'Wireless earbuds': 'Earbuds zisizotumia waya',
    'Smartphone': 'Simu janja',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Bonasi ya kukaribisha ฿500',
      summary: 'Wanachama wapya: omba upate bonasi ya ฿500, itakayotolewa baada ya mzunguko wa mara 5 kwenye mchezo wowote.',
      body: 'Kila mwanachama anaweza kuomba mara moja tu. Bonasi huingia kwenye salio lako la bonasi pindi ombi lako linapoidhinishwa.\n\nCheza mchezo wowote: kila beti iliyokamilika huhesabiwa kwenye mzunguko wa mara 5 (฿2,500). Ukiufikia, bonasi inageuka kuwa pesa taslimu unazoweza kutoa.\n\nUna siku 14 tangu ombi lako kuidhinishwa. Bonasi ambayo mzunguko wake haujafikiwa kwa wakati hupotea na huonyeshwa kwenye historia yako ya bonasi.',
    },
    'Slots reload ฿200': {
      title: 'Bonasi ya sloti ya kuweka pesa tena ฿200',
      summary: 'Bonasi ya ฿200 kwa wachezaji wa sloti, itakayotolewa baada ya mzunguko wa mara 10 kwenye sloti. Kiwango cha juu cha kutoa ni ฿200.',
      body: 'Michezo ya sloti pekee (sloti za RNG na sloti zetu wenyewe) ndiyo huhesabiwa kwenye mzunguko wa mara 10 wa ฿2,000.\n\nBonasi lazima itolewe ndani ya siku 7. Kiasi kinachoweza kugeuka kuwa pesa taslimu ni ฿200 kwa juu kabisa.',
    },
    'Live casino weekend ฿300': {
      title: 'Wikendi ya kasino ya moja kwa moja ฿300',
      summary: 'Cheza baccarat na roulette za moja kwa moja wikendi hii: bonasi ya ฿300, mzunguko wa mara 5 kwenye kasino ya moja kwa moja.',
      body: 'Beti za kasino ya moja kwa moja pekee ndizo huhesabiwa. Ukipenda, pakia picha ya skrini ya meza unayoipenda pamoja na ombi lako (hadi picha 3).\n\nBonasi lazima itolewe ndani ya siku 5 tangu ombi kuidhinishwa.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Mwindaji samaki ฿100 papo hapo',
      summary: 'Jiunge upate bonasi ya ฿100 papo hapo, itakayotolewa baada ya mzunguko wa mara 3 kwenye michezo ya uvuvi.',
      body: 'Hakuna haja ya kusubiri idhini: bonasi hulipwa mara unapojiunga.\n\nMichezo ya uvuvi pekee ndiyo huhesabiwa kwenye mzunguko wa mara 3 wa ฿300. Inatumika kwa siku 3.',
    },
    'Songkran splash ฿1,000': {
      title: 'Sherehe ya maji ya Songkran ฿1,000',
      summary: 'Inakuja hivi karibuni: bonasi ya sikukuu ya ฿1,000 kwa kila mwanachama hai.',
      body: 'Maombi yatafunguliwa siku ya kwanza ya sikukuu. Mzunguko wa mara 8 kwenye mchezo wowote, na siku 10 za kuitoa bonasi.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Bahasha nyekundu ya bahati',
      description: 'Bahasha nyekundu moja kwa kila mwanachama hadi zitakapoisha: ndani kuna ฿8 hadi ฿88, zinazoongezwa kwenye salio lako la bonasi (mzunguko wa mara 3, siku 7).',
    },
    'Depositor red envelope': {
      title: 'Bahasha nyekundu ya wanaoweka pesa',
      description: 'Weka pesa ฿300 au zaidi wakati wa tukio hili kisha ufungue bahasha nyekundu yenye ฿38 hadi ฿388.',
    },
    'Weekly lucky draw': {
      title: 'Droo ya zawadi ya kila wiki',
      description: 'Kila ฿100 za mzunguko halali wiki hii ni tiketi moja (hadi tiketi 100). Washindi watatu huchaguliwa kwa droo wiki inapoisha.',
    },
    'Festival lucky draw': {
      title: 'Droo ya zawadi ya sikukuu',
      description: 'Pata tiketi kutokana na mzunguko halali katika wiki ya sikukuu. Washindi wanapaswa kudai zawadi zao ndani ya siku 7 baada ya droo.',
    },
  },
};
