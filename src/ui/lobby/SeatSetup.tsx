// The seats of the table: who sits where (a person or an AI level) and their names.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatConfig, SeatKind } from '../../flow/types';
import type { Lang } from '../../state/settingsStore';
import { defaultName, isDefaultName, NAME_MAX, settleNames } from './setupDefaults';

const KINDS: readonly SeatKind[] = ['human', 'ai-easy', 'ai-normal', 'ai-hard'];

interface Props {
  seats: SeatConfig[];
  players: { min: number; max: number };
  lang: Lang;
  onChange(seats: SeatConfig[]): void;
  onCount(count: number): void;
}

export function SeatSetup({ seats, players, lang, onChange, onCount }: Props) {
  const { t } = useTranslation();
  const countId = useId();
  const humans = seats.filter((s) => s.kind === 'human').length;

  const update = (i: number, patch: Partial<SeatConfig>) => {
    onChange(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  };

  const changeKind = (i: number, kind: SeatKind) => {
    const seat = seats[i];
    // A made-up name follows the seat's new role ("You" → "Basil"); a typed name stays.
    const wasHuman = seat.kind === 'human';
    const isHuman = kind === 'human';
    const name = isDefaultName(seat.name, i) && wasHuman !== isHuman ? defaultName(i, kind, lang) : seat.name;
    // a second person makes it a hot-seat table: "You" becomes "Player 1" (and back)
    onChange(settleNames(seats.map((s, j) => (j === i ? { kind, name } : s)), lang));
  };

  return (
    <section className="setup-block" aria-labelledby={`${countId}-seats`}>
      <div className="setup-block__head">
        <h3 className="setup-block__title" id={`${countId}-seats`}>{t('lobby.setup.seats')}</h3>
        {players.min < players.max && (
          <label className="seat-count">
            <span>{t('lobby.setup.playerCount')}</span>
            <select
              className="field-select"
              value={seats.length}
              onChange={(e) => onCount(Number(e.target.value))}
              data-testid="player-count"
            >
              {Array.from({ length: players.max - players.min + 1 }, (_, k) => players.min + k).map((n) => (
                <option key={n} value={n}>{n}</option>
              ))}
            </select>
          </label>
        )}
      </div>
      <ol className="seats" role="list">
        {seats.map((seat, i) => (
          <SeatRow
            key={i}
            index={i}
            seat={seat}
            onKind={(k) => changeKind(i, k)}
            onName={(name) => update(i, { name })}
            placeholder={defaultName(i, seat.kind, lang, humans >= 2)}
          />
        ))}
      </ol>
      {humans > 1 && <p className="setup-note">{t('lobby.setup.hotSeat')}</p>}
      {humans === 0 && <p className="setup-note">{t('lobby.setup.noHuman')}</p>}
    </section>
  );
}

interface RowProps {
  index: number;
  seat: SeatConfig;
  placeholder: string;
  onKind(kind: SeatKind): void;
  onName(name: string): void;
}

function SeatRow({ index, seat, placeholder, onKind, onName }: RowProps) {
  const { t } = useTranslation();
  const id = useId();
  const n = index + 1;
  const ai = seat.kind !== 'human';
  return (
    <li className="seat" data-kind={seat.kind}>
      <span className="seat__badge" aria-hidden="true">
        {ai ? <BotIcon /> : <PersonIcon />}
        <span className="seat__num">{n}</span>
      </span>
      <span className="seat__field seat__field--name">
        <label className="seat__label" htmlFor={`${id}-name`}>
          <span aria-hidden="true">{t('lobby.setup.name')}</span>
          <span className="visually-hidden">{t('lobby.setup.nameFor', { n })}</span>
        </label>
        <input
          id={`${id}-name`}
          className="field-input"
          type="text"
          value={seat.name}
          maxLength={NAME_MAX}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onName(e.target.value)}
          data-testid={`seat-${index}-name`}
        />
      </span>
      <span className="seat__field seat__field--kind">
        <label className="seat__label" htmlFor={`${id}-kind`}>
          <span aria-hidden="true">{t('lobby.setup.kind')}</span>
          <span className="visually-hidden">{t('lobby.setup.kindFor', { n })}</span>
        </label>
        <select
          id={`${id}-kind`}
          className="field-select"
          value={seat.kind}
          onChange={(e) => onKind(e.target.value as SeatKind)}
          data-testid={`seat-${index}-kind`}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>{t(`common.seatKinds.${k}`)}</option>
          ))}
        </select>
      </span>
    </li>
  );
}

function PersonIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="8" r="3.6" />
      <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
    </svg>
  );
}

function BotIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <rect x="4.5" y="7.5" width="15" height="11" rx="3" />
      <path d="M12 7.5V4.5M9.5 12.5h.01M14.5 12.5h.01M9.5 15.5h5" />
    </svg>
  );
}
