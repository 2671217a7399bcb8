import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from '../../db/sqliteNative.js';
import { createEmptyCard, fsrs, generatorParameters, State, type Card, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { fromFsrsCard } from '../scheduler.js';
import { parseAnkiPackage } from './anki.js';
import { ankiDueMs, cardsWithRevlog, isAnswer, isReset, packSchedule, readAnkiHistory, replayRevlog, REVLOG_QUERY, scheduleFromSm2, unpackSchedule, usableRevlogTime } from './ankiHistory.js';
import { ankiPackage, type TestCollection, type TestRevlog } from '../../test/ankiTestkit.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 6, 9, 0); // a fixed clock: the first review
const NOW = Date.UTC(2025, 2, 10, 12, 0);
const CRT = Date.UTC(2024, 0, 1) / 1000; // collection creation, epoch seconds

const engine = fsrs(generatorParameters({ enable_fuzz: false }));
/** The same answers stepped through ts-fsrs directly: what the replay must reproduce. */
function stepped(answers: [number, Grade][]) {
  let card: Card = createEmptyCard(new Date(answers[0][0]));
  for (const [at, grade] of answers) card = engine.next(card, new Date(at), grade).card;
  return fromFsrsCard(card);
}
const row = (id: number, ease: number, extra: Partial<TestRevlog> = {}) => ({ id, ease, ivl: 0, type: 1, time: 8_000, ...extra });

describe('revlog rows', () => {
  it.each([
    // [ease, type, ivl, answer, reset]
    [1, 0, 0, true, false], // learn, Again
    [4, 1, 30, true, false], // review, Easy
    [2, 2, 1, true, false], // relearn, Hard
    [3, 3, 5, true, false], // filtered deck (cram) with an answer: kept
    [0, 4, 0, false, true], // Forget: reset
    [0, 4, 12, false, false], // set due date: skipped
    [0, 5, 12, false, false], // rescheduled (newer Anki): skipped
    [3, 4, 0, false, false], // manual with an ease (should not happen): skipped
  ])('ease %i type %i ivl %i → answer %s, reset %s', (ease, type, ivl, answer, reset) => {
    expect(isAnswer({ ease, type })).toBe(answer);
    expect(isReset({ ease, type, ivl })).toBe(reset);
  });
});

describe('replayRevlog', () => {
  it('steps ts-fsrs through every answer at its revlog time, and keeps the rows as reviews', () => {
    const answers: [number, Grade][] = [
      [T0, 3],
      [T0 + 10 * 60_000, 3],
      [T0 + 3 * DAY, 1],
      [T0 + 3 * DAY + 600_000, 3],
      [T0 + 9 * DAY, 4],
    ];
    const replayed = replayRevlog(answers.map(([at, ease]) => row(at, ease)))!;
    expect(unpackSchedule(replayed.s!)).toEqual(stepped(answers));
    expect(replayed.r).toEqual(answers.flatMap(([at, ease]) => [at, ease, 8_000]));
    expect(unpackSchedule(replayed.s!).reps).toBe(5);
  });

  it('skips manual rows, and restarts the memory after a Forget while keeping the earlier answers', () => {
    const before = [row(T0, 3), row(T0 + DAY, 3)];
    const after: [number, Grade][] = [
      [T0 + 20 * DAY, 2],
      [T0 + 22 * DAY, 3],
    ];
    const replayed = replayRevlog([
      ...before,
      row(T0 + 2 * DAY, 0, { type: 4, ivl: 40 }), // set due date: no effect
      row(T0 + 10 * DAY, 0, { type: 4, ivl: 0 }), // Forget
      ...after.map(([at, ease]) => row(at, ease)),
    ])!;
    expect(unpackSchedule(replayed.s!)).toEqual(stepped(after));
    expect(replayed.r.length / 3).toBe(4);
  });

  it('leaves a card forgotten last as NEW, and answers null without any answer', () => {
    expect(replayRevlog([row(T0, 3), row(T0 + DAY, 0, { type: 4, ivl: 0 })])).toEqual({ s: null, r: [T0, 3, 8_000] });
    expect(replayRevlog([row(T0, 0, { type: 4, ivl: 3 })])).toBeNull();
    expect(replayRevlog([])).toBeNull();
  });

  // Its time is a figure of `npm run bench -- linear-inputs`; a quadratic replay would outlast the test's timeout.
  it('replays 50,000 answers of one card', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => row(T0 + i * 60_000, (i % 4) + 1));
    expect(replayRevlog(rows)!.r.length).toBe(150_000);
  });
});

describe('Anki due dates and SM-2 memory state', () => {
  it.each([
    ['review card: days since creation', { due: 400, odid: 0, odue: 0 }, CRT * 1000 + 400 * DAY],
    ['learning card: epoch seconds', { due: 1_741_600_000, odid: 0, odue: 0 }, 1_741_600_000_000],
    ['parked in a filtered deck: its original due', { due: -100_000, odid: 5, odue: 420 }, CRT * 1000 + 420 * DAY],
  ])('%s', (_name, card, expected) => {
    expect(ankiDueMs(card, CRT)).toBe(expected);
  });

  it('keeps the due date and counters, derives stability from interval and ease', () => {
    const card = { type: 2, queue: 2, due: 440, ivl: 30, factor: 2500, reps: 7, lapses: 1, odid: 0, odue: 0 };
    const schedule = scheduleFromSm2(card, CRT, NOW);
    const due = CRT * 1000 + 440 * DAY;
    expect(schedule).toMatchObject({ due, state: State.Review, reps: 7, lapses: 1, scheduled_days: 30, last_review: due - 30 * DAY });
    expect(schedule.stability).toBeGreaterThan(10);
    expect(schedule.difficulty).toBeGreaterThanOrEqual(1);
    expect(schedule.difficulty).toBeLessThanOrEqual(10);
    // A longer interval means a stronger memory.
    expect(scheduleFromSm2({ ...card, ivl: 200 }, CRT, NOW).stability).toBeGreaterThan(schedule.stability);
    // Learning: state Learning, last review never after now.
    const learning = scheduleFromSm2({ ...card, type: 1, queue: 1, due: NOW / 1000 + 600, ivl: 0, factor: 0 }, CRT, NOW);
    expect(learning).toMatchObject({ state: State.Learning, due: NOW + 600_000, last_review: NOW });
  });

  it('packs and unpacks a schedule', () => {
    const schedule = stepped([[T0, 3]]);
    expect(unpackSchedule(packSchedule(schedule))).toEqual(schedule);
    const fresh = fromFsrsCard(createEmptyCard(new Date(T0)));
    expect(unpackSchedule(packSchedule(fresh))).toEqual(fresh);
  });
});

// A package whose history we control: every kind of card the importer must tell apart.
const reviewed: [number, Grade][] = [
  [T0, 3],
  [T0 + 1 * DAY, 3],
  [T0 + 4 * DAY, 3],
  [T0 + 12 * DAY, 2],
];
const HISTORY: TestCollection = {
  crt: CRT,
  notetypes: [
    { id: 1, name: 'Basic' },
    { id: 2, name: 'Cloze', cloze: true },
  ],
  decks: [
    { id: 10, name: 'Lang::French' },
    { id: 11, name: 'Lang::German' },
  ],
  notes: [
    // new in Anki, no revlog: NEW
    { fields: ['new', 'nouveau'], notetype: 0, cards: [{ deck: 10 }] },
    // reviewed with revlog: replayed
    {
      fields: ['reviewed', 'revu'],
      notetype: 0,
      cards: [{ deck: 10, schedule: { type: 2, queue: 2, due: 999, ivl: 9, factor: 2500, reps: 4 }, revlog: reviewed.map(([id, ease]) => row(id, ease)) }],
    },
    // scheduled in Anki, revlog gone: Anki's due + SM-2
    { fields: ['sm2', 'ancien'], notetype: 0, cards: [{ deck: 11, schedule: { type: 2, queue: 2, due: 440, ivl: 30, factor: 2300, reps: 9, lapses: 2 } }] },
    // forgotten in Anki: NEW, its answers still history
    { fields: ['forgotten', 'oublié'], notetype: 0, cards: [{ deck: 11, revlog: [row(T0 + 100, 3), row(T0 + DAY + 100, 0, { type: 4, ivl: 0 })] }] },
    // Basic and reversed: the flashcard takes the first card's history (2 answers), not the reverse's (3)
    {
      fields: ['Hund', 'dog'],
      notetype: 0,
      cards: [
        { deck: 11, schedule: { type: 2, queue: 2, due: 420, ivl: 3, factor: 2500 }, revlog: [row(T0 + 200, 3), row(T0 + 2 * DAY + 200, 3)] },
        { deck: 11, schedule: { type: 2, queue: 2, due: 420, ivl: 3, factor: 2500 }, revlog: [row(T0 + 300, 1), row(T0 + 400, 3), row(T0 + 2 * DAY + 300, 3)] },
      ],
    },
    // cloze: each card its own history
    {
      fields: ['{{c1::Paris}} and {{c2::Berlin}}', ''],
      notetype: 1,
      cards: [
        { deck: 10, ord: 0, schedule: { type: 2, queue: 2, due: 430, ivl: 2, factor: 2500 }, revlog: [row(T0 + 500, 4)] },
        { deck: 10, ord: 1 },
      ],
    },
    // empty back: skipped, so its history is not counted
    { fields: ['lonely', ''], notetype: 0, cards: [{ deck: 10, revlog: [row(T0 + 600, 3)] }] },
  ],
};

describe.each(['anki2', 'anki21', 'anki21b'] as const)('history in a generated %s package', (format) => {
  const bytes = ankiPackage(HISTORY, format);

  it('kept: replays revlog, keeps SM-2 state without revlog, leaves new and forgotten cards NEW', async () => {
    const draft = await parseAnkiPackage(bytes, { mode: 'collection', fileName: 'h.apkg', now: NOW });
    const byTerm = new Map(draft.cards.map((card) => [card.term, card]));
    expect(draft.ankiHistory).toEqual({ cardsWithHistory: 4, kept: true });
    expect(byTerm.get('new')!.history).toBeUndefined();
    expect(byTerm.get('[...] and Berlin')!.history?.r).toEqual([T0 + 500, 4, 8_000]);
    expect(byTerm.get('Paris and [...]')!.history).toBeUndefined();
    const replayed = byTerm.get('reviewed')!.history!;
    expect(unpackSchedule(replayed.s!)).toEqual(stepped(reviewed));
    expect(replayed.r.length / 3).toBe(4);
    const sm2 = unpackSchedule(byTerm.get('sm2')!.history!.s!);
    expect(sm2).toMatchObject({ due: CRT * 1000 + 440 * DAY, state: State.Review, reps: 9, lapses: 2 });
    expect(byTerm.get('forgotten')!.history).toEqual({ s: null, r: [T0 + 100, 3, 8_000] });
    expect(byTerm.get('Hund')!.history!.r.length / 3).toBe(2);
  });

  it('not kept: every card NEW, the count still shown', async () => {
    const draft = await parseAnkiPackage(bytes, { mode: 'single_deck', fileName: 'h.apkg', keepReviewHistory: false, now: NOW });
    expect(draft.ankiHistory).toEqual({ cardsWithHistory: 4, kept: false });
    expect(draft.cards.every((card) => card.history === undefined)).toBe(true);
  });
});

describe('history in the real fixtures', () => {
  const root = process.env.CARDCADE_FIXTURES ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures');
  const file = (name: string) => (root ? path.join(root, 'anki', name) : '');
  const present = (name: string) => Boolean(root) && fs.existsSync(file(name));

  it.skipIf(!present('apkg/anki2-cardoverflow-RandomReviews.apkg'))('RandomReviews: 110 rows, but every card has an empty back, so none is counted', async () => {
    const draft = await parseAnkiPackage(new Uint8Array(fs.readFileSync(file('apkg/anki2-cardoverflow-RandomReviews.apkg'))), {
      mode: 'collection',
      fileName: 'RandomReviews.apkg',
      now: NOW,
    });
    expect(draft.ankiHistory).toEqual({ cardsWithHistory: 0, kept: true });
    // Every card was reviewed in Anki: each carries a replayed (non-NEW) state.
    expect(draft.cards.length).toBeGreaterThan(0);
    expect(draft.cards.every((card) => card.history?.s && unpackSchedule(card.history.s).state !== State.New)).toBe(true);
  });

  it.skipIf(!present('apkg/anki2-ankidroid-templates.apkg'))('ankidroid templates: cloze and reversed cards take their own card history', async () => {
    const draft = await parseAnkiPackage(new Uint8Array(fs.readFileSync(file('apkg/anki2-ankidroid-templates.apkg'))), {
      mode: 'collection',
      fileName: 'templates.apkg',
      now: NOW,
    });
    const withRows = draft.cards.filter((card) => (card.history?.r.length ?? 0) > 0);
    // 102 rows over 18 Anki cards; the flashcards carry some of them, never more.
    const rows = withRows.reduce((sum, card) => sum + card.history!.r.length / 3, 0);
    expect(withRows.length).toBeGreaterThan(0);
    expect(withRows.length).toBeLessThanOrEqual(18);
    expect(rows).toBeLessThanOrEqual(102);
    expect(draft.ankiHistory!.cardsWithHistory).toBeLessThanOrEqual(withRows.length);
  });
});

describe('reading revlog', () => {
  // Anki's own schema: revlog keyed by id (the rowid), with ix_revlog_usn and ix_revlog_cid.
  function collection() {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE col (id integer primary key, crt integer not null);
      INSERT INTO col VALUES (1, ${CRT});
      CREATE TABLE cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer, type integer, queue integer,
        due integer, ivl integer, factor integer, reps integer, left integer, lapses integer, odue integer, odid integer, flags integer, data text);
      CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null,
        lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
      CREATE INDEX ix_revlog_usn ON revlog (usn);
      CREATE INDEX ix_revlog_cid ON revlog (cid);`);
    return db;
  }

  it('scans revlog in id order without a sort or an index walk (Anki schema with ix_revlog_cid)', () => {
    const db = collection();
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail);
    expect(plan(REVLOG_QUERY)).toEqual(['SCAN revlog']);
    expect(plan('SELECT cid FROM revlog').join()).not.toContain('TEMP B-TREE');
  });

  it('replays interleaved cards as if each were read alone, and counts every card with a row', () => {
    const db = collection();
    const insertCard = db.prepare('INSERT INTO cards (id, type, queue, due, ivl, factor, reps, lapses, odue, odid) VALUES (?, ?, 2, 400, 12, 2500, 3, 0, 0, 0)');
    const insertRow = db.prepare('INSERT INTO revlog VALUES (?, ?, 0, ?, ?, 0, 0, ?, ?)');
    const rand = (() => {
      let seed = 3;
      return () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    })();
    const perCard = new Map<number, ReturnType<typeof row>[]>();
    for (let cid = 1; cid <= 30; cid++) {
      insertCard.run(cid, cid === 7 ? 0 : 2);
      perCard.set(cid, []);
    }
    insertCard.run(99, 2); // scheduled in Anki, no revlog: SM-2 state
    insertCard.run(98, 0); // new: absent
    // One row an hour, for a random card among 30: the cards' rows interleave.
    for (let k = 0; k < 600; k++) {
      const cid = 1 + Math.floor(rand() * 30);
      const ease = k % 41 === 0 ? 0 : 1 + Math.floor(rand() * 4);
      const r = row(T0 + k * 3_600_000, ease, { type: ease === 0 ? 4 : 1, ivl: 0 });
      insertRow.run(r.id, cid, r.ease, r.ivl, r.time, r.type);
      perCard.get(cid)!.push(r);
    }
    insertRow.run(T0 - 1, 555, 3, 0, 6_000, 1); // a row of a card the package does not hold
    const { history, revlogCards } = readAnkiHistory(db, NOW);
    for (const [cid, rows] of perCard) {
      const expected = replayRevlog(rows);
      if (expected && cid === 7) expected.s = null;
      expect(history.get(cid) ?? null).toEqual(expected);
    }
    expect(history.get(99)?.s).toEqual(packSchedule(scheduleFromSm2({ type: 2, queue: 2, due: 400, ivl: 12, factor: 2500, reps: 3, lapses: 0, odid: 0, odue: 0 }, CRT, NOW)));
    expect(history.has(98)).toBe(false);
    expect(history.has(555)).toBe(false);
    expect([...revlogCards].sort((a, b) => a - b)).toEqual([...[...perCard.keys()].filter((cid) => perCard.get(cid)!.length > 0), 555]);
    expect(cardsWithRevlog(db)).toEqual(revlogCards);
  });
});

describe('hostile numbers (docs/security.md)', () => {
  it.each([
    ['a time of today', NOW - 1, true],
    ['later today (UTC)', Date.UTC(2025, 2, 10, 23, 59), true],
    ['tomorrow', NOW + 86_400_000, false],
    ['before 1970', -1, false],
    ['a fraction', NOW - 0.5, false],
    ['past the JavaScript date range', 9e15, false],
    ['NaN', Number.NaN, false],
  ])('usableRevlogTime: %s → %s', (_label, id, usable) => {
    expect(usableRevlogTime(id, NOW)).toBe(usable);
  });

  it.each([
    ['2^40 everywhere', { type: 2, queue: 2, due: 2 ** 40, ivl: 2 ** 40, factor: 1e12, reps: 2 ** 31, lapses: 2 ** 33, odid: 0, odue: 0 }],
    ['negative everywhere', { type: 2, queue: 2, due: -(2 ** 40), ivl: -5, factor: -1, reps: -1, lapses: -1, odid: 0, odue: 0 }],
    ['NaN and text', { type: 3, queue: 1, due: Number.NaN, ivl: 'x' as unknown as number, factor: Number.NaN, reps: null as unknown as number, lapses: 1.5, odid: 0, odue: 0 }],
    ['epoch seconds past year 9999', { type: 1, queue: 1, due: 9e15, ivl: 0, factor: 0, reps: 1, lapses: 0, odid: 0, odue: 0 }],
  ])('scheduleFromSm2 bounds %s', (_label, card) => {
    const s = scheduleFromSm2(card, CRT, NOW);
    for (const key of ['elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses'] as const) {
      expect(Number.isSafeInteger(s[key]) && s[key] >= 0 && s[key] <= 1_000_000, `${key} = ${s[key]}`).toBe(true);
    }
    expect(Number.isSafeInteger(s.due) && s.due >= 0 && s.due <= Date.UTC(9999, 11, 31, 23, 59, 59, 999)).toBe(true);
    expect(s.last_review !== null && s.last_review >= 0 && s.last_review <= NOW).toBe(true);
    expect(s.stability).toBeGreaterThanOrEqual(0.001);
    expect(s.stability).toBeLessThanOrEqual(36_500);
    expect(s.difficulty).toBeGreaterThanOrEqual(1);
    expect(s.difficulty).toBeLessThanOrEqual(10);
  });

  it('skips revlog rows with a fractional ease or type, and rounds and caps answer times', () => {
    const history = replayRevlog([
      { id: NOW - 3 * 86_400_000, ease: 2.5, type: 1, ivl: 0, time: 1_000 },
      { id: NOW - 2 * 86_400_000, ease: 3, type: 1.5, ivl: 0, time: 1_000 },
      { id: NOW - 86_400_000, ease: 3, type: 1, ivl: 0, time: 1e12 },
      { id: NOW - 1_000, ease: 4, type: 1, ivl: 0, time: 99.6 },
    ]);
    expect(history?.r).toEqual([NOW - 86_400_000, 3, 3_600_000, NOW - 1_000, 4, 100]);
  });
});
