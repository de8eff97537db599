/** Japanese (JA) demo content: banner captions, notices and popups (terms from docs/glossary/ja.md). */
import type { SeedTranslation } from './types.ts';

export const JA: SeedTranslation = {
  banners: {
    'Welcome bonus': 'ウェルカムボーナス',
    'Ten thousand slots': '1万種類のスロット',
    'Live casino': 'ライブカジノ',
    'Provably fair': '公平性検証可能',
    'Login welcome': 'おかえりなさい',
    'Register bonus': '新規登録ボーナス',
    'Account help': 'アカウントサポート',
    'Invite friends': '友達を招待',
    'VIP club': 'VIPクラブ',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Lotus Playへようこそ',
      content: 'いつもご利用いただきありがとうございます。今週のキャンペーンはプロモーションページでご確認ください。',
    },
    'Weekend deposit bonus': {
      title: '週末入金ボーナス',
      content: '土曜日・日曜日のご入金にはボーナスが付与されます。詳しくはプロモーションの規約をご確認ください。',
    },
    'New slots every week': {
      title: '新作スロットが毎週登場',
      content: 'RNGロビーには毎週、数十タイトルの新作スロットが追加されます。',
    },
    'Scheduled system upgrade': {
      title: 'システムアップグレードのお知らせ',
      content: '火曜日 02:00-03:00 UTC にサイトのアップグレードを実施します。作業中は一時的にゲームをご利用いただけない場合があります。',
    },
    'Responsible gaming': {
      title: '責任あるゲーミング',
      content: '会員センターで入金上限を設定し、節度を守ってお楽しみください。',
    },
    'VIP club opening': {
      title: 'VIPクラブ開設のお知らせ',
      content: 'VIPクラブがオープンしました。ランクが上がるほど、毎週のボーナスもアップします。',
    },
    'Invite friends, earn rewards': {
      title: '友達を招待してリワードをゲット',
      content: 'あなたの紹介コードをシェアすると、登録した友達1人ごとにリワードを獲得できます。',
    },
    'Live casino tables extended': {
      title: 'ライブカジノのテーブルを増設',
      content: 'ライブバカラとルーレットのテーブルを増設しました。24時間いつでもお楽しみいただけます。',
    },
    'Mobile app update': {
      title: 'モバイルアプリのアップデート',
      content: 'iOS版・Android版モバイルアプリの新バージョンを公開しました。',
    },
    'Lottery draw schedule': {
      title: '宝くじ抽選スケジュール',
      content: '宝くじの抽選は公式スケジュールに沿って行われ、結果は各回の抽選後に掲載されます。',
    },
    'Security reminder': {
      title: 'セキュリティに関するご注意',
      content: '当サイトがパスワードをお尋ねすることは決してありません。会員センターで二段階認証を有効にしてください。',
    },
    'Customer service hours': {
      title: 'カスタマーサポート対応時間',
      content: 'カスタマーサポートはライブチャットにて24時間対応しております。',
    },
    'RSG Slots maintenance': {
      title: 'RSG Slotsメンテナンスのお知らせ',
      content: 'RSG Slotsは定期メンテナンス中です。その他のスロットは通常どおりご利用いただけます。',
    },
    'BTI Sports maintenance': {
      title: 'BTI Sportsメンテナンスのお知らせ',
      content: 'BTI Sportsbookはアップグレード中です。アップグレード前に行われたベットは安全に保護されていますのでご安心ください。',
    },
    'New in-house slot': {
      title: '自社開発の新作スロット',
      content: '<b>Lotus Provably Fair Slot</b>をぜひお試しください：すべてのスピンの公平性を検証できます。',
    },
  },
  noticeSignOff: '<b>Lotus Play</b>運営チーム',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Lotus Playへようこそ',
      content:
        '<p>今すぐ新規登録で、初回入金に<b>100%ウェルカムボーナス</b>をプレゼント！</p><ul><li>数千種類のスロット</li><li>ライブカジノ 24/7</li><li>スピード出金</li></ul>',
    },
    'Play responsibly': {
      title: '節度を守ってプレイしましょう',
      content: '<p>予算を決めて、適度に休憩を取りましょう。プレイできるのは<b>18歳以上</b>の方に限ります。</p>',
    },
    'Weekend reload bonus': {
      title: '週末リロードボーナス',
      content: '<p>今週末にご入金いただくと、最大฿2,000の<b>20%リロードボーナス</b>を獲得できます。リワードセンターで受け取ってください。</p>',
    },
    'Agent commission update': {
      title: 'エージェントコミッション変更のお知らせ',
      content: '<p>来月より、コミッションは<b>毎週</b>のお支払いとなります。詳しくはエージェントセンターをご確認ください。</p>',
    },
    'Your first-deposit gift': {
      title: '初回入金特典',
      content: '<p>ご登録ありがとうございます！<b>7日以内</b>に初回入金をすると、フリースピン50回をプレゼントします。</p>',
    },
    'VIP cashback week': {
      title: 'VIPキャッシュバックウィーク',
      content: '<p>VIP 3以上の方限定：今週のライブカジノでの損失に<b>10%キャッシュバック</b>。</p>',
    },
    'Scheduled system upgrade': {
      title: 'システムアップグレードのお知らせ',
      content: '<p>月曜日 02:00–04:00（GMT+7）にサイトのアップグレードを実施します。残高は安全に保護されます。</p>',
    },
    'Invite friends, earn rewards': {
      title: '友達を招待してリワードをゲット',
      content: '<p>あなたの紹介リンクをシェアすると、友達の初回入金額の<b>5%</b>を獲得できます。</p>',
    },
  },
  rewards: {
    'Weekly gift': 'ウィークリーギフト',
    'Live casino cashback': 'ライブカジノキャッシュバック',
  },
  mallItems: {
    '฿20 bonus credit': 'ボーナスクレジット ฿20分',
    '฿100 bonus credit': 'ボーナスクレジット ฿100分',
    '฿500 bonus credit': 'ボーナスクレジット ฿500分',
    'Lotus Play T-shirt': 'Lotus Play Tシャツ',
    'Wireless earbuds': 'ワイヤレスイヤホン',
    'Smartphone': 'スマートフォン',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'ウェルカムボーナス ฿500',
      summary: '新規会員の方は申請で฿500のボーナスを獲得。全ゲーム対象、賭け条件5倍を達成すると出金できます。',
      body: '申請は会員1人につき1回限りです。申請が承認されると、ボーナスがボーナス残高に付与されます。\n\nどのゲームでもOK：確定したベットはすべて賭け条件5倍（฿2,500）にカウントされます。達成すると、ボーナスは出金可能な現金に変わります。\n\n期限は承認から14日間です。期限内に賭け条件を達成できなかったボーナスは没収され、ボーナス履歴に表示されます。',
    },
    'Slots reload ฿200': {
      title: 'スロットリロードボーナス ฿200',
      summary: 'スロットプレイヤー向けの฿200ボーナス。スロットでの賭け条件10倍を達成すると出金できます。最大出金額は฿200です。',
      body: '賭け条件10倍（฿2,000）の対象はスロットゲーム（RNGスロットと自社開発スロット）のみです。\n\n賭け条件は7日以内に達成してください。現金化できるのは最大฿200までです。',
    },
    'Live casino weekend ฿300': {
      title: 'ライブカジノ・ウィークエンド ฿300',
      summary: '今週末はライブバカラとルーレットで遊ぼう：฿300ボーナス、ライブカジノでの賭け条件5倍。',
      body: '対象はライブカジノでのベットのみです。ご希望なら、お気に入りのテーブルのスクリーンショットを申請に添付できます（最大3枚）。\n\n賭け条件は承認から5日以内に達成してください。',
    },
    'Fish hunter ฿100 instant': {
      title: 'フィッシュハンター ฿100即時付与',
      summary: '参加するだけで฿100を即時付与。フィッシュゲームでの賭け条件3倍を達成すると出金できます。',
      body: '承認は不要です：参加と同時にボーナスが付与されます。\n\n賭け条件3倍（฿300）の対象はフィッシュゲームのみです。有効期間は3日間です。',
    },
    'Songkran splash ฿1,000': {
      title: 'ソンクラーン・スプラッシュ ฿1,000',
      summary: '近日開始：アクティブ会員の皆さま全員に฿1,000のフェスティバルボーナスをプレゼント。',
      body: 'フェスティバル初日から申請受付を開始します。全ゲーム対象で賭け条件8倍、達成期限は10日間です。',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'ラッキーお年玉',
      description: 'お年玉（紅包）は会員1人につき1袋、なくなり次第終了。中身は฿8〜฿88で、ボーナス残高に追加されます（賭け条件3倍、7日間）。',
    },
    'Depositor red envelope': {
      title: '入金者限定お年玉',
      description: 'イベント期間中に฿300以上入金すると、฿38〜฿388のお年玉を開けられます。',
    },
    'Weekly lucky draw': {
      title: 'ウィークリー抽選会',
      description: '今週の有効ベット額฿100ごとにチケット1枚（最大100枚）。週の終わりに3名の当選者を抽選します。',
    },
    'Festival lucky draw': {
      title: 'フェスティバル抽選会',
      description: 'フェスティバル週間の有効ベット額に応じてチケットを獲得。当選者は抽選日から7日以内に賞品を受け取ってください。',
    },
  },
};
