// The viewer's hand, fanned at the bottom. Arrow keys / Home / End move focus through it,
// Enter or Space plays. Unplayable cards stay focusable and say why (aria-describedby).
import { memo, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Card } from '../../engine';
import type { MotionStyle } from 'framer-motion';
import { CardBack, CardButton, CardFace, type CardBadge } from './Card';
import { useTableUi } from './tableUi';

export interface HandCard {
  card: Card;
  /** this copy's key where a card may be held twice (tableView.ts handKeys); the card's text otherwise */
  id?: string;
  playable: boolean;
  reason?: string;
  badge: CardBadge | null;
  /** set in selection mode (several cards make one action): whether this card is chosen */
  selected?: boolean;
}

/** The hand's inner width and its card width (CSS decides the card size per viewport). */
function useGeometry<T extends HTMLElement>(): [RefObject<T | null>, { width: number; cardW: number }] {
  const ref = useRef<T | null>(null);
  const [geo, setGeo] = useState({ width: 0, cardW: 72 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const cardW = parseFloat(getComputedStyle(el).getPropertyValue('--hand-card-w')) || 72;
      setGeo((g) => (g.width === el.clientWidth && g.cardW === cardW ? g : { width: el.clientWidth, cardW }));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, geo];
}

/**
 * Where each of n cards sits. One fanned row when every card's centre stays uncovered
 * (a tap or a click on a card's middle always reaches that card); otherwise two rows, or more
 * for a long hand on a narrow screen (King of the Hill's 28 cards with the kitty on a phone).
 */
function layoutHand(n: number, width: number, cardW: number) {
  const cardH = cardW * 1.4;
  // a card's centre stays uncovered with a few pixels to spare; a wider margin put 13 cards
  // on two rows at 1280 px (or not, with a scrollbar's width less), and the taller hand
  // then pushed itself below the window
  const clear = cardW * 0.5 + 4;
  const stepFor = (k: number) => (k <= 1 ? 0 : Math.min(cardW * 0.72, (width - cardW - 8) / (k - 1)));
  let rows = 1;
  while (rows < 4 && n > rows && stepFor(Math.ceil(n / rows)) < clear) rows++;
  const twoRows = rows > 1;
  // room for the hover / focus lift above the cards
  const pad = twoRows ? 10 : 16;
  const perRow = Math.ceil(n / rows);
  const places = Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / perRow);
    const k = row < rows - 1 ? perRow : n - perRow * (rows - 1);
    const j = i - row * perRow;
    const step = Math.max(12, stepFor(k));
    const total = cardW + step * Math.max(0, k - 1);
    const start = Math.max(0, (width - total) / 2);
    const mid = (k - 1) / 2;
    const off = k > 1 ? (j - mid) / Math.max(mid, 1) : 0;
    // the fan angle goes through CSS `rotate`, not framer's transform: a rotated shared-layout
    // element whose style rotate changes mid-flight leaves its layout animation frozen
    return {
      left: start + j * step,
      top: pad + row * cardH * (rows > 2 ? 0.6 : 0.56) + (twoRows ? 0 : off * off * 10),
      zIndex: i + 1,
      '--fan': `${twoRows ? 0 : off * Math.min(6, k / 2)}deg`,
    } as MotionStyle;
  });
  const height = pad + cardH * (twoRows ? 1 + (rows > 2 ? 0.6 : 0.56) * (rows - 1) : 1) + (twoRows ? 8 : 20);
  return { places, height, rows };
}

/** Memoised: the table re-renders on every machine step; the hand only when its props change. */
export const Hand = memo(function Hand({ cards, open, hiddenCount, onPlay, shake, label }: {
  /** face-up cards (the viewer's), or null to draw only backs */
  cards: HandCard[] | null;
  /** without a viewer: the hand face up for watching, not to play (a table of AIs) */
  open?: Card[] | null;
  hiddenCount: number;
  /** a card clicked: its text, and the copy's key */
  onPlay(card: Card, id: string): void;
  shake: { card: Card; n: number } | null;
  label: string;
}) {
  const { tr } = useTableUi();
  const [ref, { width, cardW }] = useGeometry<HTMLDivElement>();
  const n = cards ? cards.length : open ? open.length : hiddenCount;
  const { places, height, rows } = layoutHand(n, width || 360, cardW);
  // Until its width is measured the hand is laid out for a phone; the table may hold that
  // first frame back while its texts load, so the guess stays hidden rather than flash two rows.
  const style = width ? { height } : { visibility: 'hidden' as const };

  const onKey = (i: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    let next = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = Math.min(n - 1, i + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = Math.max(0, i - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = n - 1;
    if (next >= 0) {
      e.preventDefault();
      // DOM order is hand order; refs by index go stale when the hand is re-sorted
      const all = ref.current?.querySelectorAll<HTMLButtonElement>('button[data-card]');
      all?.[next]?.focus();
    }
  };

  const place = (i: number) => places[i];

  return (
    // on several rows a lifted card would cover the middle of the card above: it lifts less
    <div className={`tt-hand ${rows > 1 ? 'tt-hand-rows' : ''}`} ref={ref} role="group" aria-label={label} data-testid="hand" style={style}>
      {cards
        ? cards.map((c, i) => (
            <CardButton
              key={c.id ?? c.card}
              card={c.card}
              layoutId={`card-${c.id ?? c.card}`}
              badge={c.badge}
              playable={c.playable}
              reasonId={c.reason ? `why-${c.id ?? c.card}` : undefined}
              style={place(i)}
              shake={shake && shake.card === c.card ? shake.n : 0}
              onPlay={(card) => onPlay(card, c.id ?? card)}
              onKeyDown={onKey(i)}
              selected={c.selected}
              lift={rows > 1 ? 0 : 14}
            />
          ))
        : open
          // no layoutId: a card shown for watching may also lie face up elsewhere (a known card)
          ? open.map((c, i) => <CardFace key={`${c}/${i}`} card={c} size="lg" className="tt-hand-open" style={place(i)} />)
          : Array.from({ length: hiddenCount }, (_, i) => <CardBack key={i} size="lg" className="tt-hand-back" style={place(i)} />)}
      {cards ? (
        <div className="tt-sr">
          {cards.map((c) => (c.reason ? <span key={c.id ?? c.card} id={`why-${c.id ?? c.card}`}>{c.reason}</span> : null))}
        </div>
      ) : null}
      {cards && cards.length === 0 ? <p className="tt-hand-empty">{tr('table.hand.empty')}</p> : null}
    </div>
  );
});
