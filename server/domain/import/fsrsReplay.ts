// The Anki history replay's FSRS stepper (docs/anki-history.md "Replay"): the same formulas,
// parameters, learning / relearning steps and state machine as ts-fsrs 5.4.2's `fsrs().next` with
// the replay's settings (default parameters, the app's retention, short-term steps on, fuzz off),
// stepping one mutable record of numbers instead of building a scheduler and copying the card
// (and its dates) on every answer. Why: 100,000 answers of a large package cost ~0.86 s through
// ts-fsrs, most of it in those copies (bench/history.ts). fsrsReplay.test.ts checks it equal to
// ts-fsrs, kept there as the oracle, over generated histories; re-check it when ts-fsrs changes.
//
// Each function below mirrors the ts-fsrs function named in its comment, operation for operation,
// so that the floats come out the same (ts-fsrs rounds most intermediate values to 8 decimals).
import { fsrs, generatorParameters, State, type FSRSParameters, type Grade } from 'ts-fsrs';
import { REQUEST_RETENTION } from '../scheduler.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** ts-fsrs's S_MIN and S_MAX. */
const S_MIN = 0.001;
const S_MAX = 36500.0;

/** A card's FSRS state, the CardSchedule fields as plain numbers (a new card's `lastReview` is -1). */
export interface ReplayCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: State;
  lastReview: number;
}

/** ts-fsrs `createEmptyCard(at)`. */
export function newReplayCard(at: number): ReplayCard {
  return { due: at, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: State.New, lastReview: -1 };
}

/** Resets `card` to a new card at `at` without allocating. */
export function resetReplayCard(card: ReplayCard, at: number): void {
  card.due = at;
  card.stability = 0;
  card.difficulty = 0;
  card.elapsedDays = 0;
  card.scheduledDays = 0;
  card.learningSteps = 0;
  card.reps = 0;
  card.lapses = 0;
  card.state = State.New;
  card.lastReview = -1;
}

/** help.ts roundTo(x, 8). */
const round8 = (x: number) => Math.round(x * 1e8) / 1e8;
/** help.ts clamp. */
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** learning_steps.ts ConvertStepUnitToMinutes. */
function stepMinutes(step: string): number {
  const unit = step.slice(-1);
  const value = parseInt(step.slice(0, -1), 10);
  if (!Number.isFinite(value) || value < 0) throw new Error(`Invalid step value: ${step}`);
  if (unit === 'm') return value;
  if (unit === 'h') return value * 60;
  if (unit === 'd') return value * 1440;
  throw new Error(`Invalid step unit: ${step}`);
}

export interface FsrsReplay {
  /** One answer at `at` (epoch ms, not before the card's last review) with grade 1–4: `card` becomes ts-fsrs `next(card, at, grade).card`. */
  step(card: ReplayCard, at: number, grade: Grade): void;
}

/**
 * A stepper for these parameters. The replay uses `importReplay` below; tests build others to
 * check the step tables against ts-fsrs.
 */
export function createFsrsReplay(options: Partial<FSRSParameters>): FsrsReplay {
  // The parameters exactly as ts-fsrs's FSRSAlgorithm holds them (generated, then clipped).
  const engine = fsrs(options);
  const param = engine.parameters;
  if (!param.enable_short_term) throw new Error('fsrsReplay mirrors the short-term (basic) scheduler only');
  if (param.enable_fuzz) throw new Error('fsrsReplay never fuzzes');
  const w = Array.from(param.w);
  const maximumInterval = param.maximum_interval;
  // algorithm.ts computeDecayFactor / calculate_interval_modifier / forgetting_curve.
  const decay = -w[20];
  const factor = round8(Math.exp(Math.pow(decay, -1) * Math.log(0.9)) - 1.0);
  const intervalModifier = engine.interval_modifier;
  const forgettingCurve = (elapsedDays: number, stability: number) => round8(Math.pow(1 + (factor * elapsedDays) / stability, decay));
  const learning = param.learning_steps.map(stepMinutes);
  const relearning = param.relearning_steps.map(stepMinutes);

  const initStability = (g: number) => Math.max(w[g - 1], 0.1);
  const initDifficulty = (g: number) => round8(w[4] - Math.exp((g - 1) * w[5]) + 1);
  const easyInitDifficulty = initDifficulty(4);
  const nextDifficulty = (d: number, g: number) => {
    const deltaD = -w[6] * (g - 3);
    const nextD = d + round8((deltaD * (10 - d)) / 9);
    return clamp(round8(w[7] * easyInitDifficulty + (1 - w[7]) * nextD), 1, 10);
  };
  const nextRecallStability = (d: number, s: number, r: number, g: number) => {
    const hardPenalty = g === 2 ? w[15] : 1;
    const easyBound = g === 4 ? w[16] : 1;
    return round8(clamp(s * (1 + Math.exp(w[8]) * (11 - d) * Math.pow(s, -w[9]) * (Math.exp((1 - r) * w[10]) - 1) * hardPenalty * easyBound), S_MIN, 36500.0));
  };
  const nextForgetStability = (d: number, s: number, r: number) =>
    round8(clamp(w[11] * Math.pow(d, -w[12]) * (Math.pow(s + 1, w[13]) - 1) * Math.exp((1 - r) * w[14]), S_MIN, 36500.0));
  const nextShortTermStability = (s: number, g: number) => {
    const sinc = Math.pow(s, -w[19]) * Math.exp(w[17] * (g - 3 + w[18]));
    const masked = g >= 2 ? Math.max(sinc, 1.0) : sinc;
    return round8(clamp(s * masked, S_MIN, S_MAX));
  };
  const againFloorDivisor = Math.exp(w[17] * w[18]);

  /** algorithm.ts next_state's stability for a card with a memory (d, s) after t days; r when t > 0. */
  const nextStability = (d: number, s: number, t: number, r: number, g: number) => {
    if (t === 0) return nextShortTermStability(s, g);
    if (g === 1) return clamp(round8(s / againFloorDivisor), S_MIN, nextForgetStability(d, s, r));
    return nextRecallStability(d, s, r, g);
  };
  /** algorithm.ts next_interval, fuzz off. */
  const nextInterval = (s: number) => Math.round(Math.min(Math.max(1, Math.round(s * intervalModifier)), maximumInterval));

  /**
   * basic_scheduler.ts applyLearningSteps with learning_steps.ts BasicLearningStepsStrategy.
   * `fromState` and `fromStep` are the card's state and step before the answer.
   */
  const applyLearningSteps = (card: ReplayCard, at: number, g: number, fromState: State, fromStep: number, toState: State) => {
    const steps = fromState === State.Relearning || fromState === State.Review ? relearning : learning;
    let minutes = 0;
    let nextStep = 0;
    if (steps.length > 0 && fromStep < steps.length) {
      if (fromState === State.Review) {
        if (g === 1) minutes = steps[Math.max(0, fromStep)];
      } else if (g === 1) {
        minutes = steps[0];
      } else if (g === 2) {
        minutes = steps.length === 1 ? Math.round(steps[0] * 1.5) : Math.round((steps[0] + steps[1]) / 2);
        nextStep = fromStep;
      } else if (g === 3 && fromStep + 1 >= 0 && fromStep + 1 < steps.length && steps[fromStep + 1]) {
        minutes = Math.round(steps[fromStep + 1]);
        nextStep = fromStep + 1;
      }
      minutes = Math.max(0, minutes);
      nextStep = Math.max(0, nextStep);
    }
    if (minutes > 0 && minutes < 1440) {
      card.learningSteps = nextStep;
      card.scheduledDays = 0;
      card.state = toState;
      card.due = at + Math.round(minutes) * MINUTE_MS;
    } else {
      card.state = State.Review;
      if (minutes >= 1440) {
        card.learningSteps = nextStep;
        card.due = at + Math.round(minutes) * MINUTE_MS;
        card.scheduledDays = Math.floor(minutes / 1440);
      } else {
        card.learningSteps = 0;
        const interval = nextInterval(card.stability);
        card.scheduledDays = interval;
        card.due = at + interval * DAY_MS;
      }
    }
  };

  return {
    step(card, at, grade) {
      const g = grade as number;
      if (!(g >= 1 && g <= 4)) throw new Error(`Invalid grade "${grade}"`);
      const fromState = card.state;
      const fromStep = card.learningSteps || 0;
      // abstract_scheduler.ts init: whole UTC days since the last review (0 for a new card). A
      // card past New has always been reviewed here (and its last review may be before 1970).
      const t = fromState !== State.New ? Math.floor(at / DAY_MS) - Math.floor(card.lastReview / DAY_MS) : 0;
      if (t < 0) throw new Error(`Invalid delta_t "${t}"`);
      card.lastReview = at;
      card.elapsedDays = t;
      card.reps += 1;
      card.learningSteps = fromStep;

      const d = card.difficulty;
      const s = card.stability;
      const fresh = d === 0 && s === 0;
      if (fromState === State.Review) {
        // basic_scheduler.ts reviewState: hard/good/easy intervals are computed together.
        const r = forgettingCurve(t, s);
        if (fresh) {
          card.difficulty = clamp(initDifficulty(g), 1, 10);
          card.stability = initStability(g);
        } else {
          card.difficulty = nextDifficulty(d, g);
          card.stability = nextStability(d, s, t, r, g);
        }
        if (g === 1) {
          applyLearningSteps(card, at, g, fromState, fromStep, State.Relearning);
          card.lapses += 1;
          return;
        }
        let hard = nextInterval(fresh ? initStability(2) : nextStability(d, s, t, r, 2));
        let good = nextInterval(fresh ? initStability(3) : nextStability(d, s, t, r, 3));
        hard = Math.min(hard, good);
        good = Math.max(good, hard + 1);
        const interval = g === 2 ? hard : g === 3 ? good : Math.max(nextInterval(card.stability), good + 1);
        card.scheduledDays = interval;
        card.due = at + interval * DAY_MS;
        card.state = State.Review;
        card.learningSteps = 0;
        return;
      }
      // newState / learningState: next_ds then the learning steps (new cards go to Learning).
      if (fresh) {
        card.difficulty = clamp(initDifficulty(g), 1, 10);
        card.stability = initStability(g);
      } else {
        if (d < 1 || s < S_MIN) throw new Error(`Invalid memory state { difficulty: ${d}, stability: ${s} }`);
        card.difficulty = nextDifficulty(d, g);
        card.stability = nextStability(d, s, t, t === 0 ? 0 : forgettingCurve(t, s), g);
      }
      applyLearningSteps(card, at, g, fromState, fromStep, fromState === State.New ? State.Learning : fromState);
    },
  };
}

/** The replay's stepper: ts-fsrs's default parameters, the app's retention, fuzz off (ankiHistory.ts). */
export const importReplay: FsrsReplay = createFsrsReplay(generatorParameters({ request_retention: REQUEST_RETENTION, enable_fuzz: false }));
