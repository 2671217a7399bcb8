import { STORAGE_KEYS } from '../../../../shared/constants';
import { fromFlatGameData } from '../../../../shared/legacyGameData';
import type { ActiveSession, MetaSession, QueuedSession } from './types';

/** The part of the Web Storage API the study code needs (tests pass an in-memory one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read<T>(store: KeyValueStore, key: string): T | null {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // A corrupt entry must not break the app; it is dropped.
    return null;
  }
}

function write(store: KeyValueStore, key: string, value: unknown) {
  if (value === null) store.removeItem(key);
  else store.setItem(key, JSON.stringify(value));
}

/** Typed access to the three local-storage items of the design notes (cardcade.*). */
export function studyStorage(store: KeyValueStore = window.localStorage) {
  return {
    // A session saved before card sides were objects resumes in the current shape.
    getActive: () => upgraded(read<ActiveSession>(store, STORAGE_KEYS.activeSession), 'allCards'),
    setActive: (session: ActiveSession | null) => write(store, STORAGE_KEYS.activeSession, session),
    getMeta: () => upgraded(read<MetaSession>(store, STORAGE_KEYS.metaSession), 'masterCardList'),
    setMeta: (meta: MetaSession | null) => write(store, STORAGE_KEYS.metaSession, meta),
    getQueue: () => read<QueuedSession[]>(store, STORAGE_KEYS.syncQueue) ?? [],
    setQueue: (queue: QueuedSession[]) => write(store, STORAGE_KEYS.syncQueue, queue.length ? queue : null),
  };
}

function upgraded<T extends ActiveSession | MetaSession>(session: T | null, key: 'allCards' | 'masterCardList'): T | null {
  if (!session || !(key in session)) return session;
  const data = (session as unknown as Record<string, ActiveSession['allCards']>)[key];
  const current = fromFlatGameData(session.gameType, data);
  return current === data ? session : { ...session, [key]: current };
}

export type StudyStorage = ReturnType<typeof studyStorage>;

export function memoryStore(): KeyValueStore & { dump(): Record<string, string> } {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    dump: () => Object.fromEntries(data),
  };
}
