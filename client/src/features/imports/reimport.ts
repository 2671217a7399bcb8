// Re-import detection (docs/accessibility.md): an import "is the same" as an existing deck when
// the deck it would create has the same name (trimmed, any case) and came from the same kind of
// source (CSV, Quizlet, Anki). Cheap, needs no server change, and catches the usual case: the
// same file imported twice.
import type { ImportPreview } from '../../../../shared/schemas/imports';

export interface ExistingDeck {
  id: number;
  name: string;
  source: string | null;
  card_count: number;
  /** False for a deck the user subscribes to: only its owner may update it (docs/shared-decks.md). */
  is_owner?: boolean;
}

const norm = (text: string) => text.trim().toLocaleLowerCase();

/** Existing decks that this preview would duplicate, in preview order. */
export function duplicateDecks(preview: ImportPreview, existing: readonly ExistingDeck[], type: 'anki' | 'quizlet' | 'csv' | null): ExistingDeck[] {
  if (!type) return [];
  const names = [preview.proposedDeckName, ...(preview.decksToCreate ?? []).map((d) => d.name)].filter((n): n is string => Boolean(n));
  const sameSource = existing.filter((deck) => (deck.source ?? '').toLowerCase().includes(type));
  const found: ExistingDeck[] = [];
  for (const name of names) {
    const match = sameSource.find((deck) => norm(deck.name) === norm(name));
    if (match && !found.includes(match)) found.push(match);
  }
  return found;
}

/**
 * Up to `count` non-empty sample values per column from the start of a CSV text, so the
 * mapping step can show what each column holds. Columns are by position, like the header row.
 */
export function columnSamples(rows: readonly (readonly string[])[], count = 3): string[][] {
  const [header = [], ...body] = rows;
  return header.map((_, column) => {
    const values: string[] = [];
    for (const row of body) {
      const value = (row[column] ?? '').trim();
      if (value && !values.includes(value)) values.push(value);
      if (values.length >= count) break;
    }
    return values;
  });
}
