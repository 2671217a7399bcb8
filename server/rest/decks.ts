import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cardFields, cardIdParam as cardId, deckIdParam as deckId, deckInfoInput, desiredRetention, examDate } from '../../shared/schemas/decks.js';
import { clozeCardFields, isClozeBody } from '../../shared/schemas/cloze.js';
import * as cards from '../services/cards.js';
import * as clozeCards from '../services/clozeCards.js';
import * as decks from '../services/decks.js';
import { parseBody, requireCtx } from './http.js';

const deckParams = z.object({ deckId });
const idParams = z.object({ id: deckId });
const cardParams = z.object({ cardId });
const cardIdParams = z.object({ id: cardId });

// REST adapters of SPEC §7: validate, call the same service as the tRPC procedure, answer.
export async function deckRoutes(app: FastifyInstance) {
  app.get('/decks', async (req, reply) => decks.listUserDecks(await requireCtx(req, reply)));

  app.post('/decks', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return reply.code(201).send(await decks.createDeck(ctx, parseBody(deckInfoInput, req.body)));
  });

  app.get('/decks/:deckId', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return decks.getDeck(ctx, parseBody(deckParams, req.params).deckId);
  });

  // One path, three payloads (SPEC §7, DESIGN §16): {name, description[, desiredRetention]} edits the
  // deck, {examDate} sets or clears the exam date, {desiredRetention} alone sets the retention.
  app.put('/decks/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { id } = parseBody(idParams, req.params);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if ('examDate' in body && !('name' in body)) {
      return decks.setExamDate(ctx, id, parseBody(z.object({ examDate }), body).examDate);
    }
    if ('desiredRetention' in body && !('name' in body)) {
      return decks.setDesiredRetention(ctx, id, parseBody(z.object({ desiredRetention }), body).desiredRetention);
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
    // {kind: 'cloze', clozeText, extra?} makes a cloze note: 201 with all its cards (DESIGN §19).
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
