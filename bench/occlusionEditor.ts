// The image occlusion editor (issue 43, docs/image-occlusion.md). Prints:
// - the editor's own chunk (raw, gzip, brotli from the built files; `npm run build` first): the
//   deck page does not load it, the card form fetches it when Image Occlusion is chosen;
// - the editor's work per pointer move or key press at the limits: 500 shapes moved together,
//   one 500-corner polygon resized, the field written and read back (p50/p95).
// Run alone: npm run bench -- occlusion-editor
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { OCCLUSION_LIMITS, parseOcclusions, serializeOcclusions, type Occlusion } from '../shared/imageOcclusion.js';
import { keyStep, makePolygon, moveShapes, resizeShape } from '../client/src/features/imageOcclusion/geometry.js';
import { percentile } from './lib/stats.js';

const SAMPLES = 200;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function timed(label: string, run: () => unknown) {
  for (let i = 0; i < 20; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  console.log(`${label.padEnd(56)} p50 ${percentile(samples, 50).toFixed(3).padStart(7)} ms   p95 ${percentile(samples, 95).toFixed(3).padStart(7)} ms`);
}

function chunkSizes() {
  const dir = path.resolve('dist/client/assets');
  if (!fs.existsSync(dir)) {
    console.log('editor chunk: no dist/client/assets (run npm run build first)');
    return;
  }
  const files = fs.readdirSync(dir).filter((f) => /^ImageOcclusionFields-.*\.(js|css)$/.test(f));
  for (const file of files) {
    const body = fs.readFileSync(path.join(dir, file));
    console.log(`editor chunk ImageOcclusionFields${path.extname(file)}: ${kb(body.length)} raw, ${kb(gzipSync(body, { level: 9 }).length)} gzip, ${kb(brotliCompressSync(body).length)} brotli`);
  }
}

export async function main() {
  chunkSizes();
  const many: Occlusion[] = Array.from({ length: OCCLUSION_LIMITS.maxShapes }, (_, i) => ({
    ordinal: (i % 100) + 1,
    shape: 'rect',
    left: (i % 25) * 0.03,
    top: Math.floor(i / 25) * 0.04,
    width: 0.02,
    height: 0.03,
  }));
  const all = many.map((_, i) => i);
  timed(`move ${many.length} selected shapes (one pointer move)`, () => moveShapes(many, all, 0.001, 0.001));
  timed(`arrow key on ${many.length} selected shapes`, () => keyStep(many, all, 'ArrowRight'));
  const corners = Array.from({ length: OCCLUSION_LIMITS.maxPolygonPoints }, (_, i) => {
    const a = (i / OCCLUSION_LIMITS.maxPolygonPoints) * 2 * Math.PI;
    return { x: 0.5 + 0.3 * Math.cos(a), y: 0.5 + 0.3 * Math.sin(a) };
  });
  const polygon = makePolygon(corners, 1);
  timed(`resize a ${corners.length}-corner polygon (one pointer move)`, () => resizeShape(polygon, 'se', 0.01, 0.01));
  const set = { occlusions: many, hideAllGuessOne: true };
  const field = serializeOcclusions(set);
  console.log(`Occlusion field of ${many.length} rectangles: ${field.length} characters (limit ${OCCLUSION_LIMITS.maxFieldLength})`);
  timed(`write the field (${many.length} shapes)`, () => serializeOcclusions(set));
  timed(`read the field back (${many.length} shapes)`, () => parseOcclusions(field));
}
