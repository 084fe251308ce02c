import { describe, expect, it } from 'vitest';
import type { Action, Card, CompletedTrick, Observation } from '../../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../../engine';
import type { Tr } from '../../table/text';
import { describeAction } from '../../tutor/describeAction';
import { cardSelection, explainTrick, seatBadges, sortHand } from './logic';

const tr: Tr = (key, o) => (o ? `${key}${JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'defaultValue')))}` : key);

describe('tuppi table logic', () => {
  it('sorts by suit in alternating colours, high to low; aces last in solo', () => {
    const hand: Card[] = ['2H', 'AS', '10D', 'AH', '5C', 'KS'];
    expect(sortHand(hand, { mode: 'rami' } as unknown as Observation)).toEqual(['AS', 'KS', 'AH', '2H', '5C', '10D']);
    expect(sortHand(hand, { mode: 'solo' } as unknown as Observation)).toEqual(['KS', 'AS', '2H', 'AH', '5C', '10D']);
  });

  it('explains a trick by the highest card of the led suit, ace low in solo', () => {
    const names = ['Ann', 'Ben', 'Cy', 'Dee'];
    const trick = { cards: [{ seat: 0, card: 'AH' }, { seat: 1, card: 'KH' }, { seat: 2, card: '2S' }, { seat: 3, card: '3H' }], winner: 0 } as CompletedTrick;
    expect(explainTrick(trick, { mode: 'nolo' } as unknown as Observation, names)).toMatchObject({ key: 'tuppi.explain.highest', params: { winner: 'Ann' } });
    expect(explainTrick(trick, { mode: 'solo' } as unknown as Observation, names)).toMatchObject({ key: 'tuppi.explain.soloAce', params: { winner: 'Ben' } });
  });

  it('turns one selected card into the bid exactly as the engine lists it', () => {
    const m = newMatch('tuppi', { players: 4, seed: 'sel', dealer: 0 });
    const obs = observe(m, 0);
    const sel = cardSelection(obs)!;
    expect(sel.actionType).toBe('PLACE_AUCTION_CARD');
    const court = obs.hand.find((c) => /^[JQK]/.test(c));
    if (court) expect(sel.selectable(court)).toBe(false);
    const ok = obs.hand.find((c) => sel.selectable(c))!;
    const action = sel.actionFor([ok])!;
    expect(obs.legal).toContainEqual(action);
    expect(applyAction(m, 0, action).ok).toBe(true);
  });

  it('never names a secret choice in words heard by the whole table', () => {
    const secret: Action[] = [
      { type: 'PLACE_AUCTION_CARD', card: '8H' }, { type: 'PLACE_VERBAL_BID', bid: 'rami' },
      { type: 'DISCARD', cards: ['KS'] }, { type: 'GIVE', card: '2C' },
    ];
    for (const a of secret) {
      const text = describeAction(tr, 'tuppi', a);
      expect(text).toBe(`tuppi.action.${a.type}{}`);
    }
  });

  it('offers the soloist discard and the partner gift as one-card selections', () => {
    // play auctions until a solo is declared (the defender asked accepts)
    for (const seed of ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']) {
      let m = newMatch('tuppi', { players: 4, seed, dealer: 0 });
      for (let guard = 0; guard < 10 && status(m).phase === 'auction'; guard++) {
        const seat = status(m).toAct[0];
        const legal = legalActions(m, seat);
        const red = legal.find((a) => a.type === 'PLACE_AUCTION_CARD' && /[HD]$/.test(a.card as string));
        m = (applyAction(m, seat, red ?? legal[0]) as { match: typeof m }).match;
      }
      if (status(m).phase !== 'soloOffer') continue;
      m = (applyAction(m, status(m).toAct[0], { type: 'DECLARE_SOLO' }) as { match: typeof m }).match;
      expect(status(m).phase).toBe('soloDiscard');
      const soloist = status(m).toAct[0];
      const sel = cardSelection(observe(m, soloist))!;
      const card = observe(m, soloist).hand[0];
      expect(sel.actionFor([card])).toEqual({ type: 'DISCARD', cards: [card] });
      m = (applyAction(m, soloist, sel.actionFor([card])!) as { match: typeof m }).match;
      const giver = status(m).toAct[0];
      const gsel = cardSelection(observe(m, giver))!;
      const gift = observe(m, giver).hand[0];
      expect(gsel.actionFor([gift])).toEqual({ type: 'GIVE', card: gift });
      return;
    }
    throw new Error('no seed reached a solo offer');
  });
  it('marks who has bid in the auction, once each; a seat still choosing only has the table\'s turn badge', () => {
    let m = newMatch('tuppi', { players: 4, seed: 'badges', dealer: 3 });
    m = (applyAction(m, 1, legalActions(m, 1)[0]) as { match: typeof m }).match;
    const obs = observe(m, 0);
    const bidBadges = (seat: 0 | 1 | 2 | 3) => seatBadges(seat, obs, tr).filter((b) => b.id === 'bid');
    expect(bidBadges(1)).toEqual([{ id: 'bid', label: 'tuppi.badge.hasBid' }]);
    for (const seat of [0, 2, 3] as const) expect(bidBadges(seat)).toEqual([]);
    // after the auction the badge is gone
    for (const seat of [0, 2, 3]) m = (applyAction(m, seat, legalActions(m, seat)[0]) as { match: typeof m }).match;
    expect(status(m).phase).not.toBe('auction');
    expect(([0, 1, 2, 3] as const).flatMap((seat) => seatBadges(seat, observe(m, 0), tr)).filter((b) => b.id === 'bid')).toEqual([]);
  });
});
