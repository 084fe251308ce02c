// The called partner stays hidden at the table under hiddenPartner (rules §4.2, D-11): the
// engine's partner-leak walk (engine games/king-of-the-hill/partnerLeak.test.ts) run through the
// table's own parts. Random matches are replayed with a copy of the called card moved from one
// player to another (neither the King), in exchange for another plain card; until a moved card
// is played, everything the table draws must be the same markup: behind the hot-seat curtain
// for every seat (the panel, the exposed cards, every seat's badges, the tutor, the
// explanations, with the private parts of the observation unused), for a viewer whose own
// cards did not change (the panel, its choices, its tutor), and the announcer's words for
// every move and fact. The buried kitty is the King's alone: the burial is said as "a card".
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, Card, Fact, Match, Observation, Seat } from '../../../engine';
import { applyAction, newMatch, observe } from '../../../engine';
import { createRng } from '../../../engine/core/rng';
import { isJoker, rankOfCard, TWO_PACKS } from '../../../engine/games/king-of-the-hill/rules';
import { st } from '../../../engine/games/king-of-the-hill/testDriver';
import { playout, randomDeal } from '../../../engine/testing/builders';
import type { Deal } from '../../../engine/core/types';
import type { SeatConfig } from '../../../flow/types';
import enTable from '../../i18n/en/table';
import en from '../../i18n/en/games/king-of-the-hill';
import type { Tr } from '../../table/text';
import type { GameViewProps } from '../index';
import { KingOfTheHillActions } from './KingOfTheHillActions';
import { KingOfTheHillPanel, KingOfTheHillScoreDetails, KingOfTheHillSeatExtras } from './KingOfTheHillPanel';
import { describeAction, describeFact, explainScore, explainTrick, seatBadges, tutorPrompt } from './logic';

const SEATS: SeatConfig[] = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'].map((name) => ({ name, kind: 'human' }));
const NAMES = SEATS.map((s) => s.name);
let tr: Tr;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: { table: enTable, 'king-of-the-hill': en } } },
    lng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  tr = i18n.getFixedT('en') as unknown as Tr;
});

const playedBy = (m: Match, card: Card, seat: Seat) =>
  st(m).tricks.some((t) => t.cards.some((p) => p.card === card && p.seat === seat)) || st(m).trick.some((p) => p.card === card && p.seat === seat);

const noop = () => undefined;

/** Everything the table draws from `obs` for `viewer` (null: behind the curtain, as TableScreen blanks it). */
function drawn(obs: Observation, viewer: Seat | null): string {
  const o = viewer === null ? { ...obs, hand: [], legal: [] } : obs;
  const props: GameViewProps = { obs: o, viewer, bottomSeat: obs.seat ?? 0, seats: SEATS, onAct: noop };
  const out = [
    renderToStaticMarkup(<KingOfTheHillPanel {...props} />),
    renderToStaticMarkup(<KingOfTheHillScoreDetails {...props} />),
    ...[0, 1, 2, 3, 4].map((s) => renderToStaticMarkup(<KingOfTheHillSeatExtras {...props} seat={s} />)),
    JSON.stringify([0, 1, 2, 3, 4].map((s) => seatBadges(s, o, tr))),
    JSON.stringify(tutorPrompt(o, viewer, undefined, NAMES)),
    JSON.stringify(o.lastTrick ? explainTrick(o.lastTrick, o, NAMES) : null),
    JSON.stringify(explainScore(o, NAMES)),
  ];
  if (viewer !== null) {
    const actions = o.legal.filter((a) => a.type !== 'PLAY' && a.type !== 'NEXT_HAND' && a.type !== 'DISCARD');
    out.push(renderToStaticMarkup(<KingOfTheHillActions {...props} actions={actions} />));
  }
  return out.join('\n');
}

const said = (facts: readonly Fact[], action: Action) => JSON.stringify([describeAction(tr, action, false), ...facts.map((f) => describeFact(f, NAMES))]);

/** The deal with `from`'s copy of `card` exchanged with the card at `index` of `to` (same places in the deal order). */
function moved(deal: Deal, card: Card, from: Seat, to: Seat, index: number): Deal {
  const hands = deal.hands.map((h) => h.slice());
  const other = hands[to][index];
  hands[from][hands[from].indexOf(card)] = other;
  hands[to][index] = card;
  return { hands, rest: deal.rest };
}

describe('the table shows no hidden partner before the rules do', () => {
  it('the same markup, words and badges whichever other player holds the called card, until it is played', () => {
    let compared = 0;
    let curtain = 0;
    for (let k = 0; k < 8; k++) {
      const rng = createRng(`ui-leak/${k}`);
      const deal = randomDeal(TWO_PACKS, [20, 20, 20, 20, 20], `ui-leak-deal/${k}`);
      const setup = { players: 5, seed: `ui-leak/${k}`, dealer: k % 5, options: { hiddenPartner: true, startRank: k % 2 ? '2' : '7' }, deals: [deal] };
      const run = playout(newMatch('king-of-the-hill', setup), `ui-leak-play/${k}`, { maxActions: 160 });
      const call = run.match.log.find((e) => e.action.type === 'CALL_PARTNER');
      if (!call) continue;
      const card = call.action.card as Card;
      const king = call.seat;
      const rank = st(newMatch('king-of-the-hill', setup)).trumpRank;
      for (let from = 0; from < 5; from++) {
        if (from === king || !deal.hands[from].includes(card)) continue;
        const to = [0, 1, 2, 3, 4].filter((x) => x !== from && x !== king)[rng.int(3)];
        const index = deal.hands[to].findIndex((c) => c !== card && !isJoker(c) && rankOfCard(c) !== rank);
        if (index < 0) continue;
        const other = deal.hands[to][index];
        const v = moved(deal, card, from, to, index);
        const same = [0, 1, 2, 3, 4].filter((s) => s !== from && s !== to);
        let a = newMatch('king-of-the-hill', setup);
        let b = newMatch('king-of-the-hill', { ...setup, deals: [v] });
        for (const e of run.match.log) {
          if (st(a).handNumber > 1 || [from, to].some((s) => playedBy(a, card, s) || playedBy(a, other, s) || playedBy(b, card, s) || playedBy(b, other, s))) break;
          for (let s = 0; s < 5; s++) {
            expect(drawn(observe(b, s), null), `behind the curtain, seat ${s}`).toBe(drawn(observe(a, s), null));
            curtain++;
          }
          for (const s of same) {
            expect(drawn(observe(b, s), s), `seat ${s} viewing`).toBe(drawn(observe(a, s), s));
            compared++;
          }
          const ra = applyAction(a, e.seat, e.action);
          const rb = applyAction(b, e.seat, e.action);
          if (!ra.ok) throw new Error(ra.error.code);
          // a player whose cards changed may be refused (a card it no longer holds)
          if (!rb.ok) break;
          expect(said(rb.facts, e.action), 'the announcer').toBe(said(ra.facts, e.action));
          a = ra.match;
          b = rb.match;
        }
      }
    }
    expect(compared).toBeGreaterThan(150);
    expect(curtain).toBeGreaterThan(300);
  }, 120_000);

  it('a burial is announced as "a card" to the table; only its King is told which', () => {
    expect(describeAction(tr, { type: 'DISCARD', card: 'KH' }, false)).toBe('bury a card');
    expect(describeAction(tr, { type: 'DISCARD', card: 'KH' }, true)).toBe('bury K♥');
  });
});
