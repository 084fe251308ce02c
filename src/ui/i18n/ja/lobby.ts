import type { Messages } from '../index';
import type en from '../en/lobby';

const ja: Messages<typeof en> = {
  heading: 'ゲームを選ぶ',
  players: '{{range}}人',
  comingSoon: '準備中',
  comingSoonHint: 'ルールはまとまっています。このゲームのテーブルは現在制作中です。',
  selectGame: '{{game}}を準備する',
  pitches: {
    supertrump: '2人用の対決。一方が切り札のスートを、もう一方がスーパー切り札の数値を決め、山札の表向きのカードを奪い合う。',
    skat: 'ドイツを代表する3人用ゲーム。競りに勝ってスカートを取り、ひとりで2人に挑む。',
    toepen: 'オランダの酒場ゲーム。手札は4枚、勝負は最後のトリックだけ。誰でもノックして賭け金を上げられる。',
    tuppi: '切り札のないフィンランドのペア戦。秘密の競りで、多く取るか少なく取るかが決まる。',
    'queens-dungeon': 'クイーンはいつでも出せる。1つのトリックに2枚以上出ると、切り札の変更やダンジョン送りが起きる。',
    kloepper: 'イリノイ生まれのシャフコップの仲間。黒のクイーンを持つ2人は、プレイで明らかになるまで秘密のチーム。',
    ascot: 'トリックそのものは得点にならない。4枚のエースが競馬をし、リードした人がトリックに勝つと、そのスートのエースが進む。',
    'king-of-the-hill': '5人がそれぞれ2からAへのぼる。毎ラウンド、王様とパートナーが3人の挑戦者を迎え撃つ。',
  },
  continue: {
    heading: '進行中のゲーム',
    button: '続きから遊ぶ',
    buttonLabel: '{{game}}の続きから遊ぶ',
    hand: '第{{n}}ハンド',
    checking: '保存されたゲームを確認しています…',
    savedAt: '{{time}}に保存',
  },
  setup: {
    heading: 'テーブルの準備',
    playerCount: '人数',
    defaultHuman: 'プレイヤー{{n}}',
    seats: '座席',
    seat: '座席{{n}}',
    kind: 'プレイヤー',
    name: '名前',
    nameFor: '座席{{n}}の名前',
    kindFor: '座席{{n}}のプレイヤー',
    hotSeat: '1台の端末を複数人で遊びます。端末を渡すあいだ、画面は隠されます。',
    noHuman: '人間のプレイヤーがいません。AI同士の対戦を観戦します。',
    options: 'ルール',
    presets: 'プリセット',
    presetActive: '{{preset}}(選択中)',
    learn: '遊びながら覚える',
    learnHint: 'チューターが各フェーズ、出せない理由、トリックの勝者を説明します。',
    startLabel: '{{game}}を始める',
    starting: 'シャッフル中…',
    rules: 'ルールを読む',
    replaceWarning: '新しいゲームを始めると、進行中のゲームは上書きされます。',
  },
  defaultNames: {
    you: 'あなた',
    ai: ['ハナ', 'ケンジ', 'ユキ', 'タロウ', 'ミオ', 'ソウタ', 'アヤ'],
  },
  presets: {
    standard: { label: '標準', hint: '書かれたとおりのルール。' },
    bestOfThree: { label: '3ゲームマッチ', hint: '3ゲーム行い、勝利点を合計します。' },
    printedSuits: { label: '印刷スート', hint: 'スーパー切り札が印刷されたスートとしてフォローします(ハウスルール)。' },
    stepByStep: { label: 'ステップごと', hint: '山札から補充するたびにタップを待ちます。' },
  },
  options: {
    on: 'オン',
    off: 'オフ',
    decrease: '減らす',
    increase: '増やす',
    supertrump: {
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
  },
};

export default ja;
