// The tutor's hint: what the AI would do now and a one-line why. The AI module is loaded
// only when a hint is first asked for.
import { useCallback, useState } from 'react';
import type { Action, Observation } from '../../engine';

export interface HintResult {
  action: Action;
  reasonKey?: string;
  params?: Record<string, unknown>;
}

type HintFn = (obs: Observation, opts: { level: 'easy' | 'normal' | 'hard'; seed: string }) => HintResult;
type ChooseFn = (obs: Observation, opts: { level: 'easy' | 'normal' | 'hard'; seed: string }) => Action;

export function useHint(obs: Observation, seed: string, moment: string) {
  const [state, setState] = useState<{ moment: string; hint: HintResult | null; loading: boolean; failed: boolean }>(
    { moment, hint: null, loading: false, failed: false },
  );
  // a hint belongs to one moment of the match: a new move clears it
  const current = state.moment === moment ? state : { moment, hint: null, loading: false, failed: false };

  const ask = useCallback(async () => {
    setState({ moment, hint: null, loading: true, failed: false });
    try {
      const ai = (await import('../../engine/ai')) as unknown as { hint?: HintFn; chooseAction: ChooseFn };
      // yield once so the "thinking" state paints before a synchronous search
      await new Promise((r) => setTimeout(r, 0));
      const opts = { level: 'normal' as const, seed: `${seed}/hint/${moment}` };
      const hint: HintResult = ai.hint ? ai.hint(obs, opts) : { action: ai.chooseAction(obs, opts) };
      setState((s) => (s.moment === moment ? { moment, hint, loading: false, failed: false } : s));
    } catch {
      setState((s) => (s.moment === moment ? { moment, hint: null, loading: false, failed: true } : s));
    }
  }, [obs, seed, moment]);

  return { ...current, ask };
}
