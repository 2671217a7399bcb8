import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { browseActionInput, browseSearchInput } from '../../shared/schemas/browse.js';
import * as browse from '../services/browse.js';
import { parseBody, requireCtx } from './http.js';

// REST adapters of the card browser (docs/browse.md): the same services as tRPC `browse.*`.
export const browseSearchQuery = z.object({
  q: browseSearchInput.shape.q,
  after: z.coerce.number().pipe(browseSearchInput.shape.after.unwrap()).optional(),
  limit: z.coerce.number().pipe(z.number().int().min(1).max(200)).optional(),
});

export async function browseRoutes(app: FastifyInstance) {
  // ?q=…&after=<last id>&limit= → {cards, next}
  app.get('/browse', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const query = parseBody(browseSearchQuery, req.query ?? {});
    return browse.searchCards(ctx, parseBody(browseSearchInput, query));
  });

  // {action, cardIds, deckId?, tag?} → {changed}
  app.post('/browse/actions', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return browse.applyAction(ctx, parseBody(browseActionInput, req.body));
  });
}
