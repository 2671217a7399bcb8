import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { friendlyGameError } from './friendlyError';

describe('friendlyGameError', () => {
  it('explains the unsuitable crossword, with or without the Error: prefix', () => {
    for (const text of [MSG.crosswordNoData, MSG.crosswordNoData.replace(/^Error: /, '')]) {
      const friendly = friendlyGameError(text);
      expect(friendly.title).toBe("This deck can't make a crossword");
      expect(friendly.message).toContain('A–Z letters');
      expect(friendly.retryable).toBe(false);
    }
  });

  it('passes other messages through', () => {
    expect(friendlyGameError('Network down')).toEqual({ title: 'Something went wrong', message: 'Network down', retryable: true });
  });
});
