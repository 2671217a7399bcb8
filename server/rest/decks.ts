import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cardFields, cardIdParam as cardId, DECK_SETTING_KEYS, deckIdParam as deckId, deckInfoInput, deckSettingsInput } from '../../shared/schemas/decks.js';
import { clozeCardFields, isClozeBody } from '../../shared/schemas/cloze.js';
import * as cards from '../services/cards.js';
import * as clozeCards from '../services/clozeCards.js';
import * as decks from '../services/decks.js';
import { tagName } from '../../shared/schemas/notes.js';
import { parseBody, requireCtx } from './http.js';

const deckParams = z.object({ deckId });
const idParams = z.object({ id: deckId });
const cardParams = z.object({ cardId });
const cardIdParams = z.object({ id: cardId });

// REST adapters of docs/product.md: calls: validate, call the same service as the tRPC procedure, answer.
export async function deckRoutes(app: FastifyInstance) {
  app.get('/decks', async (req, reply) => decks.listUserDecks(await requireCtx(req, reply)));

  app.post('/decks', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return reply.code(201).send(await decks.createDeck(ctx, parseBody(deckInfoInput, req.body)));
  });

  app.get('/decks/:deckId', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    // `?tag=`: only the cards whose note has the tag (docs/notes.md).
    const { tag } = parseBody(z.object({ tag: tagName.optional() }), req.query ?? {});
    return decks.getDeck(ctx, parseBody(deckParams, req.params).deckId, tag);
  });

  // One path, two kinds of payload (the product spec's PUT /decks/{id}, docs/study-options.md): with `name` it
  // edits the deck ({name, description[, settings]}); without it, any of the settings alone
  // (exam date, retention, new cards per day, languages) change and the rest stay. A body with
  // neither is refused like an edit without a name.
  app.put('/decks/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { id } = parseBody(idParams, req.params);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!('name' in body) && DECK_SETTING_KEYS.some((key) => key in body)) {
      return decks.updateDeckSettings(ctx, id, parseBody(deckSettingsInput, body));
    }
    return decks.updateDeckInfo(ctx, id, parseBody(deckInfoInput, body));
  });

  app.delete('/decks/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return decks.deleteDeck(ctx, parseBody(idParams, req.params).id);
  });

  app.post('/decks/:deckId/cards', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { deckId } = parseBody(deckParams, req.params);
    // {kind: 'cloze', clozeText, extra?} makes a cloze note: 201 with all its cards (docs/study-modes.md).
    if (isClozeBody(req.body)) return reply.code(201).send(await clozeCards.createClozeNote(ctx, deckId, parseBody(clozeCardFields, req.body)));
    return reply.code(201).send(await cards.createCard(ctx, deckId, parseBody(cardFields, req.body)));
  });

  app.put('/cards/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { id } = parseBody(cardIdParams, req.params);
    if (isClozeBody(req.body)) return clozeCards.updateClozeNote(ctx, id, parseBody(clozeCardFields, req.body));
    return cards.updateCard(ctx, id, parseBody(cardFields, req.body));
  });

  app.delete('/cards/:cardId', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return cards.deleteCard(ctx, parseBody(cardParams, req.params).cardId);
  });
}
