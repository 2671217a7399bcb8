import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { attachNotes } from '../repos/notes.js';
import { callerFor, cardStatesOf, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, setCardState, testDialect } from '../test/harness.js';
import { findXssProblems } from '../test/xssCheck.js';
import { XSS_VECTORS } from '../test/xssVectors.js';

// Notes and note types (docs/notes.md) on both databases: the built-ins, a note's cards made by its
// templates, edits that keep progress, template removal with a confirmed count, field renames,
// tags, the old card procedures writing notes, existing cards getting notes, hostile templates.

const dbs: Db[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id, { cards: 0 });
  const api = callerFor(db, user);
  const types = await api.noteTypes.list();
  const type = (builtin: string) => types.find((t) => t.builtin === builtin)!;
  return { db, user, deck, api, type };
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe(`notes and note types (${testDialect})`, () => {
  it('gives every user the six built-ins, once', async () => {
    const { api } = await setup();
    const names = (await api.noteTypes.list()).map((t) => t.name);
    expect(names).toEqual(['Basic', 'Basic (and reversed card)', 'Basic (optional reversed card)', 'Basic (type in the answer)', 'Cloze', 'Image Occlusion']);
  });

  it('makes one card per template whose front shows something, and keeps tags and a guid', async () => {
    const { api, deck, type } = await setup();
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: type('basic-reversed').id, fields: { Front: 'chat', Back: '<b>cat</b>' }, tags: ['lang::fr', 'animals'] });
    expect(note.cardIds).toHaveLength(2);
    expect(note.tags).toEqual(['lang::fr', 'animals']);
    expect(note.guid).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const cards = (await api.decks.get({ deckId: deck.id })).flashcards;
    expect(cards.map((c) => [c.term, c.definition, c.noteId])).toEqual([
      ['chat', 'cat', note.id],
      ['cat', 'chat', note.id],
    ]);
    expect(cards[1].termHtml).toBe('<b>cat</b>');
    // The optional reverse: one card until "Add Reverse" has content.
    const optional = await api.notes.create({ deckId: deck.id, noteTypeId: type('basic-optional-reversed').id, fields: { Front: 'un', Back: 'one' }, tags: [] });
    expect(optional.cardIds).toHaveLength(1);
    const both = await api.notes.update({ noteId: optional.id, fields: { 'Add Reverse': 'y' } });
    expect(both.cardIds).toHaveLength(2);
    expect(both.cardIds[0]).toBe(optional.cardIds[0]);
  });

  it('re-renders a note on edit and keeps each card, its progress and its history', async () => {
    const { db, api, user, deck, type } = await setup();
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: type('basic-reversed').id, fields: { Front: 'chien', Back: 'dog' }, tags: [] });
    await setCardState(db, note.cardIds[0], { state: 2, reps: 4, stability: 12 }, user.id);
    const edited = await api.notes.update({ noteId: note.id, fields: { Back: 'hound' }, tags: ['pets'] });
    expect(edited.cardIds).toEqual(note.cardIds);
    const [state] = await cardStatesOf(db, [note.cardIds[0]], user.id);
    expect({ reps: state.reps, stability: state.stability }).toEqual({ reps: 4, stability: 12 });
    const cards = (await api.decks.get({ deckId: deck.id })).flashcards;
    expect(cards.map((c) => [c.term, c.definition, c.tags])).toEqual([
      ['chien', 'hound', ['pets']],
      ['hound', 'chien', ['pets']],
    ]);
  });

  it('makes one card per cloze deletion, as the cloze editor does, and an edit keeps numbers', async () => {
    const { api, deck, type } = await setup();
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: type('cloze').id, fields: { Text: '{{c1::Paris}} is in {{c2::France}}', 'Back Extra': '' }, tags: [] });
    expect(note.cardIds).toHaveLength(2);
    const cards = (await api.decks.get({ deckId: deck.id })).flashcards;
    expect(cards.map((c) => [c.kind, c.clozeNumber, c.term])).toEqual([
      ['cloze', 1, '[...] is in France'],
      ['cloze', 2, 'Paris is in [...]'],
    ]);
    const edited = await api.notes.update({ noteId: note.id, fields: { Text: '{{c1::Paris}} is in {{c3::Europe}}' } });
    expect(edited.cardIds[0]).toBe(note.cardIds[0]);
    expect(edited.cardIds).toHaveLength(2);
    expect(edited.cardIds).not.toContain(note.cardIds[1]);
    expect((await errorOf(api.notes.update({ noteId: note.id, fields: { Text: 'no deletion' } }))).message).toMatch(/needs a deletion/);
  });

  it('refuses a field the note type does not have, and a note that makes no card', async () => {
    const { api, deck, type } = await setup();
    expect((await errorOf(api.notes.create({ deckId: deck.id, noteTypeId: type('basic').id, fields: { Nope: 'x' }, tags: [] }))).message).toBe('This note type has no field "Nope".');
    expect((await errorOf(api.notes.create({ deckId: deck.id, noteTypeId: type('basic').id, fields: { Back: 'only back' }, tags: [] }))).message).toMatch(/no cards/);
  });

  it("edits a note type: a renamed field keeps its content, a removed template's cards go after the count is confirmed", async () => {
    const { api, deck } = await setup();
    const own = await api.noteTypes.create({ name: 'Vocab', fields: ['Word', 'Meaning'], templates: [
      { name: 'Recognise', front: '{{Word}}', back: '{{FrontSide}}<hr id=answer>{{Meaning}}' },
      { name: 'Recall', front: '{{Meaning}}', back: '{{FrontSide}}<hr id=answer>{{Word}}' },
    ] });
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: own.id, fields: { Word: 'gato', Meaning: 'cat' }, tags: [] });
    await api.noteTypes.update({ id: own.id, fields: [{ name: 'Meaning', from: 1 }, { name: 'Term', from: 0 }], templates: [
      { name: 'Recognise', front: '{{Term}}', back: '{{FrontSide}}<hr id=answer>{{Meaning}}', from: 0 },
      { name: 'Recall', front: '{{Meaning}}', back: '{{FrontSide}}<hr id=answer>{{Term}}', from: 1 },
    ] });
    expect((await api.notes.get({ noteId: note.id })).fields).toEqual({ Meaning: 'cat', Term: 'gato' });
    const onlyFirst = [{ name: 'Recognise', front: '{{Term}}', back: '{{Meaning}}', from: 0 }];
    expect(await api.noteTypes.impact({ id: own.id, templates: onlyFirst })).toEqual({ cardsRemoved: 1, notes: 1 });
    const refused = await errorOf(api.noteTypes.update({ id: own.id, templates: onlyFirst }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('This change deletes 1 card and their progress. Confirm to continue.');
    expect((await api.notes.get({ noteId: note.id })).cardIds).toHaveLength(2);
    await api.noteTypes.update({ id: own.id, templates: onlyFirst, confirmCardsRemoved: 1 });
    const after = await api.notes.get({ noteId: note.id });
    expect(after.cardIds).toEqual([note.cardIds[0]]);
    expect((await api.decks.get({ deckId: deck.id })).flashcards.map((c) => [c.term, c.definition])).toEqual([['gato', 'cat']]);
  });

  it('refuses to delete a note type notes use, and a built-in', async () => {
    const { api, deck, type } = await setup();
    const own = await api.noteTypes.create({ name: 'Mine', copyOf: type('basic').id });
    await api.notes.create({ deckId: deck.id, noteTypeId: own.id, fields: { Front: 'a', Back: 'b' }, tags: [] });
    expect((await errorOf(api.noteTypes.delete({ id: own.id }))).message).toBe('1 note uses this note type: delete or change them first.');
    expect((await errorOf(api.noteTypes.delete({ id: type('basic').id }))).message).toMatch(/built-in/);
  });

  it('filters the card list by tag, with the :: hierarchy and without case', async () => {
    const { api, deck, type } = await setup();
    await api.notes.create({ deckId: deck.id, noteTypeId: type('basic').id, fields: { Front: 'un', Back: 'one' }, tags: ['Lang::FR'] });
    await api.notes.create({ deckId: deck.id, noteTypeId: type('basic').id, fields: { Front: 'eins', Back: 'one' }, tags: ['lang::de'] });
    await api.notes.create({ deckId: deck.id, noteTypeId: type('basic').id, fields: { Front: 'x', Back: 'y' }, tags: ['language'] });
    expect((await api.decks.get({ deckId: deck.id, tag: 'lang' })).flashcards.map((c) => c.term)).toEqual(['un', 'eins']);
    expect((await api.decks.get({ deckId: deck.id, tag: 'lang::fr' })).flashcards.map((c) => c.term)).toEqual(['un']);
    expect(await api.notes.tags({ deckId: deck.id })).toEqual(['lang::de', 'Lang::FR', 'language']);
  });

  it('keeps the old card procedures: a new card is a Basic note, a cloze note a Cloze note', async () => {
    const { api, deck, type } = await setup();
    const card = await api.cards.create({ deckId: deck.id, term: 'a < b', definition: 'line 1\nline 2' });
    const note = await api.notes.get({ noteId: card.noteId! });
    expect(note.noteTypeId).toBe(type('basic').id);
    expect(note.fields).toEqual({ Front: 'a &lt; b', Back: 'line 1<br>line 2' });
    await api.cards.update({ cardId: card.id, term: 'c', definition: 'd' });
    expect((await api.notes.get({ noteId: card.noteId! })).fields).toEqual({ Front: 'c', Back: 'd' });
    const cloze = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: '{{c1::x}} {{c2::y}}', extra: 'more' });
    const clozeNote = await api.notes.get({ noteId: cloze.cards[0].noteId! });
    expect(clozeNote.noteTypeId).toBe(type('cloze').id);
    expect(clozeNote.cardIds).toEqual(cloze.cards.map((c) => c.id));
    await api.cards.delete({ cardId: card.id });
    expect((await errorOf(api.notes.get({ noteId: card.noteId! }))).code).toBe('NOT_FOUND');
  });

  it('gives every card written without a note its note, in batches, and a cloze group one note', async () => {
    const { db, user, api, type } = await setup();
    const deck = await makeDeck(db, user.id, { cards: 0 });
    const now = FIXED_NOW.getTime();
    const base = { deck_id: deck.id, created_at: now, updated_at: now };
    await db.insertInto('cards').values(Array.from({ length: 1203 }, (_, i) => ({ ...base, term: `t${i}`, definition: `d${i}` }))).execute();
    await db.insertInto('cards').values([1, 2].map((n) => ({ ...base, term: `q${n}`, definition: 'a', kind: 'cloze' as const, cloze_number: n, cloze_note: 'k1', cloze_text: '{{c1::a}} {{c2::b}}', cloze_extra: null, cloze_answer: 'a' }))).execute();
    expect(await attachNotes(db, now, { deckIds: [deck.id] })).toBe(1204);
    const cards = (await api.decks.get({ deckId: deck.id })).flashcards;
    expect(cards.every((c) => c.noteId !== null)).toBe(true);
    const clozeNote = await api.notes.get({ noteId: cards.at(-1)!.noteId! });
    expect(clozeNote.noteTypeId).toBe(type('cloze').id);
    expect(clozeNote.cardIds).toEqual(cards.slice(-2).map((c) => c.id));
    expect(await attachNotes(db, now)).toBe(0);
  });

  it('sanitizes hostile fields and template output on every card a note makes', async () => {
    const { api, deck } = await setup();
    const type = await api.noteTypes.create({ name: 'Hostile', fields: ['F'], templates: [{ name: 'C', front: '<img src=x onerror="alert(1)">{{F}}<script>alert(2)</script>', back: '<a href="javascript:alert(3)">x</a>{{F}}' }], css: '@import url(https://evil.example/x.css); .card { position: fixed }' });
    for (const vector of XSS_VECTORS) {
      const note = await api.notes.create({ deckId: deck.id, noteTypeId: type.id, fields: { F: `${vector.html} text` }, tags: [] }).catch(() => null);
      if (!note) continue;
      const stored = await api.notes.get({ noteId: note.id });
      expect([vector.id, findXssProblems(stored.fields.F, new Set())]).toEqual([vector.id, []]);
    }
    for (const card of (await api.decks.get({ deckId: deck.id })).flashcards) {
      for (const html of [card.termHtml, card.definitionHtml]) if (html) expect(findXssProblems(html, new Set())).toEqual([]);
    }
    const preview = await api.noteTypes.preview({ fields: ['F'], template: { name: 'C', front: '<img src=x onerror=alert(1)>{{F}}', back: '{{F}}' }, css: '@import url(x); .card { color: red; position: fixed }', values: { F: 'hi' } });
    expect(findXssProblems(preview.front, new Set())).toEqual([]);
    expect(preview.css.replace(/\s+/g, ' ')).toBe('.cc-nt-preview { color: red }');
  });

  it("lets a subscriber read the owner's notes but not change them", async () => {
    const { db, api, deck, type } = await setup();
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: type('basic').id, fields: { Front: 'a', Back: 'b' }, tags: ['t'] });
    await api.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    const learner = await makeUser(db, { email: 'learner@example.com' });
    const asLearner = callerFor(db, learner);
    const stranger = callerFor(db, await makeUser(db, { email: 'stranger@example.com' }));
    expect((await errorOf(stranger.notes.get({ noteId: note.id }))).code).toBe('NOT_FOUND');
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    expect((await asLearner.notes.get({ noteId: note.id })).fields).toEqual({ Front: 'a', Back: 'b' });
    expect((await errorOf(asLearner.notes.update({ noteId: note.id, fields: { Front: 'hacked' } }))).code).toBe('FORBIDDEN');
    expect((await errorOf(stranger.notes.update({ noteId: note.id, fields: { Front: 'hacked' } }))).code).toBe('NOT_FOUND');
  });

  it('answers the REST paths', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    const agent = await loginAgent(app);
    const types = (await agent.request('GET', '/api/note-types')).json() as { id: number; builtin: string }[];
    const basic = types.find((t) => t.builtin === 'basic')!;
    const deck = (await agent.request('POST', '/api/decks', { name: 'REST' })).json() as { id: number };
    const created = await agent.request('POST', `/api/decks/${deck.id}/notes`, { noteTypeId: basic.id, fields: { Front: 'hola', Back: 'hello' }, tags: ['es'] });
    expect(created.statusCode).toBe(201);
    const { note } = created.json() as { note: { id: number; guid: string; fields: Record<string, string>; tags: string[]; cardIds: number[] } };
    expect({ fields: note.fields, tags: note.tags, cards: note.cardIds.length }).toEqual({ fields: { Front: 'hola', Back: 'hello' }, tags: ['es'], cards: 1 });
    expect((await agent.request('PUT', `/api/notes/${note.id}`, { fields: { Back: 'hi' } })).json().note.fields.Back).toBe('hi');
    expect((await agent.request('GET', `/api/notes/${note.id}`)).json().note.guid).toBe(note.guid);
    const card = ((await agent.request('GET', `/api/decks/${deck.id}`)).json() as { flashcards: { noteId: number }[] }).flashcards[0];
    expect(card.noteId).toBe(note.id);
    const own = await agent.request('POST', '/api/note-types', { name: 'Copy', copyOf: basic.id });
    expect(own.statusCode).toBe(201);
    expect((await agent.request('PUT', `/api/note-types/${own.json().id}`, { css: '.card { color: red }' })).json().css).toBe('.card { color: red }');
    expect((await agent.request('GET', `/api/note-types/${own.json().id}`)).statusCode).toBe(200);
    expect((await agent.request('DELETE', `/api/note-types/${own.json().id}`)).statusCode).toBe(200);
    expect((await agent.request('DELETE', `/api/notes/${note.id}`)).statusCode).toBe(200);
    expect((await agent.request('GET', `/api/notes/${note.id}`)).statusCode).toBe(404);
    expect((await agent.request('POST', `/api/decks/${deck.id}/notes`, { noteTypeId: basic.id, fields: { Front: 'x' }, tags: ['has space'] })).statusCode).toBe(400);
  });
});
