import { describe, expect, it } from 'vitest';
import { CLOZE_MSG } from '../../../../shared/cloze';
import { clozeProblemText } from './clozeWords';

// The catalog's English is shared/cloze.ts's word for word; a text it does not know passes.
describe('clozeProblemText', () => {
  it.each([
    ['no deletion', CLOZE_MSG.none],
    ['number out of range', CLOZE_MSG.numberOutOfRange],
    ['empty c1', CLOZE_MSG.empty(1)],
    ['empty c12', CLOZE_MSG.empty(12)],
    ['another text', 'Something else.'],
  ])('%s', (_, problem) => {
    expect(clozeProblemText(problem)).toBe(problem);
  });

  it('hands the translation the parts of the syntax it keeps as they are', () => {
    const seen: unknown[] = [];
    clozeProblemText(CLOZE_MSG.empty(3), (id, values) => (seen.push([id, values]), id));
    expect(seen).toEqual([['cards.cloze.empty', { n: '3', open: '{{c3::', close: '}}' }]]);
  });
});
