// Default seats and options for a game, and the clean-up of a remembered setup
// (the spec may have changed since it was stored; names may be in the other language).
import i18n from 'i18next';
import type { GameMeta } from '../../engine/catalog';
import type { OptionSpec } from '../../engine/core/types';
import type { SeatConfig, SeatKind } from '../../flow/types';
import type { GameSetup, Lang } from '../../state/settingsStore';

export const NAME_MAX = 16;
const LANGS: readonly Lang[] = ['en', 'ja'];

function aiNames(lang: Lang): string[] {
  const names = i18n.getFixedT(lang)('lobby.defaultNames.ai', { returnObjects: true }) as unknown;
  return Array.isArray(names) ? names.map(String) : [];
}

/**
 * The name a seat gets when nobody typed one. The first person is "You", unless several
 * people share the device (hot-seat): then "You" would name nobody, and each is "Player n".
 */
export function defaultName(seat: number, kind: SeatKind, lang: Lang, hotSeat = false): string {
  const t = i18n.getFixedT(lang);
  if (kind === 'human') return seat === 0 && !hotSeat ? t('lobby.defaultNames.you') : t('lobby.setup.defaultHuman', { n: seat + 1 });
  const names = aiNames(lang);
  return names.length ? names[(seat + names.length - 1) % names.length] : `AI ${seat + 1}`;
}

/** True when the name is one we made up (in any language), so we may replace it. */
export function isDefaultName(name: string, seat: number): boolean {
  const n = name.trim();
  if (n === '') return false; // being typed: leave it alone (finalSeats fills it at the start)
  return LANGS.some((lang) =>
    (['human', 'ai-normal'] as const).some((kind) => [false, true].some((hot) => defaultName(seat, kind, lang, hot) === n)),
  );
}

/** Made-up names of the people follow the table: "You" alone, "Player 1" at a hot-seat table. */
export function settleNames(seats: readonly SeatConfig[], lang: Lang): SeatConfig[] {
  const hotSeat = seats.filter((s) => s.kind === 'human').length >= 2;
  return seats.map((s, i) => (s.kind === 'human' && isDefaultName(s.name, i) ? { ...s, name: defaultName(i, 'human', lang, hotSeat) } : s));
}

export function defaultSeats(count: number, lang: Lang): SeatConfig[] {
  return Array.from({ length: count }, (_, i) => {
    const kind: SeatKind = i === 0 ? 'human' : 'ai-normal';
    return { kind, name: defaultName(i, kind, lang) };
  });
}

/** Seats resized to `count`, keeping what the player set and made-up names in the current language. */
export function fitSeats(seats: readonly SeatConfig[], count: number, lang: Lang): SeatConfig[] {
  const base = defaultSeats(count, lang);
  return settleNames(base.map((d, i) => {
    const s = seats[i];
    if (!s) return d;
    return { kind: s.kind, name: isDefaultName(s.name, i) ? defaultName(i, s.kind, lang) : s.name.slice(0, NAME_MAX) };
  }), lang);
}

export function defaultOptions(specs: readonly OptionSpec[]): Record<string, unknown> {
  return Object.fromEntries(specs.map((s) => [s.key, s.default]));
}

function validValue(spec: OptionSpec, v: unknown): boolean {
  switch (spec.type) {
    case 'boolean':
      return typeof v === 'boolean';
    case 'enum':
      return typeof v === 'string' && spec.values.includes(v);
    case 'integer':
      return Number.isInteger(v) && (v as number) >= spec.min && (v as number) <= spec.max;
  }
}

/** Only known keys with valid values; defaults for the rest. */
export function cleanOptions(specs: readonly OptionSpec[], given: Record<string, unknown> | undefined): Record<string, unknown> {
  const out = defaultOptions(specs);
  for (const spec of specs) {
    const v = given?.[spec.key];
    if (v !== undefined && validValue(spec, v)) out[spec.key] = v;
  }
  return out;
}

/** The setup the lobby opens with: the remembered one if usable, else the defaults. */
export function initialSetup(meta: GameMeta, remembered: GameSetup | undefined, lang: Lang): GameSetup {
  const min = meta.players.min;
  const max = meta.players.max;
  const count = remembered && remembered.seats.length >= min && remembered.seats.length <= max
    ? remembered.seats.length
    : meta.players.default;
  return {
    seats: fitSeats(remembered?.seats ?? [], count, lang),
    options: cleanOptions(meta.options, remembered?.options),
    allowUndo: remembered?.allowUndo === true,
  };
}

/** Options equal to the defaults overlaid with a preset's options. */
export function presetOptions(specs: readonly OptionSpec[], preset: Record<string, unknown>): Record<string, unknown> {
  return cleanOptions(specs, { ...defaultOptions(specs), ...preset });
}

export function sameOptions(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

/** Names trimmed and never empty: what the table will show. */
export function finalSeats(seats: readonly SeatConfig[], lang: Lang): SeatConfig[] {
  return settleNames(seats.map((s, i) => {
    const name = s.name.trim().slice(0, NAME_MAX);
    return { kind: s.kind, name: name || defaultName(i, s.kind, lang) };
  }), lang);
}

/**
 * A fresh match seed: the only place randomness enters the game. 12 Crockford base32
 * characters (60 bits): plenty for shuffles, and short enough to type in a deal code.
 */
export function freshSeed(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % 32]).join('');
}
