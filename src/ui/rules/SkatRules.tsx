// Skat's rules page body (rules/skat.md in the app's own words, en + ja).
import { useTranslation } from 'react-i18next';

export const SKAT_SECTIONS = [
  'deal', 'bidding', 'skat', 'contracts', 'play', 'points', 'value', 'scoring', 'options', 'tips',
] as const;

// Trumps of a clubs game, high to low (rules §2.3).
const TRUMP_LADDER: [string, string][] = [
  ['J', 'C'], ['J', 'S'], ['J', 'H'], ['J', 'D'], ['A', 'C'], ['10', 'C'], ['K', 'C'], ['Q', 'C'], ['9', 'C'], ['8', 'C'], ['7', 'C'],
];
const SYMBOL: Record<string, string> = { C: '♣', S: '♠', H: '♥', D: '♦' };
const BID_VALUES = '18 20 22 23 24 27 30 33 35 36 40 44 45 46 48 50 54 55 59 60 …';

function paragraphs(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function SkatRules() {
  const { t } = useTranslation();
  const k = (key: string) => `skat.rulesPage.${key}`;
  const glossary = t(k('glossary'), { returnObjects: true }) as unknown;
  const pairs = Array.isArray(glossary) ? (glossary as unknown[]).filter(Array.isArray).map((p) => p.map(String)) : [];

  return (
    <>
      {SKAT_SECTIONS.map((s) => (
        <section key={s} className="rules-section" id={`rules-${s}`} aria-labelledby={`rules-${s}-h`}>
          <h2 id={`rules-${s}-h`}>{t(k(`sections.${s}.title`))}</h2>
          {s === 'options' || s === 'tips' ? (
            <ul>
              {paragraphs(t(k(`sections.${s}.body`), { returnObjects: true })).map((p, i) => <li key={i}>{p}</li>)}
            </ul>
          ) : (
            paragraphs(t(k(`sections.${s}.body`), { returnObjects: true })).map((p, i) => <p key={i}>{p}</p>)
          )}
          {s === 'bidding' && <p className="rules-source" aria-hidden="true">{BID_VALUES}</p>}
          {s === 'play' && (
            <figure className="ladder">
              <div className="ladder__row" aria-hidden="true">
                {TRUMP_LADDER.map(([r, suit]) => (
                  <span key={r + suit} className={`ladder__card ${r === 'J' ? 'ladder__card--super' : ''}`} data-suit={suit}>
                    {r}<small>{SYMBOL[suit]}</small>
                  </span>
                ))}
              </div>
              <figcaption>{t(k('sections.play.example'))}</figcaption>
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
