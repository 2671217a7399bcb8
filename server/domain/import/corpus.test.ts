import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import { commonDeckRoot, parseAnkiPackage } from './anki.js';
import { parseQuizlet, type QuizletOptions } from './quizlet.js';
import { parseTabular } from './tabular.js';

// Real-world files (../shared/fixtures, or CARDCADE_FIXTURES) against the ground truth that
// inspect_fixtures.py computed without project code. Every file in MANIFEST.json is imported.

const FIXTURES =
  process.env.CARDCADE_FIXTURES ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures');
const MANIFEST = path.join(FIXTURES, 'MANIFEST.json');
const present = fs.existsSync(MANIFEST);

if (!present) {
  console.warn(
    `\n${'!'.repeat(78)}\n!! IMPORT CORPUS TEST SKIPPED: no ${MANIFEST}\n!! Set CARDCADE_FIXTURES to the fixtures folder to run it.\n${'!'.repeat(78)}\n`,
  );
}

interface NoteTypeTruth {
  name: string;
  kind: 'standard' | 'cloze';
  notes: number;
  cards: number;
}

interface ManifestEntry {
  file: string;
  kind: string;
  parse?: { delimiter?: string; kind?: string; card_delimiter?: string };
  ground_truth: Record<string, unknown> & {
    note_types_used?: NoteTypeTruth[];
    decks_with_cards?: Record<string, number>;
    cards_by_home_deck?: Record<string, number>;
    header?: string[];
    data_rows?: number;
    sheets?: { name: string; header: string[]; data_rows: number }[];
    cards?: number;
    first_card?: [string, string];
    last_card?: [string, string];
    first_record?: string[];
    nonempty_records?: number;
  };
}

const entries: ManifestEntry[] = present ? (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as { files: ManifestEntry[] }).files : [];
const bytesOf = (entry: ManifestEntry) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, entry.file)));
const DECOY_TEXTS = ['Please update to the latest Anki version', 'This file requires a newer version of Anki'];

/** Our headers against the truth's raw first row: blanks become 'Column N', trailing blanks may be dropped. */
function expectHeaders(actual: string[], truth: string[]) {
  const normalized = truth.map((header, index) => header.trim() || `Column ${index + 1}`);
  const shared = Math.min(actual.length, truth.length);
  expect(actual.slice(0, shared)).toEqual(normalized.slice(0, shared));
  for (const dropped of truth.slice(shared)) expect(dropped.trim()).toBe('');
  actual.slice(shared).forEach((extra, offset) => expect(extra).toBe(`Column ${shared + offset + 1}`));
}

function quizletOptions(parse: ManifestEntry['parse']): QuizletOptions {
  const delimiter = parse?.delimiter ?? '\t';
  const termDef: QuizletOptions =
    delimiter === '\t'
      ? { termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }
      : delimiter === ','
        ? { termDefDelimiterKey: 'comma', cardDelimiterKey: 'newline' }
        : { termDefDelimiterKey: 'custom', customTermDefDelimiter: delimiter, cardDelimiterKey: 'newline' };
  const card = parse?.card_delimiter ?? '\n';
  return card === '\n' ? termDef : { ...termDef, cardDelimiterKey: 'custom', customCardDelimiter: card };
}

describe.skipIf(!present)(`import corpus (${FIXTURES})`, () => {
  it('lists files', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const entry of entries) {
    const truth = entry.ground_truth;

    if (entry.kind === 'apkg' || entry.kind === 'colpkg') {
      it(`${entry.file}: cards attempted, decks and names, never the decoy`, async () => {
        const bytes = bytesOf(entry);
        // One card per Anki card (issue 30), less the cards Anki would not show (empty fronts).
        const expectedCards = (truth.note_types_used ?? []).reduce((sum, nt) => sum + nt.cards, 0);
        const expectedDecks = Object.keys(truth.cards_by_home_deck ?? truth.decks_with_cards ?? {}).sort();

        const collection = await parseAnkiPackage(bytes, { mode: 'collection', fileName: path.basename(entry.file) });
        const emptyCards = (collection.ankiNoteTypes ?? []).reduce((sum, type) => sum + type.templates.reduce((inType, t) => inType + t.emptyCards, 0), 0);
        expect(collection.cards.length + emptyCards).toBe(expectedCards);
        expect(emptyCards).toBeLessThanOrEqual(3);
        expect(collection.decks.map((deck) => deck.name).sort()).toEqual(expectedDecks);
        for (const card of collection.cards) {
          for (const decoy of DECOY_TEXTS) expect(card.term + card.definition).not.toContain(decoy);
        }

        const single = await parseAnkiPackage(bytes, { mode: 'single_deck', fileName: path.basename(entry.file) });
        expect(single.cards).toHaveLength(collection.cards.length);
        const root = commonDeckRoot(expectedDecks);
        expect(single.proposedDeckName).toBe(root || path.basename(entry.file).replace(/\.(apkg|colpkg)$/, ''));
      });
    } else if (entry.kind === 'csv') {
      it(`${entry.file}: headers and row count`, async () => {
        const table = await parseTabular(bytesOf(entry), 'csv');
        expectHeaders(table.headers, truth.header ?? []);
        expect(table.rows).toHaveLength(truth.data_rows ?? -1);
      });
    } else if (entry.kind === 'xlsx') {
      it(`${entry.file}: first worksheet's headers and row count`, async () => {
        const first = truth.sheets?.[0];
        const table = await parseTabular(bytesOf(entry), 'xlsx');
        expect(table.sheetName).toBe(first?.name);
        expect(table.sheetCount).toBe(truth.sheets?.length);
        expectHeaders(table.headers, first?.header ?? []);
        expect(table.rows).toHaveLength(first?.data_rows ?? -1);
      });
    } else if (truth.kind === 'quizlet-text') {
      it(`${entry.file}: Quizlet card count, first and last card`, () => {
        const text = new TextDecoder().decode(bytesOf(entry));
        const draft = parseQuizlet(text, { ...quizletOptions(entry.parse), deckName: 'Corpus' });
        expect(draft.cards).toHaveLength(truth.cards ?? -1);
        const pair = (card: { term: string; definition: string }) => [card.term, card.definition];
        expect(pair(draft.cards[0])).toEqual(truth.first_card?.map((s) => s.trim()));
        expect(pair(draft.cards[draft.cards.length - 1])).toEqual(truth.last_card?.map((s) => s.trim()));
      });
    } else {
      // Other delimited text (Anki's TSV tests, semicolon CSVs, UTF-16): through the CSV reader.
      it(`${entry.file}: read as CSV text (${String(truth.kind)})`, async () => {
        const records = truth.nonempty_records ?? 0;
        if (records < 2) {
          await expect(parseTabular(bytesOf(entry), 'csv')).rejects.toThrow(MSG.csvEmpty);
          return;
        }
        const table = await parseTabular(bytesOf(entry), 'csv');
        expectHeaders(table.headers, truth.first_record ?? []);
        expect(table.rows).toHaveLength(records - 1);
      });
    }
  }
});
