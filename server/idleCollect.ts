import vm from 'node:vm';

// After a long job (an export, an import's confirm, a fit) the main thread's heap still holds what
// the job let go of until V8's next full collection, which an idle server may not reach for
// minutes: issue 31 measured 169 MB a minute after an export, 67 MB of it such garbage. The end
// of each long job asks for one collection a few seconds later (the last ask wins, so a burst of
// jobs gives one), through `vm.measureMemory`: the documented way to ask for one without
// `--expose-gc`. The measurement itself is not used.
//
// Its default execution, not 'eager' (issue 49): V8 then starts the collection by itself within
// a few seconds as incremental marking, which works in small steps between requests. 'eager'
// finishes a marking already under way atomically (V8's MemoryMeasurement::ScheduleGCTask), and
// after a job that made garbage one usually is: the whole heap was marked in one pause, and every
// request waited for it (an export of 200,000 reviews held other requests up to 344 ms, 5 s
// after it answered; bench/security4/export.ts measures it).

const DELAY_MS = 5_000;
let timer: NodeJS.Timeout | null = null;

/** Asks for one full, incremental collection of the main thread's heap from DELAY_MS on. */
export function collectSoon(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    vm.measureMemory({ mode: 'summary', execution: 'default' }).catch(() => undefined);
  }, DELAY_MS);
  // Never keeps the process alive (a shutdown does not wait for it).
  timer.unref();
}
