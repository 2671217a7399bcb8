// New cards per day (docs/study-options.md): bounds and wording shared by the server's schema and the
// Edit Deck form (kept free of zod so the client bundle does not pull it in for three numbers).

export const NEW_CARDS_PER_DAY_MIN = 0;
export const NEW_CARDS_PER_DAY_MAX = 9999;
export const DEFAULT_NEW_CARDS_PER_DAY = 20;
export const NEW_CARDS_PER_DAY_MSG = `New cards per day must be a whole number from ${NEW_CARDS_PER_DAY_MIN} to ${NEW_CARDS_PER_DAY_MAX}.`;
export const NEW_CARDS_TODAY_MSG = `New cards today must be a whole number from ${NEW_CARDS_PER_DAY_MIN} to ${NEW_CARDS_PER_DAY_MAX}.`;
