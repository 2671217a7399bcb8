import type { Dispatch } from 'react';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { useMsg } from '../../i18n/useMsg';
import { notKeptLines, type AnkiPreviewChoices } from './ankiChoices';
import { AnkiDeckNames } from './AnkiDeckNames';
import { AnkiNoteTypes } from './AnkiNoteTypes';
import type { ImportEvent } from './importMachine';
import styles from './AnkiPreview.module.css';

// The Anki part of the preview (issue 30): the deck names, what will not come across, and the
// note types with their example cards and choices.

interface AnkiPreviewProps {
  preview: ImportPreview;
  choices: AnkiPreviewChoices;
  dispatch: Dispatch<ImportEvent>;
}

export function AnkiPreview({ preview, choices, dispatch }: AnkiPreviewProps) {
  const t = useT(imports);
  const tm = useMsg();
  // The server's media lines are entries of shared/messages.ts: shown in the reader's language.
  const notKept = notKeptLines(preview, choices, t).map(tm);
  return (
    <>
      <AnkiDeckNames preview={preview} choices={choices} dispatch={dispatch} />
      {notKept.length > 0 && (
        <section aria-labelledby="anki-not-kept" className={styles.section}>
          <h3 id="anki-not-kept" className={styles.heading}>
            {t('imports.anki.notKept')}
          </h3>
          <ul className={styles.notKept}>
            {notKept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {preview.ankiNoteTypes && <AnkiNoteTypes noteTypes={preview.ankiNoteTypes} choices={choices.noteTypes} dispatch={dispatch} />}
    </>
  );
}
