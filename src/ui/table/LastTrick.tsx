// The "last trick" viewer (where the rules allow it): a small popover, opened on demand.
import { useState } from 'react';
import type { CompletedTrick } from '../../engine';
import { CardFace } from './Card';
import { seatParams, type SeatNames } from './seatNames';
import { useTableUi } from './tableUi';

export function LastTrickViewer({ trick, names }: { trick: CompletedTrick; names: SeatNames }) {
  const { tr } = useTableUi();
  const [open, setOpen] = useState(false);
  return (
    <div className="tt-last">
      <button type="button" className="tt-btn tt-small" aria-expanded={open} aria-controls="tt-last-pop" onClick={() => setOpen((o) => !o)}>
        {tr('table.lastTrick.button')}
      </button>
      {open ? (
        <div id="tt-last-pop" className="tt-last-pop" role="group" aria-label={tr('table.lastTrick.title')} data-testid="last-trick">
          <div className="tt-last-cards">
            {trick.cards.map((p, i) => (
              <figure key={`${p.card}/${i}`} className={p.seat === trick.winner ? 'tt-last-win' : ''}>
                <CardFace card={p.card} size="sm" />
                <figcaption>{names[p.seat]}</figcaption>
              </figure>
            ))}
          </div>
          <p>{tr('table.lastTrick.won', seatParams(names, { name: trick.winner }))}</p>
          <button type="button" className="tt-btn tt-small" onClick={() => setOpen(false)}>{tr('table.close')}</button>
        </div>
      ) : null}
    </div>
  );
}
