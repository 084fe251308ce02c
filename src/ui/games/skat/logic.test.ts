import { describe, expect, it } from 'vitest';
import type { Action, Card, Observation } from '../../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../../engine';
import type { Contract, SkatObservation } from '../../../engine/games/skat/types';
import { describeAction } from '../../tutor/describeAction';
import type { Tr } from '../../table/text';
import { cardSelection, contractName, explainTrick, gamesWorth, sortHand } from './logic';

// Words are not under test here: a translate function that shows its key and params.
const tr: Tr = (key, o) => (o ? `${key}${JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'defaultValue')))}` : key);

function obsWith(contract: Partial<Contract> | null, extra: Partial<SkatObservation> = {}): Observation {
  const c = contract ? { hand: false, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false, ...contract } : null;
  return { game: 'skat', phase: 'trickPlay', contract: c, ramsch: false, legal: [], trick: [], ...extra } as unknown as Observation;
}

describe('skat table logic', () => {
  const hand: Card[] = ['7H', 'JD', 'AS', '10H', 'JC', 'KC', 'AH', '9D', 'QH', 'JH'];

  it('sorts trumps first: jacks by suit, then the trump suit A 10 K Q 9 8 7', () => {
    expect(sortHand(hand, obsWith({ type: 'suit', trump: 'H' }))).toEqual(['JC', 'JH', 'JD', 'AH', '10H', 'QH', '7H', 'KC', 'AS', '9D']);
  });

  it('sorts Null by printed suit with A K Q J 10 order, jacks inside their suits', () => {
    expect(sortHand(hand, obsWith({ type: 'null' }))).toEqual(['KC', 'JC', 'AH', 'QH', 'JH', '10H', '7H', 'AS', 'JD', '9D']);
  });

  it('explains a trick: trumped, highest trump, higher card of the led suit', () => {
    const names = ['Ann', 'Ben', 'Cy'];
    const suit = obsWith({ type: 'suit', trump: 'C' });
    expect(explainTrick({ cards: [{ seat: 0, card: 'AH' }, { seat: 1, card: 'JD' }, { seat: 2, card: '10H' }], winner: 1 }, suit, names)?.key)
      .toBe('skat.explain.trumped');
    expect(explainTrick({ cards: [{ seat: 0, card: 'JD' }, { seat: 1, card: 'JS' }, { seat: 2, card: 'AC' }], winner: 1 }, suit, names)?.key)
      .toBe('skat.explain.highestTrump');
    expect(explainTrick({ cards: [{ seat: 0, card: 'KH' }, { seat: 1, card: '10H' }, { seat: 2, card: 'AS' }], winner: 1 }, suit, names))
      .toMatchObject({ key: 'skat.explain.higherSuit', params: { winner: 'Ben', card: '10♥' } });
    const nul = obsWith({ type: 'null' });
    expect(explainTrick({ cards: [{ seat: 0, card: '10H' }, { seat: 1, card: 'JH' }, { seat: 2, card: 'QH' }], winner: 2 }, nul, names)?.key)
      .toBe('skat.explain.higherNull');
  });

  it('names contracts and the games a bid value stands for', () => {
    expect(contractName(tr, { type: 'grand', hand: true, schneiderAnnounced: true, schwarzAnnounced: true, ouvert: false }))
      .toBe('skat.contract.grand · skat.contract.hand · skat.contract.schwarz');
    expect(gamesWorth(tr, 24)).toBe('♣×2');
    expect(gamesWorth(tr, 48)).toBe('♣×4, skat.contract.grand×2');
  });

  it('turns two selected cards into the DISCARD exactly as the engine lists it', () => {
    // Play an auction until someone takes the skat; the selection follows legalActions.
    let m = newMatch('skat', { players: 3, seed: 'select', dealer: 2 });
    for (let guard = 0; guard < 20 && status(m).phase !== 'discard'; guard++) {
      const seat = status(m).toAct[0];
      const legal = legalActions(m, seat);
      const pick: Action = legal.find((a) => a.type === 'TAKE_SKAT') ?? legal.find((a) => a.type === 'BID') ?? legal.find((a) => a.type === 'HOLD') ?? legal[0];
      const r = applyAction(m, seat, status(m).phase === 'bidding' && guard > 2 ? legal.find((a) => a.type === 'PASS')! : pick);
      if (r.ok) m = r.match;
    }
    expect(status(m).phase).toBe('discard');
    const seat = status(m).toAct[0];
    const obs = observe(m, seat);
    const sel = cardSelection(obs)!;
    expect(sel.count).toBe(2);
    const [a, b] = [obs.hand[5], obs.hand[1]];
    const action = sel.actionFor([a, b])!;
    expect(obs.legal).toContainEqual(action);
    expect(sel.actionFor([a])).toBeNull();
    expect(applyAction(m, seat, action).ok).toBe(true);
    expect(describeAction(tr, 'skat', action)).toContain('skat.action.DISCARD');
  });

  it('describes a declaration with its contract', () => {
    const declare: Action = { type: 'DECLARE', contract: { type: 'suit', trump: 'S', schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false } };
    expect(describeAction(tr, 'skat', declare)).toContain('table.suitPlural.S');
    expect(describeAction(tr, 'skat', { type: 'BID', value: 20 })).toContain('"value":20');
  });
});
