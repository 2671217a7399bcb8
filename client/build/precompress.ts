import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies beside every text asset once the
// build is out, so @fastify/static (`preCompressed: true`) serves them without compressing per
// request. Small files and files that do not shrink are left alone.

const TEXT = /\.(js|mjs|css|html|svg|txt|json|webmanifest)$/;
const MIN_BYTES = 1024;

export function compressFile(file: string): { raw: number; br: number; gz: number } | null {
  const raw = fs.readFileSync(file);
  if (raw.length < MIN_BYTES) return null;
  const br = zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = zlib.gzipSync(raw, { level: 9 });
  if (gz.length >= raw.length) return null;
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cardcade-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) compressFile(file);
    },
  };
}
