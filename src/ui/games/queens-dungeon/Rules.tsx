// Queen's Dungeon's rules page body (rules/queens-dungeon.md in the app's own words, en + ja; words under queens-dungeon.rulesPage).
import { RulesSections, type RulesContent } from '../../rules/RulesSections';

const QD_SECTIONS = ['deal', 'cards', 'play', 'queens', 'scoring', 'options', 'tips'] as const;

/** Where the page's words live (RulesPage reads the lede, facts and section titles there too). */
const QD_RULES_KEY = 'queens-dungeon.rulesPage';

// §2.2: the card order in every suit, high to low; and §5.3's queen events.
const ORDER = 'Q A K J 10 9 8 7 6 5 4 3 2';
const EVENTS = '♛♛ → ♠♥♦♣   ·   ♛♛♛ → 🔒   ·   ♛♛♛♛ → 🗝';

function QueensDungeonRules() {
  return (
    <RulesSections keyBase={QD_RULES_KEY} sections={QD_SECTIONS} lists={['options', 'tips']} figures={{
      cards: <p className="rules-source" aria-hidden="true">{ORDER}</p>,
      queens: <p className="rules-source" aria-hidden="true">{EVENTS}</p>,
    }} />
  );
}

/** The rules page of Queen's Dungeon (found by the rules page by convention: `<game>Rules`). */
export const queensDungeonRules: RulesContent = { Body: QueensDungeonRules, sections: QD_SECTIONS, keyBase: QD_RULES_KEY };
