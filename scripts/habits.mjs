// What an AI level does in the decisions of a game outside card play, counted in the bench's
// strength matches from the acting seat's own observation: for Toepen (rules/toepen.md §4)
// how often it swaps a hand of four low cards, how often it swaps any other hand (a bluff),
// how often it challenges an exchange and is right, how often it knocks, and how often it
// folds when knocked. A game without an entry here has no habits table.

/** Toepen's habits; `rules` is its rules module (src/engine/games/toepen/rules.ts): what makes a swap honest. */
const toepen = (rules) => ({
  empty: () => ({ honestHands: 0, honestSwaps: 0, otherHands: 0, bluffs: 0, challengeChances: 0, challenges: 0, caught: 0, knocks: 0, seatDeals: 0, answers: 0, folds: 0 }),
  /** Counts one move of a seat playing at the tallied level; `deals` remembers the seat-deals seen. */
  count(engine, t, seat, obs, action, after, deals, matchKey) {
    const deal = `${matchKey}/${seat}/${obs.history.length}`;
    if (!deals.has(deal)) { deals.add(deal); t.seatDeals++; }
    if (obs.phase === 'exchange' && (action.type === 'EXCHANGE' || action.type === 'PASS')) {
      const honest = rules.isHonestExchange(obs.hand, obs.options.cardOrder);
      if (honest) { t.honestHands++; if (action.type === 'EXCHANGE') t.honestSwaps++; }
      else { t.otherHands++; if (action.type === 'EXCHANGE') t.bluffs++; }
    } else if (obs.phase === 'challenge') {
      t.challengeChances++;
      if (action.type === 'CHALLENGE') {
        t.challenges++;
        const rec = engine.observe(after, seat).challenges.at(-1);
        if (rec && rec.payer === rec.exchanger) t.caught++;
      }
    } else if (action.type === 'KNOCK') t.knocks++;
    else if (obs.phase === 'knockResponse') { t.answers++; if (action.type === 'FOLD') t.folds++; }
  },
  head: ['level', 'seat-deals', 'swaps a low hand', 'bluff swaps (other hands)', 'bluffs among swaps', 'challenges', 'challenges right', 'knocks per seat-deal', 'folds when knocked'],
  row(level, t) {
    const pct = (k, n) => (n ? `${((100 * k) / n).toFixed(0)}% (${k}/${n})` : '-');
    const swaps = t.honestSwaps + t.bluffs;
    return [level, t.seatDeals, pct(t.honestSwaps, t.honestHands), pct(t.bluffs, t.otherHands), pct(t.bluffs, swaps),
      pct(t.challenges, t.challengeChances), pct(t.caught, t.challenges), t.seatDeals ? (t.knocks / t.seatDeals).toFixed(2) : '-', pct(t.folds, t.answers)];
  },
});

/** The habit counters per game id, given the games' rules modules (loaded by the caller's Vite server). */
export function habitsFor({ toepenRules }) {
  return { toepen: toepen(toepenRules) };
}

/** Adds tally `b` into `a` (both from `empty()`). */
export function addTally(a, b) {
  for (const k of Object.keys(b)) a[k] = (a[k] ?? 0) + b[k];
  return a;
}
