// Catches render errors below it (the table, a lazy chunk that failed to load) and shows
// a clear page with a way back, never a blank screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** leave the broken screen (back to the lobby) */
  onExit(): void;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Trick Table: the screen crashed', error, info.componentStack);
  }

  private retry = (): void => this.setState({ error: null });

  private exit = (): void => {
    this.setState({ error: null });
    this.props.onExit();
  };

  render(): ReactNode {
    if (this.state.error) return <CrashPage error={this.state.error} onRetry={this.retry} onExit={this.exit} />;
    return this.props.children;
  }
}

function CrashPage({ error, onRetry, onExit }: { error: Error; onRetry(): void; onExit(): void }) {
  const { t } = useTranslation();
  return (
    <main className="crash" data-testid="error-boundary">
      <div className="crash__card" role="alert">
        <div className="crash__suit" aria-hidden="true">♠</div>
        <h1>{t('common.errorBoundary.title')}</h1>
        <p>{t('common.errorBoundary.body')}</p>
        <div className="crash__actions">
          <button type="button" className="btn btn--primary" onClick={onExit} autoFocus>
            {t('common.errorBoundary.backToLobby')}
          </button>
          <button type="button" className="btn" onClick={onRetry}>
            {t('common.errorBoundary.retry')}
          </button>
        </div>
        <details className="crash__details">
          <summary>{t('common.errorBoundary.details')}</summary>
          <pre>{`${error.name}: ${error.message}`}</pre>
        </details>
      </div>
    </main>
  );
}
