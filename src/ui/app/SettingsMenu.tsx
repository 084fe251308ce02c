// The settings popover: language, pace, learn mode, auto-play, motion, four-colour deck.
// Rendered by the lobby header and by the table screen (`<SettingsMenu placement="up-right" />`).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, MOTIONS, PACES, useSettings } from '../../state/settingsStore';

export interface SettingsMenuProps {
  /** where the panel opens relative to the gear button */
  placement?: 'down-right' | 'down-left' | 'up-right';
  /** extra class on the trigger button, e.g. to match the table's toolbar */
  buttonClassName?: string;
}

export function SettingsMenu({ placement = 'down-right', buttonClassName = 'btn btn--icon' }: SettingsMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const first = panelRef.current?.querySelector<HTMLElement>('input, select, button');
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onFocus = (e: FocusEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const cls = ['settings', placement === 'down-left' && 'settings--left', placement === 'up-right' && 'settings--up']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cls} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('common.settings.open')}
        title={t('common.settings.open')}
        data-testid="settings-button"
        onClick={() => setOpen((o) => !o)}
      >
        <GearIcon />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="settings__panel"
          role="dialog"
          aria-labelledby={titleId}
          data-testid="settings-menu"
        >
          <div className="settings__head">
            <h2 className="settings__title" id={titleId}>{t('common.settings.title')}</h2>
            <button
              type="button"
              className="btn btn--ghost btn--icon"
              aria-label={t('common.close')}
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          </div>
          <SettingsFields />
        </div>
      )}
    </div>
  );
}

/** The controls themselves, usable inline too (e.g. a settings sheet on the table). */
export function SettingsFields() {
  const { t } = useTranslation();
  const s = useSettings();
  return (
    <>
      <Row stack>
        <Segmented
          legend={t('common.settings.language')}
          name="lang"
          value={s.lang}
          options={LANGS.map((l) => ({ value: l, label: t(`common.settings.languages.${l}`), lang: l }))}
          onChange={s.setLang}
          testid="setting-lang"
        />
      </Row>
      <Row stack>
        <Segmented
          legend={t('common.settings.pace')}
          name="pace"
          value={s.pace}
          options={PACES.map((p) => ({ value: p, label: t(`common.settings.paces.${p}`) }))}
          onChange={s.setPace}
          testid="setting-pace"
        />
      </Row>
      <SwitchRow label={t('common.settings.learn')} hint={t('common.settings.learnHint')} checked={s.learn}
        onChange={s.setLearn} testid="setting-learn" />
      <SwitchRow label={t('common.settings.autoPlay')} hint={t('common.settings.autoPlayHint')} checked={s.autoPlay}
        onChange={s.setAutoPlay} testid="setting-auto-play" />
      <Row stack>
        <Segmented
          legend={t('common.settings.motion')}
          name="motion"
          value={s.motion}
          options={MOTIONS.map((m) => ({ value: m, label: t(`common.settings.motions.${m}`) }))}
          onChange={s.setMotion}
          testid="setting-motion"
        />
      </Row>
      <SwitchRow label={t('common.settings.fourColour')} hint={t('common.settings.fourColourHint')} checked={s.fourColour}
        onChange={s.setFourColour} testid="setting-four-colour" />
    </>
  );
}

/** A labelled on/off switch with its hint. */
function SwitchRow({ label, hint, checked, onChange, testid }: {
  label: string; hint: string; checked: boolean; onChange(on: boolean): void; testid: string;
}) {
  const id = useId();
  return (
    <Row>
      <label className="settings__label" htmlFor={id}>
        {label}
        <span className="settings__hint">{hint}</span>
      </label>
      <span className="switch">
        <input id={id} type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testid} />
        <span className="switch-track" aria-hidden="true" />
      </span>
    </Row>
  );
}

function Row({ children, stack = false }: { children: ReactNode; stack?: boolean }) {
  return <div className={stack ? 'settings__row settings__row--stack' : 'settings__row'}>{children}</div>;
}

interface SegmentedProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: { value: V; label: string; lang?: string }[];
  onChange(v: V): void;
  testid: string;
}

/** A radio group drawn as a segmented control: arrow keys move between choices natively. */
export function Segmented<V extends string>({ legend, name, value, options, onChange, testid }: SegmentedProps<V>) {
  const groupName = `${useId()}-${name}`;
  return (
    <fieldset data-testid={testid}>
      <legend className="settings__label">{legend}</legend>
      <div className="segmented">
        {options.map((o) => (
          <label key={o.value} lang={o.lang}>
            <input
              type="radio"
              name={groupName}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function GearIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="12" cy="12" r="3.2" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .34 1.87l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.7 1.7 0 0 0-1.87-.34 1.7 1.7 0 0 0-1.03 1.56V21a2 2 0 1 1-4 0v-.09a1.7 1.7 0 0 0-1.11-1.56 1.7 1.7 0 0 0-1.87.34l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06a1.7 1.7 0 0 0 .34-1.87 1.7 1.7 0 0 0-1.56-1.03H3a2 2 0 1 1 0-4h.09a1.7 1.7 0 0 0 1.56-1.11 1.7 1.7 0 0 0-.34-1.87l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.7 1.7 0 0 0 1.87.34H9a1.7 1.7 0 0 0 1.03-1.56V3a2 2 0 1 1 4 0v.09a1.7 1.7 0 0 0 1.03 1.56 1.7 1.7 0 0 0 1.87-.34l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.7 1.7 0 0 0-.34 1.87V9a1.7 1.7 0 0 0 1.56 1.03H21a2 2 0 1 1 0 4h-.09a1.7 1.7 0 0 0-1.51 1z" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
