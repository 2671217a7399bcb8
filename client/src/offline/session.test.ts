import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlashcardsData } from '../../../shared/games';
import type { OfflinePack } from '../../../shared/offlinePack';

// The pack store and the network state are the boundaries: the session logic under test is pure.
const packs = vi.hoisted(() => ({ current: undefined as OfflinePack | undefined }));
vi.mock('./packs', () => ({ loadPack: async () => packs.current }));
vi.mock('./network', () => ({ isOnline: () => false }));

const { startSmartSession } = await import('./session');

const NOW = Date.now();
const pack = (studyDirection?: OfflinePack['studyDirection']): OfflinePack => ({
  deckId: 3,
  deckName: 'Capitals',
  builtAt: NOW,
  cardsPerMinute: 6,
  ...(studyDirection ? { studyDirection } : {}),
  cards: [1, 2, 3].map((id) => ({
    id,
    term: `country ${id}`,
    definition: `capital ${id}`,
    due: NOW - 1000,
    state: 2,
    termImageUrl: null,
    definitionImageUrl: null,
    termAudioUrl: null,
    definitionAudioUrl: null,
  })),
});

const start = (direction?: 'forward' | 'reverse') =>
  startSmartSession(
    7,
    { deckId: 3, gameType: 'flashcards', goal: { type: 'quick' }, ...(direction ? { direction } : {}), constraintProfile: { isMobile: false } },
    () => Promise.reject(new Error('offline: never called')),
  );
const fronts = async (direction?: 'forward' | 'reverse') => ((await start(direction)).gameData as FlashcardsData).cards.map((c) => c.front.text).sort();

afterEach(() => {
  packs.current = undefined;
});

describe('offline Smart Session and the study direction (docs/study-options.md)', () => {
  it('an old pack without a direction plays forward', async () => {
    packs.current = pack();
    expect(await fronts()).toEqual(['country 1', 'country 2', 'country 3']);
  });

  it("the deck's remembered direction carried in the pack turns the cards", async () => {
    packs.current = pack('reverse');
    expect(await fronts()).toEqual(['capital 1', 'capital 2', 'capital 3']);
  });

  it('the direction chosen in the modal wins over the remembered one', async () => {
    packs.current = pack('reverse');
    expect(await fronts('forward')).toEqual(['country 1', 'country 2', 'country 3']);
    packs.current = pack('forward');
    expect(await fronts('reverse')).toEqual(['capital 1', 'capital 2', 'capital 3']);
  });

  it('no pack: the offline message', async () => {
    await expect(start()).rejects.toThrow(/no offline copy/);
  });
});
