import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseAnkiPackage, withTempSqlite } from '../import/anki.js';
import { ankiPackage, type TestCollection } from '../../test/ankiTestkit.js';
import { ankiImageSrc, fromAnkiField } from './ankiField.js';
import { findXssProblems } from '../../test/xssCheck.js';

// Anki imports keep their formatting (issue 26): real packages and generated ones with MathJax,
// tables, code and ruby. The real files come from CARDCADE_FIXTURES (skipped without them).

const FIXTURES = process.env.CARDCADE_FIXTURES ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures');
const fixture = (name: string) => path.join(FIXTURES, 'anki/apkg', name);
const haveFixtures = fs.existsSync(fixture('anki2-ankidroid-templates.apkg'));

// The draft's image placeholders (ankiField.ts), which the confirm resolves.
const PLACEHOLDERS = new Set(Array.from({ length: 50 }, (_, k) => ankiImageSrc(k).slice('/api/media/'.length)));

describe.skipIf(!haveFixtures)('real packages keep their formatting', () => {
  it('anki2-ankidroid-templates.apkg: the Anatomy card keeps its bold lines', async () => {
    const bytes = new Uint8Array(fs.readFileSync(fixture('anki2-ankidroid-templates.apkg')));
    const draft = await parseAnkiPackage(bytes, { mode: 'collection', fileName: 'templates.apkg' });
    // The note type's template asks 'Where does … originate?' (issue 30: cards as Anki shows them).
    const card = draft.cards.find((c) => c.term === 'Where does Latissimus dorsi originate?')!;
    expect(card.definitionHtml).toContain('<b>Ribs 8-12</b>');
    expect(card.definitionHtml).toContain('<div>Iliac crest</div>');
    expect(card.definition.split('\n').slice(0, 2)).toEqual(['Ribs 8-12', 'T6-T12, all L&S spinous']);
    for (const c of draft.cards) for (const html of [c.termHtml, c.definitionHtml]) if (html) expect(findXssProblems(html, PLACEHOLDERS)).toEqual([]);
  });

  it('anki2-genanki-korean_grammar_intermediate.apkg: the coloured fields keep their colours', () => {
    const zip = unzipSync(new Uint8Array(fs.readFileSync(fixture('anki2-genanki-korean_grammar_intermediate.apkg'))));
    const notes = withTempSqlite(zip['collection.anki2'], (db) => db.prepare('SELECT flds FROM notes ORDER BY id').all() as { flds: string }[]);
    expect(notes).toHaveLength(52);
    // Fields 6 and 7 (KoreanColored, EnglishColored) are what the template shows in colour; the
    // template renderer (server/domain/import/ankiTemplate*) passes each rendered side through here.
    const side = fromAnkiField(notes[0].flds.split('\x1f')[5]);
    expect(side).toEqual({ html: '<span style="color:#E53935">가고</span> <span style="color:#1E88E5">싶어요</span>', text: '가고 싶어요', images: [] });
    for (const { flds } of notes) expect(fromAnkiField(flds.split('\x1f')[6]).html).toMatch(/^<span style="color:#[0-9A-F]{6}">/);
  });
});

const GENERATED: TestCollection = {
  notetypes: [{ id: 1, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' }],
  decks: [{ id: 10, name: 'Rich' }],
  notes: [
    { fields: ['Quadratic formula', '\\[x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\]'], notetype: 0, cards: [{ deck: 10 }] },
    { fields: ['Inline \\(e^{i\\pi}+1=0\\)', 'Euler'], notetype: 0, cards: [{ deck: 10 }] },
    { fields: ['Table', '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td colspan="2" style="text-align: center">c</td></tr></tbody></table>'], notetype: 0, cards: [{ deck: 10 }] },
    { fields: ['Code', '<pre><code>def f(x):\n    return x &lt; 2</code></pre>'], notetype: 0, cards: [{ deck: 10 }] },
    { fields: ['<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>', 'kanji'], notetype: 0, cards: [{ deck: 10 }] },
    { fields: ['<b>pic</b><img src="cat.png" onerror="x()"><img src="dog.png">', 'animals'], notetype: 0, cards: [{ deck: 10 }] },
    { fields: ['plain', 'words'], notetype: 0, cards: [{ deck: 10 }] },
  ],
  media: { 'cat.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]), 'dog.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 2]) },
};

describe.each(['anki2', 'anki21b'] as const)('generated %s package with math, tables, code and ruby', (format) => {
  it('keeps each as sanitized HTML with its plain text', async () => {
    const draft = await parseAnkiPackage(ankiPackage(GENERATED, format), { mode: 'single_deck', fileName: 'rich.apkg' });
    const [quadratic, euler, table, code, ruby, picture, plain] = draft.cards;
    expect(quadratic).toMatchObject({ definitionHtml: '\\[x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\]', definition: '\\[x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\]' });
    expect(euler).toMatchObject({ termHtml: 'Inline \\(e^{i\\pi}+1=0\\)', term: 'Inline \\(e^{i\\pi}+1=0\\)' });
    expect(table.definitionHtml).toBe('<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td colspan="2" style="text-align:center">c</td></tr></tbody></table>');
    expect(table.definition).toBe('a b\nc');
    expect(code).toMatchObject({ definitionHtml: '<pre><code>def f(x):\n    return x &lt; 2</code></pre>', definition: 'def f(x):\n    return x < 2' });
    expect(ruby).toMatchObject({ termHtml: '<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>', term: '漢字(かんじ)' });
    // Every image of the side stays inline, each as the placeholder the confirm resolves (docs/rich-cards.md).
    expect(picture).toMatchObject({ termHtml: `<b>pic</b><img src="${ankiImageSrc(0)}" /><img src="${ankiImageSrc(1)}" />`, term: 'pic' });
    expect(picture.termImages).toEqual([picture.termImage, picture.termImage! + 1]);
    expect(plain).not.toHaveProperty('termHtml');
    expect(plain).not.toHaveProperty('definitionHtml');
  });
});
