import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import type { FlashcardsData, MultipleChoiceData } from '../../../../shared/games';
import { memoryStore, studyStorage } from './storage';

// A session saved before card sides were objects (the flat game shape) resumes after an update:
// reading it back gives the current shape, so the games find question.text, front.text….
describe('studyStorage reads a session saved in the flat game shape', () => {
  it('the meta session: its master list in the current shape', () => {
    const store = memoryStore();
    const legacy = {
      title: 'Deck',
      questions: [{ id: 1, questionText: 'chat', questionImageUrl: '/api/media/a', questionLang: 'fr', options: [{ optionId: 1, text: 'cat' }], correctOptionId: 1 }],
    };
    store.setItem(STORAGE_KEYS.metaSession, JSON.stringify({ userId: 1, deckId: 2, gameType: 'multiple-choice', goal: { type: 'quick' }, masterCardList: legacy, answeredCardIds: [], summaryResults: [] }));
    const meta = studyStorage(store).getMeta()!;
    expect((meta.masterCardList as MultipleChoiceData).questions[0]).toEqual({
      id: 1,
      questionText: 'chat',
      question: { text: 'chat', imageUrl: '/api/media/a', lang: 'fr' },
      options: [{ optionId: 1, text: 'cat' }],
      correctOptionId: 1,
    });
  });

  it('the active session: its cards in the current shape', () => {
    const store = memoryStore();
    const legacy = { title: 'Deck', cards: [{ id: 3, front: 'chien', back: 'dog', backAudioUrl: '/api/media/s', nextIntervalsMs: [1, 2, 3, 4] }] };
    store.setItem(STORAGE_KEYS.activeSession, JSON.stringify({ sessionId: 's', userId: 1, deckId: 2, gameType: 'flashcards', goal: { type: 'quick' }, startTime: 0, allCards: legacy, results: [] }));
    const active = studyStorage(store).getActive()!;
    expect((active.allCards as FlashcardsData).cards).toEqual([{ id: 3, front: { text: 'chien' }, back: { text: 'dog', audioUrl: '/api/media/s' }, nextIntervalsMs: [1, 2, 3, 4] }]);
  });

  it('a session in the current shape comes back as it was saved', () => {
    const store = memoryStore();
    const storage = studyStorage(store);
    const allCards: FlashcardsData = { title: 'Deck', cards: [{ id: 3, front: { text: 'chien' }, back: { text: 'dog' } }] };
    const session = { sessionId: 's', userId: 1, deckId: 2, gameType: 'flashcards' as const, goal: { type: 'quick' as const }, startTime: 0, allCards, results: [] };
    storage.setActive(session);
    expect(storage.getActive()).toEqual(session);
  });
});
