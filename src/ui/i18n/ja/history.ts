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
  review: {
    start: 'もっと良い手はあった?',
    title: 'あなたの手の検討',
    progress: 'AIがあなたの手を検討中:{{total}}手中{{n}}手…',
    none_one: 'あなたの選択はAIと同じくらい良い手でした。',
    none_other: 'あなたの{{count}}回の選択はどれもAIと同じくらい良い手でした。',
    some_one: '1手で約{{total}}損をしました:',
    some_other: '{{count}}手で合わせて約{{total}}損をしました:',
    trick: 'トリック{{n}}:',
    costly: '「{{made}}」を選びましたが、「{{best}}」の方が約{{cost}}良い手でした。',
    failed: '検討を終えられませんでした。あとでもう一度お試しください。',
  },
};
export default ja;
