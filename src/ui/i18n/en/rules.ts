// Rules pages, in the app's own words (from the rules specs in /shared/rules).
export default {
  title: 'How to play {{game}}',
  back: 'Back to the lobby',
  contents: 'On this page',
  playNow: 'Play {{game}}',
  notYet: 'The rules page for this game is not written yet.',
  skat: {
    lede: "Germany's national card game for three. After an auction of game values, the winner — the declarer — plays alone against the other two, who team up for this deal.",
    facts: { players: '3 players', deck: '32 cards (A 10 K Q J 9 8 7)', time: 'About 5 minutes a deal' },
    sections: {
      deal: {
        title: 'The deal',
        body: [
          'Each player gets 10 cards; the last two lie face down in the middle: the skat.',
          'Left of the dealer sits Forehand (leads the first trick), then Middlehand, then Rearhand — the dealer. After every deal the dealer moves one seat to the left.',
        ],
      },
      bidding: {
        title: 'Bidding',
        body: [
          'Players bid game values, not card points: 18, 20, 22, 23, 24, 27, 30, … Each number is what some game is worth (18 is diamonds "with or without 1").',
          'Middlehand names numbers to Forehand, who answers "hold" (yes, I keep that value) or passes. Then Rearhand names numbers to whoever is left. The older seat only has to hold; the younger one must go higher.',
          'The last player left is the declarer at the highest value named. If nobody bids at all, Forehand may still play at 18; otherwise the cards are thrown in.',
        ],
      },
      skat: {
        title: 'Skat or hand',
        body: [
          'The declarer decides before looking: take the skat (pick up both cards, then put any two back face down) or play hand, without seeing it.',
          'A hand game is worth one level more and allows announcing Schneider, Schwarz or Ouvert. Either way the two skat cards count for the declarer at the end.',
          'At this table the declarer may also surrender before declaring: no cards are played and the declarer loses twice the bid.',
        ],
      },
      contracts: {
        title: 'The games',
        body: [
          'Suit game: the four jacks and the chosen suit are trumps (11 cards). Base value: diamonds 9, hearts 10, spades 11, clubs 12.',
          'Grand: only the four jacks are trumps. Base value 24.',
          'Null: the declarer must not take a single trick. No trumps; the jacks are ordinary cards. Fixed values: Null 23, Null Hand 35, Null Ouvert 46, Null Ouvert Hand 59 (Ouvert: the declarer plays with open cards).',
        ],
      },
      play: {
        title: 'Playing the tricks',
        body: [
          'Forehand leads the first trick; the winner of each trick leads the next. You must follow the suit led if you can; otherwise you may play any card.',
          'Every jack is a trump in suit games and Grand, not a card of its printed suit: if a jack is led you must play a trump, and the jack of hearts does not follow a heart lead.',
          'The highest trump wins the trick; without trumps, the highest card of the suit led wins.',
        ],
        example: 'Trumps in a clubs game, high to low. In Grand only the jacks are trumps; in Null every suit ranks A K Q J 10 9 8 7.',
      },
      points: {
        title: 'Card points',
        body: [
          'Ace 11, ten 10, king 4, queen 3, jack 2, nine / eight / seven 0: 120 in the pack.',
          'In suit games and Grand the declarer needs 61 card points (the skat included) to win; 60 loses. With 90 or more the declarer makes the opponents Schneider; taking every trick is Schwarz.',
        ],
      },
      value: {
        title: 'Game value',
        body: [
          'Value = base value × (matadors + levels). Matadors count the unbroken run of top trumps from the jack of clubs down, held ("with 2") or missing ("without 2") — both are worth the same. The skat counts for this too.',
          'Levels: 1 for the game, +1 hand, +1 Schneider, +1 Schneider announced, +1 Schwarz, +1 Schwarz announced, +1 Ouvert.',
          'If the value ends up below the bid, the declarer has overbid and loses, even with 61 points; the game then counts as the smallest multiple of its base value that reaches the bid.',
        ],
      },
      scoring: {
        title: 'Scoring',
        body: [
          'A won game scores its value for the declarer; a lost game costs twice its value. The opponents score nothing.',
          'With tournament scoring a win adds 50, a loss costs 50 more and each opponent gains 40.',
          'After the agreed number of deals the highest total wins.',
        ],
      },
      options: {
        title: 'Table options',
        body: [
          'Rule set: the official International Skat Order, or the reading of the original game-help page (Forehand names the numbers; hand games count matadors without the skat).',
          'Declarer may surrender; Ramsch when all pass (everyone for themselves, the most card points lose); where the skat goes in Ramsch.',
          'Classic or tournament scoring; deals per match; whether the last trick may be reviewed.',
        ],
      },
      tips: {
        title: 'Tips',
        body: [
          'Bid with the game you would play in mind: count your jacks (matadors) and your longest suit, then see which values that game reaches.',
          'Put back high cards you cannot protect — a lonely ten is worth 10 points in the skat.',
          'As an opponent, give points to your partner: play your aces and tens when your partner wins the trick.',
        ],
      },
    },
    glossaryTitle: 'Words used at the table',
    glossary: [
      ['Declarer', 'the winner of the bidding, playing alone'],
      ['Skat', 'the two face-down cards (and the name of the game)'],
      ['Hold', 'accept the value just named without going higher'],
      ['Hand game', 'playing without picking up the skat'],
      ['Matadors', 'the run of top trumps held or missing, from the jack of clubs'],
      ['Schneider / Schwarz', '90+ card points / every trick'],
      ['Overbid', 'the game value came out below the bid: lost'],
    ],
    source: 'Rules of the International Skat Order (ISkO), with the surrender option of the Board Game Arena help page. Where the two differ the options above choose.',
  },
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
