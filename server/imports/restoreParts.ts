import { MSG } from '../../shared/messages.js';
import type { ImportType } from '../../shared/schemas/imports.js';
import type { Db } from '../db.js';
import type { BackupCard, BackupNoteType, BackupReviewLog } from '../domain/export/backup.js';
import { readCardcadeBackup, type BackupDeckFields, type BackupLimits, type BackupSummary, type RestoreMedia } from '../domain/import/cardcade.js';
import { notFound } from '../errors.js';
import { deleteImportCache, pendingImportsOfType } from '../repos/importCache.js';
import { deleteImportParts, insertImportPartPayload, readImportPartPayload, type PartOwner } from '../repos/importParts.js';

/** The import type of a restore's cache row (its parts are PART_TYPE rows beside it). */
const RESTORE_TYPE: ImportType = 'cardcade';

// A backup restore's plan in parts (issue 31, docs/security.md): the preview stores each part the
// streamed reader hands on (up to 2,000 cards, 5,000 review logs, or one media file) as an
// import_cache row of its own beside the import's row (repos/importParts.ts), and the import's
// row keeps only this index of them. The confirm reads one part at a time. A 1.4M-review
// account's plan held whole was over 1 GB (the parsed file, its JSON for the cache, and the
// confirm's copy); in parts the preview and the confirm hold one part at a time.

export interface RestoreInParts {
  /** Parts written (numbered from 0). */
  parts: number;
  decks: { fields: BackupDeckFields; cardCount: number; cardParts: number[]; logParts: number[] }[];
  /** Each file's bytes (base64) are one part. */
  media: { id: number; mime: string; part: number }[];
  skippedMedia: number;
  /** The file's note types (docs/notes.md); absent in a version-1 file and in plans cached before. */
  noteTypes?: BackupNoteType[];
}

/** Reads a backup zip into parts; if reading fails, the parts already written go. */
export async function readBackupInParts(
  db: Db,
  owner: PartOwner,
  bytes: Uint8Array,
  now: number,
  limits?: BackupLimits,
): Promise<{ summary: BackupSummary; plan: RestoreInParts }> {
  let parts = 0;
  const decks: RestoreInParts['decks'] = [];
  const media: RestoreInParts['media'] = [];
  const store = async (payload: string) => {
    const part = parts++;
    await insertImportPartPayload(db, owner, part, payload);
    return part;
  };
  try {
    const summary = await readCardcadeBackup(
      bytes,
      {
        cards: async (deck, cards) => void decks[deck].cardParts.push(await store(JSON.stringify(cards))),
        logs: async (deck, logs) => void decks[deck].logParts.push(await store(JSON.stringify(logs))),
        media: async (file) => void media.push({ id: file.id, mime: file.mime, part: await store(file.base64) }),
      },
      { now, limits, onDecks: (fields) => decks.push(...fields.map((deck) => ({ fields: deck, cardCount: 0, cardParts: [], logParts: [] }))) },
    );
    summary.decks.forEach((deck, index) => (decks[index].cardCount = deck.cardCount));
    return { summary, plan: { parts, decks, media, skippedMedia: summary.skippedMedia, noteTypes: summary.backup.noteTypes ?? [] } };
  } catch (error) {
    await dropRestoreParts(db, owner.userId, owner.importId, parts);
    throw error;
  }
}

export function dropRestoreParts(db: Db, userId: number, importId: string, parts: number): Promise<void> {
  return deleteImportParts(db, userId, importId, parts).catch(() => undefined);
}

/** How many parts a cached restore's row names. */
export function restorePartCount(payload: string): number {
  return (JSON.parse(payload) as { plan: RestoreInParts }).plan.parts;
}

/**
 * Deletes the user's restore previews not confirmed yet (or the one `importId` names) and their
 * parts at once (issue 31): a cancelled or abandoned preview's parts (a big account's are hundreds
 * of MB) no longer wait an hour for the sweeper. The row goes first, in its own statement, so a
 * confirm finds the import gone; parts a failure leaves behind are expired with it and swept.
 * Answers how many previews went.
 */
export async function dropPendingRestores(db: Db, userId: number, importId?: string): Promise<number> {
  let dropped = 0;
  for (const row of await pendingImportsOfType(db, userId, RESTORE_TYPE, importId)) {
    if (!(await deleteImportCache(db, userId, row.id, RESTORE_TYPE))) continue;
    dropped += 1;
    await deleteImportParts(db, userId, row.id, restorePartCount(row.payload));
  }
  return dropped;
}

/** What a restore's confirm writes, a part at a time, from memory or from parts. */
export interface RestoreSource {
  decks: { fields: BackupDeckFields; cardCount: number }[];
  /** The note types the cards' notes name by index (none in a version-1 file). */
  noteTypes: BackupNoteType[];
  /** Files in groups that make one write transaction each. */
  media(): AsyncIterable<RestoreMedia[]>;
  cards(deck: number): AsyncIterable<BackupCard[]>;
  logs(deck: number): AsyncIterable<BackupReviewLog[]>;
}

/** Files per write transaction of a restore (each file is one row of up to the media cap)… */
const MEDIA_PER_CHUNK = 20;
/** …and base64 bytes per group read from parts. */
const MEDIA_BYTES_PER_CHUNK = 16 * 1024 * 1024;

/** A plan in parts; a part gone (expired meanwhile) makes the import gone (404), as its row would. */
export function partsSource(db: Db, userId: number, importId: string, plan: RestoreInParts, now: number): RestoreSource {
  const read = async (part: number) => {
    const payload = await readImportPartPayload(db, userId, importId, part, now);
    if (payload === null) throw notFound(MSG.importNotFound);
    return payload;
  };
  async function* parsed<T>(parts: readonly number[]) {
    for (const part of parts) yield JSON.parse(await read(part)) as T[];
  }
  return {
    decks: plan.decks,
    noteTypes: plan.noteTypes ?? [],
    async *media() {
      let group: RestoreMedia[] = [];
      let bytes = 0;
      for (const file of plan.media) {
        const base64 = await read(file.part);
        group.push({ id: file.id, mime: file.mime, base64 });
        bytes += base64.length;
        if (group.length >= MEDIA_PER_CHUNK || bytes >= MEDIA_BYTES_PER_CHUNK) {
          yield group;
          group = [];
          bytes = 0;
        }
      }
      if (group.length) yield group;
    },
    cards: (deck) => parsed<BackupCard>(plan.decks[deck].cardParts),
    logs: (deck) => parsed<BackupReviewLog>(plan.decks[deck].logParts),
  };
}
