// The learning-engine story in a browser: a deck with review history (answers through the API,
// earlier days written into the suite's SQLite file), every dashboard widget with its numbers,
// then an exam date set through the page and the pacing meter appearing.
import Database from '../server/db/sqliteNative.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '../shared/messages';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Earlier days' answers, as the server would have logged them (the browser's zone is UTC). */
function writePastAnswers(userId: number, deckId: number, cardIds: number[], days: { daysAgo: number; correct: number; wrong: number }[]) {
  const db = new Database(inject('dbPath'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert into review_logs (user_id, deck_id, card_id, session_id, rating, is_correct, game_type, answer_time_ms, used_hint, reviewed_at, local_day)
     values (?, ?, ?, ?, ?, ?, 'matching', 2500, 0, ?, ?)`,
  );
  for (const { daysAgo, correct, wrong } of days) {
    const at = Date.now() - daysAgo * DAY;
    for (let i = 0; i < correct + wrong; i++) {
      const ok = i < correct;
      insert.run(userId, deckId, cardIds[i], `past-${daysAgo}`, ok ? 3 : 1, ok ? 1 : 0, at, utcDay(at));
    }
  }
  db.close();
}

const widget = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('deck dashboards', () => {
  it('shows forecast, streak, journey and accuracy from real history, then pacing once an exam date is set', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Organic chemistry', makeCards(10, 'Compound'))) as { id: number };
    const detail = (await api.call('GET', `/api/decks/${deck.id}`)) as { flashcards: { id: number }[] };
    const cardIds = detail.flashcards.map((c) => c.id);
    const me = (await api.call('GET', '/api/auth/me')) as { user: { id: number } };

    // Today: 4 right (due in 10 min), 1 right with a hint (6 min), 1 wrong (1 min); 4 cards untouched.
    const results = [
      ...cardIds.slice(0, 4).map((cardId) => ({ cardId, isCorrect: true, gameType: 'multiple-choice', answerTimeMs: 2100 })),
      { cardId: cardIds[4], isCorrect: true, usedHint: true, gameType: 'crossword', answerTimeMs: 9000 },
      { cardId: cardIds[5], isCorrect: false, gameType: 'multiple-choice', answerTimeMs: 4000 },
    ];
    const sessionId = crypto.randomUUID();
    expect(await api.call('POST', '/api/sessions/submit', { sessionId, deckId: deck.id, results })).toEqual({ success: true, applied: 6, skipped: 0, duplicate: false });
    // The offline queue may send a chunk twice: nothing changes.
    expect(await api.call('POST', '/api/sessions/submit', { sessionId, deckId: deck.id, results })).toMatchObject({ duplicate: true });
    // Yesterday 4/4 right, the day before 2/3.
    writePastAnswers(me.user.id, deck.id, cardIds, [
      { daysAgo: 2, correct: 2, wrong: 1 },
      { daysAgo: 1, correct: 4, wrong: 0 },
    ]);

    await page.goto(`/decks/${deck.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Organic chemistry' }).isVisible()).toBe(true);
    // Reviews due and new cards left today, as separate numbers (issue 29.2): the 4 untouched cards are new.
    expect(await page.getByTestId('reviews-due').textContent()).toBe('0 reviews due');
    expect(await page.getByTestId('new-left').textContent()).toBe('4 new left today');

    const forecast = widget(page, 'Review Forecast');
    await expect.poll(() => forecast.getByText('Ready Now').isVisible()).toBe(true);
    const tile = (key: string) => forecast.getByTestId(`forecast-${key}`).textContent();
    expect(await tile('dueNow')).toBe('4Ready Now');
    expect(await tile('dueNext5Mins')).toBe('1Next 5 Mins');
    expect(await tile('dueNext2Hours')).toBe('6Next 2 Hrs');
    expect(await tile('dueNext24Hours')).toBe('6Next 24 Hrs');

    const streak = widget(page, 'Study Streak');
    expect(await streak.getByTestId('current-streak').textContent()).toBe('3daysCurrent Streak');
    expect(await streak.getByTestId('best-streak').textContent()).toBe('3daysBest Streak');

    const journey = widget(page, 'Learning Journey');
    await expect.poll(() => journey.getByTestId('journey-new').isVisible()).toBe(true);
    expect(await journey.getByTestId('journey-new').textContent()).toBe('New440.0%');
    expect(await journey.getByTestId('journey-learning').textContent()).toBe('Learning660.0%');
    expect(await journey.getByTestId('journey-mastered').textContent()).toBe('Mastered00.0%');
    // The donut is drawn by the lazily loaded recharts chunk; its tooltip reads '<level>: N cards (P%)'.
    await expect.poll(() => journey.locator('.recharts-pie-sector').count()).toBe(2);
    const tooltips: string[] = [];
    // On screen first: the forecast above it is taller since its 30 days (issue 48), and a pointer
    // cannot hover below the fold.
    await journey.locator('.recharts-wrapper').scrollIntoViewIfNeeded();
    const box = (await journey.locator('.recharts-wrapper').boundingBox())!;
    for (const [dx, dy] of [[0.5, 0.08], [0.5, 0.92], [0.08, 0.5], [0.92, 0.5]]) {
      await page.mouse.move(box.x + box.width * dx, box.y + box.height * dy);
      const tip = journey.locator('.recharts-tooltip-wrapper');
      if (await tip.isVisible()) tooltips.push((await tip.textContent()) ?? '');
    }
    expect(tooltips.some((t) => t === 'NEW: 4 cards (40.0%)' || t === 'LEARNING: 6 cards (60.0%)')).toBe(true);

    const accuracy = widget(page, 'Accuracy Over Time');
    expect(await accuracy.getByTestId('accuracy-latest').textContent()).toBe('83.3%');
    expect(await accuracy.getByTestId('accuracy-days').textContent()).toBe('3');
    await expect.poll(() => accuracy.locator('.recharts-yAxis-tick-labels text').count()).toBeGreaterThan(0);
    const ticks = await accuracy.locator('.recharts-yAxis-tick-labels text').allTextContents();
    // Lowest accuracy 66.7 → axis from 60, ticks every 5 up to 100%, none above.
    expect(ticks).toEqual(['60%', '65%', '70%', '75%', '80%', '85%', '90%', '95%', '100%']);
    const chart = (await accuracy.locator('.recharts-wrapper').boundingBox())!;
    await page.mouse.move(chart.x + chart.width / 2 + 20, chart.y + chart.height / 2);
    await expect.poll(() => accuracy.locator('.recharts-tooltip-wrapper').textContent()).toMatch(/Accuracy: 100\.0%$/);

    // No exam date: no pacing meter.
    expect(await widget(page, 'Exam Pacing').count()).toBe(0);
    await screenshot(page, 'stats-deck-desktop');

    // Set an exam date 20 days out through the page.
    const examDay = utcDay(Date.now() + 20 * DAY);
    await page.getByRole('button', { name: 'Set Exam Date' }).click();
    await page.getByLabel('Pick exam date').fill(examDay);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const pacing = widget(page, 'Exam Pacing');
    await expect.poll(() => pacing.getByTestId('pacing-status').textContent()).toBe('On Track');
    expect(await pacing.getByRole('progressbar', { name: 'Time elapsed' }).getAttribute('aria-valuenow')).toBe('0');
    expect(await pacing.getByRole('progressbar', { name: 'Deck learned' }).getAttribute('aria-valuenow')).toBe('0');
    const [y, m, d] = examDay.split('-').map(Number);
    const examLong = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
    expect(await pacing.getByText(examLong).isVisible()).toBe(true);
    await screenshot(page, 'stats-deck-pacing-desktop');
    await screenshot(page.getByTestId('deck-dashboard'), 'stats-dashboard-desktop');

    // Narrow screen: everything but the streak widget.
    const mobile = await newPage(browser, { mobile: true });
    await mobile.context.addCookies(await context.cookies());
    await mobile.page.goto(`/decks/${deck.id}`);
    await expect.poll(() => widget(mobile.page, 'Review Forecast').isVisible()).toBe(true);
    await expect.poll(() => widget(mobile.page, 'Exam Pacing').isVisible()).toBe(true);
    expect(await widget(mobile.page, 'Study Streak').count()).toBe(0);
    // Below the fold on a phone the charts draw as they come near the viewport (docs/performance.md):
    // their text alternatives are there at once, the drawings once scrolled to.
    await expect.poll(() => widget(mobile.page, 'Accuracy Over Time').getByTestId('accuracy-days').textContent()).toBe('3');
    await widget(mobile.page, 'Learning Journey').scrollIntoViewIfNeeded();
    await widget(mobile.page, 'Accuracy Over Time').scrollIntoViewIfNeeded();
    await expect.poll(() => widget(mobile.page, 'Accuracy Over Time').locator('.recharts-yAxis-tick-labels text').count()).toBeGreaterThan(0);
    await expect.poll(() => widget(mobile.page, 'Learning Journey').locator('.recharts-pie-sector').count()).toBe(2);
    await mobile.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(mobile.page, 'stats-deck-mobile');
    await screenshot(mobile.page.getByTestId('deck-dashboard'), 'stats-dashboard-mobile');
    await mobile.context.close();

    // Clearing the exam date removes the meter (and the server answers 404 for pacing again).
    await page.getByRole('button', { name: 'Clear exam date' }).click();
    await page.getByRole('button', { name: 'Clear Date' }).click();
    await expect.poll(() => widget(page, 'Exam Pacing').count()).toBe(0);
    await context.close();
  });

  it('shows the empty states for a deck never studied', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Fresh deck', makeCards(3))) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await expect.poll(() => page.getByText(MSG.journeyEmpty).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText(MSG.historyEmpty).isVisible()).toBe(true);
    expect(await widget(page, 'Review Forecast').getByTestId('forecast-dueNow').textContent()).toBe('3Ready Now');
    expect(await widget(page, 'Study Streak').getByTestId('current-streak').textContent()).toBe('0daysCurrent Streak');

    const empty = (await api.createDeck('Empty deck')) as { id: number };
    // A deck with no cards shows the call to add some, not "You're all caught up!" (issue 13).
    await page.goto(`/decks/${empty.id}`);
    await page.getByRole('heading', { name: 'Add your first cards' }).waitFor();
    expect(await page.getByText(MSG.allCaughtUp).count()).toBe(0);
    await screenshot(page, 'stats-deck-empty-desktop');
    await context.close();
  });
});
