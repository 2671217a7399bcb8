import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki.js';
import { clozeNumbers, renderCloze } from '../../../shared/cloze.js';
import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import {
  apkgManyNotes,
  apkgWithField,
  csvRows,
  garbageSqlite,
  hostileText,
  pathTraversal,
  quizletLines,
  xlsxRows,
  zipBombHonest,
  zipBombLying,
  zipBombMany,
} from '../../test/hostileFiles.js';
import { ankiFieldText } from '../richText/ankiField.js';
import { CARD_ERRORS, cardErrors } from './preview.js';
import { parseQuizlet } from './quizlet.js';
import { parseTabular } from './tabular.js';
import { zipSync } from 'fflate';

// docs/security.md against the parsers themselves: each class of hostile input is generated here, at a
// size where a linear parser takes milliseconds and the exponential or quadratic code it
// replaced took seconds to hours (5.6 s for 23 unterminated cloze openers, 2^30 steps for 30;
// 5 s for `<div` × 30,000, and four times that at the 60,000 used here), so a regression outlasts
// the test's timeout. What each takes now is a figure of `npm run bench -- linear-inputs`; here,
// what comes back.

const anki = (bytes: Uint8Array) => parseAnkiPackage(bytes, { mode: 'collection', fileName: 'hostile.apkg' });

describe('cloze parsing is linear', () => {
  it.each([
    ['30 unterminated openers (old: 2^30 steps)', hostileText.clozeUnterminated(30)],
    ['20,000 unterminated openers', hostileText.clozeUnterminated(20_000)],
    ['20,000 nested deletions', hostileText.clozeNested(20_000)],
    ['20,000 stray closers', `{{c1::a}}${'}}'.repeat(20_000)}`],
  ])('%s', (_name, source) => {
    expect(clozeNumbers(source).length).toBeLessThanOrEqual(1);
    expect(typeof renderCloze(source, 1).term).toBe('string');
  });

  it('keeps unterminated openers as text, as Anki shows them', () => {
    expect(renderCloze(hostileText.clozeUnterminated(3), 1)).toMatchObject({ term: '{{c1::{{c1::{{c1::x', definition: '{{c1::{{c1::{{c1::x', answer: '' });
  });
});

describe('HTML to text is linear', () => {
  it.each([
    ['<div × 60,000 (no >)', hostileText.divFlood(60_000)],
    ['<!-- × 60,000 (no -->)', hostileText.commentFlood(60_000)],
    ['<script> × 60,000 (no closer)', hostileText.scriptFlood(60_000)],
    ['[sound: × 60,000 (no ])', hostileText.soundFlood(60_000)],
    ['a tag that never ends', hostileText.tagFlood(60_000)],
    ['60,000 complete tags', '<b>x</b>'.repeat(60_000)],
    ['& × 60,000', '&amp'.repeat(60_000)],
  ])('%s', (_name, html) => {
    // Never more text than went in (the entities and tags only shrink).
    expect(ankiFieldText(html).length).toBeLessThanOrEqual(html.length);
  });
});

describe('hostile Anki packages', () => {
  it('a field of 1.5 MB of `<div` is cut before any transform and reported as too long', async () => {
    const draft = await anki(apkgWithField(hostileText.divFlood(400_000)));
    expect(cardErrors(draft.cards[0])).toEqual([CARD_ERRORS.termTooLong]);
    // What is kept of a side over the limit is a short prefix, not the megabytes.
    expect(draft.cards[0].term.length).toBeLessThan(300);
  });

  it.each([
    // Over the note's read in characters: SQLite cut it.
    ['1.5 MB of `<div`', hostileText.divFlood(400_000)],
    // Under it in characters but over it in UTF-16 units (each emoji is two): read whole, and the
    // reader's check on the text it got (no length() of every note) must still find the field.
    ['660,000 UTF-16 units of emoji', '🎉'.repeat(330_000)],
    // Within the read: split as it came.
    ['100,000 characters', 'a'.repeat(100_000)],
  ])('a note with a first field of %s keeps its second field and reports the first too long', async (_name, field) => {
    const draft = await anki(apkgWithField(field));
    expect(cardErrors(draft.cards[0])).toEqual([CARD_ERRORS.termTooLong]);
    expect(draft.cards[0].definition).toBe('back');
  });

  it('a cloze note of 30 unterminated openers (the 828-byte package that froze the server)', async () => {
    const draft = await anki(apkgWithField(hostileText.clozeUnterminated(30), { cloze: true }));
    expect(draft.cards).toHaveLength(1);
  });

  it('many tiny notes stop at the card limit, with the count in the message', async () => {
    const bytes = apkgManyNotes(120_000);
    await expect(anki(bytes)).rejects.toThrow(new ImportInputError(IMPORT_ERRORS.tooManyCards(100_000, 120_000)));
    // Making 120,000 notes in the test takes most of the time: 17-37 s at load 18-21 on 2 cores.
  }, 90_000);

  it.each<[string, () => Uint8Array, string]>([
    ['a zip bomb with honest headers', () => zipBombHonest(), IMPORT_ERRORS.zipBomb(64)],
    ['a zip bomb whose headers lie', () => zipBombLying(), IMPORT_ERRORS.sizeMismatch],
    ['a zip bomb spread over many honest members', () => zipBombMany(), IMPORT_ERRORS.zipBomb(64)],
    ['a member named ../../etc/…', () => pathTraversal(), IMPORT_ERRORS.unsafeMemberName],
    ['an absolute member name', () => pathTraversal('/etc/cardcade-owned'), IMPORT_ERRORS.unsafeMemberName],
    ['a garbage SQLite collection', () => garbageSqlite(), IMPORT_ERRORS.corruptCollection],
    ['a collection that is not SQLite at all', () => zipSync({ 'collection.anki2': new Uint8Array(4096).fill(0x41) }), IMPORT_ERRORS.corruptCollection],
  ])('%s', async (_name, make, message) => {
    const bytes = make();
    const outcome = await anki(bytes).then(() => 'parsed', (error: Error) => error.message);
    expect(outcome).toBe(message);
  });
});

describe('row limits while reading', () => {
  it('a CSV of 150,000 rows is refused with the count (the old code threw a RangeError: 500)', async () => {
    await expect(parseTabular(csvRows(150_000), 'csv')).rejects.toThrow(new ImportInputError(IMPORT_ERRORS.tooManyCards(100_000, 150_000)));
  });

  it('an XLSX of 130,000 rows stops reading at the limit', async () => {
    const bytes = await xlsxRows(130_000);
    await expect(parseTabular(bytes, 'xlsx')).rejects.toThrow(new ImportInputError(IMPORT_ERRORS.tooManyCards(100_000)));
  }, 60_000);

  it('an XLSX zip bomb and a traversal name are refused before exceljs opens them', async () => {
    await expect(parseTabular(zipBombLying('xl/workbook.xml'), 'xlsx')).rejects.toThrow(IMPORT_ERRORS.sizeMismatch);
    await expect(parseTabular(pathTraversal('../xl/workbook.xml'), 'xlsx')).rejects.toThrow(IMPORT_ERRORS.unsafeMemberName);
  });

  it('Quizlet text of 150,000 lines is refused (it used to be previewed and confirmed)', () => {
    const options = { deckName: 'x', termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' } as const;
    expect(() => parseQuizlet(quizletLines(150_000), options)).toThrow(new ImportInputError(IMPORT_ERRORS.tooManyCards(100_000, 150_000)));
  });

  it('a CSV cell of megabytes is kept short and reported too long', async () => {
    const table = await parseTabular(new TextEncoder().encode(`a,b\n${'x'.repeat(3_000_000)},d\n`), 'csv');
    expect(table.rows[0][0].length).toBe(10_001);
  });
});
