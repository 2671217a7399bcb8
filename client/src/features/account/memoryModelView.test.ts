import { describe, expect, it } from 'vitest';
import { calibrationSeries, calibrationView, improvementPercent, summarizeMemoryModel, type MemoryModel, type ModelEvaluation } from './memoryModelView';

const evaluation: ModelEvaluation = {
  defaultLogLoss: 0.4,
  personalLogLoss: 0.35,
  defaultRmse: 0.1,
  personalRmse: 0.068,
  trainReviews: 2400,
  heldOutReviews: 612,
  bins: {
    default: [
      { predicted: 0.95, actual: 0.86, count: 300 },
      { predicted: 0.85, actual: 0.7, count: 200 },
      { predicted: 0.55, actual: 0.2, count: 2 },
    ],
    personal: [
      { predicted: 0.87, actual: 0.85, count: 400 },
      { predicted: 0.72, actual: 0.7, count: 150 },
    ],
  },
};

const base: MemoryModel = { personal: false, reviewCount: 0, optimizedAt: null, evaluation: null, availableReviews: 0, minReviews: 400 };

describe('summarizeMemoryModel', () => {
  it.each([
    {
      name: 'never fitted, too few reviews',
      model: { ...base, availableReviews: 120 },
      want: {
        badge: 'Default model',
        comparison: 'Once you have 400 reviews, Cardcade can fit a model to your own memory and keep it if it predicts you better.',
        optimizeBlockedBy: 'You need 400 reviews to optimize; 280 more to go (you have 120).',
        canReset: false,
      },
    },
    {
      name: 'never fitted, enough reviews',
      model: { ...base, availableReviews: 1500 },
      want: { badge: 'Default model', optimizeBlockedBy: null, canReset: false },
    },
    {
      name: 'personal model adopted',
      model: { ...base, personal: true, reviewCount: 3012, availableReviews: 3012, optimizedAt: '2025-03-10T12:00:00.000Z', evaluation },
      want: {
        badge: 'Your own model',
        tone: 'personal',
        comparison: 'It predicts what you remember 32% more accurately than the default model, measured on your 612 most recent reviews, which it was not fitted on.',
        facts: [
          { label: 'Reviews used', value: '3,012' },
          { label: 'Last fitted', value: 'March 10, 2025' },
          { label: 'Your reviews', value: '3,012' },
        ],
        canReset: true,
      },
    },
    {
      name: 'fitted but the defaults predicted better',
      model: { ...base, reviewCount: 900, availableReviews: 900, optimizedAt: '2025-03-10T12:00:00.000Z', evaluation: { ...evaluation, personalRmse: 0.12 } },
      want: {
        badge: 'Default model',
        comparison: 'The model fitted to you did not predict your 612 most recent reviews better than the default, so the default stays. Cardcade tries again after 1,000 more reviews.',
        canReset: false,
      },
    },
  ])('$name', ({ model, want }) => {
    expect(summarizeMemoryModel(model, 'UTC')).toMatchObject(want);
  });
});

describe('chart shaping', () => {
  it('improvement is the relative fall of RMSE(bins), rounded', () => {
    expect(improvementPercent(evaluation)).toBe(32);
    expect(improvementPercent({ ...evaluation, defaultRmse: 0 })).toBe(0);
  });

  it('series in percent, sorted, tiny bins dropped, axis from 70 % or lower (a multiple of 10)', () => {
    expect(calibrationSeries(evaluation)).toEqual({
      personal: [
        { predicted: 72, actual: 70, count: 150 },
        { predicted: 87, actual: 85, count: 400 },
      ],
      defaults: [
        { predicted: 85, actual: 70, count: 200 },
        { predicted: 95, actual: 86, count: 300 },
      ],
      domain: [70, 100],
    });
    const low = { ...evaluation, bins: { default: [{ predicted: 0.9, actual: 0.42, count: 50 }], personal: [] } };
    expect(calibrationSeries(low).domain).toEqual([40, 100]);
    const high = { ...evaluation, bins: { default: [{ predicted: 0.9, actual: 0.97, count: 50 }], personal: [] } };
    expect(calibrationSeries(high).domain).toEqual([70, 100]);
  });
});

describe('calibrationView', () => {
  it.each([
    { heldOutReviews: 7, kind: 'none' },
    { heldOutReviews: 199, kind: 'none' },
    { heldOutReviews: 200, kind: 'chart' },
    { heldOutReviews: 612, kind: 'chart' },
  ])('$heldOutReviews held-out reviews: $kind', ({ heldOutReviews, kind }) => {
    expect(calibrationView({ ...evaluation, heldOutReviews }).kind).toBe(kind);
  });

  it('says why there is no chart for a fit judged on 7 reviews (a stored single bin included)', () => {
    const seven = { ...evaluation, heldOutReviews: 7, bins: { default: [{ predicted: 0.9, actual: 0.86, count: 7 }], personal: [{ predicted: 0.88, actual: 0.86, count: 7 }] } };
    expect(calibrationView(seven)).toEqual({
      kind: 'none',
      reason:
        'No chart for this fit: it was checked on only 7 recent reviews, and a chart of predicted against actual recall needs at least 200 to mean anything. It appears after a fit with more recent reviews.',
    });
    expect(calibrationView({ ...evaluation, heldOutReviews: 500, bins: { default: [], personal: [] } }).kind).toBe('none');
  });
});
