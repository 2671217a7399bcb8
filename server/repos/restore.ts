import type { Db } from '../db.js';
import type { RestorePlan } from '../domain/import/cardcade.js';
import { saveMedia } from './media.js';

// Writes a 'Cardcade backup' restore plan into an account (DESIGN §11), inside the confirm's
// transaction: media, then each deck with its cards and review logs, all with new ids. Only
// portable Kysely (SQLite and PostgreSQL).

// SQLite allows 32,766 bound values per statement: 19 per card, 11 per log.
const CARDS_PER_STATEMENT = 1_000;
const LOGS_PER_STATEMENT = 2_000;

export async function writeRestore(trx: Db, userId: number, plan: RestorePlan, now: number) {
  const mediaIds = new Map<number, number>();
  for (const media of plan.media) {
    mediaIds.set(media.id, await saveMedia(trx, userId, Buffer.from(media.base64, 'base64'), media.mime, now));
  }
  const newMedia = (id: number | null) => (id === null ? null : (mediaIds.get(id) ?? null));

  const createdDecks: { id: number; name: string; cardCount: number }[] = [];
  for (const deck of plan.backup.decks) {
    const { id: deckId } = await trx
      .insertInto('decks')
      .values({
        user_id: userId,
        name: deck.name,
        description: deck.description,
        source: deck.source,
        exam_date: deck.examDate,
        pacing_start_date: deck.pacingStartDate,
        desired_retention: deck.desiredRetention,
        created_at: deck.createdAt,
        updated_at: deck.updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (let start = 0; start < deck.cards.length; start += CARDS_PER_STATEMENT) {
      const values = deck.cards.slice(start, start + CARDS_PER_STATEMENT).map((card) => ({
        deck_id: deckId,
        term: card.term,
        definition: card.definition,
        created_at: card.createdAt,
        updated_at: card.updatedAt,
        due: card.fsrs.due,
        stability: card.fsrs.stability,
        difficulty: card.fsrs.difficulty,
        elapsed_days: card.fsrs.elapsedDays,
        scheduled_days: card.fsrs.scheduledDays,
        learning_steps: card.fsrs.learningSteps,
        reps: card.fsrs.reps,
        lapses: card.fsrs.lapses,
        state: card.fsrs.state,
        last_review: card.fsrs.lastReview,
        term_image_id: newMedia(card.media.termImage),
        definition_image_id: newMedia(card.media.definitionImage),
        term_audio_id: newMedia(card.media.termAudio),
        definition_audio_id: newMedia(card.media.definitionAudio),
      }));
      await trx.insertInto('cards').values(values).execute();
    }
    // The deck is new and written in this transaction, so its ids ascend in insertion order:
    // the i-th id is the i-th card of the file (one read instead of a RETURNING per row).
    const newIds = await trx.selectFrom('cards').select('id').where('deck_id', '=', deckId).orderBy('id').execute();
    const cardIds = new Map<number, number>();
    deck.cards.forEach((card, index) => cardIds.set(card.id, newIds[index].id));

    for (let start = 0; start < deck.reviewLogs.length; start += LOGS_PER_STATEMENT) {
      const values = deck.reviewLogs.slice(start, start + LOGS_PER_STATEMENT).map((log) => ({
        user_id: userId,
        deck_id: deckId,
        card_id: log.cardId === null ? null : (cardIds.get(log.cardId) ?? null),
        session_id: log.sessionId,
        rating: log.rating,
        is_correct: log.isCorrect ? (1 as const) : (0 as const),
        game_type: log.gameType,
        answer_time_ms: log.answerTimeMs,
        used_hint: log.usedHint ? (1 as const) : (0 as const),
        reviewed_at: log.reviewedAt,
        local_day: log.localDay,
      }));
      await trx.insertInto('review_logs').values(values).execute();
    }
    createdDecks.push({ id: deckId, name: deck.name, cardCount: deck.cards.length });
  }
  return createdDecks;
}
