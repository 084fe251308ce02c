// The contract over any GameDefinition: validation of setups and actions, the action
// log, serialisation. Games never see malformed input: it is refused here first.
import { refuse, SetupError } from './errors';
import { createRng } from './rng';
import type {
  Action, EngineError, GameDefinition, GameId, LoggedAction, Match, MatchSetup,
  NormalizedSetup, Observation, Result, Seat, Status,
} from './types';
import { games } from '../registry';

const SAVE_FORMAT = 'trick-table/match';
const SAVE_VERSION = 1;

function definition(game: string): GameDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(games, game) ? (games as Record<string, GameDefinition>)[game] : undefined;
}

function defOf(m: Match): GameDefinition {
  const def = definition(m.game);
  if (!def) throw new SetupError({ code: 'ERR_UNKNOWN_GAME', message: `Unknown game "${m.game}".` });
  return def;
}

/** Untrusted input, safe to put in a message (String() throws on some objects). */
function show(x: unknown): string {
  return x === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof x) ? String(x) : typeof x;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Validate a setup and fill in defaults; an error names what is wrong. */
export function normalizeSetup(game: string, setup: MatchSetup): NormalizedSetup | EngineError {
  const def = definition(game);
  if (!def) return { code: 'ERR_UNKNOWN_GAME', message: `Unknown game "${game}".` };
  if (!isPlainObject(setup)) return { code: 'ERR_BAD_SETUP', message: 'The setup must be an object.' };
  const { players, seed } = setup;
  if (!Number.isInteger(players) || players < def.players.min || players > def.players.max) {
    return {
      code: 'ERR_BAD_PLAYERS',
      message: `${def.title} is played by ${def.players.min === def.players.max ? def.players.min : `${def.players.min}–${def.players.max}`} players.`,
      params: { min: def.players.min, max: def.players.max },
    };
  }
  if (typeof seed !== 'string' || seed.length === 0) return { code: 'ERR_BAD_SETUP', message: 'The seed must be a non-empty string.' };
  let dealer: Seat;
  if (setup.dealer === undefined) dealer = createRng(`${seed}/dealer`).int(players);
  else if (Number.isInteger(setup.dealer) && setup.dealer >= 0 && setup.dealer < players) dealer = setup.dealer;
  else return { code: 'ERR_BAD_SETUP', message: `The dealer must be a seat from 0 to ${players - 1}.` };

  const given = setup.options ?? {};
  if (!isPlainObject(given)) return { code: 'ERR_BAD_OPTION', message: 'Options must be an object.' };
  const options: Record<string, unknown> = {};
  const tables = def.tableOptions ?? {};
  for (const key of Object.keys(given)) {
    if (!def.options.some((o) => o.key === key) && !Object.hasOwn(tables, key)) return { code: 'ERR_BAD_OPTION', message: `Unknown option "${key}".`, params: { key } };
  }
  for (const [key, table] of Object.entries(tables)) {
    const v = given[key] === undefined ? table.default : table.normalize(given[key]);
    if (v === null) return { code: 'ERR_BAD_OPTION', message: `Option "${key}" has an invalid value.`, params: { key } };
    options[key] = v;
  }
  for (const spec of def.options) {
    const v = given[spec.key];
    if (v === undefined) { options[spec.key] = spec.default; continue; }
    const ok =
      spec.type === 'boolean' ? typeof v === 'boolean'
      : spec.type === 'enum' ? typeof v === 'string' && spec.values.includes(v)
      : Number.isInteger(v) && (v as number) >= spec.min && (v as number) <= spec.max;
    if (!ok) return { code: 'ERR_BAD_OPTION', message: `Option "${spec.key}" has an invalid value.`, params: { key: spec.key } };
    options[spec.key] = v;
  }
  // A preset changes the defaults only: an option given explicitly always wins.
  const preset = def.presetOptions?.[String(options.preset)] ?? {};
  for (const [key, v] of Object.entries(preset)) if (given[key] === undefined) options[key] = v;

  const deals = setup.deals ?? [];
  if (!Array.isArray(deals)) return { code: 'ERR_BAD_DEAL', message: 'deals must be an array.' };
  const normalized: NormalizedSetup = { players, seed, dealer, options, deals };
  if (setup.dealer === undefined) normalized.dealerDrawn = true;
  for (let k = 0; k < deals.length; k++) {
    const d = deals[k];
    if (!isPlainObject(d) || !Array.isArray(d.hands)) return { code: 'ERR_BAD_DEAL', message: `Deal ${k + 1} has no hands.` };
    const err = def.validateDeal(d, normalized);
    if (err) return { ...err, message: `Deal ${k + 1}: ${err.message}` };
  }
  return normalized;
}

/** A whole match, its first hand dealt. Throws SetupError on an invalid setup. */
export function newMatch(game: GameId, setup: MatchSetup): Match {
  const norm = normalizeSetup(game, setup);
  if ('code' in norm) throw new SetupError(norm);
  const def = definition(game)!;
  const start = def.init(norm);
  // Keep only the contract's fields, all validated by now, so a save never holds junk.
  const kept: MatchSetup = { players: norm.players, seed: norm.seed };
  if (setup.dealer !== undefined) kept.dealer = norm.dealer;
  if (setup.options !== undefined) kept.options = structuredClone(setup.options);
  if (setup.deals !== undefined) kept.deals = structuredClone(norm.deals);
  return { game, setup: kept, log: [], state: start.state };
}

function validSeat(m: Match, seat: unknown): seat is Seat {
  return Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < m.setup.players;
}

export function legalActions(m: Match, seat: Seat): Action[] {
  if (!validSeat(m, seat)) return [];
  return defOf(m).legal(m.state, seat);
}

export function applyAction(m: Match, seat: Seat, a: Action): Result {
  const def = definition(m?.game);
  if (!def) return refuse('ERR_UNKNOWN_GAME');
  if (!validSeat(m, seat)) return refuse('ERR_BAD_SEAT', { seat: show(seat) });
  if (!isPlainObject(a) || typeof a.type !== 'string') return refuse('ERR_BAD_ACTION');
  if (def.status(m.state).over) return refuse('ERR_GAME_OVER');
  let step;
  try {
    step = def.apply(m.state, seat, a);
  } catch {
    // A rule bug must not take the table down: report it, keep the match as it was.
    return refuse('ERR_INTERNAL');
  }
  if (!step.ok) return step;
  const entry: LoggedAction = { seat, action: structuredClone(a) };
  return { ok: true, match: { game: m.game, setup: m.setup, log: [...m.log, entry], state: step.state }, facts: step.facts };
}

/**
 * The match as it stood after its first `logLength` actions (clamped to the log): the
 * setup replayed with that prefix of the log. Undo uses it, so it needs no saved states.
 */
export function rewind(m: Match, logLength: number): Match {
  const n = Math.max(0, Math.min(m.log.length, Math.floor(logLength) || 0));
  if (n === m.log.length) return m;
  let r = newMatch(m.game, m.setup);
  for (const { seat, action } of m.log.slice(0, n)) {
    const step = applyAction(r, seat, action);
    // A logged action was accepted once from the same state: a refusal is an engine bug.
    if (!step.ok) throw new Error(`rewind: logged action refused: ${step.error.message}`);
    r = step.match;
  }
  return r;
}

export function observe(m: Match, seat: Seat): Observation {
  return defOf(m).observe(m.state, seat);
}

export function status(m: Match): Status {
  return defOf(m).status(m.state);
}

/** Setup plus action log: everything needed to rebuild the match. */
export function serialize(m: Match): string {
  return JSON.stringify({ format: SAVE_FORMAT, version: SAVE_VERSION, game: m.game, setup: m.setup, log: m.log });
}

/**
 * A save that cannot be restored, with its diagnosis (which entry of the log, and why) in the
 * message: like a setup's, for the player to report and a developer to read. The code's
 * words are the UI's (errors.<code>); the diagnosis is no copy of them.
 */
function damaged(code: string, diagnosis: string): Result {
  return { ok: false, error: { code, message: diagnosis } };
}

/** Rebuild a match by replaying its log; any inconsistency is a clear error. */
export function deserialize(s: string): Result {
  let data: unknown;
  try {
    data = JSON.parse(s);
  } catch {
    return damaged('ERR_BAD_JSON', 'The saved match is not valid JSON.');
  }
  if (!isPlainObject(data) || data.format !== SAVE_FORMAT) return damaged('ERR_BAD_SAVE', 'This is not a saved match.');
  if (data.version !== SAVE_VERSION) return damaged('ERR_SAVE_VERSION', `Saved matches of version ${show(data.version)} are not supported.`);
  if (typeof data.game !== 'string' || !definition(data.game)) return damaged('ERR_UNKNOWN_GAME', `Unknown game "${show(data.game)}".`);
  if (!Array.isArray(data.log)) return damaged('ERR_BAD_SAVE', 'The saved match has no action log.');
  let m: Match;
  try {
    m = newMatch(data.game as GameId, data.setup as MatchSetup);
  } catch (e) {
    if (e instanceof SetupError) return { ok: false, error: e.error };
    return damaged('ERR_BAD_SAVE', 'The saved match has an invalid setup.');
  }
  const facts = [];
  for (let i = 0; i < data.log.length; i++) {
    const entry = data.log[i] as LoggedAction;
    if (!isPlainObject(entry)) return damaged('ERR_BAD_SAVE', `Entry ${i + 1} of the action log is malformed.`);
    const r = applyAction(m, entry.seat, entry.action);
    if (!r.ok) return damaged('ERR_BAD_SAVE', `Entry ${i + 1} of the action log was refused: ${r.error.message}`);
    m = r.match;
    facts.push(...r.facts);
  }
  return { ok: true, match: m, facts };
}
