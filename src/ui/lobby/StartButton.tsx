// The big button that opens a table (the lobby's setup, a deal link's screen), with the
// reason a start failed right above it.
import { useTranslation } from 'react-i18next';

export function StartButton({ busy, error, label, onStart, testId }: {
  busy: boolean;
  error: string | null;
  label: string;
  onStart(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && <p className="setup__error" role="alert">{error}</p>}
      <button type="button" className="btn btn--primary btn--big" disabled={busy} aria-busy={busy} onClick={onStart} data-testid={testId}>
        {busy ? t('lobby.setup.starting') : label}
      </button>
    </>
  );
}
