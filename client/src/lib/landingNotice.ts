// A one-line notice the landing page shows after the app sends a visitor there, carried in the
// history entry's state (wouter's navigate `state`), so it needs no storage and no server call.

export const LANDING_NOTICES = {
  accountDeleted: 'Your account was deleted.',
} as const;

export type LandingNotice = keyof typeof LANDING_NOTICES;

/** The notice text in a history state, if any. */
export function landingNoticeText(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const key = (state as { notice: unknown }).notice;
  return typeof key === 'string' && Object.hasOwn(LANDING_NOTICES, key) ? LANDING_NOTICES[key as LandingNotice] : null;
}
