// ロビーでのアスコット:ルール設定とプリセット(ロビーと一緒に読み込み、lobby.ts が規約で集める。
// そのほかの言葉はテーブルと一緒に games/ascot.ts から)。
import type { Messages } from '../../index';
import type en from '../../en/lobby/ascot';

const ja: Messages<typeof en> = {
  options: {
    seat0Side: {
      label: '最初のプレイヤーの馬',
      help: '最初の席が賭ける色。もう一方の席は残りの色に賭けます。',
      values: { black: '黒(♠ ♣)', red: '赤(♥ ♦)', random: 'くじ引き' },
    },
    trumpFromFirstUpcard: {
      label: '切り札',
      help: '最初の表向きのカードのスートが、そのレースの切り札になります。',
    },
    tieBreak: {
      label: '先頭の馬が並んだとき',
      help: '先頭の馬が並んだら、2番手の馬で決めるか、引き分けにするか。',
      values: { secondHorse: '2番手の馬で決める(標準)', deadHeat: '引き分け' },
    },
    maxMovesPerDeal: {
      label: '1レースに進める回数',
      help: '1ディールで各馬が進める回数の上限。',
    },
    handicapAS: { label: '♠の馬のスタート', help: 'スタート時に何半馬身先にいるか(0〜6)。' },
    handicapAC: { label: '♣の馬のスタート', help: 'スタート時に何半馬身先にいるか(0〜6)。' },
    handicapAH: { label: '♥の馬のスタート', help: 'スタート時に何半馬身先にいるか(0〜6)。' },
    handicapAD: { label: '♦の馬のスタート', help: 'スタート時に何半馬身先にいるか(0〜6)。' },
    matchMode: {
      label: 'マッチ',
      help: '1レース、毎回スタートに戻るマラソン、または何ディールかにわたる1つのロングレース。',
      values: { single: '1レース', marathon: 'マラソン', marathonCarryOver: 'ロングレース' },
    },
    races: {
      label: 'レース(ディール)数',
      help: 'マラソンのレース数、またはロングレースのディール数。',
    },
    confirmDraws: {
      label: '補充を1枚ずつ確認',
      help: 'フェーズ1の各トリックのあと、二人ともタップして山札からカードを取ります。',
    },
    reviewLastTrick: {
      label: '直前のトリックを見返せる',
      help: '最後に終わったトリックをもう一度確認できます。',
    },
  },
  presets: {
    standard: { label: '標準', hint: '書かれたとおりの1レース。' },
    marathon: { label: 'マラソン', hint: '3レース。勝ち点を合計します。' },
    longRace: { label: 'ロングレース', hint: '3ディールで1レース。馬は位置を保ちます。' },
    trumps: { label: '切り札あり', hint: '最初の表向きのカードで切り札が決まります。' },
    headStartBlack: { label: 'ハンデ:黒', hint: 'あなたは黒。黒の馬2頭が1馬身先からスタート。' },
    headStartRed: { label: 'ハンデ:赤', hint: 'あなたは赤。赤の馬2頭が1馬身先からスタート。' },
  },
};

export default ja;
