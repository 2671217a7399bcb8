// yanki (Markdown → Anki) syncs a folder against the AnkiConnect listener (docs/api.md) with its
// own library code: the notes, their image and their deck arrive; a second sync changes nothing;
// an edited file updates its note (same id, same card), a moved file changes the deck, and a
// removed file deletes its note.
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { syncFiles } from 'yanki';
import { YankiConnect } from 'yanki-connect';
import { loginAgent, makeTestApp } from '../test/harness.js';
import { buildAnkiConnectListener } from './listener.js';

const NOW = new Date('2030-03-10T12:00:00.000Z');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function start() {
  const { app, db } = await makeTestApp({ now: () => NOW, config: { ankiconnectLocalUser: 'yanki@example.com' } });
  cleanup.push(() => app.close());
  await loginAgent(app, 'yanki@example.com');
  const listener: FastifyInstance = await buildAnkiConnectListener(app.deps);
  cleanup.push(() => listener.close());
  await listener.listen({ port: 0, host: '127.0.0.1' });
  const port = (listener.server.address() as { port: number }).port;
  const dir = await mkdtemp(path.join(tmpdir(), 'cardcade-yanki-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return { port, dir, db };
}

const actions = (result: Awaited<ReturnType<typeof syncFiles>>) => result.synced.map((s) => s.action).sort();

describe('yanki syncs a Markdown folder through the AnkiConnect listener', () => {
  it('adds, leaves alone, updates, moves and deletes notes', async () => {
    const { port, dir, db } = await start();
    const options = { ankiConnectOptions: { host: 'http://127.0.0.1', port }, namespace: 'Cardcade Test', basePath: dir };
    await mkdir(path.join(dir, 'Languages'));
    const one = path.join(dir, 'Languages', 'bonjour.md');
    const two = path.join(dir, 'Languages', 'chat.md');
    await writeFile(path.join(dir, 'Languages', 'cat.png'), PNG);
    await writeFile(one, 'Bonjour\n\n---\n\nHello\n');
    await writeFile(two, 'Le chat ![a cat](cat.png)\n\n---\n\nThe cat\n');
    const files = () => [one, two];

    const first = await syncFiles(files(), options);
    expect(actions(first)).toEqual(['created', 'created']);
    const client = new YankiConnect({ host: 'http://127.0.0.1', port });
    expect(await client.deck.deckNames()).toContain('Languages');
    const ids = await client.note.findNotes({ query: '"YankiNamespace:Cardcade Test"' });
    expect(ids).toHaveLength(2);
    const info = await client.note.notesInfo({ notes: ids });
    expect(info.map((n) => n?.modelName)).toEqual(['Yanki - Basic', 'Yanki - Basic']);
    const cat = info.find((n) => n?.fields.Front.value.includes('chat'))!;
    // Anki's answer is the field as yanki wrote it; the card shows the stored image at its URL.
    expect(cat.fields.Front.value).toMatch(/<img src="yanki-media-[^"]+\.png"/);
    const stored = await db.selectFrom('notes').select('fields').where('id', '=', cat.noteId).executeTakeFirstOrThrow();
    expect((JSON.parse(stored.fields) as string[])[0]).toMatch(/<img src="\/api\/media\/[A-Za-z0-9_-]+"/);
    expect((await client.media.getMediaFilesNames({ pattern: '*' })).length).toBe(1);
    // yanki wrote each note's id into its file.
    expect(await readFile(one, 'utf8')).toMatch(/noteId: \d+/);

    const second = await syncFiles(files(), options);
    expect(actions(second)).toEqual(['unchanged', 'unchanged']);

    const before = (await client.note.notesInfo({ notes: ids })).find((n) => n?.fields.Front.value.includes('Bonjour'))!;
    await writeFile(one, (await readFile(one, 'utf8')).replace('Hello', 'Hello, good day'));
    const third = await syncFiles(files(), options);
    expect(actions(third)).toEqual(['unchanged', 'updated']);
    const after = (await client.note.notesInfo({ notes: [before.noteId] }))[0]!;
    expect(after.fields.Back.value).toContain('Hello, good day');
    expect(after.cards).toEqual(before.cards);
    expect(actions(await syncFiles(files(), options))).toEqual(['unchanged', 'unchanged']);

    // A file moved to another folder moves its note's cards to that deck.
    await mkdir(path.join(dir, 'Greetings'));
    const moved = path.join(dir, 'Greetings', 'bonjour.md');
    await writeFile(moved, await readFile(one, 'utf8'));
    await rm(one);
    const fourth = await syncFiles([moved, two], options);
    expect(actions(fourth)).toEqual(['unchanged', 'updated']);
    expect(await client.deck.getDecks({ cards: before.cards })).toEqual({ Greetings: before.cards });

    // A removed file's note goes.
    const fifth = await syncFiles([two], options);
    expect(actions(fifth)).toEqual(['deleted', 'unchanged']);
    expect(await client.note.findNotes({ query: '"YankiNamespace:Cardcade Test"' })).toEqual([cat.noteId]);
  });
});
