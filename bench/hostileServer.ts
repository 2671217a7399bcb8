// The server for bench/hostile.ts: the real app on a database file, with an event-loop delay
// histogram the parent resets before and reads after each request (over IPC).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { warmImportWorkers } from '../server/imports/service.js';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const config = testConfig({ clientDir: '/nonexistent', authRateLimitPerMinute: 100_000, uploadMaxMb: 200 });
const app = await buildApp({ dbPath: process.env.DATABASE_PATH, config });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const warmStart = performance.now();
await warmImportWorkers(config);
const warmMs = performance.now() - warmStart;

process.on('message', (message: string) => {
  if (message === 'reset') {
    histogram.reset();
    process.send?.({ reset: true });
  } else if (message === 'report') {
    process.send?.({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 });
  } else if (message === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});
process.send?.({ ready: true, warmMs });
