// `npm start`: build if dist/ is missing or stale, then run the compiled server in this process
// (no second node, so SIGTERM from npm or systemd reaches the server directly).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt(root);
await import('../dist/server/index.js');
