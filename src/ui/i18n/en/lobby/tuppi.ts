// Tuppi in the lobby: its rule settings and presets (loaded with the lobby, found by
// convention: lobby.ts; the rest of its words load with its table: games/tuppi.ts).
export default {
  options: {
    preset: {
      label: 'Rule set',
      help: 'A bundle of the three settings it names; choosing one of them yourself overrides it.',
      values: { seed: 'Seed rules (default)', traditional: 'Traditional (Finnish federation)' },
    },
    allowTwoAsBidCard: {
      label: 'Twos may be bid cards',
      help: 'Any non-court card may bid; the traditional rules forbid twos too.',
    },
    bidMethod: {
      label: 'How bids are placed',
      help: 'With a card from your hand, or with separate red and black tokens so no hand card is shown.',
      values: { handCard: 'A card from the hand', tokens: 'Bid tokens' },
    },
    ramiOpeningLeader: {
      label: 'Who leads in rami',
      help: 'The declarer, or the player on the declarer’s right (traditional).',
      values: { declarer: 'The declarer', rightOfDeclarer: 'Right of the declarer' },
    },
    soloEnabled: {
      label: 'Solo allowed',
      help: 'After a rami a defender may play alone, trying to take no trick.',
    },
    soloExchange: {
      label: 'Solo card exchange',
      help: 'The soloist puts one card aside and the partner hands one over blind.',
      values: { optional: 'Optional', mandatory: 'Always', off: 'Never' },
    },
    soloLength: {
      label: 'Tricks the soloist must avoid',
      help: '13 = the whole hand; fewer ends a successful solo early.',
    },
    wipeRule: {
      label: 'When the other side scores',
      help: 'What happens to the points of the side that had them.',
      values: { wipeAndCredit: 'Wiped; the scorer starts afresh', resetBoth: 'Back to 0–0', none: 'Points simply add up' },
    },
    targetScore: {
      label: 'Points to win',
      help: 'The first side to reach this wins (52 normally).',
    },
    handLimit: {
      label: 'Hand limit',
      help: '0 = none. Otherwise the higher score wins after this many hands.',
    },
    endHandWhenDecided: {
      label: 'Stop decided hands',
      help: 'With “back to 0–0”: stop a hand as soon as its result can no longer change.',
    },
    reviewLastTrick: {
      label: 'Last trick may be reviewed',
      help: 'The most recent completed trick can be looked at again.',
    },
  },
  presets: {
    seed: { label: 'As the original post', hint: 'Every rule as the Japanese write-up that introduced the game plays it.' },
    traditional: { label: 'Traditional', hint: 'Tuppi as the Finnish federation plays it: no twos as bid cards, the declarer’s right leads rami, and a score against the rising side returns the game to 0–0.' },
  },
} as const;
