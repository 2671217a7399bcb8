// Long readers (exports, the optimizer, docs/security.md) read a page, then give the event loop a real
// turn before the next one. better-sqlite3 answers synchronously, so `await query()` resolves as
// a microtask and a loop of awaited pages never lets a timer, a socket or another request in: a
// macrotask (setImmediate) does. On PostgreSQL the reads are real I/O already; the turn is cheap.

/** Resolves on the next turn of the event loop, after pending I/O and timers. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
