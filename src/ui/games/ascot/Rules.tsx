// Ascot's rules page body (rules/ascot.md in the app's own words, en + ja), with a picture of
// the racecourse: the four aces in their lanes, one horse ahead after a lead-win.
import { useTranslation } from 'react-i18next';
import { ExampleTricks, type ExampleTrick } from '../../rules/RulesCards';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';
import './ascot.css';

const ASCOT_SECTIONS = ['overview', 'deal', 'play', 'horses', 'draw', 'result', 'match', 'options', 'tips'] as const;
const KEY = 'ascot.rulesPage';

const LANES: [string, string, number][] = [['S', '♠', 3], ['C', '♣', 1], ['H', '♥', 2], ['D', '♦', 0]];

// §8 AS-3, AS-5, AS-2 (seat labels: 0 Black, 1 Red; the leader first).
const EXAMPLES: ExampleTrick[] = [
  { id: 'leaderWins', cards: ['5H', '3H'], seats: [1, 0], winner: 0 },
  { id: 'otherHorse', cards: ['6H', '2H'], seats: [0, 1], winner: 0 },
  { id: 'followerWins', cards: ['7S', '9S'], seats: [0, 1], winner: 1 },
];

function AscotRules() {
  const { t } = useTranslation();
  const track = (
    <figure className="ladder tt-as-rules-track" data-testid="rules-track">
      {LANES.map(([suit, symbol, pos]) => (
        <div key={suit} className="ladder__row" aria-hidden="true">
          {Array.from({ length: 7 }, (_, i) => (i === pos
            ? <span key={i} className="ladder__card" data-suit={suit}>A<small>{symbol}</small></span>
            : <span key={i} className={i === 6 ? 'ladder__gap tt-as-rules-cap' : 'ladder__gap'}>{i === 6 ? '|' : '·'}</span>))}
        </div>
      ))}
      <figcaption>{t(`${KEY}.sections.horses.example`)}</figcaption>
    </figure>
  );
  return <RulesSections keyBase={KEY} sections={ASCOT_SECTIONS} lists={['options', 'tips']} figures={{ horses: <>{track}<ExampleTricks keyBase={KEY} tricks={EXAMPLES} /></> }} />;
}

/** The rules page of Ascot (found by the rules page by convention: `<game>Rules`). */
export const ascotRules: RulesContent = { Body: AscotRules, sections: ASCOT_SECTIONS, keyBase: KEY };
