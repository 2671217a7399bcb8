import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import { ANKI_MSG } from '../../../shared/messages.js';
import { commonDeckRoot, parseAnkiPackage } from './anki.js';
import { IMPORT_ERRORS } from './errors.js';
import { isImportable } from './preview.js';
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

// Issue 41: 28 collections other projects keep in their test suites (../shared/realworld-anki beside
// the fixtures, or CARDCADE_REALWORLD_ANKI). Ground truth read from each collection's SQLite with
// Python's sqlite3, not with project code: its schema version (col.ver), its cards whose note
// exists by home deck (cards.odid or else cards.did, named from the decks table or col.decks),
// and the cards among them with revlog rows. Every card Anki shows is made, importable, in its
// own deck, and keeps its history.
const REALWORLD = process.env.CARDCADE_REALWORLD_ANKI ?? path.join(path.dirname(path.resolve(FIXTURES)), 'realworld-anki');
const realworldPresent = fs.existsSync(path.join(REALWORLD, 'ki-split.colpkg'));
if (!realworldPresent) console.warn(`\n!! REAL-WORLD ANKI CORPUS SKIPPED: no ${REALWORLD} (set CARDCADE_REALWORLD_ANKI)\n`);

interface RealworldTruth {
  schema?: number;
  decks?: Record<string, number>;
  cardsWithRevlog?: number;
  error?: string;
}

const REALWORLD_TRUTH: Record<string, RealworldTruth> = {
  'anki-apkg-export-output.apkg': { schema: 11, decks: { 'deck-name': 3 } },
  'anki-pwa-ap_gov_vocab_anki11.apkg': { schema: 11, decks: { 'Gov Vocab': 484 } },
  'anki-pwa-example_music_intervals.apkg': {
    schema: 18,
    decks: {
      'Music Intervals::1/ Easy - major 2nd, 3rd, perfect 5th': 59,
      'Music Intervals::2/ Middle - minor 2nd, perfect 4th, 6th, 7th': 82,
      'Music Intervals::3/ Hard - uncommon notes, aug / dim 4th, 5th, 7th': 97,
      'Music Intervals::4/ Chords - 9th, 11th, 13th': 102,
    },
  },
  // sqlite3: "database disk image is malformed".
  'ankidroid-initial_version_2_12_1_corrupt_regular.colpkg': { error: IMPORT_ERRORS.corruptCollection },
  'ankidroid-schema16.colpkg': { schema: 16, decks: {} },
  'ankidroid-schema250.colpkg': { schema: 250, error: ANKI_MSG.newerAnki(250) },
  'ankidroid-update3.apkg': { schema: 11, decks: { Default: 1 } },
  'ankidroid-video.apkg': { schema: 11, decks: { Sample9: 1 } },
  'ankipandas-few_basic_cards.colpkg': { schema: 11, decks: { Testing: 4, EnglishGerman: 8 }, cardsWithRevlog: 3 },
  'ankipandas-few_basic_cards_v1.colpkg': { schema: 15, decks: { Testing: 4, EnglishGerman: 8 }, cardsWithRevlog: 3 },
  'ankitects-anki2-alpha.colpkg': { schema: 1, decks: { Default: 1 } },
  'ankitects-diffmodels2-1.apkg': { schema: 11, decks: { Default: 1 } },
  'ankitects-diffmodels2-2.apkg': { schema: 11, decks: { Default: 2 } },
  'ankitects-diffmodeltemplates-2.apkg': { schema: 11, decks: { testdeck: 1 } },
  'ankitects-mediacheck.colpkg': { schema: 11, decks: { Default: 3 }, cardsWithRevlog: 2 },
  'ki-broken_media_links.colpkg': { schema: 18, decks: { '🧙\u200dRecommendersysteme': 1 } },
  'ki-commas.colpkg': { schema: 18, decks: { Default: 2 } },
  'ki-html.colpkg': {
    schema: 18,
    decks: { 'Default::Ichi.moe kanji deck': 1, Default: 16, 'Default::aa': 1, 'Default::aa::bb': 1, 'Default::aa::bb::cc': 1, 'Default::aa::dd': 1, 'Default:::a:::b:': 1 },
  },
  'ki-linebreaks.colpkg': { schema: 18, decks: { Default: 1 } },
  'ki-media.colpkg': { schema: 18, decks: { Default: 2 } },
  'ki-multideck.colpkg': { schema: 18, decks: { Default: 2, aa: 1, 'aa::bb': 1, 'aa::bb::cc': 1, 'aa::dd': 1 } },
  'ki-no_double_encodings.colpkg': { schema: 18, decks: { 'DeepLearning for CV': 1 }, cardsWithRevlog: 1 },
  'ki-split.colpkg': { schema: 18, decks: { 'top::a': 2, 'top::b': 2 } },
  'ki-tiny_korean.colpkg': { schema: 18, decks: { 'TTMIK Supplement::TTMIK Level 3': 8, 'TTMIK Supplement::TTMIK Level 2': 2, 'TTMIK Supplement::TTMIK Level 1': 2 } },
  'mathflash-Complex_Analysis.apkg': { schema: 11, decks: { 'Quals::Complex Analysis': 35 } },
  'mathflash-Lattice_Theory.apkg': { schema: 11, decks: { 'Research::Lattices': 87 } },
  // One card whose note is gone: Anki shows nothing.
  'transformerman-empty_collection.colpkg': { schema: 18, decks: {} },
  'transformerman-two_deck_collection.colpkg': { schema: 18, decks: { decka: 10, deckb: 6 }, cardsWithRevlog: 5 },
  // The same collections with COLLATE unicase in capitals.
  'diagnostic/ankipandas-v1-uppercollate.colpkg': { schema: 15, decks: { Testing: 4, EnglishGerman: 8 }, cardsWithRevlog: 3 },
  'diagnostic/schema16-uppercollate.colpkg': { schema: 16, decks: {} },
};

describe.skipIf(!realworldPresent)(`real-world Anki collections (${REALWORLD})`, () => {
  it('the truth table names every package in the folder', () => {
    const files = [...fs.readdirSync(REALWORLD), ...fs.readdirSync(path.join(REALWORLD, 'diagnostic')).map((name) => `diagnostic/${name}`)].filter((name) => /\.(apkg|colpkg)$/.test(name));
    expect(files.sort()).toEqual(Object.keys(REALWORLD_TRUTH).sort());
  });

  for (const [file, truth] of Object.entries(REALWORLD_TRUTH)) {
    it(`${file}: ${truth.error ? 'refused with what happened' : 'every card in its own deck, importable, with its history'}`, async () => {
      const bytes = new Uint8Array(fs.readFileSync(path.join(REALWORLD, file)));
      const parse = () => parseAnkiPackage(bytes, { mode: 'collection', fileName: path.basename(file), now: Date.UTC(2030, 0, 1) });
      if (truth.error) {
        await expect(parse()).rejects.toThrow(truth.error);
        return;
      }
      const draft = await parse();
      const emptyCards = (draft.ankiNoteTypes ?? []).reduce((sum, type) => sum + type.templates.reduce((inType, t) => inType + t.emptyCards, 0), 0);
      expect(emptyCards).toBe(0);
      const byDeck: Record<string, number> = {};
      for (const card of draft.cards) byDeck[draft.decks[card.deck].name] = (byDeck[draft.decks[card.deck].name] ?? 0) + 1;
      expect(byDeck).toEqual(truth.decks);
      expect(draft.cards.filter((card) => !isImportable(card))).toEqual([]);
      expect(draft.ankiHistory?.cardsWithHistory ?? 0).toBe(truth.cardsWithRevlog ?? 0);
    });
  }
});
