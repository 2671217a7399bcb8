import type { Dispatch } from 'react';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { FilePicker } from './FilePicker';
import type { ImportEvent, ImportState } from './importMachine';

interface BackupStepProps {
  state: ImportState;
  dispatch: Dispatch<ImportEvent>;
}

/** A Cardcade backup (docs/account.md): the zip from 'Download my data', restored beside the user's decks. */
export function BackupStep({ state, dispatch }: BackupStepProps) {
  const t = useT(imports);
  return (
    <FilePicker
      label={t('imports.backup.label')}
      accept=".zip"
      hint={t('imports.backup.hint')}
      slot="backupFile"
      state={state}
      dispatch={dispatch}
    />
  );
}
