// Hand history: replay a hand trick by trick (the cards, the winner, and why), from the
// engine's matchHistory, which holds only public facts. Opened from the result sheet, the
// game-over screen and the score panel.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { HandRecord, Match, Seat } from '../../engine';
import { matchHistory, observe } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import { gameUi } from '../games';
import { CardFace } from './Card';
import { HandReview } from './HandReview';
import { seatNames, seatParams } from './seatNames';
import { cardShort, handText } from './text';
import { useTableUi } from './tableUi';
import './history.css';

/** The hands a history may show: only finished ones when the rules hide past tricks in play. */
export function reviewableHands(match: Match, finishedOnly: boolean): HandRecord[] {
  const hands = matchHistory(match);
  return finishedOnly ? hands.filter((h) => h.scored !== null) : hands;
}

export function HandHistory({ match, seats, seat, finishedOnly, reviewable = false, onClose }: {
  match: Match;
  seats: SeatConfig[];
  /** whose point of view explains the tricks (only public parts of it are shown) */
  seat: Seat;
  /** `seat` is the person at the device: a scored hand offers the check of their own moves */
  reviewable?: boolean;
  /** hide the hand in progress (rules decision S-5) */
  finishedOnly: boolean;
  onClose(): void;
}) {
  const { tr } = useTableUi();
  const ui = gameUi(match.game);
  const names = useMemo(() => seatNames(seats, tr), [seats, tr]);
  const hands = useMemo(() => reviewableHands(match, finishedOnly), [match, finishedOnly]);
  // The latest hand with a trick in it: after a hand, that is the hand just played.
  const latest = Math.max(0, hands.findLastIndex((h) => h.tricks.length > 0));
  const [handIdx, setHandIdx] = useState(latest);
  const hand = hands[Math.min(handIdx, hands.length - 1)];
  const [trickIdx, setTrickIdx] = useState(0);
  const trick = hand.tricks[Math.min(trickIdx, hand.tricks.length - 1)] ?? null;
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeRef.current?.focus(), []);

  const why = trick ? ui.explainTrick({ cards: trick.cards, winner: trick.winner }, observe(trick.after, seat), names) : null;
  const lastTrick = hand.tricks[hand.tricks.length - 1];
  const score = hand.scored && lastTrick ? ui.explainScore(observe(lastTrick.after, seat), names) : [];
  const notes = hand.facts.flatMap((f) => {
    const ref = ui.describeFact?.(f, names);
    return ref ? [tr(ref.key, ref.params)] : [];
  });

  const step = (d: number) => setTrickIdx((i) => Math.max(0, Math.min(hand.tricks.length - 1, i + d)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
    else if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else return;
    e.preventDefault();
  };

  return (
    <div className="tt-sheet-backdrop tt-hh-backdrop" onKeyDown={onKey}>
      <section className="tt-sheet tt-hh" data-testid="history" role="dialog" aria-modal="true" aria-labelledby="tt-hh-title">
        <header className="tt-hh-head">
          <h2 id="tt-hh-title">{tr('history.title')}</h2>
          {hands.length > 1 ? (
            <label className="tt-hh-hand">
              <span className="tt-sr">{tr('history.chooseHand')}</span>
              <select
                data-testid="history-hand"
                value={handIdx}
                onChange={(e) => {
                  setHandIdx(Number(e.target.value));
                  setTrickIdx(0);
                }}
              >
                {hands.map((h, i) => <option key={h.handNumber} value={i}>{handText(tr, match.game, 'historyHand', { n: h.handNumber })}</option>)}
              </select>
            </label>
          ) : null}
          <button ref={closeRef} type="button" className="tt-btn tt-small" onClick={onClose} data-testid="history-close">
            {tr('history.close')}
          </button>
        </header>

        {notes.length > 0 ? <ul className="tt-hh-notes">{notes.map((n, i) => <li key={i}>{n}</li>)}</ul> : null}

        {trick ? (
          <>
            <div className="tt-hh-stepper">
              <button type="button" className="tt-btn tt-small" onClick={() => step(-1)} disabled={trickIdx === 0} data-testid="history-prev"
                aria-label={tr('history.prev')}>‹</button>
              <span className="tt-hh-count" data-testid="history-trick" aria-live="polite">
                {tr('history.trickOf', { n: trick.number, total: hand.tricks.length })}
              </span>
              <button type="button" className="tt-btn tt-small" onClick={() => step(1)} disabled={trickIdx >= hand.tricks.length - 1}
                data-testid="history-next" aria-label={tr('history.next')}>›</button>
            </div>
            <div className="tt-hh-trick" role="group" aria-label={tr('history.trickOf', { n: trick.number, total: hand.tricks.length })}>
              {trick.cards.map((p, i) => (
                <figure key={`${p.card}/${i}`} className={`tt-hh-play ${p.seat === trick.winner ? 'tt-hh-win' : ''}`}>
                  <CardFace card={p.card} size="md" />
                  <figcaption>{names[p.seat]}</figcaption>
                </figure>
              ))}
            </div>
            <p className="tt-hh-why" data-testid="history-why">
              <strong>{tr('history.wins', seatParams(names, { name: trick.winner }))}</strong>
              {why ? <> {tr(why.key, why.params)}</> : null}
            </p>
            <ol className="tt-hh-list" aria-label={tr('history.allTricks')}>
              {hand.tricks.map((t, i) => (
                <li key={t.number}>
                  <button type="button" className={i === trickIdx ? 'tt-hh-current' : ''} aria-current={i === trickIdx ? 'step' : undefined}
                    onClick={() => setTrickIdx(i)}>
                    <span className="tt-hh-n">{t.number}</span>
                    <span className="tt-hh-cards">{t.cards.map((p) => cardShort(p.card)).join(' ')}</span>
                    <span className="tt-hh-who">{names[t.winner]}</span>
                  </button>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="tt-muted" data-testid="history-empty">{tr('history.noTricks')}</p>
        )}

        {reviewable && hand.scored ? (
          <HandReview key={hand.handNumber} match={match} seat={seat} handNumber={hand.handNumber} onTrick={(n) => setTrickIdx(Math.max(0, n - 1))} />
        ) : null}

        {score.length > 0 ? (
          <div className="tt-hh-score">
            <h3>{tr('history.score')}</h3>
            <ul>{score.map((x, i) => <li key={i}>{tr(x.key, x.params)}</li>)}</ul>
          </div>
        ) : null}
      </section>
    </div>
  );
}
