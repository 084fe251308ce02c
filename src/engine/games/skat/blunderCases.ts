// Skat's blunder positions, each reached from a fixed deal through the contract
// (testing/blunderCase.ts): the unit suite (blunders.test.ts) holds every level and the hint to
// them and proves the card-play cases with the exact solver; the built app's learn mode is held
// to them too (e2e/blunder-hints.spec.ts).
import type { Action, Card, Seat } from '../../core/types';
import type { BlunderCase } from '../../testing/blunderCase';
import { SKAT_DECK } from './rules';

const hand = (s: string): Card[] => s.split(' ') as Card[];
const PASS: Action = { type: 'PASS' };
const BID = (value: number): Action => ({ type: 'BID', value });
const contractOf = (a: Action): { type: string; trump?: string } | null =>
  a.type === 'DECLARE' ? (a.contract as { type: string; trump?: string }) : null;

/**
 * A deal with `mine` for `seat` (dealer 0: seat 1 is forehand, 2 middlehand, 0 rearhand) and
 * `skat`; the other cards go round the other two seats.
 */
function dealFor(mine: Card[], skat: Card[], seat = 1): { hands: Card[][]; rest: Card[] } {
  const rest = SKAT_DECK.filter((c) => !mine.includes(c) && !skat.includes(c));
  const hands: Card[][] = [[], [], []];
  hands[seat] = mine;
  const others = [0, 1, 2].filter((x) => x !== seat);
  rest.forEach((c, i) => hands[others[i % 2]].push(c));
  return { hands, rest: skat };
}

/** Middlehand and rearhand pass; forehand (seat 1) bids 18 alone and takes the skat. */
const TO_DISCARD: (readonly [number, Action])[] = [[2, PASS], [0, PASS], [1, BID(18)], [1, { type: 'TAKE_SKAT' }]];

const CLUBS_HAND = hand('JC JS JH AC 10C KC QC 9C AS 7H');
const NO_JACKS = hand('8D 10D AD 7D AS 8S QD AH 10C AC');
const WEAK = hand('JC 7S 8S 9S 7H 8H 9H 7D 8D 9C');
const GRAND_HAND = hand('JC JS AS 10S 9S AH KH AD 10D 7C');

/** The moves of a line written as the duel logs them: "2:PASS 1:BID18 1:TAKE_SKAT 1:DISCARD8C,7H 1:DECLAREsuitD 1:JC …". */
function line(text: string): [Seat, Action][] {
  return text.split(' ').map((m) => {
    const seat = Number(m[0]) as Seat;
    const a = m.slice(2);
    if (a.startsWith('BID')) return [seat, BID(Number(a.slice(3)))];
    if (a.startsWith('DISCARD')) return [seat, { type: 'DISCARD', cards: a.slice(7).split(',') }];
    if (a.startsWith('DECLARE')) {
      const kind = a.slice(7);
      return [seat, { type: 'DECLARE', contract: kind.startsWith('suit') ? { type: 'suit', trump: kind[4] } : { type: kind } }];
    }
    if (['PASS', 'HOLD', 'TAKE_SKAT', 'PLAY_HAND'].includes(a)) return [seat, { type: a }];
    return [seat, { type: 'PLAY', card: a }];
  });
}

/**
 * A card-play case from a duplicate deal of the sparring partners (`hands` as dealt, the line
 * as played, dealer `dealer`). `sure`: each of `lose` loses the game for the deciding seat's
 * side in every deal it cannot tell from the real one, each of `win` wins it in every one.
 * Otherwise (a smear): `win` is never worse than any of `lose` in any such deal, and in at
 * least half of them it wins the game where they lose it. Checked by the exact solver below.
 */
export interface PlayCase extends BlunderCase { lose: Card[]; win: Card[]; sure: boolean }
function playCase(name: string, hands: string[], dealer: Seat, text: string, seat: Seat, lose: string[], win: string[], sure = true): PlayCase {
  const dealt = hands.map(hand);
  const skat = SKAT_DECK.filter((c) => !dealt.some((h) => h.includes(c)));
  return {
    name, game: 'skat', seat, lose: hand(lose.join(' ')), win: hand(win.join(' ')), sure,
    setup: { players: 3, seed: `blunder/${name}`, dealer, options: { handsPerGame: 1 }, deals: [{ hands: dealt, rest: skat }] },
    moves: line(text),
    blunder: (a) => a.type === 'PLAY' && lose.includes(a.card as string),
  };
}

export const SKAT_PLAY_CASES: PlayCase[] = [
  // Diamonds; the declarer (forehand) put 7♥ back and is void in hearts. With 10♥ and 8♥ on
  // the table it must ruff with its last trump, J♦: 61 or more in every deal; a club or spade
  // thrown leaves it short in every deal (duplicate deal 479).
  playCase('declarer: ruff the ten of hearts with the last trump',
    ['10C 8H 9C QC 7C 9H 10S KH AD 8S', 'KS 8D 7H JD KC 8C JS 7D AC JC', '9D 10H KD JH 10D QS 7S QH AH AS'], 0,
    '2:PASS 0:PASS 1:BID18 1:TAKE_SKAT 1:DISCARD8C,7H 1:DECLAREsuitD 1:JC 2:9D 0:AD 1:JS 2:KD 0:7C 1:7D 2:10D 0:10C 2:AH 0:KH 1:8D 1:QD 2:JH 0:10S 2:AS 0:8S 1:9S 2:10H 0:8H',
    1, ['KS', 'KC', 'AC'], ['JD']),
  // Grand; the declarer (middlehand) is void in hearts with J♠ 10♦ 8♦ left: A♥ and 8♥ on the
  // table are 11 points it needs, and only the jack takes them (duplicate deal 484).
  playCase('declarer in a Grand: take the ace with the last jack',
    ['KH AH KD QD 9H AD 8C QC 10C QS', '9C 9S 8S 7H KS JC 8H 7S 10H 9D', '7C KC 7D QH AC AS JH JS 10D 8D'], 0,
    '2:BID18 1:PASS 0:PASS 2:TAKE_SKAT 2:DISCARD7C,QH 2:DECLAREgrand 1:7S 2:10S 0:QS 2:JD 0:10C 1:JC 1:7H 2:JH 0:9H 2:AC 0:8C 1:9C 2:AS 0:QC 1:8S 2:KC 0:QD 1:9D 2:7D 0:KD 1:10H 0:AH 1:8H',
    2, ['10D', '8D'], ['JS']),
  // Spades, a hand game: forehand's Q♣ is beaten by its partner's K♣ and the defender last to
  // play holds no club. The 10♦ belongs on the partner's sure trick (smear): never worse than
  // keeping it, and in most deals the defenders' 60 or more depend on it; kept, the ten falls
  // to the declarer's trumps (duplicate deal 375, where the sparring partner smeared it).
  playCase('defender: smear the ten on the partner\'s sure trick',
    ['KC 9D 7C QS 8D AH 8C 9C QH 10C', '10D AD QD 10H KH 7D JS JD 9H 10S', 'JH 7H JC KS 8S QC AS 9S 7S AC'], 1,
    '0:PASS 1:BID18 2:HOLD 1:BID20 2:HOLD 1:PASS 2:PLAY_HAND 2:DECLAREsuitS 2:JC 0:QS 1:JD 2:7S 0:10C 1:10S 1:AD 2:AS 0:8D 2:8S 0:AH 1:JS 1:10H 2:7H 0:QH 1:KH 2:9S 0:9D 2:AC 0:7C 1:9H 2:QC 0:KC',
    1, ['QD', '7D'], ['10D'], false),
];

export const SKAT_BLUNDER_CASES: BlunderCase[] = [
  {
    // The case: a clubs hand with three jacks and seven clubs puts J♥ (a trump) in the
    // skat. 7♥ and 7♦ make two voids and keep every trump.
    name: 'discard: a clubs hand keeps its jacks and clubs',
    game: 'skat',
    setup: { players: 3, seed: 'blunder-discard', dealer: 0, options: { handsPerGame: 1 }, deals: [dealFor(CLUBS_HAND, hand('8C 7D'))] },
    moves: TO_DISCARD,
    seat: 1,
    blunder: (a) => a.type === 'DISCARD' && (a.cards as string[]).some((c) => c.startsWith('J') || c.endsWith('C')),
  },
  {
    // The case: a hand without a jack (after the skat too) declares Grand, where only
    // jacks are trumps: the defenders' four jacks take the lead at will (−240 in the match seen).
    name: 'declaration: no Grand without a jack',
    game: 'skat',
    setup: { players: 3, seed: 'blunder-grand', dealer: 0, options: { handsPerGame: 1 }, deals: [dealFor(NO_JACKS, hand('9D 7H'))] },
    moves: [...TO_DISCARD, [1, { type: 'DISCARD', cards: ['7H', '8S'] }]],
    seat: 1,
    blunder: (a) => contractOf(a)?.type === 'grand',
  },
  {
    // A Grand hand finds J♦ in the skat: three jacks, A-10 of spades and diamonds, A-K of
    // hearts. In a Grand only the jacks are trumps; one put back is a trump thrown away for
    // nothing (K♣ 7♣ make a void and bank 4 points).
    name: 'discard: a Grand hand keeps its jacks',
    game: 'skat',
    setup: { players: 3, seed: 'blunder-grand-discard', dealer: 0, options: { handsPerGame: 1 }, deals: [dealFor(GRAND_HAND, hand('JD KC'))] },
    moves: TO_DISCARD,
    seat: 1,
    blunder: (a) => a.type === 'DISCARD' && (a.cards as string[]).some((c) => c.startsWith('J')),
  },
  {
    // Rearhand holds the club jack and nothing else of worth: clubs with 1 is worth 24, and no
    // game it could win reaches twice that. After the others went to 36 it must not bid 48 or
    // more (the issue saw "Bid 70" on a hand of usual value 33).
    name: 'bidding: no bid far above any game the hand can reach',
    game: 'skat',
    setup: { players: 3, seed: 'blunder-bid', dealer: 0, options: { handsPerGame: 1 }, deals: [dealFor(WEAK, hand('KS QH'), 0)] },
    moves: [[2, BID(18)], [1, { type: 'HOLD' }], [2, BID(20)], [1, { type: 'HOLD' }], [2, BID(22)], [1, { type: 'HOLD' }], [2, BID(23)], [1, { type: 'HOLD' }], [2, BID(24)], [1, { type: 'HOLD' }], [2, BID(27)], [1, { type: 'HOLD' }], [2, BID(30)], [1, { type: 'HOLD' }], [2, BID(33)], [1, { type: 'HOLD' }], [2, BID(35)], [1, { type: 'HOLD' }], [2, BID(36)], [1, { type: 'HOLD' }], [2, PASS]],
    seat: 0,
    blunder: (a) => a.type === 'BID' && (a.value as number) >= 48,
  },
];

