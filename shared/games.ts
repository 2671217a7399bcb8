// Game data shapes of docs/product.md: entities, shared by the generators (server) and the game screens (client).
// Every id a game reports back is the card's id (docs/games.md).
import type { ReactNode } from 'react';
import type { GameType } from './constants.js';
import type { CardSide } from './cardSide.js';

export type { CardSide } from './cardSide.js';

// Every place a card side shows carries one CardSide (shared/cardSide.ts): its text, and its
// picture, sound, HTML and language when it has them. The text fields the REST API documents
// (docs/card-side.md: a matching item's or an option's `text`, `questionText`, `promptDefinition`,
// `clueText`) stay, and equal their side's `text`.

/** A matching tile: its side, with the card's id. */
export interface MatchingItem extends CardSide {
  id: number;
}

export interface MatchingData {
  title: string;
  terms: MatchingItem[];
  /** Same ids as `terms`: a definition matches the term with its id. */
  definitions: MatchingItem[];
}

/** A multiple-choice option: a definition side, with its card's id. */
export interface McOption extends CardSide {
  optionId: number;
}

export interface McQuestion {
  id: number;
  /** The term's text (`question.text`), as the REST API documents it. */
  questionText: string;
  /** The term side, the question shown. */
  question: CardSide;
  options: McOption[];
  correctOptionId: number;
  /** A cloze card's question: the prompt with its blank, answered by the hidden text ("Fill in the blank"). */
  kind?: 'cloze';
}

export interface MultipleChoiceData {
  title: string;
  questions: McQuestion[];
}

/** A spatial-choice option: a term side, with its card's id. */
export interface SpatialOption extends CardSide {
  termId: number;
}

export interface SpatialQuestion {
  promptCardId: number;
  /** The definition's text (`prompt.text`), as the REST API documents it. */
  promptDefinition: string;
  /** The definition side, the prompt shown. */
  prompt: CardSide;
  correctTermId: number;
  options: SpatialOption[];
}

export interface SpatialChoiceData {
  title: string;
  questions: SpatialQuestion[];
}

export interface CrosswordCell {
  isPlayable: boolean;
  /** The expected letter (A–Z or 0–9); null for a block. */
  letter: string | null;
  clueNumber: number | null;
}

export type ClueDirection = 'ACROSS' | 'DOWN';

export interface CrosswordClue {
  /** The card id. */
  id: number;
  number: number;
  /** The clue's text (`clue.text`), as the REST API documents it. */
  clueText: string;
  /** The clue side: its text, HTML when rich, and language (no picture or sound in a crossword). */
  clue: CardSide;
  answer: string;
  direction: ClueDirection;
  /** 0-based. */
  row: number;
  col: number;
  length: number;
}

export interface CrosswordData {
  title: string;
  gridDimensions: { rows: number; cols: number };
  grid: CrosswordCell[][];
  clues: { across: CrosswordClue[]; down: CrosswordClue[] };
}

export interface FlashcardItem {
  /** The card id. */
  id: number;
  /** The side shown first (the term, unless the study direction turns the card) and the side revealed. */
  front: CardSide;
  back: CardSide;
  /**
   * Smart sessions only: milliseconds from the answer to the next due time for Again, Hard,
   * Good, Easy, from the card's FSRS state and the user's parameters (computed by the server, so
   * the client needs no scheduler). Absent in casual play (nothing is scheduled) and offline.
   */
  nextIntervalsMs?: [number, number, number, number] | null;
}

export interface FlashcardsData {
  title: string;
  cards: FlashcardItem[];
}

/** One Type the Answer prompt (docs/study-modes.md): one side shown, the other typed. */
export interface TypingItem {
  /** The card id. */
  id: number;
  /** The side shown (a cloze card's prompt). */
  prompt: CardSide;
  /** What the learner must type: the other side's text, or a cloze card's hidden text. */
  answer: string;
  /** Shown with the result when it says more than `answer` (a cloze card's filled-in text and Extra). */
  reveal?: string;
  /** The side typed: its sound plays with the result, and its language is the typing field's. */
  answerSide: CardSide;
  /** Smart sessions only, as for flashcards: the next due time per rating, Again…Easy. */
  nextIntervalsMs?: [number, number, number, number] | null;
}

export interface TypingData {
  title: string;
  items: TypingItem[];
}

export interface GameDataByType {
  matching: MatchingData;
  'multiple-choice': MultipleChoiceData;
  'spatial-choice': SpatialChoiceData;
  crossword: CrosswordData;
  flashcards: FlashcardsData;
  typing: TypingData;
}

/** Each note type's CSS, cleaned and scoped to `.cc-nt-<id>` by the server (docs/notes.md), by type id. */
export type NoteTypeCss = Record<string, string>;

/** A round's data; `noteTypeCss` only when a card's note type has CSS (a card side names its type). */
export type GameData = GameDataByType[GameType] & { noteTypeCss?: NoteTypeCss };

/** The answer a game emits (docs/product.md: entities); the study session adds `gameType`. */
export interface AnswerResult {
  cardId: number;
  isCorrect: boolean;
  answerTimeMs: number;
  usedHint: boolean;
  /** Flashcards only: the learner's own grade 1–4 (Again/Hard/Good/Easy), the FSRS rating itself. */
  rating?: 1 | 2 | 3 | 4;
  /** Type the Answer only: what the learner typed (at most TYPED_ANSWER_MAX characters). */
  typedAnswer?: string;
}

/** The docs/product.md: entities game props plus the data and the two callbacks every game component takes. */
export interface GameProps<T extends GameData = GameData> {
  data: T;
  initialStreak: number;
  totalAnsweredInSession: number;
  sessionGoalTotal: number;
  headerAccessory?: ReactNode;
  onAnswer: (result: AnswerResult) => void;
  onFinish: () => void;
  /**
   * Undo (docs/study-options.md): the game asks to take back its last answer, to `cardId`; the session
   * answers whether it could (false once that answer was uploaded). Absent: no undo offered.
   */
  onUndo?: (cardId: number) => boolean;
}

/** What `games.generate` answers when a deck cannot make the game (docs/product.md: calls: "an object with an error field"). */
export interface GameError {
  error: string;
}

/**
 * The games that can ask an image occlusion card's region (docs/image-occlusion.md): a flip card
 * shows the picture with its masks. The others ask a text against a text (a tile, an option, a
 * typed word, a crossword clue), which a masked region is not: they leave these cards out.
 */
export const GAMES_ASKING_REGIONS: readonly GameType[] = ['flashcards'];

/** Whether a game leaves image occlusion cards out. */
export const leavesOutOcclusions = (gameType: GameType): boolean => !GAMES_ASKING_REGIONS.includes(gameType);

/** Whether a card is of an image occlusion note. */
export const isOcclusionCard = (card: { kind?: string }): boolean => card.kind === 'image-occlusion';
