import { describe, expect, it } from 'vitest';
import { averageAccuracy, formatAccuracy, formatPercentTick, historyAxis, historyAxisMin, historySeries } from './historyAxis';

describe('historyAxisMin', () => {
  it.each([
    [[], 0],
    [[100], 90],
    [[91], 90],
    [[90], 80],
    [[81], 80],
    [[80.5], 70],
    [[75, 98], 70],
    [[10], 0],
    [[1], 0],
    [[0], 0],
    [[55.5, 60], 50],
  ])('lowest of %o → %i', (accuracies, min) => {
    expect(historyAxisMin(accuracies)).toBe(min);
  });
});

describe('historyAxis', () => {
  it('runs from the minimum to 103 with ticks every 5 up to 100', () => {
    expect(historyAxis([83, 97])).toEqual({ domain: [80, 103], ticks: [80, 85, 90, 95, 100] });
  });

  it('covers the whole range for low accuracies', () => {
    const axis = historyAxis([4]);
    expect(axis.domain).toEqual([0, 103]);
    expect(axis.ticks).toHaveLength(21);
    expect(axis.ticks.at(-1)).toBe(100);
  });

  it('never puts a tick above 100', () => {
    expect(Math.max(...historyAxis([100]).ticks)).toBe(100);
  });
});

describe('labels', () => {
  it.each([
    [66.66, 'Accuracy: 66.7%'],
    [100, 'Accuracy: 100.0%'],
    [0, 'Accuracy: 0.0%'],
    [12.25, 'Accuracy: 12.3%'],
  ])('formatAccuracy(%f) = %s', (value, text) => {
    expect(formatAccuracy(value)).toBe(text);
  });

  it('labels ticks as percents', () => {
    expect(formatPercentTick(85)).toBe('85%');
  });
});

describe('historySeries', () => {
  it('sorts by day and formats dates in en-US without shifting the day', () => {
    expect(historySeries([{ studiedAt: '2025-03-09', accuracy: 50 }, { studiedAt: '2025-01-01', accuracy: 75 }])).toEqual([
      { studiedAt: '2025-01-01', label: 'Jan 1', longLabel: 'January 1, 2025', accuracy: 75 },
      { studiedAt: '2025-03-09', label: 'Mar 9', longLabel: 'March 9, 2025', accuracy: 50 },
    ]);
  });

  it('averages accuracy to one decimal', () => {
    expect(averageAccuracy([])).toBeNull();
    expect(averageAccuracy([{ studiedAt: 'a', accuracy: 100 }, { studiedAt: 'b', accuracy: 66.7 }, { studiedAt: 'c', accuracy: 50 }])).toBe(72.2);
  });
});
