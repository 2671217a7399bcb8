import { describe, expect, it } from 'vitest';
import { selectCards } from '../server/domain/cardSelection.js';
import { GAME_TYPES } from './constants.js';
import { gameCardOfFlat, generateGame, seededRng } from './generators/index.js';
import type { MatchingData, MultipleChoiceData } from './games.js';
import {
  choosePackCards,
  markAnswered,
  MAX_PACKS,
  PACK_MAX_DUE,
  PACK_NEXT_CARDS,
  packMediaUrls,
  playFromPack,
  selectFromPack,
  startFromPack,
  touchRecent,
  type OfflinePack,
  type PackCard,
} from './offlinePack.js';

const NOW = Date.UTC(2025, 2, 10, 12);
const DAY = 86_400_000;

function card(id: number, dueInDays: number, extra: Partial<PackCard> = {}): PackCard {
  return {
    id,
    term: `term ${id}`,
    definition: `meaning ${id}`,
    due: NOW + dueInDays * DAY,
    state: dueInDays <= 0 ? 2 : 1,
    termImageUrl: null,
    definitionImageUrl: null,
    termAudioUrl: null,
    definitionAudioUrl: null,
    ...extra,
  };
}

const pack = (cards: PackCard[], cardsPerMinute = 6): OfflinePack => ({ deckId: 1, deckName: 'D', builtAt: NOW, cardsPerMinute, cards });

describe('choosePackCards', () => {
  it.each([
    // [due now, not yet due, expected size]
    [0, 0, 0],
    [0, 5, 5],
    [3, 50, 3 + PACK_NEXT_CARDS],
    [40, 50, 40 + PACK_NEXT_CARDS],
    [40, 0, 40],
    [PACK_MAX_DUE + 100, 10, PACK_MAX_DUE + PACK_NEXT_CARDS],
  ])('%i due and %i later → %i cards', (due, later, size) => {
    const cards = [...Array.from({ length: later }, (_, i) => card(1000 + i, 1 + i)), ...Array.from({ length: due }, (_, i) => card(i + 1, -1 - (i % 7)))];
    const chosen = choosePackCards(cards, NOW);
    expect(chosen).toHaveLength(size);
    // The most overdue first, then the soonest to fall due.
    expect(chosen.map((c) => c.due)).toEqual([...chosen.map((c) => c.due)].sort((a, b) => a - b));
  });

  it('keeps enough for Quick Start and a 20-card goal: the same cards sessions.start would pick', () => {
    const cards = Array.from({ length: 200 }, (_, i) => card(i + 1, (i % 37) - 12));
    const chosen = pack(choosePackCards(cards, NOW));
    for (const goal of [{ type: 'quick' as const }, { type: 'cards' as const, value: 20 }, { type: 'cards' as const, value: 5 }]) {
      expect(selectFromPack(chosen, goal, NOW).map((c) => c.id)).toEqual(selectCards(cards, goal, NOW));
    }
  });
});

describe('selectFromPack', () => {
  const cards = [card(1, -2), card(2, -1), card(3, 1), card(4, 2), card(5, 0)];
  it.each([
    [{ type: 'quick' as const }, NOW, [1, 2, 5]],
    // A day later offline, card 3 has fallen due on the device clock.
    [{ type: 'quick' as const }, NOW + 1.5 * DAY, [1, 2, 5, 3]],
    [{ type: 'cards' as const, value: 4 }, NOW, [1, 2, 5, 3]],
    [{ type: 'cards' as const, value: 99 }, NOW, [1, 2, 5, 3, 4]],
    // 1 min × 5 cards per minute (this pack's pace) = 5 cards
    [{ type: 'time' as const, value: 1 }, NOW, [1, 2, 5, 3, 4]],
  ])('%j at %i → %j', (goal, now, ids) => {
    expect(selectFromPack(pack(cards, goal.type === 'time' ? 5 : 6), goal, now).map((c) => c.id)).toEqual(ids);
  });
});

describe('generator parity: an offline session is the game sessions.start makes', () => {
  const cards = Array.from({ length: 30 }, (_, i) => card(i + 1, i < 18 ? -1 : 1 + i, { term: `word${i + 1}`, definition: `the meaning of word ${i + 1}` }));
  it.each(GAME_TYPES)('%s: same seed, same cards → the same master list', (gameType) => {
    const goal = { type: 'cards' as const, value: 20 };
    const serverCards = selectCards(cards, goal, NOW).map((id) => cards.find((c) => c.id === id)!).map(({ id, term, definition }) => gameCardOfFlat({ id, term, definition }));
    const onServer = generateGame(gameType, serverCards, { all: true, isMobile: false, rng: seededRng(42) });
    const offline = startFromPack(pack(choosePackCards(cards, NOW)), { gameType, goal, isMobile: false }, NOW, seededRng(42));
    expect(offline).toEqual(onServer);
    expect(offline).not.toHaveProperty('error');
  });
});

describe('recent decks and media', () => {
  it('keeps the last MAX_PACKS opened decks, most recent first', () => {
    let recent: number[] = [];
    const evicted: number[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3, 11, 12]) {
      const next = touchRecent(recent, id);
      recent = next.recent;
      evicted.push(...next.evicted);
    }
    expect(recent).toEqual([12, 11, 3, 10, 9, 8, 7, 6, 5, 4]);
    expect(recent).toHaveLength(MAX_PACKS);
    expect(evicted).toEqual([1, 2]);
  });

  it('lists each media URL once', () => {
    const p = pack([card(1, 0, { termImageUrl: '/api/media/4', definitionAudioUrl: '/api/media/5' }), card(2, 0, { termImageUrl: '/api/media/4' })]);
    expect(packMediaUrls(p)).toEqual(['/api/media/4', '/api/media/5']);
  });
});

describe('study direction (docs/study-options.md): an offline session asks from the side an online one would', () => {
  const cards = Array.from({ length: 12 }, (_, i) => card(i + 1, -1, { term: `word${i + 1}`, definition: `meaning${i + 1}` }));
  const goal = { type: 'cards' as const, value: 12 };
  const fronts = (data: ReturnType<typeof startFromPack>) => ('cards' in data ? data.cards.map((c) => c.front.text) : []);

  it.each([
    // [pack's remembered direction, direction chosen in the modal, fronts start with]
    [undefined, undefined, 'word'],
    ['forward', undefined, 'word'],
    ['reverse', undefined, 'meaning'],
    ['reverse', 'forward', 'word'],
    ['forward', 'reverse', 'meaning'],
  ] as const)('pack %s, chosen %s → the cards show %s first', (remembered, chosen, prefix) => {
    const data = startFromPack({ ...pack(cards), ...(remembered ? { studyDirection: remembered } : {}) }, { gameType: 'flashcards', goal, isMobile: false, ...(chosen ? { direction: chosen } : {}) }, NOW, seededRng(7));
    expect(fronts(data)).toHaveLength(12);
    expect(fronts(data).every((f) => f.startsWith(prefix))).toBe(true);
  });

  it.each(GAME_TYPES)('%s: same seed and direction → the master list sessions.start makes', (gameType) => {
    const serverCards = cards.map(({ id, term, definition }) => gameCardOfFlat({ id, term, definition }));
    for (const direction of ['reverse', 'mixed'] as const) {
      const onServer = generateGame(gameType, serverCards, { all: true, isMobile: false, rng: seededRng(42), direction });
      expect(startFromPack({ ...pack(cards), studyDirection: direction }, { gameType, goal, isMobile: false }, NOW, seededRng(42))).toEqual(onServer);
    }
  });
});

describe('markAnswered (a second offline session does not repeat the first one\'s cards)', () => {
  const ten = () => pack(Array.from({ length: 10 }, (_, i) => card(i + 1, -10 + i)));
  const ids = (p: OfflinePack, goal: Parameters<typeof selectFromPack>[1], now = NOW) => selectFromPack(p, goal, now).map((c) => c.id);

  it.each([
    // [answered offline, goal, cards picked]
    [[], { type: 'quick' as const }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [[1, 2, 3, 4, 5], { type: 'quick' as const }, [6, 7, 8, 9, 10]],
    [[1, 2, 3, 4, 5], { type: 'cards' as const, value: 5 }, [6, 7, 8, 9, 10]],
    // Only once every other card is used do the answered ones come back, oldest due first.
    [[5, 1, 3], { type: 'cards' as const, value: 9 }, [2, 4, 6, 7, 8, 9, 10, 1, 3]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { type: 'quick' as const }, []],
    // Ids that are not in the pack change nothing.
    [[99], { type: 'cards' as const, value: 3 }, [1, 2, 3]],
  ])('answered %j, goal %j → %j', (answered, goal, expected) => {
    expect(ids(markAnswered(ten(), answered, NOW), goal)).toEqual(expected);
  });

  it('moves answered cards past every card falling due later, and leaves the rest as they were', () => {
    const p = pack([card(1, -2), card(2, 3), card(3, 5)]);
    const marked = markAnswered(p, [1], NOW);
    expect(marked.cards.find((c) => c.id === 1)!.due).toBeGreaterThan(NOW + 5 * DAY);
    expect(marked.cards.filter((c) => c.id !== 1)).toEqual(p.cards.filter((c) => c.id !== 1));
    expect(p.cards[0]!.due).toBe(NOW - 2 * DAY);
  });

  it('a second session in a row picks new cards until the pack runs out', () => {
    let answered: number[] = [];
    const sessions = [0, 1, 2].map(() => {
      const picked = ids(markAnswered(ten(), answered, NOW), { type: 'cards', value: 4 });
      answered = [...answered, ...picked];
      return picked;
    });
    expect(sessions).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 1, 2],
    ]);
  });
});

describe('image occlusion cards offline (docs/image-occlusion.md)', () => {
  const figure = (n: number) => `<div class="cardcade-io"><img src="/api/media/pic${n}" alt="" /><svg viewbox="0 0 1 1" preserveaspectratio="none"><polygon class="cardcade-io-asked" points="0,0 .5,0 .5,.5"></polygon></svg></div>`;
  const io = (id: number) => card(id, -1, { term: `Image occlusion ${id} of 3`, definition: `Image occlusion ${id} of 3`, termHtml: figure(id), definitionHtml: figure(id), kind: 'image-occlusion' });
  const words = Array.from({ length: 10 }, (_, i) => card(100 + i, -1, { term: `word${i}`, definition: `meaning${i}` }));
  const p = pack([io(1), io(2), io(3), ...words]);
  const goal = { type: 'cards' as const, value: 13 };

  it('precaches the pictures the masks lie on', () => {
    expect(packMediaUrls(p)).toEqual(['/api/media/pic1', '/api/media/pic2', '/api/media/pic3']);
  });

  it('plays them in flip cards, picture first even in reverse, and leaves them out of the other games', () => {
    const flip = startFromPack({ ...p, studyDirection: 'reverse' }, { gameType: 'flashcards', goal, isMobile: false }, NOW, seededRng(3));
    if (!('cards' in flip)) throw new Error('no flashcards');
    const fronts = flip.cards.filter((c) => c.id < 100).map((c) => c.front.html);
    expect(fronts.sort()).toEqual([figure(1), figure(2), figure(3)]);
    for (const gameType of GAME_TYPES.filter((g) => g !== 'flashcards')) {
      const data = startFromPack(p, { gameType, goal, isMobile: false }, NOW, seededRng(3));
      expect(JSON.stringify(data), gameType).not.toContain('cardcade-io');
    }
  });
});

// Issue 48: an offline session fills a light day's board with practice and buries siblings, as
// sessions.start does online (docs/study-sessions.md).
describe('offline practice fill', () => {
  // 2 due, 8 falling due next week.
  const lightDay = () => pack([card(1, -1), card(2, -2), ...Array.from({ length: 8 }, (_, i) => card(10 + i, 7 + i))]);

  it.each(['matching', 'multiple-choice', 'spatial-choice', 'crossword'] as const)('%s with 2 due: the board fills with practice cards and asks the due cards', (gameType) => {
    const cards = lightDay().cards.map((c, i) => ({ ...c, term: ['planet', 'comet', 'nebula', 'galaxy', 'meteor', 'quasar', 'pulsar', 'orbit', 'lunar', 'solar'][i], definition: `Meaning ${i + 1}` }));
    const played = playFromPack({ ...lightDay(), cards }, { gameType, goal: { type: 'quick' }, isMobile: false }, NOW, seededRng(3));
    if ('error' in played) throw new Error(played.error);
    // Matching's and the crossword's practice cards are played (so named: never recorded); the
    // choice games' are options only, as sessions.start answers.
    if (gameType === 'matching' || gameType === 'crossword') expect(played.practiceCardIds.length).toBeGreaterThan(0);
    else expect(played.practiceCardIds).toEqual([]);
    expect(played.practiceCardIds.every((id) => id >= 10)).toBe(true);
    if (gameType === 'matching') expect((played.gameData as MatchingData).terms.map((t) => t.id).sort((a, b) => a - b)).toEqual([1, 2, ...played.practiceCardIds].sort((a, b) => a - b));
    // The choice games ask only the due cards: practice cards are options.
    if (gameType === 'multiple-choice') expect((played.gameData as MultipleChoiceData).questions.map((q) => q.id).sort()).toEqual([1, 2]);
  });

  it('no practice when the due cards fill the board, nor for games of one card', () => {
    const full = pack(Array.from({ length: 6 }, (_, i) => card(i + 1, -1)));
    const matching = playFromPack(full, { gameType: 'matching', goal: { type: 'quick' }, isMobile: false }, NOW, seededRng(1));
    expect('error' in matching ? matching.error : matching.practiceCardIds).toEqual([]);
    const flashcards = playFromPack(lightDay(), { gameType: 'flashcards', goal: { type: 'quick' }, isMobile: false }, NOW, seededRng(1));
    expect('error' in flashcards ? flashcards.error : flashcards.practiceCardIds).toEqual([]);
  });

  it('startFromPack answers the filled board too (it used to say the game needs 4)', () => {
    expect(startFromPack(lightDay(), { gameType: 'matching', goal: { type: 'quick' }, isMobile: false }, NOW, seededRng(2))).not.toHaveProperty('error');
  });

  it('a practice card is never a sibling of a due card', () => {
    // Card 1 is due; 11 and 12 are its note's other cards, the rest have their own notes.
    const cards = [card(1, -1, { noteId: 100 }), card(11, 3, { noteId: 100 }), card(12, 4, { noteId: 100 }), ...Array.from({ length: 6 }, (_, i) => card(20 + i, 5 + i, { noteId: 200 + i }))];
    for (let seed = 1; seed <= 20; seed++) {
      const played = playFromPack({ ...pack(cards), burySiblings: true }, { gameType: 'matching', goal: { type: 'quick' }, isMobile: false }, NOW, seededRng(seed));
      if ('error' in played) throw new Error(played.error);
      expect(played.practiceCardIds.filter((id) => id === 11 || id === 12)).toEqual([]);
      expect(played.practiceCardIds).toHaveLength(3);
    }
  });
});

describe('offline bury siblings', () => {
  // Notes: 100 has cards 1, 2, 3 (all due, 1 the most overdue), 200 has card 4; card 5 has no note.
  const cards = [card(1, -3, { noteId: 100 }), card(2, -2, { noteId: 100 }), card(3, -1, { noteId: 100 }), card(4, -1, { noteId: 200 }), card(5, -1)];
  const quick = { type: 'quick' as const };
  const ids = (p: OfflinePack, answeredIds: number[] = [], now = NOW) => {
    const played = playFromPack(markAnswered(p, answeredIds, now), { gameType: 'flashcards', goal: quick, isMobile: false, answeredIds }, now, seededRng(1));
    if ('error' in played) return played.error;
    return (played.gameData as { cards: { id: number }[] }).cards.map((c) => c.id).sort();
  };

  it.each([
    ['bury on: one card of a note, the most overdue', { burySiblings: true }, [], [1, 4, 5]],
    ['bury off: every due card', { burySiblings: false }, [], [1, 2, 3, 4, 5]],
    ['an older pack without the option: every due card', {}, [], [1, 2, 3, 4, 5]],
    ['card 1 answered offline: its siblings wait, and it is not due again yet', { burySiblings: true }, [1], [4, 5]],
    ['card 4 answered offline: note 100 still gives one card', { burySiblings: true }, [4], [1, 5]],
  ] as const)('%s', (_, extra, answered, expected) => {
    expect(ids({ ...pack(cards), ...extra }, [...answered])).toEqual(expected);
  });

  it("the server's answers of the pack's day bury until that day ends; the card answered itself stays", () => {
    const p: OfflinePack = { ...pack(cards), burySiblings: true, answeredToday: { notes: [100], cards: [3], until: NOW + 3_600_000 } };
    // Card 3 was answered on the server today and is due again (a learning step): it stays, 1 and 2 wait.
    expect(ids(p)).toEqual([3, 4, 5]);
    expect(selectFromPack(p, quick, NOW).map((c) => c.id).sort()).toEqual([3, 4, 5]);
    // The next day nothing is buried by yesterday's answers: the most overdue card of note 100 again.
    expect(ids(p, [], NOW + 2 * 3_600_000)).toEqual([1, 4, 5]);
  });

  it('an N-card goal tops up with other cards, not with siblings', () => {
    const p: OfflinePack = { ...pack([...cards, card(6, 2), card(7, 3)]), burySiblings: true };
    expect(selectFromPack(p, { type: 'cards', value: 10 }, NOW).map((c) => c.id)).toEqual([1, 4, 5, 6, 7]);
  });
});
