import type { Messages } from '../index';
import type en from '../en/rules';

const ja: Messages<typeof en> = {
  title: '{{game}}の遊び方',
  back: 'ロビーに戻る',
  contents: '目次',
  playNow: '{{game}}を遊ぶ',
  notYet: 'このゲームのルールページはまだありません。',
  presets: '用意されたルールセット',
  wins: 'このカードがトリックに勝つ',
  presetsLede: 'ロビーの設定の上から、ワンタップで選べます:',
};

export default ja;
