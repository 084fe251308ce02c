// Skat in the lobby: its rule settings and presets (loaded with the lobby, found by
// convention: lobby.ts; the rest of its words load with its table: games/skat.ts).
export default {
  options: {
    preset: {
      label: 'Rule set',
      help: 'A bundle of the two settings below; choosing one of them yourself overrides it.',
      values: { isko: 'Official (ISkO)', seed: 'Game-help reading' },
    },
    auctionRoles: {
      label: 'Who names the bids',
      help: 'Officially Middlehand names numbers and Forehand holds; the game-help reading swaps them.',
      values: { isko: 'Middlehand names (official)', seed: 'Forehand names' },
    },
    handMatadorsIgnoreSkat: {
      label: 'Hand games: matadors without the skat',
      help: 'Count matadors of a hand game from the ten dealt cards only (officially the skat counts too).',
    },
    allowSurrender: {
      label: 'Declarer may surrender',
      help: 'Before declaring, the declarer may give up and lose twice the bid without playing.',
    },
    allPass: {
      label: 'When all three pass',
      help: 'The cards are thrown in, or a Ramsch is played: everyone for themselves, the most card points lose.',
      values: { throwIn: 'Throw the cards in', ramsch: 'Play Ramsch' },
    },
    ramschSkatTo: {
      label: 'Ramsch: the skat goes to',
      help: 'Whose card points the two skat cards join at the end of a Ramsch.',
      values: { lastTrick: 'Winner of the last trick', loser: 'The loser' },
    },
    scoring: {
      label: 'Scoring',
      help: 'Tournament scoring adds 50 for a won game; a lost game costs 50 more and gives each opponent 40.',
      values: { classic: 'Classic', tournament: 'Tournament (Seeger-Fabian)' },
    },
    handsPerGame: {
      label: 'Deals per match',
      help: 'The deal passes to the left each time; a multiple of 3 lets everyone deal equally often.',
    },
    reviewLastTrick: {
      label: 'Last trick may be reviewed',
      help: 'The most recent completed trick can be looked at again.',
    },
  },
  presets: {
    isko: { label: 'Official (ISkO)', hint: 'The International Skat Order: Middlehand bids to Forehand; matadors always count the skat.' },
    seed: { label: 'Game-help reading', hint: 'As the original game-help page reads: Forehand names the numbers; hand games count matadors without the skat.' },
  },
} as const;
