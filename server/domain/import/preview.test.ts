import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import { countMediaTypes } from './draftMedia.js';
import { buildPreview, CARD_ERRORS, mediaPreview, plannedDecks, type ImportDraft } from './preview.js';

const draft = (overrides: Partial<ImportDraft>): ImportDraft => ({
  source: 'anki',
  target: 'each',
  proposedDeckName: 'Root',
  proposedDescription: '',
  decks: [
    { name: 'Root::A', description: 'x'.repeat(150) },
    { name: 'Root::B', description: '' },
  ],
  cards: [
    { term: 't1', definition: 'd1', deck: 0 },
    { term: '', definition: 'd2', deck: 0 },
    { term: 't3', definition: '', deck: 1 },
  ],
  message: 'Anki package read: 3 cards from 2 decks.',
  ...overrides,
});

describe('buildPreview', () => {
  it('collection: decksToCreate counts importable cards and drops decks left empty', () => {
    const preview = buildPreview(draft({}), 'id1');
    expect(preview.temporaryImportId).toBe('id1');
    expect(preview.proposedDeckName).toBeUndefined();
    expect(preview.decksToCreate).toEqual([{ name: 'Root::A', description: 'x'.repeat(150), cardCount: 1 }]);
    expect(preview.errorSummary).toEqual({
      totalCardsAttempted: 3,
      cardsWithIssues: 2,
      issuesPreview: [
        { term: '', errors: [CARD_ERRORS.termEmpty] },
        { term: 't3', errors: [CARD_ERRORS.definitionEmpty] },
      ],
    });
    expect(preview.previewCards[0]).toEqual({ term: 't1', definition: 'd1', ankiDeckName: 'Root::A', errors: [] });
  });

  it('single deck: proposedDeckName and no decksToCreate', () => {
    const preview = buildPreview(draft({ target: 'one' }), 'id2');
    expect(preview.proposedDeckName).toBe('Root');
    expect(preview.decksToCreate).toBeUndefined();
  });

  it('non-Anki previews carry no Anki deck name', () => {
    const preview = buildPreview(draft({ source: 'quizlet', target: 'one' }), 'id3');
    expect(preview.previewCards.every((card) => card.ankiDeckName === null)).toBe(true);
  });

  it('keeps the first 100 cards and says when there are none', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ term: `t${i}`, definition: `d${i}`, deck: 0 }));
    expect(buildPreview(draft({ cards: many }), 'x').previewCards).toHaveLength(100);
    expect(buildPreview(draft({ cards: [] }), 'x').message).toBe(MSG.noCardsFound);
  });

  it('sample cards carry their sanitized HTML, without the images the confirm has yet to store', () => {
    const cards = [
      { term: 'Bones', termHtml: '<b>Bones</b><img src="/api/media/anki-image-0" /> and <img src="/api/media/anki-image-1" />', termImage: 0, definition: 'plain', deck: 0 },
      { term: '', termHtml: '<img src="/api/media/anki-image-0" />', termImage: 0, definition: 'x', definitionHtml: '<ul><li>x</li></ul>', deck: 0 },
    ];
    const [bones, picture] = buildPreview(draft({ cards }), 'x').previewCards;
    expect(bones).toMatchObject({ term: 'Bones', termHtml: '<b>Bones</b> and ', termHasImage: true });
    expect(bones).not.toHaveProperty('definitionHtml');
    // A side that is only an image has no HTML left: the preview says '(image)'.
    expect(picture).not.toHaveProperty('termHtml');
    expect(picture).toMatchObject({ termHasImage: true, definitionHtml: '<ul><li>x</li></ul>' });
  });

  it('flags text longer than the card editor allows', () => {
    const preview = buildPreview(draft({ cards: [{ term: 'x'.repeat(10_001), definition: 'd', deck: 0 }] }), 'x');
    expect(preview.previewCards[0].errors).toEqual([CARD_ERRORS.termTooLong]);
  });
});

describe('plannedDecks', () => {
  it("'one' puts every importable card in the proposed deck", () => {
    const planned = plannedDecks(draft({ target: 'one' }));
    expect(planned).toHaveLength(1);
    expect(planned[0].deck.name).toBe('Root');
    expect(planned[0].cards.map((card) => card.term)).toEqual(['t1']);
  });

  it('nothing importable plans nothing', () => {
    expect(plannedDecks(draft({ cards: [{ term: '', definition: '', deck: 0 }] }))).toEqual([]);
  });
});

describe('the media line names the file types it leaves out', () => {
  it('with their counts, the seventh kind and on as other', () => {
    const names = ['a.mp4', 'b.MP4', 'c.svg', 'd.webm', 'e.ico', 'f.pdf', 'g.tiff', 'h.bmp', 'noextension'];
    const unsupportedTypes = countMediaTypes(names);
    expect(unsupportedTypes).toEqual({ MP4: 2, SVG: 1, WEBM: 1, ICO: 1, PDF: 1, TIFF: 1, other: 2 });
    const { issues } = mediaPreview({ images: 0, audio: 0, cards: 0, missing: 0, unsupported: names.length, unsupportedTypes, examples: [], extra: 0, unused: 0 });
    expect(issues).toEqual(['9 media files of a type Cardcade does not keep will be left out: 2 MP4, 1 SVG, 1 WEBM, 1 ICO, 1 PDF, 1 TIFF, 2 other (Cardcade keeps PNG, JPEG, GIF, WebP, MP3, OGG, WAV, M4A).']);
  });
});
