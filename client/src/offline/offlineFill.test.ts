import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlashcardsData, MatchingData } from '../../../shared/games';
import type { OfflinePack, PackCard } from '../../../shared/offlinePack';
import { StudyController, type StudyDeps } from '../features/study/controller';
import { studyStorage } from '../features/study/storage';
import type { QueuedSession } from '../features/study/types';

// Issue 48: offline, a Smart Session fills a light day's board with practice cards and buries a
// note's siblings once one of its cards is answered, as online (docs/study-sessions.md). The
// practice answers never reach the sync queue; the queued answers bury their siblings in the
// next offline session, until they are synced.

const NOW = Date.UTC(2025, 2, 10, 12);
const HOUR = 3_600_000;
const WORDS = ['planet', 'comet', 'nebula', 'galaxy', 'meteor', 'quasar', 'pulsar', 'orbit', 'lunar', 'solar'];
const card = (id: number, dueInHours: number, noteId: number | null): PackCard => ({
  id,
  term: WORDS[id - 1],
  definition: `Meaning ${id}`,
  due: NOW + dueInHours * HOUR,
  state: 2,
  termImageUrl: null,
  definitionImageUrl: null,
  termAudioUrl: null,
  definitionAudioUrl: null,
  noteId,
});
// Cards 1 and 2 are one note's (due); 3 is due with a note of its own; 4–10 fall due next week.
const PACK: OfflinePack = {
  deckId: 5,
  deckName: 'Sky',
  builtAt: NOW,
  cardsPerMinute: 6,
  burySiblings: true,
  answeredToday: { notes: [], cards: [], until: NOW + 6 * HOUR },
  cards: [card(1, -3, 100), card(2, -2, 100), card(3, -1, 300), ...Array.from({ length: 7 }, (_, i) => card(4 + i, 24 * 7 + i, 400 + i))],
};

vi.mock('./packs', () => ({ loadPack: async (_userId: number, deckId: number) => (deckId === PACK.deckId ? PACK : undefined) }));
const { startSmartSession } = await import('./session');

function controller() {
  const storage = studyStorage();
  const deps: StudyDeps = {
    storage,
    userId: 1,
    deckId: 5,
    isMobile: false,
    start: (input) => startSmartSession(1, input, () => Promise.reject(new Error('never online here'))),
    // Offline: the chunk stays in the queue.
    submit: () => Promise.reject(new TypeError('Failed to fetch')),
    isOnline: () => false,
    uuid: (() => {
      let n = 0;
      return () => `chunk-${++n}`;
    })(),
    now: () => Date.now(),
    messageOf: (_e, fallback) => fallback,
  };
  return { controller: new StudyController(deps), storage };
}
const queuedIds = () => studyStorage().getQueue().flatMap((entry: QueuedSession) => entry.results.map((r) => r.cardId));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('offline Smart Session: bury siblings and practice fill', () => {
  it('asks one card of a note; once it is answered (queued), its sibling waits and the next session fills Matching with practice', async () => {
    const first = controller();
    const state = await first.controller.init({ gameType: 'flashcards', goal: { type: 'quick' } });
    if (state.name !== 'PLAYING') throw new Error(state.name);
    // Card 2 is card 1's sibling: buried.
    expect((state.round as FlashcardsData).cards.map((c) => c.id).sort()).toEqual([1, 3]);
    for (const id of [1, 3]) first.controller.answer({ cardId: id, isCorrect: true, rating: 3, answerTimeMs: 800 });
    expect(await first.controller.finishRound()).toMatchObject({ name: 'FINAL_SUMMARY' });
    await vi.waitFor(() => expect(queuedIds().sort()).toEqual([1, 3]));

    // Still offline, still today: nothing of note 100 comes back (card 1 answered, card 2 buried),
    // so nothing is due and Flashcards has nothing to ask.
    const second = controller();
    expect(await second.controller.init({ gameType: 'flashcards', goal: { type: 'quick' } })).toMatchObject({ name: 'ERROR' });
  });

  it('a light day offline: Matching with 2 due cards is filled with practice cards, whose answers are never queued', async () => {
    const { controller: c } = controller();
    // Card 2 is buried (sibling of 1): cards 1 and 3 are due, and 2 more fill the board.
    const state = await c.init({ gameType: 'matching', goal: { type: 'quick' } });
    if (state.name !== 'PLAYING') throw new Error(state.name);
    const board = (state.round as MatchingData).terms.map((t) => t.id);
    const practice = c.meta!.practiceCardIds ?? [];
    expect(board).toHaveLength(4);
    expect(practice).toHaveLength(2);
    expect(board.filter((id) => !practice.includes(id)).sort()).toEqual([1, 3]);
    // Never card 1's sibling.
    expect(board).not.toContain(2);
    expect(c.totalCards()).toBe(2);
    for (const id of board) c.answer({ cardId: id, isCorrect: true, answerTimeMs: 500 });
    expect(await c.finishRound()).toMatchObject({ name: 'FINAL_SUMMARY', summary: { cardsStudied: 2 } });
    await vi.waitFor(() => expect(queuedIds().sort()).toEqual([1, 3]));
  });
});
