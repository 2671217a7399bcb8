import type { Dispatch } from 'react';
import type { CsvAnalysis } from '../../../../shared/schemas/imports';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useMsg } from '../../i18n/useMsg';
import { namespace as imports } from '../../locales/imports';
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
  const t = useT(imports);
  if (!state.analysis) {
    return (
      <FilePicker
        label={t('imports.csv.label')}
        accept=".csv,.xlsx"
        hint={t('imports.csv.hint')}
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
  const t = useT(imports);
  const tm = useMsg();
  const format = useFormat();
  const sampleOf = (header: string) => samples?.[analysis.headers.indexOf(header)] ?? [];
  // Each column shows what it holds, so the right ones are easy to pick.
  const options = (empty = t('imports.csv.selectColumn')) => (
    <>
      <option value="">{empty}</option>
      {analysis.headers.map((header) => {
        const first = sampleOf(header)[0];
        return (
          <option key={header} value={header}>
            {first ? t('imports.csv.columnExample', { header, sample: clip(first, 28) }) : header}
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
        {t('imports.csv.samples', { values: values.map((v) => `“${clip(v, 40)}”`).join(', ') })}
      </span>
    );
  };
  return (
    <div>
      <h3 className={styles.legend} tabIndex={-1} data-dialog-focus>
        {t('imports.csv.heading')}
      </h3>
      <div className={styles.analysis}>
        <span>
          {t.rich('imports.csv.rows', { b: (text) => <strong>{text}</strong> }, { rows: format.number(analysis.totalRows), columns: analysis.headers.length })}
          <span className={styles.analysisNote}>{tm(analysis.message)}</span>
        </span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onChooseAnother} disabled={disabled}>
          {t('imports.csv.chooseAnother')}
        </button>
      </div>
      <div className="field">
        <label htmlFor="csv-deck-name">{t('imports.deckName')}</label>
        <input id="csv-deck-name" className="input" value={deckName} maxLength={255} disabled={disabled} onChange={(e) => onDeckName(e.target.value)} />
      </div>
      {noteTypes.length > 0 && (
        <div className="field">
          <label htmlFor="csv-note-type">{t('imports.csv.noteType')}</label>
          <select id="csv-note-type" className="select" value={noteType?.id ?? ''} disabled={disabled} aria-describedby="csv-note-type-hint" onChange={(e) => onNoteType(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('imports.csv.basic')}</option>
            {noteTypes
              .filter((type) => type.builtin !== 'basic')
              .map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
          </select>
          <span id="csv-note-type-hint" className="field-hint">
            {t('imports.csv.noteTypeHint')}
          </span>
        </div>
      )}
      {noteType ? (
        <div className={styles.mapping}>
          {noteType.fields.map((field, index) => {
            const header = fields[field] ?? '';
            const id = `csv-field-${index}`;
            return (
              <div className="field" key={field}>
                <label htmlFor={id} translate="no">
                  {field}
                </label>
                <select id={id} className="select" value={header} disabled={disabled} onChange={(e) => onField(field, e.target.value)} aria-describedby={header && sampleOf(header).length ? `${id}-samples` : undefined}>
                  {options(t('imports.csv.leaveEmpty'))}
                </select>
                {sampleHint(header, `${id}-samples`)}
              </div>
            );
          })}
        </div>
      ) : (
      <div className={styles.mapping}>
        <div className="field">
          <label htmlFor="csv-term">{t('imports.csv.term')}</label>
          <select id="csv-term" className="select" value={term} disabled={disabled} onChange={(e) => onTerm(e.target.value)} aria-describedby={term && sampleOf(term).length ? 'csv-term-samples' : undefined}>
            {options()}
          </select>
          {sampleHint(term, 'csv-term-samples')}
        </div>
        <div className="field">
          <label htmlFor="csv-definition">{t('imports.csv.definition')}</label>
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
          <label htmlFor="csv-tags">{t('imports.csv.tags')}</label>
          <select id="csv-tags" className="select" value={tags} disabled={disabled} onChange={(e) => onTags(e.target.value)} aria-describedby="csv-tags-hint">
            {options(t('imports.csv.noTags'))}
          </select>
          <span id="csv-tags-hint" className="field-hint">
            {t('imports.csv.tagsHint')}
          </span>
        </div>
      )}
      {/* Off by default: '<b>' in an ordinary spreadsheet is text, not formatting (docs/rich-cards.md). */}
      <label className={styles.checkRow}>
        <input type="checkbox" checked={fieldsContainHtml} disabled={disabled} onChange={(e) => onFieldsContainHtml(e.target.checked)} />
        <span>
          <strong>{t('imports.csv.html')}</strong>
          <span className="faint">{t('imports.csv.htmlHint')}</span>
        </span>
      </label>
    </div>
  );
}
