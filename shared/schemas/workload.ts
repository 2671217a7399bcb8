// The workload planner's wire shapes (docs/workload.md): the simulator, "Help me decide" and the
// deck's load balancing and Easy Days.
import { z } from 'zod';
import { WORKLOAD_MSG } from '../messages.js';
import { deckId, desiredRetention } from './decks.js';

export const SIMULATION_DAYS_MAX = 3650;
export const SIMULATION_NEW_PER_DAY_MAX = 9999;
export const SIMULATION_MAX_REVIEWS_MAX = 99_999;

const days = z.number({ error: WORKLOAD_MSG.daysOutOfRange }).int(WORKLOAD_MSG.daysOutOfRange).min(1, WORKLOAD_MSG.daysOutOfRange).max(SIMULATION_DAYS_MAX, WORKLOAD_MSG.daysOutOfRange);

export const simulateBody = z.object({
  days,
  newPerDay: z
    .number({ error: WORKLOAD_MSG.newPerDayOutOfRange })
    .int(WORKLOAD_MSG.newPerDayOutOfRange)
    .min(0, WORKLOAD_MSG.newPerDayOutOfRange)
    .max(SIMULATION_NEW_PER_DAY_MAX, WORKLOAD_MSG.newPerDayOutOfRange),
  maxReviewsPerDay: z
    .number({ error: WORKLOAD_MSG.maxReviewsOutOfRange })
    .int(WORKLOAD_MSG.maxReviewsOutOfRange)
    .min(1, WORKLOAD_MSG.maxReviewsOutOfRange)
    .max(SIMULATION_MAX_REVIEWS_MAX, WORKLOAD_MSG.maxReviewsOutOfRange)
    .optional(),
  desiredRetention: desiredRetention.optional(),
});
export type SimulateBody = z.infer<typeof simulateBody>;
export const simulateInput = simulateBody.extend({ deckId });

export const retentionBody = z.object({ days });
export const retentionInput = retentionBody.extend({ deckId });

import { EASY_DAY_VALUES, type EasyDayValue } from '../easyDays.js';
export { EASY_DAY_VALUES, WEEKDAY_NAMES, type EasyDayValue } from '../easyDays.js';

export const workloadOptionsBody = z.object({
  loadBalancing: z.boolean({ error: WORKLOAD_MSG.loadBalancingInvalid }),
  easyDays: z.array(z.enum(EASY_DAY_VALUES, { error: WORKLOAD_MSG.easyDaysInvalid }), { error: WORKLOAD_MSG.easyDaysInvalid }).length(7, WORKLOAD_MSG.easyDaysInvalid),
});
export type WorkloadOptions = z.infer<typeof workloadOptionsBody>;
export const workloadOptionsInput = workloadOptionsBody.extend({ deckId });
export const deckOnlyInput = z.object({ deckId });

export interface SimulationDayView {
  day: number;
  reviews: number;
  newCards: number;
  minutes: number;
  expectedRetention: number;
}
export interface SimulationView {
  days: SimulationDayView[];
  totalReviews: number;
  expectedKnown: number;
}
export interface RetentionPointView {
  retention: number;
  reviewsPerDay: number;
  minutesPerDay: number;
  knownAtEnd: number;
}
export interface RetentionView {
  points: RetentionPointView[];
  best: number;
}
