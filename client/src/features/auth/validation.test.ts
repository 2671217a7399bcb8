import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { signupProblem } from './validation';

describe('signupProblem', () => {
  it.each([
    ['longenough', 'longenough', null],
    ['longenough', 'different1', MSG.passwordsDontMatch],
    ['short', 'short', MSG.passwordTooShort],
    ['short', 'other', MSG.passwordsDontMatch],
    ['12345678', '12345678', null],
  ])('%s / %s → %s', (password, confirm, expected) => {
    expect(signupProblem(password, confirm)).toBe(expected);
  });
});
