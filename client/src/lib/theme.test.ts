import { afterEach, describe, expect, it } from 'vitest';
import { migrateLegacyTheme, saveTheme, storedTheme } from './theme';

afterEach(() => {
  document.cookie = 'cardcade_theme=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme choice', () => {
  it('is kept in a cookie and shows as html[data-theme]', () => {
    expect(storedTheme()).toBe('system');
    saveTheme('dark');
    expect(storedTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    saveTheme('system');
    expect(storedTheme()).toBe('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.cookie).not.toContain('cardcade_theme=');
  });

  it('ignores a cookie value that is not a theme', () => {
    document.cookie = 'cardcade_theme=purple; path=/';
    expect(storedTheme()).toBe('system');
  });

  it("moves an earlier version's localStorage choice into the cookie, once", () => {
    localStorage.setItem('cardcade.theme', 'light');
    migrateLegacyTheme();
    expect(storedTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('cardcade.theme')).toBeNull();
  });

  it('never overrides a choice already in the cookie', () => {
    saveTheme('dark');
    localStorage.setItem('cardcade.theme', 'light');
    migrateLegacyTheme();
    expect(storedTheme()).toBe('dark');
    expect(localStorage.getItem('cardcade.theme')).toBeNull();
  });
});
