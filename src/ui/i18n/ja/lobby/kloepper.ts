// ロビーでのクロッパー:ルール設定とプリセット(ロビーと一緒に読み込み、lobby.ts が規約で集める。
// そのほかの言葉はテーブルと一緒に games/kloepper.ts から)。得点表(§6.4)はゲームファイルで
// 設定する表のオプションで、ここには出しません。
import type { Messages } from '../../index';
import type en from '../../en/lobby/kloepper';

const ja: Messages<typeof en> = {
  options: {
    knockOffRule: {
      label: 'ノックオフのあと',
      help: '賭けがさらに倍(各人24)か、元の記事の文字どおり(必ず「♣Q♠Qチーム」の得点)か。',
      values: { doubleStake: '賭けがさらに倍(標準)', literal: '文字どおり' },
    },
    requireCalledSuitInHand: {
      label: '持っているスートのAだけ指定できる',
      help: '黒のクイーン2枚を持つ人は、切り札以外のカードを持っているスートのAしか指定できません(シープスヘッド)。',
    },
    calledAceMustFollow: {
      label: '指定されたAは必ず出す',
      help: '指定されたスートがリードされたら、指定されたAを持つ人はそれを出さなければなりません(シープスヘッド)。',
    },
    targetScore: {
      label: 'ゲーム終了のポイント',
      help: 'ディールの終わりに誰かがこのポイントに届いたらゲーム終了(1~300)。',
    },
    tieBreak: {
      label: '首位が同点の時',
      help: '終了時に首位が同点なら、ディールを続けるか、共同優勝にするか。',
      values: { playOn: '1人が抜けるまで続ける', shared: '共同優勝' },
    },
    showCardPointsDuringPlay: {
      label: 'プレイ中にカードの得点を表示',
      help: '各人が取ったカードの得点をトリックごとに表示します(ふつうはディールの終わりにだけ数えます)。',
    },
  },
  presets: {
    standard: { label: '標準', hint: '元の記事と世界選手権のルール:30ポイントで終了、持っていないAならどれでも指定でき、ノックオフで賭けが倍。' },
    sheepshead: { label: 'シープスヘッド式の指定', hint: '指定するスートのカードを持っている必要があり、指定されたAはそのスートがリードされたら必ず出します。' },
    short: { label: '短いゲーム', hint: '15ポイントで終了。' },
  },
};

export default ja;
