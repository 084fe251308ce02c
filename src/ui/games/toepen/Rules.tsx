// Toepen's rules page body (rules/toepen.md in the app's own words, en + ja; words under toepen.rulesPage).
import { ExampleTricks, type ExampleTrick } from '../../rules/RulesCards';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';

const TOEPEN_SECTIONS = ['deal', 'exchange', 'signals', 'play', 'knock', 'settle', 'options', 'tips'] as const;

/** Where the page's words live (RulesPage reads the lede, facts and section titles there too). */
const TOEPEN_RULES_KEY = 'toepen.rulesPage';

// The two card orders of §2.2, high to low; the exchange class is the last four.
const ORDERS = ['A K Q J | 10 9 8 7', '10 9 8 7 | A K Q J'];

// §8 X9: the first two rows in the default order, the first again in the Dutch order.
const EXAMPLES: ExampleTrick[] = [
  { id: 'seed', cards: ['9H', 'KH', '10S', 'AH'], seats: [0, 1, 2, 3], winner: 3 },
  { id: 'seed2', cards: ['JD', '7D', 'QD', 'AS'], seats: [0, 1, 2, 3], winner: 2 },
  { id: 'dutch', cards: ['9H', 'KH', '10S', 'AH'], seats: [0, 1, 2, 3], winner: 0 },
];

function ToepenRules() {
  const orders = <p className="rules-source" aria-hidden="true">{ORDERS.join('   ·   ')}</p>;
  return <RulesSections keyBase={TOEPEN_RULES_KEY} sections={TOEPEN_SECTIONS} lists={['options', 'tips']} figures={{ deal: orders, play: <ExampleTricks keyBase={TOEPEN_RULES_KEY} tricks={EXAMPLES} /> }} />;
}

/** The rules page of Toepen (found by the rules page by convention: `<game>Rules`). */
export const toepenRules: RulesContent = { Body: ToepenRules, sections: TOEPEN_SECTIONS, keyBase: TOEPEN_RULES_KEY };
