import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 16: after a logout and another login, or any start where the saved copy was not yet
// merged, My Decks' list went missing from the device's offline copy. The persister wrote this
// page's first queries over the saved copy (before the restore, or after a read that took longer
// than the boot's timeout and was dropped), and a failed auth check counted as a logout.
// IndexedDB is an in-memory map here; timers are fake.

const store = vi.hoisted(() => ({ map: new Map<string, unknown>(), readDelayMs: 0 }));
vi.mock('idb-keyval', () => ({
  get: (key: string) => new Promise((resolve) => setTimeout(() => resolve(store.map.get(key)), store.readDelayMs)),
  set: async (key: string, value: unknown) => void store.map.set(key, value),
  del: async (key: string) => void store.map.delete(key),
}));

const { QUERY_CACHE_KEY, knownUserId, startPersisting } = await import('./persist');
const { boot, bootOffline } = await import('./boot');

const ME = [['auth', 'me'], { type: 'query' }];
const LIST = [['decks', 'list'], { type: 'query' }];
const GET = (deckId: number) => [['decks', 'get'], { input: { deckId }, type: 'query' }];
const me = (id: number | null) => (id === null ? { isLoggedIn: false, user: null } : { isLoggedIn: true, user: { id } });

interface Saved {
  userId: number;
  savedAt: number;
  state: { queries: { queryHash: string }[] };
}
const saved = () => store.map.get(QUERY_CACHE_KEY) as Saved | undefined;
const savedHashes = () => saved()?.state.queries.map((q) => q.queryHash) ?? [];

function savedCopyOf(userId: number, queries: [unknown[], unknown][]): Saved {
  const client = new QueryClient();
  client.setQueryData(ME, me(userId));
  for (const [key, data] of queries) client.setQueryData(key, data);
  const state = { queries: client.getQueryCache().getAll().map((q) => ({ queryKey: q.queryKey, queryHash: q.queryHash, state: q.state })) };
  return { userId, savedAt: Date.now(), state } as Saved;
}

async function failAuth(client: QueryClient) {
  await client.fetchQuery({ queryKey: ME, queryFn: () => Promise.reject(new Error('Failed to fetch')), retry: false }).catch(() => undefined);
}

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  store.map.clear();
  store.readDelayMs = 0;
  Object.assign(boot, { persisted: undefined, restoredWithAuth: false, ready: Promise.resolve(), settled: false });
  client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('knownUserId', () => {
  it.each([
    ['no auth.me yet', undefined, undefined],
    ['logged in', me(7), 7],
    ['logged out', me(null), null],
  ])('%s', (_, data, expected) => {
    if (data) client.setQueryData(ME, data);
    expect(knownUserId(client)).toBe(expected);
  });

  it('is unknown after a failed check: that is not a logout', async () => {
    await failAuth(client);
    expect(knownUserId(client)).toBeUndefined();
  });
});

describe('startPersisting', () => {
  it('writes nothing until the saved copy is settled, then writes everything in memory', async () => {
    store.map.set(QUERY_CACHE_KEY, savedCopyOf(7, [[LIST, [{ id: 1 }]]]));
    let settled = false;
    const persister = startPersisting(client, () => settled);
    client.setQueryData(ME, me(7));
    client.setQueryData(GET(1), { id: 1 });
    await vi.advanceTimersByTimeAsync(5000);
    // Still the saved copy with My Decks' list, not this page's two queries.
    expect(savedHashes().some((h) => h.includes('"list"'))).toBe(true);
    expect(savedHashes().some((h) => h.includes('"get"'))).toBe(false);

    // The restore put the list into memory; from now on the page writes.
    client.setQueryData(LIST, [{ id: 1 }]);
    settled = true;
    persister.schedule();
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved()?.userId).toBe(7);
    expect(savedHashes().filter((h) => h.includes('"list"') || h.includes('"get"'))).toHaveLength(2);
    persister.stop();
  });

  it('neither writes nor deletes while auth.me has no answer or failed', async () => {
    store.map.set(QUERY_CACHE_KEY, savedCopyOf(7, [[LIST, []]]));
    const persister = startPersisting(client);
    client.setQueryData([['auth', 'config'], { type: 'query' }], { signup: 'open' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(saved()?.userId).toBe(7);
    await failAuth(client);
    await vi.advanceTimersByTimeAsync(2000);
    expect(saved()?.userId).toBe(7);
    persister.stop();
  });

  it('deletes the copy when the server says nobody is logged in', async () => {
    store.map.set(QUERY_CACHE_KEY, savedCopyOf(7, [[LIST, []]]));
    const persister = startPersisting(client);
    client.setQueryData(ME, me(null));
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved()).toBeUndefined();
    persister.stop();
  });

  it('keeps writing for the next user after a logout (the persister is never switched off)', async () => {
    const persister = startPersisting(client);
    client.setQueryData(ME, me(7));
    client.setQueryData(LIST, [{ id: 1 }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved()?.userId).toBe(7);
    client.setQueryData(ME, me(null));
    client.removeQueries({ queryKey: LIST });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved()).toBeUndefined();
    client.setQueryData(ME, me(8));
    client.setQueryData(LIST, []);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved()?.userId).toBe(8);
    expect(savedHashes().some((h) => h.includes('"list"'))).toBe(true);
    persister.stop();
  });

  it('writes at once when the page is hidden or left', async () => {
    const persister = startPersisting(client);
    client.setQueryData(ME, me(7));
    client.setQueryData(LIST, []);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saved()?.userId).toBe(7);
    persister.stop();
  });
});

describe('bootOffline', () => {
  it('offline, a read slower than the render timeout still restores the user and their decks', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    store.map.set(QUERY_CACHE_KEY, savedCopyOf(7, [[LIST, [{ id: 1 }]]]));
    store.readDelayMs = 3000;
    let rendered = false;
    void bootOffline(client, 1500).then(() => (rendered = true));
    await vi.advanceTimersByTimeAsync(1500);
    expect(rendered).toBe(true);
    expect(boot.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    await boot.ready;
    expect(knownUserId(client)).toBe(7);
    expect(client.getQueryData(LIST)).toEqual([{ id: 1 }]);
    expect(boot.settled).toBe(true);
  });

  it('online, a slow read is kept for the restore (not dropped) and the copy stays unsettled until then', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    store.map.set(QUERY_CACHE_KEY, savedCopyOf(7, [[LIST, [{ id: 1 }]]]));
    store.readDelayMs = 3000;
    await bootOffline(client, 1500);
    await vi.advanceTimersByTimeAsync(3000);
    await boot.ready;
    expect(boot.persisted?.userId).toBe(7);
    // Online, the server decides who is logged in first (useOfflineServices settles it).
    expect(client.getQueryData(LIST)).toBeUndefined();
    expect(boot.settled).toBe(false);
  });

  it('with nothing saved there is nothing to lose: settled at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await bootOffline(client);
    await vi.advanceTimersByTimeAsync(0);
    await boot.ready;
    expect(boot.settled).toBe(true);
  });
});
