// Every sentence the table says about a seat, said about the person at the table ("you") and
// about the others, in English and Japanese: seeded matches of every game are played, and at
// every step the news line, the tutor, the trick and score explanations, the hand history's
// lines and the sheets' headlines are rendered for each seat as the person, and for a
// hot-seat table (nobody is "you"). English must read right: no "You wins", "You’s", "for You".
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, Fact, GameId, Match, Observation, Seat } from '../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../engine';
import type { TuppiObservation } from '../../engine/games/tuppi/types';
import type { ToepenObservation } from '../../engine/games/toepen/types';
import { gameUi, type TextRef } from '../games';
import { revealTexts, verdict } from '../games/toepen/logic';
import { contractText } from '../games/tuppi/logic';
import { countText, valueBreakdown } from '../games/skat/logic';
import type { SkatObservation } from '../../engine/games/skat/types';
import enCommon from '../i18n/en/common';
import enErrors from '../i18n/en/errors';
import enHistory from '../i18n/en/history';
import enTable from '../i18n/en/table';
import jaCommon from '../i18n/ja/common';
import jaErrors from '../i18n/ja/errors';
import jaHistory from '../i18n/ja/history';
import jaTable from '../i18n/ja/table';
import { catalog } from '../../engine/catalog';
import { byGame } from '../i18n/gameParts';
import { announce } from './announce';
import { winnerTitle } from './Overlays';
import { seatNames, seatParams, type SeatNames } from './seatNames';
import { suitLabel, type Tr } from './text';

const LANGS = ['en', 'ja'] as const;
// every game's own catalogue, under its id as the app loads them
const GAME_TEXTS = {
  en: byGame(import.meta.glob<object>('../i18n/en/games/*.ts', { eager: true, import: 'default' })),
  ja: byGame(import.meta.glob<object>('../i18n/ja/games/*.ts', { eager: true, import: 'default' })),
};
type Lang = (typeof LANGS)[number];
const OTHERS = ['Ada', 'Basil', 'Clara', 'Dmitri', 'Eve'];

beforeAll(async () => {
  // the app's catalogues, as the app loads them (the games' own under their id)
  await i18n.init({
    resources: {
      en: { translation: { common: enCommon, table: enTable, errors: enErrors, history: enHistory, ...GAME_TEXTS.en } },
      ja: { translation: { common: jaCommon, table: jaTable, errors: jaErrors, history: jaHistory, ...GAME_TEXTS.ja } },
    },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
});

const trIn = (lang: Lang): Tr => i18n.getFixedT(lang) as unknown as Tr;

/** The names a table of `n` seats shows: with `person` the one person ("You"), else all by name. */
function namesFor(n: number, person: Seat | null, lang: Lang): SeatNames {
  const seats = OTHERS.slice(0, n).map((name, i) => ({ name, kind: i === person ? ('human' as const) : ('ai-normal' as const) }));
  if (person === null) seats[0].kind = seats[1].kind = 'human'; // hot-seat: nobody is "you"
  return seatNames(seats, trIn(lang));
}

/** What is wrong with an English sentence about seats, or null. */
function englishProblem(text: string): string | null {
  if (/\bYou (is|was|has|does)\b/.test(text)) return 'a third-person verb after "You"';
  const verb = /\bYou ([a-z]+)\b/.exec(text);
  if (verb && /[^s]s$/.test(verb[1])) return `"You ${verb[1]}"`;
  if (/\bYou[’']s\b/.test(text)) return '"You’s"';
  for (const m of text.matchAll(/\bYou\b/g)) {
    const before = text.slice(0, m.index).trimEnd();
    if (before !== '' && !/[.!?:]$/.test(before)) return `"You" inside a sentence (after "${before.slice(-12)}")`;
  }
  if (/\bYou\b[^.:]*\btheir\b/.test(text)) return '"their" about "You"';
  return null;
}

/** What is wrong with a Japanese sentence about seats, or null (an English fallback, a missing key). */
function japaneseProblem(text: string): string | null {
  if (/\b(You|you|your|Your)\b/.test(text)) return 'English in Japanese';
  return null;
}

function missingKey(text: string): boolean {
  return /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(text);
}

interface Said {
  lang: Lang;
  person: Seat | null;
  key: string;
  text: string;
}

/** Plays a seeded random match and renders every sentence about seats at every step. */
function sayAll(game: GameId, players: number, seed: string, options: Record<string, unknown>, maxSteps: number): Said[] {
  let m: Match = newMatch(game, { players, seed, options });
  const ui = gameUi(game);
  const out = new Map<string, Said>();
  let rnd = 0;
  for (const c of seed) rnd = (rnd * 31 + c.charCodeAt(0)) >>> 0;
  const pick = (n: number) => {
    rnd = (Math.imul(rnd ^ (rnd >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return rnd % n;
  };
  const sayStep = (match: Match, mover: Seat | null, action: Action | null, facts: Fact[]) => {
    for (const person of [...Array.from({ length: players }, (_, s) => s), null]) {
      for (const lang of LANGS) {
        const tr = trIn(lang);
        const names = namesFor(players, person, lang);
        const viewer = person ?? status(match).toAct[0] ?? 0;
        const obs: Observation = observe(match, viewer);
        const refs: TextRef[] = [];
        const texts: [string, string][] = [];
        const add = (r: TextRef | null) => r && refs.push(r);
        add(ui.tutorPrompt(obs, viewer, undefined, names));
        if (obs.lastTrick) {
          add(ui.explainTrick(obs.lastTrick, obs, names));
          add({ key: 'table.trick.wins', params: seatParams(names, { name: obs.lastTrick.winner }) });
          add({ key: 'table.lastTrick.won', params: seatParams(names, { name: obs.lastTrick.winner }) });
          add({ key: 'history.wins', params: seatParams(names, { name: obs.lastTrick.winner }) });
        }
        ui.explainScore(obs, names).forEach(add);
        for (const f of facts) {
          add(ui.describeFact?.(f, names) ?? null);
          if (f.type === 'TRICK_WON') add({ key: 'table.announce.trickWon', params: seatParams(names, { name: f.seat as Seat }) });
        }
        add({ key: 'table.hand.label', params: seatParams(names, { name: viewer }) });
        for (const h of obs.history) {
          const row = ui.scoreSheetRow?.(h, obs, names, tr);
          if (row?.what) texts.push(['table.sheet.row', row.what]);
        }
        if (mover !== null && action) texts.push(['table.announce', announce(tr, game, names, mover, action)]);
        if (status(match).over) texts.push(['table.over', winnerTitle(tr, status(match).winners, names)]);
        if (game === 'toepen') {
          const t = obs as ToepenObservation;
          add(verdict(t, names));
          for (const c of t.challenges) Object.values(revealTexts(c, names, '7/8/9/10', c.payer === c.exchanger)).forEach(add);
        }
        if (game === 'tuppi') {
          const line = contractText(tr, obs as TuppiObservation, names);
          if (line) texts.push(['tuppi.contract', line]);
        }
        for (const r of refs) texts.push([r.key, tr(r.key, r.params)]);
        for (const [key, text] of texts) out.set(`${lang}|${person}|${key}|${text}`, { lang, person, key, text });
      }
    }
  };
  sayStep(m, null, null, []);
  for (let i = 0; i < maxSteps && !status(m).over; i++) {
    const st = status(m);
    // now and then an action out of turn (a Toepen knock), else one of the seats to act
    const others = Array.from({ length: players }, (_, s) => s).filter((s) => !st.toAct.includes(s) && legalActions(m, s).length > 0);
    const seat = others.length > 0 && pick(6) === 0 ? others[pick(others.length)] : st.toAct[pick(st.toAct.length)];
    const legal = legalActions(m, seat);
    const action = legal[pick(legal.length)];
    const r = applyAction(m, seat, action);
    if (!r.ok) throw new Error(`${game} ${seed}: ${r.error.code}`);
    m = r.match;
    sayStep(m, seat, action, r.facts);
  }
  return [...out.values()];
}

interface Walk { game: GameId; players: number; options: Record<string, unknown>; seeds: string[]; steps: number }
// The matches tuned to reach every kind of sentence; any other game of the catalog plays two
// matches of its defaults.
const TUNED: Partial<Record<GameId, Walk>> = {
  supertrump: { game: 'supertrump', players: 2, options: {}, seeds: ['ST-A', 'ST-B'], steps: 200 },
  skat: { game: 'skat', players: 3, options: { handsPerGame: 4, allPass: 'ramsch' }, seeds: ['SK-A', 'SK-B', 'SK-C'], steps: 400 },
  toepen: { game: 'toepen', players: 4, options: { startingChips: 10 }, seeds: ['TP-A', 'TP-B', 'TP-C'], steps: 400 },
  tuppi: { game: 'tuppi', players: 4, options: { targetScore: 20 }, seeds: ['TV-A', 'TV-B', 'TV-C', 'TV-D'], steps: 500 },
  // a short match, so that deals are scored and the match ends; random cards throw queens often enough for every event
  'queens-dungeon': { game: 'queens-dungeon', players: 4, options: { targetScore: 150 }, seeds: ['QD-A', 'QD-B', 'QD-C'], steps: 500 },
  // random play knocks nearly every deal: a long match, so that calls and solos come up too
  kloepper: { game: 'kloepper', players: 4, options: { targetScore: 150 }, seeds: ['KL-A', 'KL-B', 'KL-C'], steps: 500 },
};
const MATCHES: Walk[] = catalog.map((m) => TUNED[m.id] ?? { game: m.id, players: m.players.default, options: {}, seeds: [`${m.id}-A`, `${m.id}-B`], steps: 400 });

describe('sentences about seats read right for "you" and for the others', () => {
  for (const { game, players, options, seeds, steps } of MATCHES) {
    it(`${game}: every sentence, every seat as the person and a hot-seat table, English and Japanese`, () => {
      const said = seeds.flatMap((seed) => sayAll(game, players, seed, options, steps));
      const problems = said.flatMap((s) => {
        const why = missingKey(s.text) ? 'a missing text' : s.lang === 'en' ? englishProblem(s.text) : japaneseProblem(s.text);
        return why ? [`${s.lang} ${s.key} (person ${s.person}): ${why}: ${s.text}`] : [];
      });
      expect(problems).toEqual([]);
      // the person is spoken to: sentences name them "You" / 「あなた」, never by the seat's name
      const aboutYou = said.filter((s) => s.person !== null && s.lang === 'en' && /\b(You|you|your|Your)\b/.test(s.text));
      expect(aboutYou.length).toBeGreaterThan(20);
      expect(said.some((s) => s.person !== null && s.lang === 'ja' && s.text.includes('あなた'))).toBe(true);
    });
  }
});

describe('the same event, said about the person and about another seat', () => {
  const say = (lang: Lang, person: Seat | null, ref: (names: SeatNames) => TextRef) => {
    const names = namesFor(3, person, lang);
    const r = ref(names);
    return trIn(lang)(r.key, r.params);
  };
  it('English agrees with "you"; Japanese says あなた', () => {
    const collect = (names: SeatNames) => ({ key: 'toepen.explain.collect', params: { ...seatParams(names, { name: 1 }), stake: 3 } });
    expect(say('en', 1, collect)).toBe('You collect 3 from the pool.');
    expect(say('en', 0, collect)).toBe('Basil collects 3 from the pool.');
    expect(say('ja', 1, collect)).toBe('あなたはチップ置き場から3枚受け取ります。');
    const wins = (names: SeatNames) => ({ key: 'history.wins', params: seatParams(names, { name: 2 }) });
    expect(say('en', 2, wins)).toBe('You win the trick.');
    expect(say('en', null, wins)).toBe('Clara wins the trick.');
    const folded = (names: SeatNames) => ({ key: 'toepen.explain.foldedCard', params: { ...seatParams(names, { name: 0, winner: 2 }), card: 'A♥', winCard: '7♥' } });
    expect(say('en', 0, folded)).toBe('Your A♥ cannot win because you folded: 7♥ (Clara) takes the trick.');
    expect(say('en', 2, folded)).toBe('Ada’s A♥ cannot win because Ada folded: your 7♥ takes the trick.');
  });
  it('the game-over headline: "You win the match!", partners with you first', () => {
    expect(winnerTitle(trIn('en'), [1], namesFor(3, 1, 'en'))).toBe('You win the match!');
    expect(winnerTitle(trIn('en'), [1], namesFor(3, 0, 'en'))).toBe('Winner: Basil!');
    const four = (p: Seat | null, lang: Lang) => namesFor(4, p, lang);
    expect(winnerTitle(trIn('en'), [0, 2], four(2, 'en'))).toBe('You and Ada win the match!');
    expect(winnerTitle(trIn('ja'), [0, 2], four(2, 'ja'))).toBe('あなたとAdaの勝ち!');
    expect(winnerTitle(trIn('en'), [0, 2], four(1, 'en'))).toBe('Winners: Ada, Clara!');
  });
});

describe('Skat: the game value counted as players say it', () => {
  it('"with n" / "without n", then one step per level, in every scored game of seeded matches', () => {
    const tr = trIn('en');
    let seen = 0;
    for (const seed of ['SKV-1', 'SKV-2', 'SKV-3', 'SKV-4', 'SKV-5', 'SKV-6']) {
      let m = newMatch('skat', { players: 3, seed, options: { handsPerGame: 3 } });
      let rnd = seed.length;
      for (let i = 0; i < 300 && !status(m).over; i++) {
        const seat = status(m).toAct[0];
        const legal = legalActions(m, seat);
        rnd = (rnd * 1103515245 + 12345) >>> 0;
        const r = applyAction(m, seat, legal[rnd % legal.length]);
        if (!r.ok) throw new Error(r.error.code);
        m = r.match;
        const obs = observe(m, 0) as SkatObservation;
        const res = obs.result;
        if (obs.phase !== 'handResult' || !res || res.kind !== 'game' || res.contract?.type === 'null') continue;
        if (r.facts.every((f) => f.type !== 'HAND_SCORED')) continue;
        const v = valueBreakdown(res, obs)!;
        expect(v.kind).toBe('suit');
        if (v.kind !== 'suit') continue;
        const n = res.matadors!;
        const count = countText(tr, v);
        expect(count.startsWith(`${res.matadorsWith ? 'with' : 'without'} ${n}, game ${n + 1}`)).toBe(true);
        // the count ends at the multiplier: base × (matadors + levels)
        expect(count.endsWith(` ${n + v.levels}`)).toBe(true);
        const lines = gameUi('skat').explainScore(obs, ['Ada', 'Basil', 'Clara']).map((x) => tr(x.key, x.params));
        expect(lines.join(' ')).toContain(`Value: ${count} → ${n + v.levels} × ${v.base} = ${v.raw}.`);
        expect(lines.join(' ')).not.toMatch(/with or without|matadors \d/);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(3);
  });
});

describe('the catalogues', () => {
  it('every English "you" sentence has a Japanese one and a plain sentence beside it', () => {
    const pairs: [string, unknown, unknown][] = [
      ['table', enTable, jaTable], ['history', enHistory, jaHistory],
      ...Object.keys(GAME_TEXTS.en).map((g): [string, unknown, unknown] => [g, GAME_TEXTS.en[g], GAME_TEXTS.ja[g]]),
    ];
    const youKeys: string[] = [];
    const walk = (en: unknown, ja: unknown, path: string) => {
      if (!en || typeof en !== 'object') return;
      for (const [k, v] of Object.entries(en as Record<string, unknown>)) {
        const p = `${path}.${k}`;
        const jv = (ja as Record<string, unknown> | undefined)?.[k];
        if (typeof v === 'string' && /_you[A-Z]?\w*$/.test(k)) {
          youKeys.push(p);
          expect(typeof jv, `${p} in Japanese`).toBe('string');
          expect(typeof (en as Record<string, unknown>)[k.replace(/_you\w*$/, '')], `${p} beside its plain sentence`).toBe('string');
        } else walk(v, jv, p);
      }
    };
    for (const [name, en, ja] of pairs) walk(en, ja, name);
    expect(youKeys.length).toBeGreaterThan(30);
  });
});

describe('suit labels', () => {
  it('name a suit with its symbol, and no-trump (King of the Hill) by name alone', () => {
    expect(suitLabel(trIn('en'), 'H')).toBe('♥ Hearts');
    expect(suitLabel(trIn('en'), 'NT')).toBe('No-trump');
    expect(suitLabel(trIn('ja'), 'NT')).toBe('ノートランプ');
  });
});

describe('King of the Hill standings', () => {
  it('name each final rank value as its rank, not a number', () => {
    expect(trIn('en')('king-of-the-hill.result.final', { count: 14, score: '14' })).toBe('rank A');
    expect(trIn('en')('king-of-the-hill.result.final', { count: 9, score: '9' })).toBe('rank 9');
    expect(trIn('ja')('king-of-the-hill.result.final', { count: 12, score: '12' })).toBe('ランクQ');
  });
});
