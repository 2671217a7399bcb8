import type { StudyStorage } from './storage';
import type { QueuedSession } from './types';

/** Adds a finished chunk to the end of the queue; a repeated sessionId is not queued twice. */
export function enqueue(storage: StudyStorage, entry: QueuedSession) {
  const queue = storage.getQueue();
  if (queue.some((q) => q.sessionId === entry.sessionId)) return;
  storage.setQueue([...queue, entry]);
}

export interface DrainResult {
  sent: number;
  remaining: number;
  error?: unknown;
}

/**
 * Sends the user's queued sessions in order (docs/product.md: states Offline sync queue): each is removed only
 * after the server accepted it; the first failure stops the run and keeps the rest. Entries of
 * other users stay untouched (docs/study-sessions.md). The queue is re-read around every send, so entries
 * added meanwhile are neither lost nor overwritten.
 */
export async function drainQueue(
  storage: StudyStorage,
  userId: number,
  send: (entry: QueuedSession) => Promise<unknown>,
): Promise<DrainResult> {
  let sent = 0;
  for (;;) {
    const next = storage.getQueue().find((q) => q.userId === userId);
    if (!next) return { sent, remaining: 0 };
    try {
      await send(next);
    } catch (error) {
      return { sent, remaining: storage.getQueue().filter((q) => q.userId === userId).length, error };
    }
    storage.setQueue(storage.getQueue().filter((q) => q.sessionId !== next.sessionId));
    sent += 1;
  }
}

/** One drain at a time per page: overlapping triggers (start, online, timer) share the run. */
let running: Promise<DrainResult> | null = null;
export function drainOnce(...args: Parameters<typeof drainQueue>): Promise<DrainResult> {
  running ??= drainQueue(...args).finally(() => {
    running = null;
  });
  return running;
}
