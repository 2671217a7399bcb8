// Summaries of timing samples, as the benches print them.

/** The middle value (the upper one of an even count); the input is not changed. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The value `p` % of the way up the sorted samples (index ⌊p·n⌋, the last at most); the input is not changed. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The nearest-rank percentile of samples already sorted ascending (the smallest value with ≥ p % at or below it). */
export const nearestRank = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Times `run` (after 5 warm-up calls) `samples` times and prints its p50 and p95 after `label`. */
export async function timed(label: string, run: () => Promise<unknown>, { samples = 100, width = 48 } = {}): Promise<void> {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  console.log(`${label.padEnd(width)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`);
}
