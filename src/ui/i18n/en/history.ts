// Hand history (replay a hand trick by trick).
export default {
  title: 'Hand history',
  open: 'Replay the hand',
  openShort: 'History',
  chooseHand: 'Which hand',
  hand: 'Game {{n}}',
  close: 'Close',
  prev: 'Previous trick',
  next: 'Next trick',
  trickOf: 'Trick {{n}} of {{total}}',
  wins: '{{name}} wins the trick.',
  wins_you: 'You win the trick.',
  allTricks: 'All tricks of this hand',
  noTricks: 'No trick has been played in this hand yet.',
  score: 'The score',
};
