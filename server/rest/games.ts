import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GAME_TYPES, type GameType } from '../../shared/constants.js';
import { unknownGameType } from '../../shared/messages.js';
import { generateGameInput } from '../../shared/schemas/games.js';
import { isGameError } from '../../shared/generators/index.js';
import { toFlatGameData } from '../../shared/legacyGameData.js';
import * as games from '../services/games.js';
import { parseBody, requireCtx } from './http.js';

const gameParams = z.object({ gameType: z.string() });

// docs/product.md: calls: POST /games/{gameType} {deckId} → game data, or an object with an error field.
export async function gameRoutes(app: FastifyInstance) {
  app.post('/games/:gameType', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { gameType } = parseBody(gameParams, req.params);
    if (!(GAME_TYPES as readonly string[]).includes(gameType)) {
      // The error field is what the product spec's client shows; message keeps docs/foundation.md's error body.
      const message = unknownGameType(gameType);
      return reply.code(400).send({ error: message, message });
    }
    const body = parseBody(generateGameInput.omit({ gameType: true }), req.body);
    const data = await games.generateCasualGame(ctx, { ...body, gameType: gameType as GameType });
    // The REST answer keeps its documented flat fields (docs/card-side.md); tRPC carries card sides.
    return isGameError(data) ? data : toFlatGameData(gameType as GameType, data);
  });
}
