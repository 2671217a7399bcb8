import { runImportJob } from './jobs.js';
import { serveImportJobs } from './serve.js';

// One import worker (pool.ts starts it): the product's jobs, nothing else (workers/jobs.ts).
serveImportJobs(runImportJob);
