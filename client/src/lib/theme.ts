import { readCookie } from './xsrf';

// The colour theme: 'system' follows prefers-color-scheme (tokens.css), 'light'/'dark' pin it.
// The choice shows as html[data-theme]; no attribute means "system".
//
// It lives in a cookie, not in localStorage (issue 13): it must be read before the first paint,
// and the first localStorage access of a page is a synchronous trip to the browser process that
// opens the origin's storage — 20–80 ms of a blocked main thread on a busy phone, in the middle
// of the entry script. The cookie string is already in the page (a few ms at most).

export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_COOKIE = 'cardcade_theme';
/** Where versions before the cookie kept the choice (moved by migrateLegacyTheme). */
const LEGACY_KEY = 'cardcade.theme';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const pinned = (value: string | null): value is 'light' | 'dark' => value === 'light' || value === 'dark';

export function storedTheme(): ThemeChoice {
  try {
    const value = readCookie(THEME_COOKIE);
    return pinned(value) ? value : 'system';
  } catch {
    return 'system'; // cookies blocked: follow the system
  }
}

export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function saveTheme(choice: ThemeChoice) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // 'system' is the absence of a choice: the cookie goes.
  document.cookie = choice === 'system' ? `${THEME_COOKIE}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax${secure}` : `${THEME_COOKIE}=${choice}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
  applyTheme(choice);
}

/**
 * A choice an earlier version saved in localStorage moves to the cookie (and applies), once. Run
 * after the page has settled, so the storage trip never delays a first paint; it only happens
 * while there is no cookie, i.e. for 'system' (nothing to move) or a choice not yet moved.
 */
export function migrateLegacyTheme(): void {
  try {
    const value = localStorage.getItem(LEGACY_KEY);
    if (value === null) return;
    localStorage.removeItem(LEGACY_KEY);
    if (pinned(value) && !pinned(readCookie(THEME_COOKIE))) saveTheme(value);
  } catch {
    // storage blocked: nothing was saved there either
  }
}
