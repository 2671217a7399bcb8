import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deckIdParam } from '../../shared/schemas/decks.js';
import * as stats from '../services/stats.js';
import { parseBody, requireCtx } from './http.js';

// Path params arrive as strings, hence the coercing id schema.
const deckParams = z.object({ deckId: deckIdParam });

// docs/product.md: calls dashboards: GET /decks/{deckId}/<stat>, thin adapters over services/stats.
export async function statsRoutes(app: FastifyInstance) {
  const routes = {
    'available-smart-games': stats.availableSmartGames,
    'review-stats': stats.reviewStats,
    'learning-journey': stats.learningJourney,
    pacing: stats.pacing,
    history: stats.history,
  } as const;
  for (const [path, handler] of Object.entries(routes)) {
    app.get(`/decks/:deckId/${path}`, async (req, reply) => {
      const ctx = await requireCtx(req, reply);
      return handler(ctx, parseBody(deckParams, req.params).deckId);
    });
  }
}
