import { describe, expect, it, vi } from 'vitest';
import type { MatchingData } from '../../../../shared/games';
import { StudyController, type StudyDeps } from './controller';
import { buildRound, remainingCards } from './rounds';
import { memoryStore, studyStorage } from './storage';
import type { QueuedSession } from './types';

// Issue 48.2: on a light day (2 due) the board of matching is filled with 2 practice cards of
// the deck; their answers are never recorded or sent, so they schedule nothing.
const matching = (ids: number[]): MatchingData => ({
  title: 'Deck',
  terms: ids.map((id) => ({ id, text: `t${id}` })),
  definitions: ids.map((id) => ({ id, text: `d${id}` })),
});

function setup() {
  const storage = studyStorage(memoryStore());
  const sent: QueuedSession[] = [];
  const deps: StudyDeps = {
    storage,
    userId: 1,
    deckId: 5,
    isMobile: false,
    start: vi.fn(async () => ({ gameData: matching([1, 2, 8, 9]), practiceCardIds: [8, 9] })),
    submit: async (e) => void sent.push(e),
    uuid: () => 'chunk-1',
    now: () => 1_000,
    messageOf: (_e, fallback) => fallback,
  };
  return { controller: new StudyController(deps), storage, sent };
}

describe('practice fill', () => {
  it('plays the due cards with the practice cards on the board, and sends only the due answers', async () => {
    const { controller, sent } = setup();
    const state = await controller.init({ gameType: 'matching', goal: { type: 'quick' } });
    expect(state.name).toBe('PLAYING');
    if (state.name !== 'PLAYING') return;
    expect((state.round as MatchingData).terms.map((t) => t.id)).toEqual([1, 2, 8, 9]);
    expect(controller.totalCards()).toBe(2);
    for (const id of [8, 1, 9, 2]) controller.answer({ cardId: id, isCorrect: id !== 9, answerTimeMs: 500, usedHint: false });
    const end = await controller.finishRound();
    expect(end).toMatchObject({ name: 'FINAL_SUMMARY', summary: { cardsStudied: 2, correct: 2 } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].results.map((r) => r.cardId)).toEqual([1, 2]);
  });

  it('a card that came back is played with the practice cards; none left: no round', () => {
    const master = matching([1, 2, 8, 9]);
    expect((buildRound('matching', master, new Set([1, 2]), [2], [8, 9]) as MatchingData).terms.map((t) => t.id)).toEqual([2, 8, 9]);
    expect(buildRound('matching', master, new Set([1, 2]), [], [8, 9])).toBeNull();
    expect(remainingCards('matching', master, new Set([1]), [], [8, 9])).toBe(1);
  });
});
