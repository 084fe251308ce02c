// Skat's rules page body (rules/skat.md in the app's own words, en + ja).
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../engine';
import { CardRow, ExampleTricks, type ExampleTrick } from '../../rules/RulesCards';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';

const SKAT_SECTIONS = [
  'deal', 'bidding', 'skat', 'contracts', 'play', 'points', 'value', 'scoring', 'options', 'tips',
] as const;
const KEY = 'skat.rulesPage';

// Trumps of a clubs game, high to low (rules §2.3).
const TRUMP_LADDER: readonly Card[] = ['JC', 'JS', 'JH', 'JD', 'AC', '10C', 'KC', 'QC', '9C', '8C', '7C'];
const JACKS = TRUMP_LADDER.slice(0, 4);
// §8.6 K1, K2, K6, K5: Forehand 0 leads, Middlehand 1, Rearhand 2.
const EXAMPLES: ExampleTrick[] = [
  { id: 'k1', cards: ['AH', '10H', '7C'], seats: [0, 1, 2], winner: 2 },
  { id: 'k2', cards: ['10S', 'JD', 'AS'], seats: [0, 1, 2], winner: 1 },
  { id: 'k6', cards: ['QS', 'KS', '10S'], seats: [0, 1, 2], winner: 2 },
  { id: 'k5', cards: ['10H', 'JH', 'QH'], seats: [0, 1, 2], winner: 2 },
];
const BID_VALUES = '18 20 22 23 24 27 30 33 35 36 40 44 45 46 48 50 54 55 59 60 …';

function SkatRules() {
  const { t } = useTranslation();
  const ladder = (
    <figure className="ladder">
      <CardRow cards={TRUMP_LADDER} marked={JACKS} />
      <figcaption>{t(`${KEY}.sections.play.example`)}</figcaption>
    </figure>
  );
  return (
    <RulesSections keyBase={KEY} sections={SKAT_SECTIONS} lists={['options', 'tips']}
      figures={{ bidding: <p className="rules-source" aria-hidden="true">{BID_VALUES}</p>, play: <>{ladder}<ExampleTricks keyBase={KEY} tricks={EXAMPLES} /></> }} />
  );
}

/** The rules page of Skat (found by the rules page by convention: `<game>Rules`). */
export const skatRules: RulesContent = { Body: SkatRules, sections: SKAT_SECTIONS, keyBase: KEY };
