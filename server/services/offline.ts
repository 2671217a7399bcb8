// Offline packs (docs/offline.md, docs/offline.md): the cards a browser keeps for a deck so a Smart
// Session can start with no network. Read-only: an offline session needs nothing on the server
// until its answers are submitted, and sessions.submit is idempotent on the client's session id.
import { clozeGameFieldsOf } from '../repos/clozeCards.js';
import { loadStudiedDeck, type AuthedContext } from '../access.js';
import { cardsPerMinute } from '../domain/cardSelection.js';
import { choosePackCards, type OfflinePack } from '../../shared/offlinePack.js';
import { cardSidesOfRow } from '../repos/gameCards.js';
import { flatOfSides } from '../../shared/cardSide.js';
import { mediaUrlsFor } from '../repos/media.js';
import { deckCardsForPack } from '../repos/offline.js';
import { notesAnsweredOn, recentAnswerTimes } from '../repos/reviews.js';
import { localDayStart } from '../domain/newCards.js';
import { deckLanguages, getDeckSummary, todayOf, toDeckSummary } from './decks.js';
import { cssTypeIds, deckNoteTypeCss } from './noteTypes.js';

/** As sessions.start: the pace of the last 200 answers sets a time goal's card count. */
const PACE_SAMPLE = 200;

export async function offlinePack(ctx: AuthedContext, deckId: number): Promise<OfflinePack> {
  const now = ctx.now();
  const deck = await loadStudiedDeck(ctx.db, ctx.user.id, deckId, now);
  const cards = choosePackCards(
    await deckCardsForPack(ctx.db, ctx.user.id, deckId),
    now.getTime(),
  );
  const mediaUrl = await mediaUrlsFor(ctx.db, cards);
  // Note type CSS as online (docs/notes.md): the map, and each card of a type in it names its type.
  const noteTypeCss = await deckNoteTypeCss(ctx.db, deckId);
  const cssTypes = cssTypeIds(noteTypeCss);
  const newCards = await packNewCards(ctx, deckId);
  // Bury siblings offline as online (docs/study-sessions.md): the option, each card's note, and
  // what was answered today until the day ends (then nothing is).
  const answered = await notesAnsweredOn(ctx.db, ctx.user.id, deckId, todayOf(ctx));
  return {
    deckId,
    deckName: deck.name,
    builtAt: now.getTime(),
    cardsPerMinute: cardsPerMinute(await recentAnswerTimes(ctx.db, ctx.user.id, PACE_SAMPLE)),
    // The deck's remembered direction, so an offline session asks from the same side (docs/study-options.md).
    studyDirection: toDeckSummary(deck).study_direction,
    newCards,
    // The deck's languages (docs/study-modes.md): Listen works offline, with the browser's local voices.
    languages: deckLanguages(deck),
    cards: cards.map((c) => ({
      id: c.id,
      // A pack stores the flat fields (packs kept in browsers before sides existed read the same);
      // a rich side's inline images are precached with the pack's media.
      ...flatOfSides(cardSidesOfRow(c, mediaUrl)),
      due: c.due,
      state: Number(c.state),
      ...clozeGameFieldsOf(c),
      ...(c.note_type_id !== null && cssTypes.has(c.note_type_id) ? { noteTypeId: c.note_type_id } : {}),
      noteId: c.note_id ?? null,
    })),
    ...(cssTypes.size > 0 ? { noteTypeCss } : {}),
    burySiblings: Number(deck.bury_siblings ?? 1) === 1,
    answeredToday: { notes: [...answered.notes].map(Number), cards: [...answered.cards], until: newCards.dayEndsAt },
  };
}

const HOUR_MS = 60 * 60 * 1000;

/** The daily new-card limit as the pack carries it (issue 29.3): an offline session applies the same rule. */
async function packNewCards(ctx: AuthedContext, deckId: number): Promise<NonNullable<OfflinePack['newCards']>> {
  const deck = await getDeckSummary(ctx, deckId);
  const dayStart = localDayStart(ctx.now(), ctx.user.timeZone);
  // A local day lasts 23 to 25 hours: 25 hours after its start is always within the next day.
  const dayEndsAt = localDayStart(dayStart + 25 * HOUR_MS, ctx.user.timeZone);
  return { perDay: deck.new_cards_per_day, limitToday: deck.new_cards_limit_today, studiedToday: deck.new_studied_today, dayEndsAt };
}
