// Real decks for generator tests: the CSV fixtures in the csv folder of ../shared/fixtures beside
// the repo (or of CARDCADE_FIXTURES, the same fixtures root the importer tests use).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { gameCardOfFlat } from './flatCards.js';
import type { GameCard } from './types.js';

const FIXTURES_ROOT = process.env.CARDCADE_FIXTURES ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/fixtures');
export const FIXTURES_DIR = path.join(FIXTURES_ROOT, 'csv');
export const fixturesAvailable = existsSync(FIXTURES_DIR);

/** Which columns are term and definition in each fixture (both orders make sense for vocab lists). */
const MAPPINGS: { file: string; term: string; definition: string }[] = [
  { file: 'jlpt-n5.csv', term: 'expression', definition: 'meaning' },
  { file: 'jlpt-n5.csv', term: 'meaning', definition: 'expression' },
  { file: 'augustincablant-dataframe.csv', term: 'Question', definition: 'Rep' },
  { file: 'augustincablant-dataframe.csv', term: 'Rep', definition: 'Question' },
  { file: '2anki-japanese-words.csv', term: 'Meaning', definition: 'Word' },
];

export interface FixtureDeck {
  name: string;
  cards: GameCard[];
}

export function loadFixtureDecks(): FixtureDeck[] {
  return MAPPINGS.filter((m) => existsSync(path.join(FIXTURES_DIR, m.file))).map((m) => {
    const text = readFileSync(path.join(FIXTURES_DIR, m.file), 'utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    const cards = parsed.data
      .map((row, index) => ({ id: index + 1, term: (row[m.term] ?? '').trim(), definition: (row[m.definition] ?? '').trim() }))
      .filter((card) => card.term && card.definition)
      .map(gameCardOfFlat);
    return { name: `${m.file} (${m.term} → ${m.definition})`, cards };
  });
}
