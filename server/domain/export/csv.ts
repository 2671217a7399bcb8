import Papa from 'papaparse';
import { stripControlCharacters } from '../../../shared/schemas/text.js';

// A deck as CSV (docs/account.md): header `term,definition`, RFC 4180 quoting (papaparse, the
// library the importer reads with), CRLF line ends, UTF-8. Written a page of rows at a time.
//
// CSV injection (OWASP, issue #31): a cell starting with =, +, -, @, tab or CR is a formula to a
// spreadsheet (`=HYPERLINK(…)`), and shared decks put other people's text in a learner's export.
// Such a cell is written with a leading single quote and quoted (=1+1 → "'=1+1"), so a
// spreadsheet shows it as text. Our own CSV importer takes one quote off again (`fromCsvCell`),
// so an export imports back to the same cards (docs/export.md "CSV formulas"). Text that already
// starts with quotes before a trigger ('=x) gets one more, so the mapping stays one to one.

export const CSV_HEADER = 'term,definition\r\n';

/** OWASP's formula triggers. Not papaparse's own default (`^[=+\-@\t\r].*$`), which misses multi-line cells. */
export const CSV_FORMULA_START = /^'*[=+\-@\t\r]/;

/** One page of rows, each ending in CRLF (so pages concatenate into one valid file). */
export function csvRows(cards: { term: string; definition: string }[]): string {
  if (cards.length === 0) return '';
  const body = Papa.unparse(
    // A card SQLite stored with NUL before inputs were cleaned (shared/schemas/text.ts) would make
    // the file read as binary on import: its control characters are left out here too.
    cards.map((card) => [stripControlCharacters(card.term), stripControlCharacters(card.definition)]),
    // quotes only where needed, and around every neutralised formula.
    { newline: '\r\n', header: false, escapeFormulae: CSV_FORMULA_START },
  );
  return `${body}\r\n`;
}

/** A CSV cell as the learner wrote it: the quote `csvRows` put before a formula trigger is dropped. */
export function fromCsvCell(cell: string): string {
  return cell.startsWith("'") && CSV_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
