import { CROSSWORD_MAX_SIZE, CROSSWORD_MOBILE_MAX_COLS, MATCHING_MAX_PAIRS, QUESTIONS_PER_ROUND, type GameType } from '../../../../shared/constants';
import { buildCrosswordData, layoutCrossword } from '../../../../shared/generators/crossword';
import { seededRng } from '../../../../shared/generators/rng';
import type { CrosswordData, FlashcardsData, GameData, MatchingData, MultipleChoiceData, SpatialChoiceData, TypingData } from '../../../../shared/games';

/** The card ids a master list covers, in order. */
export function masterCardIds(gameType: GameType, data: GameData): number[] {
  switch (gameType) {
    case 'matching':
      return (data as MatchingData).terms.map((t) => t.id);
    case 'multiple-choice':
      return (data as MultipleChoiceData).questions.map((q) => q.id);
    case 'spatial-choice':
      return (data as SpatialChoiceData).questions.map((q) => q.promptCardId);
    case 'crossword': {
      const clues = (data as CrosswordData).clues;
      return [...clues.across, ...clues.down].map((c) => c.id);
    }
    case 'flashcards':
      return (data as FlashcardsData).cards.map((c) => c.id);
    case 'typing':
      return (data as TypingData).items.map((item) => item.id);
  }
}

/** How many cards one round of the game holds. */
export function roundSize(gameType: GameType): number {
  return gameType === 'matching' ? MATCHING_MAX_PAIRS : QUESTIONS_PER_ROUND;
}

/**
 * The round over exactly these cards, in this order, from the master list's own items (so a
 * question keeps its options and a card its sides). Crossword: a puzzle of those words
 * (`crosswordOf`). Null when no id is in the master list.
 */
export function subsetRound(gameType: GameType, master: GameData, ids: readonly number[]): GameData | null {
  const order = new Map(ids.map((id, i) => [id, i]));
  const byOrder = <T>(items: T[], id: (item: T) => number) =>
    items.filter((item) => order.has(id(item))).sort((a, b) => order.get(id(a))! - order.get(id(b))!);
  // A game that is a title and one list (questions, cards, items): the round keeps just those.
  const listRound = <K extends string, T>(data: { title: string } & { [P in K]: T[] }, key: K, id: (item: T) => number) => {
    const items = byOrder(data[key], id);
    return items.length ? ({ title: data.title, [key]: items } as { title: string } & { [P in K]: T[] }) : null;
  };
  switch (gameType) {
    case 'matching': {
      const data = master as MatchingData;
      const terms = byOrder(data.terms, (t) => t.id);
      if (terms.length === 0) return null;
      const chosen = new Set(terms.map((t) => t.id));
      return { title: data.title, terms, definitions: data.definitions.filter((d) => chosen.has(d.id)) } satisfies MatchingData;
    }
    case 'multiple-choice':
      return listRound(master as MultipleChoiceData, 'questions', (q) => q.id);
    case 'spatial-choice':
      return listRound(master as SpatialChoiceData, 'questions', (q) => q.promptCardId);
    case 'crossword':
      return crosswordOf(master as CrosswordData, ids);
    case 'flashcards':
      return listRound(master as FlashcardsData, 'cards', (c) => c.id);
    case 'typing':
      return listRound(master as TypingData, 'items', (item) => item.id);
  }
}

/**
 * The next round from the master list (docs/product.md: states Study page): cards not answered yet, in master
 * order, and the cards that came back (`requeued`, see `requeuedCards`) after them. A round holds
 * at most 6 pairs (matching) or 15 cards; a requeued card takes at most half of it, so new ones keep
 * coming while a few are relearned. A crossword only while nothing has been answered. Null when
 * the session has nothing left to play.
 */
export function buildRound(gameType: GameType, master: GameData, answered: ReadonlySet<number>, requeued: readonly number[] = [], practice: readonly number[] = []): GameData | null {
  const isPractice = new Set(practice);
  if (gameType === 'crossword') {
    // The whole puzzle first; then a small puzzle of the words that come back, until none does.
    if (answered.size === 0) return masterCardIds('crossword', master).some((id) => !isPractice.has(id)) ? master : null;
    return requeued.length > 0 ? crosswordOf(master as CrosswordData, requeued) : null;
  }
  const size = roundSize(gameType);
  const fresh = masterCardIds(gameType, master).filter((id) => !answered.has(id) && !isPractice.has(id));
  const again = requeued.slice(0, fresh.length > 0 ? Math.max(1, Math.floor(size / 2)) : size);
  if (fresh.length === 0 && again.length === 0) return null;
  // A light day's practice cards fill the board around the cards to schedule (docs/study-sessions.md).
  const scheduled = [...fresh.slice(0, size - again.length), ...again];
  const ids = [...scheduled, ...practice.slice(0, Math.max(0, size - scheduled.length))];
  if (gameType === 'flashcards' && again.length > 0) {
    // The grade previews were computed for the card's state before its first answer: stale now.
    const round = subsetRound(gameType, master, ids) as FlashcardsData | null;
    const repeated = new Set(again);
    return round && { ...round, cards: round.cards.map((c) => (repeated.has(c.id) ? { ...c, nextIntervalsMs: null } : c)) };
  }
  if (gameType === 'typing' && again.length > 0) {
    const round = subsetRound(gameType, master, ids) as TypingData | null;
    const repeated = new Set(again);
    return round && { ...round, items: round.items.map((item) => (repeated.has(item.id) ? { ...item, nextIntervalsMs: null } : item)) };
  }
  return subsetRound(gameType, master, ids);
}

/** How many cards a session can still ask (practice cards are not asked: they schedule nothing): the rest of the master list and the requeued cards (0 once a crossword began). */
export function remainingCards(gameType: GameType, master: GameData, answered: ReadonlySet<number>, requeued: readonly number[] = [], practice: readonly number[] = []): number {
  const isPractice = new Set(practice);
  const scheduled = masterCardIds(gameType, master).filter((id) => !isPractice.has(id));
  if (gameType === 'crossword') return answered.size === 0 ? scheduled.length : requeued.length;
  return scheduled.filter((id) => !answered.has(id)).length + requeued.length;
}

/** A card answered wrong comes back at most this many times in one session (then it waits for its due time). */
export const MAX_REPEATS_PER_CARD = 3;
/** A failed card whose Again step (as the server previews it) is within this comes back in the session. */
export const RELEARN_WITHIN_MS = 60 * 60_000;

/**
 * The cards that come back in this session, as in Anki's learning steps (issue 29): a card whose
 * latest answer was wrong (Again, or a wrong answer in the other games, which FSRS rates Again)
 * is due again within minutes, so it is asked again after the cards already lined up, until it is
 * answered right or has come back MAX_REPEATS_PER_CARD times. A flashcard whose Again preview is
 * longer than RELEARN_WITHIN_MS is not due within the session and does not come back. A crossword's
 * come back as a small puzzle of their own (`crosswordOf`). In the order of their latest answers.
 */
export function requeuedCards(
  gameType: GameType,
  master: GameData,
  results: readonly { cardId: number; isCorrect: boolean; rating?: number }[],
): number[] {
  const againMs = new Map<number, number | undefined>();
  if (gameType === 'flashcards') for (const c of (master as FlashcardsData).cards) againMs.set(c.id, c.nextIntervalsMs?.[0]);
  if (gameType === 'typing') for (const item of (master as TypingData).items) againMs.set(item.id, item.nextIntervalsMs?.[0]);
  const count = new Map<number, number>();
  const last = new Map<number, { isCorrect: boolean; rating?: number }>();
  for (const r of results) {
    count.set(r.cardId, (count.get(r.cardId) ?? 0) + 1);
    last.delete(r.cardId); // re-inserted: Map order is the order of latest answers
    last.set(r.cardId, r);
  }
  const out: number[] = [];
  for (const [cardId, r] of last) {
    const failed = r.rating ? r.rating === 1 : !r.isCorrect;
    if (!failed || count.get(cardId)! > MAX_REPEATS_PER_CARD) continue;
    // Only the first answer's preview is known; a later Again is a relearning step again.
    const step = count.get(cardId) === 1 ? againMs.get(cardId) : undefined;
    if (step != null && step > RELEARN_WITHIN_MS) continue;
    out.push(cardId);
  }
  return out;
}

/**
 * A puzzle of just these words of the master crossword: the whole master when they are all of it
 * (the first puzzle, or its resume), else the words laid out anew, sized for a phone so it fits
 * any screen. Seeded by the ids, so a resumed round is the same puzzle. Words the layout cannot
 * cross are left for the next round (the first word is always placed, so every round asks one).
 */
export function crosswordOf(master: CrosswordData, ids: readonly number[]): CrosswordData | null {
  const clues = [...master.clues.across, ...master.clues.down];
  const wanted = new Set(ids);
  const words = clues.filter((c) => wanted.has(c.id)).map((c) => ({ id: c.id, answer: c.answer, clue: c.clueText }));
  if (words.length === 0) return null;
  if (words.length === clues.length) return master;
  const seed = ids.reduce((acc, id) => (acc * 31 + id) >>> 0, 7);
  const placements = layoutCrossword(words, { rng: seededRng(seed), maxRows: CROSSWORD_MAX_SIZE, maxCols: CROSSWORD_MOBILE_MAX_COLS });
  return placements.length ? buildCrosswordData(placements, master.title) : null;
}
