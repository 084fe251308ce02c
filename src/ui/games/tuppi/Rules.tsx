// Tuppi's rules page body (rules/tuppi.md in the app's own words, en + ja; words under tuppi.rules).
import { ExampleTricks, type ExampleTrick } from '../../rules/RulesCards';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';

const TUPPI_SECTIONS = ['deal', 'auction', 'solo', 'play', 'scoring', 'wipe', 'tips'] as const;

/** Where the page's words live (RulesPage reads the lede, facts and section titles there too). */
const TUPPI_RULES_KEY = 'tuppi.rules';

// Points of a rami or nolo hand by the scoring side's tricks (rules §6.1).
const TABLE: [string, number[]][] = [
  ['ramiDeclarers', [7, 8, 9, 10, 11, 12, 13].map((t) => 4 * (t - 6))],
  ['ramiDefenders', [7, 8, 9, 10, 11, 12, 13].map((t) => 8 * (t - 6))],
];
const NOLO: number[] = [6, 5, 4, 3, 2, 1, 0].map((t) => 4 * (7 - t));

// §8 TU-7 (nolo: West leads) and TU-10 (solo: North leads, South, then the soloist East).
// Seat labels: 0 West, 1 North, 2 East, 3 South.
const EXAMPLES: ExampleTrick[] = [
  { id: 'nolo', cards: ['10H', 'QH', '2S', 'AH'], seats: [0, 1, 2, 3], winner: 3 },
  { id: 'solo', cards: ['AH', '3H', '2H'], seats: [1, 3, 2], winner: 1 },
];

function TuppiRules() {
  const table = (
    <p className="rules-source" aria-hidden="true">
      {TABLE.map(([, pts]) => pts.join(' · ')).join('  |  ')}  |  {NOLO.join(' · ')}
    </p>
  );
  return <RulesSections keyBase={TUPPI_RULES_KEY} sections={TUPPI_SECTIONS} lists={['tips']} figures={{ play: <ExampleTricks keyBase={TUPPI_RULES_KEY} tricks={EXAMPLES} />, scoring: table }} source={false} />;
}

/** The rules page of Tuppi (found by the rules page by convention: `<game>Rules`). */
export const tuppiRules: RulesContent = { Body: TuppiRules, sections: TUPPI_SECTIONS, keyBase: TUPPI_RULES_KEY };
