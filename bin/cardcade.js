#!/usr/bin/env node
// `npx cardcade <command>`: build if dist/ is missing or stale, then run the compiled CLI in this
// process, so its arguments (process.argv.slice(2)) and exit code are the user's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from '../scripts/launch.mjs';

// npm links bin/ into node_modules/.bin: resolve the link to find the checkout.
const root = path.resolve(path.dirname(fs.realpathSync(fileURLToPath(import.meta.url))), '..');
ensureBuilt(root);
await import(pathToFileURL(path.join(root, 'dist/server/cli.js')).href);
