// A big study history written straight into a bench server's SQLite file: one deck of `cards`
// cards and `logs` review logs, about 14 reviews a card over a year (the long-jobs and export benches).
import Database from '../../server/db/sqliteNative.js';

const DAY = 86_400_000;

/** One deck of `cards` cards and `logs` review logs of `userId`, written directly. */
export function seedReviewHistory(dbPath: string, userId: number, cards: number, logs: number): void {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const deckId = Number(
    db.prepare('INSERT INTO decks (user_id, name, description, source, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(userId, 'Big deck', null, 'manual', now, now).lastInsertRowid,
  );
  const insertCard = db.prepare('INSERT INTO cards (deck_id, term, definition, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const insertLog = db.prepare(
    'INSERT INTO review_logs (user_id, deck_id, card_id, session_id, rating, is_correct, game_type, answer_time_ms, used_hint, reviewed_at, local_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
  );
  db.transaction(() => {
    const cardIds: number[] = [];
    for (let c = 0; c < cards; c++) cardIds.push(Number(insertCard.run(deckId, `term ${c}, with a little more text`, `definition of card ${c}: a sentence of ordinary length`, now, now).lastInsertRowid));
    for (let i = 0; i < logs; i++) {
      // Card by card, each card's reviews spread over the year with growing gaps.
      const card = i % cards;
      const nth = Math.floor(i / cards);
      const at = now - 365 * DAY + Math.min(364, Math.round(nth * nth * 1.8 + (card % 7))) * DAY;
      const rating = (i * 2654435761) % 10 < 2 ? 1 : 3;
      insertLog.run(userId, deckId, cardIds[card], `session-${i % 1000}`, rating, rating > 1 ? 1 : 0, 'flashcards', 2000, at, new Date(at).toISOString().slice(0, 10));
    }
  })();
  db.close();
}
