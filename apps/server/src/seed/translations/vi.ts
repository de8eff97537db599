/** Vietnamese (VI) demo content: banner captions, notices and popups (terms from docs/glossary/vi.md). */
import type { SeedTranslation } from './types.ts';

export const VI: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Thưởng chào mừng',
    'Ten thousand slots': 'Vạn game nổ hũ',
    'Live casino': 'Casino trực tuyến',
    'Provably fair': 'Công bằng có thể kiểm chứng',
    'Login welcome': 'Chào mừng trở lại',
    'Register bonus': 'Thưởng đăng ký',
    'Account help': 'Hỗ trợ tài khoản',
    'Invite friends': 'Mời bạn bè',
    'VIP club': 'Câu lạc bộ VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Chào mừng bạn đến với Lotus Play',
      content: 'Cảm ơn bạn đã đồng hành cùng chúng tôi. Xem các ưu đãi tuần này tại trang Khuyến mãi.',
    },
    'Weekend deposit bonus': {
      title: 'Thưởng nạp tiền cuối tuần',
      content: 'Nạp tiền vào thứ Bảy và Chủ nhật để nhận tiền thưởng; xem chi tiết trong điều kiện khuyến mãi.',
    },
    'New slots every week': {
      title: 'Nổ hũ mới mỗi tuần',
      content: 'Hàng chục game nổ hũ mới được cập nhật tại sảnh RNG mỗi tuần.',
    },
    'Scheduled system upgrade': {
      title: 'Nâng cấp hệ thống theo lịch',
      content: 'Trang web sẽ được nâng cấp vào thứ Ba, 02:00-03:00 UTC; các trò chơi có thể tạm gián đoạn trong thời gian ngắn.',
    },
    'Responsible gaming': {
      title: 'Chơi có trách nhiệm',
      content: 'Hãy đặt giới hạn nạp tiền tại Trung tâm thành viên và chơi có trách nhiệm.',
    },
    'VIP club opening': {
      title: 'Ra mắt Câu lạc bộ VIP',
      content: 'Câu lạc bộ VIP đã chính thức mở cửa: cấp càng cao, thưởng hàng tuần càng lớn.',
    },
    'Invite friends, earn rewards': {
      title: 'Mời bạn bè, nhận phần thưởng',
      content: 'Chia sẻ mã giới thiệu của bạn và nhận phần thưởng cho mỗi người bạn tham gia.',
    },
    'Live casino tables extended': {
      title: 'Thêm bàn casino trực tuyến',
      content: 'Thêm nhiều bàn baccarat và roulette trực tuyến, mở cửa 24/24.',
    },
    'Mobile app update': {
      title: 'Cập nhật ứng dụng di động',
      content: 'Phiên bản mới của ứng dụng di động đã có trên iOS và Android.',
    },
    'Lottery draw schedule': {
      title: 'Lịch quay thưởng xổ số',
      content: 'Xổ số quay thưởng theo lịch chính thức; kết quả được công bố sau mỗi kỳ quay.',
    },
    'Security reminder': {
      title: 'Nhắc nhở bảo mật',
      content: 'Chúng tôi không bao giờ yêu cầu mật khẩu của bạn. Hãy bật xác thực hai lớp tại Trung tâm thành viên.',
    },
    'Customer service hours': {
      title: 'Thời gian hỗ trợ khách hàng',
      content: 'Bộ phận chăm sóc khách hàng luôn sẵn sàng hỗ trợ 24 giờ mỗi ngày qua Chat trực tuyến.',
    },
    'RSG Slots maintenance': {
      title: 'Bảo trì RSG Slots',
      content: 'RSG Slots đang bảo trì theo lịch. Các game nổ hũ khác vẫn hoạt động bình thường.',
    },
    'BTI Sports maintenance': {
      title: 'Bảo trì BTI Sports',
      content: 'BTI Sportsbook đang được nâng cấp; các cược đã đặt trước khi nâng cấp vẫn an toàn.',
    },
    'New in-house slot': {
      title: 'Nổ hũ độc quyền mới',
      content: 'Trải nghiệm ngay <b>Lotus Provably Fair Slot</b>: mọi vòng quay đều có thể kiểm chứng.',
    },
  },
  noticeSignOff: 'Đội ngũ <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Chào mừng bạn đến với Lotus Play',
      content:
        '<p>Đăng ký ngay hôm nay để nhận <b>thưởng chào mừng 100%</b> cho lần nạp tiền đầu tiên.</p><ul><li>Hàng nghìn game nổ hũ</li><li>Casino trực tuyến 24/7</li><li>Rút tiền siêu tốc</li></ul>',
    },
    'Play responsibly': {
      title: 'Chơi có trách nhiệm',
      content: '<p>Hãy tự đặt ngân sách và nghỉ ngơi hợp lý. Bạn phải từ <b>18 tuổi trở lên</b> mới được tham gia.</p>',
    },
    'Weekend reload bonus': {
      title: 'Thưởng nạp lại cuối tuần',
      content: '<p>Nạp tiền cuối tuần này để nhận <b>thưởng nạp lại 20%</b>, tối đa ฿2,000. Nhận thưởng tại Trung tâm phần thưởng.</p>',
    },
    'Agent commission update': {
      title: 'Cập nhật hoa hồng đại lý',
      content: '<p>Từ tháng sau, hoa hồng sẽ được chi trả <b>hàng tuần</b>. Xem chi tiết tại Trung tâm đại lý.</p>',
    },
    'Your first-deposit gift': {
      title: 'Quà nạp tiền lần đầu',
      content: '<p>Cảm ơn bạn đã tham gia! Nạp tiền lần đầu trong vòng <b>7 ngày</b> để mở khóa 50 vòng quay miễn phí.</p>',
    },
    'VIP cashback week': {
      title: 'Tuần lễ hoàn tiền VIP',
      content: '<p>Thành viên VIP 3 trở lên: <b>hoàn tiền 10%</b> tiền thua tại casino trực tuyến trong tuần này.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Nâng cấp hệ thống theo lịch',
      content: '<p>Trang web sẽ được nâng cấp vào thứ Hai, 02:00–04:00 (GMT+7). Số dư của bạn vẫn an toàn.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Mời bạn bè, nhận phần thưởng',
      content: '<p>Chia sẻ link giới thiệu của bạn và nhận <b>5%</b> số tiền nạp lần đầu của bạn bè.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Quà tặng hằng tuần',
    'Live casino cashback': 'Hoàn tiền casino trực tuyến',
  },
  mallItems: {
    '฿20 bonus credit': 'Tiền thưởng ฿20',
    '฿100 bonus credit': 'Tiền thưởng ฿100',
    '฿500 bonus credit': 'Tiền thưởng ฿500',
    'Lotus Play T-shirt': 'Áo thun Lotus Play',
    'Wireless earbuds': 'Tai nghe không dây',
    'Smartphone': 'Điện thoại thông minh',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Thưởng chào mừng ฿500',
      summary: 'Thành viên mới: đăng ký nhận ngay ฿500 tiền thưởng, được giải phóng khi đạt doanh thu cược gấp 5 lần ở bất kỳ trò chơi nào.',
      body: 'Mỗi thành viên chỉ được đăng ký một lần. Tiền thưởng được cộng vào số dư tiền thưởng của bạn khi đơn đăng ký được duyệt.\n\nChơi bất kỳ trò chơi nào: mọi cược đã thanh toán đều được tính vào doanh thu cược gấp 5 lần (฿2.500). Khi đạt đủ, tiền thưởng trở thành tiền mặt bạn có thể rút.\n\nBạn có 14 ngày kể từ khi được duyệt. Tiền thưởng không đạt đủ doanh thu cược đúng hạn sẽ bị thu hồi và hiển thị trong lịch sử tiền thưởng của bạn.',
    },
    'Slots reload ฿200': {
      title: 'Thưởng nạp lại nổ hũ ฿200',
      summary: 'Tiền thưởng ฿200 dành cho người chơi nổ hũ, được giải phóng khi đạt doanh thu cược nổ hũ gấp 10 lần. Rút tối đa ฿200.',
      body: 'Chỉ các trò chơi nổ hũ (nổ hũ RNG và nổ hũ độc quyền của chúng tôi) được tính vào doanh thu cược gấp 10 lần là ฿2.000.\n\nTiền thưởng phải được giải phóng trong vòng 7 ngày. Tối đa ฿200 được chuyển thành tiền mặt.',
    },
    'Live casino weekend ฿300': {
      title: 'Cuối tuần casino trực tuyến ฿300',
      summary: 'Chơi baccarat và roulette trực tuyến cuối tuần này: thưởng ฿300, doanh thu cược casino trực tuyến gấp 5 lần.',
      body: 'Chỉ các cược casino trực tuyến được tính. Nếu muốn, bạn có thể tải lên ảnh chụp màn hình bàn chơi yêu thích kèm theo đơn đăng ký (tối đa 3 ảnh).\n\nTiền thưởng phải được giải phóng trong vòng 5 ngày kể từ khi được duyệt.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Thợ săn cá ฿100 tức thì',
      summary: 'Tham gia nhận ngay ฿100, được giải phóng khi đạt doanh thu cược bắn cá gấp 3 lần.',
      body: 'Không cần chờ duyệt: tiền thưởng được trả ngay khi bạn tham gia.\n\nChỉ các trò chơi bắn cá được tính vào doanh thu cược gấp 3 lần là ฿300. Có hiệu lực trong 3 ngày.',
    },
    'Songkran splash ฿1,000': {
      title: 'Té nước Songkran ฿1.000',
      summary: 'Sắp ra mắt: thưởng lễ hội ฿1.000 cho mọi thành viên đang hoạt động.',
      body: 'Nhận đăng ký từ ngày đầu tiên của lễ hội. Doanh thu cược gấp 8 lần ở bất kỳ trò chơi nào, có 10 ngày để giải phóng tiền thưởng.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Lì xì may mắn',
      description: 'Mỗi thành viên nhận một bao lì xì, số lượng có hạn: bên trong có từ ฿8 đến ฿88, được cộng vào số dư tiền thưởng của bạn (doanh thu cược gấp 3 lần, trong 7 ngày).',
    },
    'Depositor red envelope': {
      title: 'Lì xì nạp tiền',
      description: 'Nạp từ ฿300 trở lên trong thời gian diễn ra sự kiện để mở một bao lì xì trị giá từ ฿38 đến ฿388.',
    },
    'Weekly lucky draw': {
      title: 'Quay số hằng tuần',
      description: 'Mỗi ฿100 doanh thu cược hợp lệ trong tuần này được một vé (tối đa 100 vé). Ba người trúng thưởng sẽ được quay chọn khi tuần kết thúc.',
    },
    'Festival lucky draw': {
      title: 'Quay số lễ hội',
      description: 'Nhận vé từ doanh thu cược hợp lệ trong tuần lễ hội. Người trúng thưởng cần nhận giải trong vòng 7 ngày sau khi quay số.',
    },
  },
};
