import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '../session.js';
import { createAppShell, shellEncoding } from './appShell.js';
import { sendNotFound } from './notFoundPage.js';
import { preloadLinkHeader, readViteManifest } from './preloadHints.js';

/** Only when the shell has never been readable since start-up (docs/security.md, the 404 race). */
export const SHELL_UNAVAILABLE = 'The app is not available on this server right now. Please try again in a moment.';

/**
 * The built client, when there is one, and the not-found answer for everything else: JSON 404
 * for the API, index.html for every other GET so deep links like /decks/12 load the app.
 * Not encapsulated: the not-found handler must cover every path.
 */
export const spaPlugin = fp(
  async (app) => {
    const clientDir = path.resolve(app.deps.config.clientDir);
    const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
    // Read once: a deploy replaces dist/ and restarts the server.
    const manifest = hasClient ? readViteManifest(clientDir) : null;
    // Deep links get the shell from here, never through sendFile (server/plugins/appShell.ts).
    const shell = hasClient ? createAppShell(path.join(clientDir, 'index.html')) : null;
    await shell?.get();
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        // The build writes .br and .gz beside each text asset (client/vite.config.ts); no CPU per request.
        preCompressed: true,
        // Nothing under a dot name is the app's to hand out: Vite's build manifest
        // (.vite/manifest.json, read above for the Link header) maps our source tree. 'ignore'
        // answers as if the file did not exist, so the not-found handler below sends the shell.
        dotfiles: 'ignore',
        setHeaders(reply, filePath) {
          // Vite's hashed assets never change; index.html, the service worker (sw.js: a browser
          // must see a new deploy, docs/offline.md) and the manifest must always be revalidated.
          reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
          const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
          if (name.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json; charset=utf-8');
          // The worker controls the whole origin from the root; say so explicitly.
          if (name === 'sw.js') reply.header('service-worker-allowed', '/');
          // The app shell, for / and for every deep link (the handler below): what that page's
          // first load will need, so the browser asks for it beside the entry script.
          if (name === 'index.html') {
            const { url, cookies } = reply.request;
            reply.header('link', preloadLinkHeader(manifest, url.split('?')[0], Boolean(cookies[SESSION_COOKIE])));
          }
        },
      });
    }
    app.setNotFoundHandler(async (req, reply) => {
      if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !shell) {
        return sendNotFound(req, reply);
      }
      const copy = await shell.get();
      if (!copy) return reply.code(503).header('retry-after', '5').send({ message: SHELL_UNAVAILABLE });
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', copy.etag)
        .header('link', preloadLinkHeader(manifest, req.url.split('?')[0], Boolean(req.cookies[SESSION_COOKIE])));
      if (req.headers['if-none-match'] === copy.etag) return reply.code(304).send();
      const encoding = shellEncoding(req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.code(200).send(encoding ? copy[encoding] : copy.raw);
    });
  },
  { name: 'spa' },
);
