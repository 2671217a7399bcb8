import type { Dispatch } from 'react';
import type { CsvAnalysis } from '../../../../shared/schemas/imports';
import { FilePicker } from './FilePicker';
import type { ImportEvent, ImportState } from './importMachine';
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
  return (
    <CsvMappingFields
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

function CsvMappingFields({ analysis, samples, deckName, term, definition, fieldsContainHtml, disabled, onDeckName, onTerm, onDefinition, onFieldsContainHtml, onChooseAnother }: CsvMappingProps) {
  const sampleOf = (header: string) => samples?.[analysis.headers.indexOf(header)] ?? [];
  // Each column shows what it holds, so the right ones are easy to pick.
  const options = (
    <>
      <option value="">Select a column…</option>
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
      <div className={styles.mapping}>
        <div className="field">
          <label htmlFor="csv-term">Term column</label>
          <select id="csv-term" className="select" value={term} disabled={disabled} onChange={(e) => onTerm(e.target.value)} aria-describedby={term && sampleOf(term).length ? 'csv-term-samples' : undefined}>
            {options}
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
            {options}
          </select>
          {sampleHint(definition, 'csv-definition-samples')}
        </div>
      </div>
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
