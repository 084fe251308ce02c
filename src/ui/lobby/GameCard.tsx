// One game in the lobby list: selectable when the engine has it, "coming soon" otherwise.
import { useTranslation } from 'react-i18next';
import { playerRange, type LobbyGame } from './games';

/** Glyphs drawn in the red suits' colour, as on a card. */
const RED_SUITS = new Set(['♥', '♦']);

interface Props {
  game: LobbyGame;
  selected: boolean;
  onSelect(): void;
}

export function GameCard({ game, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const playable = !!game.meta;
  const body = (
    <>
      <span className="game-card__glyph" data-red={RED_SUITS.has(game.glyph) || undefined} aria-hidden="true">{game.glyph}</span>
      <span className="game-card__text">
        <span className="game-card__title">
          <span className="game-card__name">{t(`common.games.${game.id}`)}</span>
          <span className="game-card__players">{t('lobby.players', { range: playerRange(game) })}</span>
          {!playable && <span className="game-card__badge">{t('lobby.comingSoon')}</span>}
        </span>
        <span className="game-card__pitch">{t(`lobby.pitches.${game.id}`)}</span>
      </span>
    </>
  );
  if (!playable) {
    return (
      <div className="game-card game-card--soon" aria-disabled="true" data-testid={`game-${game.id}`} title={t('lobby.comingSoonHint')}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      className="game-card"
      aria-pressed={selected}
      aria-controls="lobby-setup"
      data-testid={`game-${game.id}`}
      onClick={onSelect}
    >
      {body}
    </button>
  );
}
