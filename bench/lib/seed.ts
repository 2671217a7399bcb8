// Users, decks and cards made through the REST API, as a person would make them.
import { BENCH_PASSWORD, Client } from './client.js';

/** A new account, signed up (the first GET fetches the XSRF cookie); any answer is accepted. */
export async function signedUp(base: string, email: string): Promise<Client> {
  const client = new Client(base);
  await client.send('GET', '/api/auth/me');
  await client.send('POST', '/api/auth/signup', { email, password: BENCH_PASSWORD });
  return client;
}

/** A new account, signed up; throws if the server refuses. */
export async function signUp(base: string, email: string): Promise<Client> {
  const client = new Client(base);
  await client.json('GET', '/api/auth/me');
  await client.json('POST', '/api/auth/signup', { email, password: BENCH_PASSWORD });
  return client;
}

/** A deck of `cards` cards "Term i" / "The meaning of term number i", one request a card. */
export async function createDeck(client: Client, deck: { name: string; description?: string }, cards: number): Promise<number> {
  const { id } = await client.json<{ id: number }>('POST', '/api/decks', deck);
  for (let i = 1; i <= cards; i++) await client.json('POST', `/api/decks/${id}/cards`, { term: `Term ${i}`, definition: `The meaning of term number ${i}` });
  return id;
}

/** A new user with a 100-card deck (what the page benches load); the cookie header and deck id. */
export async function userWithDeck(base: string): Promise<{ cookie: string; deckId: number }> {
  const client = await signUp(base, `bench-${Date.now()}@example.com`);
  const deckId = await createDeck(client, { name: 'Biology', description: 'A hundred cards for the Lighthouse run' }, 100);
  return { cookie: client.cookieHeader(), deckId };
}
