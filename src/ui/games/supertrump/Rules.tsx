// Supertrump's rules page body (rules/supertrump.md in the app's own words, en + ja).
import { useTranslation } from 'react-i18next';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';

const SUPERTRUMP_SECTIONS = [
  'overview', 'deal', 'ranking', 'play', 'draw', 'stage2', 'scoring', 'options', 'tips',
] as const;
const KEY = 'supertrump.rulesPage';

// Trumps of a clubs game with fours as super-trumps, low to high.
const LADDER_TRUMPS = ['2', '3', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const LADDER_SUPERS: [string, string, string][] = [['4', '♣', 'C'], ['4', '♥', 'H'], ['4', '♠', 'S'], ['4', '♦', 'D']];

function SupertrumpRules() {
  const { t } = useTranslation();
  const ladder = (
    <figure className="ladder">
      <div className="ladder__row" aria-hidden="true">
        {LADDER_TRUMPS.map((r) => (
          <span key={r} className="ladder__card" data-suit="C">{r}<small>♣</small></span>
        ))}
        <span className="ladder__gap">‹</span>
        {LADDER_SUPERS.map(([r, symbol, suit]) => (
          <span key={suit} className="ladder__card ladder__card--super" data-suit={suit}>{r}<small>{symbol}</small></span>
        ))}
      </div>
      <figcaption>{t(`${KEY}.sections.ranking.example`)}</figcaption>
    </figure>
  );
  return <RulesSections keyBase={KEY} sections={SUPERTRUMP_SECTIONS} lists={['options', 'tips']} figures={{ ranking: ladder }} />;
}

/** The rules page of Supertrump (found by the rules page by convention: `<game>Rules`). */
export const supertrumpRules: RulesContent = { Body: SupertrumpRules, sections: SUPERTRUMP_SECTIONS, keyBase: KEY };
