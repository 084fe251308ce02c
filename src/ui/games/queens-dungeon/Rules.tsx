// Queen's Dungeon's rules page body (rules/queens-dungeon.md in the app's own words, en + ja; words under queens-dungeon.rulesPage).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';
import { SUIT_SYMBOL } from '../../table/text';

const QD_SECTIONS = ['deal', 'cards', 'play', 'queens', 'scoring', 'options', 'tips'] as const;

/** Where the page's words live (RulesPage reads the lede, facts and section titles there too). */
const QD_RULES_KEY = 'queens-dungeon.rulesPage';

// §2.2: the card order in every suit, high to low (hearts shown); §5.3: the queen events.
const ORDER = ['Q', 'A', 'K', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
const QUEENS = ['S', 'H', 'D', 'C'] as const;
const EVENTS = [['two', 2], ['three', 3], ['four', 4]] as const;

function MiniCard({ rank, suit, top = false }: { rank: string; suit: keyof typeof SUIT_SYMBOL; top?: boolean }) {
  return (
    <span className={`ladder__card ${top ? 'ladder__card--super' : ''}`} data-suit={suit}>
      {rank}<small>{SUIT_SYMBOL[suit]}</small>
    </span>
  );
}

function QueensDungeonRules() {
  const { t } = useTranslation();
  const section = `${QD_RULES_KEY}.sections`;
  const order = (
    <figure className="ladder">
      <div className="ladder__row" aria-hidden="true">
        {ORDER.map((r) => <MiniCard key={r} rank={r} suit="H" top={r === 'Q'} />)}
      </div>
      <figcaption>{t(`${section}.cards.example`)}</figcaption>
    </figure>
  );
  const events = (
    <figure className="ladder">
      <div className="ladder__events">
        {EVENTS.map(([what, n]) => (
          <Fragment key={what}>
            <span className="ladder__row" aria-hidden="true">{QUEENS.slice(0, n).map((s) => <MiniCard key={s} rank="Q" suit={s} top />)}</span>
            <span className="ladder__gap" aria-hidden="true">→</span>
            <span>{t(`${section}.queens.${what}`)}</span>
          </Fragment>
        ))}
      </div>
      <figcaption>{t(`${section}.queens.example`)}</figcaption>
    </figure>
  );
  return <RulesSections keyBase={QD_RULES_KEY} sections={QD_SECTIONS} lists={['options', 'tips']} figures={{ cards: order, queens: events }} />;
}

/** The rules page of Queen's Dungeon (found by the rules page by convention: `<game>Rules`). */
export const queensDungeonRules: RulesContent = { Body: QueensDungeonRules, sections: QD_SECTIONS, keyBase: QD_RULES_KEY };
