// Queen's Dungeon's rules page body (rules/queens-dungeon.md in the app's own words, en + ja; words under queens-dungeon.rulesPage).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../engine';
import { CardRow, ExampleTricks, type ExampleTrick } from '../../rules/RulesCards';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';

const QD_SECTIONS = ['deal', 'cards', 'play', 'queens', 'scoring', 'options', 'tips'] as const;

/** Where the page's words live (RulesPage reads the lede, facts and section titles there too). */
const QD_RULES_KEY = 'queens-dungeon.rulesPage';

// §2.2: the card order in every suit, high to low (hearts shown); §5.3: the queen events.
const ORDER: readonly Card[] = ['QH', 'AH', 'KH', 'JH', '10H', '9H', '8H', '7H', '6H', '5H', '4H', '3H', '2H'];
const QUEENS: readonly Card[] = ['QS', 'QH', 'QD', 'QC'];
const EVENTS = [['two', 2], ['three', 3], ['four', 4]] as const;
// §8 QD-2, QD-1 (hearts trump) and QD-3 (spades trump), in play order.
const EXAMPLES: ExampleTrick[] = [
  { id: 'ownSuit', cards: ['7C', 'AC', 'QC', '3C'], seats: [0, 1, 2, 3], winner: 2 },
  { id: 'offSuit', cards: ['7C', 'KC', 'QD', '2H'], seats: [0, 1, 2, 3], winner: 3 },
  { id: 'trumpQueen', cards: ['AS', 'QS', 'KS', '2S'], seats: [0, 1, 2, 3], winner: 1 },
];

function QueensDungeonRules() {
  const { t } = useTranslation();
  const section = `${QD_RULES_KEY}.sections`;
  const order = (
    <figure className="ladder">
      <CardRow cards={ORDER} marked={['QH']} />
      <figcaption>{t(`${section}.cards.example`)}</figcaption>
    </figure>
  );
  const events = (
    <figure className="ladder">
      <div className="ladder__events">
        {EVENTS.map(([what, n]) => (
          <Fragment key={what}>
            <CardRow cards={QUEENS.slice(0, n)} />
            <span className="ladder__gap" aria-hidden="true">→</span>
            <span>{t(`${section}.queens.${what}`)}</span>
          </Fragment>
        ))}
      </div>
      <figcaption>{t(`${section}.queens.example`)}</figcaption>
    </figure>
  );
  return <RulesSections keyBase={QD_RULES_KEY} sections={QD_SECTIONS} lists={['options', 'tips']} figures={{ cards: order, play: <ExampleTricks keyBase={QD_RULES_KEY} tricks={EXAMPLES} />, queens: events }} />;
}

/** The rules page of Queen's Dungeon (found by the rules page by convention: `<game>Rules`). */
export const queensDungeonRules: RulesContent = { Body: QueensDungeonRules, sections: QD_SECTIONS, keyBase: QD_RULES_KEY };
