// What a server process uses, read from /proc (Linux): memory and CPU time.
import fs from 'node:fs';
import os from 'node:os';
import { memoryOf } from '../../server/test/process.js';

export { memoryOf };

/** Samples the process's RSS every 20 ms while `work` runs; answers the highest seen. */
export async function withRssSampling<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakRssMb: number }> {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, memoryOf(pid).rss, 0);
    return { result, peakRssMb: peak };
  } finally {
    clearInterval(timer);
  }
}

/**
 * CPU seconds a process (all its threads, import workers included) has used: utime + stime, and
 * with `waitedChildren` also what its children that have been waited for used (npm → sh → node).
 * Unlike wall time, this hardly moves when other processes share the two cores.
 */
export function cpuSecondsOf(pid: number, { waitedChildren = false } = {}): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // utime, stime, cutime, cstime are fields 14–17 of stat, 12–15 after the command name; in clock ticks (100/s).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = (waitedChildren ? [11, 12, 13, 14] : [11, 12]).reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / 100;
}

/** One line for the figures: how busy the machine was. */
export function machineLoad(): string {
  return `machine load average: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores`;
}
