import { describe, expect, it } from 'vitest';
import { MEDIA_MSG } from '../../../../shared/media';
import { imageFileProblem, imageFromUrl } from './cardImage';

describe('card form images', () => {
  it('reads the media id from a card URL', () => {
    expect(imageFromUrl('/api/media/42')).toEqual({ id: 42, url: '/api/media/42' });
    expect(imageFromUrl(null)).toBeNull();
    expect(imageFromUrl('/elsewhere/42')).toBeNull();
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
