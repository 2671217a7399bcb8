import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_ROUND } from '../constants.js';
import type { TypingData } from '../games.js';
import { needsAtLeast } from '../messages.js';
import { gameCardOfFlat, generateGame, seededRng, TYPING_UNSUITABLE, type GameCard } from './index.js';

// Type the Answer's generator (docs/study-modes.md), seeded: the term is shown, the definition typed; a
// cloze card asks for its hidden text and reads one way only.

const makeCards = (n: number): GameCard[] => Array.from({ length: n }, (_, i) => gameCardOfFlat({ id: 1 + i, term: `term ${i}`, definition: `meaning ${i}` }));
const CLOZE: GameCard = gameCardOfFlat({ id: 99, term: 'The [...] pumps blood.', definition: 'The [heart] pumps blood.', kind: 'cloze', clozeAnswer: 'heart' });

describe('typing generator', () => {
  it('makes a game from one card: the term shown, the definition to type', () => {
    expect(generateGame('typing', [gameCardOfFlat({ id: 7, term: 'chat', definition: 'cat', definitionAudioUrl: '/api/media/a' })], { rng: seededRng(1), title: 'French' })).toEqual({
      title: 'French',
      items: [{ id: 7, prompt: { text: 'chat' }, answer: 'cat', answerSide: { text: 'cat', audioUrl: '/api/media/a' } }],
    });
  });

  it('needs one card, and one with text to type', () => {
    expect(generateGame('typing', [], { rng: seededRng(1) })).toEqual({ error: needsAtLeast(1) });
    expect(generateGame('typing', [gameCardOfFlat({ id: 1, term: 'a picture', definition: '', definitionImageUrl: '/api/media/x' })], { rng: seededRng(1) })).toEqual({ error: TYPING_UNSUITABLE });
  });

  it('casual play: a seeded round of at most 15 distinct cards; the same seed draws the same round', () => {
    const cards = makeCards(40);
    const first = generateGame('typing', cards, { rng: seededRng(5) }) as TypingData;
    expect(first.items).toHaveLength(QUESTIONS_PER_ROUND);
    expect(new Set(first.items.map((item) => item.id)).size).toBe(QUESTIONS_PER_ROUND);
    expect(generateGame('typing', cards, { rng: seededRng(5) })).toEqual(first);
    expect((generateGame('typing', cards, { rng: seededRng(6) }) as TypingData).items.map((i) => i.id)).not.toEqual(first.items.map((i) => i.id));
  });

  it('a smart session (all) asks every card; reverse asks the term, except of a cloze card', () => {
    const data = generateGame('typing', [...makeCards(20), CLOZE], { rng: seededRng(2), all: true, direction: 'reverse' }) as TypingData;
    expect(data.items).toHaveLength(21);
    const cloze = data.items.find((item) => item.id === 99)!;
    expect(cloze).toEqual({ id: 99, prompt: { text: 'The [...] pumps blood.' }, answer: 'heart', reveal: 'The [heart] pumps blood.', answerSide: { text: 'The [heart] pumps blood.' } });
    expect(data.items.find((item) => item.id === 1)).toMatchObject({ prompt: { text: 'meaning 0' }, answer: 'term 0' });
  });

  it('a cloze card kept offline without its answer gets it from its source', () => {
    const offline = gameCardOfFlat({ id: 5, term: '[...] x', definition: '[a] x', kind: 'cloze', clozeText: '{{c1::a}} x', clozeNumber: 1 });
    expect((generateGame('typing', [offline], { rng: seededRng(1) }) as TypingData).items[0].answer).toBe('a');
  });
});
