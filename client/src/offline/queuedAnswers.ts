import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import { studyStorage } from '../features/study/storage';
import { onSynced } from './network';

/** How many of this user's answers for the deck wait in the sync queue (local storage). */
export function queuedAnswerCount(userId: number | undefined, deckId: number): number {
  if (userId === undefined) return 0;
  return studyStorage()
    .getQueue()
    .filter((entry) => entry.userId === userId && entry.deckId === deckId)
    .reduce((sum, entry) => sum + entry.results.length, 0);
}

/**
 * The deck's queued answers, kept current (issue 29.3): re-read when the network comes or goes,
 * when a chunk is synced, when another tab writes the queue, and every few seconds (the queue
 * is drained by this tab without an event of its own).
 */
export function useQueuedAnswers(userId: number | undefined, deckId: number): number {
  const [count, setCount] = useState(() => queuedAnswerCount(userId, deckId));
  useEffect(() => {
    const update = () => setCount(queuedAnswerCount(userId, deckId));
    update();
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.syncQueue && update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    window.addEventListener('storage', onStorage);
    const stopSynced = onSynced(update);
    const timer = window.setInterval(update, 3000);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      window.removeEventListener('storage', onStorage);
      stopSynced();
      window.clearInterval(timer);
    };
  }, [userId, deckId]);
  return count;
}
