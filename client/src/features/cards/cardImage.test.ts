import { describe, expect, it } from 'vitest';
import { MEDIA_MSG } from '../../../../shared/media';
import { messages as cardsEn } from '../../locales/cards/en';
import { changedMediaId, imageFileProblem, imageFromUrl, MEDIA_PROBLEM_IDS, sideMediaId, soundFileProblem } from './cardImage';
import { englishT } from './clozeWords';

describe('card form images', () => {
  it("keeps a card URL as the side's current file, with no id to send", () => {
    expect(imageFromUrl('/api/media/Zm9vYmFyYmF6cXV4MTIzNA')).toEqual({ url: '/api/media/Zm9vYmFyYmF6cXV4MTIzNA' });
    expect(imageFromUrl(null)).toBeNull();
    expect(imageFromUrl('/elsewhere/42')).toBeNull();
  });

  it("sends a new upload's id, null for none, nothing for the file the card keeps", () => {
    expect(sideMediaId({ id: 7, url: '/api/media/abc' })).toBe(7);
    expect(sideMediaId(null)).toBeNull();
    expect(sideMediaId({ url: '/api/media/abc' })).toBeUndefined();
  });

  it("sends only what changed from the side's starting file: a new upload, null for one removed, nothing otherwise", () => {
    const had = { url: '/api/media/abc' };
    expect(changedMediaId({ id: 7, url: '/api/media/7' }, had)).toBe(7);
    expect(changedMediaId({ id: 7, url: '/api/media/7' }, null)).toBe(7);
    expect(changedMediaId(had, had)).toBeUndefined();
    expect(changedMediaId(null, had)).toBeNull();
    expect(changedMediaId(null, null)).toBeUndefined();
  });

  it.each([
    [{ size: 1000, type: 'image/png' }, null],
    [{ size: 5 * 1024 * 1024, type: 'image/jpeg' }, null],
    [{ size: 5 * 1024 * 1024 + 1, type: 'image/webp' }, MEDIA_MSG.tooLarge],
    [{ size: 100, type: 'image/svg+xml' }, MEDIA_MSG.notAnImage],
    [{ size: 100, type: 'text/html' }, MEDIA_MSG.notAnImage],
    [{ size: 0, type: 'image/png' }, MEDIA_MSG.noFile],
  ])('%o → %s', (file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });
});

describe('card form sounds', () => {
  it.each([
    [{ size: 1000, type: 'audio/mpeg' }, null],
    [{ size: 1000, type: 'audio/x-m4a' }, null],
    [{ size: 1000, type: 'application/ogg' }, null],
    [{ size: 1000, type: '' }, null],
    [{ size: 5 * 1024 * 1024, type: 'audio/wav' }, null],
    [{ size: 5 * 1024 * 1024 + 1, type: 'audio/ogg' }, MEDIA_MSG.soundTooLarge],
    [{ size: 100, type: 'image/png' }, MEDIA_MSG.notASound],
    [{ size: 100, type: 'video/webm' }, MEDIA_MSG.notASound],
    [{ size: 0, type: 'audio/mpeg' }, MEDIA_MSG.noSound],
  ])('%o → %s', (file, problem) => {
    expect(soundFileProblem(file)).toBe(problem);
  });

  it("words every problem in the catalog as MEDIA_MSG does in English", () => {
    const problems = [MEDIA_MSG.notAnImage, MEDIA_MSG.tooLarge, MEDIA_MSG.noFile, MEDIA_MSG.notASound, MEDIA_MSG.soundTooLarge, MEDIA_MSG.noSound];
    expect(problems.map((p) => englishT(MEDIA_PROBLEM_IDS[p]!))).toEqual(problems);
    expect(Object.values(MEDIA_PROBLEM_IDS).every((id) => id in cardsEn)).toBe(true);
  });
});
