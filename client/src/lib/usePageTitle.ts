import { useEffect } from 'react';

export const APP_NAME = 'Cardcade';

/** "Biology — Cardcade": the page's own name first, so tabs and screen readers tell pages apart. */
export function pageTitle(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} — ${APP_NAME}` : APP_NAME;
}

/** The landing page's title, the same as index.html's. */
export const HOME_TITLE = `${APP_NAME} — Gamified Studying, Serious Results.`;

/**
 * Sets document.title while the page is shown; null leaves the current title (still loading).
 * `{ exact: true }` uses the text as the whole title.
 */
export function usePageTitle(name: string | null | undefined, opts: { exact?: boolean } = {}) {
  const exact = opts.exact ?? false;
  useEffect(() => {
    if (name === null) return;
    document.title = exact && name ? name : pageTitle(name);
  }, [name, exact]);
}
