import type { Dispatch } from 'react';
import { FilePicker } from './FilePicker';
import type { ImportEvent, ImportState } from './importMachine';

interface BackupStepProps {
  state: ImportState;
  dispatch: Dispatch<ImportEvent>;
}

/** A Cardcade backup (docs/account.md): the zip from 'Download my data', restored beside the user's decks. */
export function BackupStep({ state, dispatch }: BackupStepProps) {
  return (
    <FilePicker
      label="Cardcade backup file"
      accept=".zip"
      hint="The cardcade-export-….zip from Profile → Download my data, on this or another Cardcade server. Decks are added beside the ones you have."
      slot="backupFile"
      state={state}
      dispatch={dispatch}
    />
  );
}
