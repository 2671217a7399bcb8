import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deckIdParam } from '../../shared/schemas/decks.js';
import * as offline from '../services/offline.js';
import { parseBody, requireCtx } from './http.js';

const deckParams = z.object({ deckId: deckIdParam });

// docs/offline.md: GET /decks/{deckId}/offline-pack, the REST twin of trpc offline.pack.
export async function offlineRoutes(app: FastifyInstance) {
  app.get('/decks/:deckId/offline-pack', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return offline.offlinePack(ctx, parseBody(deckParams, req.params).deckId);
  });
}
