import path from 'node:path';

// How the app's code is cut into files (issue 13). Left to itself the bundler makes one chunk per
// set of pages sharing a module, which for this app meant ~20 files of 1–10 KB on a deck page's
// first load: over HTTP/1.1 a browser fetches six at a time, so on a phone each batch of six cost
// another round trip before the page could ask for its data. Groups instead:
//
// - `boot`: what the entry (main.tsx: the landing page) loads statically, React and Lingui
//   included, in one file beside the entry (the bundler had cut it into five).
// - `app`: everything App.tsx needs (tRPC, TanStack Query, the app's services and providers), which
//   every page but the landing one loads anyway: one file instead of ten.
// - `shared`: the app's own modules that two or more pages share AND the deck page loads
//   statically. The deck page is the page a learner opens most, measured by
//   e2e/deckPageWeight.e2e.ts and `npm run bench -- lighthouse`; one catch-all group made it
//   download every page's shared code and, since the interface is translated, every catalog that
//   code names (docs/translating.md, docs/performance.md).
// - `planner`: what the workload planner (loaded once the deck page has gone idle) shares with
//   other pages.
// - `shared-more`: what other pages share among themselves (sign-in forms, admin widgets, the
//   import wizard...).
//
// Nothing the entry loads statically goes into app or the shared groups, so the landing page
// keeps its small bundle (its budget is checked by e2e/landing.e2e.ts). Pages, charts and games
// keep their own chunks. English catalogs (a namespace's en.ts and index.ts) go with the code
// that uses them rather than being separate small files; every other locale's catalog is a
// chunk of its own, loaded only in that language.

interface ModuleInfo {
  importedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The ids statically reachable from `root` (root included). */
function staticClosure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
  }
  return seen;
}

/** A locale's compiled catalog other than English: its own chunk, fetched only in that language. */
const TRANSLATION = /[\\/]locales[\\/][^\\/]+[\\/](?!en\.|index\.)[^\\/]+$/;

export function appChunkGroups(clientRoot: string) {
  const entry = path.join(clientRoot, 'src/main.tsx');
  const app = path.join(clientRoot, 'src/App.tsx');
  const deckPage = path.join(clientRoot, 'src/pages/DeckDetailPage.tsx');
  const planner = path.join(clientRoot, 'src/features/workload/WorkloadPanel.tsx');
  const projectRoot = path.resolve(clientRoot, '..');
  let closures: { entry: Set<string>; app: Set<string>; deckPage: Set<string>; planner: Set<string> } | undefined;
  const closuresOf = (ctx: ChunkingContext) =>
    (closures ??= {
      entry: staticClosure(entry, ctx),
      app: staticClosure(app, ctx),
      deckPage: staticClosure(deckPage, ctx),
      planner: staticClosure(planner, ctx),
    });
  const ownCode = (id: string) => !id.includes('node_modules') && (id.startsWith(path.join(clientRoot, 'src')) || id.startsWith(path.join(projectRoot, 'shared')));
  /** Own code two pages may share: not the entry's, not a page, chart, game or translation. */
  const shareable = (id: string, entryIds: Set<string>) =>
    ownCode(id) && !entryIds.has(id) && !TRANSLATION.test(id) && !/[\\/]src[\\/](pages|games)[\\/]|[\\/]charts[\\/]/.test(id);
  return {
    // Captured modules' dependencies stay where they are: pulling them in would drag React (the
    // entry's) into the app chunk and make the landing page load it.
    includeDependenciesRecursively: false,
    groups: [
      {
        // What the entry loads statically, in one file beside it. Left alone, the bundler cut it
        // into five (React, Lingui with the app's translation runtime, the status widgets...),
        // each a request of its own on every first load. (The bundler's own small runtime
        // chunk stays apart: no group takes it.)
        debugName: 'boot',
        name: (id: string, ctx: ChunkingContext) => (closuresOf(ctx).entry.has(id) && id !== entry ? 'boot' : null),
        priority: 3,
      },
      {
        debugName: 'app',
        name: (id: string, ctx: ChunkingContext) => {
          const { entry: entryIds, app: appIds } = closuresOf(ctx);
          // App.tsx itself stays the chunk main.tsx imports (and the server's manifest lookup).
          return appIds.has(id) && !entryIds.has(id) && id !== app ? 'app' : null;
        },
        priority: 2,
      },
      {
        debugName: 'shared',
        name: (id: string, ctx: ChunkingContext) => {
          const { entry: entryIds, deckPage: deckPageIds } = closuresOf(ctx);
          return shareable(id, entryIds) && deckPageIds.has(id) ? 'shared' : null;
        },
        minShareCount: 2,
        priority: 1,
      },
      {
        debugName: 'planner',
        name: (id: string, ctx: ChunkingContext) => {
          const { entry: entryIds, deckPage: deckPageIds, planner: plannerIds } = closuresOf(ctx);
          return shareable(id, entryIds) && plannerIds.has(id) && !deckPageIds.has(id) && id !== planner ? 'planner' : null;
        },
        minShareCount: 2,
        priority: 1,
      },
      {
        debugName: 'shared-more',
        name: (id: string, ctx: ChunkingContext) => (shareable(id, closuresOf(ctx).entry) ? 'shared-more' : null),
        minShareCount: 2,
        priority: 0,
      },
    ],
  };
}
