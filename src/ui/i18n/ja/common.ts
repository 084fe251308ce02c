import type { Messages } from '../index';
import type en from '../en/common';

const ja: Messages<typeof en> = {
  appName: 'Trick Table',
  tagline: 'ひと味ちがうトリックテイキングを、落ち着いたテーブルで。',
  loading: '読み込み中…',
  loadingTable: 'テーブルを準備しています…',
  back: '戻る',
  backToLobby: 'ロビーに戻る',
  close: '閉じる',
  dismiss: '閉じる',
  games: {
    supertrump: 'スーパートランプ',
    skat: 'スカート',
    toepen: 'トゥーペン',
    tuppi: 'トゥッピ',
    'queens-dungeon': 'クイーンズダンジョン',
    kloepper: 'クロッパー',
    ascot: 'アスコット',
    'king-of-the-hill': 'キング・オブ・ザ・ヒル',
  },
  seatKinds: {
    human: '人間',
    'ai-easy': 'AI・やさしい',
    'ai-normal': 'AI・ふつう',
    'ai-hard': 'AI・つよい',
  },
  settings: {
    title: '設定',
    open: '設定',
    language: '言語',
    languages: { en: 'English', ja: '日本語' },
    pace: '進行速度',
    paces: { slow: 'ゆっくり', normal: 'ふつう', fast: '速い', instant: '即時' },
    learn: '遊びながら覚える',
    learnHint: 'チューターが各フェーズ、出せない理由、トリックの勝者を説明します。',
    motion: 'アニメーション',
    motions: { system: 'システム設定に従う', reduced: '控えめ', full: 'すべて表示' },
    fourColour: '4色デッキ',
    fourColourHint: 'ダイヤを青、クラブを緑にして、スートごとに色を分けます。',
  },
  savedGame: {
    corruptTitle: '保存されたゲームを復元できませんでした',
    corruptNamed: '保存されていた{{game}}のゲームを読み込めなかったため({{reason}})、別の場所に退避しました。',
    corruptNamedTime: '{{time}}に保存された{{game}}のゲームを読み込めなかったため({{reason}})、別の場所に退避しました。',
    corruptUnnamed: '保存データ「{{key}}」を読み込めなかったため({{reason}})、別の場所に退避しました。',
    keptAs: 'データはこのブラウザの「{{key}}」に残してあります。削除はしていません。',
    freshStart: 'ほかの保存されたゲームは下にあります。',
    reasons: {
      ERR_BAD_JSON: 'データが壊れています',
      ERR_SAVE_VERSION: '互換性のないバージョンで保存されています',
      ERR_UNKNOWN_GAME: 'このゲームは利用できません',
      ERR_INTERNAL: 'ルールエンジンが再現できませんでした',
      ERR_BAD_SAVE: '手順または設定が正しくありません',
    },
    loadFailed: 'ゲームを読み込めませんでした。接続を確認して、もう一度お試しください。',
    startFailed: 'ゲームを開始できませんでした:{{reason}}',
  },
  errorBoundary: {
    title: 'テーブルで問題が発生しました',
    body: '予期しない問題が起きました。ゲームは最後に受け付けた手まで保存されています。',
    details: '技術的な詳細',
    backToLobby: 'ロビーに戻る',
    retry: 'もう一度試す',
  },
};

export default ja;
