// The conformance suite every registered game must pass (ARCHITECTURE.md, Convention 4):
// matches end; every legal action is accepted and everything else is refused (code,
// message, match unchanged); cards are conserved; observations do not leak; replaying the
// log and deserialize(serialize) reproduce the match; nothing mutates its input; scores
// add up; the history of scored hands is public and matches the totals. Each check throws an Error that says what broke. What cannot be seen through
// the public contract comes from per-game hooks (`conformanceHooks`) that read the game's
// own state; a game without hooks still gets every generic check.
import { isCard, standardDeck } from '../core/cards';
import {
  applyAction, deserialize, legalActions, newMatch, observe, serialize, status,
} from '../core/match';
import { createRng, type Rng } from '../core/rng';
import type { Action, Card, Deal, Fact, GameId, LoggedAction, Match, MatchSetup, Observation, Seat } from '../core/types';
import { collectParts } from '../core/discover';
import { games } from '../registry';
import { refusalsOf } from './codes';
import { canonical, deepFreeze, mentionedCards, playout, type Playout, type Step } from './builders';

// ---------------------------------------------------------------------------------------
// Per-game hooks

/** A place in a fixed deal: a hand slot or a `rest` slot. */
export type DealSlot = { hand: Seat; index: number } | { rest: number };

export interface GameHooks {
  /** values to try per option (default: every enum / boolean value, integers min..min+2) */
  optionValues?: Record<string, readonly unknown[]>;
  /**
   * The value of an option the drawn setup leaves out, where not the game's default: a game
   * whose default match is very long (King of the Hill from rank 2) is explored shorter.
   */
  defaults?: Record<string, unknown>;
  /** most accepted actions a whole match may take (default 5000) */
  maxActions?: (setup: MatchSetup) => number;
  /** a random fixed deal for the first hand (enables the swap test) */
  randomDeal?: (players: number, seed: string) => Deal;
  /** the cards of the hand in progress wherever they are (hands, stock, played): must be `deck` */
  cardsInPlay?: (m: Match) => Card[];
  deck?: (m: Match) => Card[];
  /** the cards `seat` must not see now (other hands' hidden cards, face-down stock) */
  hiddenFrom?: (m: Match, seat: Seat) => Card[];
  /** slots of `deal` whose cards `seat` cannot see at the start, in pairs to exchange (`setup`: the match's) */
  swapPairs?: (deal: Deal, seat: Seat, setup?: MatchSetup) => [DealSlot, DealSlot][];
  /** a score invariant; returns a description of the breach, or null */
  scores?: (m: Match) => string | null;
  /** card counts seen through observe() alone (hand sizes, stock size, tricks); breach or null */
  publicCounts?: (m: Match) => string | null;
  /**
   * Actions the rules accept although legalActions never lists them: a mistake the rules
   * punish rather than forbid (Toepen's forgotten signal). The oracle lets these through.
   */
  acceptedUnlisted?: (m: Match, seat: Seat, action: Action) => boolean;
}

/** PLAY cards of the log since the current hand began (the last NEXT_HAND). */
export function playedThisHand(m: Match): Card[] {
  const out: Card[] = [];
  for (const e of m.log) {
    if (e.action.type === 'NEXT_HAND') out.length = 0;
    else if (e.action.type === 'PLAY') out.push(e.action.card as Card);
  }
  return out;
}

/** Each game's hooks: the `<game>Hooks` export of games/<id>/conformanceHooks.ts, if it has one. */
export const conformanceHooks = collectParts<GameHooks>(import.meta.glob('../games/*/conformanceHooks.ts', { eager: true }), 'Hooks');

// ---------------------------------------------------------------------------------------
// Setups

/** For each option of `game`, the values worth trying (defaults first). */
export function optionChoices(game: GameId): Record<string, readonly unknown[]> {
  const def = games[game]!;
  const hooks = conformanceHooks[game];
  const out: Record<string, readonly unknown[]> = {};
  for (const o of def.options) {
    out[o.key] = hooks?.optionValues?.[o.key]
      ?? (o.type === 'boolean' ? [o.default, !o.default]
        : o.type === 'enum' ? [o.default, ...o.values.filter((v) => v !== o.default)]
        : Array.from({ length: Math.min(o.max, o.min + 2) - o.min + 1 }, (_, i) => o.min + i));
  }
  return out;
}

export interface SetupPick {
  seed: string;
  /** index into the seat range, or null for "draw the dealer from the seed" */
  dealer: number | null;
  /** per option key: an index into its choices, or null to leave it out (default) */
  options: Record<string, number | null>;
  players: number | null;
  fixedDeal: boolean;
}

export function setupFor(game: GameId, pick: SetupPick): MatchSetup {
  const def = games[game]!;
  const span = def.players.max - def.players.min + 1;
  const players = pick.players === null ? def.players.default : def.players.min + (pick.players % span);
  const choices = optionChoices(game);
  const options: Record<string, unknown> = {};
  const hooks = conformanceHooks[game];
  for (const [key, values] of Object.entries(choices)) {
    const i = pick.options[key];
    if (i !== null && i !== undefined) options[key] = values[i % values.length];
    else if (hooks?.defaults?.[key] !== undefined) options[key] = hooks.defaults[key];
  }
  const setup: MatchSetup = { players, seed: pick.seed, options };
  if (pick.dealer !== null) setup.dealer = pick.dealer % players;
  if (pick.fixedDeal && hooks?.randomDeal) setup.deals = [hooks.randomDeal(players, `${pick.seed}/deal`)];
  return setup;
}

// ---------------------------------------------------------------------------------------
// Checks

function fail(game: string, what: string): never {
  throw new Error(`[conformance ${game}] ${what}`);
}

const isErrorCode = (code: unknown): boolean => typeof code === 'string' && /^ERR_[A-Z0-9_]+$/.test(code);

/** Status, observations and legal actions agree and are plain, well-formed data. */
export function checkConsistency(m: Match): void {
  const g = m.game;
  const n = m.setup.players;
  const st = status(m);
  if (typeof st.phase !== 'string' || st.phase.length === 0) fail(g, `status().phase ${JSON.stringify(st.phase)}`);
  if (st.totals.length !== n || st.totals.some((t) => !Number.isFinite(t))) fail(g, `status().totals ${JSON.stringify(st.totals)}`);
  if (st.toAct.some((s) => !Number.isInteger(s) || s < 0 || s >= n)) fail(g, `status().toAct ${JSON.stringify(st.toAct)}`);
  if (st.winners.some((s) => !Number.isInteger(s) || s < 0 || s >= n)) fail(g, `status().winners ${JSON.stringify(st.winners)}`);
  if (!Number.isInteger(st.handNumber) || st.handNumber < 1) fail(g, `status().handNumber ${st.handNumber}`);
  let anyLegal = false;
  for (let s = 0; s < n; s++) {
    const legal = legalActions(m, s);
    if (legal.length > 0) anyLegal = true;
    if (st.over && legal.length > 0) fail(g, `seat ${s} has legal actions after the match is over`);
    for (const a of legal) if (typeof a.type !== 'string') fail(g, `legal action without a type: ${JSON.stringify(a)}`);
    if (new Set(legal.map(canonical)).size !== legal.length) fail(g, `seat ${s} has duplicate legal actions`);
    const o: Observation = observe(m, s);
    if (canonical(JSON.parse(JSON.stringify(o))) !== canonical(o)) fail(g, `observe(m, ${s}) is not plain JSON`);
    if (o.game !== g || o.seat !== s || o.players !== n) fail(g, `observe(m, ${s}) names game ${o.game}, seat ${o.seat}, players ${o.players}`);
    if (canonical(o.legal) !== canonical(legal)) fail(g, `observe(m, ${s}).legal differs from legalActions`);
    if (o.phase !== st.phase || canonical(o.toAct) !== canonical(st.toAct) || canonical(o.totals) !== canonical(st.totals)
      || o.handNumber !== st.handNumber || o.over !== st.over || canonical(o.winners) !== canonical(st.winners)) {
      fail(g, `observe(m, ${s}) disagrees with status(): ${JSON.stringify({ phase: o.phase, toAct: o.toAct, totals: o.totals })} vs ${JSON.stringify(st)}`);
    }
    if (!Array.isArray(o.hand) || o.hand.some((c) => !isCard(c))) fail(g, `observe(m, ${s}).hand ${JSON.stringify(o.hand)}`);
    if (o.handSizes.length !== n || o.handSizes[s] !== o.hand.length) fail(g, `observe(m, ${s}).handSizes ${JSON.stringify(o.handSizes)} for a hand of ${o.hand.length}`);
  }
  if (st.over && st.toAct.length > 0) fail(g, `toAct ${JSON.stringify(st.toAct)} after the match is over`);
  if (st.over && st.winners.length === 0) fail(g, 'the match is over without winners');
  if (!st.over && !anyLegal) fail(g, `nobody can act in phase ${st.phase} and the match is not over`);
  for (const s of st.toAct) if (!st.over && legalActions(m, s).length === 0) fail(g, `seat ${s} is in toAct but has no legal action (phase ${st.phase})`);
}

/** Game-specific invariants through hooks: card conservation, no visible hidden card, scores. */
export function checkHooks(m: Match): void {
  const g = m.game;
  const hooks = conformanceHooks[g];
  if (!hooks) return;
  if (hooks.cardsInPlay && hooks.deck) {
    const have = hooks.cardsInPlay(m).slice().sort();
    const deck = hooks.deck(m).slice().sort();
    if (canonical(have) !== canonical(deck)) {
      // as multisets: a two-deck game holds every card twice
      fail(g, `cards not conserved (phase ${status(m).phase}, ${m.log.length} actions): missing ${multisetMinus(deck, have).join(' ')}, extra ${multisetMinus(have, deck).join(' ')}`);
    }
  }
  if (hooks.hiddenFrom) {
    for (let s = 0; s < m.setup.players; s++) {
      const o = observe(m, s);
      const shown = mentionedCards(o, hooks.hiddenFrom(m, s));
      if (shown.length > 0) fail(g, `observe(m, ${s}) shows the hidden card(s) ${shown.join(' ')}`);
    }
  }
  const breach = hooks.scores?.(m);
  if (breach) fail(g, `scores: ${breach}`);
  const counts = hooks.publicCounts?.(m);
  if (counts) fail(g, `public card counts: ${counts}`);
}

/** The cards of `a` left after taking out one copy for each card of `b`. */
function multisetMinus(a: readonly Card[], b: readonly Card[]): Card[] {
  const left = new Map<Card, number>();
  for (const c of b) left.set(c, (left.get(c) ?? 0) + 1);
  return a.filter((c) => {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    return n === 0;
  });
}

/** A list of candidate (seat, action) pairs: listed actions, mutations of them, garbage. */
function candidates(m: Match, rng: Rng, seen: readonly Action[], count: number): { seat: unknown; action: unknown }[] {
  const n = m.setup.players;
  const pickOf = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)];
  const deck: Card[] = [...standardDeck(), 'BJ', 'RJ'];
  const out: { seat: unknown; action: unknown }[] = [];
  const garbage: unknown[] = [
    null, undefined, 42, 'PLAY', [], [{ type: 'PLAY' }], {}, { type: '' }, { type: 'XYZZY' }, { type: 7 },
    { type: 'play' }, { type: 'toString' }, { type: 'PLAY', card: { rank: 'A' } }, { type: 'PLAY', card: null },
    // JSON.parse('{"toString":""}'): String() of it throws; it must still be a plain refusal.
    { type: 'PLAY', card: { toString: '' } }, { type: 'CHOOSE_TRUMP', suit: { toString: '' } },
  ];
  const badSeats: unknown[] = [-1, n, n + 5, 0.5, NaN, '0', null, undefined];
  for (let i = 0; i < count; i++) {
    const base = seen.length > 0 ? pickOf(seen) : { type: 'PLAY', card: 'AS' };
    const seat = rng.int(n);
    const kind = rng.int(7);
    if (kind === 0) out.push({ seat, action: base });
    else if (kind === 1) {
      // Replace one field with a random card (or a random other value).
      const keys = Object.keys(base).filter((k) => k !== 'type');
      const copy: Record<string, unknown> = { ...base };
      if (keys.length > 0) copy[pickOf(keys)] = rng.int(4) === 0 ? pickOf([0, -1, '', 'X', true, ['AS']]) : pickOf(deck);
      else copy.card = pickOf(deck);
      out.push({ seat, action: copy });
    } else if (kind === 2) out.push({ seat, action: { ...base, extra: pickOf([1, 'AS', null, true]) } });
    else if (kind === 3) {
      const keys = Object.keys(base).filter((k) => k !== 'type');
      const copy: Record<string, unknown> = { ...base };
      if (keys.length > 0) delete copy[pickOf(keys)];
      out.push({ seat, action: copy });
    } else if (kind === 4) out.push({ seat, action: { ...base, type: pickOf(['XYZZY', base.type.toLowerCase(), `${base.type}_`, 'constructor']) } });
    else if (kind === 5) out.push({ seat, action: pickOf(garbage) });
    else out.push({ seat: pickOf(badSeats), action: base });
  }
  return out;
}

/**
 * The legality oracle: every listed action of every seat is accepted (and logged), and
 * every (seat, action) pair that is not listed is refused with an ERR_ code and a message,
 * the match unchanged. `m` must be deep-frozen by the caller.
 */
export function checkOracle(m: Match, rng: Rng, seen: Action[], illegalTries = 8): void {
  const g = m.game;
  const n = m.setup.players;
  const listed = new Set<string>();
  for (let s = 0; s < n; s++) {
    for (const a of legalActions(m, s)) {
      listed.add(`${s}|${canonical(a)}`);
      if (!seen.some((x) => canonical(x) === canonical(a))) seen.push(a);
      const r = applyAction(m, s, deepFreeze(structuredClone(a)));
      if (!r.ok) fail(g, `legal action ${JSON.stringify(a)} of seat ${s} refused: ${r.error.code} ${r.error.message}`);
      checkAccepted(m, r.match, r.facts, s, a, false);
    }
  }
  for (const { seat, action } of candidates(m, rng, seen, illegalTries)) {
    const isListed = Number.isInteger(seat) && listed.has(`${String(seat)}|${canonical(action)}`);
    const r = applyAction(m, seat as Seat, action as Action);
    if (isListed) {
      if (!r.ok) fail(g, `listed action ${JSON.stringify(action)} of seat ${String(seat)} refused: ${r.error.code}`);
      continue;
    }
    if (r.ok && conformanceHooks[g]?.acceptedUnlisted?.(m, seat as Seat, action as Action)) continue;
    if (r.ok) fail(g, `unlisted action ${JSON.stringify(action)} of seat ${String(seat)} accepted (phase ${status(m).phase})`);
    if (!isErrorCode(r.error.code) || r.error.code === 'ERR_INTERNAL') fail(g, `refusal of ${JSON.stringify(action)} has code ${JSON.stringify(r.error.code)}: ${r.error.message}`);
    if (typeof r.error.message !== 'string' || r.error.message.length === 0) fail(g, `refusal ${r.error.code} has no message`);
    if (!refusalsOf(g).has(r.error.code)) fail(g, `refusal code ${r.error.code} is neither common (core/errors.ts) nor declared in games/${g}/codes.ts`);
    if (status(m).over && r.error.code !== 'ERR_GAME_OVER' && Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < n && action !== null && typeof action === 'object' && !Array.isArray(action) && typeof (action as Action).type === 'string') {
      fail(g, `after the match is over ${JSON.stringify(action)} was refused with ${r.error.code}, not ERR_GAME_OVER`);
    }
  }
}

/** What an accepted action returns: the match with the action logged, plain facts (naming no hidden card). */
export function checkAccepted(before: Match, after: Match, facts: Fact[], seat: Seat, a: Action, hiddenCheck = true): void {
  const g = before.game;
  if (after.game !== before.game || (after.setup !== before.setup && canonical(after.setup) !== canonical(before.setup))) fail(g, 'an accepted action changed the game or the setup');
  if (after.log.length !== before.log.length + 1 || canonical(after.log[after.log.length - 1]) !== canonical({ seat, action: a })) {
    fail(g, `the log does not end with the accepted action ${JSON.stringify(a)} of seat ${seat}`);
  }
  if (!Array.isArray(facts) || facts.some((f) => f === null || typeof f !== 'object' || typeof f.type !== 'string')) fail(g, `facts ${JSON.stringify(facts)}`);
  if (canonical(JSON.parse(JSON.stringify(facts))) !== canonical(facts)) fail(g, 'facts are not plain JSON');
  const hooks = conformanceHooks[g];
  if (hiddenCheck && hooks?.hiddenFrom) {
    // A fact is seen by every seat: it may name no card that some seat must not see.
    for (let s = 0; s < before.setup.players; s++) {
      const named = mentionedCards(facts, hooks.hiddenFrom(after, s));
      if (named.length > 0) fail(g, `a fact of ${JSON.stringify(a)} names ${named.join(' ')}, hidden from seat ${s}: ${JSON.stringify(facts)}`);
    }
  }
}

/**
 * The observation's history (the score sheet) after an accepted action: one new hand exactly
 * when the action scored one (a HAND_SCORED fact), numbered as that hand and with the totals
 * status() shows now, the earlier hands unchanged, the same for every seat.
 */
export function checkHistory(before: Match, after: Match, facts: Fact[]): void {
  const g = before.game;
  const old = observe(before, 0).history;
  const now = observe(after, 0).history;
  const scored = facts.filter((f) => f.type === 'HAND_SCORED').length;
  if (now.length !== old.length + scored) fail(g, `history grew from ${old.length} to ${now.length} with ${scored} HAND_SCORED fact(s)`);
  if (scored === 0) return; // (compared in full only when it changes: the checks run at every step)
  if (canonical(now.slice(0, old.length)) !== canonical(old)) fail(g, 'an accepted action changed the history of earlier hands');
  for (let s = 1; s < after.setup.players; s++) {
    if (canonical(observe(after, s).history) !== canonical(now)) fail(g, `seat ${s} sees another history than seat 0`);
  }
  const last = now[now.length - 1];
  if (last.handNumber !== status(before).handNumber) fail(g, `hand ${status(before).handNumber} was scored as hand ${last.handNumber}`);
  if (canonical(last.totals) !== canonical(status(after).totals)) fail(g, `hand ${last.handNumber} records totals ${JSON.stringify(last.totals)}, status() shows ${JSON.stringify(status(after).totals)}`);
}

export interface ExploreOptions {
  /** how many random illegal candidates to try at each step */
  illegalTries?: number;
}

/**
 * A random legal match from `setup`, checking at every step: consistency, hooks, the
 * legality oracle, and that no step mutates its input: every match is deep-frozen (a write
 * then throws, which applyAction reports as a refusal of a legal action) and every few
 * steps its JSON is compared before and after all the checks.
 * Throws unless the match ends within the game's bound.
 */
export function exploreMatch(game: GameId, setup: MatchSetup, playSeed: string, opts: ExploreOptions = {}): Playout {
  const frozenSetup = deepFreeze(structuredClone(setup));
  const m = newMatch(game, frozenSetup);
  const rng = createRng(`${playSeed}/illegal`);
  const seen: Action[] = [];
  const max = conformanceHooks[game]?.maxActions?.(setup) ?? 5000;
  let visits = 0;
  const visit = (cur: Match): void => {
    deepFreeze(cur);
    const snapshot = visits++ % 5 === 0 ? canonical(cur) : null;
    checkConsistency(cur);
    checkHooks(cur);
    checkOracle(cur, rng, seen, opts.illegalTries ?? 8);
    if (snapshot !== null && canonical(cur) !== snapshot) fail(game, 'status / observe / legalActions / applyAction changed the match it was given');
  };
  visit(m);
  let lastHand = status(m).handNumber;
  const run = playout(m, playSeed, {
    maxActions: max,
    freeze: true,
    onStep: (step: Step) => {
      const hn = status(step.after).handNumber;
      if (hn !== lastHand && hn !== lastHand + 1) fail(game, `handNumber jumped from ${lastHand} to ${hn}`);
      lastHand = hn;
      checkAccepted(step.before, step.after, step.facts, step.seat, step.action);
      checkHistory(step.before, step.after, step.facts);
      visit(step.after);
    },
  });
  if (!run.over) fail(game, `the match did not end within ${max} actions (setup ${JSON.stringify(setup)}, play seed ${playSeed})`);
  return run;
}

/** Replaying the log from the setup gives the same match; so does deserialize(serialize). */
export function checkReplay(m: Match): void {
  const g = m.game;
  let replay = newMatch(m.game, m.setup);
  m.log.forEach((e: LoggedAction, i) => {
    const r = applyAction(replay, e.seat, e.action);
    if (!r.ok) fail(g, `replaying entry ${i + 1} ${JSON.stringify(e)} was refused: ${r.error.code}`);
    replay = r.match;
  });
  sameMatch(m, replay, 'replay');
  const text = serialize(m);
  if (typeof text !== 'string') fail(g, 'serialize did not return a string');
  const back = deserialize(text);
  if (!back.ok) fail(g, `deserialize(serialize(m)) refused: ${back.error.code} ${back.error.message}`);
  sameMatch(m, back.match, 'deserialize(serialize(m))');
  if (serialize(back.match) !== text) fail(g, 'serialize(deserialize(serialize(m))) differs');
}

function sameMatch(a: Match, b: Match, what: string): void {
  const g = a.game;
  if (canonical(status(a)) !== canonical(status(b))) fail(g, `${what}: status differs`);
  for (let s = 0; s < a.setup.players; s++) {
    if (canonical(observe(a, s)) !== canonical(observe(b, s))) fail(g, `${what}: observation of seat ${s} differs`);
    if (canonical(legalActions(a, s)) !== canonical(legalActions(b, s))) fail(g, `${what}: legal actions of seat ${s} differ`);
  }
  if (canonical(a.state) !== canonical(b.state)) fail(g, `${what}: state differs`);
  if (canonical(a.log) !== canonical(b.log)) fail(g, `${what}: log differs`);
}

function getSlot(deal: Deal, slot: DealSlot): Card {
  return 'hand' in slot ? deal.hands[slot.hand][slot.index] : deal.rest![slot.rest];
}

function setSlot(deal: Deal, slot: DealSlot, card: Card): void {
  if ('hand' in slot) deal.hands[slot.hand][slot.index] = card;
  else deal.rest![slot.rest] = card;
}

/**
 * Observations do not leak. From a match on a fixed deal, build a second match whose deal
 * exchanges two cards `seat` cannot see, and replay the same log on it. As long as both
 * cards are hidden from `seat` in both matches (the game's hiddenFrom hook) and the
 * replayed actions are legal there, `seat`'s observations must be identical.
 * Returns how many steps were compared.
 */
export function checkSwapLeak(m: Match, seat: Seat, pair: [DealSlot, DealSlot]): number {
  const g = m.game;
  const hooks = conformanceHooks[g];
  const deal = m.setup.deals?.[0];
  if (!hooks?.hiddenFrom || !deal) return 0;
  const swapped: Deal = structuredClone(deal) as Deal;
  const x = getSlot(deal, pair[0]);
  const y = getSlot(deal, pair[1]);
  setSlot(swapped, pair[0], y);
  setSlot(swapped, pair[1], x);
  let a = newMatch(g, m.setup);
  let b = newMatch(g, { ...m.setup, deals: [swapped, ...(m.setup.deals ?? []).slice(1)] });
  // Both cards hidden in both matches, and (two-deck games: copies share their text) the same
  // hidden cards, counted as a multiset: a copy of x that one match shows and the other hides is a difference.
  const hidden = (cur: Match): boolean => {
    const h = hooks.hiddenFrom!(cur, seat);
    return h.includes(x) && h.includes(y);
  };
  const sameHidden = (): boolean => canonical(hooks.hiddenFrom!(a, seat).slice().sort()) === canonical(hooks.hiddenFrom!(b, seat).slice().sort());
  let compared = 0;
  for (let i = 0; ; i++) {
    if (!hidden(a) || !hidden(b) || !sameHidden()) break;
    if (canonical(observe(a, seat)) !== canonical(observe(b, seat))) {
      fail(g, `seat ${seat} can tell ${x} and ${y} apart after ${i} actions (exchanged between ${JSON.stringify(pair[0])} and ${JSON.stringify(pair[1])}): ${JSON.stringify(observe(a, seat))} vs ${JSON.stringify(observe(b, seat))}`);
    }
    compared++;
    if (i >= m.log.length) break;
    const e = m.log[i];
    const ra = applyAction(a, e.seat, e.action);
    const rb = applyAction(b, e.seat, e.action);
    if (!ra.ok) fail(g, `replaying entry ${i + 1} was refused: ${ra.error.code}`);
    if (!rb.ok) {
      // Legal here but not with the exchanged cards: only the card holder can be affected.
      if (e.seat === seat) fail(g, `seat ${seat}'s own action ${JSON.stringify(e.action)} became illegal when cards it cannot see were exchanged`);
      break;
    }
    a = ra.match;
    b = rb.match;
  }
  return compared;
}
