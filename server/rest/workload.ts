import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deckIdParam } from '../../shared/schemas/decks.js';
import { retentionBody, simulateBody, workloadOptionsBody } from '../../shared/schemas/workload.js';
import * as workload from '../services/workload.js';
import { parseBody, requireCtx } from './http.js';

const deckParams = z.object({ deckId: deckIdParam });

// docs/workload.md: the simulator, "Help me decide" and the deck's balancing and Easy Days, thin
// adapters over services/workload.
export async function workloadRoutes(app: FastifyInstance) {
  app.post('/decks/:deckId/simulate', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { deckId } = parseBody(deckParams, req.params);
    return workload.simulate(ctx, deckId, parseBody(simulateBody, req.body));
  });
  app.post('/decks/:deckId/simulate/retention', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { deckId } = parseBody(deckParams, req.params);
    return workload.simulateRetention(ctx, deckId, parseBody(retentionBody, req.body).days);
  });
  app.get('/decks/:deckId/workload-options', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return workload.getWorkloadOptions(ctx, parseBody(deckParams, req.params).deckId);
  });
  app.put('/decks/:deckId/workload-options', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { deckId } = parseBody(deckParams, req.params);
    return workload.setWorkloadOptions(ctx, deckId, parseBody(workloadOptionsBody, req.body));
  });
}
