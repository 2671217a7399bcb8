import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCardcade, UnknownUserError } from './inProcess.js';
import { makeDeck, makeTestDb, makeUser } from './test/harness.js';

const root = path.resolve(import.meta.dirname, '..');

/** The first ```ts block under the README's 'Using Cardcade in-process' heading. */
function readmeExample(): string {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Using Cardcade in-process'));
  const code = section && /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error("README.md has no ```ts block under 'Using Cardcade in-process'");
  return code;
}

describe('the README in-process example', () => {
  it('runs word for word with `npx tsx example.ts` in the checkout and prints what it says', () => {
    const code = readmeExample();
    const expected = [...code.matchAll(/^\/\/ (.+)$/gm)].map((m) => m[1]);
    // A file at the top of the checkout, where the README tells the reader to save it.
    const file = path.join(root, `.readme-example-${randomBytes(4).toString('hex')}.ts`);
    fs.writeFileSync(file, code);
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', file], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, NODE_ENV: 'test' },
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout.trimEnd().split('\n')).toEqual(expected);
    } finally {
      fs.rmSync(file, { force: true });
    }
  }, 60_000);
});

describe('createCardcade', () => {
  it('acts as the user given by id or email, and only sees that user’s data', async () => {
    const db = await makeTestDb();
    const alice = await makeUser(db, { email: 'alice@example.com' });
    const bob = await makeUser(db, { email: 'bob@example.com' });
    const deck = await makeDeck(db, alice.id, { name: 'Alice’s deck', cards: 3 });
    const cardcade = await createCardcade({ db, config: { fsrsFuzz: false } });

    const asAlice = await cardcade.callerFor(' Alice@Example.com ');
    expect((await asAlice.decks.list()).map((d) => [d.name, d.card_count])).toEqual([['Alice’s deck', 3]]);
    const asBob = await cardcade.callerFor(bob.id);
    expect(await asBob.decks.list()).toEqual([]);
    await expect(asBob.decks.get({ deckId: deck.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await cardcade.close();
    // The caller's database was passed in, so it stays open.
    expect(await db.selectFrom('decks').select('id').execute()).toHaveLength(1);
  });

  it('refuses an unknown user, and a logged-out caller gets UNAUTHORIZED', async () => {
    const cardcade = await createCardcade({ dbPath: ':memory:' });
    await expect(cardcade.callerFor('nobody@example.com')).rejects.toBeInstanceOf(UnknownUserError);
    await expect(cardcade.callerFor(42)).rejects.toThrow('No Cardcade user 42.');
    await expect((await cardcade.callerFor(null)).decks.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await cardcade.close();
  });

  it('checks inputs exactly like the API', async () => {
    const db = await makeTestDb();
    const user = await makeUser(db);
    const cardcade = await createCardcade({ db });
    const caller = await cardcade.callerFor(user.id);
    await expect(caller.decks.create({ name: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
