// The saved-games list: every match kept in this browser with its seats, hand, scores and
// last-played time; resume, export, delete (confirmed in-app) and import a file.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/core/types';
import type { SeatConfig } from '../../flow/types';
import { ConfirmInline } from './ConfirmInline';
import { formatTime } from './ContinueCard';

export interface SaveSummary {
  id: string;
  game: GameId;
  seats: SeatConfig[];
  handNumber: number;
  totals: number[];
  savedAt: string;
  over: boolean;
  /** the deal code of the match, if it has one */
  code: string | null;
}

/**
 * An import: refused, kept (and opened when nothing else was in progress), or kept in the
 * list with `ask` set: a match is in progress, so the player chooses whether to open it.
 */
export type ImportOutcome =
  | { ok: true; id: string; ask?: { game: GameId; playing: GameId } }
  | { ok: false; code: string; reason: string };

interface Props {
  saves: SaveSummary[];
  busy: boolean;
  onResume(id: string): void;
  onDelete(id: string): void;
  onExport(id: string): void;
  onImport(text: string): Promise<ImportOutcome>;
}

export function SavedGames({ saves, busy, onResume, onDelete, onExport, onImport }: Props) {
  const { t, i18n } = useTranslation();
  const headId = useId();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [imported, setImported] = useState<{ id: string; game: GameId; playing: GameId } | null>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setImportError(null);
    setImported(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setImportError(t('lobby.saves.importErrors.ERR_IMPORT_READ'));
      return;
    }
    const r = await onImport(text);
    if (!r.ok) {
      const key = `lobby.saves.importErrors.${r.code}`;
      setImportError(i18n.exists(key) ? t(key) : t('lobby.saves.importErrors.refused', { reason: r.reason }));
    } else if (r.ask) setImported({ id: r.id, ...r.ask });
    if (fileRef.current) fileRef.current.value = ''; // the same file may be picked again
  };

  return (
    <section className="saves" aria-labelledby={headId} data-testid="saved-games">
      <div className="saves__head">
        <h2 className="lobby__heading" id={headId}>{t('lobby.saves.heading')}</h2>
        <span className="saves__import">
          {/* The file input stays in the accessibility tree; the label is its visible button. */}
          <input
            id={fileId}
            ref={fileRef}
            className="visually-hidden"
            type="file"
            accept=".json,application/json"
            onChange={(e) => void importFile(e.target.files?.[0])}
            data-testid="import-file"
          />
          <label htmlFor={fileId} className="btn btn--small" title={t('lobby.saves.importHint')}>
            {t('lobby.saves.import')}
          </label>
        </span>
      </div>
      {importError && <p className="setup__error" role="alert" data-testid="import-error">{importError}</p>}
      {imported && saves.some((s) => s.id === imported.id) && (
        <div className="saves__imported" role="alert" data-testid="import-ask">
          <p>{t('lobby.saves.importAsk', { game: t(`common.games.${imported.game}`), playing: t(`common.games.${imported.playing}`) })}</p>
          <span className="confirm__buttons">
            <button type="button" className="btn btn--small btn--primary" disabled={busy} onClick={() => onResume(imported.id)} data-testid="import-open">
              {t('lobby.saves.importOpen')}
            </button>
            <button type="button" className="btn btn--small" onClick={() => setImported(null)} data-testid="import-later">
              {t('lobby.saves.importLater')}
            </button>
          </span>
        </div>
      )}
      {saves.length === 0 && <p className="saves__empty">{t('lobby.saves.empty')}</p>}
      <ul className="saves__list" role="list">
        {saves.map((s) => {
          const game = t(`common.games.${s.game}`);
          const time = formatTime(s.savedAt, i18n.language) ?? '';
          return (
            <li key={s.id} className={`save-row ${imported?.id === s.id ? 'save-row--imported' : ''}`} data-testid={`saved-${s.id}`} data-over={s.over}>
              <div className="save-row__text">
                <p className="save-row__title">
                  <span className="save-row__game">{game}</span>
                  <span className="save-row__hand">{s.over ? t('lobby.saves.finished') : t('lobby.saves.hand', { n: s.handNumber })}</span>
                </p>
                <ul className="save-row__seats" role="list">
                  {s.seats.map((seat, i) => (
                    <li key={i} data-testid={`saved-${s.id}-seat-${i}`}>
                      <span className="save-row__name">{seat.name}</span>
                      <span className="save-row__kind">{t(`common.seatKinds.${seat.kind}`)}</span>
                      <span className="save-row__score" data-testid={`saved-${s.id}-score-${i}`}>{s.totals[i] ?? 0}</span>
                    </li>
                  ))}
                </ul>
                <p className="save-row__meta">
                  {time && <span>{t('lobby.saves.lastPlayed', { time })}</span>}
                  {s.code && (
                    <span>
                      {t('lobby.saves.code')} <code className="save-row__code" data-testid={`code-${s.id}`}>{s.code}</code>
                    </span>
                  )}
                </p>
              </div>
              {confirming === s.id ? (
                <ConfirmInline
                  question={t('lobby.saves.confirmDelete', { game })}
                  yes={t('lobby.saves.confirmYes')}
                  no={t('lobby.saves.confirmNo')}
                  onYes={() => {
                    setConfirming(null);
                    onDelete(s.id);
                  }}
                  onNo={() => setConfirming(null)}
                />
              ) : (
                <div className="save-row__buttons">
                  <button
                    type="button"
                    className={s.over ? 'btn btn--small' : 'btn btn--small btn--primary'}
                    disabled={busy}
                    aria-label={s.over ? t('lobby.saves.viewLabel', { game }) : t('lobby.saves.resumeLabel', { game, time })}
                    onClick={() => onResume(s.id)}
                    data-testid={`resume-${s.id}`}
                  >
                    {s.over ? t('lobby.saves.view') : t('lobby.saves.resume')}
                  </button>
                  <button type="button" className="btn btn--small" aria-label={t('lobby.saves.exportLabel', { game })}
                    onClick={() => onExport(s.id)} data-testid={`export-${s.id}`}>
                    {t('lobby.saves.export')}
                  </button>
                  <button type="button" className="btn btn--small" aria-label={t('lobby.saves.deleteLabel', { game })}
                    onClick={() => setConfirming(s.id)} data-testid={`delete-${s.id}`}>
                    {t('lobby.saves.delete')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
