// Ascot in the lobby: its rule settings and presets (loaded with the lobby, found by
// convention: lobby.ts; the rest of its words load with its table: games/ascot.ts).
export default {
  options: {
    seat0Side: {
      label: 'First player\'s horses',
      help: 'Which colour the first seat backs; the other seat backs the other colour.',
      values: { black: 'Black (♠ ♣)', red: 'Red (♥ ♦)', random: 'Drawn by lot' },
    },
    trumpFromFirstUpcard: {
      label: 'Trumps',
      help: 'The suit of the first face-up card is trump for the whole race.',
    },
    tieBreak: {
      label: 'Level best horses',
      help: 'When the best horses are level: the second horses decide, or it is a dead heat.',
      values: { secondHorse: 'Second horses (standard)', deadHeat: 'Dead heat' },
    },
    maxMovesPerDeal: {
      label: 'Advances per race',
      help: 'How often each horse can advance in one deal.',
    },
    handicapAS: { label: 'Start of the ♠ horse', help: 'Half-lengths ahead at the start (0–6).' },
    handicapAC: { label: 'Start of the ♣ horse', help: 'Half-lengths ahead at the start (0–6).' },
    handicapAH: { label: 'Start of the ♥ horse', help: 'Half-lengths ahead at the start (0–6).' },
    handicapAD: { label: 'Start of the ♦ horse', help: 'Half-lengths ahead at the start (0–6).' },
    matchMode: {
      label: 'Match',
      help: 'One race, a marathon of races from the start, or one long race over several deals.',
      values: { single: 'One race', marathon: 'Marathon', marathonCarryOver: 'Long race' },
    },
    races: {
      label: 'Races (deals)',
      help: 'How many races a marathon has, or how many deals a long race lasts.',
    },
    confirmDraws: {
      label: 'Confirm each draw',
      help: 'After each phase-1 trick, both players tap to take their card from the stock.',
    },
    reviewLastTrick: {
      label: 'Last trick may be reviewed',
      help: 'The most recent completed trick can be looked at again.',
    },
  },
  presets: {
    standard: { label: 'Standard', hint: 'One race, as written.' },
    marathon: { label: 'Marathon', hint: 'Three races; race points add up.' },
    longRace: { label: 'Long race', hint: 'One race over three deals; the horses stay where they are.' },
    trumps: { label: 'Trumps', hint: 'The first face-up card names trump.' },
    headStartBlack: { label: 'Head start: black', hint: 'You back black; both black horses start a length ahead.' },
    headStartRed: { label: 'Head start: red', hint: 'You back red; both red horses start a length ahead.' },
  },
} as const;
