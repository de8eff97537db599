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
};
