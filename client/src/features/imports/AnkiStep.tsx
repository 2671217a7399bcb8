import type { Dispatch } from 'react';
import { FilePicker } from './FilePicker';
import type { ImportEvent, ImportState } from './importMachine';
import styles from './ImportModal.module.css';

interface AnkiStepProps {
  state: ImportState;
  dispatch: Dispatch<ImportEvent>;
}

/** Anki .apkg (one deck) or .colpkg (a collection): the file, and whether to keep its review history. */
export function AnkiStep({ state, dispatch }: AnkiStepProps) {
  return (
    <>
      <FilePicker
        label={state.kind === 'anki_single' ? 'Anki deck file' : 'Anki collection file'}
        accept=".apkg,.colpkg"
        hint="A .apkg or .colpkg file exported from Anki. Images and sounds come along; review history too, if you keep it."
        slot="ankiFile"
        state={state}
        dispatch={dispatch}
      />
      <label className={styles.checkRow}>
        <input type="checkbox" checked={state.keepHistory} disabled={state.busy} onChange={(event) => dispatch({ type: 'keepHistorySet', keep: event.target.checked })} />
        <span>
          <strong>Keep my Anki review history</strong>
          <span className="faint">Cards you studied in Anki keep their schedule, and your past reviews show in the deck’s stats.</span>
        </span>
      </label>
    </>
  );
}
