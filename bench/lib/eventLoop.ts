// How long this process's event loop was blocked.

/**
 * The longest time the event loop went without running a 1 ms timer, while `work` runs.
 * (A plain sampler: perf_hooks' histogram stays empty across inject's short microtask runs.)
 */
export async function longestBlock<T>(work: () => Promise<T>): Promise<[T, number]> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 1);
    last = now;
  }, 1);
  try {
    const result = await work();
    return [result, Math.max(longest, performance.now() - last - 1)];
  } finally {
    clearInterval(timer);
  }
}
