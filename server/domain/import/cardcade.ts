import { IMPORT_MAX_CARDS, IMPORT_PREVIEW_CARDS } from '../../../shared/constants.js';
import type { ImportPreview } from '../../../shared/schemas/imports.js';
import { BACKUP_FORMAT, BACKUP_JSON, BACKUP_VERSION, backupFile, mediaMemberName, type BackupFile } from '../export/backup.js';
import { sniffMedia } from '../export/media.js';
import { sha256Hex } from '../sha256.js';
import { IMPORTING_SOURCE } from '../../repos/decks.js';
import { ImportInputError, IMPORT_ERRORS, zipInputError } from './errors.js';
import { inflateBudget, inflateLimitFor, isZip, openZip, ZipTooLargeError, type OpenedZip } from './zip.js';

// The 'Cardcade backup' import type (DESIGN §11): a zip made by GET /api/account/export becomes
// a restore plan. Same rules as the other importers (DESIGN §6, §9): yauzl with the counted
// inflate budget (zip bombs, lying headers, ../ names), limits checked while reading, the JSON
// validated by the format's zod schema before anything is trusted, every reference checked.

export const CARDCADE_ERRORS = {
  notAZip: 'The file is not a Cardcade backup: it is not a zip archive.',
  notBackup: 'The zip file is not a Cardcade backup: it holds no cardcade.json.',
  badJson: 'The Cardcade backup is damaged: cardcade.json is not valid JSON.',
  jsonTooLarge: (mb: number) => `The Cardcade backup's cardcade.json is larger than ${mb} MB and was rejected.`,
  newerVersion: (version: number) =>
    `This backup was made by a newer Cardcade (backup format ${version}). Update this server, then import it again.`,
  invalid: (where: string, message: string) => `The Cardcade backup is damaged: ${where ? `${where}: ` : ''}${message}`,
  tooManyLogs: (max: number) => `This backup has more than ${max.toLocaleString('en-US')} review logs. It cannot be imported here.`,
} as const;

/** cardcade.json is parsed whole (JSON.parse): kept well below V8's string limit. */
export const BACKUP_JSON_MAX_BYTES = 256 * 1024 * 1024;
export const BACKUP_MAX_REVIEW_LOGS = 2_000_000;

/** A media file ready to store: bytes as base64 so the plan survives the JSON import cache. */
export interface RestoreMedia {
  id: number;
  mime: string;
  base64: string;
}

export interface RestorePlan {
  backup: BackupFile;
  media: RestoreMedia[];
  /** Media listed in the file but missing, altered or of an unknown type (their card refs are dropped). */
  skippedMedia: number;
}

function plural(count: number, word: string) {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** Zip bytes → restore plan; ImportInputError for anything the user must fix. */
export async function parseCardcadeBackup(bytes: Uint8Array, now = Date.now()): Promise<RestorePlan> {
  if (!isZip(bytes)) throw new ImportInputError(CARDCADE_ERRORS.notAZip);
  const limit = inflateLimitFor(bytes.length);
  let zip: OpenedZip | null = null;
  try {
    zip = await openZip(bytes);
    const members = zip.members;
    if (members.reduce((sum, member) => sum + member.declaredSize, 0) > limit) throw new ZipTooLargeError(limit);
    const jsonMember = members.find((member) => member.name === BACKUP_JSON);
    if (!jsonMember) throw new ImportInputError(CARDCADE_ERRORS.notBackup);
    if (jsonMember.declaredSize > BACKUP_JSON_MAX_BYTES) throw new ImportInputError(CARDCADE_ERRORS.jsonTooLarge(BACKUP_JSON_MAX_BYTES / 2 ** 20));
    const budget = inflateBudget(limit);
    // The JSON's own cap rides on the shared budget: whichever is smaller stops it.
    const jsonBudget = inflateBudget(Math.min(limit, BACKUP_JSON_MAX_BYTES));
    const jsonBytes = await zip.read(jsonMember, jsonBudget);
    budget.remaining -= jsonBytes.length;
    const backup = validate(decodeJson(jsonBytes), now);

    const byName = new Map(members.map((member) => [member.name, member]));
    const media: RestoreMedia[] = [];
    let skippedMedia = 0;
    for (const listed of backup.media) {
      const member = byName.get(mediaMemberName(listed.sha256));
      const content = member ? await zip.read(member, budget) : null;
      const type = content ? sniffMedia(content) : null;
      if (!content || !type || sha256Hex(content) !== listed.sha256) {
        skippedMedia += 1;
        continue;
      }
      media.push({ id: listed.id, mime: type.mime, base64: Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64') });
    }
    dropMissingMediaRefs(backup, new Set(media.map((entry) => entry.id)));
    return { backup, media, skippedMedia };
  } catch (error) {
    if (error instanceof ZipTooLargeError && error.limitBytes === BACKUP_JSON_MAX_BYTES && BACKUP_JSON_MAX_BYTES < limit) {
      throw new ImportInputError(CARDCADE_ERRORS.jsonTooLarge(BACKUP_JSON_MAX_BYTES / 2 ** 20));
    }
    throw zipInputError(error, limit);
  } finally {
    zip?.close();
  }
}

function decodeJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ImportInputError(CARDCADE_ERRORS.badJson);
  }
}

/** The UTC day number of an epoch-ms time (ts-fsrs counts elapsed days between these). */
const utcDay = (ms: number) => Math.floor(ms / 86_400_000);

/**
 * The format's schema (every number bounded, every date a real one), then the limits, then every
 * internal reference, then times that must not be after `now`'s day: ts-fsrs refuses to step a
 * card whose last review comes after the answer (every later answer would fail).
 */
export function validate(value: unknown, now = Date.now()): BackupFile {
  const head = value as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== BACKUP_FORMAT) {
    throw new ImportInputError(CARDCADE_ERRORS.invalid('', 'it is not a Cardcade backup file.'));
  }
  if (typeof head.version === 'number' && head.version > BACKUP_VERSION) throw new ImportInputError(CARDCADE_ERRORS.newerVersion(head.version));
  // Counted before the schema walks everything, so a huge file fails fast and cheaply.
  const decks = (value as { decks?: unknown }).decks;
  if (Array.isArray(decks)) {
    let cards = 0;
    let logs = 0;
    for (const deck of decks as { cards?: unknown; reviewLogs?: unknown }[]) {
      if (deck && Array.isArray(deck.cards)) cards += deck.cards.length;
      if (deck && Array.isArray(deck.reviewLogs)) logs += deck.reviewLogs.length;
    }
    if (cards > IMPORT_MAX_CARDS) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS, cards));
    if (logs > BACKUP_MAX_REVIEW_LOGS) throw new ImportInputError(CARDCADE_ERRORS.tooManyLogs(BACKUP_MAX_REVIEW_LOGS));
  }
  const parsed = backupFile.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportInputError(CARDCADE_ERRORS.invalid(issue.path.join('.'), `${issue.message}.`));
  }
  const backup = parsed.data;
  // A deck an import confirm was still filling when the backup was made (or that a crash left
  // for the sweeper) was never the user's: restored, it would stay hidden and then be swept.
  backup.decks = backup.decks.filter((deck) => deck.source !== IMPORTING_SOURCE);
  const cardIds = new Set<number>();
  backup.decks.forEach((deck, deckIndex) => {
    const ofDeck = new Set<number>();
    deck.cards.forEach((card, cardIndex) => {
      if (card.fsrs.lastReview !== null && utcDay(card.fsrs.lastReview) > utcDay(now)) {
        throw new ImportInputError(CARDCADE_ERRORS.invalid(`decks.${deckIndex}.cards.${cardIndex}.fsrs.lastReview`, 'the last review is in the future.'));
      }
      if (cardIds.has(card.id)) throw new ImportInputError(CARDCADE_ERRORS.invalid(`decks.${deckIndex}.cards.${cardIndex}.id`, 'the card id is repeated.'));
      cardIds.add(card.id);
      ofDeck.add(card.id);
    });
    deck.reviewLogs.forEach((log, logIndex) => {
      if (utcDay(log.reviewedAt) > utcDay(now)) {
        throw new ImportInputError(CARDCADE_ERRORS.invalid(`decks.${deckIndex}.reviewLogs.${logIndex}.reviewedAt`, 'the review is in the future.'));
      }
      if (log.cardId !== null && !ofDeck.has(log.cardId)) {
        throw new ImportInputError(CARDCADE_ERRORS.invalid(`decks.${deckIndex}.reviewLogs.${logIndex}.cardId`, 'no card of this deck has this id.'));
      }
    });
  });
  return backup;
}

function dropMissingMediaRefs(backup: BackupFile, present: Set<number>) {
  const keep = (id: number | null) => (id !== null && present.has(id) ? id : null);
  for (const deck of backup.decks) {
    for (const card of deck.cards) {
      const m = card.media;
      card.media = { termImage: keep(m.termImage), definitionImage: keep(m.definitionImage), termAudio: keep(m.termAudio), definitionAudio: keep(m.definitionAudio) };
    }
  }
}

/** SPEC §3's preview of a restore: the decks it will create and the first cards. */
export function restorePreview(plan: RestorePlan, temporaryImportId: string): ImportPreview {
  const { backup } = plan;
  const previewCards: ImportPreview['previewCards'] = [];
  let cardCount = 0;
  let logCount = 0;
  for (const deck of backup.decks) {
    cardCount += deck.cards.length;
    logCount += deck.reviewLogs.length;
    for (const card of deck.cards) {
      if (previewCards.length >= IMPORT_PREVIEW_CARDS) break;
      previewCards.push({ term: card.term, definition: card.definition, ankiDeckName: deck.name, errors: [] });
    }
  }
  const skipped = plan.skippedMedia ? ` (${plural(plan.skippedMedia, 'media file')} missing or damaged, left out)` : '';
  return {
    message:
      `Cardcade backup read: ${plural(cardCount, 'card')} in ${plural(backup.decks.length, 'deck')}, ` +
      `${plural(logCount, 'review log')} and ${plural(plan.media.length, 'media file')}${skipped}.`,
    temporaryImportId,
    decksToCreate: backup.decks.map((deck) => ({ name: deck.name, description: deck.description ?? '', cardCount: deck.cards.length })),
    errorSummary: { totalCardsAttempted: cardCount, cardsWithIssues: 0, issuesPreview: [] },
    previewCards,
  };
}
