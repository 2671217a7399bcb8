// The docs/product.md: calls paths of the learning engine over HTTP: status codes, shapes and the session flow.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAgent, makeTestApp, type Agent } from '../test/harness.js';

// A fixed clock after the real one: the harness Agent drops cookies whose expiry is in the real past.
const NOW = new Date('2030-03-10T12:00:00.000Z');

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function setup() {
  let now = NOW;
  const { app } = await makeTestApp({ now: () => now });
  apps.push(app);
  const agent = await loginAgent(app);
  const deck = (await agent.request('POST', '/api/decks', { name: 'Capitals', description: '' })).json() as { id: number };
  const cardIds: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const card = await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: `Country ${i}`, definition: `Capital ${i}` });
    cardIds.push((card.json() as { id: number }).id);
  }
  return { app, agent, deckId: deck.id, cardIds, setNow: (d: Date) => (now = d) };
}

const get = (agent: Agent, deckId: number, stat: string) => agent.request('GET', `/api/decks/${deckId}/${stat}`);

describe('REST learning engine', () => {
  it('answers every dashboard path with the product spec (docs/product.md) shapes', async () => {
    const { agent, deckId } = await setup();
    expect((await get(agent, deckId, 'review-stats')).json()).toMatchObject({ dueNow: 6, dueNext5Mins: 0, dueNext2Hours: 0, dueNext24Hours: 0, dueNext30Days: 0 });
    expect((await get(agent, deckId, 'learning-journey')).json()).toEqual({
      totalCardCount: 6,
      distribution: { new: 6, learning: 0, improving: 0, almost: 0, confident: 0, mastered: 0 },
    });
    expect((await get(agent, deckId, 'history')).json()).toEqual([]);
    const games = (await get(agent, deckId, 'available-smart-games')).json() as { games: { id: string; isEnabled: boolean }[]; dueCardCount: number };
    expect(games.dueCardCount).toBe(6);
    expect(games.games.map((g) => [g.id, g.isEnabled])).toEqual([
      ['matching', true],
      ['multiple-choice', true],
      ['spatial-choice', true],
      ['crossword', true],
      ['flashcards', true],
      ['typing', true],
    ]);
  });

  it('pacing is 404 without an exam date and 200 once one is set', async () => {
    const { agent, deckId } = await setup();
    expect((await get(agent, deckId, 'pacing')).statusCode).toBe(404);
    const put = await agent.request('PUT', `/api/decks/${deckId}`, { examDate: '2030-04-09' });
    expect(put.statusCode).toBe(200);
    const pacing = await get(agent, deckId, 'pacing');
    expect(pacing.statusCode).toBe(200);
    // Beside the documented fields, the workload the exam needs (docs/workload.md).
    expect(pacing.json()).toMatchObject({ status: 'On Track', timeElapsedPercent: 0, deckLearnedPercent: 0, pacingStartDate: '2030-03-10', examDate: '2030-04-09' });
    await agent.request('PUT', `/api/decks/${deckId}`, { examDate: null });
    expect((await get(agent, deckId, 'pacing')).statusCode).toBe(404);
  });

  it('start then submit moves the review forecast and writes history', async () => {
    const { agent, deckId, cardIds } = await setup();
    const start = await agent.request('POST', '/api/sessions/start', { deckId, gameType: 'matching', goal: { type: 'cards', value: 4 }, constraintProfile: { isMobile: true } });
    expect(start.statusCode).toBe(200);
    expect((start.json() as { gameData: { terms: unknown[] } }).gameData.terms).toHaveLength(4);

    const results = cardIds.slice(0, 4).map((cardId, i) => ({ cardId, isCorrect: i !== 3, gameType: 'matching', answerTimeMs: 1500, usedHint: false }));
    const body = { sessionId: '0b9f3a52-7f7e-4c1e-9d55-2f5b8a1c0e11', deckId, results };
    const submit = await agent.request('POST', '/api/sessions/submit', body);
    expect(submit.statusCode).toBe(200);
    expect(submit.json()).toEqual({ success: true, applied: 4, skipped: 0, duplicate: false });
    expect((await agent.request('POST', '/api/sessions/submit', body)).json()).toMatchObject({ duplicate: true, applied: 4 });

    // 3 right → due in 10 min, 1 wrong → due in 1 min; 2 untouched cards still due.
    expect((await get(agent, deckId, 'review-stats')).json()).toMatchObject({ dueNow: 2, dueNext5Mins: 1, dueNext2Hours: 4, dueNext24Hours: 4, dueNext30Days: 4 });
    expect((await get(agent, deckId, 'history')).json()).toEqual([{ studiedAt: '2030-03-10', accuracy: 75 }]);
    expect((await agent.request('GET', '/api/auth/me')).json()).toMatchObject({ user: { currentStreak: 1, bestStreak: 1 } });
  });

  it('is 401 logged out, 403 without the XSRF header, 404 for a deck that is not yours, 400 for bad input', async () => {
    const { app, agent, deckId } = await setup();
    expect((await app.inject({ method: 'GET', url: `/api/decks/${deckId}/review-stats` })).statusCode).toBe(401);
    expect((await agent.request('POST', '/api/sessions/submit', { sessionId: 'a', deckId, results: [] }, { xsrf: false })).statusCode).toBe(403);
    const stranger = await loginAgent(app);
    for (const stat of ['review-stats', 'learning-journey', 'pacing', 'history', 'available-smart-games']) {
      expect((await get(stranger, deckId, stat)).statusCode).toBe(404);
    }
    expect((await stranger.request('POST', '/api/sessions/submit', { sessionId: 'a', deckId, results: [] })).statusCode).toBe(404);
    const bad = await agent.request('POST', '/api/sessions/start', { deckId, gameType: 'matching', goal: { type: 'time', value: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid positive number for your goal.' });
  });
});
