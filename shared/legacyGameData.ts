// Game data in the flat shape it had before card sides were objects (shared/cardSide.ts): a side's
// picture, sound, HTML and language as prefixed fields of its item (`questionImageUrl`,
// `promptHtml`, `frontLang`, …). Two places still meet that shape, and only they convert:
// - the REST API answers it (POST /api/games/{type}, /api/sessions/start; docs/card-side.md): its
//   clients read those field names, so the REST answer is unchanged;
// - a study session a browser saved before the change (cardcade.activeSession and
//   cardcade.metaSession hold game data) is read back in the new shape, so it resumes.
import type { GameType } from './constants.js';
import { cardSide, type CardSide } from './cardSide.js';
import type { CrosswordClue, FlashcardItem, GameData, GameDataByType, McQuestion, SpatialQuestion, TypingItem } from './games.js';

type Flat = Record<string, unknown>;

const SIDE_FIELDS = [
  ['ImageUrl', 'imageUrl'],
  ['AudioUrl', 'audioUrl'],
  ['Html', 'html'],
  ['Lang', 'lang'],
] as const;

/** A side's picture, sound, HTML and language as `{prefix}ImageUrl`…, only those it has. */
function prefixed(prefix: string, side: CardSide | undefined, only: readonly string[] = ['ImageUrl', 'AudioUrl', 'Html', 'Lang']): Flat {
  const out: Flat = {};
  if (!side) return out;
  for (const [suffix, key] of SIDE_FIELDS) if (only.includes(suffix) && side[key]) out[`${prefix}${suffix}`] = side[key];
  return out;
}

/** The side whose text and prefixed fields an old item holds. */
function unprefixed(item: Flat, prefix: string, text: unknown): CardSide {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return cardSide(str(text) ?? '', {
    imageUrl: str(item[`${prefix}ImageUrl`]),
    audioUrl: str(item[`${prefix}AudioUrl`]),
    html: str(item[`${prefix}Html`]),
    lang: str(item[`${prefix}Lang`]),
  });
}

/** Drops the named keys (the side objects) from an item. */
function without(item: object, ...keys: string[]): Flat {
  const out: Flat = { ...(item as Flat) };
  for (const key of keys) delete out[key];
  return out;
}

/** The game data in the REST API's documented flat shape. */
export function toFlatGameData(gameType: GameType, data: GameData): unknown {
  switch (gameType) {
    case 'multiple-choice': {
      const d = data as GameDataByType['multiple-choice'];
      return { ...d, questions: d.questions.map((q) => ({ ...without(q, 'question'), ...prefixed('question', q.question) })) };
    }
    case 'spatial-choice': {
      const d = data as GameDataByType['spatial-choice'];
      return { ...d, questions: d.questions.map((q) => ({ ...without(q, 'prompt'), ...prefixed('prompt', q.prompt) })) };
    }
    case 'crossword': {
      const d = data as GameDataByType['crossword'];
      const clue = (c: CrosswordClue) => ({ ...without(c, 'clue'), ...prefixed('clue', c.clue, ['Html', 'Lang']) });
      return { ...d, clues: { across: d.clues.across.map(clue), down: d.clues.down.map(clue) } };
    }
    case 'flashcards': {
      const d = data as GameDataByType['flashcards'];
      return {
        ...d,
        cards: d.cards.map((c) => ({ ...without(c, 'front', 'back'), front: c.front.text, back: c.back.text, ...prefixed('front', c.front), ...prefixed('back', c.back) })),
      };
    }
    case 'typing': {
      const d = data as GameDataByType['typing'];
      return {
        ...d,
        items: d.items.map((item) => ({
          ...without(item, 'prompt', 'answerSide'),
          prompt: item.prompt.text,
          ...prefixed('prompt', item.prompt),
          ...prefixed('answer', item.answerSide, ['AudioUrl', 'Lang']),
        })),
      };
    }
    case 'matching':
      // A matching item has always been its side's fields beside its id.
      return data;
  }
}

/**
 * Game data a browser saved in the old flat shape, in the current one; data already current is
 * answered as it is. Unknown input is left alone (the session code drops what it cannot play).
 */
export function fromFlatGameData(gameType: GameType, data: GameData): GameData {
  if (!data || typeof data !== 'object') return data;
  switch (gameType) {
    case 'multiple-choice': {
      const d = data as GameDataByType['multiple-choice'];
      if (!Array.isArray(d.questions) || d.questions.every((q) => q.question)) return data;
      return {
        ...d,
        questions: d.questions.map((q): McQuestion => (q.question ? q : ({ ...stripPrefixed(q, 'question'), question: unprefixed(q as unknown as Flat, 'question', q.questionText) } as McQuestion))),
      };
    }
    case 'spatial-choice': {
      const d = data as GameDataByType['spatial-choice'];
      if (!Array.isArray(d.questions) || d.questions.every((q) => q.prompt)) return data;
      return {
        ...d,
        questions: d.questions.map((q): SpatialQuestion => (q.prompt ? q : ({ ...stripPrefixed(q, 'prompt'), prompt: unprefixed(q as unknown as Flat, 'prompt', q.promptDefinition) } as SpatialQuestion))),
      };
    }
    case 'crossword': {
      const d = data as GameDataByType['crossword'];
      if (!d.clues || [...d.clues.across, ...d.clues.down].every((c) => c.clue)) return data;
      const clue = (c: CrosswordClue): CrosswordClue => (c.clue ? c : ({ ...stripPrefixed(c, 'clue'), clue: unprefixed(c as unknown as Flat, 'clue', c.clueText) } as CrosswordClue));
      return { ...d, clues: { across: d.clues.across.map(clue), down: d.clues.down.map(clue) } };
    }
    case 'flashcards': {
      const d = data as GameDataByType['flashcards'];
      if (!Array.isArray(d.cards) || d.cards.every((c) => typeof c.front === 'object')) return data;
      return {
        ...d,
        cards: d.cards.map((c): FlashcardItem => {
          if (typeof c.front === 'object') return c;
          const flat = c as unknown as Flat;
          return { ...stripPrefixed(stripPrefixed(c, 'front'), 'back'), front: unprefixed(flat, 'front', flat.front), back: unprefixed(flat, 'back', flat.back) } as FlashcardItem;
        }),
      };
    }
    case 'typing': {
      const d = data as GameDataByType['typing'];
      if (!Array.isArray(d.items) || d.items.every((item) => typeof item.prompt === 'object')) return data;
      return {
        ...d,
        items: d.items.map((item): TypingItem => {
          if (typeof item.prompt === 'object') return item;
          const flat = item as unknown as Flat;
          const answerSide = unprefixed(flat, 'answer', item.answer);
          return { ...stripPrefixed(stripPrefixed(item, 'prompt'), 'answer'), prompt: unprefixed(flat, 'prompt', flat.prompt), answer: item.answer, answerSide } as TypingItem;
        }),
      };
    }
    case 'matching':
      return data;
  }
}

/** An item without its `{prefix}ImageUrl`… fields. */
function stripPrefixed(item: object, prefix: string): Flat {
  return without(item, ...SIDE_FIELDS.map(([suffix]) => `${prefix}${suffix}`));
}
