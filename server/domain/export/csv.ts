import Papa from 'papaparse';

// A deck as CSV (DESIGN §11): header `term,definition`, RFC 4180 quoting (papaparse, the
// library the importer reads with), CRLF line ends, UTF-8. Written a page of rows at a time.

export const CSV_HEADER = 'term,definition\r\n';

/** One page of rows, each ending in CRLF (so pages concatenate into one valid file). */
export function csvRows(cards: { term: string; definition: string }[]): string {
  if (cards.length === 0) return '';
  const body = Papa.unparse(
    cards.map((card) => [card.term, card.definition]),
    // quotes only where needed; a leading =,+,-,@ is kept as typed (it is the learner's text).
    { newline: '\r\n', header: false, escapeFormulae: false },
  );
  return `${body}\r\n`;
}
