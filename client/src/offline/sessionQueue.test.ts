import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { MultipleChoiceData } from '../../../shared/games';
import type { OfflinePack, PackCard } from '../../../shared/offlinePack';

// Issue 16's known limit: a second offline session on the same deck repeated the first one's
// cards, since the pack's due times only move on the server. Answers still in the sync queue now
// keep their cards back (shared/offlinePack markAnswered).

const NOW = Date.UTC(2025, 2, 10, 12);
const card = (id: number): PackCard => ({
  id,
  term: `Word ${id}`,
  definition: `Meaning ${id}`,
  due: NOW - (100 - id) * 60_000,
  state: 2,
  termImageUrl: null,
  definitionImageUrl: null,
  termAudioUrl: null,
  definitionAudioUrl: null,
});
const PACK: OfflinePack = { deckId: 5, deckName: 'Train', builtAt: NOW, cardsPerMinute: 6, cards: Array.from({ length: 12 }, (_, i) => card(i + 1)) };

vi.mock('./packs', () => ({ loadPack: async (_userId: number, deckId: number) => (deckId === PACK.deckId ? PACK : undefined) }));
const { startSmartSession } = await import('./session');

const start = (userId = 1) =>
  startSmartSession(userId, { deckId: 5, gameType: 'multiple-choice', goal: { type: 'cards', value: 5 }, constraintProfile: { isMobile: false } }, () =>
    Promise.reject(new Error('never online here')),
  ).then(({ gameData }) => (gameData as MultipleChoiceData).questions.map((q) => q.id).sort((a, b) => a - b));

const queue = (entries: { userId: number; deckId: number; cardIds: number[] }[]) =>
  localStorage.setItem(
    STORAGE_KEYS.syncQueue,
    JSON.stringify(entries.map((e, i) => ({ sessionId: `s${i}`, userId: e.userId, deckId: e.deckId, results: e.cardIds.map((cardId) => ({ cardId, isCorrect: true, gameType: 'multiple-choice' })) }))),
  );

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startSmartSession offline', () => {
  it('takes the earliest due cards of the pack', async () => {
    expect(await start()).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves out the cards whose answers wait in the queue: a second session picks new ones', async () => {
    queue([{ userId: 1, deckId: 5, cardIds: [1, 2, 3, 4, 5] }]);
    expect(await start()).toEqual([6, 7, 8, 9, 10]);
    queue([
      { userId: 1, deckId: 5, cardIds: [1, 2, 3, 4, 5] },
      { userId: 1, deckId: 5, cardIds: [6, 7, 8, 9, 10] },
    ]);
    // Two cards left unanswered; the oldest answered ones fill the goal.
    expect(await start()).toEqual([1, 2, 3, 11, 12]);
  });

  it("ignores another user's and another deck's queued answers", async () => {
    queue([
      { userId: 2, deckId: 5, cardIds: [1, 2, 3] },
      { userId: 1, deckId: 6, cardIds: [4, 5] },
    ]);
    expect(await start()).toEqual([1, 2, 3, 4, 5]);
  });
});
