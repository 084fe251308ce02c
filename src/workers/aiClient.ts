// The page's side of the AI worker: one lazily created worker, replies matched by id.
// A crash or a timeout terminates the worker; the request is retried once on a fresh one.
// Where Worker does not exist (Node tests) the AI runs in place, still asynchronously.
import { chooseAction, chooseOptionalAction, hint, reviewMove } from '../engine/ai';
import type { AiOptions, Decision, MoveReview } from '../engine/ai';
import type { Action, Observation } from '../engine/core/types';
import type { AiReply, AiRequest } from './ai.worker';

const TIMEOUT_MS = 10_000;

/** A reply's payload: the action, the tutor's reason when a hint was asked for, a move's review. */
interface Answer {
  action: Action | null;
  hint?: Decision;
  review?: MoveReview;
}

interface Pending {
  resolve(a: Answer): void;
  reject(e: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Thrown when the worker itself failed (crash, timeout): worth one retry. */
class WorkerFailure extends Error {}

function failAll(reason: string, retryable: boolean): void {
  const all = [...pending.values()];
  pending.clear();
  for (const p of all) {
    clearTimeout(p.timer);
    p.reject(retryable ? new WorkerFailure(reason) : new Error(reason));
  }
}

function killWorker(reason: string, retryable = true): void {
  if (worker) {
    worker.onmessage = null;
    worker.onerror = null;
    worker.onmessageerror = null;
    worker.terminate();
    worker = null;
  }
  failAll(reason, retryable);
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<AiReply>) => {
    const reply = e.data;
    const p = pending.get(reply?.id);
    if (!p) return;
    pending.delete(reply.id);
    clearTimeout(p.timer);
    if ('action' in reply) p.resolve({ action: reply.action, hint: reply.hint, review: reply.review });
    else p.reject(new Error(`AI error: ${reply.error}`));
  };
  w.onerror = (e) => {
    e.preventDefault?.();
    killWorker(`AI worker crashed: ${e.message || 'unknown error'}`);
  };
  w.onmessageerror = () => killWorker('AI worker sent an unreadable message');
  worker = w;
  return w;
}

type Kind = 'action' | 'optional' | 'hint' | 'review';

function askOnce(obs: Observation, opts: AiOptions, timeoutMs: number, kind: Kind, move?: Action): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      if (!pending.has(id)) return;
      // A stuck worker holds every request: replace it (the others retry too).
      killWorker(`AI worker timed out after ${timeoutMs} ms`);
    }, timeoutMs);
    pending.set(id, { resolve, reject, timer });
    try {
      const msg: AiRequest = { id, obs, opts, kind, move };
      getWorker().postMessage(msg);
    } catch (err) {
      pending.delete(id);
      clearTimeout(timer);
      reject(new WorkerFailure(err instanceof Error ? err.message : String(err)));
    }
  });
}

function inPlace(obs: Observation, opts: AiOptions, kind: Kind, move?: Action): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    setTimeout(() => {
      try {
        if (kind === 'hint') {
          const h = hint(obs, opts);
          resolve({ action: h.action, hint: h });
        } else if (kind === 'review' && move) {
          const review = reviewMove(obs, move, opts);
          resolve({ action: review.best, review });
        } else resolve({ action: kind === 'optional' ? chooseOptionalAction(obs, opts) : chooseAction(obs, opts) });
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    }, 0);
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

interface AskOptions {
  minDelayMs?: number;
  timeoutMs?: number;
  /** kind 'review': the move judged */
  move?: Action;
}

async function ask(obs: Observation, opts: AiOptions, kind: Kind, { minDelayMs = 0, timeoutMs = TIMEOUT_MS, move }: AskOptions): Promise<Answer> {
  const start = now();
  let answer: Answer;
  if (typeof Worker === 'undefined') {
    answer = await inPlace(obs, opts, kind, move);
  } else {
    try {
      answer = await askOnce(obs, opts, timeoutMs, kind, move);
    } catch (err) {
      if (!(err instanceof WorkerFailure)) throw err;
      answer = await askOnce(obs, opts, timeoutMs, kind, move);
    }
  }
  const left = minDelayMs - (now() - start);
  if (left > 0) await delay(left);
  return answer;
}

/**
 * The AI's move, computed off the main thread. Resolves no earlier than `minDelayMs`
 * after the call (a visible "thinking" pause); rejects after a failed retry or when the
 * AI itself reports an error.
 */
export async function chooseActionInWorker(obs: Observation, opts: AiOptions, options: AskOptions = {}): Promise<Action> {
  const { action } = await ask(obs, opts, 'action', options);
  if (action === null) throw new Error('AI error: no move');
  return action;
}

/** The tutor's hint (engine `hint`: the move with its reason), off the main thread. */
export async function hintInWorker(obs: Observation, opts: AiOptions, options: AskOptions = {}): Promise<Decision> {
  const answer = await ask(obs, opts, 'hint', options);
  if (!answer.hint) throw new Error('AI error: no hint');
  return answer.hint;
}

/**
 * The AI's decision on an optional action (engine `chooseOptionalAction`: one of
 * `obs.legal` that the game does not wait for, e.g. an out-of-turn knock), or null to do
 * nothing; off the main thread, with the same retry and timeout as chooseActionInWorker.
 */
export async function chooseOptionalInWorker(obs: Observation, opts: AiOptions, options: AskOptions = {}): Promise<Action | null> {
  return (await ask(obs, opts, 'optional', options)).action;
}

/** A person's move judged by the search (engine `reviewMove`, post-hand analysis), off the main thread. */
export async function reviewInWorker(obs: Observation, move: Action, opts: AiOptions): Promise<MoveReview> {
  const answer = await ask(obs, opts, 'review', { move });
  if (!answer.review) throw new Error('AI error: no review');
  return answer.review;
}

/** Stop the worker (e.g. when leaving the table); pending requests are rejected. */
export function disposeAiWorker(): void {
  killWorker('AI worker disposed', false);
}
