import { describe, expect, it } from 'vitest';
import { parseQuizlet, type QuizletOptions } from './quizlet.js';

const pairs = (text: string, options: QuizletOptions) =>
  parseQuizlet(text, { ...options, deckName: 'D' }).cards.map((card) => [card.term, card.definition]);

describe('parseQuizlet', () => {
  it.each<[string, string, QuizletOptions, string[][]]>([
    ['tab + newline', 'a\t1\nb\t2', { termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }, [['a', '1'], ['b', '2']]],
    ['CRLF lines', 'a\t1\r\nb\t2\r\n', { termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }, [['a', '1'], ['b', '2']]],
    ['comma splits at the first only', 'a,1,2\nb,"x', { termDefDelimiterKey: 'comma', cardDelimiterKey: 'newline' }, [['a', '1,2'], ['b', '"x']]],
    ['semicolon cards', 'a\t1;b\t2;', { termDefDelimiterKey: 'tab', cardDelimiterKey: 'semicolon' }, [['a', '1'], ['b', '2']]],
    [
      'blank line between cards keeps inner newlines',
      'a\tline 1\nline 2\n\nb\t2\n  \nc\t3',
      { termDefDelimiterKey: 'tab', cardDelimiterKey: 'custom_double_newline' },
      [['a', 'line 1\nline 2'], ['b', '2'], ['c', '3']],
    ],
    [
      'custom both',
      'a/////1###b/////2',
      { termDefDelimiterKey: 'custom', customTermDefDelimiter: '/////', cardDelimiterKey: 'custom', customCardDelimiter: '###' },
      [['a', '1'], ['b', '2']],
    ],
    ['blank chunks skipped', '\n\na\t1\n\n', { termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }, [['a', '1']]],
    ['missing delimiter keeps the card', 'lonely', { termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }, [['lonely', '']]],
    ['empty term', '\tdef', { termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }, [['', 'def']]],
  ])('%s', (_name, text, options, expected) => {
    expect(pairs(text, options)).toEqual(expected);
  });

  it('names the deck and the importer', () => {
    const draft = parseQuizlet('a\t1', { termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline', deckName: '  Verbs ' });
    expect(draft.proposedDeckName).toBe('Verbs');
    expect(draft.message).toMatch(/Quizlet/);
    expect(draft.source).toBe('quizlet');
  });
});
