// ロビーでのトゥッピ:ルール設定とプリセット(ロビーと一緒に読み込み、lobby.ts が規約で集める。
// そのほかの言葉はテーブルと一緒に games/tuppi.ts から)。
import type { Messages } from '../../index';
import type en from '../../en/lobby/tuppi';

const ja: Messages<typeof en> = {
  options: {
    preset: {
      label: 'ルールセット',
      help: '下の3つの設定のまとめです。個別に選ぶとそちらが優先されます。',
      values: { seed: '元記事のルール(標準)', traditional: '伝統ルール(フィンランド連盟)' },
    },
    allowTwoAsBidCard: {
      label: '2をビッドカードにできる',
      help: '絵札以外なら何でも出せます。伝統ルールでは2も不可。',
    },
    bidMethod: {
      label: 'ビッドの方法',
      help: '手札のカードで出すか、手札を見せない赤と黒のトークンで出すか。',
      values: { handCard: '手札のカード', tokens: 'トークン' },
    },
    ramiOpeningLeader: {
      label: 'ラミの最初のリード',
      help: 'デクレアラー、またはその右の人(伝統ルール)。',
      values: { declarer: 'デクレアラー', rightOfDeclarer: 'デクレアラーの右' },
    },
    soloEnabled: {
      label: 'ソロあり',
      help: 'ラミのあと、守り側の一人が1トリックも取らない勝負に挑めます。',
    },
    soloExchange: {
      label: 'ソロの手札交換',
      help: 'ソロの人が1枚除き、パートナーが見ずに1枚渡します。',
      values: { optional: '任意', mandatory: '必ず', off: 'なし' },
    },
    soloLength: {
      label: 'ソロで避けるトリック数',
      help: '13 = ハンド全体。少なくすると成功したソロが早く終わります。',
    },
    wipeRule: {
      label: '相手が得点したとき',
      help: '得点を持っていたチームの点がどうなるか。',
      values: { wipeAndCredit: '全て失い、相手は新たに加算', resetBoth: '0対0に戻る', none: '単純に加算' },
    },
    targetScore: {
      label: '勝利に必要な点',
      help: '先にこの点に達したチームの勝ち(通常52)。',
    },
    handLimit: {
      label: 'ハンド数の上限',
      help: '0 = なし。設定すると、その数のハンドのあと得点の多いチームの勝ち。',
    },
    endHandWhenDecided: {
      label: '決着したハンドを打ち切る',
      help: '「0対0に戻る」のとき、結果が変わらなくなった時点でハンドを終えます。',
    },
    reviewLastTrick: {
      label: '直前のトリックを見返せる',
      help: '最後に終わったトリックをもう一度見られます。',
    },
  },
  presets: {
    seed: { label: '元の記事どおり', hint: 'このゲームを紹介した日本語の記事のとおりのルールです。' },
    traditional: { label: '伝統ルール', hint: 'フィンランド連盟のトゥッピ:2はビッドカード不可、ラミはデクレアラーの右がリード、相手が得点すると0対0に戻る。' },
  },
};

export default ja;
