// 手の履歴(トリックごとに再生)。
import type en from '../en/history';
import type { Messages } from '../index';

const ja: Messages<typeof en> = {
  title: '対戦の履歴',
  open: 'この回を再生',
  openShort: '履歴',
  chooseHand: 'どの回か',
  hand: '第{{n}}ゲーム',
  close: '閉じる',
  prev: '前のトリック',
  next: '次のトリック',
  trickOf: 'トリック {{n}} / {{total}}',
  wins: '{{name}}がトリックを取りました。',
  wins_you: 'あなたがトリックを取りました。',
  allTricks: 'この回のすべてのトリック',
  noTricks: 'この回はまだトリックがありません。',
  score: '得点',
};
export default ja;
