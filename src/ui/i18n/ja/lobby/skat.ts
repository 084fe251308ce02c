// ロビーでのスカート:ルール設定とプリセット(ロビーと一緒に読み込み、lobby.ts が規約で集める。
// そのほかの言葉はテーブルと一緒に games/skat.ts から)。
import type { Messages } from '../../index';
import type en from '../../en/lobby/skat';

const ja: Messages<typeof en> = {
  options: {
    preset: {
      label: 'ルールセット',
      help: '下の2つの設定をまとめて選びます。個別に設定するとそちらが優先されます。',
      values: { isko: '公式ルール(ISkO)', seed: 'ゲーム解説の読み方' },
    },
    auctionRoles: {
      label: 'ビッドの数字を言う人',
      help: '公式ではミドルハンドが数字を言い、フォアハンドが受けます。ゲーム解説の読み方では逆になります。',
      values: { isko: 'ミドルハンドが言う(公式)', seed: 'フォアハンドが言う' },
    },
    handMatadorsIgnoreSkat: {
      label: 'ハンドのトップはスカートを含めない',
      help: 'ハンドのトップを配られた10枚だけで数えます(公式ではスカートも含めます)。',
    },
    allowSurrender: {
      label: '単独プレイヤーは降りられる',
      help: '宣言の前に降りると、プレイせずにビッドの2倍を失います。',
    },
    allPass: {
      label: '3人ともパスしたとき',
      help: '配り直すか、ラムシュ(各自が自分のために戦い、ポイントが最も多い人が負け)を行います。',
      values: { throwIn: '配り直し', ramsch: 'ラムシュを行う' },
    },
    ramschSkatTo: {
      label: 'ラムシュ:スカートの行き先',
      help: 'ラムシュの最後に、スカート2枚のポイントを誰に加えるか。',
      values: { lastTrick: '最後のトリックの勝者', loser: '負けた人' },
    },
    scoring: {
      label: '得点方式',
      help: 'トーナメント方式(ゼーガー=ファビアン方式)では勝ちに50点を加え、負けは50点多く失い、対抗プレイヤーがそれぞれ40点を得ます。',
      values: { classic: 'クラシック', tournament: 'トーナメント方式' },
    },
    handsPerGame: {
      label: '1マッチのディール数',
      help: 'ディーラーは毎回左へ移ります。3の倍数にすると全員が同じ回数だけ配ります。',
    },
    reviewLastTrick: {
      label: '直前のトリックを見返せる',
      help: '最後に終わったトリックをもう一度確認できます。',
    },
  },
  presets: {
    isko: { label: '公式ルール(ISkO)', hint: '国際スカート規則:ミドルハンドがフォアハンドにビッドし、トップは常にスカートを含めて数えます。' },
    seed: { label: 'ゲーム解説の読み方', hint: '元のゲーム解説のとおり:フォアハンドが数字を言い、ハンドのトップはスカートを含めずに数えます。' },
  },
};

export default ja;
