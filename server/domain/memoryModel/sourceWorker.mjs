// From source only (tests, `npm run dev`): registers tsx inside the worker thread, then loads
// the TypeScript worker entry. Node 20 ignores `--import tsx` in a worker's execArgv for the
// entry file itself, hence this plain-JavaScript step. The compiled dist/ build never uses it.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
