/** Malay (MS) demo content: banner captions, notices and popups (terms from docs/glossary/ms.md). */
import type { SeedTranslation } from './types.ts';

export const MS: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Bonus selamat datang',
    'Ten thousand slots': '10,000 permainan slot',
    'Live casino': 'Kasino langsung',
    'Provably fair': 'Adil boleh disahkan',
    'Login welcome': 'Selamat kembali',
    'Register bonus': 'Bonus pendaftaran',
    'Account help': 'Bantuan akaun',
    'Invite friends': 'Jemput rakan',
    'VIP club': 'Kelab VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Selamat datang ke Lotus Play',
      content: 'Terima kasih kerana bermain bersama kami. Lihat halaman promosi untuk tawaran minggu ini.',
    },
    'Weekend deposit bonus': {
      title: 'Bonus deposit hujung minggu',
      content: 'Deposit pada hari Sabtu dan Ahad akan menerima bonus; sila rujuk terma promosi.',
    },
    'New slots every week': {
      title: 'Slot baharu setiap minggu',
      content: 'Berpuluh-puluh tajuk slot baharu ditambah setiap minggu di lobi RNG.',
    },
    'Scheduled system upgrade': {
      title: 'Naik taraf sistem berjadual',
      content: 'Laman akan dinaik taraf pada hari Selasa 02:00-03:00 UTC; permainan mungkin tidak tersedia buat seketika.',
    },
    'Responsible gaming': {
      title: 'Permainan bertanggungjawab',
      content: 'Tetapkan had deposit di pusat ahli dan bermainlah secara bertanggungjawab.',
    },
    'VIP club opening': {
      title: 'Kelab VIP kini dibuka',
      content: 'Kelab VIP kami kini dibuka: lebih tinggi peringkat anda, lebih besar bonus mingguan anda.',
    },
    'Invite friends, earn rewards': {
      title: 'Jemput rakan, raih ganjaran',
      content: 'Kongsi kod rujukan anda dan dapatkan ganjaran bagi setiap rakan yang menyertai.',
    },
    'Live casino tables extended': {
      title: 'Lebih banyak meja kasino langsung',
      content: 'Lebih banyak meja baccarat dan roulette langsung kini dibuka 24 jam sehari.',
    },
    'Mobile app update': {
      title: 'Kemas kini aplikasi mudah alih',
      content: 'Versi baharu aplikasi mudah alih kini tersedia untuk iOS dan Android.',
    },
    'Lottery draw schedule': {
      title: 'Jadual cabutan loteri',
      content: 'Cabutan loteri mengikut jadual rasmi; keputusan disiarkan selepas setiap cabutan.',
    },
    'Security reminder': {
      title: 'Peringatan keselamatan',
      content: 'Kami tidak akan sekali-kali meminta kata laluan anda. Aktifkan pengesahan dua faktor di pusat ahli.',
    },
    'Customer service hours': {
      title: 'Waktu khidmat pelanggan',
      content: 'Khidmat pelanggan tersedia 24 jam sehari melalui sembang langsung.',
    },
    'RSG Slots maintenance': {
      title: 'Penyelenggaraan RSG Slots',
      content: 'RSG Slots sedang menjalani penyelenggaraan berjadual. Slot lain masih boleh dimainkan.',
    },
    'BTI Sports maintenance': {
      title: 'Penyelenggaraan BTI Sports',
      content: 'BTI Sportsbook sedang dinaik taraf; pertaruhan yang dibuat sebelum naik taraf kekal selamat.',
    },
    'New in-house slot': {
      title: 'Slot eksklusif baharu',
      content: 'Cuba <b>Lotus Provably Fair Slot</b>: setiap putaran boleh disahkan.',
    },
  },
  noticeSignOff: 'Pasukan <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Selamat datang ke Lotus Play',
      content:
        '<p>Daftar hari ini dan dapatkan <b>bonus selamat datang 100%</b> untuk deposit pertama anda.</p><ul><li>Ribuan permainan slot</li><li>Kasino langsung 24/7</li><li>Pengeluaran pantas</li></ul>',
    },
    'Play responsibly': {
      title: 'Bermain secara bertanggungjawab',
      content: '<p>Tetapkan bajet anda dan berehatlah sekali-sekala. Anda mesti berumur <b>18 tahun ke atas</b> untuk bermain.</p>',
    },
    'Weekend reload bonus': {
      title: 'Bonus reload hujung minggu',
      content: '<p>Buat deposit hujung minggu ini dan terima <b>bonus reload 20%</b> sehingga ฿2,000. Tuntut di pusat ganjaran.</p>',
    },
    'Agent commission update': {
      title: 'Kemas kini komisen ejen',
      content: '<p>Mulai bulan depan, komisen dibayar <b>setiap minggu</b>. Lihat pusat ejen untuk butiran lanjut.</p>',
    },
    'Your first-deposit gift': {
      title: 'Hadiah deposit pertama anda',
      content: '<p>Terima kasih kerana menyertai kami! Buat deposit pertama dalam tempoh <b>7 hari</b> untuk membuka 50 putaran percuma.</p>',
    },
    'VIP cashback week': {
      title: 'Minggu cashback VIP',
      content: '<p>VIP 3 dan ke atas: <b>cashback 10%</b> atas kekalahan kasino langsung minggu ini.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Naik taraf sistem berjadual',
      content: '<p>Laman akan dinaik taraf pada hari Isnin 02:00–04:00 (GMT+7). Baki anda kekal selamat.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Jemput rakan, raih ganjaran',
      content: '<p>Kongsi pautan rujukan anda dan dapatkan <b>5%</b> daripada deposit pertama rakan anda.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Hadiah mingguan',
    'Live casino cashback': 'Cashback kasino langsung',
  },
  mallItems: {
    '฿20 bonus credit': 'Kredit bonus ฿20',
    '฿100 bonus credit': 'Kredit bonus ฿100',
    '฿500 bonus credit': 'Kredit bonus ฿500',
    'Lotus Play T-shirt': 'Baju-T Lotus Play',
    'Wireless earbuds': 'Fon telinga tanpa wayar',
    'Smartphone': 'Telefon pintar',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Bonus selamat datang ฿500',
      summary: 'Ahli baharu: mohon dan dapatkan bonus ฿500, dilepaskan selepas pusing ganti 5× dalam mana-mana permainan.',
      body: 'Satu permohonan bagi setiap ahli. Bonus dikreditkan ke baki bonus anda sebaik sahaja permohonan diluluskan.\n\nMainkan apa-apa permainan: setiap pertaruhan yang telah diselesaikan dikira untuk syarat pusing ganti 5× (฿2,500). Apabila syarat itu dicapai, bonus bertukar menjadi wang tunai yang boleh anda keluarkan.\n\nAnda ada 14 hari dari tarikh kelulusan. Bonus yang syarat pusing gantinya tidak dicapai dalam tempoh itu akan dilucutkan dan dipaparkan dalam sejarah bonus anda.',
    },
    'Slots reload ฿200': {
      title: 'Bonus reload slot ฿200',
      summary: 'Bonus ฿200 untuk pemain slot, dilepaskan selepas pusing ganti slot 10×. Pengeluaran maksimum ฿200.',
      body: 'Hanya permainan slot (slot RNG dan slot eksklusif kami) dikira untuk syarat pusing ganti 10× sebanyak ฿2,000.\n\nBonus mesti dilepaskan dalam tempoh 7 hari. Maksimum ฿200 sahaja ditukar menjadi wang tunai.',
    },
    'Live casino weekend ฿300': {
      title: 'Hujung minggu kasino langsung ฿300',
      summary: 'Main bakarat dan rolet langsung hujung minggu ini: bonus ฿300, pusing ganti kasino langsung 5×.',
      body: 'Hanya pertaruhan kasino langsung dikira. Jika mahu, muat naik tangkapan skrin meja kegemaran anda bersama permohonan (sehingga 3 imej).\n\nBonus mesti dilepaskan dalam tempoh 5 hari selepas kelulusan.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Pemburu ikan ฿100 segera',
      summary: 'Sertai dan terima ฿100 serta-merta, dilepaskan selepas pusing ganti tembak ikan 3×.',
      body: 'Tiada kelulusan diperlukan: bonus dibayar sebaik sahaja anda menyertai.\n\nHanya permainan tembak ikan dikira untuk syarat pusing ganti 3× sebanyak ฿300. Sah selama 3 hari.',
    },
    'Songkran splash ฿1,000': {
      title: 'Simbahan Songkran ฿1,000',
      summary: 'Akan datang: bonus perayaan ฿1,000 untuk setiap ahli aktif.',
      body: 'Permohonan dibuka pada hari pertama perayaan. Pusing ganti 8× dalam mana-mana permainan, dengan tempoh 10 hari untuk melepaskannya.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Angpau bertuah',
      description: 'Satu angpau bagi setiap ahli selagi ada: berisi ฿8 hingga ฿88, dikreditkan ke baki bonus anda (pusing ganti 3×, 7 hari).',
    },
    'Depositor red envelope': {
      title: 'Angpau pendeposit',
      description: 'Buat deposit ฿300 atau lebih semasa acara dan buka angpau bernilai ฿38 hingga ฿388.',
    },
    'Weekly lucky draw': {
      title: 'Cabutan bertuah mingguan',
      description: 'Setiap ฿100 pertaruhan sah minggu ini memberi anda satu tiket (maksimum 100). Tiga pemenang dicabut apabila minggu berakhir.',
    },
    'Festival lucky draw': {
      title: 'Cabutan bertuah perayaan',
      description: 'Tiket diperoleh daripada pertaruhan sah sepanjang minggu perayaan. Pemenang perlu menuntut hadiah dalam tempoh 7 hari selepas cabutan.',
    },
  },
};
