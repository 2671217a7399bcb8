import type { FastifyInstance } from 'fastify';
import { startSessionInput, submitSessionInput } from '../../shared/schemas/sessions.js';
import { toFlatGameData } from '../../shared/legacyGameData.js';
import * as sessions from '../services/sessions.js';
import { parseBody, requireCtx } from './http.js';

// docs/product.md: calls: POST /sessions/start and POST /sessions/submit.
export async function sessionRoutes(app: FastifyInstance) {
  app.post('/sessions/start', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const input = parseBody(startSessionInput, req.body);
    const { gameData, practiceCardIds } = await sessions.startSession(ctx, input);
    // The REST answer keeps its documented flat fields (docs/card-side.md); tRPC carries card sides.
    // practiceCardIds: the board's practice cards, whose answers are not to be submitted (docs/study-sessions.md).
    return { gameData: toFlatGameData(input.gameType, gameData), practiceCardIds };
  });

  app.post('/sessions/submit', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return sessions.submitSession(ctx, parseBody(submitSessionInput, req.body));
  });
}
