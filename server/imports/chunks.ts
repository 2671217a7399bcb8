import type { AnkiChoices } from '../../shared/schemas/imports.js';

// How a confirm writes: in short transactions of a chunk each, so no other user's write waits
// for more than one chunk (issue 9, docs/security.md). Shared by the import confirm and the restore.

/** Cards per write transaction of a confirm: a few tens of ms of write lock each. */
export const CONFIRM_CARDS_PER_CHUNK = 2_000;

export interface ConfirmWriteOptions {
  /**
   * A pause between the chunks' transactions, so writers on other connections (the app's main
   * thread, which waits for the lock on timers) get the lock between two chunks. 0: none (tests
   * of the writer alone).
   */
  pauseMs?: number;
  cardsPerChunk?: number;
  /** Re-import: update this existing deck of the user's instead of creating one. */
  updateDeckId?: number;
  /** The preview's choices for an Anki package (ankiTemplateChoices.ts). */
  anki?: AnkiChoices;
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
