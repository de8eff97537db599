/** Simplified Chinese (CN) demo content: banner captions, notices and popups (terms from docs/glossary/cn.md). */
import type { SeedTranslation } from './types.ts';

export const CN: SeedTranslation = {
  banners: {
    'Welcome bonus': '迎新红利',
    'Ten thousand slots': '上万款电子老虎机',
    'Live casino': '真人视讯',
    'Provably fair': '可验证公平',
    'Login welcome': '欢迎回来',
    'Register bonus': '注册红利',
    'Account help': '账号帮助',
    'Invite friends': '邀请好友',
    'VIP club': 'VIP 俱乐部',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: '欢迎来到 Lotus Play',
      content: '感谢您的支持！本周优惠请前往优惠活动页面查看。',
    },
    'Weekend deposit bonus': {
      title: '周末存款红利',
      content: '周六、周日存款即可获得红利，详情请参阅活动条款。',
    },
    'New slots every week': {
      title: '电子老虎机每周上新',
      content: '每周都有数十款新电子老虎机登陆 RNG 大厅。',
    },
    'Scheduled system upgrade': {
      title: '系统升级公告',
      content: '本站将于周二 02:00-03:00 UTC 进行系统升级，期间游戏可能短暂无法使用。',
    },
    'Responsible gaming': {
      title: '负责任博彩',
      content: '请在会员中心设置存款限额，理性游戏。',
    },
    'VIP club opening': {
      title: 'VIP 俱乐部正式开放',
      content: 'VIP 俱乐部现已开放：等级越高，每周红利越丰厚。',
    },
    'Invite friends, earn rewards': {
      title: '邀请好友，赢取奖励',
      content: '分享您的推荐码，每成功邀请一位好友加入即可获得奖励。',
    },
    'Live casino tables extended': {
      title: '真人视讯增开牌桌',
      content: '更多真人百家乐和轮盘牌桌现已全天候开放。',
    },
    'Mobile app update': {
      title: '手机应用更新',
      content: '手机应用新版本已上线，支持 iOS 和 Android。',
    },
    'Lottery draw schedule': {
      title: '彩票开奖时间',
      content: '彩票按官方时间表开奖，每期开奖后公布开奖结果。',
    },
    'Security reminder': {
      title: '安全提醒',
      content: '我们绝不会向您索取密码。请在会员中心开启双重验证。',
    },
    'Customer service hours': {
      title: '客服服务时间',
      content: '客服 24 小时在线，您可随时通过在线聊天联系我们。',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slots 维护公告',
      content: 'RSG Slots 正在进行例行维护，其他电子老虎机可正常游戏。',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sports 维护公告',
      content: 'BTI Sportsbook 正在升级，升级前已投注的注单均安全有效。',
    },
    'New in-house slot': {
      title: '自研电子老虎机上线',
      content: '快来试试 <b>Lotus Provably Fair Slot</b>：每一次旋转都可验证。',
    },
  },
  noticeSignOff: '<b>Lotus Play</b> 团队',
  announcements: {
    'Welcome to Lotus Play': {
      title: '欢迎来到 Lotus Play',
      content:
        '<p>立即注册，首次存款即享 <b>100% 迎新红利</b>。</p><ul><li>数千款电子老虎机</li><li>真人视讯 24/7 全天开放</li><li>极速取款</li></ul>',
    },
    'Play responsibly': {
      title: '理性游戏',
      content: '<p>请为自己设定预算，并适时休息。您须<b>年满 18 周岁</b>方可参与游戏。</p>',
    },
    'Weekend reload bonus': {
      title: '周末续存红利',
      content: '<p>本周末存款即可获得 <b>20% 续存红利</b>，最高 ฿2,000。请前往奖励中心领取。</p>',
    },
    'Agent commission update': {
      title: '代理佣金调整通知',
      content: '<p>自下月起，佣金改为<b>每周</b>发放。详情请查看代理中心。</p>',
    },
    'Your first-deposit gift': {
      title: '首存礼包',
      content: '<p>感谢您的加入！请在 <b>7 天</b>内完成首次存款，即可解锁 50 次免费旋转。</p>',
    },
    'VIP cashback week': {
      title: 'VIP 返现周',
      content: '<p>VIP 3 及以上会员：本周真人视讯亏损可获 <b>10% 返现</b>。</p>',
    },
    'Scheduled system upgrade': {
      title: '系统升级公告',
      content: '<p>本站将于周一 02:00–04:00（GMT+7）进行系统升级，您的余额安全无虞。</p>',
    },
    'Invite friends, earn rewards': {
      title: '邀请好友，赢取奖励',
      content: '<p>分享您的推广链接，即可获得好友首次存款的 <b>5%</b>。</p>',
    },
  },
  rewards: {
    'Weekly gift': '每周礼金',
    'Live casino cashback': '真人视讯返现',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 红利',
    '฿100 bonus credit': '฿100 红利',
    '฿500 bonus credit': '฿500 红利',
    'Lotus Play T-shirt': 'Lotus Play T恤',
    'Wireless earbuds': '无线耳机',
    'Smartphone': '智能手机',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: '迎新红利 ฿500',
      summary: '新会员申请即送 ฿500 红利，任意游戏完成 5 倍流水即可提取。',
      body: '每位会员限申请一次。申请审核通过后，红利将存入您的红利余额。\n\n任意游戏均可参与：每笔已结算的注单都计入 5 倍流水（฿2,500）。达到流水要求后，红利即转为可取款的现金。\n\n自审核通过起 14 天内有效。逾期未完成流水要求的红利将作废，并显示在您的红利记录中。',
    },
    'Slots reload ฿200': {
      title: '电子续存红利 ฿200',
      summary: '电子玩家专享 ฿200 红利，完成 10 倍电子流水即可提取，最高可提 ฿200。',
      body: '仅电子老虎机（RNG 及自研电子老虎机）计入 10 倍流水（฿2,000）。\n\n红利须在 7 天内完成流水要求，最高 ฿200 可转为现金。',
    },
    'Live casino weekend ฿300': {
      title: '真人视讯周末 ฿300',
      summary: '本周末畅玩真人百家乐和轮盘：送 ฿300 红利，真人视讯 5 倍流水。',
      body: '仅真人视讯投注计入流水。申请时可选择上传您最爱牌桌的截图（最多 3 张）。\n\n红利须在审核通过后 5 天内完成流水要求。',
    },
    'Fish hunter ฿100 instant': {
      title: '捕鱼达人 ฿100 即时送',
      summary: '参加即送 ฿100，完成 3 倍捕鱼流水即可提取。',
      body: '无需审核：参加即发放红利。\n\n仅捕鱼游戏计入 3 倍流水（฿300）。有效期 3 天。',
    },
    'Songkran splash ฿1,000': {
      title: '宋干泼水节 ฿1,000',
      summary: '即将开始：所有活跃会员均可获得 ฿1,000 节日红利。',
      body: '节日首日开放申请。任意游戏 8 倍流水，须在 10 天内完成。',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: '幸运红包',
      description: '每位会员限领一个红包，领完即止：红包金额 ฿8 至 ฿88，存入您的红利余额（3 倍流水，7 天内完成）。',
    },
    'Depositor red envelope': {
      title: '存款红包',
      description: '活动期间存款 ฿300 或以上，即可拆一个 ฿38 至 ฿388 的红包。',
    },
    'Weekly lucky draw': {
      title: '每周幸运抽奖',
      description: '本周每 ฿100 有效投注可得 1 张奖券（最多 100 张）。本周结束时抽出 3 名中奖者。',
    },
    'Festival lucky draw': {
      title: '节日幸运抽奖',
      description: '节日周内的有效投注可兑换奖券。中奖者须在开奖后 7 天内领取奖品。',
    },
  },
};
