// ロビーでのスーパートランプ:ルール設定とプリセット(ロビーと一緒に読み込み、lobby.ts が規約で集める。
// そのほかの言葉はテーブルと一緒に games/supertrump.ts から)。
import type { Messages } from '../../index';
import type en from '../../en/lobby/supertrump';

const ja: Messages<typeof en> = {
  options: {
    supertrumpMembership: {
      label: 'スーパー切り札のフォロー',
      help: 'フォローするとき、スーパー切り札を切り札として扱うか、印刷されたスートとして扱うか。',
      values: { trump: '切り札として(標準)', printed: '印刷されたスートとして' },
    },
    confirmDraws: {
      label: '補充を1枚ずつ確認',
      help: '第1ステージの各トリックのあと、両プレイヤーがタップして山札から手札を補充します。',
    },
    reviewLastTrick: {
      label: '直前のトリックを見返せる',
      help: '最後に終わったトリックをもう一度確認できます。',
    },
    gamesPerMatch: {
      label: '1マッチのゲーム数',
      help: 'ディーラーを交代しながら、ゲームごとの勝利点を合計します。',
    },
  },
  presets: {
    standard: { label: '標準', hint: '書かれたとおりのルール。' },
    bestOfThree: { label: '3ゲームマッチ', hint: '3ゲーム行い、勝利点を合計します。' },
    printedSuits: { label: '印刷スート', hint: 'スーパー切り札が印刷されたスートとしてフォローします(ハウスルール)。' },
    stepByStep: { label: 'ステップごと', hint: '山札から補充するたびにタップを待ちます。' },
  },
};

export default ja;
