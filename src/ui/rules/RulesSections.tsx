// The body every rules page shares: titled sections (paragraphs, or a list), a game's own
// figure under one of them, the glossary and the sources. The words live under `keyBase`
// in the game's own catalogue.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A game's rules page: ui/games/<id>/Rules.tsx exports it as `<game>Rules`. */
export interface RulesContent {
  Body: ComponentType;
  sections: readonly string[];
  /** where the lede, facts and section titles live, in the game's own (lazy) catalogue */
  keyBase: string;
}

/** What the page adds after the game's own sections, before the glossary (its presets). */
export const RulesAfterSections = createContext<ReactNode>(null);

function paragraphs(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function RulesSections({ keyBase, sections, lists, figures = {}, source = true }: {
  keyBase: string;
  sections: readonly string[];
  /** sections whose body reads as a bulleted list */
  lists: readonly string[];
  /** a figure shown under a section's text, by section */
  figures?: Readonly<Record<string, ReactNode>>;
  /** whether the page ends with its sources line */
  source?: boolean;
}) {
  const { t } = useTranslation();
  const after = useContext(RulesAfterSections);
  const k = (key: string) => `${keyBase}.${key}`;
  const glossary = t(k('glossary'), { returnObjects: true }) as unknown;
  const pairs = Array.isArray(glossary) ? (glossary as unknown[]).filter(Array.isArray).map((p) => p.map(String)) : [];
  return (
    <>
      {sections.map((s) => {
        const body = paragraphs(t(k(`sections.${s}.body`), { returnObjects: true }));
        return (
          <section key={s} className="rules-section" id={`rules-${s}`} aria-labelledby={`rules-${s}-h`}>
            <h2 id={`rules-${s}-h`}>{t(k(`sections.${s}.title`))}</h2>
            {lists.includes(s) ? <ul>{body.map((p, i) => <li key={i}>{p}</li>)}</ul> : body.map((p, i) => <p key={i}>{p}</p>)}
            {figures[s]}
          </section>
        );
      })}
      {after}
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
      {source ? <p className="rules-source">{t(k('source'))}</p> : null}
    </>
  );
}
