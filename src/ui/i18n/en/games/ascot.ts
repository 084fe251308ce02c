// Ascot's words for the table, the tutor, the race result and the rules page (rules/ascot.md;
// terms as in §9: horse, black horses / red horses, half a length, one length, advance, stock,
// upcard, lead / leader, follow suit, trick, phase 1 / phase 2, trump, handicap, marathon,
// dead heat, dealer).
export default {
  words: {
    handNo: 'Race {{n}}',
    resultTitle: 'Race {{n}} is over',
    next: 'Next race',
    waiting: 'Waiting for the next race…',
    historyHand: 'Race {{n}}',
  },
  // Refused moves in words: its wording of common ones, and what has to happen first in each of
  // its phases (ERR_WRONG_PHASE); the shared catalogue (errors.ts) has the rest.
  errors: {
    ERR_MUST_FOLLOW_TRUMP: 'You must follow {{suit}}: you hold {{cards}}.',
    ERR_MUST_FOLLOW_TRUMP_NOLIST: 'You must follow {{suit}}.',
    wrongPhase: {
      trickPlay: 'Not now: a card is awaited in the trick.',
      draw: 'Not yet: first the trick winner takes the face-up card, then the other player draws the hidden one.',
      handResult: 'Not now: the race is over; start the next race.',
      gameOver: 'The match is over.',
    },
  },
  // Why a refused move is against the rules (the tutor's second line)
  rules: {
    ERR_MUST_FOLLOW: 'Follow the led suit if you can; only without it may you play another card. You never have to win the trick.',
    ERR_NOT_YOUR_TURN: 'The leader plays first, then the other player. The non-dealer leads the first trick; after that the winner of each trick leads.',
    ERR_WRONG_PHASE: 'After each phase-1 trick both players draw from the stock; then the next trick is led.',
  },
  phase: {
    trickPlay: 'Trick play',
    draw: 'Drawing',
    handResult: 'Race result',
    gameOver: 'Match over',
  },
  action: {
    PLAY: 'Play',
    DRAW: 'Draw',
    NEXT_HAND: 'Next race',
  },
  side: { black: 'Black', red: 'Red' },
  badge: {
    black: 'Black ♠♣',
    blackTitle: 'Backs the black horses: the aces of spades and clubs.',
    red: 'Red ♥♦',
    redTitle: 'Backs the red horses: the aces of hearts and diamonds.',
    trump: 'trump',
    trumpShort: 'T',
  },
  panel: {
    trackLabel: 'The racecourse',
    horseLabel: '{{horse}} ({{owner}}): {{pos}} half-lengths, {{moves}} of {{max}} advances this race',
    cap: 'The furthest this horse can get this race',
    capLegend: 'cap: {{max}} advances a race',
    stockLabel_one: 'Stock: {{count}} card',
    stockLabel_other: 'Stock: {{count}} cards',
    upcard: 'Face-up card',
    trump: 'Trump {{suit}}',
    stage1: 'Phase 1',
    stage2: 'Phase 2',
    trickNo: 'Trick {{n}}/24',
    known: 'Known:',
    knownLabel: 'Face-up cards this player took and still holds',
  },
  actions: {
    drawUpcard: 'Take the face-up card',
    drawHidden: 'Draw the hidden card',
  },
  result: {
    raceOf: 'Race {{n}} of {{of}}',
    goesOn: 'The race goes on: the horses stay where they are for the next deal.',
    deadHeat: 'Dead heat',
    won_black: 'Black wins the race ({{name}})',
    won_red: 'Red wins the race ({{name}})',
    pos_one: '{{count}} half-length',
    pos_other: '{{count}} half-lengths',
    points: 'Race points',
    rule: 'The furthest horse wins; if the leading horses are level, the second horses decide; if they are level too, it is a dead heat.',
    ruleDeadHeat: 'The furthest horse wins; if the leading horses are level, it is a dead heat.',
    matchTitle: 'The match race by race',
    raceNo: 'Race',
    winnerCol: 'Winner',
    final_one: '{{score}} race point',
    final_other: '{{score}} race points',
    why: {
      carry: 'So far black leads with {{bestB}} and {{secondB}}, red with {{bestR}} and {{secondR}}.',
      deadHeatAll: 'Both colours are level: best horses {{bestB}} and {{bestR}}, second horses {{secondB}} and {{secondR}}.',
      deadHeatBest: 'The best horses are level at {{bestB}}: at this table that is a dead heat.',
      best_black: "Black's best horse is at {{bestB}}, red's at {{bestR}}: the furthest horse wins.",
      best_red: "Red's best horse is at {{bestR}}, black's at {{bestB}}: the furthest horse wins.",
      second_black: "The best horses are level at {{bestB}}: black's second horse ({{secondB}}) is ahead of red's ({{secondR}}).",
      second_red: "The best horses are level at {{bestB}}: red's second horse ({{secondR}}) is ahead of black's ({{secondB}}).",
    },
  },
  sheet: {
    goesOn: 'Race goes on:',
    deadHeat: 'Dead heat:',
    won: '{{side}} ({{name}}) won:',
  },
  tutor: {
    trickPlay: 'Play a card to the trick.',
    draw: 'The winner takes the face-up card, the loser the hidden one.',
    handResult: 'The furthest horse wins. If the leading horses are level, the second horses decide; if they are level too, it is a dead heat.',
    gameOver: 'The match is over. Start a new one, or go back to the lobby.',
    wait: 'Waiting for {{name}}.',
    leadFirstBlack: 'You back the black horses ({{horses}}): get one of them further ahead than either red horse. Tricks themselves score nothing. If you lead and win, the ace of the suit you led moves half a length — even an opponent\'s horse.',
    leadFirstRed: 'You back the red horses ({{horses}}): get one of them further ahead than either black horse. Tricks themselves score nothing. If you lead and win, the ace of the suit you led moves half a length — even an opponent\'s horse.',
    lead: 'Lead a suit whose horse you want to move: if you win, that ace moves half a length. If your opponent wins, no horse moves.',
    leadStage2: 'Phase 2: no more drawing. Horses keep moving by the same rule: the leader wins, the led suit\'s ace moves.',
    stage2Start: 'The stock is empty: play out your 12 cards. Horses keep moving by the same rule.',
    follow: '{{card}} was led: follow {{suit}} if you can. If {{card}} wins, the {{horse}} horse moves; if you win, no horse moves at all — taking the trick is a way to stop a horse.',
    drawUpcard: 'You won the trick: take the face-up card. Your opponent will know you hold it.',
    drawHidden: 'You lost the trick: draw the hidden card from the stock.',
  },
  history: {
    advanced: 'The {{horse}} horse advanced to {{pos}} ({{moves}} advances this race).',
    atLimit: 'The {{horse}} horse has used all its advances this race: it stays.',
    trump: 'The first face-up card made {{suit}} trump.',
    stageTwo: 'The stock ran out: phase 2 began.',
    tookUpcard: '{{name}} took the face-up card {{card}}.',
  },
  explain: {
    leadHigherMoved: '{{leader}} led {{card}} and {{follower}} followed with the lower {{other}}: the leader won, so the {{horse}} horse advances half a length.',
    leadHigherLimit: '{{leader}} led {{card}} and {{follower}} followed with the lower {{other}}: the leader won, but the {{horse}} horse has already advanced {{max}} times this race, so it stays.',
    leadOffMoved: '{{leader}} led {{card}}; {{follower}} had no {{suit}} and played {{other}}, which cannot win: the leader won, so the {{horse}} horse advances half a length.',
    leadOffLimit: '{{leader}} led {{card}}; {{follower}} had no {{suit}} and played {{other}}, which cannot win: the leader won, but the {{horse}} horse has already advanced {{max}} times this race, so it stays.',
    followHigher: '{{leader}} led {{card}} and {{follower}} took the trick with the higher {{other}}: the follower won, so no horse moves.',
    followTrumped: '{{leader}} led {{card}} and {{follower}} trumped it with {{other}}: the follower won, so no horse moves.',
    raceWon_black: 'Black ({{name}}) wins the race.',
    raceWon_red: 'Red ({{name}}) wins the race.',
  },
  // The rules page (RulesPage.tsx)
  rulesPage: {
    lede: 'A horse race for two players with one ordinary deck. The four aces are the horses; winning tricks scores nothing by itself — a trick won by its leader moves the ace of the suit led.',
    facts: { players: '2 players', deck: '48 cards (the aces race)', time: 'About 15 minutes' },
    sections: {
      overview: {
        title: 'The idea',
        body: [
          'One player backs the black horses (the aces of spades and clubs), the other the red horses (hearts and diamonds).',
          'After all 24 tricks, the player whose horse is furthest ahead wins the race.',
        ],
      },
      deal: {
        title: 'The deal',
        body: [
          'The four aces are taken out and stand at the start line of the racecourse. The other 48 cards are shuffled; each player gets 12.',
          'The remaining 24 cards form the stock, face down, and its top card is turned face up. The non-dealer leads the first trick.',
        ],
      },
      play: {
        title: 'Playing a trick',
        body: [
          'The leader plays any card. The other player must follow suit if they can; otherwise they may play any card. There is never a duty to win.',
          'The higher card of the suit led wins (K is the top card, 2 the lowest). A card of another suit never wins — unless a trump is played at a table with trumps.',
        ],
      },
      horses: {
        title: 'How the horses move',
        body: [
          'If the leader wins the trick, the ace of the suit that was led advances half a length — whoever backs that horse. If the follower wins, no horse moves.',
          'Each horse can advance at most 6 times in a race (a table can change the number). Once it has, leading its suit and winning moves nothing.',
        ],
        example: 'The ♠ horse has advanced 3 half-lengths, ♥ 2, ♣ 1; ♦ is still at the start. The line on the right is the cap: 6 advances.',
      },
      draw: {
        title: 'Drawing (phase 1)',
        body: [
          'While the stock lasts, after each trick the winner takes the face-up card and the loser the hidden card beneath it; then the next card is turned up.',
          'Both players see the face-up card, so your opponent knows the card you took.',
          'After 12 tricks the stock is empty: in phase 2 the hands are played out, and the horses keep moving by the same rule.',
        ],
      },
      result: {
        title: 'Who wins',
        body: [
          'The side whose best horse is furthest ahead wins. If the best horses are level, the second horses decide; if those are level too, the race is a dead heat.',
          'A race won is worth 1 point; a dead heat ½ each.',
        ],
      },
      match: {
        title: 'Marathons',
        body: [
          'Marathon: several races; the horses go back to the start before each, and the race points add up.',
          'Long race: several deals of one race; the horses stay where they finished, and the result is decided after the last deal. The cap of advances counts per deal.',
        ],
      },
      options: {
        title: 'Table options',
        body: [
          'Colour of the first player: black, red or drawn by lot.',
          'Trumps: the suit of the first face-up card is trump for the whole race.',
          'Tie-break: the second horses decide (standard), or level best horses are a dead heat.',
          'Advances per race: the cap of each horse (standard 6).',
          'Handicap: a horse may start up to 6 half-lengths ahead; the start does not use up its advances.',
          'Match: one race, a marathon of several races, or one long race over several deals.',
          'Confirm each draw; last trick may be reviewed.',
        ],
      },
      tips: {
        title: 'Tips',
        body: [
          'Winning a trick you led in your opponent\'s colour pushes their horse.',
          'Leading your own colour when your opponent can beat it moves nothing and gives them the lead.',
          'Once your horse has advanced 6 times, leading its suit gains nothing.',
          'The face-up card is not always a prize: a card you will have to lead in your opponent\'s colour can be worse than the hidden one.',
        ],
      },
    },
    glossaryTitle: 'Words used at the table',
    glossary: [
      ['Horse', 'an ace on the racecourse'],
      ['Black horses / red horses', 'the aces of ♠ and ♣ / of ♥ and ♦'],
      ['Half a length', 'one step of a horse; two make one length'],
      ['Stock', 'the face-down pile drawn from in phase 1'],
      ['Face-up card', 'the top card of the stock, the prize of the trick winner'],
      ['Lead / follow', 'play the first card of a trick / answer it'],
      ['Dead heat', 'a race with no winner'],
    ],
    source: 'A Japanese blog\'s rules (2018) and pagat.com\'s ASCOT pages. Where they are silent this table follows the decisions of its rules notes.',
  },
};
