// Skat's rules page body (rules/skat.md in the app's own words, en + ja).
import { useTranslation } from 'react-i18next';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';

const SKAT_SECTIONS = [
  'deal', 'bidding', 'skat', 'contracts', 'play', 'points', 'value', 'scoring', 'options', 'tips',
] as const;
const KEY = 'skat.rulesPage';

// Trumps of a clubs game, high to low (rules §2.3).
const TRUMP_LADDER: [string, string][] = [
  ['J', 'C'], ['J', 'S'], ['J', 'H'], ['J', 'D'], ['A', 'C'], ['10', 'C'], ['K', 'C'], ['Q', 'C'], ['9', 'C'], ['8', 'C'], ['7', 'C'],
];
const SYMBOL: Record<string, string> = { C: '♣', S: '♠', H: '♥', D: '♦' };
const BID_VALUES = '18 20 22 23 24 27 30 33 35 36 40 44 45 46 48 50 54 55 59 60 …';

function SkatRules() {
  const { t } = useTranslation();
  const ladder = (
    <figure className="ladder">
      <div className="ladder__row" aria-hidden="true">
        {TRUMP_LADDER.map(([r, suit]) => (
          <span key={r + suit} className={`ladder__card ${r === 'J' ? 'ladder__card--super' : ''}`} data-suit={suit}>
            {r}<small>{SYMBOL[suit]}</small>
          </span>
        ))}
      </div>
      <figcaption>{t(`${KEY}.sections.play.example`)}</figcaption>
    </figure>
  );
  return (
    <RulesSections keyBase={KEY} sections={SKAT_SECTIONS} lists={['options', 'tips']}
      figures={{ bidding: <p className="rules-source" aria-hidden="true">{BID_VALUES}</p>, play: ladder }} />
  );
}

/** The rules page of Skat (found by the rules page by convention: `<game>Rules`). */
export const skatRules: RulesContent = { Body: SkatRules, sections: SKAT_SECTIONS, keyBase: KEY };
