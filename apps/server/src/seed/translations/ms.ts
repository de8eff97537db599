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
};
