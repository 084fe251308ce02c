import { describe, expect, it } from 'vitest';
import type { Tr } from '../table/text';
import { describeAction } from './describeAction';
import enTuppi from '../i18n/en/games/tuppi';
import jaTuppi from '../i18n/ja/games/tuppi';

/** The key and its parameters, so a test sees what would be worded. */
const tr: Tr = (key, o) => (o ? `${key}${JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'defaultValue')))}` : key);

describe('describeAction: Tuppi secret choices', () => {
  const bid = { type: 'PLACE_AUCTION_CARD', card: '7H' };
  it('never names the card or the word to the table (the announcer)', () => {
    expect(describeAction(tr, 'tuppi', bid)).not.toContain('7H');
    expect(describeAction(tr, 'tuppi', { type: 'GIVE', card: 'QS' })).not.toContain('QS');
  });
  it('names them to the one who makes the choice (a hint): the card, and red for rami, black for nolo', () => {
    expect(describeAction(tr, 'tuppi', bid, true)).toContain('tuppi.ownAction.PLACE_AUCTION_CARD');
    expect(describeAction(tr, 'tuppi', bid, true)).toContain('tuppi.contract.rami');
    expect(describeAction(tr, 'tuppi', { type: 'PLACE_AUCTION_CARD', card: '4C' }, true)).toContain('tuppi.contract.nolo');
    expect(describeAction(tr, 'tuppi', { type: 'PLACE_VERBAL_BID', bid: 'nolo' }, true)).toContain('tuppi.contract.nolo');
  });
  it('has those words in English and Japanese with the same parameters', () => {
    const params = (t: string) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((x) => x[1]).sort();
    for (const [k, en] of Object.entries(enTuppi.ownAction)) {
      const ja = (jaTuppi.ownAction as Record<string, string>)[k];
      expect(ja, k).toBeTypeOf('string');
      expect(params(ja), k).toEqual(params(en));
    }
  });
});
