/** Telugu (TE) demo content: banner captions, notices and popups (terms from docs/glossary/te.md). */
import type { SeedTranslation } from './types.ts';

export const TE: SeedTranslation = {
  banners: {
    'Welcome bonus': 'వెల్‌కమ్ బోనస్',
    'Ten thousand slots': 'పది వేల స్లాట్స్',
    'Live casino': 'లైవ్ క్యాసినో',
    'Provably fair': 'నిరూపించదగిన నిష్పక్షపాతం',
    'Login welcome': 'మళ్లీ స్వాగతం',
    'Register bonus': 'రిజిస్ట్రేషన్ బోనస్',
    'Account help': 'ఖాతా సహాయం',
    'Invite friends': 'స్నేహితులను ఆహ్వానించండి',
    'VIP club': 'VIP క్లబ్',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Playకి స్వాగతం',
      content: 'మాతో ఆడుతున్నందుకు ధన్యవాదాలు. ఈ వారం ఆఫర్ల కోసం ప్రమోషన్ల పేజీ చూడండి.',
    },
    'Weekend deposit bonus': {
      title: 'వీకెండ్ డిపాజిట్ బోనస్',
      content: 'శనివారం, ఆదివారం చేసే డిపాజిట్లకు బోనస్ లభిస్తుంది; వివరాలకు ప్రమోషన్ నిబంధనలు చూడండి.',
    },
    'New slots every week': {
      title: 'ప్రతి వారం కొత్త స్లాట్స్',
      content: 'RNG లాబీలో ప్రతి వారం డజన్ల కొద్దీ కొత్త స్లాట్ గేమ్స్ వస్తున్నాయి.',
    },
    'Scheduled system upgrade': {
      title: 'ముందే నిర్ణయించిన సిస్టమ్ అప్‌గ్రేడ్',
      content: 'మంగళవారం 02:00-03:00 UTC మధ్య సైట్ అప్‌గ్రేడ్ అవుతుంది; ఆ సమయంలో గేమ్స్ కొద్దిసేపు అందుబాటులో ఉండకపోవచ్చు.',
    },
    'Responsible gaming': {
      title: 'బాధ్యతాయుత గేమింగ్',
      content: 'సభ్యుల కేంద్రంలో డిపాజిట్ పరిమితులు సెట్ చేసుకుని బాధ్యతాయుతంగా ఆడండి.',
    },
    'VIP club opening': {
      title: 'VIP క్లబ్ ప్రారంభం',
      content: 'మా VIP క్లబ్ ప్రారంభమైంది: స్థాయి ఎంత పెరిగితే వారపు బోనస్ అంత పెద్దది.',
    },
    'Invite friends, earn rewards': {
      title: 'స్నేహితులను ఆహ్వానించండి, రివార్డులు పొందండి',
      content: 'మీ రెఫరల్ కోడ్ షేర్ చేయండి, చేరిన ప్రతి స్నేహితుడికీ ఒక రివార్డ్ పొందండి.',
    },
    'Live casino tables extended': {
      title: 'లైవ్ క్యాసినోలో మరిన్ని టేబుల్స్',
      content: 'మరిన్ని లైవ్ బకారా, రౌలెట్ టేబుల్స్ ఇప్పుడు 24 గంటలూ తెరిచే ఉంటాయి.',
    },
    'Mobile app update': {
      title: 'మొబైల్ యాప్ అప్‌డేట్',
      content: 'iOS, Android కోసం మొబైల్ యాప్ కొత్త వెర్షన్ అందుబాటులో ఉంది.',
    },
    'Lottery draw schedule': {
      title: 'లాటరీ డ్రా షెడ్యూల్',
      content: 'లాటరీ డ్రాలు అధికారిక షెడ్యూల్ ప్రకారం జరుగుతాయి; ప్రతి డ్రా తర్వాత ఫలితాలు ప్రకటిస్తాం.',
    },
    'Security reminder': {
      title: 'భద్రతా రిమైండర్',
      content: 'మేము మీ పాస్‌వర్డ్‌ను ఎప్పుడూ అడగము. సభ్యుల కేంద్రంలో టూ-ఫ్యాక్టర్ ఆథెంటికేషన్ ఆన్ చేయండి.',
    },
    'Customer service hours': {
      title: 'కస్టమర్ సర్వీస్ సమయాలు',
      content: 'లైవ్ చాట్ ద్వారా కస్టమర్ సర్వీస్ రోజుకు 24 గంటలూ అందుబాటులో ఉంటుంది.',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots నిర్వహణ',
      content: 'RSG Slots ముందే నిర్ణయించిన నిర్వహణలో ఉన్నాయి. ఇతర స్లాట్స్ అందుబాటులో ఉన్నాయి.',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports నిర్వహణ',
      content: 'BTI Sportsbook అప్‌గ్రేడ్ అవుతోంది; అప్‌గ్రేడ్‌కు ముందు వేసిన పందేలు సురక్షితంగా ఉన్నాయి.',
    },
    'New in-house slot': {
      title: 'మా సొంత కొత్త స్లాట్',
      content: '<b>Lotus Provably Fair Slot</b> ఆడి చూడండి: ప్రతి స్పిన్‌ను ధృవీకరించుకోవచ్చు.',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> టీమ్',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Playకి స్వాగతం',
      content:
        '<p>ఈ రోజే రిజిస్టర్ చేసుకుని మీ మొదటి డిపాజిట్‌పై <b>100% వెల్‌కమ్ బోనస్</b> పొందండి.</p><ul><li>వేలాది స్లాట్స్</li><li>లైవ్ క్యాసినో 24/7</li><li>వేగవంతమైన విత్‌డ్రా</li></ul>',
    },
    'Play responsibly': {
      title: 'బాధ్యతాయుతంగా ఆడండి',
      content: '<p>మీకంటూ ఒక బడ్జెట్ పెట్టుకోండి, మధ్యమధ్యలో విరామం తీసుకోండి. ఆడటానికి మీ వయసు <b>18 సంవత్సరాలు లేదా అంతకంటే ఎక్కువ</b> ఉండాలి.</p>',
    },
    'Weekend reload bonus': {
      title: 'వీకెండ్ రీలోడ్ బోనస్',
      content: '<p>ఈ వీకెండ్ డిపాజిట్ చేసి ฿2,000 వరకు <b>20% రీలోడ్ బోనస్</b> పొందండి. దీన్ని రివార్డ్ కేంద్రంలో క్లెయిమ్ చేయండి.</p>',
    },
    'Agent commission update': {
      title: 'ఏజెంట్ కమీషన్ అప్‌డేట్',
      content: '<p>వచ్చే నెల నుండి కమీషన్ <b>ప్రతి వారం</b> చెల్లిస్తాం. వివరాలకు ఏజెంట్ కేంద్రం చూడండి.</p>',
    },
    'Your first-deposit gift': {
      title: 'మీ మొదటి డిపాజిట్ బహుమతి',
      content: '<p>మాతో చేరినందుకు ధన్యవాదాలు! <b>7 రోజుల్లో</b> మొదటి డిపాజిట్ చేసి 50 ఫ్రీ స్పిన్‌లు అన్‌లాక్ చేసుకోండి.</p>',
    },
    'VIP cashback week': {
      title: 'VIP క్యాష్‌బ్యాక్ వారం',
      content: '<p>VIP 3, ఆపై స్థాయిల వారికి: ఈ వారం లైవ్ క్యాసినో నష్టాలపై <b>10% క్యాష్‌బ్యాక్</b>.</p>',
    },
    'Scheduled system upgrade': {
      title: 'ముందే నిర్ణయించిన సిస్టమ్ అప్‌గ్రేడ్',
      content: '<p>సోమవారం 02:00–04:00 (GMT+7) మధ్య సైట్ అప్‌గ్రేడ్ అవుతుంది. మీ బ్యాలెన్స్ సురక్షితంగా ఉంటుంది.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'స్నేహితులను ఆహ్వానించండి, రివార్డులు పొందండి',
      content: '<p>మీ లింక్ షేర్ చేసి, మీ స్నేహితుల మొదటి డిపాజిట్లలో <b>5%</b> పొందండి.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'వారపు బహుమతి',
    'Live casino cashback': 'లైవ్ క్యాసినో క్యాష్‌బ్యాక్',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 బోనస్ క్రెడిట్',
    '฿100 bonus credit': '฿100 బోనస్ క్రెడిట్',
    '฿500 bonus credit': '฿500 బోనస్ క్రెడిట్',
    'Lotus Play T-shirt': 'Lotus Play టీ-షర్ట్',
    'Wireless earbuds': 'వైర్‌లెస్ ఇయర్‌బడ్స్',
    'Smartphone': 'స్మార్ట్‌ఫోన్',
  },
};
