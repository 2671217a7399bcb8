import type { Dispatch } from 'react';
import { CUSTOM_DELIMITER_MAX } from '../../../../shared/constants';
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as imports } from '../../locales/imports';
import { quizletFieldId, type QuizletField, type QuizletForm } from './importFlow';
import type { ImportEvent, ImportState } from './importMachine';
import styles from './ImportModal.module.css';

interface QuizletStepProps {
  state: ImportState;
  dispatch: Dispatch<ImportEvent>;
}

/** Quizlet pasted text: deck name, the text, and the two delimiters (docs/product.md: validation). */
export function QuizletStep({ state, dispatch }: QuizletStepProps) {
  const { errorField, formError } = state;
  return (
    <QuizletFields
      form={state.quizlet}
      disabled={state.busy}
      error={errorField && formError ? { field: errorField.field, message: formError } : null}
      onChange={(form) => dispatch({ type: 'quizletEdited', form })}
    />
  );
}

interface QuizletFieldsProps {
  form: QuizletForm;
  disabled: boolean;
  /** The form's problem, shown under its field, which is marked invalid and described by it. */
  error: { field: QuizletField; message: string } | null;
  onChange: (form: QuizletForm) => void;
}

function QuizletFields({ form, disabled, error, onChange }: QuizletFieldsProps) {
  const t = useT(imports);
  const tm = useMsg();
  const set = <K extends keyof QuizletForm>(key: K, value: QuizletForm[K]) => onChange({ ...form, [key]: value });
  /** aria-invalid and aria-describedby for a field, and its message to show under it. */
  const problem = (field: QuizletField) => {
    const errorId = `${quizletFieldId(field)}-error`;
    const invalid = error?.field === field;
    return {
      attrs: { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined },
      message: invalid ? (
        <span id={errorId} className={styles.fieldError} role="alert">
          {tm(error.message)}
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
        <label htmlFor="quizlet-deck-name">{t('imports.deckName')}</label>
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
        <label htmlFor="quizlet-text">{t('imports.quizlet.text')}</label>
        <textarea
          id="quizlet-text"
          className={`textarea ${styles.pasteArea}`}
          rows={8}
          value={form.quizletText}
          disabled={disabled}
          placeholder={t('imports.quizlet.placeholder')}
          onChange={(e) => set('quizletText', e.target.value)}
          {...text.attrs}
        />
        {text.message}
        <span className="field-hint">{t('imports.quizlet.hint')}</span>
      </div>
      <div className={styles.delimiters}>
        <fieldset className={styles.delimiterGroup} disabled={disabled}>
          <legend>{t('imports.quizlet.betweenTermDef')}</legend>
          {(
            [
              ['tab', t('imports.quizlet.tab')],
              ['comma', t('imports.quizlet.comma')],
              ['custom', t('imports.quizlet.custom')],
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
              aria-label={t('imports.quizlet.customTermDef')}
              {...customTermDef.attrs}
              className={`input ${styles.customInput}`}
              maxLength={CUSTOM_DELIMITER_MAX}
              value={form.customTermDefDelimiter}
              placeholder={t('imports.quizlet.customTermDefPlaceholder')}
              onChange={(e) => set('customTermDefDelimiter', e.target.value)}
            />
          )}
          {customTermDef.message}
        </fieldset>
        <fieldset className={styles.delimiterGroup} disabled={disabled}>
          <legend>{t('imports.quizlet.betweenCards')}</legend>
          {(
            [
              ['newline', t('imports.quizlet.newline')],
              ['semicolon', t('imports.quizlet.semicolon')],
              ['custom_double_newline', t('imports.quizlet.blankLine')],
              ['custom', t('imports.quizlet.custom')],
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
              aria-label={t('imports.quizlet.customCard')}
              {...customCard.attrs}
              className={`input ${styles.customInput}`}
              maxLength={CUSTOM_DELIMITER_MAX}
              value={form.customCardDelimiter}
              placeholder={t('imports.quizlet.customCardPlaceholder')}
              onChange={(e) => set('customCardDelimiter', e.target.value)}
            />
          )}
          {customCard.message}
        </fieldset>
      </div>
    </div>
  );
}
