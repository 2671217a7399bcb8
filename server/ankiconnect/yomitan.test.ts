// A browser-free replay of what Yomitan sends (docs/api.md): its AnkiConnect client posts
// {action, params, version: 2, key} as JSON from its extension origin, with `credentials: omit`,
// to the server URL set in its options (here POST /ankiconnect), and reads version 2's bare
// results, through a whole lookup: check, add the note, find it, read it, browse to it.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAgent, makeTestApp } from '../test/harness.js';

const ORIGIN = 'chrome-extension://likgccmbimhjbgkjambclfkhldnlhbnn';
const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

describe('a Yomitan lookup, replayed', () => {
  it('checks the version and permission, lists decks and note types, stores the audio and opens the browser', async () => {
    const { app } = await makeTestApp({ config: { ankiconnectCorsOrigins: [ORIGIN] } });
    servers.push(app);
    const agent = await loginAgent(app);
    await agent.request('POST', '/api/decks', { name: 'Mining', description: '' });
    const key = (await agent.request('POST', '/api/account/api-tokens', { name: 'Yomitan', scope: 'write' })).json().token as string;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/ankiconnect`;

    // Yomitan's _invoke, as it sends it.
    const invoke = async (action: string, params: object) => {
      const res = await fetch(server, {
        method: 'POST',
        cache: 'default',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json', origin: ORIGIN },
        redirect: 'follow',
        referrerPolicy: 'no-referrer',
        body: JSON.stringify({ action, params, version: 2, key }),
      });
      expect(res.ok).toBe(true);
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      return JSON.parse(await res.text()) as unknown;
    };

    expect(await invoke('requestPermission', {})).toEqual({ permission: 'granted', requireApikey: true, version: 6 });
    expect(await invoke('version', {})).toBe(6);
    expect(await invoke('apiReflect', { scopes: ['actions'], actions: ['storeMediaFile', 'guiBrowse', 'nope'] })).toEqual({ scopes: ['actions'], actions: ['storeMediaFile', 'guiBrowse'] });
    expect(await invoke('deckNames', {})).toEqual(['Mining']);
    expect(await invoke('modelNames', {})).toEqual(expect.arrayContaining(['Basic', 'Cloze']));
    expect(await invoke('modelFieldNames', { modelName: 'Basic' })).toEqual(['Front', 'Back']);
    const audio = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]).toString('base64');
    expect(await invoke('storeMediaFile', { filename: 'yomitan_audio_ねこ_猫.mp3', data: audio })).toBe('yomitan_audio_ねこ_猫.mp3');
    const note = {
      deckName: 'Mining',
      modelName: 'Basic',
      fields: { Front: '猫', Back: 'cat<br>[sound:yomitan_audio_ねこ_猫.mp3]' },
      tags: ['yomitan'],
      options: { allowDuplicate: false, duplicateScope: 'collection' },
    };
    expect(await invoke('canAddNotesWithErrorDetail', { notes: [note] })).toEqual([{ canAdd: true }]);
    const noteId = await invoke('addNote', { note });
    expect(typeof noteId).toBe('number');
    expect(await invoke('canAddNotesWithErrorDetail', { notes: [note] })).toEqual([{ canAdd: false, error: 'cannot create note because it is a duplicate' }]);
    expect(await invoke('findNotes', { query: '"deck:Mining" "Front:猫"' })).toEqual([noteId]);
    expect(await invoke('findNotes', { query: 'deck:Mining cat' })).toEqual([noteId]);
    expect(await invoke('findNotes', { query: 'deck:Mining dog' })).toEqual([]);
    const [info] = (await invoke('notesInfo', { notes: [noteId] })) as { noteId: number; modelName: string; tags: string[]; fields: Record<string, { value: string; order: number }>; cards: number[] }[];
    expect(info).toMatchObject({ noteId, modelName: 'Basic', tags: ['yomitan'], fields: { Front: { value: '猫', order: 0 } } });
    expect(info.cards).toHaveLength(1);
    expect(await invoke('guiBrowse', { query: `nid:${noteId}` })).toEqual(info.cards);
    // An error keeps AnkiConnect's shape, which Yomitan reads as `error`.
    expect(await invoke('guiEditNote', { note: 1 })).toEqual({ result: null, error: 'unsupported action' });
  });
});
