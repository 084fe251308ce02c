// Copy-on-write array helpers for the games' immutable states (old states stay valid for the
// AI's search). Each allocates the result at its exact length: a spread, slice-then-push or
// `fill` costs more (an iterator, a regrowth, a slow builtin), and these run on every action
// of the AI's playouts.

/** A new array of `n` times `v`. */
export function filled<T>(n: number, v: T): T[] {
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = v;
  return out;
}

/** Copy of `xs` with `xs[i] = v`. */
export function setAt<T>(xs: readonly T[], i: number, v: T): T[] {
  const out = xs.slice(); // a builtin copy measured faster here than a loop
  out[i] = v;
  return out;
}

/** Copy of `xs` with `x` appended. */
export function appended<T>(xs: readonly T[], x: T): T[] {
  const n = xs.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = xs[i];
  out[n] = x;
  return out;
}

/** `xs` followed by `ys`, as a new array. */
export function concatenated<T>(xs: readonly T[], ys: readonly T[]): T[] {
  const n = xs.length;
  const out = new Array<T>(n + ys.length);
  for (let i = 0; i < n; i++) out[i] = xs[i];
  for (let i = 0; i < ys.length; i++) out[n + i] = ys[i];
  return out;
}

/** Copy of `xs` without the element at `i`. */
export function removedAt<T>(xs: readonly T[], i: number): T[] {
  const n = xs.length - 1;
  const out = new Array<T>(n);
  for (let k = 0; k < n; k++) out[k] = xs[k < i ? k : k + 1];
  return out;
}
