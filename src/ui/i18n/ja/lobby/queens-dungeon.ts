// ロビーでのクイーンズダンジョン:ルール設定とプリセット(ロビーと一緒に読み込み、lobby.ts が規約で集める。
// そのほかの言葉はテーブルと一緒に games/queens-dungeon.ts から)。
import type { Messages } from '../../index';
import type en from '../../en/lobby/queens-dungeon';

const ja: Messages<typeof en> = {
  options: {
    removedTwo: {
      label: '抜く2(3人の時)',
      help: '3人の時は2を1枚抜いて、全員17枚ずつにします。',
      values: { '2S': '2♠', '2H': '2♥', '2D': '2♦', '2C': '2♣' },
    },
    firstLead: {
      label: '最初のリード',
      help: 'ディールの最初のトリックを誰がリードするか。',
      values: { dealerLeft: 'ディーラーの左隣', dealer: 'ディーラー' },
    },
    mustTrump: {
      label: '台札がなければ切り札',
      help: '台札のスートがない人は、切り札を持っていれば出さなければなりません(クイーンはいつでも可)。',
    },
    dungeonTrickScoring: {
      label: 'クイーン3・4枚のトリック',
      help: 'そのトリックだけ得点なしにするか、取った人のディール全体を得点なしにするか。',
      values: { voidTrick: 'そのトリックだけ得点なし', voidHand: '取った人のディールが得点なし' },
    },
    dungeonTrickCountsForContract: {
      label: 'そのトリックもノルマに数える',
      help: 'クイーン3・4枚のトリックも、ディーラーの5(7)トリックに数えます。',
    },
    tieBreak: {
      label: '終了時にトップが同点',
      help: '誰かが目標点に届いた時にトップが同点なら、ディールを続けるか、同点の全員を勝ちにするか。',
      values: { playOn: '続ける', shared: '全員勝ち' },
    },
    targetScore: {
      label: '目標点',
      help: 'ディールの終わりに誰かがこの点数に届いたらゲーム終了(1~5000)。',
    },
    reviewLastTrick: {
      label: '直前のトリックを見直せる',
      help: '一番最近のトリックを誰でももう一度見られます。',
    },
  },
  presets: {
    standard: { label: '標準', hint: 'ディーラーの左隣がリード。台札がなければ切り札。500点先取。' },
    gamefarm: { label: 'ディーラーがリード', hint: 'gamefarm.jp のルール:最初のトリックはディーラーがリードします。' },
    freeDiscard: { label: '切り札の義務なし', hint: '台札のスートがあれば出し、なければ何を出してもかまいません。' },
    short: { label: '短いゲーム', hint: '250点先取。' },
  },
};

export default ja;
