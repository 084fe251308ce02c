// ロビーでのトゥーペン:ルール設定とプリセット(ロビーと一緒に読み込み、lobby.ts が規約で集める。
// そのほかの言葉はテーブルと一緒に games/toepen.ts から)。
import type { Messages } from '../../index';
import type en from '../../en/lobby/toepen';

const ja: Messages<typeof en> = {
  options: {
    preset: {
      label: 'ルールセット',
      help: 'オランダ式はカードの強さ・合図・次のディーラー・勝者の受け取りを変えます。個別に選ぶとそちらが優先されます。',
      values: { seed: '日本で教わったルール(標準)', dutch: 'オランダ式' },
    },
    startingChips: {
      label: '最初のチップ',
      help: '各プレイヤーが最初に持つチップ(10~50枚)。少ないほど短いゲームになります。',
    },
    winCondition: {
      label: 'ゲームの終わり',
      help: '誰かが破産した時点で終了(チップが最も多い人の勝ち)か、チップのある人が1人になるまで続けるか。',
      values: { mostChipsAtFirstBankruptcy: '破産で終了・最多チップの勝ち', lastPlayerStanding: '最後までチップを残した人の勝ち' },
    },
    cardOrder: {
      label: 'カードの強さ',
      help: 'A K Q J 10 9 8 7(数札4枚で交換)か、オランダ式の 10 9 8 7 A K Q J(絵札4枚で交換)。',
      values: { seed: 'A K Q J 10 9 8 7', dutch: '10 9 8 7 A K Q J(オランダ式)' },
    },
    signals: {
      label: '立ち上がる・口笛',
      help: 'Aが4枚なら立ち上がり、3枚なら口笛。プレイヤーが自分で出すか、必要な合図を自動にするか、合図なしか。',
      values: { manual: 'プレイヤーが自分で出す', auto: '必要な合図は自動', off: '合図なし' },
    },
    nextDealer: {
      label: '次のディーラー',
      help: 'ディーラーは左隣へ移るか、ディールの勝者が次に配るか(オランダ式)。',
      values: { left: '左隣の人', lastTrickWinner: 'ディールの勝者' },
    },
    winnerCollectsStake: {
      label: '勝者が賭け数を受け取る',
      help: 'ディールの勝者がチップ置き場から賭け数分を受け取ります(オフ:オランダの罰点式で勝者は受け取りなし)。',
    },
    knockRequiresCover: {
      label: '払えるチップがある時だけノック可',
      help: '上がった賭け数以上のチップを持っている時だけノックできます。',
    },
  },
  presets: {
    seed: { label: '日本で教わったルール', hint: 'A K Q J 10 9 8 7、数札4枚なら交換、立ち上がる・口笛の合図、勝者が賭け数を受け取り、ディーラーは左へ。' },
    dutch: { label: 'オランダ式', hint: '10 9 8 7 A K Q J、絵札4枚なら交換、合図なし、勝者が次のディーラー、勝者は受け取りなし。' },
  },
};

export default ja;
