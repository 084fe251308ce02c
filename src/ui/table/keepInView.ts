import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// Where the felt is taller than the room the page leaves it (a phone with the tutor pinned
// above and the hand docked below, five or six seats, a short window), the current trick and
// the game's panel (trump, contract, stake, the face-up card) would lie under the dock or
// under the pinned tutor. keepInView scrolls the page the least that shows them.

interface Band {
  top: number;
  bottom: number;
}

function bounds(els: readonly Element[]): Band | null {
  const rects = els.map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);
  if (rects.length === 0) return null;
  return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
}

/** How far the page must scroll down (up, if negative) to bring `want` into `room`; 0 if it is there. */
function shift(want: Band, room: Band): number {
  let dy = 0;
  if (want.bottom > room.bottom) dy = want.bottom - room.bottom;
  if (want.top - dy < room.top) dy = want.top - room.top;
  // whole pixels, rounded away from zero: a part pixel short would still hide an edge
  return dy > 0.1 ? Math.ceil(dy) : dy < -0.1 ? Math.floor(dy) : 0;
}

/**
 * Scrolls the window as little from its top as shows `trick` between the bottom of `pinned`
 * (while it is a sticky element) and the top of `dock`; with it as many of `panels` as fit,
 * in their order; and, where all of those fit and the page scrolls anyway (or `ownToo`: a
 * refusal's message in the dock would lie over it), `own` (the viewer's seat). So the same
 * moment always gets the same view, with as much of the header as it allows.
 */
export function keepInView(trick: Element | null, panels: readonly (Element | null)[], own: Element | null, pinned: Element | null, dock: Element | null, ownToo = false) {
  if (!trick) return;
  const others = panels.filter((e): e is Element => e !== null);
  // measured from the top (no paint comes between: this runs before the browser draws)
  window.scrollTo({ top: 0, behavior: 'instant' });
  // Two rounds: a scroll moves a sticky element to its stuck place, which changes the room.
  for (let round = 0; round < 2; round++) {
    const sticky = pinned !== null && getComputedStyle(pinned).position === 'sticky';
    const room: Band = {
      top: sticky ? pinned.getBoundingClientRect().bottom : 0,
      bottom: dock ? dock.getBoundingClientRect().top : window.innerHeight,
    };
    const fits = (b: Band | null): b is Band => b !== null && b.bottom - b.top <= room.bottom - room.top;
    // the trick's cards as drawn: spread toward their seats, they may reach past its box
    const cards = [trick, ...trick.querySelectorAll('[data-card]')];
    const must = bounds(cards);
    if (!must) return;
    // as many of the panels as fit, in their order
    let want = must;
    let shown = 0;
    for (let k = others.length; k > 0; k--) {
      const b = bounds([...cards, ...others.slice(0, k)]);
      if (fits(b)) {
        want = b;
        shown = k;
        break;
      }
    }
    let dy = shift(want, room);
    const all = own ? bounds([...cards, ...others, own]) : null;
    if ((dy !== 0 || round > 0 || ownToo) && shown === others.length && fits(all)) dy = shift(all, room);
    if (dy === 0) return;
    window.scrollBy({ top: dy, behavior: 'instant' });
  }
}

/** The parts of the table keepInView measures. */
export interface TableRefs {
  felt: RefObject<HTMLDivElement | null>;
  center: RefObject<HTMLDivElement | null>;
  panel: RefObject<HTMLDivElement | null>;
  aside: RefObject<HTMLDivElement | null>;
  own: RefObject<HTMLDivElement | null>;
  dock: RefObject<HTMLDivElement | null>;
  tutor: RefObject<HTMLElement | null>;
}

/**
 * Keeps the trick and the game's panel in view whenever `moment` changes (the trick, the
 * turn, a refusal, the tutor opened) and whenever the felt, the dock or the tutor changes size
 * (the announcer's line, an offered knock); `resizeKey` re-attaches the size watch when the
 * tutor comes or goes. Under a result sheet the page stays at its top, where the exit is.
 * While `refused` (a refusal's message above the hand) the viewer's seat is kept in view too.
 */
export function useKeepInView(moment: string, sheetUp: boolean, resizeKey: unknown, refused = false): TableRefs {
  const refs: TableRefs = {
    felt: useRef<HTMLDivElement>(null),
    center: useRef<HTMLDivElement>(null),
    panel: useRef<HTMLDivElement>(null),
    aside: useRef<HTMLDivElement>(null),
    own: useRef<HTMLDivElement>(null),
    dock: useRef<HTMLDivElement>(null),
    tutor: useRef<HTMLElement>(null),
  };
  const keep = useRef(() => {});
  useLayoutEffect(() => {
    keep.current = () => {
      if (!sheetUp) keepInView(refs.center.current, [refs.panel.current, refs.aside.current], refs.own.current, refs.tutor.current, refs.dock.current, refused);
    };
  });
  useLayoutEffect(() => keep.current(), [moment, sheetUp]);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(() => keep.current());
    for (const el of [refs.felt.current, refs.dock.current, refs.tutor.current]) if (el) sizes.observe(el);
    return () => sizes.disconnect();
    // the refs are stable; the elements to watch change only with resizeKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resizeKey]);
  return refs;
}
