import { useEffect } from 'react';

export const APP_NAME = 'Cardcade';

/** "Biology — Cardcade": the page's own name first, so tabs and screen readers tell pages apart. */
export function pageTitle(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} — ${APP_NAME}` : APP_NAME;
}

/** Sets document.title while the page is shown; null leaves the current title (still loading). */
export function usePageTitle(name: string | null | undefined) {
  useEffect(() => {
    if (name === null) return;
    document.title = pageTitle(name);
  }, [name]);
}
