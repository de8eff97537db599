/** Korean (KO) demo content: banner captions, notices and popups (terms from docs/glossary/ko.md). */
import type { SeedTranslation } from './types.ts';

export const KO: SeedTranslation = {
  banners: {
    'Welcome bonus': '웰컴 보너스',
    'Ten thousand slots': '슬롯 1만 종',
    'Live casino': '라이브 카지노',
    'Provably fair': '공정성 검증',
    'Login welcome': '다시 오신 것을 환영합니다',
    'Register bonus': '회원가입 보너스',
    'Account help': '계정 도움말',
    'Invite friends': '친구 초대',
    'VIP club': 'VIP 클럽',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play에 오신 것을 환영합니다',
      content: '저희와 함께해 주셔서 감사합니다. 이번 주 혜택은 프로모션 페이지에서 확인하세요.',
    },
    'Weekend deposit bonus': {
      title: '주말 입금 보너스',
      content: '토요일과 일요일에 입금하시면 보너스가 지급됩니다. 자세한 내용은 프로모션 약관을 확인하세요.',
    },
    'New slots every week': {
      title: '매주 신규 슬롯 출시',
      content: 'RNG 로비에 매주 수십 종의 신규 슬롯이 추가됩니다.',
    },
    'Scheduled system upgrade': {
      title: '시스템 업그레이드 안내',
      content: '화요일 02:00-03:00 UTC에 사이트 업그레이드가 진행됩니다. 작업 중에는 일시적으로 게임 이용이 제한될 수 있습니다.',
    },
    'Responsible gaming': {
      title: '책임 있는 게임',
      content: '회원 센터에서 입금 한도를 설정하고 책임감 있게 즐기세요.',
    },
    'VIP club opening': {
      title: 'VIP 클럽 오픈',
      content: 'VIP 클럽이 오픈했습니다. 등급이 높을수록 매주 받는 보너스도 커집니다.',
    },
    'Invite friends, earn rewards': {
      title: '친구 초대하고 리워드 받기',
      content: '추천 코드를 공유하고 친구가 가입할 때마다 리워드를 받으세요.',
    },
    'Live casino tables extended': {
      title: '라이브 카지노 테이블 확대',
      content: '라이브 바카라와 룰렛 테이블이 늘어나 24시간 언제든 이용하실 수 있습니다.',
    },
    'Mobile app update': {
      title: '모바일 앱 업데이트',
      content: 'iOS 및 Android용 모바일 앱 새 버전이 출시되었습니다.',
    },
    'Lottery draw schedule': {
      title: '로또 추첨 일정',
      content: '로또 추첨은 공식 일정에 따라 진행되며, 결과는 매 회차 추첨 후 게시됩니다.',
    },
    'Security reminder': {
      title: '보안 안내',
      content: '저희는 절대로 비밀번호를 묻지 않습니다. 회원 센터에서 2단계 인증을 설정하세요.',
    },
    'Customer service hours': {
      title: '고객센터 운영 시간',
      content: '고객센터는 실시간 상담으로 24시간 운영됩니다.',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots 점검 안내',
      content: 'RSG Slots는 정기 점검 중입니다. 다른 슬롯은 정상적으로 이용하실 수 있습니다.',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports 점검 안내',
      content: 'BTI Sportsbook 업그레이드가 진행 중입니다. 업그레이드 전에 하신 베팅은 안전하게 유지됩니다.',
    },
    'New in-house slot': {
      title: '자체 개발 신규 슬롯',
      content: '<b>Lotus Provably Fair Slot</b>을 플레이해 보세요. 모든 스핀의 공정성을 직접 검증할 수 있습니다.',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> 운영팀',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Play에 오신 것을 환영합니다',
      content:
        '<p>지금 가입하고 첫 입금 시 <b>100% 웰컴 보너스</b>를 받으세요.</p><ul><li>수천 종의 슬롯</li><li>24/7 라이브 카지노</li><li>빠른 출금</li></ul>',
    },
    'Play responsibly': {
      title: '책임감 있게 즐기세요',
      content: '<p>예산을 정하고 틈틈이 휴식을 취하세요. <b>만 18세 이상</b>만 이용할 수 있습니다.</p>',
    },
    'Weekend reload bonus': {
      title: '주말 리로드 보너스',
      content: '<p>이번 주말에 입금하시면 최대 ฿2,000까지 <b>20% 리로드 보너스</b>를 드립니다. 리워드 센터에서 받으세요.</p>',
    },
    'Agent commission update': {
      title: '에이전트 커미션 변경 안내',
      content: '<p>다음 달부터 커미션이 <b>매주</b> 지급됩니다. 자세한 내용은 에이전트 센터에서 확인하세요.</p>',
    },
    'Your first-deposit gift': {
      title: '첫 입금 혜택',
      content: '<p>가입해 주셔서 감사합니다! <b>7일 이내</b>에 첫 입금을 하시면 프리 스핀 50회가 지급됩니다.</p>',
    },
    'VIP cashback week': {
      title: 'VIP 캐시백 위크',
      content: '<p>VIP 3 이상 회원: 이번 주 라이브 카지노 손실액의 <b>10% 캐시백</b>을 드립니다.</p>',
    },
    'Scheduled system upgrade': {
      title: '시스템 업그레이드 안내',
      content: '<p>월요일 02:00–04:00(GMT+7)에 사이트 업그레이드가 진행됩니다. 잔액은 안전하게 보호됩니다.</p>',
    },
    'Invite friends, earn rewards': {
      title: '친구 초대하고 리워드 받기',
      content: '<p>내 추천 링크를 공유하고 친구 첫 입금액의 <b>5%</b>를 받으세요.</p>',
    },
  },
  rewards: {
    'Weekly gift': '주간 선물',
    'Live casino cashback': '라이브 카지노 캐시백',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 보너스 크레딧',
    '฿100 bonus credit': '฿100 보너스 크레딧',
    '฿500 bonus credit': '฿500 보너스 크레딧',
    'Lotus Play T-shirt': 'Lotus Play 티셔츠',
    'Wireless earbuds': '무선 이어폰',
    'Smartphone': '스마트폰',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: '웰컴 보너스 ฿500',
      summary: '신규 회원 전용! 신청하면 ฿500 보너스를 드립니다. 모든 게임에서 롤링 5배를 달성하면 현금으로 전환됩니다.',
      body: '회원당 1회 신청할 수 있습니다. 신청이 승인되면 보너스가 보너스 잔액에 지급됩니다.\n\n어떤 게임이든 즐기세요. 정산된 모든 베팅이 롤링 5배 조건(฿2,500)에 인정됩니다. 롤링 조건을 달성하면 보너스가 출금 가능한 현금으로 전환됩니다.\n\n승인일로부터 14일 이내에 달성해야 합니다. 기한 내에 롤링 조건을 달성하지 못한 보너스는 소멸되며 보너스 내역에 표시됩니다.',
    },
    'Slots reload ฿200': {
      title: '슬롯 리로드 보너스 ฿200',
      summary: '슬롯 플레이어를 위한 ฿200 보너스! 슬롯 롤링 10배 달성 시 현금으로 전환되며, 최대 출금액은 ฿200입니다.',
      body: '롤링 10배 조건(฿2,000)에는 슬롯 게임(RNG 슬롯 및 자체 슬롯)만 인정됩니다.\n\n보너스는 7일 이내에 롤링 조건을 달성해야 합니다. 현금으로 전환되는 금액은 최대 ฿200입니다.',
    },
    'Live casino weekend ฿300': {
      title: '라이브 카지노 주말 ฿300',
      summary: '이번 주말 라이브 바카라와 룰렛을 즐기세요: ฿300 보너스, 라이브 카지노 롤링 5배.',
      body: '라이브 카지노 베팅만 인정됩니다. 원하시면 신청할 때 좋아하는 테이블의 스크린샷을 첨부해 주세요(최대 3장).\n\n보너스는 승인일로부터 5일 이내에 롤링 조건을 달성해야 합니다.',
    },
    'Fish hunter ฿100 instant': {
      title: '피싱 헌터 ฿100 즉시 지급',
      summary: '참여하면 ฿100 즉시 지급! 피싱 게임 롤링 3배를 달성하면 현금으로 전환됩니다.',
      body: '승인 절차가 없습니다. 참여하는 즉시 보너스가 지급됩니다.\n\n롤링 3배 조건(฿300)에는 피싱 게임만 인정됩니다. 유효 기간은 3일입니다.',
    },
    'Songkran splash ฿1,000': {
      title: '송끄란 물벼락 ฿1,000',
      summary: '오픈 예정: 활동 중인 모든 회원에게 ฿1,000 축제 보너스를 드립니다.',
      body: '축제 첫날부터 신청할 수 있습니다. 모든 게임에서 롤링 8배, 달성 기한은 10일입니다.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: '행운의 홍바오',
      description: '소진 시까지 회원당 홍바오 1개! ฿8~฿88이 들어 있으며 보너스 잔액에 지급됩니다(롤링 3배, 7일).',
    },
    'Depositor red envelope': {
      title: '입금 회원 홍바오',
      description: '이벤트 기간 중 ฿300 이상 입금하고 ฿38~฿388이 든 홍바오를 열어 보세요.',
    },
    'Weekly lucky draw': {
      title: '주간 경품 추첨',
      description: '이번 주 유효 베팅 ฿100마다 티켓 1장(최대 100장)을 드립니다. 한 주가 끝나면 당첨자 3명을 추첨합니다.',
    },
    'Festival lucky draw': {
      title: '축제 경품 추첨',
      description: '축제 주간의 유효 베팅으로 티켓을 받습니다. 당첨자는 추첨일로부터 7일 이내에 경품을 받아야 합니다.',
    },
  },
};
