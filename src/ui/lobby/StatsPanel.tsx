// Statistics of finished matches in this browser, per game and per seat name.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/core/types';
import { useStats } from '../../state/statsStore';
import { ConfirmInline } from './ConfirmInline';

export function StatsPanel() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const games = useStats((s) => s.games);
  const reset = useStats((s) => s.reset);
  const [confirming, setConfirming] = useState(false);
  const entries = (Object.entries(games) as [GameId, NonNullable<(typeof games)[GameId]>][]).filter(([, g]) => g.played > 0);
  const avg = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  return (
    <section className="stats" aria-labelledby={`${id}-head`} data-testid="stats">
      <div className="saves__head">
        <h2 className="lobby__heading" id={`${id}-head`}>{t('lobby.stats.heading')}</h2>
        {entries.length > 0 && !confirming && (
          <button type="button" className="btn btn--small" aria-label={t('lobby.stats.resetLabel')}
            onClick={() => setConfirming(true)} data-testid="stats-reset">
            {t('lobby.stats.reset')}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmInline
          question={t('lobby.stats.confirmReset')}
          yes={t('lobby.stats.confirmYes')}
          no={t('lobby.stats.confirmNo')}
          onYes={() => {
            reset();
            setConfirming(false);
          }}
          onNo={() => setConfirming(false)}
        />
      )}
      {entries.length === 0 && <p className="saves__empty">{t('lobby.stats.empty')}</p>}
      {entries.map(([game, g]) => (
        <div key={game} className="stats__game" data-testid={`stats-${game}`}>
          <h3 className="setup-block__title">
            {t(`common.games.${game}`, { defaultValue: game })}
            {' · '}
            <span data-testid={`stats-${game}-played`}>{t('lobby.stats.played', { n: g.played })}</span>
          </h3>
          <table className="stats__table">
            <thead>
              <tr>
                <th scope="col">{t('lobby.stats.player')}</th>
                <th scope="col">{t('lobby.stats.playedCol')}</th>
                <th scope="col">{t('lobby.stats.wonCol')}</th>
                <th scope="col">{t('lobby.stats.avgCol')}</th>
              </tr>
            </thead>
            <tbody>
              {g.players.map((p) => (
                <tr key={p.name}>
                  <th scope="row">{p.name}</th>
                  <td>{p.played}</td>
                  <td>{p.won}</td>
                  <td>{p.played ? avg.format(p.scoreSum / p.played) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
