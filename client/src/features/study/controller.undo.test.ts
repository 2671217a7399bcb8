import { describe, expect, it, vi } from 'vitest';
import type { FlashcardsData, MultipleChoiceData } from '../../../../shared/games';
import { MSG } from '../../../../shared/messages';
import { StudyController, type StudyDeps } from './controller';
import { memoryStore, studyStorage } from './storage';
import type { QueuedSession } from './types';

// Undo of the last answer (docs/study-options.md): the state machine and the sync queue stay correct.

const flashcards = (n: number): FlashcardsData => ({
  title: 'Deck',
  cards: Array.from({ length: n }, (_, i) => ({ id: i + 1, front: { text: `t${i + 1}` }, back: { text: `d${i + 1}` } })),
});
const mc = (n: number): MultipleChoiceData => ({
  title: 'Deck',
  questions: Array.from({ length: n }, (_, i) => ({ id: i + 1, questionText: `q${i + 1}`, question: { text: `q${i + 1}` }, options: [], correctOptionId: 1 })),
});

function setup(gameData: FlashcardsData | MultipleChoiceData, submit?: (e: QueuedSession) => Promise<unknown>) {
  const storage = studyStorage(memoryStore());
  const sent: QueuedSession[] = [];
  let id = 0;
  const deps: StudyDeps = {
    storage,
    userId: 1,
    deckId: 5,
    isMobile: false,
    start: vi.fn(async () => ({ gameData })),
    submit: submit ?? (async (e) => void sent.push(e)),
    uuid: () => `chunk-${++id}`,
    now: () => 1_000,
    messageOf: (_e, fallback) => fallback,
  };
  return { controller: new StudyController(deps), storage, sent };
}

const fc = { gameType: 'flashcards' as const, goal: { type: 'quick' as const } };
const grade = (cardId: number, rating: 1 | 2 | 3 | 4) => ({ cardId, isCorrect: rating >= 2, rating, answerTimeMs: 800, usedHint: false });

describe('undo in the study state machine', () => {
  it('takes back the last answer: gone from local storage, the streak as it was', async () => {
    const { controller, storage } = setup(flashcards(5));
    await controller.init(fc);
    controller.answer(grade(1, 3));
    controller.answer(grade(2, 1));
    controller.answer(grade(3, 4));
    expect(controller.streak).toBe(1);
    expect(controller.undo(3)).toBe(true);
    expect(storage.getActive()!.results.map((r) => r.cardId)).toEqual([1, 2]);
    expect(controller.streak).toBe(0);
    expect(controller.undo(2)).toBe(true);
    expect(controller.streak).toBe(1);
    expect(controller.answeredIds()).toEqual(new Set([1]));
  });

  it('a card answered again after undo counts with its new answer', async () => {
    const { controller, storage } = setup(flashcards(3));
    await controller.init(fc);
    controller.answer(grade(1, 1));
    controller.undo(1);
    controller.answer(grade(1, 4));
    expect(storage.getActive()!.results).toEqual([{ ...grade(1, 4), gameType: 'flashcards' }]);
  });

  it('refuses another card than the last answer, and with nothing answered', async () => {
    const { controller, storage } = setup(flashcards(3));
    await controller.init(fc);
    expect(controller.undo(1)).toBe(false);
    controller.answer(grade(1, 3));
    controller.answer(grade(2, 3));
    expect(controller.undo(1)).toBe(false);
    expect(storage.getActive()!.results).toHaveLength(2);
  });

  it('never uploads an undone answer', async () => {
    const { controller, sent } = setup(flashcards(3));
    await controller.init(fc);
    controller.answer(grade(1, 3));
    controller.answer(grade(2, 1));
    controller.undo(2);
    controller.answer(grade(2, 3));
    controller.answer(grade(3, 2));
    controller.undo(3);
    controller.answer(grade(3, 4));
    const final = await controller.finishRound();
    expect(final).toEqual({ name: 'FINAL_SUMMARY', summary: { cardsStudied: 3, correct: 3, accuracy: 100, incorrectCardIds: [] } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].results.map((r) => [r.cardId, r.rating])).toEqual([
      [1, 3],
      [2, 3],
      [3, 4],
    ]);
  });

  it('an answer of an ended round cannot be undone (its chunk is queued or sent)', async () => {
    const { controller, storage } = setup(flashcards(40));
    await controller.init(fc);
    for (let id = 1; id <= 15; id++) controller.answer(grade(id, 3));
    expect(await controller.finishRound()).toEqual({ name: 'SYNCING' });
    expect(controller.undo(15)).toBe(false);
    await controller.syncChunk();
    expect(controller.keepStudying().name).toBe('PLAYING');
    expect(controller.undo(15)).toBe(false);
    expect(storage.getQueue()).toEqual([]);
  });

  it('a round finished below the chunk size clears the undo history too', async () => {
    const { controller } = setup(flashcards(40));
    await controller.init(fc);
    controller.answer(grade(1, 3));
    expect(await controller.finishRound()).toEqual({ name: 'LOADING', text: MSG.loadingNextRound });
    expect(controller.undo(1)).toBe(false);
    expect(controller.nextRound().name).toBe('PLAYING');
    expect(controller.undo(1)).toBe(false);
  });

  it('undoing a repeated (uncounted) answer keeps the counted first one', async () => {
    const { controller, storage } = setup(mc(6));
    await controller.init({ gameType: 'multiple-choice', goal: { type: 'quick' } });
    controller.answer({ cardId: 1, isCorrect: false, answerTimeMs: 1, usedHint: false });
    controller.answer({ cardId: 1, isCorrect: true, answerTimeMs: 1, usedHint: false });
    expect(controller.undo(1)).toBe(true);
    expect(storage.getActive()!.results.map((r) => [r.cardId, r.isCorrect])).toEqual([[1, false]]);
    expect(controller.undo(1)).toBe(true);
    expect(storage.getActive()!.results).toEqual([]);
  });

  it('End Session after an undo sends only the answers that stand', async () => {
    const { controller, sent } = setup(flashcards(5));
    await controller.init(fc);
    controller.answer(grade(1, 3));
    controller.answer(grade(2, 3));
    controller.undo(2);
    await controller.endSession();
    expect(sent.map((s) => s.results.map((r) => r.cardId))).toEqual([[1]]);
  });
});
