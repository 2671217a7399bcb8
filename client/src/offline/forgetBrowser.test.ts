import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetBrowserData } from './forgetBrowser';

// Logout on a shared browser (issue #31): the app drops what it stored, whatever the browser does
// with the server's Clear-Site-Data.

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('forgetBrowserData', () => {
  it('drops our storage keys, the cached media and the user queries; keeps the app shell and others', async () => {
    localStorage.setItem('cardcade.metaSession', '{"masterCardList":"secret card text"}');
    localStorage.setItem('cardcade.activeSession', '{"allCards":"secret"}');
    localStorage.setItem('cardcade.syncQueue', '[]');
    localStorage.setItem('another-app', 'kept');
    sessionStorage.setItem('cardcade.draft', 'secret');
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['cardcade-media', 'workbox-precache-v2-http://localhost/', 'other-runtime'],
      delete: async (name: string) => (deleted.push(name), true),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData([['decks', 'list'], { type: 'query' }], [{ name: 'Secret deck' }]);
    queryClient.setQueryData([['auth', 'me'], { type: 'query' }], { isLoggedIn: false, user: null });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await forgetBrowserData(queryClient);

    expect(Object.keys(localStorage)).toEqual(['another-app']);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(deleted.sort()).toEqual(['cardcade-media', 'other-runtime']);
    expect(queryClient.getQueryData([['decks', 'list'], { type: 'query' }])).toBeUndefined();
    expect(queryClient.getQueryData([['auth', 'me'], { type: 'query' }])).toEqual({ isLoggedIn: false, user: null });
    errors.mockRestore();
  });
});
