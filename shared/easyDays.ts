// Easy Days (docs/workload.md): plain constants, apart from the zod schemas, so the deck page's
// script loads no zod (e2e/deckPageWeight.e2e.ts).

/** Per weekday, Sunday first. */
export const EASY_DAY_VALUES = ['normal', 'reduced', 'minimum'] as const;
export type EasyDayValue = (typeof EASY_DAY_VALUES)[number];
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
