import { IMPORT_PREVIEW_CARDS } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import type { ImportPreview } from '../../../shared/schemas/imports.js';
import { buildPreview } from './preview.js';
import { describeTable, tableToDraft as tableToColumnsDraft, type Table } from './tabular.js';
import { tableToNoteDraft, type NoteColumnMapping } from './tabularNotes.js';
import { compileNoteType, type RenderableNoteType } from '../notes/renderNote.js';
import { TemplateError } from './ankiTemplate.js';
import { ImportInputError } from './errors.js';

/** A preview mapped to a note type's fields (docs/imports.md) rather than a term and a definition column. */
export interface NotePreviewMapping {
  type: RenderableNoteType;
  mapping: NoteColumnMapping;
}

// A CSV/XLSX preview read a part at a time (issue 31): each part of the table's rows
// (repos/importParts.ts) is mapped and previewed on its own and the previews are summed. A
// preview depends on each card alone (its errors) and on the order (the first cards shown), so
// the sum is the whole table's preview; holding the whole table and its draft took a 100 MB
// workbook's preview to ~800 MB.

export async function previewInParts(
  table: Omit<Table, 'rows'>,
  parts: AsyncIterable<string[][]>,
  mapping: { term: string; definition: string; fieldsContainHtml?: boolean },
  deckName: string,
  temporaryImportId: string,
  notes?: NotePreviewMapping,
): Promise<ImportPreview> {
  let compiled: ReturnType<typeof compileNoteType> | null = null;
  if (notes) {
    try {
      compiled = compileNoteType(notes.type);
    } catch (error) {
      if (error instanceof TemplateError) throw new ImportInputError(error.message);
      throw error;
    }
  }
  const tableToDraft = (t: Table, m: typeof mapping, name: string) => (compiled && notes ? tableToNoteDraft(t, compiled, notes.mapping, name) : tableToColumnsDraft(t, m, name));
  // The mapping's own refusals (a column missing, the same column twice) and the preview's shape.
  const shape = buildPreview(tableToDraft({ ...table, rows: [] }, mapping, deckName), temporaryImportId);
  let total = 0;
  let cardsWithIssues = 0;
  const previewCards: ImportPreview['previewCards'] = [];
  const issuesPreview: ImportPreview['errorSummary']['issuesPreview'] = [];
  for await (const rows of parts) {
    const part = buildPreview(tableToDraft({ ...table, rows }, mapping, deckName), temporaryImportId);
    total += part.errorSummary.totalCardsAttempted;
    cardsWithIssues += part.errorSummary.cardsWithIssues;
    for (const card of part.previewCards) if (previewCards.length < IMPORT_PREVIEW_CARDS) previewCards.push(card);
    for (const issue of part.errorSummary.issuesPreview) if (issuesPreview.length < IMPORT_PREVIEW_CARDS) issuesPreview.push(issue);
  }
  return {
    ...shape,
    message: total === 0 ? MSG.noCardsFound : describeTable({ ...table, rows: { length: total } }),
    errorSummary: { totalCardsAttempted: total, cardsWithIssues, issuesPreview },
    previewCards,
  };
}
