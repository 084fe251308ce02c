// Tuppi's rules page body (rules/tuppi.md in the app's own words, en + ja; words under tuppi.rules).
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

function TuppiRules() {
  const table = (
    <p className="rules-source" aria-hidden="true">
      {TABLE.map(([, pts]) => pts.join(' · ')).join('  |  ')}  |  {NOLO.join(' · ')}
    </p>
  );
  return <RulesSections keyBase={TUPPI_RULES_KEY} sections={TUPPI_SECTIONS} lists={['tips']} figures={{ scoring: table }} source={false} />;
}

/** The rules page of Tuppi (found by the rules page by convention: `<game>Rules`). */
export const tuppiRules: RulesContent = { Body: TuppiRules, sections: TUPPI_SECTIONS, keyBase: TUPPI_RULES_KEY };
