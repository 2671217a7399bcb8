import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki.js';
import { assignNoteMedia, fieldMediaRefs, templateFieldNames } from './ankiMedia.js';
import { buildPreview, cardErrors, isImportable, RAW_FIELD_MAX } from './preview.js';
import { fakeJpeg, fakeMp3, fakePng, fakeSvg, fakeWav } from './mediaBytes.js';
import { zipSync } from 'fflate';
import { IMPORT_AUDIO_MAX_BYTES, IMPORT_IMAGE_MAX_BYTES } from '../../../shared/media.js';
import { zeroPng, zstdFrameBomb } from '../../test/hostileFiles.js';
import { ankiPackage, DECOY, legacyCollection, mediaMembers, schema18Collection, zstdCompress, type TestCollection } from '../../test/ankiTestkit.js';
import { inflateLimitFor } from './zip.js';

describe('fieldMediaRefs', () => {
  it.each([
    ['<img src="a.png">', ['a.png'], []],
    ["<IMG class=x SRC='b c.jpg' />", ['b c.jpg'], []],
    ['<img src=plain.gif>', ['plain.gif'], []],
    ['text [sound:hello.mp3] more [sound:two.ogg]', [], ['hello.mp3', 'two.ogg']],
    ['<img src="x&amp;y.png">[sound:a&amp;b.wav]', ['x&y.png'], ['a&b.wav']],
    ['<img alt="no source">', [], []],
    ['<img src="unterminated.png"', [], []],
    ['[sound:unterminated', [], []],
    ['<b>no media</b>', [], []],
  ])('%s', (html, images, sounds) => {
    expect(fieldMediaRefs(html)).toEqual({ images, sounds });
  });

  // Its time is a figure of `npm run bench -- linear-inputs` (a quadratic scan of 40,000
  // characters takes seconds, a linear one a few ms); here, what it finds.
  it('finds nothing in a field of unterminated tags and sound references', () => {
    const hostile = '<img '.repeat(RAW_FIELD_MAX / 5) + '>' + '[sound:'.repeat(RAW_FIELD_MAX / 7);
    expect(fieldMediaRefs(hostile)).toEqual({ images: [], sounds: [] });
  });
});

describe('templateFieldNames', () => {
  it('finds shown fields, not conditionals', () => {
    const names = templateFieldNames('{{#Image}}What is this?\n{{Image}}{{/Image}} {{type:FullName}} {{cloze:Text}} {{^Hint}}{{/Hint}} {{ Spaced }}');
    expect([...names].sort()).toEqual(['FullName', 'Image', 'Spaced', 'Text']);
  });
});

describe('assignNoteMedia', () => {
  it('puts the first two fields by position and the others by the front template', () => {
    const fields = ['<img src="t.png">[sound:t.mp3]', '<img src="d.png">', '<img src="front-extra.png">[sound:front.mp3]', '[sound:back.mp3]<img src="back.png">'];
    const result = assignNoteMedia(fields, [true, false, true, false]);
    // Every image of a side, in order (the side's HTML decides which stay inline: anki.ts), its first sound.
    expect(result?.refs).toEqual({ term: { images: ['t.png', 'front-extra.png'], audio: 't.mp3' }, definition: { images: ['d.png', 'back.png'], audio: 'back.mp3' } });
    // front.mp3 comes after the side's first sound.
    expect(result?.extra).toBe(1);
  });

  it('sends other fields to the back when no template shows them on the front', () => {
    expect(assignNoteMedia(['word', 'meaning', '', '[sound:a.mp3]'], undefined)?.refs).toEqual({ term: {}, definition: { audio: 'a.mp3' } });
    expect(assignNoteMedia(['word', 'meaning'], undefined)).toBeNull();
  });
});

describe('card errors with images', () => {
  it('a side needs text or an image', () => {
    expect(cardErrors({ term: '', definition: 'x', termImage: 0 })).toEqual([]);
    expect(isImportable({ term: '', definition: '', termImage: 0, definitionImage: 1 })).toBe(true);
    expect(cardErrors({ term: '', definition: 'x' })).toEqual(['Term is empty.']);
  });
});

const FORMATS = ['anki2', 'anki21', 'anki21b'] as const;

function mediaCollection(): TestCollection {
  return {
    notetypes: [
      { id: 1, name: 'Picture', fields: ['Word', 'Meaning', 'Image', 'Audio'], front: '{{Word}}<br>{{Image}}' },
      { id: 2, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' },
    ],
    decks: [{ id: 10, name: 'Media deck' }],
    notes: [
      // Media in the first two fields.
      { fields: ['<img src="term.png"> cat', '[sound:meaning.mp3]chat'], notetype: 0, cards: [{ deck: 10 }] },
      // Media in other fields: Image is on the front template, Audio is not.
      { fields: ['dog', 'chien', '<img src="dog.jpg">', '[sound:dog.wav]'], notetype: 0, cards: [{ deck: 10 }] },
      // Image-only sides are cards now.
      { fields: ['<img src="term.png">', '<img src="back.png">'], notetype: 1, cards: [{ deck: 10 }] },
      // A missing file and an unsupported one: reported, not fatal; the texts still import.
      { fields: ['missing <img src="gone.png">', 'svg <img src="evil.svg">'], notetype: 1, cards: [{ deck: 10 }] },
      // Two images on one side: both are kept, inline (docs/rich-cards.md); the first is the side's image.
      { fields: ['two <img src="term.png"><img src="back.png">', 'x'], notetype: 1, cards: [{ deck: 10 }] },
    ],
    media: {
      'term.png': fakePng(1),
      'back.png': fakePng(2),
      'dog.jpg': fakeJpeg(3),
      'meaning.mp3': fakeMp3(4),
      'dog.wav': fakeWav(5),
      'evil.svg': fakeSvg(),
      'unused.png': fakePng(6),
    },
  };
}

describe.each(FORMATS)('media from %s packages', (format) => {
  it.each([
    ['apkg', 'single_deck'],
    ['colpkg', 'collection'],
  ] as const)('%s: sides, files, counts and issues', async (extension, mode) => {
    const draft = await parseAnkiPackage(ankiPackage(mediaCollection(), format), { mode, fileName: `media.${extension}` });
    const media = draft.media ?? [];
    const fileOf = (index: number | undefined) => (index === undefined ? undefined : `${media[index].mime}:${media[index].bytes!.at(-1)}`);
    const sides = draft.cards.map((card) => [fileOf(card.termImage), fileOf(card.termAudio), fileOf(card.definitionImage), fileOf(card.definitionAudio)]);
    expect(sides).toEqual([
      ['image/png:1', undefined, undefined, 'audio/mpeg:4'],
      ['image/jpeg:3', undefined, undefined, 'audio/wav:5'],
      ['image/png:1', undefined, 'image/png:2', undefined],
      [undefined, undefined, undefined, undefined],
      ['image/png:1', undefined, undefined, undefined],
    ]);
    expect(draft.cards[2]).toMatchObject({ term: '', definition: '' });
    expect(draft.cards[4].termImages?.map((index) => fileOf(index ?? undefined))).toEqual(['image/png:1', 'image/png:2']);
    expect(draft.cards[4].termHtml).toBe('two <img src="/api/media/anki-image-0" /><img src="/api/media/anki-image-1" />');
    expect(draft.mediaSummary).toEqual({ images: 3, audio: 2, cards: 4, missing: 1, unsupported: 1, unsupportedTypes: { SVG: 1 }, examples: ['gone.png', 'evil.svg'], extra: 0, unused: 1, missingNames: ['gone.png'] });
    const preview = buildPreview(draft, 'id');
    expect(preview.errorSummary.cardsWithIssues).toBe(0);
    expect(preview.media?.message).toBe('Media: 3 images and 2 sounds on 4 cards.');
    // Missing, unsupported, unused (no image is left out any more).
    expect(preview.media?.issues).toHaveLength(3);
  });
});

describe('media and the inflated-size limit', () => {
  it('counts media bytes against the limit while reading them', async () => {
    const limit = inflateLimitFor(0);
    // Each file is under the image cap; together they inflate past the limit.
    const count = Math.ceil(limit / (IMPORT_IMAGE_MAX_BYTES - 1024)) + 1;
    const media: Record<string, Uint8Array> = {};
    const notes: TestCollection['notes'] = [];
    for (let i = 0; i < count; i++) {
      const file = new Uint8Array(IMPORT_IMAGE_MAX_BYTES - 1024);
      file.set(fakePng(i));
      media[`big${i}.png`] = file;
      notes.push({ fields: [`<img src="big${i}.png">`, 'x'], notetype: 0, cards: [{ deck: 10 }] });
    }
    const collection: TestCollection = { notetypes: [{ id: 2, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' }], decks: [{ id: 10, name: 'D' }], notes, media };
    await expect(parseAnkiPackage(ankiPackage(collection, 'anki2'), { mode: 'single_deck', fileName: 'x.apkg' })).rejects.toThrow(/unpacks to more than/);
  });
});

describe('the size cap on one imported media file (docs/security.md)', { timeout: 60_000 }, () => {
  const sixMb = 6 * 1024 * 1024;
  const collection = (media: Record<string, Uint8Array>): TestCollection => ({
    notetypes: [{ id: 2, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' }],
    decks: [{ id: 10, name: 'D' }],
    notes: [
      { fields: ['big <img src="big.png">', 'meaning [sound:long.mp3]'], notetype: 0, cards: [{ deck: 10 }] },
      { fields: ['small <img src="small.png">', 'x'], notetype: 0, cards: [{ deck: 10 }] },
    ],
    media,
  });
  const sound = (bytes: number) => {
    const file = new Uint8Array(bytes);
    file.set(fakeMp3(7));
    return file;
  };

  it.each(FORMATS)('%s: an image over 5 MB is left out and listed; its card imports without it', async (format) => {
    const draft = await parseAnkiPackage(ankiPackage(collection({ 'big.png': zeroPng(sixMb), 'small.png': fakePng(2), 'long.mp3': sound(sixMb) }), format), {
      mode: 'single_deck',
      fileName: 'x.apkg',
    });
    const [big, small] = draft.cards;
    expect(big).toMatchObject({ term: 'big' });
    expect(big.termImage).toBeUndefined();
    // A 6 MB sound is under the 25 MB sound cap.
    expect(draft.media?.[big.definitionAudio!]).toMatchObject({ mime: 'audio/mpeg' });
    expect(draft.media?.[small.termImage!]).toMatchObject({ mime: 'image/png' });
    // anki21b files are zstd streams without a declared size: stopped past the cap, size unknown.
    const bytes = format === 'anki21b' ? null : sixMb;
    expect(draft.mediaSummary).toMatchObject({ images: 1, audio: 1, cards: 2, tooLarge: 1, skipped: [{ name: 'big.png', bytes, kind: 'image', capBytes: IMPORT_IMAGE_MAX_BYTES }] });
    expect(isImportable(big)).toBe(true);
    const preview = buildPreview(draft, 'id');
    expect(preview.media?.skippedFiles).toEqual([{ name: 'big.png', bytes, reason: 'Image larger than 5 MB' }]);
    expect(preview.media?.issues).toContain('1 media file larger than the limit (images 5 MB, sounds 25 MB) will be left out; its cards are imported without it.');
  });

  it('a sound over 25 MB is left out from its zip header, never inflated', async () => {
    // The header says 30 MB but the member holds a few bytes: had it been inflated, the size
    // check of the zip layer would have refused the whole package.
    const bytes = ankiPackage(collection({ 'big.png': fakePng(1), 'small.png': fakePng(2), 'long.mp3': sound(1024) }), 'anki2');
    const draft = await parseAnkiPackage(withDeclaredSize(bytes, '2', 30 * 1024 * 1024), { mode: 'single_deck', fileName: 'x.apkg' });
    expect(draft.cards[0].definitionAudio).toBeUndefined();
    expect(draft.mediaSummary?.skipped).toEqual([{ name: 'long.mp3', bytes: 30 * 1024 * 1024, kind: 'audio', capBytes: IMPORT_AUDIO_MAX_BYTES }]);
  });

  it('an anki21b file whose zstd frame declares more than the cap is left out before decompressing', async () => {
    const declaredBomb = zstdFrameBomb(1, 2_000_000_000);
    const members = mediaMembers({ 'big.png': fakePng(1), 'small.png': fakePng(2), 'long.mp3': sound(1024) }, 'anki21b');
    members['0'] = declaredBomb;
    const draft = await parseAnkiPackage(
      zipSync({ ...members, 'collection.anki21b': zstdCompress(schema18Collection(collection({}))), 'collection.anki2': legacyCollection(DECOY) }),
      { mode: 'single_deck', fileName: 'x.apkg' },
    );
    expect(draft.mediaSummary?.skipped).toEqual([{ name: 'big.png', bytes: 2_000_000_000, kind: 'image', capBytes: IMPORT_IMAGE_MAX_BYTES }]);
    expect(draft.cards[1].termImage).toBeDefined();
  });
});

/** Rewrites the uncompressed size both headers give for member `name` (a lying header). */
function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = Uint8Array.from(zip);
  const view = new DataView(out.buffer);
  const nameBytes = new TextEncoder().encode(name);
  const nameAt = (at: number) => nameBytes.every((byte, i) => out[at + i] === byte);
  for (let at = 0; at + 46 < out.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === nameBytes.length && nameAt(at + 30)) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50 && view.getUint16(at + 28, true) === nameBytes.length && nameAt(at + 46)) view.setUint32(at + 24, size, true);
  }
  return out;
}
