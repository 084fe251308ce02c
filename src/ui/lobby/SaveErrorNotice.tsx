// The message shown when saved games could not be read: which ones (by game and time when
// readable, else by storage key), why, and where their text went. The others still load.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveProblem } from '../../state/savedGameStore';
import { formatTime } from './ContinueCard';

export type SaveFailure = SaveProblem;

export function SaveErrorNotice({ failures, onDismiss }: { failures: SaveFailure[]; onDismiss(): void }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const describe = (f: SaveFailure) => {
    const reasonKey = `common.savedGame.reasons.${f.code}`;
    // Known problems in the reader's language; otherwise the engine's own (English) words.
    const reason = i18n.exists(reasonKey) ? t(reasonKey) : f.reason;
    const game = f.game && i18n.exists(`common.games.${f.game}`) ? t(`common.games.${f.game}`) : null;
    const time = f.savedAt ? formatTime(f.savedAt, i18n.language) : null;
    if (game && time) return t('common.savedGame.corruptNamedTime', { game, time, reason });
    if (game) return t('common.savedGame.corruptNamed', { game, reason });
    return t('common.savedGame.corruptUnnamed', { key: f.key, reason });
  };
  return (
    <div className="notice" role="alert" tabIndex={-1} ref={ref} data-testid="save-error">
      <div className="notice__body">
        <p className="notice__title">{t('common.savedGame.corruptTitle')}</p>
        <ul className="notice__list">
          {failures.map((f) => (
            <li key={f.key + (f.quarantineKey ?? '')} data-testid="save-problem">
              <p>{describe(f)}</p>
              {f.quarantineKey && <p className="notice__meta">{t('common.savedGame.keptAs', { key: f.quarantineKey })}</p>}
            </li>
          ))}
        </ul>
        <p className="notice__meta">{t('common.savedGame.freshStart')}</p>
      </div>
      <button type="button" className="btn btn--small" onClick={onDismiss} data-testid="save-error-dismiss">
        {t('common.dismiss')}
      </button>
    </div>
  );
}
