import { CompiledQuery } from 'kysely';
import type { Db } from '../db.js';
import { dialectOf, type DialectName } from '../db/dialect.js';
import { REVIEW_STRIDE, type CardHistoryDraft } from '../domain/import/ankiHistory.js';
import { localDay } from '../domain/days.js';

// Anki revlog rows kept on import become review logs (docs/anki-history.md): game type `anki`,
// correct when the ease was Hard or better, the user's local day at the time.

export const ANKI_GAME_TYPE = 'anki';
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

/** Bound values a row: session, card, rating, correct, answer time, time, local day. */
const ROW_VALUES = 7;
/** 7 × 4,500 = 31,500 bound values, under SQLite's 32,766 (and PostgreSQL's 65,535). */
const LOGS_PER_STATEMENT = 4_500;

/**
 * `INSERT INTO review_logs … VALUES (…), …` for `rows` rows, as text rather than through Kysely's
 * builder: for 100,000 logs the CPU profile of the confirm showed ~0.5 s in Kysely parsing and
 * compiling 11 values a row. The user and deck ids (integers, checked) and the constants are
 * literals, so a row binds 7 values and a statement holds 4,500 rows.
 */
function insertStatement(dialect: DialectName, userId: number, deckId: number, rows: number): string {
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(deckId)) throw new TypeError('user and deck ids must be integers');
  const values: string[] = [];
  for (let row = 0, n = 1; row < rows; row++, n += ROW_VALUES) {
    const p = (k: number) => (dialect === 'postgres' ? `$${n + k}` : '?');
    values.push(`(${userId},${deckId},${p(0)},'${ANKI_GAME_TYPE}',0,${p(1)},${p(2)},${p(3)},${p(4)},${p(5)},${p(6)})`);
  }
  return (
    'insert into review_logs (user_id, deck_id, session_id, game_type, used_hint, card_id, rating, is_correct, answer_time_ms, reviewed_at, local_day) values ' +
    values.join(',')
  );
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
  const dialect = dialectOf(db);
  let full: string | undefined;
  let batch: unknown[] = [];
  let written = 0;
  const flush = async () => {
    const rows = batch.length / ROW_VALUES;
    if (rows === 0) return;
    // Full statements share one text (built once a call); the last one is shorter.
    const text = rows === LOGS_PER_STATEMENT ? (full ??= insertStatement(dialect, input.userId, input.deckId, rows)) : insertStatement(dialect, input.userId, input.deckId, rows);
    await db.executeQuery(CompiledQuery.raw(text, batch));
    written += rows;
    batch = [];
  };
  for (let index = 0; index < input.cards.length; index++) {
    const reviews = input.cards[index].history?.r;
    if (!reviews) continue;
    const cardId = input.cardIds[index];
    for (let at = 0; at < reviews.length; at += REVIEW_STRIDE) {
      const reviewedAt = reviews[at];
      const ease = reviews[at + 1];
      batch.push(input.sessionId, cardId, ease, ease >= 2 ? 1 : 0, reviews[at + 2] || null, reviewedAt, dayOf(reviewedAt));
      if (batch.length >= LOGS_PER_STATEMENT * ROW_VALUES) await flush();
    }
  }
  await flush();
  return written;
}
