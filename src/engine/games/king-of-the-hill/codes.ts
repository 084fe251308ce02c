// King of the Hill's own refusal codes (rules spec §4 row 3, §4 row 7, §5, §11.2) and the AI's
// own reason keys, beside the common ones (core/errors.ts COMMON_REFUSALS, ai/index.ts
// HINT_PARAMS). Their words live in the game's catalogues only: king-of-the-hill.errors.<code>,
// king-of-the-hill.hint.<key> (ui/i18n/{en,ja}/games/king-of-the-hill.ts).
import type { GameCodes } from '../../core/errors';

export const kingOfTheHillCodes = {
  refusals: [
    // §4 row 3, DECLARE_TRUMP: a trump suit is already declared (params: suit)
    'ERR_ALREADY_DECLARED',
    // OVERRIDE_TRUMP or REINFORCE with nothing declared yet
    'ERR_NO_DECLARATION',
    // a declaration after the trump suit is final (a pair, an override, a reinforcement, the King's choice)
    'ERR_DECLARATION_FINAL',
    // OVERRIDE_TRUMP of one's own declaration
    'ERR_OWN_DECLARATION',
    // a declaration with a card that is not of the trump rank (params: rank)
    'ERR_NOT_TRUMP_RANK',
    // two cards that are not the two copies of one card
    'ERR_NOT_IDENTICAL',
    // OVERRIDE_TRUMP in the declared suit (params: suit)
    'ERR_SAME_SUIT',
    // DECLARE_TRUMP with a pair while allowInitialPairDeclaration is off
    'ERR_NO_PAIR_DECLARATION',
    // declarationTiming onDeal: the declaration must use the card just dealt (params: card)
    'ERR_NOT_JUST_DEALT',
    // REINFORCE while allowReinforce is off
    'ERR_REINFORCE_OFF',
    // REINFORCE by a player who did not declare (params: seat = the declarer)
    'ERR_NOT_DECLARER',
    // REINFORCE with another card than the one declared (params: card = the declared card)
    'ERR_NOT_DECLARED_CARD',
    // §4 row 7: a joker, a trump-rank card or a card of the trump suit (params: card)
    'ERR_CALL_TRUMP',
    // §4 row 7: both copies in the King's hand and the buried kitty (params: card)
    'ERR_CALL_BOTH_HELD',
    // §5.1: a PLAY_PAIR lead of two different cards
    'ERR_NOT_A_PAIR',
    // §5.2: two cards to a single lead, or one card to a pair lead
    'ERR_MUST_PLAY_SINGLE',
    'ERR_MUST_PLAY_PAIR',
    // §5.2 pairFollow strict: a pair of the led suit must be played (params: suit)
    'ERR_MUST_FOLLOW_PAIR',
  ],
  hints: {
    // the careful player's declaration (also an override or a reinforcement): its cards of the suit so far
    'hint.king-of-the-hill.declare': ['suit', 'count'],
    // no declaration: the hand (count cards dealt so far) is not long in the suit
    'hint.king-of-the-hill.pass': ['count'],
    // the King's trump after a deal without declaration (count: cards of the suit; 0 for no-trump)
    'hint.king-of-the-hill.chooseTrump': ['suit', 'count'],
    // the next card to bury: a low card of a short plain suit
    'hint.king-of-the-hill.bury': ['card'],
    // the card to call: the highest of a plain suit
    'hint.king-of-the-hill.call': ['card'],
  },
} as const satisfies GameCodes;

export type KingOfTheHillRefusal = (typeof kingOfTheHillCodes.refusals)[number];
