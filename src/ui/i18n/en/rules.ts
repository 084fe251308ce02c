// Rules pages, in the app's own words (from the rules specs in /shared/rules).
export default {
  title: 'How to play {{game}}',
  back: 'Back to the lobby',
  contents: 'On this page',
  playNow: 'Play {{game}}',
  notYet: 'The rules page for this game is not written yet.',
  supertrump: {
    lede: 'A duel for two players with one ordinary 52-card deck. Before play, one player names a trump suit and the other names a super-trump rank: the four cards of that rank beat everything else.',
    facts: { players: '2 players', deck: '52 cards, no jokers', time: 'About 15 minutes' },
    sections: {
      overview: {
        title: 'The idea',
        body: [
          'A game is one deal of 26 tricks in two stages. In stage 1 both players refill their hands from the stock after every trick; in stage 2 there is no more drawing and the hands are played out.',
          'Stage-1 tricks are worth 1 point, stage-2 tricks 2 points. That makes 39 points in all, so whoever reaches 20 wins — a tie is impossible.',
        ],
      },
      deal: {
        title: 'Dealing and choosing',
        body: [
          'The dealer gives each player 13 cards. The remaining 26 cards form the stock, face down.',
          'The non-dealer looks at their hand and names a trump suit. Then the dealer, who now knows the trump suit, names a rank from 2 to ace: the super-trump rank.',
          'Only then is the top card of the stock turned face up, and the non-dealer leads the first trick.',
        ],
      },
      ranking: {
        title: 'Which cards are strongest',
        body: [
          'Within a suit, cards rank 2 (low) up to ace (high).',
          'The four cards of the super-trump rank are super-trumps. They are all equal and beat every other card. Between two super-trumps, the one played first wins — so a super-trump that is led can never lose.',
          'The other twelve cards of the trump suit are trumps: they beat every card that is not a super-trump.',
        ],
        example: 'Example: clubs are trump and 4 is the super-trump rank. From low to high the trump group is 2♣ 3♣ 5♣ … K♣ A♣, and then 4♣ 4♥ 4♠ 4♦, all equal. 4♥ is not a heart in this deal.',
      },
      play: {
        title: 'Playing a trick',
        body: [
          'The leader plays any card. The other player must follow suit if they can; otherwise they may play any card. There is never a duty to win or to trump.',
          'Super-trumps belong to the trump group, not to their printed suit. If a trump or a super-trump is led, you must play a trump or a super-trump if you have one. If hearts are led, a super-trump heart does not count as a heart.',
          'The trick goes to a super-trump if there is one (the first one played), otherwise to the higher trump, otherwise to the higher card of the suit led.',
        ],
      },
      draw: {
        title: 'Drawing in stage 1',
        body: [
          'After each stage-1 trick the winner takes the face-up card from the stock, and the loser takes the hidden card below it. Then the next stock card is turned up.',
          'Both players see the face-up card, so your opponent always knows which card you just took. Is the face-up card worth winning a trick for, at only 1 point?',
        ],
      },
      stage2: {
        title: 'Stage 2',
        body: [
          'After 13 tricks the stock is empty. The winner of the last stage-1 trick leads, and the remaining 13 cards of each hand are played out with the same rules — but now every trick is worth 2 points.',
        ],
      },
      scoring: {
        title: 'Scoring',
        body: [
          'Each player scores 1 point per stage-1 trick and 2 points per stage-2 trick. Whoever has 20 or more of the 39 points wins.',
          'In a match of several games the dealer alternates and the points add up; the higher total wins.',
        ],
      },
      options: {
        title: 'Table options',
        body: [
          'Following with super-trumps: as trumps (standard) or, as a house rule, as their printed suit.',
          'Confirm each draw: players tap to take their cards from the stock, to follow the drawing step by step.',
          'Last trick may be reviewed: look at the most recent completed trick again.',
          'Games per match: play several games with alternating dealer and add up the points.',
        ],
      },
      tips: {
        title: 'Tips',
        body: [
          'As dealer, a rank you hold several of makes a strong super-trump choice — and the rank of your long trump cards strengthens your hand twice.',
          'Winning a stage-1 trick earns only 1 point and shows your opponent a card of your hand. Sometimes the hidden card is the better prize.',
          'Keep strength for stage 2, where every trick counts double.',
        ],
      },
    },
    glossaryTitle: 'Words used at the table',
    glossary: [
      ['Trump', 'the suit named by the non-dealer'],
      ['Super-trump', 'the four cards of the rank named by the dealer'],
      ['Trump group', 'the trumps and the super-trumps together'],
      ['Stock', 'the face-down pile the players draw from in stage 1'],
      ['Face-up card', 'the top card of the stock, the prize for the next trick'],
      ['Lead / follow', 'play the first card of a trick / answer it'],
    ],
    source: 'Designed by Craig Duncan, inspired by German Whist and Watten. Where the original rules are silent this table follows the decisions of its rules notes.',
  },
} as const;
