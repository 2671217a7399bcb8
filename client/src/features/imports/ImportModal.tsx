import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CUSTOM_DELIMITER_MAX, IMPORT_SUCCESS_CLOSE_MS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import type { CsvAnalysis, ImportConfirmResult, ImportPreview } from '../../../../shared/schemas/imports';
import { Link } from 'wouter';
import { Modal } from '../../components/ui/Modal';
import { errorMessage, trpc } from '../../lib/trpc';
import { BusyIndicator, FilePicker } from './FilePicker';
import {
  ankiModeOf,
  canConfirm,
  EMPTY_QUIZLET_FORM,
  IMPORT_KINDS,
  importTypeFor,
  quizletPayload,
  quizletProblem,
  validateAnkiFile,
  validateBackupFile,
  validateCsvMapping,
  validateTabularFile,
  type ImportKind,
  type ImportStep,
  type QuizletField,
  type QuizletForm,
} from './importFlow';
import { useImportApi, type ImportApi } from './mutations';
import { PreviewStep } from './PreviewStep';
import { columnSamples, duplicateDecks, type ExistingDeck } from './reimport';
import { UploadError } from './upload';
import styles from './ImportModal.module.css';

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** Called once the new decks are in and the list has been refreshed. */
  onImported?: (result: ImportConfirmResult) => void;
}

/** The multi-step Import modal (SPEC §4). Mounted fresh on every opening, so it starts at selectType. */
export function ImportModal({ open, onClose, onImported }: ImportModalProps) {
  const api = useImportApi();
  // The user's decks, to warn before importing the same deck twice (reimport.ts).
  const decks = trpc.decks.list.useQuery(undefined, { enabled: open });
  if (!open) return null;
  return <ImportDialog api={api} onClose={onClose} onImported={onImported} existingDecks={decks.data} />;
}

/** Server message, else the error's text, else the SPEC fallback (SPEC §8). */
function failure(error: unknown, fallback: string): string {
  if (error instanceof UploadError) return error.message || fallback;
  return errorMessage(error, fallback);
}

const FORM_ID = 'import-form';

/** The first rows of a CSV file, read in the browser, for sample values (XLSX: none). */
async function readCsvSamples(file: File): Promise<string[][] | null> {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return null;
  try {
    const [{ default: Papa }, text] = await Promise.all([import('papaparse'), file.slice(0, 64 * 1024).text()]);
    const parsed = Papa.parse<string[]>(text, { preview: 12, skipEmptyLines: true });
    return columnSamples(parsed.data);
  } catch {
    return null; // samples are a help, never a reason to fail
  }
}

interface ImportDialogProps {
  api: ImportApi;
  onClose: () => void;
  onImported?: ImportModalProps['onImported'];
  existingDecks?: readonly ExistingDeck[];
}

export function ImportDialog({ api, onClose, onImported, existingDecks = [] }: ImportDialogProps) {
  const [step, setStep] = useState<ImportStep>('selectType');
  const [kind, setKind] = useState<ImportKind | null>(null);
  const [ankiFile, setAnkiFile] = useState<File | null>(null);
  // DESIGN §12: on by default; sent with the upload as the multipart field keepReviewHistory.
  const [keepHistory, setKeepHistory] = useState(true);
  const [quizlet, setQuizlet] = useState<QuizletForm>(EMPTY_QUIZLET_FORM);
  const [csvFile, setCsvFile] = useState<File | null>(null);
  const [backupFile, setBackupFile] = useState<File | null>(null);
  const [analysis, setAnalysis] = useState<CsvAnalysis | null>(null);
  const [samples, setSamples] = useState<string[][] | null>(null);
  const [csvDeckName, setCsvDeckName] = useState('');
  const [termColumn, setTermColumn] = useState('');
  const [definitionColumn, setDefinitionColumn] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The field the form error belongs to (Quizlet): marked, described by the message, focused.
  const [errorField, setErrorField] = useState<{ field: QuizletField; attempt: number } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportConfirmResult | null>(null);
  const closed = useRef(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  // Each new step replaces the buttons that had focus; move focus to the new step's heading
  // (data-dialog-focus, tabIndex -1) so keyboard and screen-reader users land on what changed and
  // Tab continues inside the dialog (issue #29). The modal focuses the first step itself.
  const view = step === 'selectType' && analysis ? 'mapping' : step;
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const headings = stepRef.current?.querySelectorAll<HTMLElement>('[data-dialog-focus]');
    (headings?.[headings.length - 1] ?? stepRef.current)?.focus();
  }, [view]);

  // A field with a problem is scrolled into view and focused, once per attempt.
  useLayoutEffect(() => {
    if (!errorField) return;
    const input = document.getElementById(quizletFieldId(errorField.field));
    input?.scrollIntoView?.({ block: 'center' });
    input?.focus();
  }, [errorField]);

  const importType = importTypeFor(kind, preview);

  /** Best effort (SPEC §4): a failure is only logged. */
  function dropServerCache(id: string | undefined = preview?.temporaryImportId ?? analysis?.temporaryImportId) {
    const type = importTypeFor(kind, preview);
    if (!id || !type) return;
    api.deleteCache({ type, temporaryImportId: id }).catch((error: unknown) => console.warn('Could not delete the import cache', error));
  }

  function finishSuccessfully(done: ImportConfirmResult) {
    if (closed.current) return;
    closed.current = true;
    void api.refreshDecks();
    onImported?.(done);
    onClose();
  }

  // SPEC §4 refreshes the list and closes the modal 2.5 s after a successful confirm. The list
  // still refreshes then, but the success step stays until the user closes it or opens a deck
  // (issue #29: a step that vanishes after 2 s could not be read, nor its links reached).
  useEffect(() => {
    if (step !== 'result' || !result?.success) return;
    const timer = setTimeout(() => void api.refreshDecks(), IMPORT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
    // api is stable for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, result]);

  function close() {
    if (result?.success) return finishSuccessfully(result);
    if (step === 'preview' || step === 'result') dropServerCache();
    else if (analysis) dropServerCache(analysis.temporaryImportId);
    onClose();
  }

  function chooseKind(next: ImportKind) {
    if (busy) return;
    setKind(next);
    setFormError(null);
    setErrorField(null);
  }

  async function run<T>(request: (onProgress: (fraction: number) => void) => Promise<T>, fallback: string): Promise<T | null> {
    setFormError(null);
    setErrorField(null);
    setBusy(true);
    setProgress(null);
    try {
      return await request((fraction) => setProgress(fraction));
    } catch (error) {
      setFormError(failure(error, fallback));
      return null;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  function showPreview(next: ImportPreview | null) {
    if (!next) return;
    setPreview(next);
    setPreviewError(null);
    setStep('preview');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !kind) return;
    if (kind === 'anki_single' || kind === 'anki_collection') {
      const invalid = validateAnkiFile(ankiFile);
      if (invalid || !ankiFile) return setFormError(invalid);
      showPreview(await run((onProgress) => api.ankiPreview(ankiFile, ankiModeOf(kind), onProgress, { keepReviewHistory: keepHistory }), MSG.ankiPreviewFailed));
    } else if (kind === 'cardcade') {
      const invalid = validateBackupFile(backupFile);
      if (invalid || !backupFile) return setFormError(invalid);
      showPreview(await run((onProgress) => api.cardcadePreview(backupFile, onProgress), 'The backup could not be read. Please try again.'));
    } else if (kind === 'quizlet') {
      const problem = quizletProblem(quizlet);
      if (problem) {
        setFormError(problem.message);
        setErrorField((current) => ({ field: problem.field, attempt: (current?.attempt ?? 0) + 1 }));
        return;
      }
      showPreview(await run(() => api.quizletPreview(quizletPayload(quizlet)), MSG.quizletPreviewFailed));
    } else if (!analysis) {
      const invalid = validateTabularFile(csvFile);
      if (invalid || !csvFile) return setFormError(invalid);
      const analyzed = await run((onProgress) => api.csvAnalyze(csvFile, onProgress), MSG.analyzeFailed);
      if (!analyzed) return;
      setAnalysis(analyzed);
      void readCsvSamples(csvFile).then(setSamples);
      setCsvDeckName((current) => current || csvFile.name.replace(/\.(csv|xlsx)$/i, ''));
      // A sensible first guess the user can change: the first two columns.
      setTermColumn(analyzed.headers[0] ?? '');
      setDefinitionColumn(analyzed.headers[1] ?? '');
    } else {
      const invalid = validateCsvMapping(csvDeckName, termColumn, definitionColumn);
      if (invalid) return setFormError(invalid);
      const input = {
        temporaryImportId: analysis.temporaryImportId,
        deckName: csvDeckName.trim(),
        columnMapping: { term: termColumn, definition: definitionColumn },
      };
      showPreview(await run(() => api.csvPreview(input), MSG.previewFailed));
    }
  }

  function backFromPreview() {
    dropServerCache();
    setPreview(null);
    setPreviewError(null);
    // The CSV cache is gone with the preview, so the file is analyzed again next time.
    setAnalysis(null);
    setStep('selectType');
  }

  /** `updateDeckId`: the re-import updates that existing deck (cards matched by term). */
  async function confirm(updateDeckId?: number) {
    if (!preview) return setPreviewError(MSG.confirmNoPreview);
    if (!importType) return setPreviewError(MSG.unknownImportType);
    setPreviewError(null);
    setStep('confirming');
    try {
      const ref = { type: importType, temporaryImportId: preview.temporaryImportId };
      const done = await api.confirm(updateDeckId === undefined ? ref : { ...ref, updateDeckId });
      setResult(done);
      setStep('result');
    } catch (error) {
      setPreviewError(failure(error, MSG.confirmFailed));
      setStep('preview');
    }
  }

  // A restore keeps each deck's own source, so the same-source rule does not apply to it.
  const duplicates = preview && importType !== 'cardcade' ? duplicateDecks(preview, existingDecks, importType) : [];
  // One deck in the file and one deck it repeats: it can update that deck in place.
  const updatable = preview && duplicates.length === 1 && (preview.decksToCreate?.length ?? 1) <= 1 ? duplicates[0] : null;
  const wide = step !== 'selectType';
  const footer = (() => {
    if (step === 'selectType') {
      const label = kind === 'csv' && !analysis ? 'Analyze File' : 'Preview Import';
      return (
        <>
          <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn btn-primary" disabled={busy || !kind}>
            {busy ? 'Processing...' : label}
          </button>
        </>
      );
    }
    if (step === 'preview' || step === 'confirming') {
      return (
        <>
          <button type="button" className="btn btn-secondary" onClick={backFromPreview} disabled={step === 'confirming'}>
            Back / Cancel
          </button>
          <button
            type="button"
            className={updatable ? 'btn btn-secondary' : 'btn btn-primary'}
            onClick={() => confirm()}
            disabled={step === 'confirming' || !preview || !canConfirm(preview)}
          >
            {step === 'confirming' && !updatable ? 'Processing...' : duplicates.length > 0 ? 'Import as a New Copy' : 'Confirm Import'}
          </button>
          {updatable && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => confirm(updatable.id)}
              disabled={step === 'confirming' || !preview || !canConfirm(preview)}
            >
              {step === 'confirming' ? 'Processing...' : 'Update the Existing Deck'}
            </button>
          )}
        </>
      );
    }
    if (result && !result.success) {
      return (
        <>
          <button type="button" className="btn btn-secondary" onClick={() => setStep('preview')}>
            Back to Preview
          </button>
          <button type="button" className="btn btn-primary" onClick={close}>
            Close
          </button>
        </>
      );
    }
    return (
      <button type="button" className="btn btn-primary" onClick={close}>
        Close
      </button>
    );
  })();

  return (
    <Modal open title="Import Deck" onClose={close} footer={footer} size={wide ? 'wide' : 'normal'} busy={busy || step === 'confirming'}>
      <div ref={stepRef} tabIndex={-1} className={styles.step}>
        {step === 'selectType' && (
          <form id={FORM_ID} onSubmit={submit} noValidate className={styles.form}>
            <fieldset className={styles.kinds} disabled={busy} aria-labelledby="import-kind-title">
              <h3 id="import-kind-title" className={styles.legend} tabIndex={-1} data-dialog-focus>
                What are you importing?
              </h3>
              {IMPORT_KINDS.map((option) => (
                <label key={option.kind} className={`${styles.kind} ${kind === option.kind ? styles.kindActive : ''}`}>
                  <input
                    type="radio"
                    name="import-kind"
                    value={option.kind}
                    checked={kind === option.kind}
                    onChange={() => chooseKind(option.kind)}
                    className={styles.kindRadio}
                  />
                  <span className={styles.kindLabel}>{option.label}</span>
                  <span className={styles.kindHint}>{option.hint}</span>
                </label>
              ))}
            </fieldset>

            {(kind === 'anki_single' || kind === 'anki_collection') && (
              <FilePicker
                label={kind === 'anki_single' ? 'Anki deck file' : 'Anki collection file'}
                accept=".apkg,.colpkg"
                hint="A .apkg or .colpkg file exported from Anki. Images and sounds come along; review history too, if you keep it."
                file={ankiFile}
                disabled={busy}
                onChange={(file) => {
                  setAnkiFile(file);
                  setFormError(null);
                }}
              />
            )}
            {(kind === 'anki_single' || kind === 'anki_collection') && (
              <label className={styles.checkRow}>
                <input type="checkbox" checked={keepHistory} disabled={busy} onChange={(event) => setKeepHistory(event.target.checked)} />
                <span>
                  <strong>Keep my Anki review history</strong>
                  <span className="faint">Cards you studied in Anki keep their schedule, and your past reviews show in the deck’s stats.</span>
                </span>
              </label>
            )}

            {kind === 'cardcade' && (
              <FilePicker
                label="Cardcade backup file"
                accept=".zip"
                hint="The cardcade-export-….zip from Profile → Download my data, on this or another Cardcade server. Decks are added beside the ones you have."
                file={backupFile}
                disabled={busy}
                onChange={(file) => {
                  setBackupFile(file);
                  setFormError(null);
                }}
              />
            )}

            {kind === 'quizlet' && (
              <QuizletFields
                form={quizlet}
                disabled={busy}
                error={errorField && formError ? { field: errorField.field, message: formError } : null}
                onChange={setQuizlet}
              />
            )}

            {kind === 'csv' && !analysis && (
              <FilePicker
                label="CSV or Excel file"
                accept=".csv,.xlsx"
                hint="The first row must hold the column names. For Excel, the first worksheet is read."
                file={csvFile}
                disabled={busy}
                onChange={(file) => {
                  setCsvFile(file);
                  setFormError(null);
                }}
              />
            )}

            {kind === 'csv' && analysis && (
              <CsvMappingFields
                analysis={analysis}
                samples={samples}
                deckName={csvDeckName}
                term={termColumn}
                definition={definitionColumn}
                disabled={busy}
                onDeckName={setCsvDeckName}
                onTerm={setTermColumn}
                onDefinition={setDefinitionColumn}
                onChooseAnother={() => {
                  dropServerCache(analysis.temporaryImportId);
                  setAnalysis(null);
                  setSamples(null);
                  setCsvFile(null);
                }}
              />
            )}

            {busy && (
              <BusyIndicator progress={progress} label={kind === 'quizlet' || analysis ? 'Building the preview…' : 'Reading your file…'} />
            )}
            {formError && !errorField && (
              <div className="alert alert-error" role="alert" ref={(alert) => alert?.scrollIntoView?.({ block: 'nearest' })}>
                {formError}
              </div>
            )}
          </form>
        )}

        {(step === 'preview' || step === 'confirming') && preview && (
          <>
            <PreviewStep preview={preview} error={previewError} duplicates={duplicates} canUpdate={updatable !== null} onOpenDeck={close} />
            {step === 'confirming' && <BusyIndicator progress={null} label="Creating your decks…" />}
          </>
        )}

        {step === 'result' && result && <ResultStep result={result} onOpen={() => finishSuccessfully(result)} />}
      </div>
    </Modal>
  );
}

const quizletFieldId = (field: QuizletField) =>
  ({ deckName: 'quizlet-deck-name', quizletText: 'quizlet-text', customTermDefDelimiter: 'quizlet-custom-term-def', customCardDelimiter: 'quizlet-custom-card' })[field];

interface QuizletFieldsProps {
  form: QuizletForm;
  disabled: boolean;
  /** The form's problem, shown under its field, which is marked invalid and described by it. */
  error: { field: QuizletField; message: string } | null;
  onChange: (form: QuizletForm) => void;
}

function QuizletFields({ form, disabled, error, onChange }: QuizletFieldsProps) {
  const set = <K extends keyof QuizletForm>(key: K, value: QuizletForm[K]) => onChange({ ...form, [key]: value });
  /** aria-invalid and aria-describedby for a field, and its message to show under it. */
  const problem = (field: QuizletField) => {
    const errorId = `${quizletFieldId(field)}-error`;
    const invalid = error?.field === field;
    return {
      attrs: { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined },
      message: invalid ? (
        <span id={errorId} className={styles.fieldError} role="alert">
          {error.message}
        </span>
      ) : null,
    };
  };
  const deckName = problem('deckName');
  const text = problem('quizletText');
  const customTermDef = problem('customTermDefDelimiter');
  const customCard = problem('customCardDelimiter');
  return (
    <div className={styles.quizlet}>
      <div className="field">
        <label htmlFor="quizlet-deck-name">Deck name</label>
        <input
          id="quizlet-deck-name"
          className="input"
          value={form.deckName}
          maxLength={255}
          disabled={disabled}
          onChange={(e) => set('deckName', e.target.value)}
          {...deckName.attrs}
        />
        {deckName.message}
      </div>
      <div className="field">
        <label htmlFor="quizlet-text">Pasted Quizlet text</label>
        <textarea
          id="quizlet-text"
          className={`textarea ${styles.pasteArea}`}
          rows={8}
          value={form.quizletText}
          disabled={disabled}
          placeholder={'term 1\tdefinition 1\nterm 2\tdefinition 2'}
          onChange={(e) => set('quizletText', e.target.value)}
          {...text.attrs}
        />
        {text.message}
        <span className="field-hint">In Quizlet: your set → ⋯ → Export, then copy the text.</span>
      </div>
      <div className={styles.delimiters}>
        <fieldset className={styles.delimiterGroup} disabled={disabled}>
          <legend>Between term &amp; definition</legend>
          {(
            [
              ['tab', 'Tab'],
              ['comma', 'Comma'],
              ['custom', 'Custom'],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className={styles.choice}>
              <input type="radio" name="term-def" checked={form.termDefDelimiterKey === key} onChange={() => set('termDefDelimiterKey', key)} />
              {label}
            </label>
          ))}
          {form.termDefDelimiterKey === 'custom' && (
            <input
              id="quizlet-custom-term-def"
              aria-label="Custom term/definition delimiter"
              {...customTermDef.attrs}
              className={`input ${styles.customInput}`}
              maxLength={CUSTOM_DELIMITER_MAX}
              value={form.customTermDefDelimiter}
              placeholder="e.g. ::"
              onChange={(e) => set('customTermDefDelimiter', e.target.value)}
            />
          )}
          {customTermDef.message}
        </fieldset>
        <fieldset className={styles.delimiterGroup} disabled={disabled}>
          <legend>Between cards</legend>
          {(
            [
              ['newline', 'New line'],
              ['semicolon', 'Semicolon'],
              ['custom_double_newline', 'Blank line'],
              ['custom', 'Custom'],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className={styles.choice}>
              <input type="radio" name="card-delim" checked={form.cardDelimiterKey === key} onChange={() => set('cardDelimiterKey', key)} />
              {label}
            </label>
          ))}
          {form.cardDelimiterKey === 'custom' && (
            <input
              id="quizlet-custom-card"
              aria-label="Custom card delimiter"
              {...customCard.attrs}
              className={`input ${styles.customInput}`}
              maxLength={CUSTOM_DELIMITER_MAX}
              value={form.customCardDelimiter}
              placeholder="e.g. ##"
              onChange={(e) => set('customCardDelimiter', e.target.value)}
            />
          )}
          {customCard.message}
        </fieldset>
      </div>
    </div>
  );
}

interface CsvMappingProps {
  analysis: CsvAnalysis;
  samples: string[][] | null;
  deckName: string;
  term: string;
  definition: string;
  disabled: boolean;
  onDeckName: (value: string) => void;
  onTerm: (value: string) => void;
  onDefinition: (value: string) => void;
  onChooseAnother: () => void;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function CsvMappingFields({ analysis, samples, deckName, term, definition, disabled, onDeckName, onTerm, onDefinition, onChooseAnother }: CsvMappingProps) {
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
    </div>
  );
}

function ResultStep({ result, onOpen }: { result: ImportConfirmResult; onOpen: () => void }) {
  if (!result.success) {
    return (
      <div className="alert alert-error" role="alert" tabIndex={-1} data-dialog-focus>
        {result.message || MSG.importUnknownFailure}
      </div>
    );
  }
  return (
    <div className={styles.result} role="status">
      <div className={styles.resultIcon} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h3 className={styles.resultTitle} tabIndex={-1} data-dialog-focus>
        {result.message}
      </h3>
      <ul className={styles.deckList} aria-label="Created decks">
        {result.createdDecks.map((deck) => (
          <li key={deck.id} className={styles.deckItem}>
            <span className={styles.deckName}>{deck.name}</span>
            <span className={styles.deckCount}>{deck.cardCount.toLocaleString('en-US')} cards</span>
            <Link href={`/decks/${deck.id}`} className="btn btn-secondary btn-sm" onClick={onOpen}>
              Open deck<span className="visually-hidden">: {deck.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
