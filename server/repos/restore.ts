import { attachNotes } from './notes.js';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db.js';
import { assertHandlesBackedUpTables } from '../db/userData.js';
import type { BackupCard, BackupDeck, BackupReviewLog } from '../domain/export/backup.js';
import type { RestoreMedia } from '../domain/import/cardcade.js';
import { saveCardStates } from './cardStates.js';
import { DEFAULT_LEARNER_SETTINGS, IMPORTING_SOURCE, saveLearnerSettings } from './decks.js';
import { mediaUrlsFor, saveMedia } from './media.js';
import { restoredSide } from '../domain/richText/cardSide.js';
import { reviewLogValues } from './reviewLogValues.js';

// Writes a 'Cardcade backup' restore plan into an account (docs/account.md), a chunk at a time
// (issue 31, docs/security.md): the caller runs each of these in a short transaction of its own. Decks
// are created hidden (IMPORTING_SOURCE) and revealed together at the end. Only portable Kysely
// (SQLite and PostgreSQL). The tables written are the ones the registry db/userData.ts marks as
// kept by the backup (exports.test.ts checks each comes back whole).

assertHandlesBackedUpTables('repos/restore.ts', ['decks', 'cards', 'card_states', 'deck_learners', 'media', 'review_logs'], {
  users: "The backup's time zone is shown, not applied: the account restored into keeps its own.",
});

// SQLite allows 32,766 bound values per statement: 18 per card, 11 per log (card states: repos/cardStates.ts).
const CARDS_PER_STATEMENT = 1_000;
const LOGS_PER_STATEMENT = 2_000;

/** Stores files of the backup; answers backup media id → new media id. */
export async function writeRestoreMedia(trx: Db, userId: number, media: readonly RestoreMedia[], now: number, ids: Map<number, number>) {
  for (const file of media) ids.set(file.id, await saveMedia(trx, userId, Buffer.from(file.base64, 'base64'), file.mime, now));
}

/**
 * A hidden deck for a backup's deck. Created now (the sweeper deletes hidden decks by age: a
 * restore of a years-old deck must not look abandoned); its own dates come back at the reveal.
 */
export async function insertHiddenRestoreDeck(trx: Db, userId: number, deck: Omit<BackupDeck, 'cards' | 'reviewLogs'>, now: number): Promise<number> {
  const { id } = await trx
    .insertInto('decks')
    .values({
      user_id: userId,
      name: deck.name,
      description: deck.description,
      source: IMPORTING_SOURCE,
      term_language: deck.termLanguage ?? null,
      definition_language: deck.definitionLanguage ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The learner's settings of the deck (migration 0019: deck_learners, the owner's row; none
  // while every setting is the default, as for a deck made here).
  const settings = {
    ...(deck.examDate === null ? {} : { exam_date: deck.examDate, pacing_start_date: deck.pacingStartDate }),
    ...(deck.desiredRetention === DEFAULT_LEARNER_SETTINGS.desired_retention ? {} : { desired_retention: deck.desiredRetention }),
  };
  await saveLearnerSettings(trx, userId, id, settings, now);
  return id;
}

/**
 * Inserts cards into a hidden deck and answers their new ids in the order given. The deck is
 * ours alone until revealed, so its ids ascend in insertion order after `afterId` (the last id of
 * the previous chunk): one read instead of a RETURNING per row.
 */
export async function insertRestoreCards(
  trx: Db,
  deckId: number,
  cards: readonly BackupCard[],
  newMedia: (id: number | null) => number | null,
  afterId: number,
  noteKeys: Map<string, string> = new Map(),
): Promise<number[]> {
  // Rich sides (docs/rich-cards.md) are sanitized again with images mapped to the restored files' URLs.
  const htmlImageIds: { term_image_id: number | null }[] = [];
  for (const card of cards) {
    for (const html of [card.termHtml, card.definitionHtml]) {
      if (!html) continue;
      for (let at = html.indexOf('/api/media/'); at >= 0; at = html.indexOf('/api/media/', at + 1)) {
        const digits = /^\d{1,15}/.exec(html.slice(at + 11, at + 27))?.[0];
        if (digits) htmlImageIds.push({ term_image_id: newMedia(Number(digits)) });
      }
    }
  }
  const urlOf = htmlImageIds.length ? await mediaUrlsFor(trx, htmlImageIds) : () => null;
  const srcOf = (backupId: number) => urlOf(newMedia(backupId));
  for (let start = 0; start < cards.length; start += CARDS_PER_STATEMENT) {
    const values = cards.slice(start, start + CARDS_PER_STATEMENT).map((card) => {
      const term = restoredSide(card.term, card.termHtml, srcOf);
      const definition = restoredSide(card.definition, card.definitionHtml, srcOf);
      return {
        deck_id: deckId,
        term: term.text,
        definition: definition.text,
        term_html: term.html,
        definition_html: definition.html,
        created_at: card.createdAt,
        updated_at: card.updatedAt,
        term_image_id: newMedia(card.media.termImage),
        definition_image_id: newMedia(card.media.definitionImage),
        term_audio_id: newMedia(card.media.termAudio),
        definition_audio_id: newMedia(card.media.definitionAudio),
        ...restoredCloze(card.cloze, noteKeys),
        anki_key: card.ankiKey ?? null,
      };
    });
    await trx.insertInto('cards').values(values).execute();
  }
  const rows = await trx.selectFrom('cards').select('id').where('deck_id', '=', deckId).where('id', '>', afterId).orderBy('id').execute();
  const ids = rows.map((row) => row.id);
  // Each card's schedule is the restoring learner's progress (migration 0019: card_states); the
  // hidden deck is theirs alone, so its owner is the learner.
  const { user_id: userId } = await trx.selectFrom('decks').select('user_id').where('id', '=', deckId).executeTakeFirstOrThrow();
  // A card never studied (NEW, due from its creation) needs no row, as for a card made here.
  const fresh = ({ fsrs, createdAt }: BackupCard) => fsrs.state === 0 && fsrs.reps === 0 && fsrs.lapses === 0 && fsrs.due === createdAt && fsrs.stability === 0 && fsrs.lastReview === null;
  await saveCardStates(
    trx,
    userId,
    cards.flatMap((card, index) => (fresh(card) ? [] : [{ card, index }])).map(({ card: { fsrs }, index }) => ({
      cardId: ids[index],
      deckId,
      schedule: {
        due: fsrs.due,
        stability: fsrs.stability,
        difficulty: fsrs.difficulty,
        elapsed_days: fsrs.elapsedDays,
        scheduled_days: fsrs.scheduledDays,
        learning_steps: fsrs.learningSteps,
        reps: fsrs.reps,
        lapses: fsrs.lapses,
        state: fsrs.state,
        last_review: fsrs.lastReview,
      },
    })),
  );
  return ids;
}

/**
 * A card's cloze columns (docs/study-modes.md): basic without them (older backups too). The file's note
 * key only groups cards; each note gets a new key (`noteKeys`, one map per restored deck, kept
 * across its chunks), so a restore never shares a key with a note already in the account.
 */
function restoredCloze(cloze: BackupCard['cloze'], noteKeys: Map<string, string>) {
  if (!cloze) return { kind: 'basic' as const, cloze_number: null, cloze_note: null, cloze_text: null, cloze_extra: null, cloze_answer: null };
  let note: string | null = null;
  if (cloze.note !== null) {
    note = noteKeys.get(cloze.note) ?? randomUUID();
    noteKeys.set(cloze.note, note);
  }
  return { kind: 'cloze' as const, cloze_number: cloze.number, cloze_note: note, cloze_text: cloze.text, cloze_extra: cloze.extra, cloze_answer: cloze.answer };
}

export async function insertRestoreLogs(trx: Db, userId: number, deckId: number, logs: readonly BackupReviewLog[], cardIds: ReadonlyMap<number, number>) {
  for (let start = 0; start < logs.length; start += LOGS_PER_STATEMENT) {
    const values = logs.slice(start, start + LOGS_PER_STATEMENT).map((log) => reviewLogValues({ ...log, userId, deckId, cardId: log.cardId === null ? null : (cardIds.get(log.cardId) ?? null) }));
    await trx.insertInto('review_logs').values(values).execute();
  }
}

/** The reveal: each hidden deck gets its real source and dates (only decks still hidden change). */
export async function revealRestoredDecks(trx: Db, userId: number, decks: readonly { id: number; source: string; createdAt: number; updatedAt: number }[]) {
  // A backup from before notes (or one whose notes are not read yet) gives each card a note here.
  await attachNotes(trx, Date.now(), { deckIds: decks.map((deck) => deck.id) });
  for (const deck of decks) {
    await trx
      .updateTable('decks')
      .set({ source: deck.source, created_at: deck.createdAt, updated_at: deck.updatedAt })
      .where('id', '=', deck.id)
      .where('user_id', '=', userId)
      .where('source', '=', IMPORTING_SOURCE)
      .execute();
  }
}
