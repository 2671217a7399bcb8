import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deckIdParam } from '../../shared/schemas/decks.js';
import { createNoteBody, createNoteTypeInput, noteId, noteTypeId, updateNoteBody, updateNoteTypeInput } from '../../shared/schemas/notes.js';
import * as notes from '../services/notes.js';
import * as noteTypes from '../services/noteTypes.js';
import { parseBody, requireCtx } from './http.js';

// REST adapters of notes and note types (docs/notes.md, docs/api.md): validate, call the same
// service as the tRPC procedure, answer.
const idParams = z.object({ id: z.coerce.number().pipe(noteTypeId) });
const noteParams = z.object({ id: z.coerce.number().pipe(noteId) });
const deckParams = z.object({ id: deckIdParam });

export async function noteRoutes(app: FastifyInstance) {
  app.get('/note-types', async (req, reply) => noteTypes.listNoteTypes(await requireCtx(req, reply)));

  app.post('/note-types', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return reply.code(201).send(await noteTypes.createNoteType(ctx, parseBody(createNoteTypeInput, req.body)));
  });

  app.get('/note-types/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return noteTypes.getNoteType(ctx, parseBody(idParams, req.params).id);
  });

  app.put('/note-types/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { id } = parseBody(idParams, req.params);
    return noteTypes.updateNoteType(ctx, { ...parseBody(updateNoteTypeInput.omit({ id: true }), req.body), id });
  });

  app.delete('/note-types/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return noteTypes.deleteNoteType(ctx, parseBody(idParams, req.params).id);
  });

  // {noteTypeId, fields: {name: html}, tags} → {note: {id, guid, fields, tags, cardIds}}
  app.post('/decks/:id/notes', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { id } = parseBody(deckParams, req.params);
    const note = await notes.createNote(ctx, { ...parseBody(createNoteBody, req.body), deckId: id });
    return reply.code(201).send({ note });
  });

  app.get('/notes/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return { note: await notes.getNote(ctx, parseBody(noteParams, req.params).id) };
  });

  app.put('/notes/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { id } = parseBody(noteParams, req.params);
    return { note: await notes.updateNote(ctx, { ...parseBody(updateNoteBody, req.body), noteId: id }) };
  });

  app.delete('/notes/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return notes.deleteNote(ctx, parseBody(noteParams, req.params).id);
  });
}
