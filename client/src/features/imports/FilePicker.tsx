import { useId, useState, type Dispatch, type DragEvent } from 'react';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { formatBytes } from './importFlow';
import type { FileSlot, ImportEvent, ImportState } from './importMachine';
import styles from './ImportModal.module.css';

interface FilePickerProps {
  label: string;
  accept: string;
  hint: string;
  /** Which of the import's files this picker chooses: it shows `state[slot]` and is disabled while busy. */
  slot: FileSlot;
  state: ImportState;
  dispatch: Dispatch<ImportEvent>;
}

/** A native file input (keyboard and screen-reader friendly) dressed as a drop zone. */
export function FilePicker({ label, accept, hint, slot, state, dispatch }: FilePickerProps) {
  const t = useT(imports);
  const id = useId();
  const file = state[slot];
  const disabled = state.busy;
  const onChange = (chosen: File | null) => dispatch({ type: 'fileChosen', slot, file: chosen });
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onChange(event.dataTransfer.files[0] ?? null);
  }

  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <label
        htmlFor={id}
        className={`${styles.drop} ${dragging ? styles.dropActive : ''} ${file ? styles.dropFilled : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          accept={accept}
          className={styles.fileInput}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <svg className={styles.dropIcon} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {file ? (
          <span className={styles.dropText}>
            <strong className={styles.fileName} translate="no">
              {file.name}
            </strong>
            <span className="faint">{t('imports.file.chooseAnother', { size: formatBytes(file.size) })}</span>
          </span>
        ) : (
          <span className={styles.dropText}>
            <strong>{t('imports.file.choose')}</strong>
            <span className="faint">{t('imports.file.drag')}</span>
          </span>
        )}
      </label>
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
    </div>
  );
}

/** Upload progress, then an indeterminate "reading" state once the bytes are up. */
export function BusyIndicator({ progress, label }: { progress: number | null; label: string }) {
  const t = useT(imports);
  const uploading = progress !== null && progress < 1;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className={styles.busy} role="status" aria-live="polite">
      {uploading ? (
        <>
          <div className={styles.busyRow}>
            <span>{t('imports.busy.uploading')}</span>
            <span className={styles.percent}>{percent}%</span>
          </div>
          <div className={styles.progress} role="progressbar" aria-label={t('imports.busy.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className={styles.progressFill} style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : (
        <div className={styles.busyRow}>
          <span className="spinner" aria-hidden="true" />
          <span>{label}</span>
        </div>
      )}
    </div>
  );
}
