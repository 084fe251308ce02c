// "Could I have done better?": a scored hand's decisions of one person, each judged in the AI
// worker by the hard search on what that person could see then (engine reviewMove), one at a
// time so the page stays responsive. The costly ones are listed with what the search prefers
// and about how much the move gave up, in the game's units; a click on one opens its trick.
import { useEffect, useRef, useState } from 'react';
import type { Match, Seat, SeatDecision } from '../../engine';
import type { MoveReview } from '../../engine/ai';
import { seatDecisions } from '../../engine';
import { reviewInWorker } from '../../workers/aiClient';
import { describeAction } from '../tutor/describeAction';
import { useTableUi } from './tableUi';

interface Judged {
  decision: SeatDecision;
  review: MoveReview;
}

/** A cost in the game's units, to one decimal: "about 1.2 points", "0.3 chips". */
function amount(tr: ReturnType<typeof useTableUi>['tr'], game: string, x: number): string {
  const count = Math.round(x * 10) / 10;
  return tr(`${game}.hint.units`, { count, defaultValue: tr('table.hint.units', { count }) });
}

export function HandReview({ match, seat, handNumber, onTrick }: {
  match: Match;
  seat: Seat;
  handNumber: number;
  /** open the trick a decision was made in (1-based) */
  onTrick(n: number): void;
}) {
  const { tr } = useTableUi();
  const [state, setState] = useState<{ done: Judged[]; total: number; failed: boolean } | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const start = async () => {
    const decisions = seatDecisions(match, seat, handNumber);
    const done: Judged[] = [];
    setState({ done, total: decisions.length, failed: false });
    try {
      for (const [i, decision] of decisions.entries()) {
        const review = await reviewInWorker(decision.obs, decision.action, { level: 'hard', seed: `${match.setup.seed}/review/${handNumber}/${i}` });
        if (!alive.current) return;
        done.push({ decision, review });
        setState({ done: done.slice(), total: decisions.length, failed: false });
      }
    } catch {
      if (alive.current) setState({ done: done.slice(), total: decisions.length, failed: true });
    }
  };

  if (!state) {
    return (
      <div className="tt-hh-review" data-testid="review">
        <button type="button" className="tt-btn tt-small" onClick={() => void start()} data-testid="review-start">{tr('history.review.start')}</button>
      </div>
    );
  }
  const finished = state.done.length === state.total;
  const costly = state.done.filter((j) => j.review.costly);
  const total = costly.reduce((a, j) => a + j.review.cost, 0);
  return (
    <div className="tt-hh-review" data-testid="review" data-done={finished ? 'true' : 'false'} data-costly={costly.length}>
      <h3>{tr('history.review.title')}</h3>
      <p aria-live="polite" data-testid="review-summary">
        {state.failed
          ? tr('history.review.failed')
          : !finished
            ? tr('history.review.progress', { n: state.done.length, total: state.total })
            : costly.length === 0
              ? tr('history.review.none', { count: state.total })
              : tr('history.review.some', { count: costly.length, total: amount(tr, match.game, total) })}
      </p>
      {costly.length > 0 ? (
        <ul className="tt-hh-costly">
          {costly.map(({ decision, review }, i) => (
            <li key={i} data-testid="review-costly">
              <button type="button" className="tt-hh-costly-trick" onClick={() => onTrick(decision.trick)}>
                {tr('history.review.trick', { n: decision.trick })}
              </button>{' '}
              {tr('history.review.costly', {
                made: describeAction(tr, match.game, decision.action, true),
                best: describeAction(tr, match.game, review.best, true),
                cost: amount(tr, match.game, review.cost),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
