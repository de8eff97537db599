/** Turkish (TR) demo content: banner captions, notices and popups (terms from docs/glossary/tr.md). */
import type { SeedTranslation } from './types.ts';

export const TR: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Hoş geldin bonusu',
    'Ten thousand slots': 'On bin slot oyunu',
    'Live casino': 'Canlı casino',
    'Provably fair': 'Kanıtlanabilir adil',
    'Login welcome': 'Tekrar hoş geldiniz',
    'Register bonus': 'Kayıt bonusu',
    'Account help': 'Hesap yardımı',
    'Invite friends': 'Arkadaşlarınızı davet edin',
    'VIP club': 'VIP kulüp',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play\'e hoş geldiniz',
      content: 'Bizimle oynadığınız için teşekkür ederiz. Bu haftanın fırsatları için Promosyonlar sayfasına göz atın.',
    },
    'Weekend deposit bonus': {
      title: 'Hafta sonu yatırım bonusu',
      content: 'Cumartesi ve pazar günleri yapılan yatırımlara bonus verilir; ayrıntılar için promosyon şartlarına bakın.',
    },
    'New slots every week': {
      title: 'Her hafta yeni slotlar',
      content: 'RNG lobisine her hafta onlarca yeni slot oyunu ekleniyor.',
    },
    'Scheduled system upgrade': {
      title: 'Planlı sistem güncellemesi',
      content: 'Site salı günü 02:00-03:00 UTC saatleri arasında güncellenecek; oyunlara kısa süreliğine erişilemeyebilir.',
    },
    'Responsible gaming': {
      title: 'Sorumlu oyun',
      content: 'Üye merkezinden para yatırma limitlerinizi belirleyin ve sorumlu oynayın.',
    },
    'VIP club opening': {
      title: 'VIP kulüp açıldı',
      content: 'VIP kulübümüz açıldı: seviyeniz yükseldikçe haftalık bonuslarınız da büyüyor.',
    },
    'Invite friends, earn rewards': {
      title: 'Arkadaşlarınızı davet edin, ödül kazanın',
      content: 'Referans kodunuzu paylaşın, aramıza katılan her arkadaşınız için ödül kazanın.',
    },
    'Live casino tables extended': {
      title: 'Daha fazla canlı casino masası',
      content: 'Artık daha fazla canlı bakara ve rulet masası günün her saati açık.',
    },
    'Mobile app update': {
      title: 'Mobil uygulama güncellemesi',
      content: 'Mobil uygulamanın yeni sürümü iOS ve Android için yayında.',
    },
    'Lottery draw schedule': {
      title: 'Piyango çekiliş takvimi',
      content: 'Piyango çekilişleri resmi takvime göre yapılır; sonuçlar her çekilişten sonra yayımlanır.',
    },
    'Security reminder': {
      title: 'Güvenlik hatırlatması',
      content: 'Şifrenizi asla sormayız. Üye merkezinden iki faktörlü doğrulamayı etkinleştirin.',
    },
    'Customer service hours': {
      title: 'Müşteri hizmetleri çalışma saatleri',
      content: 'Müşteri hizmetlerimize canlı destek üzerinden günün 24 saati ulaşabilirsiniz.',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots bakımı',
      content: 'RSG Slots planlı bakımda. Diğer slot oyunları oynanabilir durumda.',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports bakımı',
      content: 'BTI Sportsbook güncelleniyor; güncellemeden önce yapılan bahisleriniz güvende.',
    },
    'New in-house slot': {
      title: 'Yeni özel slot oyunumuz',
      content: '<b>Lotus Provably Fair Slot</b> oyununu deneyin: her dönüş doğrulanabilir.',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> ekibi',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play\'e hoş geldiniz',
      content:
        '<p>Bugün kayıt olun, ilk yatırımınızda <b>%100 hoş geldin bonusu</b> kazanın.</p><ul><li>Binlerce slot oyunu</li><li>7/24 canlı casino</li><li>Hızlı para çekme</li></ul>',
    },
    'Play responsibly': {
      title: 'Sorumlu oynayın',
      content: '<p>Kendinize bir bütçe belirleyin ve ara verin. Oynayabilmek için <b>18 yaş ve üzeri</b> olmanız gerekir.</p>',
    },
    'Weekend reload bonus': {
      title: 'Hafta sonu reload bonusu',
      content: '<p>Bu hafta sonu yatırım yapın, ฿2,000\'e kadar <b>%20 reload bonusu</b> kazanın. Bonusunuzu Ödül merkezinden talep edin.</p>',
    },
    'Agent commission update': {
      title: 'Acente komisyonu güncellemesi',
      content: '<p>Önümüzdeki aydan itibaren komisyonlar <b>haftalık</b> ödenecek. Ayrıntılar için Acente merkezine göz atın.</p>',
    },
    'Your first-deposit gift': {
      title: 'İlk yatırım hediyeniz',
      content: '<p>Aramıza katıldığınız için teşekkürler! İlk yatırımınızı <b>7 gün</b> içinde yapın, 50 free spin kazanın.</p>',
    },
    'VIP cashback week': {
      title: 'VIP cashback haftası',
      content: '<p>VIP 3 ve üzeri: bu hafta canlı casino kayıplarınıza <b>%10 cashback</b>.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Planlı sistem güncellemesi',
      content: '<p>Site pazartesi 02:00–04:00 (GMT+7) saatleri arasında güncellenecek. Bakiyeleriniz güvende.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Arkadaşlarınızı davet edin, ödül kazanın',
      content: '<p>Davet bağlantınızı paylaşın, arkadaşlarınızın ilk yatırımlarından <b>%5</b> kazanın.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Haftalık hediye',
    'Live casino cashback': 'Canlı casino cashback',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 bonus kredisi',
    '฿100 bonus credit': '฿100 bonus kredisi',
    '฿500 bonus credit': '฿500 bonus kredisi',
    'Lotus Play T-shirt': 'Lotus Play tişört',
    'Wireless earbuds': 'Kablosuz kulaklık',
    'Smartphone': 'Akıllı telefon',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Hoş geldin bonusu ฿500',
      summary: 'Yeni üyeler: başvurun, ฿500 bonus alın. Herhangi bir oyunda 5 kat çevrimi tamamladığınızda bonus cüzdanınıza aktarılır.',
      body: 'Her üye yalnızca bir kez başvurabilir. Başvurunuz onaylandığında bonus, bonus bakiyenize eklenir.\n\nİstediğiniz oyunu oynayın: sonuçlanan her bahis 5 kat çevrime (฿2.500) sayılır. Çevrim tamamlandığında bonus, çekebileceğiniz nakde dönüşür.\n\nOnaydan itibaren 14 gününüz var. Çevrimi zamanında tamamlanmayan bonus iptal edilir ve bonus geçmişinizde gösterilir.',
    },
    'Slots reload ฿200': {
      title: 'Slot reload bonusu ฿200',
      summary: 'Slot oyuncularına ฿200 bonus: slotlarda 10 kat çevrimin ardından cüzdanınıza aktarılır. Maks. çekilebilir tutar ฿200.',
      body: '฿2.000 tutarındaki 10 kat çevrime yalnızca slot oyunları (RNG slotları ve kendi slotlarımız) sayılır.\n\nBonusun çevrimi 7 gün içinde tamamlanmalıdır. En fazla ฿200 nakde dönüşür.',
    },
    'Live casino weekend ฿300': {
      title: 'Canlı casino hafta sonu ฿300',
      summary: 'Bu hafta sonu canlı bakara ve rulet oynayın: ฿300 bonus, canlı casinoda 5 kat çevrim.',
      body: 'Yalnızca canlı casino bahisleri sayılır. Dilerseniz başvurunuza en sevdiğiniz masanın ekran görüntüsünü ekleyin (en fazla 3 görsel).\n\nBonusun çevrimi onaydan itibaren 5 gün içinde tamamlanmalıdır.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Balık avcısı ฿100 anında',
      summary: 'Katılın, anında ฿100 bonus alın; balık avı oyunlarında 3 kat çevrimin ardından cüzdanınıza aktarılır.',
      body: 'Onay beklemenize gerek yok: bonus, katıldığınız anda hesabınıza geçer.\n\n฿300 tutarındaki 3 kat çevrime yalnızca balık avı oyunları sayılır. 3 gün geçerlidir.',
    },
    'Songkran splash ฿1,000': {
      title: 'Songkran su şenliği ฿1.000',
      summary: 'Çok yakında: her aktif üyeye ฿1.000 festival bonusu.',
      body: 'Başvurular festivalin ilk günü açılır. Herhangi bir oyunda 8 kat çevrim; tamamlamak için 10 gününüz olacak.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Şanslı kırmızı zarf',
      description: 'Zarflar tükenene kadar üye başına bir kırmızı zarf: içinden ฿8 ile ฿88 arası bir tutar çıkar ve bonus bakiyenize eklenir (3 kat çevrim, 7 gün).',
    },
    'Depositor red envelope': {
      title: 'Para yatıranlara kırmızı zarf',
      description: 'Etkinlik süresince ฿300 veya daha fazla yatırın, ฿38 ile ฿388 arası tutar içeren bir kırmızı zarf açın.',
    },
    'Weekly lucky draw': {
      title: 'Haftalık çekiliş',
      description: 'Bu hafta her ฿100 geçerli çevrim size bir bilet kazandırır (en fazla 100 bilet). Hafta bittiğinde çekilişle üç kazanan belirlenir.',
    },
    'Festival lucky draw': {
      title: 'Festival çekilişi',
      description: 'Festival haftasındaki geçerli çevriminizle bilet kazanın. Kazananlar ödüllerini çekilişten sonraki 7 gün içinde talep etmelidir.',
    },
  },
};
