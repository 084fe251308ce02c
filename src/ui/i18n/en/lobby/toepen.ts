// Toepen in the lobby: its rule settings and presets (loaded with the lobby, found by
// convention: lobby.ts; the rest of its words load with its table: games/toepen.ts).
export default {
  options: {
    preset: {
      label: 'Rule set',
      help: 'Dutch rules change the card order, the signals, the next dealer and the winner’s receipt; choosing one of them yourself overrides it.',
      values: { seed: 'As taught in Japan (default)', dutch: 'Dutch rules' },
    },
    startingChips: {
      label: 'Starting chips',
      help: 'Chips each player starts with (10–50). Fewer chips make a shorter game.',
    },
    winCondition: {
      label: 'End of the game',
      help: 'When the first player is bankrupt (most chips win), or play on until one player is left.',
      values: { mostChipsAtFirstBankruptcy: 'First bankrupt: most chips win', lastPlayerStanding: 'Last player with chips wins' },
    },
    cardOrder: {
      label: 'Card order',
      help: 'A K Q J 10 9 8 7 (swap four number cards), or the Dutch 10 9 8 7 A K Q J (swap four picture cards).',
      values: { seed: 'A K Q J 10 9 8 7', dutch: '10 9 8 7 A K Q J (Dutch)' },
    },
    signals: {
      label: 'Stand up / whistle',
      help: 'Four aces: stand up; three aces: whistle. Given by the players, given automatically when required, or not played.',
      values: { manual: 'Players signal themselves', auto: 'Required signals automatic', off: 'No signals' },
    },
    nextDealer: {
      label: 'Next dealer',
      help: 'The deal passes to the left, or the winner of the deal deals next (Dutch).',
      values: { left: 'Player on the left', lastTrickWinner: 'Winner of the deal' },
    },
    winnerCollectsStake: {
      label: 'Winner collects the stake',
      help: 'The winner of the deal takes the stake from the pool (off: the Dutch penalty style, the winner gets nothing).',
    },
    knockRequiresCover: {
      label: 'Knock only with the chips to cover it',
      help: 'A player may knock only with at least as many chips as the raised stake.',
    },
  },
  presets: {
    seed: { label: 'As taught in Japan', hint: 'A K Q J 10 9 8 7; swap four number cards; stand up and whistle; the winner collects the stake; the deal passes left.' },
    dutch: { label: 'Dutch rules', hint: '10 9 8 7 A K Q J; swap four picture cards; no signals; the winner of the deal deals; the winner collects nothing.' },
  },
} as const;
