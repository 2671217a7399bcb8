import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MAX_MARKS, DISPLAY_NAME_MIN, DISPLAY_NAME_MSG, displayNameProblem, longestMarkRun, normaliseDisplayName, skeleton } from './displayName.js';

const marks = (n: number) => 'e' + '\u0301'.repeat(n);

describe('normaliseDisplayName', () => {
  it.each([
    ['Ｌearner 3', 'Learner 3'],
    ['  Ada   Lovelace  ', 'Ada Lovelace'],
    ['Ada\u00a0\u3000Lovelace', 'Ada Lovelace'],
    ['Ａｄａ', 'Ada'],
    ['ﬁona', 'fiona'],
    ['Jose\u0301', 'José'],
    ['Nguyễn Văn A', 'Nguyễn Văn A'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseDisplayName(input)).toBe(expected);
  });
});

describe('displayNameProblem (names already normalised)', () => {
  it.each([
    // Fine.
    ['Ada', null],
    ['Nguyễn Văn A', null],
    ['Zoë', null],
    ['สมชาย กี่', null],
    ['देवनागरी', null],
    ['李小龙', null],
    ['Learner of Latin', null],
    ['Admiral', null],
    ['The Owner of Bees', null],
    [marks(2), null],
    // Refused.
    ['A', DISPLAY_NAME_MSG.tooShort],
    ['x'.repeat(41), DISPLAY_NAME_MSG.tooLong],
    ['Ada\u0000', DISPLAY_NAME_MSG.control],
    ['Ada\u200b', DISPLAY_NAME_MSG.control],
    ['Ada\u202e', DISPLAY_NAME_MSG.control],
    ['Ada\u2066', DISPLAY_NAME_MSG.control],
    ['ada@example.com', DISPLAY_NAME_MSG.email],
    [marks(3), DISPLAY_NAME_MSG.marks],
    ['Z' + '\u0336'.repeat(38) + 'oe', DISPLAY_NAME_MSG.marks],
    ['Learner 3', DISPLAY_NAME_MSG.defaultName],
    ['learner3', DISPLAY_NAME_MSG.defaultName],
    ['LEARNER-12', DISPLAY_NAME_MSG.defaultName],
    ['Léarner 7', DISPLAY_NAME_MSG.defaultName],
    ['Learner', DISPLAY_NAME_MSG.defaultName],
    ['ADMIN', DISPLAY_NAME_MSG.reserved],
    ['admin', DISPLAY_NAME_MSG.reserved],
    ['Ádmin 2', DISPLAY_NAME_MSG.reserved],
    ['A.D.M.I.N', DISPLAY_NAME_MSG.reserved],
    ['Administrator', DISPLAY_NAME_MSG.reserved],
    ['Moderator', DISPLAY_NAME_MSG.reserved],
    ['owner', DISPLAY_NAME_MSG.reserved],
    ['Cardcade', DISPLAY_NAME_MSG.reserved],
    ['SYSTEM', DISPLAY_NAME_MSG.reserved],
  ])('%j → %j', (name, problem) => {
    expect(displayNameProblem(name)).toBe(problem);
  });

  it('after normalising: fullwidth and spaced-out impersonations are refused', () => {
    expect(displayNameProblem(normaliseDisplayName('Ｌearner 3'))).toBe(DISPLAY_NAME_MSG.defaultName);
    expect(displayNameProblem(normaliseDisplayName('ＡＤＭＩＮ'))).toBe(DISPLAY_NAME_MSG.reserved);
    expect(displayNameProblem(normaliseDisplayName('  admin  '))).toBe(DISPLAY_NAME_MSG.reserved);
  });
});

describe('helpers', () => {
  it('the messages name the limits', () => {
    expect(DISPLAY_NAME_MSG.tooShort).toContain(`${DISPLAY_NAME_MIN} characters`);
    expect(DISPLAY_NAME_MSG.tooLong).toContain(`${DISPLAY_NAME_MAX} characters`);
    expect(DISPLAY_NAME_MSG.marks).toContain(`${DISPLAY_NAME_MAX_MARKS} at most`);
  });
  it('longestMarkRun counts marks after one base', () => {
    expect(longestMarkRun('abc')).toBe(0);
    expect(longestMarkRun(`${marks(1)}${marks(3)}`)).toBe(3);
  });
  it('skeleton keeps letters and digits, lower case, without accents', () => {
    expect(skeleton('Ádmin-1!')).toBe('admin1');
  });
});
