import { describe, expect, it, vi } from 'vitest';
import type { MultipleChoiceData } from '../../../../shared/games';
import { StudyController, type StudyDeps } from './controller';
import { memoryStore, studyStorage } from './storage';

const data: MultipleChoiceData = { title: 'Deck', questions: [{ id: 1, questionText: 'q', question: { text: 'q' }, options: [], correctOptionId: 1 }] };

function controllerWith(start: StudyDeps['start']) {
  return new StudyController({
    storage: studyStorage(memoryStore()),
    userId: 1,
    deckId: 5,
    isMobile: false,
    start,
    submit: async () => undefined,
    uuid: () => 'chunk',
    now: () => 1_000,
    messageOf: (_e, fallback) => fallback,
  });
}

describe('study direction in the study controller', () => {
  it('passes the direction chosen in the modal to sessions.start', async () => {
    const start = vi.fn(async (_input: Parameters<StudyDeps['start']>[0]) => ({ gameData: data }));
    await controllerWith(start).init({ gameType: 'multiple-choice', goal: { type: 'quick' }, direction: 'reverse' });
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ direction: 'reverse', deckId: 5 }));
  });

  it('sends no direction when none was chosen (the deck remembers its own)', async () => {
    const start = vi.fn(async (_input: Parameters<StudyDeps['start']>[0]) => ({ gameData: data }));
    await controllerWith(start).init({ gameType: 'multiple-choice', goal: { type: 'quick' } });
    expect(start.mock.calls[0][0]).not.toHaveProperty('direction');
  });
});
