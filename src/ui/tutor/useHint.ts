// The tutor's hint: what the hard AI would do now, and why in the search's own figures. It
// is worked out in the AI worker, so the table never waits on the search.
import { useCallback, useState } from 'react';
import type { Action, Observation } from '../../engine';
import { hintInWorker } from '../../workers/aiClient';

export interface HintResult {
  action: Action;
  reasonKey?: string;
  params?: Record<string, unknown>;
  /** the best other choice the reason compares with */
  alternative?: Action;
}

export function useHint(obs: Observation, seed: string, moment: string) {
  const [state, setState] = useState<{ moment: string; hint: HintResult | null; loading: boolean; failed: boolean }>(
    { moment, hint: null, loading: false, failed: false },
  );
  // a hint belongs to one moment of the match: a new move clears it
  const current = state.moment === moment ? state : { moment, hint: null, loading: false, failed: false };

  const ask = useCallback(async () => {
    setState({ moment, hint: null, loading: true, failed: false });
    try {
      const hint: HintResult = await hintInWorker(obs, { level: 'hard', seed: `${seed}/hint/${moment}` });
      setState((s) => (s.moment === moment ? { moment, hint, loading: false, failed: false } : s));
    } catch {
      setState((s) => (s.moment === moment ? { moment, hint: null, loading: false, failed: true } : s));
    }
  }, [obs, seed, moment]);

  return { ...current, ask };
}
