// Supertrump's rules page body (rules/supertrump.md in the app's own words, en + ja).
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../engine';
import { CardRow, ExampleTricks, type ExampleTrick } from '../../rules/RulesCards';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';

const SUPERTRUMP_SECTIONS = [
  'overview', 'deal', 'ranking', 'play', 'draw', 'stage2', 'scoring', 'options', 'tips',
] as const;
const KEY = 'supertrump.rulesPage';

// Trumps of a clubs game with fours as super-trumps, low to high.
const LADDER_TRUMPS: readonly Card[] = ['2C', '3C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC'];
const LADDER_SUPERS: readonly Card[] = ['4C', '4H', '4S', '4D'];

// §8 ST-6, ST-7, ST-5, ST-4 (clubs trump, fours super-trumps): leader 0, follower 1.
const EXAMPLES: ExampleTrick[] = [
  { id: 'plain', cards: ['KH', 'AH'], seats: [0, 1], winner: 1 },
  { id: 'trump', cards: ['KH', '2C'], seats: [0, 1], winner: 1 },
  { id: 'super', cards: ['AC', '4D'], seats: [0, 1], winner: 1 },
  { id: 'twoSupers', cards: ['4S', '4C'], seats: [0, 1], winner: 0 },
];

function SupertrumpRules() {
  const { t } = useTranslation();
  const ladder = (
    <figure className="ladder">
      <div className="ladder__row">
        <CardRow cards={LADDER_TRUMPS} />
        <span className="ladder__gap" aria-hidden="true">‹</span>
        <CardRow cards={LADDER_SUPERS} marked={LADDER_SUPERS} />
      </div>
      <figcaption>{t(`${KEY}.sections.ranking.example`)}</figcaption>
    </figure>
  );
  return <RulesSections keyBase={KEY} sections={SUPERTRUMP_SECTIONS} lists={['options', 'tips']} figures={{ ranking: ladder, play: <ExampleTricks keyBase={KEY} tricks={EXAMPLES} /> }} />;
}

/** The rules page of Supertrump (found by the rules page by convention: `<game>Rules`). */
export const supertrumpRules: RulesContent = { Body: SupertrumpRules, sections: SUPERTRUMP_SECTIONS, keyBase: KEY };
