import { useSyncExternalStore } from 'react';

// Deletes wait a few seconds behind an Undo toast before the server is asked (docs/accessibility.md).
// Until then the item is only hidden; this store says which ones, so every list skips them even
// if it refetches meanwhile.

type Kind = 'deck' | 'card';
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const keyOf = (kind: Kind, id: number) => `${kind}:${id}`;

function emit(next: Set<string>) {
  hidden = next;
  for (const listener of listeners) listener();
}

export const pendingDeletes = {
  hide(kind: Kind, id: number) {
    emit(new Set(hidden).add(keyOf(kind, id)));
  },
  restore(kind: Kind, id: number) {
    const next = new Set(hidden);
    next.delete(keyOf(kind, id));
    emit(next);
  },
  isHidden: (kind: Kind, id: number) => hidden.has(keyOf(kind, id)),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => hidden,
};

/** Re-renders when the hidden set changes; returns a predicate for one kind. */
export function useHiddenPredicate(kind: Kind): (id: number) => boolean {
  const set = useSyncExternalStore(pendingDeletes.subscribe, pendingDeletes.snapshot);
  return (id) => set.has(keyOf(kind, id));
}
