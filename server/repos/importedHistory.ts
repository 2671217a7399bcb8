import type { Db } from '../db.js';
import { REVIEW_STRIDE, type CardHistoryDraft } from '../domain/import/ankiHistory.js';
import { localDay } from '../domain/days.js';

// Anki revlog rows kept on import become review logs (docs/anki-history.md): game type `anki`,
// correct when the ease was Hard or better, the user's local day at the time.

export const ANKI_GAME_TYPE = 'anki';
/** 11 bound values a row: 2,500 rows stay under SQLite's 32,766 and PostgreSQL's 65,535. */
const LOGS_PER_STATEMENT = 2_500;
const SLOT_MS = 15 * 60_000;

/** `localDay` memoised per 15-minute slot (every UTC offset is a multiple of it): 500k rows stay cheap. */
function localDayIn(timeZone: string): (instant: number) => string {
  const slots = new Map<number, string>();
  return (instant) => {
    const slot = Math.floor(instant / SLOT_MS);
    let day = slots.get(slot);
    if (day === undefined) slots.set(slot, (day = localDay(slot * SLOT_MS, timeZone)));
    return day;
  };
}

/** Writes the kept reviews of one deck's new cards (`cardIds[i]` is `cards[i]`'s id). */
export async function insertImportedReviews(
  db: Db,
  input: {
    userId: number;
    deckId: number;
    sessionId: string;
    timeZone: string;
    cards: readonly { history?: CardHistoryDraft }[];
    cardIds: readonly number[];
  },
): Promise<number> {
  const dayOf = localDayIn(input.timeZone);
  let batch: object[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insertInto('review_logs').values(batch as never).execute();
    written += batch.length;
    batch = [];
  };
  for (let index = 0; index < input.cards.length; index++) {
    const reviews = input.cards[index].history?.r;
    if (!reviews) continue;
    for (let at = 0; at < reviews.length; at += REVIEW_STRIDE) {
      const reviewedAt = reviews[at];
      const ease = reviews[at + 1];
      batch.push({
        user_id: input.userId,
        deck_id: input.deckId,
        card_id: input.cardIds[index],
        session_id: input.sessionId,
        rating: ease,
        is_correct: ease >= 2 ? 1 : 0,
        game_type: ANKI_GAME_TYPE,
        answer_time_ms: reviews[at + 2] || null,
        used_hint: 0,
        reviewed_at: reviewedAt,
        local_day: dayOf(reviewedAt),
      });
      if (batch.length >= LOGS_PER_STATEMENT) await flush();
    }
  }
  await flush();
  return written;
}
