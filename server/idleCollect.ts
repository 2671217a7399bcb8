import vm from 'node:vm';

// After a long job (an export, an import's confirm, a fit) the main thread's heap still holds what
// the job let go of until V8's next full collection, which an idle server may not reach for
// minutes: issue 31 measured 169 MB a minute after an export, 67 MB of it such garbage. The end
// of each long job asks for one collection a few seconds later (the last ask wins, so a burst of
// jobs gives one). `vm.measureMemory` with eager execution starts that collection at once: the
// documented way to ask for one without `--expose-gc`. The measurement itself is not used.

const DELAY_MS = 5_000;
let timer: NodeJS.Timeout | null = null;

/** Asks for one full collection of the main thread's heap DELAY_MS from now. */
export function collectSoon(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    vm.measureMemory({ mode: 'summary', execution: 'eager' }).catch(() => undefined);
  }, DELAY_MS);
  // Never keeps the process alive (a shutdown does not wait for it).
  timer.unref();
}
