// Practice fill (docs/study-sessions.md): on a light day a smart session may have fewer cards to
// schedule than a board needs (matching and the choice games 4, the crossword 6). The deck's
// other cards then fill the board as practice: they are distractors (multiple and spatial choice)
// or extra pairs and words (matching, crossword), and their answers schedule nothing. Pure, and
// shared: the server's sessions.start and an offline session from a pack (shared/offlinePack.ts)
// fill a board by the same rule.
import { GAME_MIN_CARDS, type GameType } from './constants.js';
import type { CrosswordData, FlashcardsData, GameData, GameError, MatchingData, MultipleChoiceData, SpatialChoiceData, TypingData } from './games.js';
import { shuffle, type Rng } from './generators/rng.js';

/** The games whose board needs more than one card: the only ones a practice fill helps. */
export const FILLED_GAMES: ReadonlySet<GameType> = new Set(['matching', 'multiple-choice', 'spatial-choice', 'crossword']);

/** The choice games ask only the scheduled cards: practice cards are options, never questions. */
export const OPTIONS_ONLY: ReadonlySet<GameType> = new Set(['multiple-choice', 'spatial-choice']);

/** Distractors drawn for the choice games: enough for varied options, never a whole deck. */
const CHOICE_POOL = 9;
/** A crossword's spare candidates beyond its minimum: some words do not cross. */
const CROSSWORD_SPARE = 4;
/** A crossword with practice words is laid out up to this many times, to place every scheduled word. */
export const PRACTICE_CROSSWORD_ATTEMPTS = 8;

/**
 * How many of the deck's other cards a session of `gameType` with `scheduled` cards takes as
 * practice: none when the scheduled cards already fill the board (or there are none), else what
 * the board needs, at most what the deck has.
 */
export function practiceCount(gameType: GameType, scheduled: number, others: number): number {
  const min = GAME_MIN_CARDS[gameType];
  if (!FILLED_GAMES.has(gameType) || scheduled === 0 || scheduled >= min) return 0;
  const wanted = OPTIONS_ONLY.has(gameType) ? Math.max(min - scheduled, CHOICE_POOL) : gameType === 'crossword' ? min - scheduled + CROSSWORD_SPARE : min - scheduled;
  return Math.min(wanted, others);
}

/** A random sample of `count` ids of the other cards (the deck's cards not scheduled). */
export function pickPractice(otherIds: readonly number[], count: number, rng: Rng): number[] {
  return shuffle(otherIds, rng).slice(0, count);
}

/** The choice games' questions of the scheduled cards only: practice cards stay as options. */
export function askOnly(gameType: GameType, data: GameData, scheduled: ReadonlySet<number>): GameData {
  if (gameType === 'multiple-choice') return { ...(data as MultipleChoiceData), questions: (data as MultipleChoiceData).questions.filter((q) => scheduled.has(q.id)) };
  if (gameType === 'spatial-choice') return { ...(data as SpatialChoiceData), questions: (data as SpatialChoiceData).questions.filter((q) => scheduled.has(q.promptCardId)) };
  return data;
}

/** The card ids a game asks (its board's pairs, questions, words or cards). */
export function askedIds(gameType: GameType, data: GameData): number[] {
  switch (gameType) {
    case 'matching':
      return (data as MatchingData).terms.map((t) => t.id);
    case 'multiple-choice':
      return (data as MultipleChoiceData).questions.map((q) => q.id);
    case 'spatial-choice':
      return (data as SpatialChoiceData).questions.map((q) => q.promptCardId);
    case 'crossword':
      return [...(data as CrosswordData).clues.across, ...(data as CrosswordData).clues.down].map((c) => c.id);
    case 'flashcards':
      return (data as FlashcardsData).cards.map((c) => c.id);
    case 'typing':
      return (data as TypingData).items.map((item) => item.id);
  }
}

const isError = (value: GameData | GameError): value is GameError => 'error' in value;

/**
 * A board of the `scheduled` ids, filled with practice drawn from `others` when it needs more
 * (the loop of sessions.start, for a caller whose game is made at once: an offline session).
 * The crossword is laid out again, with other practice words, until every scheduled word is
 * placed or the attempts run out; the best layout wins. `practiceCardIds`: those on the board.
 */
export function fillBoard(
  gameType: GameType,
  scheduled: readonly number[],
  others: readonly number[],
  generate: (ids: number[]) => GameData | GameError,
  rng: Rng,
): { gameData: GameData; practiceCardIds: number[] } | GameError {
  const wanted = practiceCount(gameType, scheduled.length, others.length);
  const attempts = wanted > 0 && gameType === 'crossword' ? PRACTICE_CROSSWORD_ATTEMPTS : 1;
  const chosen = new Set(scheduled);
  let best: { gameData: GameData; practiceCardIds: number[]; asked: number } | null = null;
  let lastError: GameError | null = null;
  for (let attempt = 0; attempt < attempts && (best === null || best.asked < scheduled.length); attempt++) {
    const practice = wanted > 0 ? pickPractice(others, wanted, rng) : [];
    const generated = generate([...scheduled, ...practice]);
    if (isError(generated)) {
      lastError = generated;
      continue;
    }
    const data = OPTIONS_ONLY.has(gameType) && practice.length > 0 ? askOnly(gameType, generated, chosen) : generated;
    const inGame = new Set(askedIds(gameType, data));
    const asked = scheduled.filter((id) => inGame.has(id)).length;
    if (best === null || asked > best.asked) best = { gameData: data, practiceCardIds: practice.filter((id) => inGame.has(id)), asked };
  }
  if (best === null) return lastError ?? { error: 'No game could be made.' };
  return { gameData: best.gameData, practiceCardIds: best.practiceCardIds };
}
