// Tuppi's rules page body (rules/tuppi.md in the app's own words, en + ja; words under tuppi.rules).
import { useTranslation } from 'react-i18next';

export const TUPPI_SECTIONS = ['deal', 'auction', 'solo', 'play', 'scoring', 'wipe', 'tips'] as const;

/** Where the page's words live (RulesPage reads the lede, facts and section titles there too). */
export const TUPPI_RULES_KEY = 'tuppi.rules';

// Points of a rami or nolo hand by the scoring side's tricks (rules §6.1).
const TABLE: [string, number[]][] = [
  ['ramiDeclarers', [7, 8, 9, 10, 11, 12, 13].map((t) => 4 * (t - 6))],
  ['ramiDefenders', [7, 8, 9, 10, 11, 12, 13].map((t) => 8 * (t - 6))],
];
const NOLO: number[] = [6, 5, 4, 3, 2, 1, 0].map((t) => 4 * (7 - t));

function paragraphs(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function TuppiRules() {
  const { t } = useTranslation();
  const k = (key: string) => `${TUPPI_RULES_KEY}.${key}`;
  const glossary = t(k('glossary'), { returnObjects: true }) as unknown;
  const pairs = Array.isArray(glossary) ? (glossary as unknown[]).filter(Array.isArray).map((p) => p.map(String)) : [];

  return (
    <>
      {TUPPI_SECTIONS.map((s) => (
        <section key={s} className="rules-section" id={`rules-${s}`} aria-labelledby={`rules-${s}-h`}>
          <h2 id={`rules-${s}-h`}>{t(k(`sections.${s}.title`))}</h2>
          {s === 'tips' ? (
            <ul>
              {paragraphs(t(k(`sections.${s}.body`), { returnObjects: true })).map((p, i) => <li key={i}>{p}</li>)}
            </ul>
          ) : (
            paragraphs(t(k(`sections.${s}.body`), { returnObjects: true })).map((p, i) => <p key={i}>{p}</p>)
          )}
          {s === 'scoring' && (
            <p className="rules-source" aria-hidden="true">
              {TABLE.map(([, pts]) => pts.join(' · ')).join('  |  ')}  |  {NOLO.join(' · ')}
            </p>
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
    </>
  );
}
