import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cardIdParam, deckIdParam } from '../../shared/schemas/decks.js';
import { librarySearchInput, preferencesInput, rejectAllSuggestionsBody, suggestionEditFields, suggestionFields, suggestionIdParam, visibility } from '../../shared/schemas/sharedDecks.js';
import { asAdmin } from '../access.js';
import * as leaderboard from '../services/leaderboard.js';
import * as shared from '../services/sharedDecks.js';
import * as suggestions from '../services/suggestions.js';
import { parseBody, requireCtx } from './http.js';

const deckParams = z.object({ id: deckIdParam });
const cardParams = z.object({ id: cardIdParam });
const suggestionParams = z.object({ id: suggestionIdParam });

// REST adapters of docs/shared-decks.md over the same services as routers/sharedDecks.ts.
export async function sharedDeckRoutes(app: FastifyInstance) {
  app.put('/decks/:id/sharing', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return shared.setSharing(ctx, parseBody(deckParams, req.params).id, parseBody(z.object({ visibility }), req.body).visibility);
  });

  app.get('/shared-decks', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return shared.library(ctx, parseBody(librarySearchInput, req.query).q);
  });

  app.post('/shared-decks/:id/subscribe', async (req, reply) => shared.subscribe(await requireCtx(req, reply), parseBody(deckParams, req.params).id));

  app.post('/shared-decks/:id/copy', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return reply.code(201).send(await shared.copySharedDeck(ctx, parseBody(deckParams, req.params).id));
  });

  app.put('/decks/:id/share-progress', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { shareProgress } = parseBody(z.object({ shareProgress: z.boolean({ error: 'shareProgress must be true or false.' }) }), req.body);
    return shared.setShareProgress(ctx, parseBody(deckParams, req.params).id, shareProgress);
  });

  app.get('/decks/:id/card-stats', async (req, reply) => shared.deckCardStats(await requireCtx(req, reply), parseBody(deckParams, req.params).id));

  app.post('/cards/:id/suggestions', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return reply.code(201).send(await suggestions.suggestCardEdit(ctx, parseBody(cardParams, req.params).id, parseBody(suggestionEditFields, req.body)));
  });

  app.post('/decks/:id/suggestions', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return reply.code(201).send(await suggestions.suggestNewCard(ctx, parseBody(deckParams, req.params).id, parseBody(suggestionFields, req.body)));
  });

  app.get('/decks/:id/suggestions', async (req, reply) => suggestions.deckSuggestions(await requireCtx(req, reply), parseBody(deckParams, req.params).id));

  // The owner's "Reject all" (body optional: `{ sameAuthorAs: suggestionId }` for one learner's only).
  app.post('/decks/:id/suggestions/reject-all', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const deck = parseBody(deckParams, req.params).id;
    return suggestions.rejectAllSuggestions(ctx, deck, parseBody(rejectAllSuggestionsBody, req.body ?? undefined)?.sameAuthorAs);
  });

  for (const decision of ['accept', 'reject'] as const) {
    app.post(`/suggestions/:id/${decision}`, async (req, reply) =>
      suggestions.decideSuggestion(await requireCtx(req, reply), parseBody(suggestionParams, req.params).id, decision),
    );
  }

  app.get('/leaderboard', async (req, reply) => leaderboard.getLeaderboard(await requireCtx(req, reply)));
  app.put('/account/preferences', async (req, reply) => leaderboard.setPreferences(await requireCtx(req, reply), parseBody(preferencesInput, req.body)));

  app.post('/admin/decks/:id/make-private', async (req, reply) => shared.adminMakePrivate(await asAdmin(await requireCtx(req, reply)), parseBody(deckParams, req.params).id));
}
