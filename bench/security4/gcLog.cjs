// Preloaded into the server by bench/security4/export.ts with --trace-gc: V8 prints its trace on
// fd 1, which the app process helper ignores; this puts fd 1 on the file GC_LOG names instead
// (closing fd 1 makes the next open take its number).
const fs = require('node:fs');
if (process.env.GC_LOG) {
  fs.closeSync(1);
  fs.openSync(process.env.GC_LOG, 'a');
}
