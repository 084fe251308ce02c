// Hidden partners stay hidden at the table (rules §4.2, issue 20): the engine's partner-leak
// walk (engine games/kloepper/partnerLeak.test.ts) run through the table's own parts. Random
// matches are replayed with a black queen moved to another seat (a silent GO_ALONE and a PASS
// swap where the queens moved); until the moved cards are played, everything the table draws
// must be the same markup: behind the hot-seat curtain for every seat (the panel, every seat's
// badges, the tutor, the explanations, with the private parts of the observation unused), for
// a viewer whose own cards did not change (the panel, its choices, its tutor and own side),
// and the announcer's words for every move and fact.
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, Card, Fact, Match, Observation, Seat } from '../../../engine';
import { applyAction, newMatch, observe } from '../../../engine';
import { createRng } from '../../../engine/core/rng';
import { BLACK_QUEENS, KLOEPPER_PACK } from '../../../engine/games/kloepper/rules';
import { mapped, moved } from '../../../engine/games/kloepper/testDriver';
import type { KloepperState } from '../../../engine/games/kloepper/types';
import { playout, randomDeal } from '../../../engine/testing/builders';
import type { SeatConfig } from '../../../flow/types';
import enTable from '../../i18n/en/table';
import en from '../../i18n/en/games/kloepper';
import type { Tr } from '../../table/text';
import type { GameViewProps } from '../index';
import { KloepperActions } from './KloepperActions';
import { KloepperPanel, KloepperScoreDetails } from './KloepperPanel';
import { describeAction, describeFact, explainScore, explainTrick, ownSideLine, seatBadges, tutorPrompt } from './logic';

const SEATS: SeatConfig[] = ['Ann', 'Ben', 'Cy', 'Dee'].map((name) => ({ name, kind: 'human' }));
const NAMES = SEATS.map((s) => s.name);
let tr: Tr;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: { table: enTable, kloepper: en } } },
    lng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  tr = i18n.getFixedT('en') as unknown as Tr;
});

const st = (m: Match): KloepperState => m.state as KloepperState;
const played = (m: Match, card: Card) => st(m).tricks.some((t) => t.cards.some((p) => p.card === card)) || st(m).trick.some((p) => p.card === card);

const noop = () => undefined;

/** Everything the table draws from `obs` for `viewer` (null: behind the curtain, as TableScreen blanks it). */
function drawn(obs: Observation, viewer: Seat | null): string {
  const o = viewer === null ? { ...obs, hand: [], legal: [] } : obs;
  const props: GameViewProps = { obs: o, viewer, bottomSeat: obs.seat ?? 0, seats: SEATS, onAct: noop };
  const out = [
    renderToStaticMarkup(<KloepperPanel {...props} />),
    renderToStaticMarkup(<KloepperScoreDetails {...props} />),
    JSON.stringify([0, 1, 2, 3].map((s) => seatBadges(s, o, tr))),
    JSON.stringify(tutorPrompt(o, viewer, undefined, NAMES)),
    JSON.stringify(o.lastTrick ? explainTrick(o.lastTrick, o, NAMES) : null),
    JSON.stringify(explainScore(o, NAMES)),
  ];
  if (viewer !== null) {
    const actions = o.legal.filter((a) => a.type !== 'PLAY' && a.type !== 'NEXT_HAND');
    out.push(renderToStaticMarkup(<KloepperActions {...props} actions={actions} />), JSON.stringify(ownSideLine(o, viewer, NAMES)));
  }
  return out.join('\n');
}

const said = (facts: readonly Fact[], action: Action) => JSON.stringify([describeAction(tr, action, false), ...facts.map((f) => describeFact(f, NAMES))]);

describe('the table shows no partner before the rules do', () => {
  it('the same markup, words and badges whichever other seat holds a black queen, until it is played', () => {
    let compared = 0;
    let curtain = 0;
    for (let k = 0; k < 40; k++) {
      const rng = createRng(`ui-leak/${k}`);
      let deal = randomDeal(KLOEPPER_PACK, [6, 6, 6, 6], `ui-leak-deal/${k}`);
      // every third deal gives one seat both black queens (a call or a silent solo)
      if (k % 3 === 0) {
        const qc = deal.hands.findIndex((h) => h.includes('QC'));
        deal = moved(deal, 'QS', qc, deal.hands[qc].findIndex((c) => c !== 'QC')).deal;
      }
      const setup = { players: 4, seed: `ui-leak/${k}`, dealer: k % 4, options: { targetScore: 100 }, deals: [deal] };
      const run = playout(newMatch('kloepper', setup), `ui-leak-play/${k}`, { maxActions: 60 });
      for (const queen of BLACK_QUEENS) {
        const from = deal.hands.findIndex((h) => h.includes(queen));
        const to = [0, 1, 2, 3].filter((x) => x !== from)[rng.int(3)];
        const index = rng.int(6);
        if (deal.hands[to][index] === queen || BLACK_QUEENS.includes(deal.hands[to][index])) continue;
        const v = moved(deal, queen, to, index);
        const same = [0, 1, 2, 3].filter((s) => s !== from && s !== to);
        let a = newMatch('kloepper', setup);
        let b = newMatch('kloepper', { ...setup, deals: [v.deal] });
        for (const e of run.match.log) {
          if (st(a).handNumber > 1 || played(a, queen) || played(a, v.other)) break;
          for (let s = 0; s < 4; s++) {
            expect(drawn(observe(b, s), null), `behind the curtain, seat ${s}`).toBe(drawn(observe(a, s), null));
            curtain++;
          }
          for (const s of same) {
            expect(drawn(observe(b, s), s), `seat ${s} viewing`).toBe(drawn(observe(a, s), s));
            compared++;
          }
          const ra = applyAction(a, e.seat, e.action);
          const rb = applyAction(b, e.seat, mapped(a, b, e));
          if (!ra.ok) throw new Error(ra.error.code);
          // a seat whose cards changed may be refused (a knock from a seat now off the team)
          if (!rb.ok) break;
          expect(said(rb.facts, mapped(a, b, e)), 'the announcer').toBe(said(ra.facts, e.action));
          a = ra.match;
          b = rb.match;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(curtain).toBeGreaterThan(600);
  }, 120_000);
});
