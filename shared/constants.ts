// Numbers from docs/product.md: limits and the design notes, shared by client and server.

export const PASSWORD_MIN_LENGTH = 8;
export const DECK_NAME_MAX = 255;
export const DECK_DESCRIPTION_MAX = 1000;
export const CUSTOM_DELIMITER_MAX = 10;
export const MINIMUM_AGE = 13;
export const DEFAULT_POST_LOGIN_ROUTE = '/dashboard';

export const IMPORT_SUCCESS_CLOSE_MS = 2500;
export const IMPORT_DESCRIPTION_PREVIEW_CHARS = 100;
export const IMPORT_PREVIEW_CARDS = 100;
export const IMPORT_MAX_CARDS = 100_000;
export const IMPORT_CACHE_TTL_MS = 60 * 60 * 1000;

export const CARD_PAGE_SIZE = 10;
export const ANSWERS_PER_CHUNK = 15;
export const MATCHING_MAX_PAIRS = 6;
export const MATCHING_DRAG_ACTIVATION_PX = 10;
export const QUESTIONS_PER_ROUND = 15;

export const SYNC_INTERVAL_MS = 5 * 60 * 1000;

export const MATCHING_HIGHLIGHT_MS = 700;
export const MATCHING_FINISH_MS = 800;
export const MATCHING_SHAKE_MS = 500;
export const MATCHING_FONT_MIN_PX = 7;
export const MATCHING_FONT_MAX_PX = 150;
export const MATCHING_FONT_STEP_PX = 0.5;
export const KEYBOARD_DRAG_STEP_PX = 25;

export const MC_CORRECT_DELAY_MS = 1500;

export const SPATIAL_FEEDBACK_MS = 700;
export const SPATIAL_SWIPE_THRESHOLD_PX = 25;
export const SPATIAL_PROMPT_FONT_MAX_PX = 18;
export const SPATIAL_PROMPT_FONT_MIN_PX = 16;

export const CROSSWORD_MAX_HINTS = 3;
export const CROSSWORD_CELL_DESKTOP_PX = 35;
export const CROSSWORD_CELL_MOBILE_MIN_PX = 22;
export const CROSSWORD_CELL_MOBILE_MAX_PX = 30;
export const CROSSWORD_MAX_SIZE = 15;
export const CROSSWORD_MOBILE_MAX_COLS = 12;
export const CROSSWORD_MIN_WORDS = 6;

export const MOBILE_BREAKPOINT_PX = 768;

export const GAME_TYPES = ['matching', 'multiple-choice', 'spatial-choice', 'crossword', 'flashcards', 'typing'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_NAMES: Record<GameType, string> = {
  matching: 'Matching',
  'multiple-choice': 'Multiple Choice',
  'spatial-choice': 'Spatial Choice',
  crossword: 'Crossword',
  flashcards: 'Flashcards',
  typing: 'Type the Answer',
};

/** Minimum cards for a casual game and due cards for a smart game (docs/product.md: validation, docs/games.md). */
export const GAME_MIN_CARDS: Record<GameType, number> = {
  matching: 4,
  'multiple-choice': 4,
  'spatial-choice': 4,
  crossword: 6,
  flashcards: 1,
  typing: 1,
};

/** Flip-card review (docs/study-options.md): a grade is the FSRS rating itself. */
export const FLASHCARD_RATINGS = [1, 2, 3, 4] as const;
export type FlashcardRating = (typeof FLASHCARD_RATINGS)[number];
export const FLASHCARD_RATING_NAMES: Record<FlashcardRating, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };
/** Type the Answer (docs/study-modes.md): a typed answer is compared (and sent) up to this many characters. */
export const TYPED_ANSWER_MAX = 1000;
/** A horizontal drag this long grades a revealed card on touch: right = Good, left = Again. */
export const FLASHCARD_SWIPE_THRESHOLD_PX = 60;

export const LEVELS = ['NEW', 'LEARNING', 'IMPROVING', 'ALMOST', 'CONFIDENT', 'MASTERED'] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_KEYS = ['new', 'learning', 'improving', 'almost', 'confident', 'mastered'] as const;
export type LevelKey = (typeof LEVEL_KEYS)[number];

export const PACING_STATUSES = [
  'Ahead of Schedule',
  'On Track',
  'Behind Schedule',
  'Cramming!',
  'Final Stretch',
  'Exam Today!',
] as const;
export type PacingStatus = (typeof PACING_STATUSES)[number];

export const STORAGE_KEYS = {
  activeSession: 'cardcade.activeSession',
  syncQueue: 'cardcade.syncQueue',
  metaSession: 'cardcade.metaSession',
} as const;

// Running it for a group (docs/administration.md).
export const INVITE_USES_MIN = 1;
export const INVITE_USES_MAX = 100;
export const INVITE_DAYS_MIN = 1;
export const INVITE_DAYS_MAX = 30;
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** last_active_at is written at most this often per user, not on every request. */
export const LAST_ACTIVE_RESOLUTION_MS = 60 * 60 * 1000;
/** A login session's "last seen" on the profile is written at most this often. */
export const SESSION_LAST_SEEN_RESOLUTION_MS = 60 * 1000;
