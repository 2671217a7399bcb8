import type { Dispatch } from 'react';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { FilePicker } from './FilePicker';
import type { ImportEvent, ImportState } from './importMachine';
import styles from './ImportModal.module.css';

interface AnkiStepProps {
  state: ImportState;
  dispatch: Dispatch<ImportEvent>;
}

/** Anki .apkg (one deck) or .colpkg (a collection): the file, and whether to keep its review history. */
export function AnkiStep({ state, dispatch }: AnkiStepProps) {
  const t = useT(imports);
  return (
    <>
      <FilePicker
        label={state.kind === 'anki_single' ? t('imports.anki.deckFile') : t('imports.anki.collectionFile')}
        accept=".apkg,.colpkg"
        hint={t('imports.anki.hint')}
        slot="ankiFile"
        state={state}
        dispatch={dispatch}
      />
      <label className={styles.checkRow}>
        <input type="checkbox" checked={state.keepHistory} disabled={state.busy} onChange={(event) => dispatch({ type: 'keepHistorySet', keep: event.target.checked })} />
        <span>
          <strong>{t('imports.anki.keepHistory')}</strong>
          <span className="faint">{t('imports.anki.keepHistoryHint')}</span>
        </span>
      </label>
    </>
  );
}
