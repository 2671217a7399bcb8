import fs from 'node:fs';
import path from 'node:path';
import { pageDataCalls, trpcBatchUrl } from '../../shared/pageData.js';
import { PAGE_SOURCES, pageForPath } from '../../shared/pageRoutes.js';

// What a first load of a page needs, named in a Link header on the app shell (issue 13). The
// entry script only discovers the app's chunk and the page's chunk after it has downloaded and
// run; on a phone (slow 4G, a slow CPU) that made them a second and third round trip before the
// page could even ask for its data. With the header the browser fetches them beside the entry.
// The landing page (/) is all in the entry chunk: it gets only the login question, which every
// first load asks (client/src/main.tsx).

/** Vite's build manifest (build.manifest): source path → chunk. */
export interface ViteManifest {
  [source: string]: { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
}

const APP_SOURCE = 'src/App.tsx';

// main.tsx asks GET /api/auth/me with credentials on every first load; a preload with the same
// mode lets that fetch take the answer already on its way.
const SESSION_PRELOAD = '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials';

/**
 * The Link header for a first load of `pathname`: the app's and the page's chunks and styles,
 * and, for a visitor with a session cookie, the page's first batch of data (shared/pageData.ts).
 * Only the cookie's presence is looked at: a stale one costs one 401 the app never reads.
 */
export function preloadLinkHeader(manifest: ViteManifest | null, pathname: string, hasSession = false): string {
  const page = pageForPath(pathname);
  const calls = hasSession ? pageDataCalls(pathname) : [];
  // As the app's fetch asks it (credentials included), which is what lets it take this answer.
  const data = calls.length ? [`<${trpcBatchUrl(calls)}>; rel=preload; as=fetch; crossorigin=use-credentials`] : [];
  if (!manifest || !page) return [SESSION_PRELOAD, ...data].join(', ');
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string, deep: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const dep of chunk.imports ?? []) if (deep) visit(dep, true);
  };
  // The entry first: the HTML names it too, but a browser opens six connections to a server over
  // HTTP/1.1, and the entry must not wait behind the chunks it will only need after it has run.
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entry) {
    visit(entry, false);
    for (const dep of manifest[entry].imports ?? []) visit(dep, false);
  }
  const entryCount = scripts.length;
  visit(APP_SOURCE, true);
  visit(PAGE_SOURCES[page], true);
  // `crossorigin` everywhere: Vite's <script>, modulepreload and stylesheet links all carry it,
  // and a preload is only used by a request in the same mode.
  const script = (file: string) => `</${file}>; rel=modulepreload; crossorigin`;
  return [
    ...scripts.slice(0, entryCount).map(script),
    SESSION_PRELOAD,
    ...data,
    ...scripts.slice(entryCount).map(script),
    // Fetched early, applied when the HTML or the chunk's import inserts its <link> (Vite's order).
    ...styles.map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
  ].join(', ');
}

/** The build's manifest, or null when the client was built without one (or not at all). */
export function readViteManifest(clientDir: string): ViteManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}
