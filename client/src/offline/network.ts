import { useSyncExternalStore } from 'react';
import { i18n } from '../i18n';

// Whether the browser believes it has a network (navigator.onLine and its events). Offline, every
// action that needs the server is disabled and says why (docs/offline.md, docs/offline.md).

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The reason an action is off while offline; the Offline indicator renders it under this id. */
export const OFFLINE_REASON = 'You are offline. This needs a connection to the server.';
export const OFFLINE_REASON_ID = 'offline-reason';

/**
 * OFFLINE_REASON in the interface's language: the `offline` catalog, which OfflineStatus
 * registers so that every switch of language loads it (docs/translating.md).
 */
export function offlineReason(): string {
  const text = i18n._('offline.reason');
  return text === 'offline.reason' ? OFFLINE_REASON : text;
}

/** Props for a control that needs the server: disabled offline, with the reason as title and description. */
export function needsNetwork(online: boolean): { disabled?: true; title?: string; 'aria-describedby'?: string } {
  return online ? {} : { disabled: true, title: offlineReason(), 'aria-describedby': OFFLINE_REASON_ID };
}

/** Offline, a page whose data was never kept on this device. */
export const NOT_ON_DEVICE = {
  title: 'Not saved on this device',
  text: 'This deck opens once you are back online. Decks you open while online are kept here for offline study.',
};

/**
 * Answers of a deck reached the server (the sync queue uploaded a chunk): that deck's offline
 * pack is refreshed if its page is open, so the pack's due times are the server's again.
 */
const SYNCED_EVENT = 'cardcade:synced';
export function announceSynced(deckId: number) {
  window.dispatchEvent(new CustomEvent(SYNCED_EVENT, { detail: deckId }));
}
export function onSynced(listener: (deckId: number) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<number>).detail);
  window.addEventListener(SYNCED_EVENT, handler);
  return () => window.removeEventListener(SYNCED_EVENT, handler);
}
