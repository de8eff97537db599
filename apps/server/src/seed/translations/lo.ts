/** Lao (LO) demo content: banner captions, notices and popups (terms from docs/glossary/lo.md). */
import type { SeedTranslation } from './types.ts';

export const LO: SeedTranslation = {
  banners: {
    'Welcome bonus': 'ໂບນັດຕ້ອນຮັບ',
    'Ten thousand slots': 'ສະລັອດກວ່າ 10,000 ເກມ',
    'Live casino': 'ຄາສິໂນສົດ',
    'Provably fair': 'ຍຸຕິທຳ ພິສູດໄດ້',
    'Login welcome': 'ຍິນດີຕ້ອນຮັບກັບຄືນ',
    'Register bonus': 'ໂບນັດລົງທະບຽນ',
    'Account help': 'ຊ່ວຍເຫຼືອບັນຊີ',
    'Invite friends': 'ຊວນໝູ່',
    'VIP club': 'ສະໂມສອນ VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'ຍິນດີຕ້ອນຮັບສູ່ Lotus Play',
      content: 'ຂອບໃຈທີ່ຫຼິ້ນກັບພວກເຮົາ. ເບິ່ງຂໍ້ສະເໜີພິເສດຂອງອາທິດນີ້ໄດ້ທີ່ໜ້າໂປຣໂມຊັນ.',
    },
    'Weekend deposit bonus': {
      title: 'ໂບນັດຝາກເງິນທ້າຍອາທິດ',
      content: 'ຝາກເງິນໃນວັນເສົາ ແລະ ວັນອາທິດ ຮັບໂບນັດເພີ່ມ; ເບິ່ງລາຍລະອຽດໄດ້ໃນເງື່ອນໄຂໂປຣໂມຊັນ.',
    },
    'New slots every week': {
      title: 'ສະລັອດໃໝ່ທຸກອາທິດ',
      content: 'ເກມສະລັອດໃໝ່ຫຼາຍສິບເກມ ເພີ່ມເຂົ້າລັອບບີ້ RNG ທຸກອາທິດ.',
    },
    'Scheduled system upgrade': {
      title: 'ອັບເກຣດລະບົບຕາມກຳນົດການ',
      content: 'ເວັບໄຊຈະອັບເກຣດໃນວັນອັງຄານ ເວລາ 02:00-03:00 UTC; ເກມອາດບໍ່ສາມາດໃຊ້ງານໄດ້ຊົ່ວຄາວ.',
    },
    'Responsible gaming': {
      title: 'ການຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ',
      content: 'ຕັ້ງຂີດຈຳກັດການຝາກໄດ້ທີ່ສູນສະມາຊິກ ແລະ ຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ.',
    },
    'VIP club opening': {
      title: 'ສະໂມສອນ VIP ເປີດແລ້ວ',
      content: 'ສະໂມສອນ VIP ຂອງພວກເຮົາເປີດແລ້ວ: ຂັ້ນຍິ່ງສູງ ໂບນັດປະຈຳອາທິດຍິ່ງຫຼາຍ.',
    },
    'Invite friends, earn rewards': {
      title: 'ຊວນໝູ່ ຮັບລາງວັນ',
      content: 'ແບ່ງປັນລະຫັດແນະນຳຂອງທ່ານ ແລະ ຮັບລາງວັນທຸກຄັ້ງທີ່ມີໝູ່ເຂົ້າຮ່ວມ.',
    },
    'Live casino tables extended': {
      title: 'ເພີ່ມໂຕະຄາສິໂນສົດ',
      content: 'ເປີດໂຕະບາຄາຣາ ແລະ ຣູເລັດສົດເພີ່ມຂຶ້ນ ຫຼິ້ນໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ.',
    },
    'Mobile app update': {
      title: 'ອັບເດດແອັບມືຖື',
      content: 'ແອັບມືຖືເວີຊັນໃໝ່ພ້ອມໃຫ້ດາວໂຫຼດແລ້ວສຳລັບ iOS ແລະ Android.',
    },
    'Lottery draw schedule': {
      title: 'ກຳນົດການອອກຫວຍ',
      content: 'ຫວຍອອກຕາມກຳນົດການທາງການ; ຜົນຈະປະກາດຫຼັງອອກຫວຍແຕ່ລະງວດ.',
    },
    'Security reminder': {
      title: 'ແຈ້ງເຕືອນຄວາມປອດໄພ',
      content: 'ພວກເຮົາຈະບໍ່ຂໍລະຫັດຜ່ານຂອງທ່ານເດັດຂາດ. ເປີດໃຊ້ການຢືນຢັນຕົວຕົນສອງຂັ້ນຕອນໄດ້ທີ່ສູນສະມາຊິກ.',
    },
    'Customer service hours': {
      title: 'ເວລາບໍລິການລູກຄ້າ',
      content: 'ບໍລິການລູກຄ້າພ້ອມຊ່ວຍເຫຼືອທ່ານ 24 ຊົ່ວໂມງຕໍ່ວັນ ຜ່ານແຊັດສົດ.',
    },
    'RSG Slots maintenance': {
      title: 'ປັບປຸງລະບົບ RSG Slots',
      content: 'RSG Slots ກຳລັງປັບປຸງລະບົບຕາມກຳນົດການ. ສະລັອດອື່ນຍັງຫຼິ້ນໄດ້ຕາມປົກກະຕິ.',
    },
    'BTI Sports maintenance': {
      title: 'ປັບປຸງລະບົບ BTI Sports',
      content: 'BTI Sportsbook ກຳລັງອັບເກຣດ; ການເດີມພັນທີ່ວາງໄວ້ກ່ອນການອັບເກຣດຍັງປອດໄພ.',
    },
    'New in-house slot': {
      title: 'ສະລັອດໃໝ່ພັດທະນາເອງ',
      content: 'ລອງຫຼິ້ນ <b>Lotus Provably Fair Slot</b>: ທຸກການໝຸນສາມາດພິສູດໄດ້.',
    },
  },
  noticeSignOff: 'ທີມງານ <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'ຍິນດີຕ້ອນຮັບສູ່ Lotus Play',
      content:
        '<p>ລົງທະບຽນມື້ນີ້ ຮັບ <b>ໂບນັດຕ້ອນຮັບ 100%</b> ສຳລັບການຝາກເງິນຄັ້ງທຳອິດ.</p><ul><li>ສະລັອດຫຼາຍພັນເກມ</li><li>ຄາສິໂນສົດ 24/7</li><li>ຖອນເງິນໄວ</li></ul>',
    },
    'Play responsibly': {
      title: 'ຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ',
      content: '<p>ຕັ້ງງົບປະມານໃຫ້ຕົນເອງ ແລະ ພັກຜ່ອນເປັນໄລຍະ. ທ່ານຕ້ອງມີອາຍຸ <b>18 ປີຂຶ້ນໄປ</b> ຈຶ່ງຈະຫຼິ້ນໄດ້.</p>',
    },
    'Weekend reload bonus': {
      title: 'ໂບນັດຝາກເພີ່ມທ້າຍອາທິດ',
      content: '<p>ຝາກເງິນທ້າຍອາທິດນີ້ ຮັບ <b>ໂບນັດຝາກເພີ່ມ 20%</b> ສູງສຸດ ฿2,000. ຮັບໄດ້ທີ່ສູນລາງວັນ.</p>',
    },
    'Agent commission update': {
      title: 'ແຈ້ງປ່ຽນແປງຄ່ານາຍໜ້າຕົວແທນ',
      content: '<p>ຕັ້ງແຕ່ເດືອນໜ້າເປັນຕົ້ນໄປ ຄ່ານາຍໜ້າຈະຈ່າຍ <b>ທຸກອາທິດ</b>. ເບິ່ງລາຍລະອຽດໄດ້ທີ່ສູນຕົວແທນ.</p>',
    },
    'Your first-deposit gift': {
      title: 'ຂອງຂວັນຝາກເງິນຄັ້ງທຳອິດ',
      content: '<p>ຂອບໃຈທີ່ເຂົ້າຮ່ວມກັບພວກເຮົາ! ຝາກເງິນຄັ້ງທຳອິດພາຍໃນ <b>7 ວັນ</b> ເພື່ອປົດລັອກໝຸນຟຣີ 50 ຄັ້ງ.</p>',
    },
    'VIP cashback week': {
      title: 'ອາທິດແຄຊແບັກ VIP',
      content: '<p>ສະມາຊິກ VIP 3 ຂຶ້ນໄປ: ຮັບ <b>ແຄຊແບັກ 10%</b> ຈາກຍອດເສຍໃນຄາສິໂນສົດອາທິດນີ້.</p>',
    },
    'Scheduled system upgrade': {
      title: 'ອັບເກຣດລະບົບຕາມກຳນົດການ',
      content: '<p>ເວັບໄຊຈະອັບເກຣດໃນວັນຈັນ ເວລາ 02:00–04:00 (GMT+7). ຍອດເງິນຂອງທ່ານປອດໄພ.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'ຊວນໝູ່ ຮັບລາງວັນ',
      content: '<p>ແບ່ງປັນລິ້ງແນະນຳຂອງທ່ານ ແລະ ຮັບ <b>5%</b> ຈາກຍອດຝາກຄັ້ງທຳອິດຂອງໝູ່.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'ຂອງຂວັນປະຈຳອາທິດ',
    'Live casino cashback': 'ແຄຊແບັກຄາສິໂນສົດ',
  },
  mallItems: {
    '฿20 bonus credit': 'ເຄຣດິດໂບນັດ ฿20',
    '฿100 bonus credit': 'ເຄຣດິດໂບນັດ ฿100',
    '฿500 bonus credit': 'ເຄຣດິດໂບນັດ ฿500',
    'Lotus Play T-shirt': 'ເສື້ອຍືດ Lotus Play',
    'Wireless earbuds': 'ຫູຟັງໄຮ້ສາຍ',
    'Smartphone': 'ສະມາດໂຟນ',
  },
};
