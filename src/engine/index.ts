// The engine contract (ARCHITECTURE.md). The UI, the AI worker, the tests and outside
// harnesses reach every game through these functions only.
export type {
  Action, Card, CompletedTrick, Deal, EngineError, Fact, GameDefinition, GameId, LoggedAction,
  Match, MatchSetup, Observation, OptionSpec, PlayedCard, Preset, Rank, Result, ScoredHand, Seat, Status, Suit,
} from './core/types';
export { games, registeredGames } from './registry';
export { newMatch, legalActions, applyAction, observe, status, serialize, deserialize, normalizeSetup, rewind } from './core/match';
export { SetupError } from './core/errors';
export { matchHistory, seatDecisions } from './core/history';
export type { HandRecord, SeatDecision, TrickRecord } from './core/history';
export { isCard, suitOf, rankOf, SUITS, RANKS, standardDeck } from './core/cards';
export { chooseAction, chooseOptionalAction } from './ai';
export type { AiLevel, AiOptions } from './ai';
