// Supertrump's rules page body (rules/supertrump.md in the app's own words, en + ja).
import { useTranslation } from 'react-i18next';

export const SUPERTRUMP_SECTIONS = [
  'overview', 'deal', 'ranking', 'play', 'draw', 'stage2', 'scoring', 'options', 'tips',
] as const;

const LADDER_TRUMPS = ['2', '3', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const LADDER_SUPERS: [string, string][] = [['4', '♣'], ['4', '♥'], ['4', '♠'], ['4', '♦']];

function paragraphs(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function SupertrumpRules() {
  const { t } = useTranslation();
  const k = (key: string) => `supertrump.rulesPage.${key}`;
  const glossary = t(k('glossary'), { returnObjects: true }) as unknown;
  const pairs = Array.isArray(glossary) ? (glossary as unknown[]).filter(Array.isArray).map((p) => p.map(String)) : [];

  return (
    <>
      {SUPERTRUMP_SECTIONS.map((s) => (
        <section key={s} className="rules-section" id={`rules-${s}`} aria-labelledby={`rules-${s}-h`}>
          <h2 id={`rules-${s}-h`}>{t(k(`sections.${s}.title`))}</h2>
          {s === 'options' || s === 'tips' ? (
            <ul>
              {paragraphs(t(k(`sections.${s}.body`), { returnObjects: true })).map((p, i) => <li key={i}>{p}</li>)}
            </ul>
          ) : (
            paragraphs(t(k(`sections.${s}.body`), { returnObjects: true })).map((p, i) => <p key={i}>{p}</p>)
          )}
          {s === 'ranking' && (
            <figure className="ladder">
              <div className="ladder__row" aria-hidden="true">
                {LADDER_TRUMPS.map((r) => (
                  <span key={r} className="ladder__card" data-suit="C">{r}<small>♣</small></span>
                ))}
                <span className="ladder__gap">‹</span>
                {LADDER_SUPERS.map(([r, suit]) => (
                  <span key={suit} className="ladder__card ladder__card--super" data-suit={suitLetter(suit)}>{r}<small>{suit}</small></span>
                ))}
              </div>
              <figcaption>{t(k('sections.ranking.example'))}</figcaption>
            </figure>
          )}
        </section>
      ))}
      <section className="rules-section" id="rules-glossary" aria-labelledby="rules-glossary-h">
        <h2 id="rules-glossary-h">{t(k('glossaryTitle'))}</h2>
        <dl className="rules-glossary">
          {pairs.map(([term, def]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{def}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="rules-source">{t(k('source'))}</p>
    </>
  );
}

function suitLetter(symbol: string): string {
  return symbol === '♣' ? 'C' : symbol === '♥' ? 'H' : symbol === '♠' ? 'S' : 'D';
}
