// King of the Hill's rules page body (rules/king-of-the-hill.md in the app's own words, en +
// ja; words under king-of-the-hill.rulesPage): the trump order and pairs drawn with the table's
// own cards, the point cards, and the rank track 2 → A.
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../engine';
import { CardRow, ExampleTricks, type ExampleTrick } from '../../rules/RulesCards';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';
import { CardFace } from '../../table/Card';
import { TRACK } from './logic';
import './king-of-the-hill.css';

const KH_SECTIONS = ['deal', 'cards', 'kitty', 'play', 'scoring', 'options', 'tips'] as const;

/** Where the page's words live (RulesPage reads the lede, facts and section titles there too). */
const KH_RULES_KEY = 'king-of-the-hill.rulesPage';

/** Trump rank 2, spades trump: the trumps high to low (the three off-suit 2s are equal). */
const TRUMP_ORDER: Card[] = ['RJ', 'BJ', '2S', '2H', '2C', '2D', 'AS', 'KS', 'QS', 'JS', '10S', '9S'];
const PAIRS: [Card, Card][] = [['8D', '8D'], ['RJ', 'RJ'], ['2H', '2H']];
const NOT_PAIRS: [Card, Card][] = [['RJ', 'BJ'], ['2H', '2C']];
const POINT_CARDS: [Card, number][] = [['5H', 5], ['10C', 10], ['KS', 10]];

// §8 KH-1, KH-2, KH-3 (spades trump, trump rank 2), in play order.
const EXAMPLES: ExampleTrick[] = [
  { id: 'offSuit', cards: ['10H', 'KH', '3S', 'AH', '2D'], seats: [0, 1, 2, 3, 4], winner: 4 },
  { id: 'equal', cards: ['AH', 'KH', '2H', '5H', '2C'], seats: [0, 1, 2, 3, 4], winner: 2 },
  { id: 'hierarchy', cards: ['7S', '2H', '2S', '2D', 'KS'], seats: [0, 1, 2, 3, 4], winner: 2 },
];

function Row({ cards, className }: { cards: Card[]; className?: string }) {
  return <span className={className}><CardRow cards={cards} /></span>;
}

function KingOfTheHillRules() {
  const { t } = useTranslation();
  const section = `${KH_RULES_KEY}.sections`;
  const cards = (
    <>
      <figure className="ladder" data-testid="trump-ladder">
        <Row cards={TRUMP_ORDER} />
        <figcaption>{t(`${section}.cards.trumps`)}</figcaption>
      </figure>
      <figure className="ladder" data-testid="pairs">
        <span className="tt-kh-rules-pairs">
          {PAIRS.map((p) => <Row key={p.join()} cards={p} className="tt-kh-rules-pair" />)}
          {NOT_PAIRS.map((p) => <Row key={p.join()} cards={p} className="tt-kh-rules-pair tt-kh-rules-not" />)}
        </span>
        <figcaption>{t(`${section}.cards.pairs`)}</figcaption>
      </figure>
    </>
  );
  const scoring = (
    <>
      <figure className="ladder" data-testid="point-cards">
        <span className="tt-kh-rules-pairs rules-cards">
          {POINT_CARDS.map(([c, n]) => (
            <span key={c} className="tt-kh-rules-pts"><CardFace card={c} size="sm" decorative /><b>{n}</b></span>
          ))}
        </span>
        <figcaption>{t(`${section}.scoring.points`)}</figcaption>
      </figure>
      <figure className="ladder" data-testid="rank-track-rules">
        <span className="tt-kh-track-cells tt-kh-rules-track" aria-hidden="true">
          {TRACK.map((r, i) => <i key={r} className={i === TRACK.length - 1 ? 'tt-kh-at' : ''}>{r}</i>)}
        </span>
        <figcaption>{t(`${section}.scoring.track`)}</figcaption>
      </figure>
    </>
  );
  return (
    <RulesSections keyBase={KH_RULES_KEY} sections={KH_SECTIONS} lists={['options', 'tips']}
      figures={{ cards, play: <ExampleTricks keyBase={KH_RULES_KEY} tricks={EXAMPLES} />, scoring }} />
  );
}

/** The rules page of King of the Hill (found by the rules page by convention: `<game>Rules`). */
export const kingOfTheHillRules: RulesContent = { Body: KingOfTheHillRules, sections: KH_SECTIONS, keyBase: KH_RULES_KEY };
