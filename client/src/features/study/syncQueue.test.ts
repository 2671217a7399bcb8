import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { memoryStore, studyStorage } from './storage';
import { drainQueue, enqueue } from './syncQueue';
import type { QueuedSession } from './types';

const entry = (sessionId: string, userId = 1): QueuedSession => ({
  sessionId,
  userId,
  deckId: 3,
  results: [{ cardId: 1, isCorrect: true, gameType: 'matching' }],
});

function setup(entries: QueuedSession[]) {
  const store = memoryStore();
  const storage = studyStorage(store);
  for (const e of entries) enqueue(storage, e);
  return { store, storage };
}

describe('sync queue', () => {
  it('sends in order and removes each entry only after success', async () => {
    const { storage, store } = setup([entry('a'), entry('b'), entry('c')]);
    const seen: string[] = [];
    const result = await drainQueue(storage, 1, async (e) => {
      // While an entry is being sent it is still in the queue.
      expect(storage.getQueue().map((q) => q.sessionId)).toContain(e.sessionId);
      seen.push(e.sessionId);
    });
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ sent: 3, remaining: 0 });
    expect(store.dump()[STORAGE_KEYS.syncQueue]).toBeUndefined();
  });

  it('stops at the first failure and keeps it and the rest', async () => {
    const { storage } = setup([entry('a'), entry('b'), entry('c')]);
    const seen: string[] = [];
    const result = await drainQueue(storage, 1, async (e) => {
      seen.push(e.sessionId);
      if (e.sessionId === 'b') throw new Error('offline');
    });
    expect(seen).toEqual(['a', 'b']);
    expect(result.sent).toBe(1);
    expect(result.remaining).toBe(2);
    expect(storage.getQueue().map((q) => q.sessionId)).toEqual(['b', 'c']);
  });

  it('sends only the logged-in user’s entries and keeps the others in place', async () => {
    const { storage } = setup([entry('a', 1), entry('x', 2), entry('b', 1)]);
    const seen: string[] = [];
    await drainQueue(storage, 1, async (e) => void seen.push(e.sessionId));
    expect(seen).toEqual(['a', 'b']);
    expect(storage.getQueue().map((q) => q.sessionId)).toEqual(['x']);
  });

  it('an expired login keeps the queue until the same user logs in again (docs/offline.md)', async () => {
    const { storage } = setup([entry('a1', 1), entry('a2', 1)]);
    const expired = Object.assign(new Error('UNAUTHORIZED'), { status: 401 });
    const first = await drainQueue(storage, 1, async () => Promise.reject(expired));
    expect(first).toEqual({ sent: 0, remaining: 2, error: expired });
    // Someone else logs in on this browser: nothing of user 1 goes under their session.
    const other: string[] = [];
    expect(await drainQueue(storage, 2, async (e) => void other.push(e.sessionId))).toEqual({ sent: 0, remaining: 0 });
    expect(other).toEqual([]);
    // User 1 again: both entries go, in order.
    const sent: string[] = [];
    expect(await drainQueue(storage, 1, async (e) => void sent.push(e.sessionId))).toEqual({ sent: 2, remaining: 0 });
    expect(sent).toEqual(['a1', 'a2']);
    expect(storage.getQueue()).toEqual([]);
  });

  it('also sends entries queued while a run is going', async () => {
    const { storage } = setup([entry('a')]);
    await drainQueue(storage, 1, async () => enqueue(storage, entry('late')));
    expect(storage.getQueue()).toEqual([]);
  });

  it('does not queue the same sessionId twice', () => {
    const { storage } = setup([entry('a'), entry('a')]);
    expect(storage.getQueue()).toHaveLength(1);
  });

  it('survives a corrupt stored queue', () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.syncQueue, '{not json');
    expect(studyStorage(store).getQueue()).toEqual([]);
  });
});
