// Learn mode: what phase this is and what you may do now, why a move was refused (with the
// rule), a hint on request, and why the last trick and hand went as they did. On a phone it
// is pinned above the felt as a strip of the prompt and any refusal (table.css); "More"
// opens the rest (the hint, the trick's and the hand's explanations).
import { useEffect, useRef, type Ref } from 'react';
import type { Card, EngineError, GameId, Observation, Suit } from '../../engine';
import { cardShort, suitLabel, translateError, useTr, type Tr } from '../table/text';
import { BulbIcon, CapIcon, CardsIcon } from '../table/icons';
import { describeAction } from './describeAction';
import { useHint } from './useHint';
import type { HintResult } from './useHint';

export interface TutorProps {
  ref?: Ref<HTMLElement>;
  /** on a phone: the whole tutor shown (else its prompt and any refusal) */
  open: boolean;
  onToggle(): void;
  game: GameId;
  obs: Observation;
  phaseName: string;
  prompt: string | null;
  error: EngineError | null;
  /** a warning about the viewer's own last choice (GameUi.tutorNote) */
  note: string | null;
  trickExplanation: string | null;
  scoreExplanations: string[];
  canHint: boolean;
  seed: string;
  moment: string;
  onDismissError(): void;
}

/** A score in the game's units, signed: "+12.5 points", "−1 chip". */
function units(tr: Tr, game: string, x: number): string {
  const count = Math.abs(x);
  const sign = x > 0 ? '+' : x < 0 ? '−' : '';
  return `${sign}${tr(`${game}.hint.units`, { count, defaultValue: tr('table.hint.units', { count }) })}`;
}

/** The AI's reason ('hint.search.best' + params with cards as '10H') in words. */
function hintReason(tr: Tr, game: string, hint: HintResult): string {
  const raw = hint.params ?? {};
  const params: Record<string, unknown> = { ...raw };
  for (const k of ['card', 'card1', 'card2', 'upcard']) if (typeof raw[k] === 'string') params[k] = cardShort(raw[k] as Card);
  if (typeof raw.suit === 'string') params.suit = suitLabel(tr, raw.suit as Suit);
  for (const k of ['value', 'altValue']) if (typeof raw[k] === 'number') params[k] = units(tr, game, raw[k] as number);
  if (hint.alternative) params.alternative = describeAction(tr, game, hint.alternative, true);
  const local = hint.reasonKey!.replace(/^hint\./, '');
  return tr(`${game}.hint.${local}`, { ...params, defaultValue: tr(`table.hint.${local}`, { ...params, defaultValue: '' }) });
}

export function TutorPanel(p: TutorProps) {
  const tr = useTr();
  const { hint, loading, failed, ask } = useHint(p.obs, p.seed, p.moment);
  const rule = p.error
    ? tr(`${p.game}.rules.${p.error.code}`, { defaultValue: tr(`table.rules.${p.error.code}`, { defaultValue: '' }) })
    : '';
  const reason = hint?.reasonKey ? hintReason(tr, p.game, hint) : '';
  // In a drawer that scrolls (a phone's, a quarter of the screen) the answer appears below
  // the button, out of sight: bring it into the drawer's view (never scroll the page).
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = answer.current;
    const drawer = el?.closest<HTMLElement>('.tt-tutor');
    if (!el || !drawer || !(hint || loading || failed)) return;
    const below = el.getBoundingClientRect().bottom - drawer.getBoundingClientRect().bottom;
    if (below > 0) drawer.scrollTop += below;
  }, [hint, loading, failed]);
  return (
    <section ref={p.ref} className={p.open ? 'tt-tutor tt-tutor-open' : 'tt-tutor'} aria-labelledby="tt-tutor-title" data-testid="tutor">
      <div className="tt-tutor-head">
        <h2 id="tt-tutor-title" className="tt-side-title">
          <CapIcon />{tr('table.tutor.title')}
          <span className="tt-tutor-phase" data-testid="tutor-phase">{p.phaseName}</span>
        </h2>
        <button type="button" className="tt-btn tt-small tt-tutor-fold" aria-expanded={p.open} aria-controls="tt-tutor-body"
          onClick={p.onToggle} data-testid="tutor-fold">
          {tr(p.open ? 'table.tutor.less' : 'table.tutor.more')}
        </button>
      </div>
      {p.prompt ? <p className="tt-tutor-prompt" data-testid="tutor-prompt">{p.prompt}</p> : null}
      {p.note ? <p className="tt-tutor-note" role="status" data-testid="tutor-note">{p.note}</p> : null}
      {/* the table's one message for a refused move in learn mode */}
      {p.error ? (
        <div className="tt-tutor-error" role="alert" data-testid="tutor-error">
          <p className="tt-tutor-refused"><strong>{tr('table.tutor.refused')}</strong> {translateError(tr, p.error, p.game)}</p>
          {rule ? <p className="tt-tutor-rule">{rule}</p> : null}
          <button type="button" className="tt-btn tt-small" onClick={p.onDismissError}>{tr('table.tutor.gotIt')}</button>
        </div>
      ) : null}
      <div id="tt-tutor-body" className="tt-tutor-body">
        <div className="tt-tutor-hint">
          <button type="button" className="tt-btn tt-small" onClick={() => void ask()} disabled={!p.canHint || loading} data-testid="hint">
            <BulbIcon /> {tr('table.tutor.hint')}
          </button>
          <div ref={answer} aria-live="polite" className="tt-tutor-hint-text">
            {loading ? <span className="tt-muted">{tr('table.tutor.hintThinking')}</span> : null}
            {failed ? <span className="tt-muted">{tr('table.tutor.hintFailed')}</span> : null}
            {hint ? (
              // data-hint-action: the hinted move as the engine takes it, for harnesses (not a button: no data-action)
              <p data-testid="hint-text" data-hint-action={JSON.stringify(hint.action)}>
                {tr('table.tutor.hintSays', { action: describeAction(tr, p.game, hint.action, true) })}
                {reason ? <> — {reason}</> : null}
              </p>
            ) : null}
          </div>
        </div>
        {p.trickExplanation ? (
          <p className="tt-tutor-trick" data-testid="tutor-trick"><CardsIcon /> {p.trickExplanation}</p>
        ) : null}
        {p.scoreExplanations.length > 0 ? (
          <ul className="tt-explain-list" data-testid="tutor-score">
            {p.scoreExplanations.map((s, i) => <li key={i}>{s}</li>)}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
