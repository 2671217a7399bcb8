// The AnkiConnect endpoint (docs/api.md) against a running server, driven by the real client
// yanki-connect (every implemented action), plus the protocol's edges and hostile input: no key,
// a read token writing, another user's decks, path and url media, oversized and non-media files,
// foreign browser origins, and the keyless local user of a loopback listener.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { YankiConnect } from 'yanki-connect';
import { ANKICONNECT_MSG, API_TOKEN_MSG, NOTE_MSG } from '../../shared/messages.js';
import type { AppConfig } from '../config.js';
import { loginAgent, makeTestApp, setCardState, type Agent } from '../test/harness.js';
import { buildAnkiConnectListener } from './listener.js';
import { ANKI_ERRORS } from './protocol.js';

const NOW = new Date('2030-03-10T12:00:00.000Z');
// The smallest PNG and a WAV header: real media the server's sniffing accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(32)]);

const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const server of servers.splice(0).reverse()) await server.close();
});

async function start(config: Partial<AppConfig> = {}) {
  const { app, db } = await makeTestApp({ now: () => NOW, config });
  servers.push(app);
  const agent = await loginAgent(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const listener = await buildAnkiConnectListener(app.deps);
  servers.push(listener);
  await listener.listen({ port: 0, host: '127.0.0.1' });
  const listenerPort = (listener.server.address() as { port: number }).port;
  return { app, db, agent, appUrl, listenerPort };
}

async function token(agent: Agent, scope: 'read' | 'write' = 'write') {
  return ((await agent.request('POST', '/api/account/api-tokens', { name: `anki ${scope}`, scope })).json() as { token: string }).token;
}

/** yanki-connect posts to the root of host:port; for the app's endpoint the path is added. */
function appClient(appUrl: string, key?: string) {
  const { port } = new URL(appUrl);
  return new YankiConnect({ host: 'http://127.0.0.1', port: Number(port), key, fetchAdapter: (url, init) => fetch(`${String(url)}/ankiconnect`, init) });
}

const post = (url: string, body: string, headers: Record<string, string> = {}) => fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('AnkiConnect through yanki-connect', () => {
  it('answers every implemented deck, media and meta action', async () => {
    const { appUrl, agent, listenerPort } = await start();
    const key = await token(agent);
    for (const client of [appClient(appUrl, key), new YankiConnect({ host: 'http://127.0.0.1', port: listenerPort, key })]) {
      expect(await client.miscellaneous.version()).toBe(6);
      expect(await client.miscellaneous.requestPermission()).toEqual({ permission: 'granted', requireApikey: true, version: 6 });
      expect(await client.miscellaneous.sync()).toBeNull();
      expect(await client.miscellaneous.reloadCollection()).toBeNull();
      expect(await client.graphical.guiCheckDatabase()).toBe(true);
      expect(await client.graphical.guiBrowse({ query: 'deck:current' })).toEqual([]);

      const before = await client.deck.deckNames();
      const id = await client.deck.createDeck({ deck: 'Japanese::Vocabulary' });
      expect(typeof id).toBe('number');
      expect(await client.deck.createDeck({ deck: 'Japanese::Vocabulary' })).toBe(id);
      expect(await client.deck.deckNames()).toEqual([...before, 'Japanese::Vocabulary'].sort());
      expect((await client.deck.deckNamesAndIds())['Japanese::Vocabulary']).toBe(id);
      expect(await client.deck.getDeckConfig({ deck: 'Japanese::Vocabulary' })).toMatchObject({ id, name: 'Japanese::Vocabulary', new: { perDay: expect.any(Number) } });
      expect(await client.deck.getDeckConfig({ deck: 'No such deck' })).toBe(false);
      expect(await client.deck.getDeckStats({ decks: ['Japanese::Vocabulary'] })).toEqual({
        [id]: { deck_id: id, name: 'Japanese::Vocabulary', new_count: 0, learn_count: 0, review_count: 0, total_in_deck: 0 },
      });
      const card = (await agent.request('POST', `/api/decks/${id}/cards`, { term: '猫', definition: 'cat' })).json() as { id: number };
      expect(await client.deck.getDecks({ cards: [card.id, 999_999] })).toEqual({ 'Japanese::Vocabulary': [card.id] });
      await expect(client.deck.deleteDecks({ decks: ['Japanese::Vocabulary'], cardsToo: false as true })).rejects.toThrow(ANKI_ERRORS.deleteDecksCardsToo);
      expect(await client.deck.deleteDecks({ decks: ['Japanese::Vocabulary', 'Not there'], cardsToo: true })).toBeNull();
      expect(await client.deck.deckNames()).toEqual(before);

      expect(await client.media.storeMediaFile({ filename: '_yomitan_image.png', data: PNG.toString('base64') })).toBe('_yomitan_image.png');
      expect(await client.media.storeMediaFile({ filename: 'word.wav', data: WAV.toString('base64') })).toBe('word.wav');
      expect(await client.media.retrieveMediaFile({ filename: '_yomitan_image.png' })).toBe(PNG.toString('base64'));
      expect(await client.media.retrieveMediaFile({ filename: 'missing.png' })).toBe(false);
      expect(await client.media.getMediaFilesNames({ pattern: '_yomitan_*' })).toEqual(['_yomitan_image.png']);
      expect(await client.media.getMediaFilesNames({ pattern: '*' })).toEqual(['_yomitan_image.png', 'word.wav']);
      expect(await client.media.deleteMediaFile({ filename: 'word.wav' })).toBeNull();
      expect(await client.media.getMediaFilesNames({ pattern: '*' })).toEqual(['_yomitan_image.png']);
      await client.media.deleteMediaFile({ filename: '_yomitan_image.png' });

      const models = await client.model.modelNames();
      expect(models).toEqual(expect.arrayContaining(['Basic', 'Basic (and reversed card)', 'Cloze']));
      const ids = await client.model.modelNamesAndIds();
      expect(Object.keys(ids).sort()).toEqual([...models].sort());
      expect(await client.model.modelFieldNames({ modelName: 'Basic' })).toEqual(['Front', 'Back']);
      expect(await client.model.modelTemplates({ modelName: 'Basic' })).toEqual({ 'Card 1': { Front: expect.stringContaining('{{Front}}'), Back: expect.stringContaining('{{Back}}') } });
      expect(await client.model.modelStyling({ modelName: 'Basic' })).toEqual({ css: expect.any(String) });
      await expect(client.model.modelFieldNames({ modelName: 'No such model' })).rejects.toThrow('model was not found: No such model');

      const multi = await client.miscellaneous.multi({
        actions: [
          { action: 'deckNames', version: 6 },
          { action: 'createDeck', params: { deck: 'From multi' }, version: 6 },
          { action: 'nope' as 'version', version: 6 },
          { action: 'version' },
        ],
      });
      expect(multi[0]).toEqual({ result: before, error: null });
      expect(multi[1]).toEqual({ result: expect.any(Number), error: null });
      expect(multi[2]).toEqual({ result: null, error: ANKI_ERRORS.unsupported });
      // A sub-action without a version answers version 4's bare result, as AnkiConnect does.
      expect(multi[3]).toBe(6);
      await client.deck.deleteDecks({ decks: ['From multi'], cardsToo: true });
    }
  });
});

describe('AnkiConnect notes through yanki-connect', () => {
  it("adds, checks, finds and reads notes, each person's own, through the notes service", async () => {
    const { app, appUrl, agent } = await start();
    const client = appClient(appUrl, await token(agent));
    await client.deck.createDeck({ deck: 'Spanish' });
    const note = (front: string, back: string) => ({ deckName: 'Spanish', modelName: 'Basic', fields: { Front: front, Back: back }, tags: ['verbs'] });
    const ids = (await client.note.addNotes({ notes: [note('hablar', 'to speak'), note('comer', 'to eat'), note('hablar', 'again'), note('', 'empty')] }))!;
    expect(ids).toEqual([expect.any(Number), expect.any(Number), null, null]);
    expect(await client.note.canAddNotes({ notes: [note('vivir', 'to live'), note('comer', 'dup')] })).toEqual([true, false]);
    await expect(client.note.addNote({ note: { ...note('x', 'y'), deckName: 'Nope' } })).rejects.toThrow('deck was not found: Nope');
    await expect(client.note.addNote({ note: { ...note('x', 'y'), modelName: 'Nope' } })).rejects.toThrow('model was not found: Nope');
    expect(await client.note.findNotes({ query: 'deck:Spanish' })).toEqual(ids.slice(0, 2));
    expect(await client.note.findNotes({ query: 'note:Basic tag:verbs speak' })).toEqual([ids[0]]);
    expect(await client.note.findNotes({ query: `nid:${ids[1]}` })).toEqual([ids[1]]);
    expect(await client.note.findNotes({ query: 'Front:com*' })).toEqual([ids[1]]);
    // The database narrows by the plain parts of a search; the whole search still decides:
    // case folds, a glob's pieces must all be there, LIKE's own wildcards are plain letters.
    expect(await client.note.findNotes({ query: 'HABLAR' })).toEqual([ids[0]]);
    expect(await client.note.findNotes({ query: 'Back:to*eat' })).toEqual([ids[1]]);
    expect(await client.note.findNotes({ query: 'Back:to*speak*eat' })).toEqual([]);
    expect(await client.note.findNotes({ query: 'to_speak' })).toEqual([]);
    expect(await client.note.findNotes({ query: 'to%' })).toEqual([]);
    const [accented] = (await client.note.addNotes({ notes: [note('ÉTÉ', 'summer')] }))!;
    expect(await client.note.findNotes({ query: 'été' })).toEqual([accented]);
    expect(await client.note.findNotes({ query: 'Front:été' })).toEqual([accented]);
    await client.note.deleteNotes({ notes: [accented!] } as never);
    const [info] = await client.note.notesInfo({ notes: [ids[0]!] } as never);
    expect(info).toMatchObject({ noteId: ids[0], modelName: 'Basic', tags: ['verbs'], fields: { Front: { value: 'hablar', order: 0 }, Back: { value: 'to speak', order: 1 } } });
    // The cards came from the note: the deck has them.
    const deckId = (await client.deck.deckNamesAndIds()).Spanish;
    expect(((await agent.request('GET', `/api/decks/${deckId}`)).json() as { flashcards: unknown[] }).flashcards).toHaveLength(2);

    // Someone else finds none of them and reads none of them.
    const other = appClient(appUrl, await token(await loginAgent(app)));
    expect(await other.note.findNotes({ query: 'hablar' })).toEqual([]);
    expect(await other.note.notesInfo({ notes: [ids[0]!] } as never)).toEqual([{}]);
    await expect(other.note.addNote({ note: note('robar', 'to steal') })).rejects.toThrow('deck was not found: Spanish');
    // A read token reads but adds nothing.
    const reader = appClient(appUrl, await token(agent, 'read'));
    expect(await reader.note.findNotes({ query: 'deck:Spanish' })).toHaveLength(2);
    await expect(reader.note.addNote({ note: note('leer', 'to read') })).rejects.toThrow(API_TOKEN_MSG.readOnly);
  });

  it("makes models, edits, retags, moves and deletes notes, each person's own, through the notes service", async () => {
    const { app, db, appUrl, agent } = await start();
    const client = appClient(appUrl, await token(agent));
    await client.deck.createDeck({ deck: 'Words' });
    const model = { modelName: 'Vocab', inOrderFields: ['Word', 'Meaning'], css: '.card { color: red; }', cardTemplates: [{ Front: '{{Word}}', Back: '{{FrontSide}}<hr id=answer>{{Meaning}}' }] };
    expect(await client.model.createModel(model)).toMatchObject({ name: 'Vocab', flds: [{ name: 'Word' }, { name: 'Meaning' }], tmpls: [{ name: 'Card 1' }] });
    await expect(client.model.createModel(model)).rejects.toThrow('Model name already exists');
    await expect(client.model.createModel({ ...model, modelName: 'Empty', inOrderFields: [] })).rejects.toThrow('Must provide at least one field for inOrderFields');
    await expect(client.model.createModel({ ...model, modelName: 'Bad', inOrderFields: ['Word', 'word'] })).rejects.toThrow(NOTE_MSG.fieldNamesUnique);
    await client.model.updateModelStyling({ model: { name: 'Vocab', css: '.card { color: blue; }' } });
    expect(await client.model.modelStyling({ modelName: 'Vocab' })).toEqual({ css: '.card { color: blue; }' });
    await client.model.updateModelTemplates({ model: { name: 'Vocab', templates: { 'Card 1': { Front: 'Q: {{Word}}' } } } });
    expect(await client.model.modelTemplates({ modelName: 'Vocab' })).toEqual({ 'Card 1': { Front: 'Q: {{Word}}', Back: '{{FrontSide}}<hr id=answer>{{Meaning}}' } });
    await expect(client.model.updateModelStyling({ model: { name: 'Nope', css: '' } })).rejects.toThrow('model was not found: Nope');

    // Fields come back exactly as sent (Anki keeps them verbatim); the card shows them sanitized.
    const raw = '<div class="mine"><p>gato</p><script>alert(1)</script></div>';
    const id = (await client.note.addNote({ note: { deckName: 'Words', modelName: 'Vocab', fields: { Word: raw, Meaning: 'cat' }, tags: ['a'] } }))!;
    const [card] = await client.card.findCards({ query: `nid:${id}` });
    const flashcards = ((await agent.request('GET', `/api/decks/${(await client.deck.deckNamesAndIds()).Words}`)).json() as { flashcards: { term: string }[] }).flashcards;
    expect(JSON.stringify(flashcards)).not.toContain('<script>');
    expect(await client.card.cardsToNotes({ cards: [card, card] })).toEqual([id]);
    // areDue: a new card is due (AnkiConnect's rule); a card that is not the caller's is not.
    expect(await client.card.areDue({ cards: [card, 999_999] })).toEqual([true, false]);
    expect(await client.card.cardsInfo({ cards: [card, 999_999] })).toEqual([
      expect.objectContaining({ cardId: card, note: id, deckName: 'Words', modelName: 'Vocab', fields: { Word: { value: raw, order: 0 }, Meaning: { value: 'cat', order: 1 } } }),
      {},
    ]);
    // is:new, is:due and added:N, as Anki reads them (the test's clock is 12:00 UTC on 10 March).
    expect(await client.note.findNotes({ query: 'is:new' })).toEqual([id]);
    expect(await client.note.findNotes({ query: 'is:due' })).toEqual([]);
    expect(await client.note.findNotes({ query: 'added:1 deck:Words' })).toEqual([id]);
    await setCardState(db, card, { state: 2, due: NOW.getTime() - 1000 });
    expect(await client.note.findNotes({ query: 'is:due' })).toEqual([id]);
    expect(await client.note.findNotes({ query: 'is:new' })).toEqual([]);
    await expect(client.note.findNotes({ query: 'added:-1' })).rejects.toThrow('invalid search: added:-1');
    await client.note.updateNoteFields({ note: { id, fields: { Meaning: 'a cat' } } });
    await client.note.updateNote({ note: { id, tags: ['b'] } });
    await client.note.addTags({ notes: [id], tags: 'c d' });
    await client.note.removeTags({ notes: [id], tags: 'd' });
    expect((await client.note.notesInfo({ notes: [id] } as never))[0]).toMatchObject({ tags: ['b', 'c'], fields: { Word: { value: raw }, Meaning: { value: 'a cat' } } });
    await client.note.updateNoteModel({ note: { id, modelName: 'Basic', fields: { Front: 'perro', Back: 'dog' }, tags: [] } });
    expect((await client.note.notesInfo({ notes: [id] } as never))[0]).toMatchObject({ modelName: 'Basic', tags: [], fields: { Front: { value: 'perro' }, Back: { value: 'dog' } } });
    await expect(client.note.updateNoteModel({ note: { id, modelName: 'Nope', fields: {}, tags: [] } })).rejects.toThrow("Model 'Nope' not found");
    await expect(client.note.updateNoteFields({ note: { id: 999_999, fields: { Front: 'x' } } })).rejects.toThrow('Note was not found: 999999');
    await expect(client.note.updateNote({ note: { id } } as never)).rejects.toThrow('Must provide a "fields" or "tags" property.');

    // changeDeck makes the deck when needed and moves the whole note.
    const cards = await client.card.findCards({ query: `nid:${id}` });
    await client.deck.changeDeck({ cards, deck: 'Moved' });
    expect(await client.deck.getDecks({ cards })).toEqual({ Moved: cards });

    // Someone else can change, move and delete none of it; a read token writes nothing.
    const other = appClient(appUrl, await token(await loginAgent(app)));
    await expect(other.note.updateNoteFields({ note: { id, fields: { Front: 'stolen' } } })).rejects.toThrow(`Note was not found: ${id}`);
    await other.note.addTags({ notes: [id], tags: 'stolen' });
    await other.deck.changeDeck({ cards, deck: 'Theirs' });
    await other.note.deleteNotes({ notes: [id] });
    expect(await other.card.cardsInfo({ cards })).toEqual([{}]);
    const reader = appClient(appUrl, await token(agent, 'read'));
    await expect(reader.note.deleteNotes({ notes: [id] })).rejects.toThrow(API_TOKEN_MSG.readOnly);
    await expect(reader.model.createModel({ ...model, modelName: 'Read' })).rejects.toThrow(API_TOKEN_MSG.readOnly);
    expect((await client.note.notesInfo({ notes: [id] } as never))[0]).toMatchObject({ tags: [], fields: { Front: { value: 'perro' } } });
    expect(await client.deck.getDecks({ cards })).toEqual({ Moved: cards });

    await client.note.deleteNotes({ notes: [id, 999_999] });
    expect(await client.note.findNotes({ query: 'deck:*' })).toEqual([]);
    expect(await client.card.cardsInfo({ cards })).toEqual([{}]);
  });
});

describe('the AnkiConnect protocol', () => {
  it("answers AnkiConnect's shapes: empty body, bad JSON, no key, unknown action, version 4, missing argument", async () => {
    const { appUrl, agent } = await start();
    const key = await token(agent);
    const url = `${appUrl}/ankiconnect`;
    const empty = await post(url, '');
    expect([empty.status, await empty.text()]).toEqual([200, 'AnkiConnect v.6']);
    expect(await (await fetch(url)).text()).toBe('AnkiConnect v.6');
    expect(await (await post(url, '{not json')).json()).toBeNull();
    expect(await (await post(url, JSON.stringify({ action: 'deckNames', version: 6 }))).json()).toEqual({ result: null, error: ANKI_ERRORS.badKey });
    expect(await (await post(url, JSON.stringify({ action: 'deckNames', version: 6, key: 'cct_nope' }))).json()).toEqual({ result: null, error: ANKI_ERRORS.badKey });
    expect(await (await post(url, JSON.stringify({ action: 'exportPackage', version: 6, key }))).json()).toEqual({ result: null, error: ANKI_ERRORS.unsupported });
    expect(await (await post(url, JSON.stringify({ action: 'toString', version: 6, key }))).json()).toEqual({ result: null, error: ANKI_ERRORS.unsupported });
    expect(await (await post(url, JSON.stringify({ action: 'version', key }))).json()).toBe(6);
    expect(await (await post(url, JSON.stringify({ action: 'createDeck', version: 6, key, params: {} }))).json()).toEqual({
      result: null,
      error: "createDeck() missing 1 required positional argument: 'deck'",
    });
    // Sent as text/plain (no CORS preflight), as some clients do.
    const plain = await post(url, JSON.stringify({ action: 'version', version: 6, key }), { 'content-type': 'text/plain' });
    expect(await plain.json()).toEqual({ result: 6, error: null });
    // A cookie and no XSRF header change nothing: the key decides.
    const withCookie = await post(url, JSON.stringify({ action: 'createDeck', version: 6, key, params: { deck: 'Cookie' } }), { cookie: 'cardcade_session=whatever' });
    expect(await withCookie.json()).toEqual({ result: expect.any(Number), error: null });
  });

  it("keeps each user to their own decks and a read token to reading", async () => {
    const { app, appUrl, agent } = await start();
    const other = await loginAgent(app);
    const theirs = (await other.request('POST', '/api/decks', { name: 'Private notes', description: '' })).json() as { id: number };
    const theirCard = (await other.request('POST', `/api/decks/${theirs.id}/cards`, { term: 'secret', definition: 'x' })).json() as { id: number };
    const mine = appClient(appUrl, await token(agent));
    expect(await mine.deck.deckNames()).not.toContain('Private notes');
    expect(await mine.deck.getDecks({ cards: [theirCard.id] })).toEqual({});
    expect(await mine.deck.getDeckConfig({ deck: 'Private notes' })).toBe(false);
    await mine.deck.deleteDecks({ decks: ['Private notes'], cardsToo: true });
    expect((await other.request('GET', `/api/decks/${theirs.id}`)).statusCode).toBe(200);

    const reader = appClient(appUrl, await token(agent, 'read'));
    expect(await reader.deck.deckNames()).toEqual([]);
    await expect(reader.deck.createDeck({ deck: 'Nope' })).rejects.toThrow(API_TOKEN_MSG.readOnly);
    await expect(reader.media.storeMediaFile({ filename: 'a.png', data: PNG.toString('base64') })).rejects.toThrow(API_TOKEN_MSG.readOnly);
    const multi = await reader.miscellaneous.multi({ actions: [{ action: 'createDeck', params: { deck: 'Nope' }, version: 6 }] });
    expect(multi).toEqual([{ result: null, error: API_TOKEN_MSG.readOnly }]);
    expect(await mine.deck.deckNames()).toEqual([]);
  });

  it('refuses path and url media, fetches nothing, and holds files to the media rules', async () => {
    const { appUrl, agent, db } = await start();
    const client = appClient(appUrl, await token(agent));
    // A URL nobody answers: were the server to fetch it, the test would hang or see a request.
    await expect(client.media.storeMediaFile({ filename: 'a.png', url: 'http://127.0.0.1:9/a.png' })).rejects.toThrow(ANKICONNECT_MSG.noPathOrUrl);
    await expect(client.media.storeMediaFile({ filename: 'a.png', path: '/etc/passwd' })).rejects.toThrow(ANKICONNECT_MSG.noPathOrUrl);
    await expect(client.media.storeMediaFile({ filename: 'a.png' } as never)).rejects.toThrow(ANKI_ERRORS.mediaSource);
    await expect(client.media.storeMediaFile({ filename: 'a.png', data: 'not base64!' })).rejects.toThrow(ANKICONNECT_MSG.badBase64);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expect(client.media.storeMediaFile({ filename: 'x.svg', data: svg.toString('base64') })).rejects.toThrow(ANKICONNECT_MSG.mediaType);
    const html = Buffer.from('<script>alert(1)</script>');
    await expect(client.media.storeMediaFile({ filename: 'x.png', data: html.toString('base64') })).rejects.toThrow(ANKICONNECT_MSG.mediaType);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    await expect(client.media.storeMediaFile({ filename: 'big.png', data: big.toString('base64') })).rejects.toThrow(ANKICONNECT_MSG.mediaTooLarge);
    await expect(client.media.storeMediaFile({ filename: '../..', data: PNG.toString('base64') })).rejects.toThrow(ANKICONNECT_MSG.badFilename);
    expect(await db.selectFrom('media').select('id').execute()).toEqual([]);
    // A traversal names only the last part; skipHash of the same bytes stores nothing.
    expect(await client.media.storeMediaFile({ filename: '../../etc/cron.d/x.png', data: PNG.toString('base64') })).toBe('x.png');
    const { createHash } = await import('node:crypto');
    expect(await client.media.storeMediaFile({ filename: 'y.png', data: PNG.toString('base64'), skipHash: createHash('md5').update(PNG).digest('hex') } as never)).toBeNull();
    expect(await client.media.getMediaFilesNames({ pattern: '*' })).toEqual(['x.png']);
    // A body over the limit is refused before it is read whole.
    const huge = await post(`${appUrl}/ankiconnect`, JSON.stringify({ action: 'version', version: 6, pad: 'x'.repeat(9 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
  });

  it('bounds multi: at most 1000 actions, none of them a multi', async () => {
    const { appUrl, agent } = await start();
    const key = await token(agent);
    const url = `${appUrl}/ankiconnect`;
    const many = Array.from({ length: 1001 }, () => ({ action: 'version', version: 6 }));
    expect(await (await post(url, JSON.stringify({ action: 'multi', version: 6, key, params: { actions: many } }))).json()).toEqual({ result: null, error: ANKICONNECT_MSG.tooManyActions });
    const nested = { action: 'multi', version: 6, params: { actions: [{ action: 'version', version: 6 }] } };
    expect(await (await post(url, JSON.stringify({ action: 'multi', version: 6, key, params: { actions: [nested, 'junk'] } }))).json()).toEqual({
      result: [{ result: null, error: ANKICONNECT_MSG.nestedMulti }, null],
      error: null,
    });
    expect(await (await post(url, JSON.stringify({ action: 'multi', version: 6, key, params: {} }))).json()).toEqual({
      result: null,
      error: "multi() missing 1 required positional argument: 'actions'",
    });
  });

  it('refuses browser origins not allowed, and answers the allowed ones with CORS headers', async () => {
    const { appUrl, agent } = await start({ ankiconnectCorsOrigins: ['chrome-extension://yomitan'] });
    const key = await token(agent);
    const url = `${appUrl}/ankiconnect`;
    const create = JSON.stringify({ action: 'createDeck', version: 6, key, params: { deck: 'From a web page' } });
    const foreign = await post(url, create, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await post(url, JSON.stringify({ action: 'version', version: 6, key }), { origin: 'chrome-extension://yomitan' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('chrome-extension://yomitan');
    expect(await allowed.json()).toEqual({ result: 6, error: null });
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'chrome-extension://yomitan', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(await appClient(appUrl, key).deck.deckNames()).toEqual([]);
  });

  it('lets a keyless request act as ANKICONNECT_LOCAL_USER on the loopback listener only', async () => {
    const { app, appUrl, agent, listenerPort } = await start({ ankiconnectLocalUser: 'local@example.com' });
    const local = await loginAgent(app, 'local@example.com');
    await local.request('POST', '/api/decks', { name: 'Local deck', description: '' });
    const keyless = new YankiConnect({ host: 'http://127.0.0.1', port: listenerPort });
    expect(await keyless.deck.deckNames()).toEqual(['Local deck']);
    expect(await keyless.miscellaneous.requestPermission()).toMatchObject({ permission: 'granted', requireApikey: false });
    // A key still decides when one is sent.
    expect(await new YankiConnect({ host: 'http://127.0.0.1', port: listenerPort, key: await token(agent) }).deck.deckNames()).toEqual([]);
    // A web page in the same browser cannot borrow that trust: its origin is refused before anything runs.
    const fromPage = await post(`http://127.0.0.1:${listenerPort}/`, JSON.stringify({ action: 'createDeck', version: 6, params: { deck: 'Planted' } }), {
      origin: 'https://evil.example',
      'content-type': 'text/plain',
    });
    expect(fromPage.status).toBe(403);
    expect(await keyless.deck.deckNames()).toEqual(['Local deck']);
    // The app's own endpoint always wants a key.
    await expect(appClient(appUrl).deck.deckNames()).rejects.toThrow(ANKI_ERRORS.badKey);

    // The same listener bound to a non-loopback address trusts nobody without a key.
    const wide = await buildAnkiConnectListener({ ...app.deps, config: { ...app.deps.config, ankiconnectHost: '0.0.0.0' } });
    servers.push(wide);
    await wide.listen({ port: 0, host: '127.0.0.1' });
    const widePort = (wide.server.address() as { port: number }).port;
    await expect(new YankiConnect({ host: 'http://127.0.0.1', port: widePort }).deck.deckNames()).rejects.toThrow(ANKI_ERRORS.badKey);

    // With every origin allowed (`*`), a page may call with a key, never as the local user.
    const open = await buildAnkiConnectListener({ ...app.deps, config: { ...app.deps.config, ankiconnectCorsOrigins: ['*'] } });
    servers.push(open);
    await open.listen({ port: 0, host: '127.0.0.1' });
    const openUrl = `http://127.0.0.1:${(open.server.address() as { port: number }).port}/`;
    const page = await post(openUrl, JSON.stringify({ action: 'deckNames', version: 6 }), { origin: 'https://evil.example' });
    expect(await page.json()).toEqual({ result: null, error: ANKI_ERRORS.badKey });
  });
});
