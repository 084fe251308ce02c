// The common engine error codes in words (engine/core/errors.ts: COMMON_REFUSALS, SETUP_ERRORS);
// a game's own codes, and its wording of common ones, live in its catalogue (games/<id>.ts,
// `errors`). Params as the engine sends them (cards already turned into "9♥" and suits into
// "♥ Hearts" by the table).
export default {
  ERR_NOT_YOUR_TURN: 'It is not your turn.',
  ERR_WRONG_PHASE: 'That is not possible at this point of the game.',
  // the table's own (a legal move it did not take: should not happen, never left unsaid)
  ERR_NOT_NOW: 'Not now: the table is busy. Try again in a moment.',
  // ERR_WRONG_PHASE by the phase the game is in: what has to happen first
  wrongPhase: {
    handResult: 'This game is over: start the next one first.',
    gameOver: 'The match is over.',
    trickPlay: 'Not now: the hand is being played.',
  },
  ERR_UNKNOWN_ACTION: 'This game has no such move.',
  ERR_BAD_ACTION: 'That move is incomplete or malformed.',
  ERR_CARD_NOT_IN_HAND: '{{card}} is not in your hand.',
  ERR_MUST_FOLLOW: 'You must follow {{suit}}: you hold {{cards}}.',
  ERR_MUST_FOLLOW_NOLIST: 'You must follow {{suit}}.',
  ERR_MUST_FOLLOW_TRUMP: 'You must play a trump or super-trump: you hold {{cards}}.',
  ERR_MUST_FOLLOW_TRUMP_NOLIST: 'You must play a trump or super-trump.',
  ERR_GAME_OVER: 'The match is over.',
  ERR_BAD_SEAT: 'There is no such seat at this table.',
  ERR_INTERNAL: 'Something went wrong inside the game; your move was not made. Please try again.',
  ERR_BAD_JSON: 'The saved match is damaged (not valid data).',
  ERR_BAD_SAVE: 'This is not a saved match that can be restored.',
  ERR_SAVE_VERSION: 'This match was saved by an incompatible version.',
  ERR_UNKNOWN_GAME: 'This game is not available.',
  ERR_BAD_PLAYERS: 'This game needs between {{min}} and {{max}} players.',
  ERR_BAD_SETUP: 'The match setup is invalid.',
  ERR_BAD_OPTION: 'A rule option has an invalid value.',
  ERR_BAD_DEAL: 'The fixed deal is invalid.',
};
