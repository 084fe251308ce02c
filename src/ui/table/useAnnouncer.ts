// The announcer (a polite live region, also the line on the felt). It tells the latest thing
// that happened: the moves just made, what they brought about (a trick won, the auction's
// outcome, a hand scored) and, when the play moved on to a new phase, which phase that is, so
// a line about the auction never stands during the play.
import { useEffect, useRef, useState } from 'react';
import type { Fact, GameId, Match, Seat } from '../../engine';
import { status } from '../../engine';
import type { GameUi } from '../games';
import { announce } from './announce';
import { seatParams, type SeatNames } from './seatNames';
import type { Tr } from './text';

export function useAnnouncer(match: Match, facts: readonly Fact[], game: GameId, ui: GameUi, names: SeatNames, tr: Tr): string {
  const [news, setNews] = useState('');
  const seenLog = useRef(match.log.length);
  // the phase the table opened in is not news
  const seenPhase = useRef<{ hand: number; phase: string; phases: Set<string> } | null>(null);
  if (seenPhase.current === null) {
    const st = status(match);
    seenPhase.current = { hand: st.handNumber, phase: st.phase, phases: new Set([st.phase]) };
  }
  useEffect(() => {
    const msgs: string[] = [];
    const undone = match.log.length < seenLog.current;
    if (undone) msgs.push(tr('table.controls.undone'));
    const actors = new Set<number>();
    for (let i = seenLog.current; i < match.log.length; i++) {
      const e = match.log[i];
      actors.add(e.seat);
      msgs.push(announce(tr, game, names, e.seat, e.action));
    }
    seenLog.current = match.log.length;
    if (!undone) {
      for (const f of facts) {
        if (f.type === 'TRICK_WON') msgs.push(tr('table.announce.trickWon', seatParams(names, { name: f.seat as Seat })));
        else if (f.type === 'GAME_OVER') msgs.push(tr('table.announce.gameOver'));
        // a fact about the seat that just moved repeats its move ("Ann took the skat");
        // facts about the others or the whole table are news ("Reveal: Bruno bid red")
        else if (!(typeof f.seat === 'number' && actors.has(f.seat))) {
          const ref = ui.describeFact?.(f, names);
          if (ref) msgs.push(tr(ref.key, ref.params));
        }
      }
    }
    // A phase is named once per hand when play reaches it (a trick-and-draw cycle is not
    // repeated every trick), and again after an undo that went back to another phase.
    const now = status(match);
    const seen = seenPhase.current!;
    if (now.handNumber !== seen.hand || undone) {
      seen.hand = now.handNumber;
      seen.phases = new Set(undone && now.phase === seen.phase ? [now.phase] : []);
    }
    if (!seen.phases.has(now.phase) && now.phase !== 'gameOver') {
      msgs.push(tr('table.announce.phase', { phase: tr(`${game}.phase.${now.phase}`, { defaultValue: now.phase }) }));
    }
    seen.phases.add(now.phase);
    seen.phase = now.phase;
    if (msgs.length > 0) setNews(msgs.join(' '));
    // names/tr/ui are stable for a table; announcing once per new match state is the point
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [match]);
  return news;
}
