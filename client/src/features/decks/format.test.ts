import { describe, expect, it } from 'vitest';
import { formatLongDay, formatUpdatedAt, localToday, sourceLabel } from './format';

describe('sourceLabel', () => {
  it.each([
    ['anki', 'Anki Import'],
    ['Anki Collection', 'Anki Import'],
    ['quizlet', 'Quizlet Import'],
    ['my-quizlet-export', 'Quizlet Import'],
    ['manual', 'Manual Entry'],
    ['', 'Unknown'],
    [null, 'Unknown'],
    ['csv', 'Csv'],
    ['spreadsheet', 'Spreadsheet'],
  ])('%s → %s', (source, label) => {
    expect(sourceLabel(source)).toBe(label);
  });
});

describe('dates', () => {
  it.each([
    ['2025-01-05', 'January 5, 2025'],
    ['2025-12-31', 'December 31, 2025'],
    ['2024-02-29T00:00:00.000Z', 'February 29, 2024'],
  ])('formats %s as %s', (day, text) => {
    expect(formatLongDay(day)).toBe(text);
  });

  it('formats an update time as a short en-US date', () => {
    expect(formatUpdatedAt('2025-03-10T12:00:00.000Z')).toMatch(/^Mar (9|10|11), 2025$/);
    expect(formatUpdatedAt('garbage')).toBe('');
  });

  it('gives the local day for the picker minimum', () => {
    expect(localToday(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
