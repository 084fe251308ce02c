// The message shown when the saved game could not be read: what happened, where the
// data went, and that a fresh lobby is ready.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/core/types';

export interface SaveFailure {
  code: string;
  reason: string;
  game?: GameId;
  quarantineKey?: string;
}

export function SaveErrorNotice({ failure, onDismiss }: { failure: SaveFailure; onDismiss(): void }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const reasonKey = `common.savedGame.reasons.${failure.code}`;
  // Known problems in the reader's language; otherwise the engine's own (English) words.
  const reason = i18n.exists(reasonKey) ? t(reasonKey) : failure.reason;
  const knownGame = failure.game && i18n.exists(`common.games.${failure.game}`);
  return (
    <div className="notice" role="alert" tabIndex={-1} ref={ref} data-testid="save-error">
      <div className="notice__body">
        <p className="notice__title">{t('common.savedGame.corruptTitle')}</p>
        <p>
          {knownGame
            ? t('common.savedGame.corruptNamed', { game: t(`common.games.${failure.game}`), reason })
            : t('common.savedGame.corruptUnnamed', { reason })}
        </p>
        {failure.quarantineKey && (
          <p className="notice__meta">{t('common.savedGame.keptAs', { key: failure.quarantineKey })}</p>
        )}
        <p className="notice__meta">{t('common.savedGame.freshStart')}</p>
      </div>
      <button type="button" className="btn btn--small" onClick={onDismiss} data-testid="save-error-dismiss">
        {t('common.dismiss')}
      </button>
    </div>
  );
}
