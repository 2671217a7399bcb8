import { describe, expect, it } from 'vitest';
import { cardSide, flatOfSides, sidesOfFlat } from './cardSide.js';
import { cardSideSchema } from './schemas/cardSide.js';

describe('cardSide: only the keys that have a value', () => {
  it.each([
    ['plain text', cardSide('chat'), { text: 'chat' }],
    ['nulls and empty strings left out', cardSide('chat', { html: null, imageUrl: '', audioUrl: undefined, lang: null }), { text: 'chat' }],
    ['every field', cardSide('', { html: '<b>x</b>', imageUrl: '/api/media/a', audioUrl: '/api/media/b', lang: 'fr' }), { text: '', html: '<b>x</b>', imageUrl: '/api/media/a', audioUrl: '/api/media/b', lang: 'fr' }],
  ])('%s', (_, side, expected) => {
    expect(side).toEqual(expected);
    expect(cardSideSchema.parse(side)).toEqual(expected);
  });
});

describe('the documented flat shape and the sides', () => {
  const flat = {
    term: 'chat',
    definition: 'cat',
    termHtml: '<b>chat</b>',
    definitionHtml: null,
    termImageUrl: '/api/media/i1',
    definitionImageUrl: null,
    termAudioUrl: null,
    definitionAudioUrl: '/api/media/a2',
  };

  it('sidesOfFlat puts each field on its side', () => {
    expect(sidesOfFlat(flat)).toEqual({
      term: { text: 'chat', html: '<b>chat</b>', imageUrl: '/api/media/i1' },
      definition: { text: 'cat', audioUrl: '/api/media/a2' },
    });
  });

  it('flatOfSides gives every documented field back, null when the side lacks it', () => {
    expect(flatOfSides(sidesOfFlat(flat))).toEqual(flat);
    expect(flatOfSides({ term: { text: 'a' }, definition: { text: 'b' } })).toEqual({
      term: 'a',
      definition: 'b',
      termHtml: null,
      definitionHtml: null,
      termImageUrl: null,
      definitionImageUrl: null,
      termAudioUrl: null,
      definitionAudioUrl: null,
    });
  });
});
