import { describe, expect, it } from 'vitest';
import { MIN_HELD_OUT_FOR_CHART } from '../../../shared/memoryModel.js';
import { calibrationBins, rmseBin, scorePredictions, type Prediction } from './fit.js';

const p = (predicted: number, recalled: boolean, bin = 'a'): Prediction => ({ predicted, recalled, bin });

describe('scoring held-out reviews', () => {
  it('log loss and RMSE(bins) as fsrs-rs defines them', () => {
    // Cell a: predicted 0.9 on average, recalled 0.5 → error 0.4 over 2 reviews; cell b: exact.
    const score = scorePredictions([p(0.9, true), p(0.9, false), p(0.5, true, 'b'), p(0.5, false, 'b')]);
    expect(score.rmseBins).toBeCloseTo(Math.sqrt((2 * 0.4 ** 2) / 4), 6);
    expect(score.logLoss).toBeCloseTo(-(Math.log(0.9) + Math.log(0.1) + 2 * Math.log(0.5)) / 4, 6);
    expect(scorePredictions([])).toEqual({ logLoss: 0, rmseBins: 0 });
  });

  it.each([
    // interval bins 2.48·3.62^k, history-length bins 1.99·1.89^k, lapse bins 1.65·1.73^k (×100, rounded)
    [1, 1, 0, '248:199:0'],
    [3, 1, 0, '248:199:0'],
    [4, 2, 1, '898:376:165'],
    [30, 5, 2, '3250:711:285'],
  ])('rmseBin(%s days, %s reviews, %s lapses) = %s', (deltaT, reviews, lapses, want) => {
    expect(rmseBin(deltaT, reviews, lapses)).toBe(want);
  });

  it('calibration bins hold equal numbers of reviews, lowest predictions first', () => {
    const predictions = Array.from({ length: 100 }, (_, i) => p(0.5 + i / 200, i % 2 === 0));
    const bins = calibrationBins(predictions, 4, 20, 1);
    expect(bins.map((b) => b.count)).toEqual([25, 25, 25, 25]);
    expect(bins[0].predicted).toBeCloseTo(0.56, 2);
    expect(bins.every((b, i) => i === 0 || b.predicted > bins[i - 1].predicted)).toBe(true);
    expect(calibrationBins(predictions.slice(0, 30), 8, 20, 1)).toHaveLength(1);
  });

  // Issue #29: a fit judged on 7 held-out reviews drew one dot. Below 5 bins of 40 there is no chart.
  it.each([
    { reviews: 7, bins: 0 },
    { reviews: MIN_HELD_OUT_FOR_CHART - 1, bins: 0 },
    { reviews: MIN_HELD_OUT_FOR_CHART, bins: 5 },
    { reviews: 330, bins: 8 },
    { reviews: 5000, bins: 8 },
  ])('$reviews held-out reviews give $bins bins (each of at least 40)', ({ reviews, bins }) => {
    const predictions = Array.from({ length: reviews }, (_, i) => p(0.6 + (0.4 * i) / reviews, i % 3 !== 0));
    const result = calibrationBins(predictions);
    expect(result).toHaveLength(bins);
    expect(result.every((b) => b.count >= 40)).toBe(true);
  });
});
