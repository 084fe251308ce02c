// One playing card: a face with corner indices and a suit pip, or a back. Every face-up
// card carries data-card; identity for animation is one layoutId per physical card.
import { motion, type MotionStyle, type TargetAndTransition } from 'framer-motion';
import { forwardRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { Card as CardText } from '../../engine';
import { actionJson } from './actionButton';
import { cardName, cardRank, cardSuit, isJoker, SUIT_SYMBOL } from './text';
import { useTableUi } from './tableUi';
import './card.css';

export type CardSize = 'lg' | 'md' | 'sm' | 'xs';

export interface CardBadge {
  /** full words, read by screen readers */
  label: string;
  /** one glyph drawn under the corner index, where an overlapped card still shows */
  short: string;
  tone: 'super' | 'trump';
}

interface FaceProps {
  card: CardText;
  size?: CardSize;
  layoutId?: string;
  badge?: CardBadge | null;
  className?: string;
  style?: MotionStyle;
  initial?: TargetAndTransition | false;
  animate?: TargetAndTransition;
  /** hidden from assistive tech when a surrounding element already names the card */
  decorative?: boolean;
}

const FACE_LETTER: Record<string, string> = { J: 'J', Q: 'Q', K: 'K', A: 'A' };

function FaceContent({ card, badge }: { card: CardText; badge?: CardBadge | null }) {
  if (isJoker(card)) {
    return (
      <>
        <span className="tt-idx tt-idx-tl" aria-hidden="true"><span className="tt-idx-r">★</span></span>
        <span className="tt-pip tt-pip-joker" aria-hidden="true" />
      </>
    );
  }
  const rank = cardRank(card)!;
  const sym = SUIT_SYMBOL[cardSuit(card)!];
  const face = FACE_LETTER[rank];
  return (
    <>
      <span className="tt-idx tt-idx-tl" aria-hidden="true">
        <span className="tt-idx-r">{rank}</span>
        <span className="tt-idx-s">{sym}</span>
      </span>
      <span className={face ? 'tt-pip tt-pip-face' : 'tt-pip'} aria-hidden="true">
        {face ? <><span className="tt-face-letter">{face}</span><span className="tt-face-suit">{sym}</span></> : sym}
      </span>
      <span className="tt-idx tt-idx-br" aria-hidden="true">
        <span className="tt-idx-r">{rank}</span>
        <span className="tt-idx-s">{sym}</span>
      </span>
      {badge ? <span className={`tt-card-badge tt-card-badge-${badge.tone}`} aria-hidden="true" title={badge.label}>{badge.short}</span> : null}
    </>
  );
}

function faceClass(card: CardText, size: CardSize, fourColour: boolean, extra?: string): string {
  const suit = cardSuit(card);
  return [
    'tt-card',
    'tt-face',
    `tt-size-${size}`,
    suit ? `tt-suit-${suit}` : `tt-joker tt-joker-${card[0]}`,
    fourColour ? 'tt-four' : '',
    extra ?? '',
  ].filter(Boolean).join(' ');
}

/** A face-up card that is not a control (trick, upcard, known cards, last trick). */
export function CardFace({ card, size = 'md', layoutId, badge, className, style, initial, animate, decorative }: FaceProps) {
  const ui = useTableUi();
  const cls = faceClass(card, size, ui.fourColour, `${badge ? `tt-has-${badge.tone}` : ''} ${className ?? ''}`);
  if (!layoutId && !initial && !animate) {
    // A card that never moves needs no motion component (each one costs a render and a measure).
    return (
      <div
        className={cls}
        data-card={card}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : cardName(ui.tr, card)}
        aria-hidden={decorative ? true : undefined}
        style={style as CSSProperties}
      >
        <FaceContent card={card} badge={badge} />
      </div>
    );
  }
  return (
    <motion.div
      layoutId={layoutId}
      layout={layoutId ? true : undefined}
      layoutDependency={layoutId ? ui.layoutKey : undefined}
      className={cls}
      data-card={card}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : cardName(ui.tr, card)}
      aria-hidden={decorative ? true : undefined}
      style={style}
      initial={initial}
      animate={animate}
      transition={ui.transition}
    >
      <FaceContent card={card} badge={badge} />
    </motion.div>
  );
}

interface ButtonProps {
  card: CardText;
  size?: CardSize;
  layoutId: string;
  badge?: CardBadge | null;
  playable: boolean;
  reasonId?: string;
  className?: string;
  style?: MotionStyle;
  shake?: number;
  onPlay(card: CardText): void;
  onKeyDown?(e: KeyboardEvent<HTMLButtonElement>): void;
  onFocus?(): void;
  /** selection mode: the card toggles (aria-pressed) instead of sending PLAY */
  selected?: boolean;
  /** how far the card rises under the pointer or the focus (px; a hand on several rows: less) */
  lift?: number;
}

/** A card in the viewer's hand: a real button; unplayable ones stay focusable with a reason. */
export const CardButton = forwardRef<HTMLButtonElement, ButtonProps>(function CardButton(
  { card, size = 'lg', layoutId, badge, playable, reasonId, className, style, shake, onPlay, onKeyDown, onFocus, selected, lift = 14 },
  ref,
) {
  const selecting = selected !== undefined;
  const ui = useTableUi();
  const name = cardName(ui.tr, card);
  const label = badge ? `${name} (${badge.label})` : name;
  return (
    <motion.button
      ref={ref}
      type="button"
      layoutId={layoutId}
      layoutDependency={ui.layoutKey}
      className={faceClass(card, size, ui.fourColour, `tt-hand-card ${playable ? 'tt-playable' : 'tt-unplayable'} ${selecting ? 'tt-selectable' : ''} ${selected ? 'tt-selected' : ''} ${badge ? `tt-has-${badge.tone}` : ''} ${className ?? ''}`)}
      data-card={card}
      data-action={selecting ? undefined : actionJson({ type: 'PLAY', card })}
      data-selected={selecting ? String(selected) : undefined}
      aria-pressed={selecting ? selected : undefined}
      aria-label={label}
      aria-disabled={playable ? undefined : 'true'}
      aria-describedby={reasonId}
      style={shake ? { ...style, animation: `tt-shake-${shake % 2} 0.45s ease-in-out` } : style}
      transition={ui.transition}
      whileHover={playable ? { y: -lift } : undefined}
      whileFocus={{ y: -lift }}
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        onPlay(card);
      }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <FaceContent card={card} badge={badge} />
    </motion.button>
  );
});

/** A face-down card: carries no identity in the DOM. */
export function CardBack({ size = 'md', layoutId, className, style }: { size?: CardSize; layoutId?: string; className?: string; style?: MotionStyle }) {
  const ui = useTableUi();
  if (!layoutId) return <div className={`tt-card tt-back tt-size-${size} ${className ?? ''}`} aria-hidden="true" style={style as CSSProperties} />;
  return (
    <motion.div
      layoutId={layoutId}
      layout={layoutId ? true : undefined}
      layoutDependency={layoutId ? ui.layoutKey : undefined}
      className={`tt-card tt-back tt-size-${size} ${className ?? ''}`}
      aria-hidden="true"
      style={style}
      transition={ui.transition}
    />
  );
}
