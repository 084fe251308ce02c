// Kloepper's rules page body (rules/kloepper.md in the app's own words, en + ja; words under
// kloepper.rulesPage): the trump order and the plain suits as card pictures, the card points,
// and the score table of §6 with its default values.
import { useTranslation } from 'react-i18next';
import { PLAIN_ORDER, TRUMP_ORDER } from '../../../engine/games/kloepper/rules';
import { DEFAULT_SCORE_TABLE } from '../../../engine/games/kloepper/scoreTable';
import { CardRow, ExampleTricks, type ExampleTrick } from '../../rules/RulesCards';
import { RulesSections, type RulesContent } from '../../rules/RulesSections';
import './kloepper-rules.css';

const KL_SECTIONS = ['deal', 'cards', 'partners', 'play', 'knock', 'scoring', 'options', 'tips'] as const;

/** Where the page's words live (RulesPage reads the lede, facts and section titles there too). */
const KL_RULES_KEY = 'kloepper.rulesPage';

// §8 KL-1, KL-2, KL-3 in play order.
const EXAMPLES: ExampleTrick[] = [
  { id: 'trumps', cards: ['9D', 'JD', 'AD', 'QS'], seats: [0, 1, 2, 3], winner: 3 },
  { id: 'jackOfHearts', cards: ['AH', 'QH', 'JH', '10H'], seats: [0, 1, 2, 3], winner: 2 },
  { id: 'plain', cards: ['KC', 'AC', '10C', '9C'], seats: [0, 1, 2, 3], winner: 1 },
];

const POINTS = [['A', 11], ['10', 10], ['K', 4], ['Q', 3], ['J', 2], ['9', 0]] as const;

function KloepperRules() {
  const { t } = useTranslation();
  const section = `${KL_RULES_KEY}.sections`;
  const trumps = (
    <figure className="ladder" data-testid="trump-ladder">
      <CardRow cards={TRUMP_ORDER} marked={['QC', 'QS']} />
      <figcaption>{t(`${section}.cards.trumps`)}</figcaption>
      <div className="ladder__plain">
        {(['C', 'S', 'H'] as const).map((s) => (
          <CardRow key={s} cards={PLAIN_ORDER[s]} />
        ))}
      </div>
      <figcaption>{t(`${section}.cards.plain`)}</figcaption>
    </figure>
  );
  const points = (
    <figure className="ladder">
      <div className="ladder__row" aria-hidden="true">
        {POINTS.map(([r, n]) => <span key={r} className="ladder__pts"><span className="ladder__card">{r}</span><b>{n}</b></span>)}
      </div>
      <figcaption>{t(`${section}.scoring.points`)}</figcaption>
    </figure>
  );
  const p = DEFAULT_SCORE_TABLE.partnership;
  const s = DEFAULT_SCORE_TABLE.solo;
  const table = (
    <div className="rules-table-wrap">
      <table className="rules-table" data-testid="rules-score-table">
        <caption>{t(`${section}.scoring.tableCaption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${section}.scoring.colQueens`)}</th>
            <th scope="col">{t(`${section}.scoring.colTeam`)}</th>
            <th scope="col">{t(`${section}.scoring.colSolo`)}</th>
          </tr>
        </thead>
        <tbody>
          <tr><th scope="row">{t(`${section}.scoring.rowAll`)}</th><td>{t(`${section}.scoring.queensEach`, { n: p.all })}</td><td>{t(`${section}.scoring.soloist`, { n: s.all })}</td></tr>
          <tr><th scope="row">{`${p.schneiderMin}–120`}</th><td>{t(`${section}.scoring.queensEach`, { n: p.schneider })}</td><td>{t(`${section}.scoring.soloist`, { n: s.schneider })}</td></tr>
          <tr><th scope="row">{`${p.winMin}–${p.schneiderMin - 1}`}</th><td>{t(`${section}.scoring.queensEach`, { n: p.win })}</td><td>{t(`${section}.scoring.soloist`, { n: s.win })}</td></tr>
          <tr><th scope="row">{`${p.oppSchneiderMax + 1}–${p.winMin - 1}`}</th><td>{t(`${section}.scoring.oppEach`, { n: p.oppWin })}</td><td>{t(`${section}.scoring.oppEach`, { n: s.oppWin })}</td></tr>
          <tr><th scope="row">{`0–${p.oppSchneiderMax}`}</th><td>{t(`${section}.scoring.oppEach`, { n: p.oppSchneider })}</td><td>{t(`${section}.scoring.oppEach`, { n: s.oppSchneider })}</td></tr>
        </tbody>
      </table>
    </div>
  );
  return (
    <RulesSections keyBase={KL_RULES_KEY} sections={KL_SECTIONS} lists={['options', 'tips']}
      figures={{ cards: trumps, play: <ExampleTricks keyBase={KL_RULES_KEY} tricks={EXAMPLES} />, scoring: <>{points}{table}</> }} />
  );
}

/** The rules page of Kloepper (found by the rules page by convention: `<game>Rules`). */
export const kloepperRules: RulesContent = { Body: KloepperRules, sections: KL_SECTIONS, keyBase: KL_RULES_KEY };
