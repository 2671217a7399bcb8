import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';

// The app shell (dist/client/index.html) as the not-found handler hands it out for every deep
// link. It used to go through @fastify/static's sendFile, which answers a missing file by calling
// the not-found handler again; inside that handler Fastify can only log "Trying to send a
// NotFound error inside a 404 handler" and answer a bare "404 Not Found". A build that rewrites
// dist/client under a running server (Vite empties the folder first, then writes index.html and
// its .br/.gz copies one after another) left that window open: a direct load of /decks/2 at that
// moment got the bare 404. Now the shell is read here and its last good copy is kept, so a deep
// link always gets a shell: the current file, or the last one read while the file is away.

export interface ShellCopy {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface AppShell {
  /** The current shell, the last good copy while the file cannot be read, or null if it never could. */
  get(): Promise<ShellCopy | null>;
}

export function createAppShell(file: string): AppShell {
  let current: { key: string; copy: ShellCopy } | null = null;
  // One read per change of the file, however many requests arrive while it is being read.
  let loading: { key: string; promise: Promise<void> } | null = null;

  async function refresh(): Promise<void> {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return; // Gone for now (a build in progress): keep the last copy.
    }
    const key = `${stat.ino}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}`;
    if (current?.key === key) return;
    if (loading?.key !== key) {
      const promise = read(key, stat.size).finally(() => {
        if (loading?.promise === promise) loading = null;
      });
      loading = { key, promise };
    }
    await loading.promise;
  }

  async function read(key: string, size: number): Promise<void> {
    let raw: Buffer;
    try {
      raw = await fs.promises.readFile(file);
    } catch {
      return;
    }
    // Caught between the truncate and the write of a rewrite: not a shell to keep. The next
    // request sees a new mtime or size and reads again.
    if (raw.length === 0 || raw.length !== size) return;
    current = { key, copy: compress(raw) };
  }

  return {
    async get() {
      await refresh();
      return current?.copy ?? null;
    },
  };
}

function compress(raw: Buffer): ShellCopy {
  return {
    raw,
    // Once per build, a few kilobytes: the best ratio costs a millisecond or two.
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
  };
}

/** The encoding to send the shell in: brotli, else gzip, else none; `q=0` refuses one. */
export function shellEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
