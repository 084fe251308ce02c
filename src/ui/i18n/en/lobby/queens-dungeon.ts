// Queen's Dungeon in the lobby: its rule settings and presets (loaded with the lobby, found by
// convention: lobby.ts; the rest of its words load with its table: games/queens-dungeon.ts).
export default {
  options: {
    removedTwo: {
      label: 'Removed two (three-handed)',
      help: 'With three players one two is removed, so that everyone gets 17 cards.',
      values: { '2S': '2♠', '2H': '2♥', '2D': '2♦', '2C': '2♣' },
    },
    firstLead: {
      label: 'First lead',
      help: 'Who leads the first trick of a deal.',
      values: { dealerLeft: 'Player left of the dealer', dealer: 'The dealer' },
    },
    mustTrump: {
      label: 'Must trump when void',
      help: 'A player who cannot follow suit must play a trump if they hold one (a queen is always allowed).',
    },
    dungeonTrickScoring: {
      label: 'Trick of 3 or 4 queens',
      help: 'The trick itself scores nothing, or its winner scores no trick or queen points for the whole deal.',
      values: { voidTrick: 'Only that trick is void', voidHand: 'Winner’s whole deal void' },
    },
    dungeonTrickCountsForContract: {
      label: 'Such a trick counts for the contract',
      help: 'A trick of three or four queens still counts towards the dealer’s 5 (or 7) tricks.',
    },
    tieBreak: {
      label: 'Tie for the lead at the end',
      help: 'When the highest total is shared once someone reached the target: play more deals, or the leaders share the win.',
      values: { playOn: 'Play on', shared: 'Shared win' },
    },
    targetScore: {
      label: 'Target score',
      help: 'The game ends after a deal in which someone reaches this total (1–5000).',
    },
    reviewLastTrick: {
      label: 'Last trick may be reviewed',
      help: 'Anyone may look at the most recent trick again.',
    },
  },
  presets: {
    standard: { label: 'Standard', hint: 'The player left of the dealer leads; must trump when void; first to 500.' },
    gamefarm: { label: 'Dealer leads', hint: 'As on gamefarm.jp: the dealer leads the first trick.' },
    freeDiscard: { label: 'No must-trump', hint: 'Follow suit if you can, otherwise play any card.' },
    short: { label: 'Short game', hint: 'First to 250 points.' },
  },
} as const;
