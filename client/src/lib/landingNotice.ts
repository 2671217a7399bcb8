// A one-line notice the landing page shows after the app sends a visitor there, carried in the
// history entry's state (wouter's navigate `state`), so it needs no storage and no server call.

export const LANDING_NOTICES = {
  accountDeleted: 'Your account was deleted.',
} as const;

export type LandingNotice = keyof typeof LANDING_NOTICES;

/** The notice a history state carries, if any. */
export function landingNotice(state: unknown): LandingNotice | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const key = (state as { notice: unknown }).notice;
  return typeof key === 'string' && Object.hasOwn(LANDING_NOTICES, key) ? (key as LandingNotice) : null;
}

/** The notice's English text (the landing page shows it translated: client/src/locales/landing). */
export function landingNoticeText(state: unknown): string | null {
  const key = landingNotice(state);
  return key ? LANDING_NOTICES[key] : null;
}
