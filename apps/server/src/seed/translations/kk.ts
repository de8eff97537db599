/** Kazakh (KK) demo content: banner captions, notices and popups (terms from docs/glossary/kk.md). */
import type { SeedTranslation } from './types.ts';

export const KK: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Қош келдіңіз бонусы',
    'Ten thousand slots': 'Он мың слот',
    'Live casino': 'Лайв-казино',
    'Provably fair': 'Дәлелденетін әділ ойын',
    'Login welcome': 'Қайта оралуыңызбен',
    'Register bonus': 'Тіркелу бонусы',
    'Account help': 'Аккаунт бойынша көмек',
    'Invite friends': 'Достарыңызды шақырыңыз',
    'VIP club': 'VIP клуб',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play-ге қош келдіңіз',
      content: 'Бізбен бірге ойнағаныңызға рахмет. Осы аптаның ұсыныстарын «Акциялар» бетінен қараңыз.',
    },
    'Weekend deposit bonus': {
      title: 'Демалыс күнгі толтыру бонусы',
      content: 'Сенбі және жексенбі күндері шотты толтырғанда бонус беріледі; толығырақ акция шарттарында.',
    },
    'New slots every week': {
      title: 'Апта сайын жаңа слоттар',
      content: 'RNG лоббиде апта сайын ондаған жаңа слот пайда болады.',
    },
    'Scheduled system upgrade': {
      title: 'Жүйені жоспарлы жаңарту',
      content: 'Сейсенбі күні 02:00-03:00 UTC аралығында сайт жаңартылады; ойындар қысқа уақытқа қолжетімсіз болуы мүмкін.',
    },
    'Responsible gaming': {
      title: 'Жауапты ойын',
      content: 'Жеке кабинетте толтыру лимиттерін орнатып, жауапкершілікпен ойнаңыз.',
    },
    'VIP club opening': {
      title: 'VIP клуб ашылды',
      content: 'Біздің VIP клуб ашылды: деңгейіңіз неғұрлым жоғары болса, апталық бонустарыңыз соғұрлым көп болады.',
    },
    'Invite friends, earn rewards': {
      title: 'Достарыңызды шақырып, сыйлық алыңыз',
      content: 'Реферал кодыңызбен бөлісіп, тіркелген әр дос үшін сыйлық алыңыз.',
    },
    'Live casino tables extended': {
      title: 'Лайв-казино үстелдері көбейді',
      content: 'Тәулік бойы ашық лайв-баккара және рулетка үстелдерінің саны артты.',
    },
    'Mobile app update': {
      title: 'Мобильді қолданба жаңартылды',
      content: 'iOS және Android үшін мобильді қолданбаның жаңа нұсқасы қолжетімді.',
    },
    'Lottery draw schedule': {
      title: 'Лотерея тираждарының кестесі',
      content: 'Лотерея тираждары ресми кесте бойынша өтеді; нәтижелер әр тираждан кейін жарияланады.',
    },
    'Security reminder': {
      title: 'Қауіпсіздік туралы еске салу',
      content: 'Біз ешқашан құпиясөзіңізді сұрамаймыз. Жеке кабинетте екі факторлы аутентификацияны қосыңыз.',
    },
    'Customer service hours': {
      title: 'Қолдау қызметінің жұмыс уақыты',
      content: 'Қолдау қызметі онлайн-чатта күніне 24 сағат жұмыс істейді.',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots: техникалық жұмыстар',
      content: 'RSG Slots провайдерінде жоспарлы техникалық жұмыстар жүргізілуде. Басқа слоттар қолжетімді.',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports: техникалық жұмыстар',
      content: 'BTI Sportsbook жаңартылуда; жаңартуға дейін тігілген бәстер қауіпсіз.',
    },
    'New in-house slot': {
      title: 'Жаңа меншікті слот',
      content: '<b>Lotus Provably Fair Slot</b> ойынын байқап көріңіз: әр спинді тексеруге болады.',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> командасы',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play-ге қош келдіңіз',
      content:
        '<p>Бүгін тіркеліп, алғашқы депозитке <b>100% қош келдіңіз бонусын</b> алыңыз.</p><ul><li>Мыңдаған слот</li><li>Лайв-казино 24/7</li><li>Жылдам ақша шығару</li></ul>',
    },
    'Play responsibly': {
      title: 'Жауапкершілікпен ойнаңыз',
      content: '<p>Өзіңізге бюджет белгілеп, үзіліс жасап тұрыңыз. Ойнауға тек <b>18 жастан бастап</b> рұқсат етіледі.</p>',
    },
    'Weekend reload bonus': {
      title: 'Демалыс күнгі релоад-бонус',
      content: '<p>Осы демалыста шотыңызды толтырып, ฿2,000-ға дейін <b>20% релоад-бонус</b> алыңыз. Бонусты сыйлықтар орталығынан алуға болады.</p>',
    },
    'Agent commission update': {
      title: 'Агент комиссиясындағы өзгеріс',
      content: '<p>Келесі айдан бастап комиссия <b>апта сайын</b> төленеді. Толығырақ агент кабинетінде.</p>',
    },
    'Your first-deposit gift': {
      title: 'Алғашқы депозитке сыйлық',
      content: '<p>Бізге қосылғаныңызға рахмет! <b>7 күн</b> ішінде алғашқы депозитті салып, 50 фриспин алыңыз.</p>',
    },
    'VIP cashback week': {
      title: 'VIP қайтарым апталығы',
      content: '<p>VIP 3 және одан жоғары деңгейлер: осы аптада лайв-казинодағы ұтылыстарға <b>10% қайтарым</b>.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Жүйені жоспарлы жаңарту',
      content: '<p>Дүйсенбі күні 02:00–04:00 (GMT+7) аралығында сайт жаңартылады. Балансыңыз қауіпсіз.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Достарыңызды шақырып, сыйлық алыңыз',
      content: '<p>Сілтемеңізбен бөлісіп, достарыңыздың алғашқы депозиттерінен <b>5%</b> алыңыз.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Апталық сыйлық',
    'Live casino cashback': 'Лайв-казино қайтарымы',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 бонус кредиті',
    '฿100 bonus credit': '฿100 бонус кредиті',
    '฿500 bonus credit': '฿500 бонус кредиті',
    'Lotus Play T-shirt': 'Lotus Play футболкасы',
    'Wireless earbuds': 'Сымсыз құлаққап',
    'Smartphone': 'Смартфон',
  },
};
