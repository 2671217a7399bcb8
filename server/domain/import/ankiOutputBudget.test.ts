import Database from '../../db/sqliteNative.js';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import { ankiPackage, basicCollection, type TestCollection } from '../../test/ankiTestkit.js';
import { apkgClozeFlood, apkgIdenticalNotes, apkgTemplateFlood, clozeText } from '../../test/hostileFiles4Anki.js';
import { parseAnkiPackage } from './anki.js';
import { ANKI_OUTPUT_BUDGET, OutputBudget, outputBudgetMessage } from './ankiOutputBudget.js';
import { withoutInertBlocks } from './ankiTemplate.js';
import { ImportInputError } from './errors.js';

// The package's rendered-output budget (ankiOutputBudget.ts, issue 49): the counter itself, then
// real packages at small sizes, each with a budget just under and just at what it renders.

describe('OutputBudget', () => {
  it.each([
    { limit: 10, spends: [4, 6], refusedAt: null, spent: 10 },
    { limit: 10, spends: [4, 6, 1], refusedAt: 2, spent: 11 },
    { limit: 10, spends: [11], refusedAt: 0, spent: 11 },
    { limit: 0, spends: [0, 0], refusedAt: null, spent: 0 },
    { limit: 0, spends: [1], refusedAt: 0, spent: 1 },
    { limit: 1_000, spends: [999, 1, 0, 1, 500], refusedAt: 3, spent: 1_001 },
  ])('limit $limit, spends $spends: refused at step $refusedAt', ({ limit, spends, refusedAt, spent }) => {
    const budget = new OutputBudget(limit);
    let refused: number | null = null;
    for (const [step, chars] of spends.entries()) {
      try {
        budget.spend(chars);
      } catch (error) {
        expect(error).toBeInstanceOf(ImportInputError);
        expect((error as Error).message).toBe(outputBudgetMessage(limit));
        refused = step;
        break;
      }
    }
    expect(refused).toBe(refusedAt);
    expect(budget.spent).toBe(spent);
  });

  it.each([
    { limit: ANKI_OUTPUT_BUDGET, millions: 32 },
    { limit: 1_500_000, millions: 2 },
    { limit: 10, millions: 1 },
  ])('the message names the limit in millions of characters ($limit → $millions)', ({ limit, millions }) => {
    expect(outputBudgetMessage(limit)).toBe(MSG.ankiTooMuchCardText(millions));
    expect(outputBudgetMessage(limit)).toContain(`more than ${millions} million characters`);
  });
});

/** What a note read without templates counts: its two fields. */
const plainChars = (collection: TestCollection) => collection.notes.reduce((sum, note) => sum + note.fields[0].length + note.fields[1].length, 0);

const parse = (bytes: Uint8Array, budget: OutputBudget) => parseAnkiPackage(bytes, { mode: 'single_deck', fileName: 'budget.apkg', budget });

describe('a package against its budget', () => {
  it.each([
    // 3 templates × 4 notes: 12 fronts of 'T0 ' and the 100-character field ten times.
    { name: 'templates repeating a field', bytes: () => apkgTemplateFlood({ templates: 3, notes: 4, fieldChars: 100 }), cards: 12, atLeast: 12 * 1_000 },
    { name: 'identical notes', bytes: () => apkgIdenticalNotes({ notes: 20, fieldChars: 100 }), cards: 20, atLeast: 20 * 1_000 },
    // Each cloze card counts its note's whole text (three readings), on both sides.
    { name: 'cloze notes', bytes: () => apkgClozeFlood({ notes: 3, deletions: 10 }), cards: 30, atLeast: 30 * 3 * clozeText(10).length },
    { name: 'cloze notes without templates', bytes: () => apkgClozeFlood({ notes: 3, deletions: 10, templates: false }), cards: 30, atLeast: 30 * 3 * clozeText(10).length },
    // Counted as their cards are made (the first pass reads only notes rendered by templates or as cloze).
    { name: 'notes without templates', bytes: () => ankiPackage(basicCollection(20), 'anki21b'), cards: 20, atLeast: plainChars(basicCollection(20)) },
  ])('$name: imports at what it renders, refused one character under', async ({ bytes, cards, atLeast }) => {
    const file = bytes();
    const measured = new OutputBudget(Number.MAX_SAFE_INTEGER);
    expect((await parse(file, measured)).cards).toHaveLength(cards);
    expect(measured.spent).toBeGreaterThanOrEqual(atLeast);
    expect((await parse(file, new OutputBudget(measured.spent))).cards).toHaveLength(cards);
    const under = new OutputBudget(measured.spent - 1);
    await expect(parse(file, under)).rejects.toThrow(outputBudgetMessage(measured.spent - 1));
  });

  it('a package of notes with and without templates counts each note once', async () => {
    const rendered: TestCollection = {
      notetypes: [{ id: 2, name: 'Shown twice', fields: ['Front', 'Back'], templates: [{ name: 'Card 1', qfmt: '{{Front}} {{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' }] }],
      decks: [{ id: 10, name: 'Mixed' }],
      notes: Array.from({ length: 5 }, (_, i) => ({ fields: [`front ${i}`, `back ${i}`], notetype: 0, cards: [{ deck: 10 }] })),
    };
    const plain = basicCollection(7);
    const mixed: TestCollection = { ...rendered, notetypes: [...rendered.notetypes, ...plain.notetypes], notes: [...rendered.notes, ...plain.notes.map((note) => ({ ...note, notetype: 1 }))] };
    const alone = new OutputBudget(Number.MAX_SAFE_INTEGER);
    await parse(ankiPackage(rendered, 'anki21b'), alone);
    const both = new OutputBudget(Number.MAX_SAFE_INTEGER);
    expect((await parse(ankiPackage(mixed, 'anki21b'), both)).cards).toHaveLength(12);
    expect(both.spent).toBe(alone.spent + plainChars(plain));
    await expect(parse(ankiPackage(mixed, 'anki21b'), new OutputBudget(both.spent - 1))).rejects.toThrow(outputBudgetMessage(both.spent - 1));
  });

  it('a note type id past 2^53 (JavaScript rounds it) is measured all the same', async () => {
    // A template flood whose note type id and notes' mid are 2^60 + 1: JavaScript reads the id
    // as 2^60, so a first pass choosing notes by that id would skip them all, and nothing would
    // count what the templates render.
    const zip = unzipSync(apkgTemplateFlood({ templates: 10, notes: 10, fieldChars: 100 }));
    const collection = new Database(Buffer.from(zip['collection.anki2']));
    const id = 2n ** 60n + 1n;
    collection.defaultSafeIntegers(true);
    collection.prepare('UPDATE notes SET mid = ?').run(id);
    collection.prepare(`UPDATE col SET models = replace(models, '{"1":{"id":1,', '{"${id}":{"id":${id},')`).run();
    expect(collection.prepare('SELECT count(*) FROM col WHERE models LIKE ?').pluck().get(`%"${id}"%`)).toBe(1n);
    const bytes = zipSync({ ...zip, 'collection.anki2': collection.serialize() });
    collection.close();
    const measured = new OutputBudget(Number.MAX_SAFE_INTEGER);
    expect((await parse(bytes, measured)).cards).toHaveLength(100);
    const budget = new OutputBudget(5_000);
    await expect(parse(bytes, budget)).rejects.toThrow(outputBudgetMessage(5_000));
    expect(budget.spent).toBeLessThanOrEqual(5_000 + 100);
  });

  it('stops as soon as the total passes the budget, not after rendering everything', async () => {
    const file = apkgTemplateFlood({ templates: 10, notes: 10, fieldChars: 100 });
    const budget = new OutputBudget(5_000);
    await expect(parse(file, budget)).rejects.toThrow(ImportInputError);
    // One piece (a 100-character field) past the limit at most; the package renders ~100,000.
    expect(budget.spent).toBeLessThanOrEqual(5_000 + 100);
  });

  it('issue 49’s three packages are refused by the default budget', async () => {
    for (const file of [apkgTemplateFlood(), apkgIdenticalNotes(), apkgClozeFlood()]) {
      const budget = new OutputBudget();
      await expect(parse(file, budget)).rejects.toThrow(outputBudgetMessage(ANKI_OUTPUT_BUDGET));
      expect(budget.spent).toBeLessThan(ANKI_OUTPUT_BUDGET + 100_000);
    }
  }, 120_000);
});

describe('the preview under the budget', () => {
  it('the examples of a package of many big templates stay bounded, one per template', async () => {
    // 100 templates, each an 18 KB side: 1.8 million characters, well under the budget.
    const draft = await parse(apkgTemplateFlood({ templates: 100, notes: 1 }), new OutputBudget());
    const templates = draft.ankiNoteTypes!.flatMap((type) => type.templates);
    expect(templates).toHaveLength(100);
    expect(templates.every((template) => template.example !== null)).toBe(true);
    const chars = templates.reduce((sum, { example }) => sum + example!.front.length + example!.back.length + example!.frontHtml.length + example!.backHtml.length, 0);
    expect(chars).toBeLessThan(1_200_000);
    // The first ones whole, as before.
    expect(templates[0].example!.frontHtml.length).toBeGreaterThan(10_000);
  });
});

describe('withoutInertBlocks', () => {
  it.each([
    ['a<script>x</script>b', 'ab'],
    ['a<SCRIPT type="module">x</SCRIPT >b', 'ab'],
    ['a<style>.x{}</style>b<!-- note -->c', 'abc'],
    ['a<!---->b', 'ab'],
    ['a<scripts>x</scripts>b', 'a<scripts>x</scripts>b'],
    ['a<script>never closed', 'a<script>never closed'],
    ['a<!-- open <!-- -->b', 'ab'],
    ['<!--<!--<!--', '<!--<!--<!--'],
    ['<b>kept</b>', '<b>kept</b>'],
    ['no tags', 'no tags'],
  ])('%j → %j', (template, expected) => {
    expect(withoutInertBlocks(template)).toBe(expected);
  });
});
