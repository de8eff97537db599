/** Indonesian (ID) demo content: banner captions, notices and popups (terms from docs/glossary/id.md). */
import type { SeedTranslation } from './types.ts';

export const ID: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Bonus selamat datang',
    'Ten thousand slots': '10.000 game slot',
    'Live casino': 'Kasino langsung',
    'Provably fair': 'Adil terverifikasi',
    'Login welcome': 'Selamat datang kembali',
    'Register bonus': 'Bonus pendaftaran',
    'Account help': 'Bantuan akun',
    'Invite friends': 'Ajak teman',
    'VIP club': 'Klub VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Selamat datang di Lotus Play',
      content: 'Terima kasih telah bermain bersama kami. Cek halaman promosi untuk penawaran minggu ini.',
    },
    'Weekend deposit bonus': {
      title: 'Bonus deposit akhir pekan',
      content: 'Setiap deposit pada hari Sabtu dan Minggu akan mendapatkan bonus; lihat syarat dan ketentuan promosi.',
    },
    'New slots every week': {
      title: 'Slot baru setiap minggu',
      content: 'Puluhan judul slot baru hadir setiap minggu di lobi RNG.',
    },
    'Scheduled system upgrade': {
      title: 'Peningkatan sistem terjadwal',
      content: 'Situs akan ditingkatkan pada hari Selasa pukul 02:00-03:00 UTC; permainan mungkin tidak tersedia untuk sementara.',
    },
    'Responsible gaming': {
      title: 'Bermain secara bertanggung jawab',
      content: 'Atur batas deposit di pusat member dan bermainlah secara bertanggung jawab.',
    },
    'VIP club opening': {
      title: 'Klub VIP resmi dibuka',
      content: 'Klub VIP kami sudah dibuka: makin tinggi level Anda, makin besar bonus mingguan Anda.',
    },
    'Invite friends, earn rewards': {
      title: 'Ajak teman, dapatkan hadiah',
      content: 'Bagikan kode referral Anda dan dapatkan hadiah untuk setiap teman yang bergabung.',
    },
    'Live casino tables extended': {
      title: 'Meja kasino langsung bertambah',
      content: 'Lebih banyak meja baccarat dan roulette langsung kini buka 24 jam nonstop.',
    },
    'Mobile app update': {
      title: 'Pembaruan aplikasi seluler',
      content: 'Versi terbaru aplikasi seluler kini tersedia untuk iOS dan Android.',
    },
    'Lottery draw schedule': {
      title: 'Jadwal undian lotere',
      content: 'Undian lotere mengikuti jadwal resmi; hasilnya diumumkan setelah setiap undian.',
    },
    'Security reminder': {
      title: 'Pengingat keamanan',
      content: 'Kami tidak akan pernah meminta kata sandi Anda. Aktifkan autentikasi dua faktor di pusat member.',
    },
    'Customer service hours': {
      title: 'Jam layanan pelanggan',
      content: 'Layanan pelanggan siap membantu 24 jam sehari melalui obrolan langsung.',
    },
    'RSG Slots maintenance': {
      title: 'Pemeliharaan RSG Slots',
      content: 'RSG Slots sedang dalam pemeliharaan terjadwal. Slot lainnya tetap bisa dimainkan.',
    },
    'BTI Sports maintenance': {
      title: 'Pemeliharaan BTI Sports',
      content: 'BTI Sportsbook sedang ditingkatkan; taruhan yang dipasang sebelum peningkatan tetap aman.',
    },
    'New in-house slot': {
      title: 'Slot eksklusif terbaru',
      content: 'Coba <b>Lotus Provably Fair Slot</b>: setiap putaran dapat diverifikasi.',
    },
  },
  noticeSignOff: 'Tim <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Selamat datang di Lotus Play',
      content:
        '<p>Daftar hari ini dan dapatkan <b>bonus selamat datang 100%</b> untuk deposit pertama Anda.</p><ul><li>Ribuan game slot</li><li>Kasino langsung 24/7</li><li>Penarikan cepat</li></ul>',
    },
    'Play responsibly': {
      title: 'Bermainlah secara bertanggung jawab',
      content: '<p>Tetapkan anggaran dan beristirahatlah secara berkala. Anda harus berusia <b>18 tahun ke atas</b> untuk bermain.</p>',
    },
    'Weekend reload bonus': {
      title: 'Bonus reload akhir pekan',
      content: '<p>Deposit akhir pekan ini dan dapatkan <b>bonus reload 20%</b> hingga ฿2,000. Klaim di pusat hadiah.</p>',
    },
    'Agent commission update': {
      title: 'Pembaruan komisi agen',
      content: '<p>Mulai bulan depan, komisi dibayarkan <b>setiap minggu</b>. Lihat detailnya di pusat agen.</p>',
    },
    'Your first-deposit gift': {
      title: 'Hadiah deposit pertama Anda',
      content: '<p>Terima kasih telah bergabung! Lakukan deposit pertama dalam <b>7 hari</b> untuk membuka 50 putaran gratis.</p>',
    },
    'VIP cashback week': {
      title: 'Pekan cashback VIP',
      content: '<p>VIP 3 ke atas: <b>cashback 10%</b> untuk kekalahan di kasino langsung minggu ini.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Peningkatan sistem terjadwal',
      content: '<p>Situs akan ditingkatkan pada hari Senin pukul 02:00–04:00 (GMT+7). Saldo Anda tetap aman.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Ajak teman, dapatkan hadiah',
      content: '<p>Bagikan link referral Anda dan dapatkan <b>5%</b> dari deposit pertama teman-teman Anda.</p>',
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
    'Lotus Play T-shirt': 'Kaos Lotus Play',
    'Wireless earbuds': 'Earbuds nirkabel',
    'Smartphone': 'Smartphone',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Bonus selamat datang ฿500',
      summary: 'Member baru: ajukan dan dapatkan bonus ฿500, dicairkan setelah turnover 5× di permainan apa saja.',
      body: 'Hanya bisa diajukan satu kali per member. Bonus masuk ke saldo bonus Anda setelah pengajuan disetujui.\n\nMainkan permainan apa saja: setiap taruhan yang sudah diselesaikan dihitung untuk turnover 5× (฿2.500). Setelah tercapai, bonus berubah menjadi uang tunai yang bisa Anda tarik.\n\nAnda punya waktu 14 hari sejak pengajuan disetujui. Bonus yang turnover-nya tidak tercapai tepat waktu akan hangus dan tercatat di riwayat bonus Anda.',
    },
    'Slots reload ฿200': {
      title: 'Bonus reload slot ฿200',
      summary: 'Bonus ฿200 untuk pemain slot, dicairkan setelah turnover slot 10×. Pencairan maksimal ฿200.',
      body: 'Hanya permainan slot (slot RNG dan slot eksklusif) yang dihitung untuk turnover 10× sebesar ฿2.000.\n\nBonus harus dicairkan dalam 7 hari. Maksimal ฿200 yang menjadi uang tunai.',
    },
    'Live casino weekend ฿300': {
      title: 'Akhir pekan kasino langsung ฿300',
      summary: 'Mainkan baccarat dan roulette langsung akhir pekan ini: bonus ฿300, turnover kasino langsung 5×.',
      body: 'Hanya taruhan kasino langsung yang dihitung. Jika mau, unggah tangkapan layar meja favorit Anda bersama pengajuan (maksimal 3 gambar).\n\nBonus harus dicairkan dalam 5 hari setelah pengajuan disetujui.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Pemburu ikan ฿100 instan',
      summary: 'Ikuti dan langsung dapatkan ฿100, dicairkan setelah turnover tembak ikan 3×.',
      body: 'Tanpa menunggu persetujuan: bonus langsung dibayarkan saat Anda ikut.\n\nHanya permainan tembak ikan yang dihitung untuk turnover 3× sebesar ฿300. Berlaku 3 hari.',
    },
    'Songkran splash ฿1,000': {
      title: 'Pesta air Songkran ฿1.000',
      summary: 'Segera hadir: bonus festival ฿1.000 untuk setiap member aktif.',
      body: 'Pengajuan dibuka pada hari pertama festival. Turnover 8× di permainan apa saja, dengan waktu 10 hari untuk mencairkannya.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Angpao keberuntungan',
      description: 'Satu angpao per member selama persediaan masih ada: isinya ฿8 sampai ฿88, masuk ke saldo bonus Anda (turnover 3×, 7 hari).',
    },
    'Depositor red envelope': {
      title: 'Angpao deposit',
      description: 'Deposit ฿300 atau lebih selama acara berlangsung dan buka angpao senilai ฿38 sampai ฿388.',
    },
    'Weekly lucky draw': {
      title: 'Undian mingguan',
      description: 'Setiap ฿100 turnover valid minggu ini bernilai satu tiket (maksimal 100). Tiga pemenang diundi saat minggu berakhir.',
    },
    'Festival lucky draw': {
      title: 'Undian festival',
      description: 'Kumpulkan tiket dari turnover valid selama minggu festival. Pemenang wajib mengklaim hadiahnya dalam 7 hari setelah undian.',
    },
  },
};
