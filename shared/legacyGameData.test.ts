import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from './constants.js';
import type { GameData } from './games.js';
import { gameCardOfFlat, generateGame, isGameError, seededRng } from './generators/index.js';
import { fromFlatGameData, toFlatGameData } from './legacyGameData.js';

// The REST answer keeps the flat game shape its clients read (docs/games.md), and a session a
// browser saved in that shape resumes: both conversions, pinned here.

const WORDS = ['planet', 'orbit', 'comet', 'meteor', 'nebula', 'galaxy', 'eclipse', 'asteroid'];
const cards = WORDS.map((word, i) =>
  gameCardOfFlat({
    id: i + 1,
    term: word,
    definition: `clue ${i}`,
    termImageUrl: `/api/media/t${i}`,
    termAudioUrl: i % 2 ? `/api/media/ta${i}` : null,
    definitionHtml: `<i>clue ${i}</i>`,
    definitionAudioUrl: `/api/media/da${i}`,
  }),
);
const game = (gameType: (typeof GAME_TYPES)[number]) => {
  const data = generateGame(gameType, cards, { rng: seededRng(3), languages: { term: 'en', definition: 'fr' } });
  if (isGameError(data)) throw new Error(data.error);
  return data;
};

describe('toFlatGameData: the REST shape', () => {
  it('multiple choice: the question side as questionImageUrl, questionAudioUrl, questionLang', () => {
    const data = game('multiple-choice') as Extract<GameData, { questions: { question: unknown }[] }>;
    const flat = toFlatGameData('multiple-choice', data) as { questions: Record<string, unknown>[] };
    const q = data.questions[1];
    expect(flat.questions[1]).toEqual({
      id: q.id,
      questionText: q.questionText,
      options: q.options,
      correctOptionId: q.correctOptionId,
      questionImageUrl: `/api/media/t${q.id - 1}`,
      ...(q.id % 2 === 0 ? { questionAudioUrl: `/api/media/ta${q.id - 1}` } : {}),
      questionLang: 'en',
    });
  });

  it('flashcards: front and back as text, each side as front…/back… fields', () => {
    const flat = toFlatGameData('flashcards', game('flashcards')) as { cards: Record<string, unknown>[] };
    const card = flat.cards.find((c) => c.id === 2)!;
    expect(card).toEqual({
      id: 2,
      front: 'orbit',
      back: 'clue 1',
      frontImageUrl: '/api/media/t1',
      frontAudioUrl: '/api/media/ta1',
      frontLang: 'en',
      backAudioUrl: '/api/media/da1',
      backHtml: '<i>clue 1</i>',
      backLang: 'fr',
    });
  });

  it('typing: the prompt as text and prompt… fields, the answer side as answerAudioUrl and answerLang', () => {
    const flat = toFlatGameData('typing', game('typing')) as { items: Record<string, unknown>[] };
    expect(flat.items.find((item) => item.id === 1)).toEqual({
      id: 1,
      prompt: 'planet',
      answer: 'clue 0',
      promptImageUrl: '/api/media/t0',
      promptLang: 'en',
      answerAudioUrl: '/api/media/da0',
      answerLang: 'fr',
    });
  });

  it('crossword: a clue as clueText, clueHtml, clueLang', () => {
    const flat = toFlatGameData('crossword', game('crossword')) as { clues: { across: Record<string, unknown>[] } };
    const clue = flat.clues.across[0];
    expect(clue).not.toHaveProperty('clue');
    expect(clue).toMatchObject({ clueText: expect.stringMatching(/^clue \d$/), clueHtml: expect.stringMatching(/^<i>clue \d<\/i>$/), clueLang: 'fr' });
  });

  it('matching is unchanged: an item has always been its side beside its id', () => {
    const data = game('matching');
    expect(toFlatGameData('matching', data)).toBe(data);
  });
});

describe('fromFlatGameData: a session saved in the flat shape resumes', () => {
  it.each(GAME_TYPES)('%s: flat → sides gives the game back', (gameType) => {
    const data = game(gameType);
    expect(fromFlatGameData(gameType, toFlatGameData(gameType, data) as GameData)).toEqual(data);
  });

  it.each(GAME_TYPES)('%s: data already in the current shape is left as it is', (gameType) => {
    const data = game(gameType);
    expect(fromFlatGameData(gameType, data)).toBe(data);
  });
});
