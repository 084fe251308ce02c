// A whole hot-seat match as people play it, from the lobby to the statistics: the parts every
// game's "whole match" spec shares. The spec says only what differs: the person's move for a
// phase and the checks it makes on the way.
import { expect, type Page } from '@playwright/test';
import { backToLobby, handOff, movedPast, nextMoment, presetSettings, startGameWith, tableState, type Moment, type TableState } from './helpers';

export interface SeatSetup { kind: string; name: string }

/**
 * A fresh lobby (no finished match in the statistics yet) with `game`'s setup open. Returns the
 * page's errors, collected from here on: a whole match must end with none.
 */
export async function openSetup(page: Page, game: string, settings: Record<string, unknown>): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await presetSettings(page, settings);
  await page.goto('/');
  await expect(page.getByTestId('stats')).toContainText('No finished matches yet.');
  await page.getByTestId(`game-${game}`).click();
  return errors;
}

/** From the open setup: the seats' kinds and names typed in, the match started. */
export async function startMatch(page: Page, game: string, seats: SeatSetup[]) {
  await startGameWith(page, game, seats);
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', game);
}

export interface Walk {
  /** The seats as started: the people are the 'human' ones, the curtain asks for them by name. */
  seats: SeatSetup[];
  /** The person's move at their turn: one click (or one confirm) that the match logs. */
  move: (m: Moment) => Promise<void>;
  /** Checks at a person's turn, the table as they see it, before the move. */
  atTurn?: (m: Moment, s: TableState) => Promise<void> | void;
  /** Checks on a hand's result, before its button goes on to the next hand. */
  atResult?: () => Promise<void>;
  /** Stop at the first hand's result and leave it open (one round, not a match). */
  untilResult?: boolean;
}

export interface WalkCounts {
  /** curtains lowered, in all and by the phase they came up in */
  curtains: number;
  curtainsIn: Map<string, number>;
  /** the people's moves, in all and by phase */
  turns: number;
  turnsIn: Map<string, number>;
}

/** A guard against a walk that never ends; the test's timeout is the real bound. */
const MAX_MOMENTS = 2000;

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * Plays the started match as its people until the game over (or, with `untilResult`, the first
 * hand's result): at each moment a person is needed the curtain is lowered for whoever must act
 * (handOff: nothing private behind it), a result is checked and clicked past, else the person
 * moves and the walk waits for the move to be logged. Returns what it counted.
 */
export async function walkMatch(page: Page, walk: Walk): Promise<WalkCounts> {
  const names = walk.seats.map((s) => s.name);
  const people = walk.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const counts: WalkCounts = { curtains: 0, curtainsIn: new Map(), turns: 0, turnsIn: new Map() };
  let moves = (await tableState(page)).moves - 1;
  for (let i = 0; i < MAX_MOMENTS; i++) {
    const m = await nextMoment(page, people, moves);
    if (m.over || (m.result && walk.untilResult)) return counts;
    let s = await tableState(page);
    if (m.curtain) {
      counts.curtains++;
      bump(counts.curtainsIn, m.phase);
      // the curtain asks for the first person among those to act, as the table picks them
      s = await handOff(page, names[m.toAct.find((p) => people.includes(p))!]);
    }
    if (m.result) {
      await walk.atResult?.();
      await page.getByTestId('hand-result').locator('button[data-action]').click();
      moves = s.moves;
      continue;
    }
    await walk.atTurn?.(m, s);
    await walk.move(m);
    await movedPast(page, s.moves);
    counts.turns++;
    bump(counts.turnsIn, m.phase);
    moves = s.moves;
  }
  throw new Error(`the match did not end in ${MAX_MOMENTS} moments`);
}

/** The statistics count the finished match, once, also after a reload; and the page made no error. */
export async function expectCountedOnce(page: Page, game: string, errors: string[]) {
  await page.reload();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await backToLobby(page);
  await expect(page.getByTestId(`stats-${game}-played`)).toHaveText('Matches played: 1');
  expect(errors).toEqual([]);
}
