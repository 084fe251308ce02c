// "Play this deal": what a deal link (#deal/<code>) opens. It names the game, the code, the
// rules the code carries and the seats this device will play it with (changeable here), and
// one click starts the table. A code that cannot be read says why and leads to the lobby.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, OptionSpec } from '../../engine/core/types';
import { decodeDealCode, matchCode } from '../../state/dealCode';
import { useSettings, type GameSetup } from '../../state/settingsStore';
import { lobbyGame, playerRange } from './games';
import { SeatSetup } from './SeatSetup';
import { StartButton } from './StartButton';
import { defaultOptions, fitSeats, initialSetup } from './setupDefaults';

interface Props {
  code: string;
  busy: boolean;
  startError: string | null;
  /** `seed` and the code's options: the same deal as the friend's */
  onStart(game: GameId, setup: GameSetup, seed: string): void;
  onLobby(game?: GameId): void;
}

export function DealScreen({ code, busy, startError, onStart, onLobby }: Props) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.lang);
  const deal = decodeDealCode(code);
  const g = deal.ok ? lobbyGame(deal.game) : undefined;
  const remembered = useSettings((s) => (deal.ok ? s.lastSetup[deal.game] : undefined));
  const rememberSetup = useSettings((s) => s.rememberSetup);
  // opened from a link or over a scrolled lobby: the screen starts at its top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [code]);

  if (!deal.ok || !g?.meta) {
    const error = deal.ok ? 'ERR_CODE_GAME' : deal.error;
    return (
      <main className="deal-screen" data-testid="deal-screen" data-ok="false">
        <section className="deal-screen__card" aria-labelledby="deal-title">
          <p className="setup__eyebrow">{t('lobby.dealLink.eyebrow')}</p>
          <h1 className="setup__title" id="deal-title">{t('lobby.dealLink.badTitle')}</h1>
          <p className="setup__error" role="alert" data-testid="deal-error">{t(`lobby.dealCode.errors.${error}`)}</p>
          <p className="deal-screen__code">
            {t('lobby.dealLink.code')} <code>{code}</code>
          </p>
          <p className="option__help">{t('lobby.dealLink.badHelp')}</p>
          <div className="deal-screen__actions">
            <button type="button" className="btn btn--primary btn--big" onClick={() => onLobby()} data-testid="deal-lobby">
              {t('lobby.dealLink.lobby')}
            </button>
          </div>
        </section>
      </main>
    );
  }

  const game = deal.game;
  const meta = g.meta;
  // This device's seats for the game (remembered per game); the rules are the code's.
  // The table size is the code's too (the same seed at another size is another deal).
  const mine = initialSetup(meta, remembered, lang);
  const own = { ...mine, seats: fitSeats(mine.seats, deal.players, lang) };
  const setup: GameSetup = { ...own, options: deal.options };
  const name = t(`common.games.${game}`);
  const rules = ruleLines(t as unknown as T, game, meta.options, deal.options);
  // the code as the app writes it (a typed "o" for "0" is read, and shown, as 0)
  const canonical = matchCode(game, { players: deal.players, seed: deal.seed, options: deal.options }) ?? code.trim();

  return (
    <main className="deal-screen" data-testid="deal-screen" data-ok="true" data-game={game}>
      <section className="deal-screen__card" aria-labelledby="deal-title">
        <p className="setup__eyebrow">{t('lobby.dealLink.eyebrow')}</p>
        <h1 className="setup__title" id="deal-title">{t('lobby.dealLink.title', { game: name })}</h1>
        <p className="setup__meta">
          <span data-testid="deal-game">{name}</span> · {t('lobby.players', { range: playerRange(g) })}
        </p>
        <p className="deal-screen__intro">{t('lobby.dealLink.intro')}</p>
        <p className="deal-screen__code">
          {t('lobby.dealLink.code')} <code data-testid="deal-code">{canonical}</code>
        </p>
        <div className="deal-screen__go">
          <StartButton busy={busy} error={startError} label={t('lobby.dealLink.play', { game: name })}
            onStart={() => onStart(game, setup, deal.seed)} testId="deal-play" />
          <button type="button" className="btn" onClick={() => onLobby(game)} data-testid="deal-lobby">
            {t('lobby.dealLink.lobby')}
          </button>
        </div>
        <SeatSetup
          seats={own.seats}
          players={{ min: deal.players, max: deal.players }}
          lang={lang}
          // seats are this device's choice for the game: kept, like the lobby keeps them
          onChange={(seats) => rememberSetup(game, { ...own, seats })}
          onCount={() => undefined}
        />
        <section className="setup-block" aria-labelledby="deal-rules">
          <h3 className="setup-block__title" id="deal-rules">{t('lobby.dealLink.rules')}</h3>
          {rules.length === 0 ? (
            <p className="option__help" data-testid="deal-rules">{t('lobby.dealLink.standardRules')}</p>
          ) : (
            <ul className="deal-screen__rules" data-testid="deal-rules">
              {rules.map((r) => <li key={r}>{r}</li>)}
            </ul>
          )}
        </section>
      </section>
    </main>
  );
}

type T = (key: string, o?: Record<string, unknown>) => string;

/** The code's rule options that differ from the game's defaults, as "label: value". */
function ruleLines(t: T, game: GameId, specs: readonly OptionSpec[], options: Record<string, unknown>): string[] {
  const defaults = defaultOptions(specs);
  return specs.filter((s) => options[s.key] !== defaults[s.key]).map((s) => {
    const base = `lobby.options.${game}.${s.key}`;
    const v = options[s.key];
    const value = s.type === 'boolean' ? t(v ? 'lobby.options.on' : 'lobby.options.off')
      : s.type === 'enum' ? t(`${base}.values.${String(v)}`, { defaultValue: String(v) })
        : String(v);
    return t('lobby.dealLink.rule', { label: t(`${base}.label`, { defaultValue: s.key }), value });
  });
}
