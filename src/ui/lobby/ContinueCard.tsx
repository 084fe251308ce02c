// "Continue": the unfinished match, with its game, hand number and scores.
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/core/types';
import type { SeatConfig } from '../../flow/types';

export interface ContinueInfo {
  game: GameId;
  seats: SeatConfig[];
  handNumber: number;
  totals: number[];
  savedAt: string;
}

/** "14:05" today, "3 Mar 14:05" otherwise; null for an unreadable time. */
export function formatTime(iso: string, lang: string): string | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const sameDay = d.toDateString() === new Date().toDateString();
  const fmt = new Intl.DateTimeFormat(lang, sameDay
    ? { hour: 'numeric', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return fmt.format(d);
}

export function ContinueCard({ info, onContinue, busy }: { info: ContinueInfo; onContinue(): void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const game = t(`common.games.${info.game}`);
  const time = formatTime(info.savedAt, i18n.language);
  return (
    <section className="continue" aria-labelledby="continue-heading">
      <div className="continue__mark" aria-hidden="true">
        <span className="mini-card mini-card--back" />
        <span className="mini-card mini-card--face">♠</span>
      </div>
      <div className="continue__text">
        <h2 className="continue__eyebrow" id="continue-heading">{t('lobby.continue.heading')}</h2>
        <p className="continue__game">
          <span className="continue__name">{game}</span>
          <span className="continue__hand">{t('lobby.continue.hand', { n: info.handNumber })}</span>
        </p>
        <ul className="continue__scores" role="list">
          {info.seats.map((s, i) => (
            <li key={i}>
              <span className="continue__player">{s.name}</span>
              <span className="continue__score">{info.totals[i] ?? 0}</span>
            </li>
          ))}
        </ul>
        {time && <p className="continue__time">{t('lobby.continue.savedAt', { time })}</p>}
      </div>
      <button
        type="button"
        className="btn btn--primary continue__btn"
        onClick={onContinue}
        disabled={busy}
        aria-label={t('lobby.continue.buttonLabel', { game })}
        data-testid="continue"
      >
        {t('lobby.continue.button')}
        <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M9 6l6 6-6 6" />
        </svg>
      </button>
    </section>
  );
}
