// ロビーでのキング・オブ・ザ・ヒル:ルール設定とプリセット(ロビーと一緒に読み込み、lobby.ts が
// 規約で集める。そのほかの言葉はテーブルと一緒に games/king-of-the-hill.ts から)。
import type { Messages } from '../../index';
import type en from '../../en/lobby/king-of-the-hill';

const ja: Messages<typeof en> = {
  options: {
    preset: {
      label: 'ルールセット',
      help: '元の記事のルールか、標準の80点/トラクター(いつでも公開、厳格なペア、場の札はリード次第)。',
      values: { seed: '元の記事(標準)', tractor: 'トラクター' },
    },
    declarationTiming: {
      label: '切り札を公開できる時',
      help: '配られたばかりの切り札ランクだけ(元の記事)か、配りの間いつでも持っている切り札ランクで(トラクター)。',
      values: { onDeal: '配られた時(標準)', anyTime: '配りの間いつでも' },
    },
    allowInitialPairDeclaration: {
      label: '最初からペアで公開',
      help: '同じ切り札ランク2枚で最初に公開でき、切り札はそのまま確定します。',
    },
    allowReinforce: {
      label: '公開の強化',
      help: '公開した人が同じカードの2枚目を受け取ったら、見せて切り札を確定できます。',
    },
    firstKing: {
      label: '最初の王様',
      help: '配り手の右の人(元の記事)か、第1ラウンドで最初に公開した人。',
      values: { dealerRight: '配り手の右(標準)', firstDeclarer: '最初に公開した人' },
    },
    pairFollow: {
      label: 'ペアへのフォロー',
      help: 'リードされたスートを2枚持っていればその2枚(元の記事)か、そのスートのペアがあればペア(厳格)。',
      values: { seed: '元の記事(標準)', strict: '厳格' },
    },
    kittyMultiplier: {
      label: '場の札のボーナス',
      help: '挑戦者が最後のトリックを取った時、場の札の得点を2倍か、最後のリードの枚数で2倍/4倍。',
      values: { flat2: '2倍(標準)', byLead: '最後のリード次第' },
    },
    reseat: {
      label: 'パートナーは離れて座る',
      help: '指定のあと、王様との間に挑戦者が入るようにパートナーが座り直します。',
    },
    hiddenPartner: {
      label: '秘密のパートナー',
      help: '指定したカードが出るまでパートナーは分かりません(座り直しなし)。',
    },
    suddenDeath: {
      label: '複数がAに届いた時',
      help: '勝った側に1人だけいるまでサドンデスのラウンドを続けるか、共同優勝。',
      values: { rounds: 'サドンデス(標準)', shared: '共同優勝' },
    },
    startRank: {
      label: '開始ランク',
      help: '全員の駒がここから始まります。高いほど短いゲームになります。',
      values: { '2': '2(標準)', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9', '10': '10', J: 'J', Q: 'Q', K: 'K' },
    },
  },
  presets: {
    seed: { label: '元の記事のルール', hint: '配られた時に公開、ペアにはリードされたスートの任意の2枚、場の札は2倍。全員2から。' },
    tractor: { label: 'トラクター', hint: '標準の80点:いつでも公開、厳格なペアのフォロー、場の札は最後のリード次第。' },
    short: { label: '短いゲーム', hint: '全員Jから始めます。数ラウンドでAに届きます。' },
  },
};

export default ja;
