import { useEffect, useLayoutEffect, useReducer, useRef, type FormEvent } from 'react';
import { IMPORT_SUCCESS_CLOSE_MS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import type { ImportConfirmResult, ImportPreview, ImportRef } from '../../../../shared/schemas/imports';
import { errorMessage } from '../../lib/trpc';
import { quizletFieldId } from './importFlow';
import { cacheRef, cacheToDropOnClose, confirmation, importReducer, initialImportState, submission, viewOf, type ImportEvent } from './importMachine';
import type { ImportApi } from './mutations';
import { columnSamples } from './reimport';
import { UploadError } from './upload';

// The Import modal's effects around the pure reducer (importMachine.ts): the requests, the
// server-cache cleanup, the focus moves and the success timer. Each outcome is dispatched back as
// an event; the step components only render the state and dispatch the user's edits.

/** Server message, else the error's text, else the product spec (docs/product.md) fallback (docs/product.md: errors). */
function failure(error: unknown, fallback: string): string {
  if (error instanceof UploadError) return error.message || fallback;
  return errorMessage(error, fallback);
}

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

export interface ImportDialogActions {
  dispatch: (event: ImportEvent) => void;
  submit: (event: FormEvent) => Promise<void>;
  /** `updateDeckId`: the re-import updates that existing deck (cards matched by term). */
  confirm: (updateDeckId?: number) => Promise<void>;
  backFromPreview: () => void;
  chooseAnotherFile: () => void;
  close: () => void;
  /** 'Open deck' on the success step: the dialog ends as after Close. */
  finishSuccessfully: (done: ImportConfirmResult) => void;
}

interface Options {
  api: ImportApi;
  onClose: () => void;
  onImported?: (result: ImportConfirmResult) => void;
}

export function useImportDialog({ api, onClose, onImported }: Options) {
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const closed = useRef(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  // Each new step replaces the buttons that had focus; move focus to the new step's heading
  // (data-dialog-focus, tabIndex -1) so keyboard and screen-reader users land on what changed and
  // Tab continues inside the dialog (issue #29). The modal focuses the first step itself.
  const view = viewOf(state);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const headings = stepRef.current?.querySelectorAll<HTMLElement>('[data-dialog-focus]');
    (headings?.[headings.length - 1] ?? stepRef.current)?.focus();
  }, [view]);

  // A field with a problem is scrolled into view and focused, once per attempt.
  const { errorField } = state;
  useLayoutEffect(() => {
    if (!errorField) return;
    const input = document.getElementById(quizletFieldId(errorField.field));
    input?.scrollIntoView?.({ block: 'center' });
    input?.focus();
  }, [errorField]);

  // docs/product.md: states refreshes the list and closes the modal 2.5 s after a successful confirm. The list
  // still refreshes then, but the success step stays until the user closes it or opens a deck
  // (issue #29: a step that vanishes after 2 s could not be read, nor its links reached).
  const { step, result } = state;
  useEffect(() => {
    if (step !== 'result' || !result?.success) return;
    const timer = setTimeout(() => void api.refreshDecks(), IMPORT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
    // api is stable for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, result]);

  /** Best effort (docs/product.md: states): a failure is only logged. */
  function dropServerCache(ref: ImportRef | null) {
    if (!ref) return;
    api.deleteCache(ref).catch((error: unknown) => console.warn('Could not delete the import cache', error));
  }

  function finishSuccessfully(done: ImportConfirmResult) {
    if (closed.current) return;
    closed.current = true;
    void api.refreshDecks();
    onImported?.(done);
    onClose();
  }

  function close() {
    if (state.result?.success) return finishSuccessfully(state.result);
    dropServerCache(cacheToDropOnClose(state));
    onClose();
  }

  /** One request of the first step: busy and progress while it runs, its message if it fails. */
  async function run<T>(request: (onProgress: (fraction: number) => void) => Promise<T>, fallback: string): Promise<T | null> {
    dispatch({ type: 'requestStarted' });
    try {
      return await request((fraction) => dispatch({ type: 'uploadProgress', fraction }));
    } catch (error) {
      dispatch({ type: 'requestFailed', message: failure(error, fallback) });
      return null;
    }
  }

  function showPreview(preview: ImportPreview | null) {
    if (preview) dispatch({ type: 'previewReady', preview });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = submission(state);
    switch (next.type) {
      case 'none':
        return;
      case 'invalid':
        return dispatch({ type: 'invalid', message: next.message, field: next.field });
      case 'ankiPreview':
        return showPreview(await run((onProgress) => api.ankiPreview(next.file, next.mode, onProgress, { keepReviewHistory: next.keepReviewHistory }), next.fallback));
      case 'cardcadePreview':
        return showPreview(await run((onProgress) => api.cardcadePreview(next.file, onProgress), next.fallback));
      case 'quizletPreview':
        return showPreview(await run(() => api.quizletPreview(next.input), next.fallback));
      case 'csvPreview':
        return showPreview(await run(() => api.csvPreview(next.input), next.fallback));
      case 'csvAnalyze': {
        const analysis = await run((onProgress) => api.csvAnalyze(next.file, onProgress), next.fallback);
        if (!analysis) return;
        dispatch({ type: 'analyzed', analysis, fileName: next.file.name });
        // The note type picker's choices (docs/imports.md); without them the mapping is Basic's.
        void api.noteTypes?.().then((noteTypes) => dispatch({ type: 'noteTypesLoaded', noteTypes }), () => undefined);
        void readCsvSamples(next.file).then((samples) => dispatch({ type: 'samplesRead', samples }));
        return;
      }
    }
  }

  async function confirm(updateDeckId?: number) {
    const planned = confirmation(state, updateDeckId);
    if ('refused' in planned) return dispatch({ type: 'confirmRefused', message: planned.refused });
    dispatch({ type: 'confirmStarted' });
    try {
      dispatch({ type: 'confirmed', result: await api.confirm(planned.input) });
    } catch (error) {
      dispatch({ type: 'confirmFailed', message: failure(error, MSG.confirmFailed) });
    }
  }

  function backFromPreview() {
    dropServerCache(cacheRef(state));
    dispatch({ type: 'previewLeft' });
  }

  function chooseAnotherFile() {
    if (state.analysis) dropServerCache(cacheRef(state, state.analysis.temporaryImportId));
    dispatch({ type: 'analysisDropped' });
  }

  const actions: ImportDialogActions = { dispatch, submit, confirm, backFromPreview, chooseAnotherFile, close, finishSuccessfully };
  return { state, stepRef, actions };
}
