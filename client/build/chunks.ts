import path from 'node:path';

// How the app's code is cut into files (issue 13). Left to itself the bundler makes one chunk per
// set of pages sharing a module, which for this app meant ~20 files of 1–10 KB on a deck page's
// first load: over HTTP/1.1 a browser fetches six at a time, so on a phone each batch of six cost
// another round trip before the page could ask for its data. Two groups instead:
//
// - `app`: everything App.tsx needs (tRPC, TanStack Query, the app's services and providers), which
//   every page but the landing one loads anyway: one file instead of ten.
// - `shared`: the app's own modules that two or more pages share (dialogs, widgets, helpers).
//
// Nothing the entry (main.tsx: the landing page) loads statically goes into either, so the
// landing page keeps its small bundle (its budget is checked by e2e/landing.e2e.ts). Pages,
// charts and games keep their own chunks.

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

export function appChunkGroups(clientRoot: string) {
  const entry = path.join(clientRoot, 'src/main.tsx');
  const app = path.join(clientRoot, 'src/App.tsx');
  const projectRoot = path.resolve(clientRoot, '..');
  let closures: { entry: Set<string>; app: Set<string> } | undefined;
  const closuresOf = (ctx: ChunkingContext) => (closures ??= { entry: staticClosure(entry, ctx), app: staticClosure(app, ctx) });
  const ownCode = (id: string) => !id.includes('node_modules') && (id.startsWith(path.join(clientRoot, 'src')) || id.startsWith(path.join(projectRoot, 'shared')));
  return {
    // Captured modules' dependencies stay where they are: pulling them in would drag React (the
    // entry's) into the app chunk and make the landing page load it.
    includeDependenciesRecursively: false,
    groups: [
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
          const { entry: entryIds } = closuresOf(ctx);
          if (!ownCode(id) || entryIds.has(id)) return null;
          // Pages, charts, games and translation catalogs (one chunk per namespace and locale) are loaded on their own.
          if (/[\\/]src[\\/](pages|games|locales)[\\/]|[\\/]charts[\\/]|[\\/]shared[\\/]locales[\\/]/.test(id)) return null;
          return 'shared';
        },
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
