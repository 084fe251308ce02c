// Test helpers for the game machines: a table actor that records every phase it shows and
// every moment its phase differs from the engine's ("its machine's phases match the engine's").
import { createActor } from 'xstate';
import { chooseAction } from '../engine/ai';
import { status } from '../engine';
import { enginePhase } from './selectors';
import type { TableMachine } from './tableMachine';
import type { BotFn, TableInput } from './types';

/** The AI in place (no worker): the tests' bot. */
export const engineBot: BotFn = async (obs, opts) => chooseAction(obs, opts);

/** Starts `machine` at pace instant with the in-place bot unless `input` says otherwise. */
export function startWatched(machine: TableMachine, input: Omit<TableInput, 'pace' | 'bot'> & Partial<Pick<TableInput, 'pace' | 'bot'>>) {
  const actor = createActor(machine, { input: { ...input, pace: input.pace ?? 'instant', bot: input.bot ?? engineBot } });
  const mismatches: string[] = [];
  const seen = new Set<string>();
  actor.subscribe((s) => {
    const engine = status(s.context.match).phase;
    seen.add(enginePhase(s));
    if (enginePhase(s) !== engine) mismatches.push(`${enginePhase(s)} != ${engine}`);
  });
  actor.start();
  return { actor, mismatches, seen };
}
