import type { Dispatch } from 'react';
import { CUSTOM_DELIMITER_MAX } from '../../../../shared/constants';
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
