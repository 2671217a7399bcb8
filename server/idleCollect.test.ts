import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectSoon } from './idleCollect.js';

// The end of a long job asks for one full collection a few seconds later; a burst of jobs gives
// one (the last ask wins), and the timer never keeps the process alive.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('collectSoon', () => {
  it('starts one memory measurement 5 s after the last ask, never an eager one', async () => {
    vi.useFakeTimers();
    const measure = vi.spyOn(vm, 'measureMemory').mockResolvedValue({ total: { jsMemoryEstimate: 0, jsMemoryRange: [0, 0] } });
    collectSoon();
    await vi.advanceTimersByTimeAsync(4_000);
    collectSoon();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(measure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(measure).toHaveBeenCalledTimes(1);
    // 'eager' would finish a marking under way in one pause that every request waits for (issue 49).
    expect(measure).toHaveBeenCalledWith({ mode: 'summary', execution: 'default' });
  });

  it('a failed measurement is ignored', async () => {
    vi.useFakeTimers();
    const measure = vi.spyOn(vm, 'measureMemory').mockRejectedValue(new Error('not in this context'));
    collectSoon();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(measure).toHaveBeenCalledTimes(1);
  });
});
