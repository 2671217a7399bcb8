// Run by server/db/sqliteNative.test.ts in a child process: worker threads that open SQLite
// databases, prepare many statements and end without closing anything, while the main thread
// makes garbage statements too. With better-sqlite3 12 built for Node 24 this aborts the
// process (exit 134, `Assertion failed: (env) != nullptr` in Statement::~Statement).
// Usage: node sqliteWorkerExit.fixture.mjs <package name> <folder for the files> [rounds]
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker, isMainThread, workerData } from 'node:worker_threads';

const [packageName, dir, rounds = '1'] = isMainThread ? process.argv.slice(2) : workerData;
const require = createRequire(path.join(process.cwd(), 'package.json'));
const Database = require(packageName);

function churn(file) {
  const db = new Database(file);
  db.exec('pragma synchronous = off; create table if not exists t (x integer)');
  for (let i = 0; i < 2000; i += 1) db.prepare(`insert into t values (${i % 97})`).run();
  // Kept alive to the end: statements still open when the thread's environment goes.
  globalThis.kept = [db, db.prepare('select count(*) from t'), db.prepare('select x from t limit 1')];
}

if (isMainThread) {
  for (let round = 0; round < Number(rounds); round += 1) {
    const exits = Array.from({ length: 4 }, (_, n) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: [packageName, path.join(dir, `w${round}-${n}.db`)] });
      return new Promise((resolve) => worker.once('exit', resolve));
    });
    churn(':memory:');
    await Promise.all(exits);
  }
  // Idle for a moment: the main thread's garbage statements are collected off any JS context.
  for (let i = 0; i < 20; i += 1) {
    churn(':memory:');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  console.log('ok');
} else {
  churn(dir);
}
