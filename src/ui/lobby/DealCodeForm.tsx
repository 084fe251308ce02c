// "Play a deal code": a friend's code starts the same deal (game, rule options, seed) with
// this device's seats for that game. Decoding is pure and needs no rules code.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/core/types';
import { decodeDealCode } from '../../state/dealCode';

interface Props {
  busy: boolean;
  onPlay(game: GameId, seed: string, players: number, options: Record<string, unknown>): void;
}

export function DealCodeForm({ busy, onPlay }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const go = () => {
    if (code.trim() === '') return setError('ERR_CODE_EMPTY');
    const d = decodeDealCode(code);
    if (!d.ok) return setError(d.error);
    setError(null);
    onPlay(d.game, d.seed, d.players, d.options);
  };

  return (
    <section className="deal-code" aria-labelledby={`${id}-head`} data-testid="deal-code">
      <h2 className="lobby__heading" id={`${id}-head`}>{t('lobby.dealCode.heading')}</h2>
      <form
        className="deal-code__form"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <label className="seat__label" htmlFor={`${id}-input`}>{t('lobby.dealCode.label')}</label>
        <span className="deal-code__row">
          <input
            id={`${id}-input`}
            className="field-input deal-code__input"
            type="text"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={80}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            data-testid="deal-code-input"
          />
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="deal-code-go">
            {t('lobby.dealCode.go')}
          </button>
        </span>
        <span className="option__help" id={`${id}-hint`}>{t('lobby.dealCode.hint')}</span>
        {error && <p className="setup__error" role="alert" data-testid="deal-code-error">{t(`lobby.dealCode.errors.${error}`)}</p>}
      </form>
    </section>
  );
}
