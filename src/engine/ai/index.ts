// The AI's public entry (ARCHITECTURE.md, "The AI"): a pure function of (observation,
// level, seed). It reads the observation only; all chance comes from createRng(seed).
//
// Levels: 'easy' = the game's heuristic with seeded noise and occasional blunders;
// 'normal' and 'hard' = the heuristic ('hard' samples more opponent hands).
// TODO(search): a determinized search (PIMC / ISMCTS) will live in ./search.ts and take
// over 'hard' (and later 'normal') here, with a fixed amount of search per level and
// `budgetMs` as an optional time cap; the heuristic then serves as its rollout policy.
import { createRng } from '../core/rng';
import type { Action, GameId, Observation } from '../core/types';
import { supertrumpPolicy } from '../games/supertrump/ai';
import type { AiOptions, Decision, Policy } from './heuristic';
import { findLegal, pick } from './heuristic';
import { randomPolicy } from './random';

export type { AiLevel, AiOptions, Decision } from './heuristic';

const policies: Partial<Record<GameId, Policy>> = {
  supertrump: supertrumpPolicy as unknown as Policy,
};

function decide(obs: Observation, opts: AiOptions): Decision {
  if (obs.legal.length === 0) throw new Error(`Seat ${obs.seat} has nothing to do.`);
  const rng = createRng(`${opts.seed}/ai/${opts.level}`);
  const ctx = { level: opts.level, rng };
  const policy = policies[obs.game] ?? randomPolicy;
  let d: Decision | undefined;
  try {
    d = policy(obs, ctx);
  } catch {
    d = undefined; // a policy bug must not stall the table: play something legal
  }
  const legal = d ? findLegal(obs.legal, d.action) : undefined;
  if (d && legal) return { ...d, action: legal };
  return { action: pick(obs.legal, rng), reasonKey: 'hint.anyMove' };
}

/** The AI's move for the seat that `obs` belongs to; always one of `obs.legal`. */
export function chooseAction(obs: Observation, opts: AiOptions): Action {
  return structuredClone(decide(obs, opts).action);
}

/**
 * The move the AI would make, with the tutor's reason: `reasonKey` is an i18n key
 * ('hint.winCheaply', …) and `params` fill it in (cards as '10H', suits as 'C', ranks as 'Q').
 */
export function hint(obs: Observation, opts: AiOptions): Decision {
  const d = decide(obs, opts);
  return { ...d, action: structuredClone(d.action) };
}

/** Every reason key `hint` can return, with its English text (for the message catalogues). */
export const HINT_TEXTS_EN: Readonly<Record<string, string>> = {
  'hint.anyMove': 'Any legal move will do here.',
  'hint.onlyMove': '{{card}} is your only legal card.',
  'hint.draw': 'Draw: the trick winner takes the face-up card, the loser the hidden one.',
  'hint.nextHand': 'Start the next game.',
  'hint.chooseTrumpLongest': 'Choose {{suit}} as trump: it is your longest suit ({{count}} cards).',
  'hint.chooseTrumpStrongest': 'Choose {{suit}} as trump: its length ({{count}} cards) and high cards make it your strongest suit.',
  'hint.chooseSuperMostHeld': 'Make {{rank}} the super-trump rank: you hold {{count}} of them, and each becomes a sure trick.',
  'hint.chooseSuperStrengthen': 'Make {{rank}} the super-trump rank: it strengthens your hand the most.',
  'hint.takeUpcard': 'The face-up {{upcard}} is worth having: play {{card}} to win the trick and take it.',
  'hint.loseCheaply': 'The face-up {{upcard}} is not worth much: lose this trick cheaply with {{card}}.',
  'hint.winCheaply': 'Win the trick with your cheapest winning card, {{card}}.',
  'hint.cannotWin': 'You cannot win this trick: discard your least useful card, {{card}}.',
  'hint.dumpLowest': 'Winning this trick would cost too much: discard your least useful card, {{card}}.',
  'hint.leadSuper': 'Lead the super-trump {{card}}: a led super-trump can never lose.',
  'hint.leadWinner': 'Lead {{card}}: it will most likely win the trick.',
  'hint.leadLow': 'Lead a low card, {{card}}, and keep your strong cards for later.',
};
