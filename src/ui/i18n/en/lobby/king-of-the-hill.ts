// King of the Hill in the lobby: its rule settings and presets (loaded with the lobby, found by
// convention: lobby.ts; the rest of its words load with its table: games/king-of-the-hill.ts).
// The list of skipped ranks (skipRanks) is a table option set in a game file, not offered here.
export default {
  options: {
    preset: {
      label: 'Rule set',
      help: 'The seed’s rules, or standard Eighty Points / Tractor (declare any time, strict pairs, kitty by the last lead).',
      values: { seed: 'Seed (default)', tractor: 'Tractor' },
    },
    declarationTiming: {
      label: 'When trump may be declared',
      help: 'Only with the trump-rank card just dealt (seed), or with any trump-rank card held, at any time of the deal (Tractor).',
      values: { onDeal: 'When dealt (default)', anyTime: 'Any time during the deal' },
    },
    allowInitialPairDeclaration: {
      label: 'Declare with a pair at once',
      help: 'A player may open with two identical trump-rank cards: the trump is then final.',
    },
    allowReinforce: {
      label: 'Reinforce a declaration',
      help: 'The declarer who gets the second copy of the declared card may show it to make the trump final.',
    },
    firstKing: {
      label: 'First King',
      help: 'The player to the dealer’s right (seed), or whoever declares trump first in round 1.',
      values: { dealerRight: 'Dealer’s right (default)', firstDeclarer: 'First to declare' },
    },
    pairFollow: {
      label: 'Following a pair',
      help: 'Two cards of the led suit if you hold two (seed), or a pair of the led suit if you hold one (strict).',
      values: { seed: 'Seed (default)', strict: 'Strict' },
    },
    kittyMultiplier: {
      label: 'Kitty bonus',
      help: 'The kitty’s points count ×2 for challengers winning the last trick, or ×2 / ×4 by the size of that lead.',
      values: { flat2: '×2 (default)', byLead: 'By the last lead' },
    },
    reseat: {
      label: 'Partners sit apart',
      help: 'After the call the partner moves so that a challenger sits between them and the King.',
    },
    hiddenPartner: {
      label: 'Hidden partner',
      help: 'The partner is revealed only when the called card is played (and nobody moves).',
    },
    suddenDeath: {
      label: 'Several reach A',
      help: 'Play sudden-death rounds until one of them is on a winning side, or share the win.',
      values: { rounds: 'Sudden-death rounds (default)', shared: 'Share the win' },
    },
    startRank: {
      label: 'Start rank',
      help: 'Every marker starts here: a higher start makes a shorter game.',
      values: { '2': '2 (default)', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9', '10': '10', J: 'J', Q: 'Q', K: 'K' },
    },
  },
  presets: {
    seed: { label: 'Seed rules', hint: 'Declare when dealt, any two of the led suit on a pair, kitty ×2; every marker starts at 2.' },
    tractor: { label: 'Tractor', hint: 'Standard Eighty Points: declare any time, strict pair following, kitty by the last lead.' },
    short: { label: 'Short game', hint: 'Every marker starts at J: a few rounds to A.' },
  },
} as const;
