// Kloepper in the lobby: its rule settings and presets (loaded with the lobby, found by
// convention: lobby.ts; the rest of its words load with its table: games/kloepper.ts). The
// score table (§6.4) is a table option set in a game file, not offered here.
export default {
  options: {
    knockOffRule: {
      label: 'After a knock-off',
      help: 'The stakes double again (24 each), or the seed’s literal wording: the Queens team always scores.',
      values: { doubleStake: 'Stakes double (default)', literal: 'Literal wording' },
    },
    requireCalledSuitInHand: {
      label: 'Call only a suit you hold',
      help: 'With both black queens, the caller may call only the ace of a suit of which they hold a plain card (Sheepshead).',
    },
    calledAceMustFollow: {
      label: 'The called ace must follow',
      help: 'When the called suit is led, the holder of the called ace must play it (Sheepshead).',
    },
    targetScore: {
      label: 'Game points to end the game',
      help: 'The game ends after a deal in which someone has this many game points (1–300).',
    },
    tieBreak: {
      label: 'Tie for the lead',
      help: 'When the leaders are tied at the end: play further deals, or share the win.',
      values: { playOn: 'Play on until one leads', shared: 'Share the win' },
    },
    showCardPointsDuringPlay: {
      label: 'Show card points during play',
      help: 'Show the card points each player has taken as the tricks are played (normally they are counted only at the end of the deal).',
    },
  },
  presets: {
    standard: { label: 'Standard', hint: 'The seed and World Championship rules: first to 30, any ace you don’t hold may be called, a knock-off doubles the stakes.' },
    sheepshead: { label: 'Sheepshead calls', hint: 'The caller must hold a card of the called suit, and the called ace must be played when its suit is led.' },
    short: { label: 'Short game', hint: 'First to 15 game points.' },
  },
} as const;
