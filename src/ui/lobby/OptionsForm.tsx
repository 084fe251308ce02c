// A game's named settings (rules spec §7.1 / §11.8) as form controls, plus presets.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, OptionSpec, Preset } from '../../engine/core/types';
import { presetOptions, sameOptions } from './setupDefaults';

interface Props {
  game: GameId;
  specs: readonly OptionSpec[];
  presets: readonly Preset[];
  value: Record<string, unknown>;
  onChange(options: Record<string, unknown>): void;
}

export function OptionsForm({ game, specs, presets, value, onChange }: Props) {
  const { t } = useTranslation();
  // Each game words its own presets (i18n/<lang>/lobby/<game>.ts).
  const presetText = (id: string, part: 'label' | 'hint') => t(`lobby.presets.${game}.${id}.${part}`, { defaultValue: '' });
  const headId = useId();
  if (specs.length === 0) return null;
  const set = (key: string, v: unknown) => onChange({ ...value, [key]: v });

  return (
    <section className="setup-block" aria-labelledby={headId}>
      <div className="setup-block__head">
        <h3 className="setup-block__title" id={headId}>{t('lobby.setup.options')}</h3>
      </div>
      {presets.length > 0 && (
        <div className="presets" role="group" aria-label={t('lobby.setup.presets')}>
          {presets.map((p) => {
            const target = presetOptions(specs, p.options);
            const active = sameOptions(target, value);
            return (
              <button
                key={p.id}
                type="button"
                className="preset"
                aria-pressed={active}
                title={presetText(p.id, 'hint') || undefined}
                onClick={() => onChange(target)}
                data-testid={`preset-${p.id}`}
              >
                {presetText(p.id, 'label') || p.id}
              </button>
            );
          })}
        </div>
      )}
      <div className="options">
        {specs.map((spec) => (
          <OptionField key={spec.key} game={game} spec={spec} value={value[spec.key]} onChange={(v) => set(spec.key, v)} />
        ))}
      </div>
    </section>
  );
}

interface FieldProps {
  game: GameId;
  spec: OptionSpec;
  value: unknown;
  onChange(v: unknown): void;
}

function OptionField({ game, spec, value, onChange }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const base = `lobby.options.${game}.${spec.key}`;
  const label = t(`${base}.label`, { defaultValue: spec.key });
  const help = t(`${base}.help`, { defaultValue: '' });
  const helpId = help ? `${id}-help` : undefined;
  const testid = `option-${spec.key}`;

  const text = (
    <span className="option__text">
      <label className="option__label" htmlFor={id}>{label}</label>
      {help && <span className="option__help" id={helpId}>{help}</span>}
    </span>
  );

  switch (spec.type) {
    case 'boolean':
      return (
        <div className="option option--inline">
          {text}
          <span className="switch">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={value === true}
              aria-describedby={helpId}
              onChange={(e) => onChange(e.target.checked)}
              data-testid={testid}
            />
            <span className="switch-track" aria-hidden="true" />
          </span>
        </div>
      );
    case 'enum':
      return (
        <div className="option">
          {text}
          <select
            id={id}
            className="field-select"
            value={String(value ?? spec.default)}
            aria-describedby={helpId}
            onChange={(e) => onChange(e.target.value)}
            data-testid={testid}
          >
            {spec.values.map((v) => (
              <option key={v} value={v}>{t(`${base}.values.${v}`, { defaultValue: v })}</option>
            ))}
          </select>
        </div>
      );
    case 'integer': {
      const n = typeof value === 'number' ? value : spec.default;
      const clamp = (x: number) => Math.min(spec.max, Math.max(spec.min, Math.round(x)));
      return (
        <div className="option option--inline">
          {text}
          <span className="stepper">
            <button
              type="button"
              className="stepper__btn"
              aria-label={t('lobby.options.decrease')}
              aria-controls={id}
              disabled={n <= spec.min}
              onClick={() => onChange(clamp(n - 1))}
            >
              −
            </button>
            <input
              id={id}
              className="stepper__input"
              type="number"
              inputMode="numeric"
              min={spec.min}
              max={spec.max}
              step={1}
              value={n}
              aria-describedby={helpId}
              onChange={(e) => {
                const x = Number(e.target.value);
                if (e.target.value !== '' && Number.isFinite(x)) onChange(clamp(x));
              }}
              data-testid={testid}
            />
            <button
              type="button"
              className="stepper__btn"
              aria-label={t('lobby.options.increase')}
              aria-controls={id}
              disabled={n >= spec.max}
              onClick={() => onChange(clamp(n + 1))}
            >
              +
            </button>
          </span>
        </div>
      );
    }
  }
}
