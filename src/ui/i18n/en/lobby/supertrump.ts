// Supertrump in the lobby: its rule settings and presets (loaded with the lobby, found by
// convention: lobby.ts; the rest of its words load with its table: games/supertrump.ts).
export default {
  options: {
    supertrumpMembership: {
      label: 'Following with super-trumps',
      help: 'Whether a super-trump counts as a trump or as its printed suit when following.',
      values: { trump: 'As trumps (standard)', printed: 'As their printed suit' },
    },
    confirmDraws: {
      label: 'Confirm each draw',
      help: 'After each stage-1 trick, both players tap to take their card from the stock.',
    },
    reviewLastTrick: {
      label: 'Last trick may be reviewed',
      help: 'The most recent completed trick can be looked at again.',
    },
    gamesPerMatch: {
      label: 'Games per match',
      help: 'The dealer alternates and points add up over the games.',
    },
  },
  presets: {
    standard: { label: 'Standard', hint: 'The rules as written.' },
    bestOfThree: { label: 'Best of three', hint: 'Three games; points add up.' },
    printedSuits: { label: 'Printed suits', hint: 'Super-trumps follow their printed suit (house rule).' },
    stepByStep: { label: 'Step by step', hint: 'Every stock draw waits for a tap.' },
  },
} as const;
