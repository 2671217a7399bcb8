import type { Dispatch, FormEvent } from 'react';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { useMsg } from '../../i18n/useMsg';
import { AnkiStep } from './AnkiStep';
import { BackupStep } from './BackupStep';
import { CsvStep } from './CsvStep';
import { BusyIndicator } from './FilePicker';
import { IMPORT_KINDS } from './importFlow';
import type { ImportEvent, ImportState } from './importMachine';
import { QuizletStep } from './QuizletStep';
import styles from './ImportModal.module.css';

/** The footer's submit button sends this form (it sits outside it, in the modal's footer). */
export const IMPORT_FORM_ID = 'import-form';

interface SelectTypeStepProps {
  state: ImportState;
  dispatch: Dispatch<ImportEvent>;
  onSubmit: (event: FormEvent) => void;
  onChooseAnotherFile: () => void;
}

/** The first step: what is imported (the radio tiles), then that kind's own form. */
export function SelectTypeStep({ state, dispatch, onSubmit, onChooseAnotherFile }: SelectTypeStepProps) {
  const t = useT(imports);
  const tm = useMsg();
  const { kind, busy, formError, errorField } = state;
  const anki = kind === 'anki_single' || kind === 'anki_collection';
  return (
    <form id={IMPORT_FORM_ID} onSubmit={onSubmit} noValidate className={styles.form}>
      <fieldset className={styles.kinds} disabled={busy} aria-labelledby="import-kind-title">
        <h3 id="import-kind-title" className={styles.legend} tabIndex={-1} data-dialog-focus>
          {t('imports.kind.question')}
        </h3>
        {IMPORT_KINDS.map((option) => (
          <label key={option.kind} className={`${styles.kind} ${kind === option.kind ? styles.kindActive : ''}`}>
            <input
              type="radio"
              name="import-kind"
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => dispatch({ type: 'kindChosen', kind: option.kind })}
              className={styles.kindRadio}
            />
            <span className={styles.kindLabel}>{t(option.label)}</span>
            <span className={styles.kindHint}>{t(option.hint)}</span>
          </label>
        ))}
      </fieldset>

      {anki && <AnkiStep state={state} dispatch={dispatch} />}
      {kind === 'cardcade' && <BackupStep state={state} dispatch={dispatch} />}
      {kind === 'quizlet' && <QuizletStep state={state} dispatch={dispatch} />}
      {kind === 'csv' && <CsvStep state={state} dispatch={dispatch} onChooseAnother={onChooseAnotherFile} />}

      {busy && <BusyIndicator progress={state.progress} label={kind === 'quizlet' || state.analysis ? t('imports.busy.preview') : t('imports.busy.reading')} />}
      {formError && !errorField && (
        <div className="alert alert-error" role="alert" ref={(alert) => alert?.scrollIntoView?.({ block: 'nearest' })}>
          {tm(formError)}
        </div>
      )}
    </form>
  );
}
