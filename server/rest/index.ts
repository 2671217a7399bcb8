import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account.js';
import { adminRoutes } from './admin.js';
import { authRoutes } from './auth.js';
import { deckRoutes } from './decks.js';
import { noteRoutes } from './notes.js';
import { exportRoutes } from './exports.js';
import { gameRoutes } from './games.js';
import { importRoutes } from './imports.js';
import { offlineRoutes } from './offline.js';
import { mediaRoutes } from './media.js';
import { sessionRoutes } from './sessions.js';
import { sharedDeckRoutes } from './sharedDecks.js';
import { statsRoutes } from './stats.js';
import { oidcRoutes } from './oidc.js';
import { workloadRoutes } from './workload.js';
import { mailRoutes } from './mail.js';
import { reminderRoutes } from './reminders.js';
import { openApiRoutes } from './openapi.js';
import { browseRoutes } from './browse.js';

// docs/product.md: calls's REST paths under /api, thin adapters over the services. Each domain adds one line.
export async function restRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(deckRoutes);
  await app.register(noteRoutes);
  await app.register(importRoutes);
  await app.register(statsRoutes);
  await app.register(sessionRoutes);
  await app.register(gameRoutes);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(offlineRoutes);
  await app.register(exportRoutes);
  await app.register(mediaRoutes);
  await app.register(sharedDeckRoutes);
  await app.register(oidcRoutes);
  await app.register(workloadRoutes);
  await app.register(mailRoutes);
  await app.register(reminderRoutes);
  await app.register(openApiRoutes);
  await app.register(browseRoutes);
}
