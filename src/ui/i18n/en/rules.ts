// Rules pages, in the app's own words (from the rules specs in /shared/rules).
export default {
  title: 'How to play {{game}}',
  back: 'Back to the lobby',
  contents: 'On this page',
  playNow: 'Play {{game}}',
  notYet: 'The rules page for this game is not written yet.',
  presets: 'Ready-made rule sets',
  wins: 'wins the trick',
  presetsLede: 'The lobby offers these with one tap, above the game’s settings:',
} as const;
