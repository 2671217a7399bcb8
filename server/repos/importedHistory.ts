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

/**
 * Rows a statement: one JSON parameter of `[card, rating, correct, answer ms, time, day]` arrays.
 * The statement text stays short, so its size is bounded by memory only; 10,000 rows is ~0.5 MB.
 */
const LOGS_PER_STATEMENT = 10_000;

/**
 * `INSERT INTO review_logs … SELECT … FROM <the rows of one JSON array>`. Why one JSON parameter
 * rather than a multi-row VALUES list: Kysely prepares every statement it runs, and preparing
 * 22 VALUES statements of 4,500 rows (the previous way) cost SQLite ~0.3 s of parsing for
 * 100,000 logs; the JSON is parsed by the database in one pass instead (docs/anki-history.md).
 * The user and deck ids (integers, checked) and the constants are literals.
 */
function insertStatement(dialect: DialectName, userId: number, deckId: number): string {
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(deckId)) throw new TypeError('user and deck ids must be integers');
  const columns = 'insert into review_logs (user_id, deck_id, session_id, game_type, used_hint, card_id, rating, is_correct, answer_time_ms, reviewed_at, local_day) ';
  if (dialect === 'postgres') {
    return (
      columns +
      `select ${userId}, ${deckId}, $1, '${ANKI_GAME_TYPE}', 0, (r->>0)::integer, (r->>1)::integer, (r->>2)::integer, (r->>3)::integer, (r->>4)::bigint, r->>5 ` +
      'from json_array_elements($2::json) as r'
    );
  }
  // SQLite's ->> answers the JSON value's own type (integer, text, NULL).
  return columns + `select ${userId}, ${deckId}, ?, '${ANKI_GAME_TYPE}', 0, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 from json_each(?)`;
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
  const text = insertStatement(dialectOf(db), input.userId, input.deckId);
  let rows: string[] = [];
  let written = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await db.executeQuery(CompiledQuery.raw(text, [input.sessionId, `[${rows.join(',')}]`]));
    written += rows.length;
    rows = [];
  };
  for (let index = 0; index < input.cards.length; index++) {
    const reviews = input.cards[index].history?.r;
    if (!reviews) continue;
    const cardId = input.cardIds[index];
    if (!Number.isSafeInteger(cardId)) throw new TypeError('card ids must be integers');
    for (let at = 0; at < reviews.length; at += REVIEW_STRIDE) {
      // Numbers from the draft (finite: they came through JSON) and a 'yyyy-mm-dd' day: no escaping needed.
      const reviewedAt = +reviews[at];
      const ease = +reviews[at + 1];
      const answerMs = +reviews[at + 2];
      rows.push(`[${cardId},${ease},${ease >= 2 ? 1 : 0},${answerMs ? answerMs : 'null'},${reviewedAt},"${dayOf(reviewedAt)}"]`);
      if (rows.length >= LOGS_PER_STATEMENT) await flush();
    }
  }
  await flush();
  return written;
}
