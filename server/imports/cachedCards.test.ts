import { describe, expect, it } from 'vitest';
import type { DraftCard } from '../domain/import/preview.js';
import { cardsFromColumns, cardsToColumns } from './cachedCards.js';

// What the cache row gives back must be what the old one-object-per-card JSON gave back.
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const roundTrip = (cards: DraftCard[]) => cardsFromColumns(throughJson(cardsToColumns(cards)));

const plain = (index: number): DraftCard => ({ term: `Term ${index}`, definition: `Definition ${index}`, deck: index % 3 });

describe('a draft’s cards by field in the cache', () => {
  it('no cards', () => {
    expect(roundTrip([])).toEqual([]);
  });

  it('plain cards come back as they were, each field named once', () => {
    const cards = Array.from({ length: 50 }, (_, index) => plain(index));
    const columns = cardsToColumns(cards);
    expect(Object.keys(columns.fields).sort()).toEqual(['deck', 'definition', 'term']);
    expect(roundTrip(cards)).toEqual(throughJson(cards));
    expect(JSON.stringify(columns).length).toBeLessThan(JSON.stringify(cards).length * 0.7);
  });

  it('a reversed card’s sides are written once, as its sibling’s other way round', () => {
    const cards: DraftCard[] = [
      { term: 'Paris', definition: 'France', deck: 0 },
      { term: 'France', definition: 'Paris', deck: 0 },
      { term: 'Paris', definition: 'Paris', deck: 0 },
      { term: 'Rome', definition: 'Paris', deck: 1 },
      { term: '', definition: '', deck: 0 },
      { term: '', definition: '', deck: 0 },
    ];
    const columns = throughJson(cardsToColumns(cards));
    expect(columns.fields.term).toEqual(['Paris', 0, 0, 'Rome', '', 0]);
    expect(columns.fields.definition).toEqual(['France', 0, 'Paris', 0, '', 0]);
    expect(cardsFromColumns(columns)).toEqual(cards);
  });

  it('every field a draft card can have, on many cards or on few, comes back on the same cards', () => {
    const rich: DraftCard = {
      term: 'Term',
      definition: '',
      deck: 1,
      termTooLong: true,
      definitionTooLong: true,
      termHtml: '<b>Term</b>',
      definitionHtml: '<img src="anki:0">',
      termImages: [0, null],
      definitionImages: [null],
      history: { s: [1, 2, 3] } as unknown as DraftCard['history'],
      termImage: 0,
      termAudio: 1,
      definitionImage: 2,
      definitionAudio: 3,
      cloze: { number: 2, note: 'n', text: '{{c1::a}} {{c2::b}}', extra: null, answer: 'a b' },
      anki: '0|1|guid|with:colons:1',
      ankiFields: ['a', 'b', ''],
    };
    const cards = [...Array.from({ length: 20 }, (_, index) => (index % 2 ? { ...rich, deck: index } : plain(index))), { ...plain(99), history: undefined }];
    expect(roundTrip(cards)).toEqual(throughJson(cards));
    // A field on few cards is kept as the list of those cards, not as a null per card.
    const columns = cardsToColumns(cards);
    expect(Array.isArray(columns.fields.termHtml)).toBe(true);
    expect(columns.fields.termHtml).toHaveLength(cards.length);
    expect(columns.fields.anki).toHaveLength(cards.length);
    const few = cardsToColumns([...cards, ...Array.from({ length: 100 }, (_, index) => plain(index))]);
    expect(few.fields.termHtml).toEqual({ at: [1, 3, 5, 7, 9, 11, 13, 15, 17, 19], values: Array(10).fill(rich.termHtml) });
    expect(roundTrip([...cards, plain(1)])).toEqual(throughJson([...cards, plain(1)]));
  });

  it('a cloze note’s text is written once for its cards, not once per card (issue 49)', () => {
    const text = `${'a long cloze text '.repeat(500)}{{c1::x}} {{c2::y}} {{c3::z}}`;
    const cloze = (number: number, note: string, source = text): DraftCard => ({
      ...plain(number),
      cloze: { number, note, text: source, extra: 'extra', answer: 'x' },
    });
    const cards = [cloze(1, 'n1'), cloze(2, 'n1'), plain(5), cloze(3, 'n1'), cloze(1, 'n2', 'other {{c1::w}}'), cloze(2, 'n2', 'other {{c1::w}}'), cloze(1, 'n3')];
    const columns = throughJson(cardsToColumns(cards));
    expect(JSON.stringify(columns).split('a long cloze text ').length - 1).toBe(2 * 500);
    expect(cardsFromColumns(columns)).toEqual(throughJson(cards));
    // Few cloze cards among many (a sparse column) come back the same way.
    const sparse = [...cards, ...Array.from({ length: 40 }, (_, index) => plain(index))];
    expect(cardsFromColumns(throughJson(cardsToColumns(sparse)))).toEqual(throughJson(sparse));
  });
});
