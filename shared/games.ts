// Game data shapes of SPEC §3, shared by the generators (server) and the game screens (client).
// Every id a game reports back is the card's id (DESIGN §7).
import type { ReactNode } from 'react';
import type { GameType } from './constants.js';

/**
 * A card side's picture and sound (DESIGN §12): `/api/media/{id}` URLs, present only when the
 * side has them. A side may be only an image (empty text).
 */
export interface SideMedia {
  imageUrl?: string;
  audioUrl?: string;
  /** The side's sanitized HTML when it is rich (DESIGN §18); `text` is then its plain text. */
  html?: string;
  /** The side's language, a BCP 47 tag (DESIGN §19): present when the deck names one; the Listen button speaks in it. */
  lang?: string;
}

export interface MatchingItem extends SideMedia {
  id: number;
  text: string;
}

export interface MatchingData {
  title: string;
  terms: MatchingItem[];
  /** Same ids as `terms`: a definition matches the term with its id. */
  definitions: MatchingItem[];
}

export interface McOption extends SideMedia {
  optionId: number;
  text: string;
}

export interface McQuestion {
  id: number;
  questionText: string;
  /** The term side's media. */
  questionImageUrl?: string;
  questionAudioUrl?: string;
  /** The term side's HTML when it is rich (DESIGN §18). */
  questionHtml?: string;
  /** The term side's language (DESIGN §19). */
  questionLang?: string;
  options: McOption[];
  correctOptionId: number;
}

export interface MultipleChoiceData {
  title: string;
  questions: McQuestion[];
}

export interface SpatialOption extends SideMedia {
  termId: number;
  text: string;
}

export interface SpatialQuestion {
  promptCardId: number;
  promptDefinition: string;
  /** The definition side's media. */
  promptImageUrl?: string;
  promptAudioUrl?: string;
  /** The definition side's HTML when it is rich (DESIGN §18). */
  promptHtml?: string;
  /** The definition side's language (DESIGN §19). */
  promptLang?: string;
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
  clueText: string;
  /** The clue side's HTML when it is rich (DESIGN §18). */
  clueHtml?: string;
  /** The clue side's language (DESIGN §19). */
  clueLang?: string;
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
  /** The side shown first (the term, DESIGN §15) and the side revealed. */
  front: string;
  back: string;
  /** A side's image when the card has one (DESIGN §12); absent otherwise. */
  frontImageUrl?: string | null;
  backImageUrl?: string | null;
  /** A side's sound when the card has one, played with the side's play button (issue 29.6). */
  frontAudioUrl?: string | null;
  backAudioUrl?: string | null;
  /** A side's sanitized HTML when it is rich (DESIGN §18); `front`/`back` are then its plain text. */
  frontHtml?: string | null;
  backHtml?: string | null;
  /** Each side's language (DESIGN §19), when the deck names one. */
  frontLang?: string;
  backLang?: string;
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

/** One Type the Answer prompt (DESIGN §19): one side shown, the other typed. */
export interface TypingItem {
  /** The card id. */
  id: number;
  /** The side shown (a cloze card's prompt) and its media. */
  prompt: string;
  promptImageUrl?: string | null;
  promptAudioUrl?: string | null;
  promptHtml?: string | null;
  /** The shown side's and the typed side's languages (DESIGN §19), when the deck names them. */
  promptLang?: string;
  answerLang?: string;
  /** What the learner must type: the other side's text, or a cloze card's hidden text. */
  answer: string;
  /** Shown with the result when it says more than `answer` (a cloze card's filled-in text and Extra). */
  reveal?: string;
  /** The answer side's sound, played with the result. */
  answerAudioUrl?: string | null;
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

export type GameData = GameDataByType[GameType];

/** The answer a game emits (SPEC §3); the study session adds `gameType`. */
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

/** The SPEC §3 game props plus the data and the two callbacks every game component takes. */
export interface GameProps<T extends GameData = GameData> {
  data: T;
  initialStreak: number;
  totalAnsweredInSession: number;
  sessionGoalTotal: number;
  headerAccessory?: ReactNode;
  onAnswer: (result: AnswerResult) => void;
  onFinish: () => void;
  /**
   * Undo (DESIGN §15): the game asks to take back its last answer, to `cardId`; the session
   * answers whether it could (false once that answer was uploaded). Absent: no undo offered.
   */
  onUndo?: (cardId: number) => boolean;
}

/** What `games.generate` answers when a deck cannot make the game (SPEC §7: "an object with an error field"). */
export interface GameError {
  error: string;
}
