import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import { columnSamples, duplicateDecks } from './reimport';

const preview = (over: Partial<ImportPreview>): ImportPreview =>
  ({ message: '', errorSummary: { totalCardsAttempted: 1, cardsWithIssues: 0, issuesPreview: [] }, previewCards: [], ...over }) as ImportPreview;

const decks = [
  { id: 1, name: 'Biology', source: 'csv', card_count: 20 },
  { id: 2, name: 'Spanish', source: 'anki', card_count: 300 },
  { id: 3, name: 'Biology', source: 'manual', card_count: 2 },
];

describe('duplicateDecks', () => {
  it('matches the proposed name (any case, trimmed) with the same source only', () => {
    expect(duplicateDecks(preview({ proposedDeckName: ' biology ' }), decks, 'csv')).toEqual([decks[0]]);
    expect(duplicateDecks(preview({ proposedDeckName: 'Biology' }), decks, 'quizlet')).toEqual([]);
  });

  it('checks every deck an Anki collection would create', () => {
    const p = preview({ decksToCreate: [{ name: 'Spanish', description: '', cardCount: 3 }, { name: 'French', description: '', cardCount: 1 }] });
    expect(duplicateDecks(p, decks, 'anki')).toEqual([decks[1]]);
  });

  it('finds nothing without a known type', () => {
    expect(duplicateDecks(preview({ proposedDeckName: 'Biology' }), decks, null)).toEqual([]);
  });
});

describe('columnSamples', () => {
  it('gives distinct non-empty values per column, by position', () => {
    const rows = [
      ['Term', 'Definition', 'Notes'],
      ['cat', 'a small feline', ''],
      ['dog', 'a loyal canine', ''],
      ['cat', 'a small feline', 'x'],
      ['owl', 'a night bird', ''],
    ];
    expect(columnSamples(rows, 2)).toEqual([['cat', 'dog'], ['a small feline', 'a loyal canine'], ['x']]);
  });

  it('copes with no rows', () => {
    expect(columnSamples([])).toEqual([]);
  });
});
