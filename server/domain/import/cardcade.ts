import { IMPORT_MAX_CARDS, IMPORT_PREVIEW_CARDS } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import type { ImportPreview } from '../../../shared/schemas/imports.js';
import {
  BACKUP_FORMAT,
  BACKUP_JSON,
  BACKUP_VERSION,
  backupCard,
  backupFile,
  backupReviewLog,
  mediaMemberName,
  type BackupCard,
  type BackupDeck,
  type BackupFile,
  type BackupReviewLog,
} from '../export/backup.js';
import { sniffMedia } from '../export/media.js';
import { sha256Hex } from '../sha256.js';
import { IMPORTING_SOURCE } from '../../repos/decks.js';
import { BackupJsonPartTooLarge, BackupJsonRepeatedKey, BackupJsonScanner, BackupJsonSyntaxError, type StreamedArray } from './backupJsonScan.js';
import { ImportInputError, IMPORT_ERRORS, zipInputError } from './errors.js';
import { inflateBudget, inflateLimitFor, isZip, openZip, ZipTooLargeError, type OpenedZip } from './zip.js';

// The 'Cardcade backup' import type (docs/account.md): a zip made by GET /api/account/export becomes
// a restore plan. Same rules as the other importers (docs/imports.md, docs/security.md): yauzl with the counted
// inflate budget (zip bombs, lying headers, ../ names), limits checked while reading, the JSON
// validated by the format's zod schema before anything is trusted, every reference checked.
// The JSON is read streamed, a part at a time (docs/security.md, backupJsonScan.ts): the caller's sink
// keeps the parts in memory (parseCardcadeBackup) or stores them (server/imports/restoreParts.ts).

export const CARDCADE_ERRORS = {
  notAZip: 'The file is not a Cardcade backup: it is not a zip archive.',
  notBackup: 'The zip file is not a Cardcade backup: it holds no cardcade.json.',
  badJson: 'The Cardcade backup is damaged: cardcade.json is not valid JSON.',
  elementTooLarge: (mb: number) => `The Cardcade backup's cardcade.json has a card or review log larger than ${mb} MB and was rejected.`,
  skeletonTooLarge: (mb: number) => `The Cardcade backup's cardcade.json has more than ${mb} MB outside its cards and review logs and was rejected.`,
  newerVersion: (version: number) =>
    `This backup was made by a newer Cardcade (backup format ${version}). Update this server, then import it again.`,
  invalid: (where: string, message: string) => `The Cardcade backup is damaged: ${where ? `${where}: ` : ''}${message}`,
  tooManyLogs: (max: number) => `This backup has more than ${max.toLocaleString('en-US')} review logs. It cannot be imported here.`,
} as const;

/**
 * cardcade.json is read streamed (backupJsonScan.ts), so its caps are per part, not on the whole
 * member (a 1.4M-review account's is ~300 MB; the whole member is bounded by the zip's inflate
 * limit, at most 100 × the upload): one card or review log, and everything else (the head, the
 * media list, the decks' fields), which is parsed whole. Each bounds what one piece costs to parse.
 */
export interface BackupLimits {
  elementMaxBytes: number;
  skeletonMaxBytes: number;
}
export const BACKUP_LIMITS: BackupLimits = { elementMaxBytes: 1024 * 1024, skeletonMaxBytes: 32 * 1024 * 1024 };
export const BACKUP_MAX_REVIEW_LOGS = 2_000_000;

/** Cards and review logs handed on together (a part of the cache, a chunk of the confirm). */
export const RESTORE_CARDS_PER_PART = 2_000;
export const RESTORE_LOGS_PER_PART = 5_000;
/** A batch is also cut at this many bytes of JSON (cards can be long). */
const BATCH_MAX_BYTES = 4 * 1024 * 1024;

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

export type BackupDeckFields = Omit<BackupDeck, 'cards' | 'reviewLogs'>;

/** Where a streamed read hands the backup on (kept decks numbered from 0, in file order). */
export interface RestoreSink {
  cards(deck: number, cards: BackupCard[]): void | Promise<void>;
  logs(deck: number, logs: BackupReviewLog[]): void | Promise<void>;
  media(file: RestoreMedia): void | Promise<void>;
}

/** What a preview shows of a backup, however it was read. */
export interface BackupSummary {
  /** The head with the kept decks' fields (their cards and logs went to the sink). */
  backup: BackupFile;
  decks: { fields: BackupDeckFields; cardCount: number; logCount: number }[];
  previewCards: ImportPreview['previewCards'];
  mediaCount: number;
  skippedMedia: number;
}

function plural(count: number, word: string) {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** Zip bytes → restore plan held in memory (tests, ':memory:'); ImportInputError for anything the user must fix. */
export async function parseCardcadeBackup(bytes: Uint8Array, now = Date.now(), limits = BACKUP_LIMITS): Promise<RestorePlan> {
  return (await readCardcadeBackupInMemory(bytes, now, limits)).plan;
}

/** The same with what the preview shows. */
export async function readCardcadeBackupInMemory(bytes: Uint8Array, now = Date.now(), limits = BACKUP_LIMITS): Promise<{ plan: RestorePlan; summary: BackupSummary }> {
  const decks: BackupDeck[] = [];
  const media: RestoreMedia[] = [];
  const summary = await readCardcadeBackup(
    bytes,
    {
      cards: (deck, cards) => void decks[deck].cards.push(...cards),
      logs: (deck, logs) => void decks[deck].reviewLogs.push(...logs),
      media: (file) => void media.push(file),
    },
    { now, limits, onDecks: (fields) => decks.push(...fields.map((deck) => ({ ...deck, cards: [], reviewLogs: [] }))) },
  );
  const backup = { ...summary.backup, decks };
  dropMissingMediaRefs(backup, new Set(media.map((entry) => entry.id)));
  return { plan: { backup, media, skippedMedia: summary.skippedMedia }, summary };
}

/**
 * Reads a backup zip streamed (docs/security.md): cardcade.json twice as it inflates, first to count
 * and to keep its skeleton (head, media list, deck fields: checked before any card), then to
 * check each card and review log and hand them on in parts; then the media files one at a time.
 * Memory holds one part and the skeleton whatever the file's size; ImportInputError for
 * anything the user must fix.
 */
export async function readCardcadeBackup(
  bytes: Uint8Array,
  sink: RestoreSink,
  options: { now?: number; limits?: BackupLimits; onDecks?: (decks: BackupDeckFields[]) => void } = {},
): Promise<BackupSummary> {
  const { now = Date.now(), limits = BACKUP_LIMITS } = options;
  if (!isZip(bytes)) throw new ImportInputError(CARDCADE_ERRORS.notAZip);
  const limit = inflateLimitFor(bytes.length);
  let zip: OpenedZip | null = null;
  try {
    zip = await openZip(bytes);
    const opened = zip;
    const members = zip.members;
    if (members.reduce((sum, member) => sum + member.declaredSize, 0) > limit) throw new ZipTooLargeError(limit);
    const jsonMember = members.find((member) => member.name === BACKUP_JSON);
    if (!jsonMember) throw new ImportInputError(CARDCADE_ERRORS.notBackup);
    const budget = inflateBudget(limit);

    // Pass 1: counts and the skeleton.
    const counts = new Map<number, { cards: number; logs: number }>();
    let cards = 0;
    let logs = 0;
    const counting = new BackupJsonScanner(
      limits,
      {
        element(array, deck) {
          let count = counts.get(deck);
          if (!count) counts.set(deck, (count = { cards: 0, logs: 0 }));
          if (array === 'cards') {
            count.cards += 1;
            if (++cards > IMPORT_MAX_CARDS) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS));
          } else {
            count.logs += 1;
            if (++logs > BACKUP_MAX_REVIEW_LOGS) throw new ImportInputError(CARDCADE_ERRORS.tooManyLogs(BACKUP_MAX_REVIEW_LOGS));
          }
        },
      },
      { keepElements: false, keepSkeleton: true },
    );
    const before = budget.remaining;
    await scanned(() => opened.stream(jsonMember, budget, (chunk) => counting.push(chunk)), limits);
    const jsonBytes = before - budget.remaining;
    const checker = new BackupChecker(decodeJson(scanned(() => counting.end(), limits)), now);
    options.onDecks?.(checker.kept.map(({ fields }) => fields));

    // Pass 2: every card and log, checked and handed on in parts. The member inflates to the
    // same bytes (yauzl checks its declared size), so it is bounded by what pass 1 counted.
    const queue: Batch[] = [];
    const batches = new Batcher(queue);
    const reading = new BackupJsonScanner(
      limits,
      { element: (array, deck, text) => batches.add(array, deck, text!), arrayEnd: (array, deck) => batches.end(array, deck) },
      { keepElements: true, keepSkeleton: false },
    );
    const drain = async () => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) await checker.take(batch, sink);
    };
    await scanned(
      () =>
        opened.stream(jsonMember, inflateBudget(jsonBytes), async (chunk) => {
          reading.push(chunk);
          await drain();
        }),
      limits,
    );
    scanned(() => reading.end(), limits);
    batches.flush();
    await drain();
    checker.finish();

    const byName = new Map(members.map((member) => [member.name, member]));
    let mediaCount = 0;
    let skippedMedia = 0;
    for (const listed of checker.backup.media) {
      const member = byName.get(mediaMemberName(listed.sha256));
      const content = member ? await zip.read(member, budget) : null;
      const type = content ? sniffMedia(content) : null;
      if (!content || !type || sha256Hex(content) !== listed.sha256) {
        skippedMedia += 1;
        continue;
      }
      mediaCount += 1;
      await sink.media({ id: listed.id, mime: type.mime, base64: Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64') });
    }
    return {
      backup: checker.backup,
      decks: checker.kept.map(({ fields, cardCount, logCount }) => ({ fields, cardCount, logCount })),
      previewCards: checker.previewCards,
      mediaCount,
      skippedMedia,
    };
  } catch (error) {
    throw zipInputError(error, limit);
  } finally {
    zip?.close();
  }
}

/** The scanner's refusals as the user's messages. */
function scanned<T>(read: () => T, limits: BackupLimits): T {
  const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 100) / 100;
  const refusal = (error: unknown) => {
    if (error instanceof BackupJsonSyntaxError) return new ImportInputError(CARDCADE_ERRORS.badJson);
    if (error instanceof BackupJsonRepeatedKey) return new ImportInputError(CARDCADE_ERRORS.invalid(error.path, 'the key is repeated.'));
    if (error instanceof BackupJsonPartTooLarge) {
      return new ImportInputError(error.part === 'element' ? CARDCADE_ERRORS.elementTooLarge(mb(limits.elementMaxBytes)) : CARDCADE_ERRORS.skeletonTooLarge(mb(limits.skeletonMaxBytes)));
    }
    return error;
  };
  try {
    const result = read();
    if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(refusal(error))) as T;
    return result;
  } catch (error) {
    throw refusal(error);
  }
}

function decodeJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ImportInputError(CARDCADE_ERRORS.badJson);
  }
}

interface Batch {
  array: StreamedArray;
  deck: number;
  /** Index of the first element in its array. */
  first: number;
  /** `[e1,e2,…]` as bytes (or already parsed), or null for an array-end marker. */
  json: Uint8Array | unknown[] | null;
  count: number;
}

/** Joins the scanner's elements into JSON arrays of up to a part each (one JSON.parse per part). */
class Batcher {
  private data = new Uint8Array(64 * 1024);
  private length = 0;
  private current: { array: StreamedArray; deck: number; first: number; count: number } | null = null;
  private readonly next = new Map<string, number>();

  constructor(private readonly queue: Batch[]) {}

  add(array: StreamedArray, deck: number, text: Uint8Array) {
    const max = array === 'cards' ? RESTORE_CARDS_PER_PART : RESTORE_LOGS_PER_PART;
    if (this.current && (this.current.array !== array || this.current.deck !== deck || this.current.count >= max || this.length + text.length > BATCH_MAX_BYTES)) this.flush();
    if (!this.current) {
      const key = `${array}.${deck}`;
      this.current = { array, deck, first: this.next.get(key) ?? 0, count: 0 };
      this.length = 0;
      this.put(0x5b);
    } else {
      this.put(0x2c);
    }
    if (this.length + text.length + 1 > this.data.length) {
      let size = this.data.length * 2;
      while (size < this.length + text.length + 1) size *= 2;
      const grown = new Uint8Array(size);
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    this.data.set(text, this.length);
    this.length += text.length;
    this.current.count += 1;
  }

  end(array: StreamedArray, deck: number) {
    this.flush();
    this.queue.push({ array, deck, first: 0, json: null, count: 0 });
  }

  flush() {
    const batch = this.current;
    if (!batch) return;
    this.put(0x5d);
    this.queue.push({ ...batch, json: this.data.slice(0, this.length) });
    const key = `${batch.array}.${batch.deck}`;
    this.next.set(key, batch.first + batch.count);
    this.current = null;
    this.length = 0;
  }

  private put(byte: number) {
    if (this.length + 1 > this.data.length) {
      const grown = new Uint8Array(this.data.length * 2);
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    this.data[this.length++] = byte;
  }
}

/** The UTC day number of an epoch-ms time (ts-fsrs counts elapsed days between these). */
const utcDay = (ms: number) => Math.floor(ms / 86_400_000);

/** A rich side's inline picture; its text is the card's own `term`/`definition` (the export derives it from the HTML). */
const hasInlineImage = (html: string | null | undefined) => html != null && /<img\b/i.test(html);

const invalidAt = (path: string, message: string) => new ImportInputError(CARDCADE_ERRORS.invalid(path, message));

function schemaError(prefix: string, error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  return invalidAt([prefix, ...issue.path.map(String)].filter(Boolean).join('.'), `${issue.message}.`);
}

/**
 * The backup's rules, part by part: the head and deck fields by the format's schema (every number
 * bounded, every date a real one), then each card and log by its own schema, the references
 * between them, and times that must not be after `now`'s day (ts-fsrs refuses to step a card
 * whose last review comes after the answer: every later answer would fail).
 */
class BackupChecker {
  readonly backup: BackupFile;
  /** The decks restored, by file index (null: left out). */
  private readonly keptIndex: (number | null)[];
  readonly kept: { fields: BackupDeckFields; cardCount: number; logCount: number; ids: Set<number>; cardsRead: boolean; pending: [number, number][] }[] = [];
  readonly previewCards: ImportPreview['previewCards'] = [];
  private readonly cardIds = new Set<number>();

  constructor(
    skeleton: unknown,
    private readonly now: number,
  ) {
    const head = skeleton as { format?: unknown; version?: unknown } | null;
    if (typeof head !== 'object' || head === null || head.format !== BACKUP_FORMAT) throw invalidAt('', 'it is not a Cardcade backup file.');
    if (typeof head.version === 'number' && head.version > BACKUP_VERSION) throw new ImportInputError(CARDCADE_ERRORS.newerVersion(head.version));
    const parsed = backupFile.safeParse(skeleton);
    if (!parsed.success) throw schemaError('', parsed.error);
    this.backup = parsed.data;
    this.keptIndex = this.backup.decks.map((deck, index) => {
      // Split arrays are empty in the skeleton; one that is not was written in a way the reader
      // does not split (an escaped key), and would be left out silently.
      if (deck.cards.length || deck.reviewLogs.length) throw invalidAt(`decks.${index}`, 'its cards or review logs are written in an unusual way.');
      // A deck an import confirm was still filling when the backup was made (or that a crash left
      // for the sweeper) was never the user's: restored, it would stay hidden and then be swept.
      if (deck.source === IMPORTING_SOURCE) return null;
      const { cards: _cards, reviewLogs: _logs, ...fields } = deck;
      this.kept.push({ fields, cardCount: 0, logCount: 0, ids: new Set(), cardsRead: false, pending: [] });
      return this.kept.length - 1;
    });
    this.backup.decks = this.backup.decks.filter((deck) => deck.source !== IMPORTING_SOURCE);
  }

  /** Checks a batch; answers the kept deck's index (null: left out or an end marker) and its values. */
  check(batch: Batch): { deck: number | null; cards?: BackupCard[]; logs?: BackupReviewLog[] } {
    const keptIndex = this.keptIndex[batch.deck] ?? null;
    const deck = keptIndex === null ? null : this.kept[keptIndex];
    if (batch.json === null) {
      if (batch.array === 'cards' && deck) this.cardsDone(batch.deck, deck);
      return { deck: null };
    }
    const values = (batch.json instanceof Uint8Array ? decodeJson(batch.json) : batch.json) as unknown[];
    if (batch.array === 'cards') return { deck: keptIndex, cards: values.map((value, at) => this.card(value, batch.deck, batch.first + at, deck)) };
    return { deck: keptIndex, logs: values.map((value, at) => this.log(value, batch.deck, batch.first + at, deck)) };
  }

  async take(batch: Batch, sink: RestoreSink) {
    const { deck, cards, logs } = this.check(batch);
    if (deck === null) return;
    if (cards) await sink.cards(deck, cards);
    if (logs) await sink.logs(deck, logs);
  }

  private card(value: unknown, deckIndex: number, index: number, deck: BackupChecker['kept'][number] | null): BackupCard {
    const where = `decks.${deckIndex}.cards.${index}`;
    const parsed = backupCard.safeParse(value);
    if (!parsed.success) throw schemaError(where, parsed.error);
    const card = parsed.data;
    if (!deck) return card;
    // The card form's rule (services/cards.ts): a side needs text or a picture, on its own or
    // inline in its HTML (a sound alone gives nothing to answer).
    if (!card.term.trim() && card.media.termImage === null && !hasInlineImage(card.termHtml)) throw invalidAt(`${where}.term`, MSG.termAndDefinitionRequired);
    if (!card.definition.trim() && card.media.definitionImage === null && !hasInlineImage(card.definitionHtml)) throw invalidAt(`${where}.definition`, MSG.termAndDefinitionRequired);
    if (card.fsrs.lastReview !== null && utcDay(card.fsrs.lastReview) > utcDay(this.now)) throw invalidAt(`${where}.fsrs.lastReview`, 'the last review is in the future.');
    if (this.cardIds.has(card.id)) throw invalidAt(`${where}.id`, 'the card id is repeated.');
    // A note names a note type of the head (docs/notes.md); its fields are at most that type's.
    if (card.note) {
      const type = this.backup.noteTypes?.[card.note.type];
      if (!type) throw invalidAt(`${where}.note.type`, 'no note type of the file has this index.');
      if (card.note.fields && card.note.fields.length > type.fields.length) throw invalidAt(`${where}.note.fields`, 'the note has more fields than its note type.');
    }
    this.cardIds.add(card.id);
    deck.ids.add(card.id);
    deck.cardCount += 1;
    if (this.previewCards.length < IMPORT_PREVIEW_CARDS) this.previewCards.push({ term: card.term, definition: card.definition, ankiDeckName: deck.fields.name, errors: [] });
    return card;
  }

  private log(value: unknown, deckIndex: number, index: number, deck: BackupChecker['kept'][number] | null): BackupReviewLog {
    const where = `decks.${deckIndex}.reviewLogs.${index}`;
    const parsed = backupReviewLog.safeParse(value);
    if (!parsed.success) throw schemaError(where, parsed.error);
    const log = parsed.data;
    if (!deck) return log;
    if (utcDay(log.reviewedAt) > utcDay(this.now)) throw invalidAt(`${where}.reviewedAt`, 'the review is in the future.');
    if (log.cardId !== null) {
      // Logs written before their deck's cards are checked once the cards are read.
      if (deck.cardsRead) this.reference(deckIndex, index, log.cardId, deck);
      else deck.pending.push([index, log.cardId]);
    }
    deck.logCount += 1;
    return log;
  }

  private reference(deckIndex: number, index: number, cardId: number, deck: BackupChecker['kept'][number]) {
    if (!deck.ids.has(cardId)) throw invalidAt(`decks.${deckIndex}.reviewLogs.${index}.cardId`, 'no card of this deck has this id.');
  }

  private cardsDone(deckIndex: number, deck: BackupChecker['kept'][number]) {
    deck.cardsRead = true;
    for (const [index, cardId] of deck.pending) this.reference(deckIndex, index, cardId, deck);
    deck.pending = [];
  }

  /** After the last part: every deck's cards were read (the schema requires the array). */
  finish() {
    this.keptIndex.forEach((kept, deckIndex) => {
      if (kept !== null) this.cardsDone(deckIndex, this.kept[kept]);
    });
  }
}

/**
 * The same checks on a backup already parsed (tests of the schema): split into the skeleton and
 * its elements as the streamed read does.
 */
export function validate(value: unknown, now = Date.now()): BackupFile {
  const decks = (value as { decks?: unknown } | null)?.decks;
  const split = Array.isArray(decks)
    ? decks.map((deck: unknown) => {
        if (typeof deck !== 'object' || deck === null) return { deck, cards: [], logs: [] };
        const { cards, reviewLogs, ...fields } = deck as { cards?: unknown; reviewLogs?: unknown };
        return { deck: { ...fields, cards: Array.isArray(cards) ? [] : cards, reviewLogs: Array.isArray(reviewLogs) ? [] : reviewLogs }, cards: Array.isArray(cards) ? cards : [], logs: Array.isArray(reviewLogs) ? reviewLogs : [] };
      })
    : null;
  let cardCount = 0;
  let logCount = 0;
  for (const part of split ?? []) {
    cardCount += part.cards.length;
    logCount += part.logs.length;
  }
  const head = value as { format?: unknown } | null;
  if (typeof head === 'object' && head !== null && head.format === BACKUP_FORMAT) {
    if (cardCount > IMPORT_MAX_CARDS) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS, cardCount));
    if (logCount > BACKUP_MAX_REVIEW_LOGS) throw new ImportInputError(CARDCADE_ERRORS.tooManyLogs(BACKUP_MAX_REVIEW_LOGS));
  }
  const checker = new BackupChecker(split ? { ...(value as object), decks: split.map((part) => part.deck) } : value, now);
  const kept: BackupDeck[] = checker.kept.map(({ fields }) => ({ ...fields, cards: [], reviewLogs: [] }));
  (split ?? []).forEach((part, deckIndex) => {
    const cards = checker.check({ array: 'cards', deck: deckIndex, first: 0, json: part.cards, count: part.cards.length });
    checker.check({ array: 'cards', deck: deckIndex, first: 0, json: null, count: 0 });
    const logs = checker.check({ array: 'reviewLogs', deck: deckIndex, first: 0, json: part.logs, count: part.logs.length });
    if (cards.deck !== null) kept[cards.deck].cards = cards.cards!;
    if (logs.deck !== null) kept[logs.deck].reviewLogs = logs.logs!;
  });
  checker.finish();
  return { ...checker.backup, decks: kept };
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

/** docs/product.md: entities's preview of a restore: the decks it will create and the first cards. */
export function restorePreview(summary: BackupSummary, temporaryImportId: string): ImportPreview {
  const cardCount = summary.decks.reduce((sum, deck) => sum + deck.cardCount, 0);
  const logCount = summary.decks.reduce((sum, deck) => sum + deck.logCount, 0);
  const skipped = summary.skippedMedia ? ` (${plural(summary.skippedMedia, 'media file')} missing or damaged, left out)` : '';
  return {
    message:
      `Cardcade backup read: ${plural(cardCount, 'card')} in ${plural(summary.decks.length, 'deck')}, ` +
      `${plural(logCount, 'review log')} and ${plural(summary.mediaCount, 'media file')}${skipped}.`,
    temporaryImportId,
    decksToCreate: summary.decks.map(({ fields, cardCount }) => ({ name: fields.name, description: fields.description ?? '', cardCount })),
    errorSummary: { totalCardsAttempted: cardCount, cardsWithIssues: 0, issuesPreview: [] },
    previewCards: summary.previewCards,
  };
}
