import type { Dispatch } from 'react';
import type { CsvAnalysis } from '../../../../shared/schemas/imports';
import { FilePicker } from './FilePicker';
import type { ImportEvent, ImportNoteType, ImportState } from './importMachine';
import styles from './ImportModal.module.css';

interface CsvStepProps {
  state: ImportState;
  dispatch: Dispatch<ImportEvent>;
  /** 'Choose another file' on the mapping: the dialog drops the analysis and its server cache. */
  onChooseAnother: () => void;
}

/** CSV/XLSX: the file first (Analyze File), then the deck name and the column mapping. */
export function CsvStep({ state, dispatch, onChooseAnother }: CsvStepProps) {
  if (!state.analysis) {
    return (
      <FilePicker
        label="CSV or Excel file"
        accept=".csv,.xlsx"
        hint="The first row must hold the column names. For Excel, the first worksheet is read."
        slot="csvFile"
        state={state}
        dispatch={dispatch}
      />
    );
  }
  const edit = (change: Partial<ImportState['csv']>) => dispatch({ type: 'csvMappingEdited', change });
  const noteType = state.noteTypes?.find((type) => type.id === state.csv.noteTypeId) ?? null;
  return (
    <CsvMappingFields
      noteTypes={state.noteTypes ?? []}
      noteType={noteType}
      fields={state.csv.fields}
      tags={state.csv.tags}
      onNoteType={(id) => dispatch({ type: 'csvNoteTypeChosen', id })}
      onField={(field, header) => edit({ fields: { ...state.csv.fields, [field]: header } })}
      onTags={(tags) => edit({ tags })}
      analysis={state.analysis}
      samples={state.samples}
      deckName={state.csv.deckName}
      term={state.csv.term}
      definition={state.csv.definition}
      fieldsContainHtml={state.csv.fieldsContainHtml}
      disabled={state.busy}
      onDeckName={(deckName) => edit({ deckName })}
      onTerm={(term) => edit({ term })}
      onDefinition={(definition) => edit({ definition })}
      onFieldsContainHtml={(fieldsContainHtml) => edit({ fieldsContainHtml })}
      onChooseAnother={onChooseAnother}
    />
  );
}

interface CsvMappingProps {
  noteTypes: ImportNoteType[];
  /** The note type whose fields the columns fill; null: Basic, from a term and a definition column. */
  noteType: ImportNoteType | null;
  fields: Record<string, string>;
  tags: string;
  onNoteType: (id: number | null) => void;
  onField: (field: string, header: string) => void;
  onTags: (header: string) => void;
  analysis: CsvAnalysis;
  samples: string[][] | null;
  deckName: string;
  term: string;
  definition: string;
  fieldsContainHtml: boolean;
  disabled: boolean;
  onDeckName: (value: string) => void;
  onTerm: (value: string) => void;
  onDefinition: (value: string) => void;
  onFieldsContainHtml: (value: boolean) => void;
  onChooseAnother: () => void;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function CsvMappingFields({
  noteTypes,
  noteType,
  fields,
  tags,
  onNoteType,
  onField,
  onTags,
  analysis,
  samples,
  deckName,
  term,
  definition,
  fieldsContainHtml,
  disabled,
  onDeckName,
  onTerm,
  onDefinition,
  onFieldsContainHtml,
  onChooseAnother,
}: CsvMappingProps) {
  const sampleOf = (header: string) => samples?.[analysis.headers.indexOf(header)] ?? [];
  // Each column shows what it holds, so the right ones are easy to pick.
  const options = (empty = 'Select a column…') => (
    <>
      <option value="">{empty}</option>
      {analysis.headers.map((header) => {
        const first = sampleOf(header)[0];
        return (
          <option key={header} value={header}>
            {first ? `${header} (e.g. ${clip(first, 28)})` : header}
          </option>
        );
      })}
    </>
  );
  const sampleHint = (header: string, id: string) => {
    const values = header ? sampleOf(header) : [];
    if (values.length === 0) return null;
    return (
      <span id={id} className={`field-hint ${styles.samples}`}>
        Sample values: {values.map((v) => `“${clip(v, 40)}”`).join(', ')}
      </span>
    );
  };
  return (
    <div>
      <h3 className={styles.legend} tabIndex={-1} data-dialog-focus>
        Choose the deck name and columns
      </h3>
      <div className={styles.analysis}>
        <span>
          <strong>{analysis.totalRows.toLocaleString('en-US')}</strong> rows · {analysis.headers.length} columns
          <span className={styles.analysisNote}>{analysis.message}</span>
        </span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onChooseAnother} disabled={disabled}>
          Choose another file
        </button>
      </div>
      <div className="field">
        <label htmlFor="csv-deck-name">Deck name</label>
        <input id="csv-deck-name" className="input" value={deckName} maxLength={255} disabled={disabled} onChange={(e) => onDeckName(e.target.value)} />
      </div>
      {noteTypes.length > 0 && (
        <div className="field">
          <label htmlFor="csv-note-type">Note type</label>
          <select id="csv-note-type" className="select" value={noteType?.id ?? ''} disabled={disabled} aria-describedby="csv-note-type-hint" onChange={(e) => onNoteType(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Basic: a term and a definition column</option>
            {noteTypes
              .filter((type) => type.builtin !== 'basic')
              .map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
          </select>
          <span id="csv-note-type-hint" className="field-hint">Each row becomes a note of this type, and the note type makes its cards.</span>
        </div>
      )}
      {noteType ? (
        <div className={styles.mapping}>
          {noteType.fields.map((field, index) => {
            const header = fields[field] ?? '';
            const id = `csv-field-${index}`;
            return (
              <div className="field" key={field}>
                <label htmlFor={id}>{field}</label>
                <select id={id} className="select" value={header} disabled={disabled} onChange={(e) => onField(field, e.target.value)} aria-describedby={header && sampleOf(header).length ? `${id}-samples` : undefined}>
                  {options('Leave empty')}
                </select>
                {sampleHint(header, `${id}-samples`)}
              </div>
            );
          })}
        </div>
      ) : (
      <div className={styles.mapping}>
        <div className="field">
          <label htmlFor="csv-term">Term column</label>
          <select id="csv-term" className="select" value={term} disabled={disabled} onChange={(e) => onTerm(e.target.value)} aria-describedby={term && sampleOf(term).length ? 'csv-term-samples' : undefined}>
            {options()}
          </select>
          {sampleHint(term, 'csv-term-samples')}
        </div>
        <div className="field">
          <label htmlFor="csv-definition">Definition column</label>
          <select
            id="csv-definition"
            className="select"
            value={definition}
            disabled={disabled}
            onChange={(e) => onDefinition(e.target.value)}
            aria-describedby={definition && sampleOf(definition).length ? 'csv-definition-samples' : undefined}
          >
            {options()}
          </select>
          {sampleHint(definition, 'csv-definition-samples')}
        </div>
      </div>
      )}
      {noteTypes.length > 0 && (
        <div className="field">
          <label htmlFor="csv-tags">Tags column</label>
          <select id="csv-tags" className="select" value={tags} disabled={disabled} onChange={(e) => onTags(e.target.value)} aria-describedby="csv-tags-hint">
            {options('No tags')}
          </select>
          <span id="csv-tags-hint" className="field-hint">
            Tags are separated by spaces, as Anki writes them.
          </span>
        </div>
      )}
      {/* Off by default: '<b>' in an ordinary spreadsheet is text, not formatting (docs/rich-cards.md). */}
      <label className={styles.checkRow}>
        <input type="checkbox" checked={fieldsContainHtml} disabled={disabled} onChange={(e) => onFieldsContainHtml(e.target.checked)} />
        <span>
          <strong>Fields contain HTML</strong>
          <span className="faint">Keep bold, lists, links and formulas written as HTML in the cells. Anything unsafe is removed.</span>
        </span>
      </label>
    </div>
  );
}
