// Small pieces of probability the games' AI and sparring partners share.

/** The logistic curve: 0.5 at 0, rising towards 1. */
export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Ways to choose `k` of `n` (0 when `k` is out of range). */
export function choose(n: number, k: number): number {
  if (k < 0 || n < k) return 0;
  let b = 1;
  for (let i = 1; i <= k; i++) b = (b * (n - i + 1)) / i;
  return b;
}
