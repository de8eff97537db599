/** Traditional Chinese, Taiwan (TW) demo content: banner captions, notices and popups (terms from docs/glossary/tw.md). */
import type { SeedTranslation } from './types.ts';

export const TW: SeedTranslation = {
  banners: {
    'Welcome bonus': '迎新紅利',
    'Ten thousand slots': '上萬款電子老虎機',
    'Live casino': '真人視訊',
    'Provably fair': '可驗證公平',
    'Login welcome': '歡迎回來',
    'Register bonus': '註冊紅利',
    'Account help': '帳號協助',
    'Invite friends': '邀請好友',
    'VIP club': 'VIP 俱樂部',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: '歡迎來到 Lotus Play',
      content: '感謝您的支持！本週優惠請至優惠活動頁面查看。',
    },
    'Weekend deposit bonus': {
      title: '週末儲值紅利',
      content: '週六、週日儲值即可獲得紅利，詳情請參閱活動條款。',
    },
    'New slots every week': {
      title: '電子老虎機每週上新',
      content: 'RNG 大廳每週都有數十款全新電子老虎機上架。',
    },
    'Scheduled system upgrade': {
      title: '系統升級公告',
      content: '本站將於週二 02:00-03:00 UTC 進行系統升級，期間遊戲可能短暫無法使用。',
    },
    'Responsible gaming': {
      title: '理性遊戲',
      content: '請至會員中心設定儲值限額，理性遊戲。',
    },
    'VIP club opening': {
      title: 'VIP 俱樂部正式開幕',
      content: 'VIP 俱樂部現已開放：等級越高，每週紅利越豐厚。',
    },
    'Invite friends, earn rewards': {
      title: '邀請好友，領取獎勵',
      content: '分享您的推薦碼，每邀請一位好友加入即可獲得獎勵。',
    },
    'Live casino tables extended': {
      title: '真人視訊加開牌桌',
      content: '加開更多真人百家樂與輪盤牌桌，24 小時全天候開放。',
    },
    'Mobile app update': {
      title: '手機 App 更新',
      content: '手機 App 新版本已上架，支援 iOS 與 Android。',
    },
    'Lottery draw schedule': {
      title: '彩票開獎時間',
      content: '彩票依官方時間表開獎，每期開獎後公布開獎結果。',
    },
    'Security reminder': {
      title: '安全提醒',
      content: '我們絕不會向您索取密碼。請至會員中心開啟雙重驗證。',
    },
    'Customer service hours': {
      title: '客服服務時間',
      content: '客服團隊 24 小時在線，歡迎隨時透過線上客服與我們聯繫。',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots 維護公告',
      content: 'RSG Slots 正在進行例行維護，其他電子老虎機可正常遊玩。',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports 維護公告',
      content: 'BTI Sportsbook 正在進行升級，升級前已投注的注單均安全無虞。',
    },
    'New in-house slot': {
      title: '自研電子老虎機上線',
      content: '快來試試 <b>Lotus Provably Fair Slot</b>：每一次轉動都可驗證。',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> 營運團隊',
  announcements: {
    'Welcome to Lotus Play': {
      title: '歡迎來到 Lotus Play',
      content:
        '<p>立即註冊，首次儲值即享 <b>100% 迎新紅利</b>。</p><ul><li>數千款電子老虎機</li><li>真人視訊 24/7 全天開放</li><li>極速提款</li></ul>',
    },
    'Play responsibly': {
      title: '理性遊戲',
      content: '<p>請為自己設定預算，並適時休息。須<b>年滿 18 歲</b>方可參與遊戲。</p>',
    },
    'Weekend reload bonus': {
      title: '週末續儲紅利',
      content: '<p>本週末儲值即可獲得 <b>20% 續儲紅利</b>，最高 ฿2,000。請至獎勵中心領取。</p>',
    },
    'Agent commission update': {
      title: '代理佣金調整通知',
      content: '<p>自下個月起，佣金改為<b>每週</b>發放。詳情請至代理中心查看。</p>',
    },
    'Your first-deposit gift': {
      title: '首儲好禮',
      content: '<p>感謝您的加入！請於 <b>7 天</b>內完成首次儲值，即可解鎖 50 次免費旋轉。</p>',
    },
    'VIP cashback week': {
      title: 'VIP 現金回饋週',
      content: '<p>VIP 3 以上會員：本週真人視訊虧損可獲 <b>10% 現金回饋</b>。</p>',
    },
    'Scheduled system upgrade': {
      title: '系統升級公告',
      content: '<p>本站將於週一 02:00–04:00（GMT+7）進行系統升級，您的餘額安全無虞。</p>',
    },
    'Invite friends, earn rewards': {
      title: '邀請好友，領取獎勵',
      content: '<p>分享您的推廣連結，即可獲得好友首次儲值金額的 <b>5%</b>。</p>',
    },
  },
  rewards: {
    'Weekly gift': '每週禮金',
    'Live casino cashback': '真人視訊現金回饋',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 紅利',
    '฿100 bonus credit': '฿100 紅利',
    '฿500 bonus credit': '฿500 紅利',
    'Lotus Play T-shirt': 'Lotus Play T恤',
    'Wireless earbuds': '無線耳機',
    'Smartphone': '智慧型手機',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: '迎新紅利 ฿500',
      summary: '新會員申請即送 ฿500 紅利，於任一遊戲完成 5 倍流水即可轉入錢包。',
      body: '每位會員限申請一次。申請審核通過後，紅利將存入您的紅利餘額。\n\n任何遊戲皆可參加：每筆已結算的注單都計入 5 倍流水（฿2,500）。達到流水要求後，紅利即轉為可提款的現金。\n\n自審核通過起 14 天內有效。未於期限內完成流水要求的紅利將失效，並顯示於您的紅利紀錄中。',
    },
    'Slots reload ฿200': {
      title: '電子老虎機續儲紅利 ฿200',
      summary: '老虎機玩家專屬 ฿200 紅利，完成 10 倍老虎機流水即可轉入錢包，最高可提領 ฿200。',
      body: '僅電子老虎機（RNG 老虎機及本站自製老虎機）計入 ฿2,000 的 10 倍流水。\n\n紅利須於 7 天內完成流水要求，最高 ฿200 可轉為現金。',
    },
    'Live casino weekend ฿300': {
      title: '真人視訊週末 ฿300',
      summary: '本週末暢玩真人百家樂與輪盤：送 ฿300 紅利，真人視訊 5 倍流水。',
      body: '僅真人視訊投注計入流水。申請時可選擇附上您最愛牌桌的截圖（最多 3 張）。\n\n紅利須於審核通過後 5 天內完成流水要求。',
    },
    'Fish hunter ฿100 instant': {
      title: '捕魚達人 ฿100 立即送',
      summary: '參加立即送 ฿100，完成 3 倍捕魚流水即可轉入錢包。',
      body: '免審核：參加即發放紅利。\n\n僅捕魚遊戲計入 ฿300 的 3 倍流水。有效期限 3 天。',
    },
    'Songkran splash ฿1,000': {
      title: '宋干潑水節 ฿1,000',
      summary: '即將推出：所有活躍會員皆可獲得 ฿1,000 節慶紅利。',
      body: '節慶首日開放申請。任一遊戲 8 倍流水，須於 10 天內完成。',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: '幸運紅包',
      description: '每位會員限領一個紅包，送完為止：紅包內含 ฿8 至 ฿88，存入您的紅利餘額（3 倍流水，7 天內完成）。',
    },
    'Depositor red envelope': {
      title: '儲值紅包',
      description: '活動期間儲值 ฿300（含）以上，即可拆開一個 ฿38 至 ฿388 的紅包。',
    },
    'Weekly lucky draw': {
      title: '每週幸運抽獎',
      description: '本週每 ฿100 有效投注可得 1 張獎券（最多 100 張）。本週結束時抽出 3 位得獎者。',
    },
    'Festival lucky draw': {
      title: '節慶幸運抽獎',
      description: '節慶週期間的有效投注可累積獎券。得獎者須於開獎後 7 天內領取獎品。',
    },
  },
};
