// Rules-page figures drawn with the table's own card faces: a row of cards (a card order, the
// trumps) and worked example tricks (the cards in play order, who played each, the winner, why).
import { useTranslation } from 'react-i18next';
import type { Card } from '../../engine';
import { CardFace } from '../table/Card';
import { cardName, useTr } from '../table/text';

/** Cards in a row as the table draws them; `marked` ones wear the accent ring (top trumps). */
export function CardRow({ cards, marked = [] }: { cards: readonly Card[]; marked?: readonly Card[] }) {
  return (
    <div className="rules-cards" aria-hidden="true" data-long={cards.length > 7 || undefined}>
      {cards.map((c, i) => (
        <CardFace key={`${c}-${i}`} card={c} size="sm" decorative className={marked.includes(c) ? 'rules-card--marked' : undefined} />
      ))}
    </div>
  );
}

/** One worked example trick of a rules page. */
export interface ExampleTrick {
  /** its explanation lives under `<keyBase>.examples.<id>` */
  id: string;
  /** the cards in play order, the led card first */
  cards: readonly Card[];
  /** who played each card: indexes into the page's `examples.seats` labels */
  seats: readonly number[];
  /** the index in `cards` of the card that wins the trick */
  winner: number;
}

/** Worked example tricks with their explanations (words under `<keyBase>.examples`). */
export function ExampleTricks({ keyBase, tricks }: { keyBase: string; tricks: readonly ExampleTrick[] }) {
  const { t } = useTranslation();
  const tr = useTr();
  const labels = t(`${keyBase}.examples.seats`, { returnObjects: true }) as unknown;
  const seat = (i: number) => (Array.isArray(labels) ? String(labels[i] ?? '') : '');
  return (
    <figure className="ladder rules-examples" data-testid="rules-example-tricks">
      <figcaption className="rules-examples__title">{t(`${keyBase}.examples.title`)}</figcaption>
      <ol className="rules-examples__list">
        {tricks.map((trick) => (
          <li key={trick.id} className="rules-example" data-testid={`rules-example-${trick.id}`}>
            <ol className="rules-example__plays">
              {trick.cards.map((c, i) => {
                const won = i === trick.winner;
                return (
                  <li key={i} className={won ? 'rules-example__play rules-example__play--won' : 'rules-example__play'} data-won={won || undefined}>
                    <CardFace card={c} size="sm" decorative />
                    <span className="rules-example__seat">{seat(trick.seats[i])}</span>
                    <span className="visually-hidden">{cardName(tr, c)}{won ? `, ${t('rules.wins')}` : ''}</span>
                  </li>
                );
              })}
            </ol>
            <p className="rules-example__why">{t(`${keyBase}.examples.${trick.id}`)}</p>
          </li>
        ))}
      </ol>
    </figure>
  );
}
