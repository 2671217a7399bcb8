import type { ImportConfirmResult } from '../../../../shared/schemas/imports';
import { Modal } from '../../components/ui/Modal';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { trpc } from '../../lib/trpc';
import { BusyIndicator } from './FilePicker';
import { ImportFooter } from './ImportFooter';
import { reimportOptions } from './importMachine';
import { useImportApi, type ImportApi } from './mutations';
import { PreviewStep } from './PreviewStep';
import type { ExistingDeck } from './reimport';
import { ResultStep } from './ResultStep';
import { SelectTypeStep } from './SelectTypeStep';
import { useImportDialog } from './useImportDialog';
import styles from './ImportModal.module.css';

// The modal's flow is the reducer of importMachine.ts; its effects are in useImportDialog.ts;
// each step (and each import kind's form) is a component of its own. docs/imports.md, "Client:
// the import modal".

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** Called once the new decks are in and the list has been refreshed. */
  onImported?: (result: ImportConfirmResult) => void;
}

/** The multi-step Import modal (docs/product.md: states). Mounted fresh on every opening, so it starts at selectType. */
export function ImportModal({ open, onClose, onImported }: ImportModalProps) {
  const api = useImportApi();
  // The user's decks, to warn before importing the same deck twice (reimport.ts).
  const decks = trpc.decks.list.useQuery(undefined, { enabled: open });
  if (!open) return null;
  return <ImportDialog api={api} onClose={onClose} onImported={onImported} existingDecks={decks.data} />;
}

interface ImportDialogProps {
  api: ImportApi;
  onClose: () => void;
  onImported?: ImportModalProps['onImported'];
  existingDecks?: readonly ExistingDeck[];
}

/** The dialog itself, with the calls passed in (tests give it a fake ImportApi). */
export function ImportDialog({ api, onClose, onImported, existingDecks = [] }: ImportDialogProps) {
  const t = useT(imports);
  const { state, stepRef, actions } = useImportDialog({ api, onClose, onImported });
  const { step, busy, preview, result } = state;
  const { duplicates, updatable } = reimportOptions(state, existingDecks);
  const footer = <ImportFooter state={state} actions={actions} duplicates={duplicates} updatable={updatable} />;

  return (
    <Modal open title={t('imports.title')} onClose={actions.close} footer={footer} size={step !== 'selectType' ? 'wide' : 'normal'} busy={busy || step === 'confirming'}>
      <div ref={stepRef} tabIndex={-1} className={styles.step}>
        {step === 'selectType' && <SelectTypeStep state={state} dispatch={actions.dispatch} onSubmit={actions.submit} onChooseAnotherFile={actions.chooseAnotherFile} />}

        {(step === 'preview' || step === 'confirming') && preview && (
          <>
            <PreviewStep
              preview={preview}
              error={state.previewError}
              duplicates={duplicates}
              canUpdate={updatable !== null}
              onOpenDeck={actions.close}
              anki={{ choices: state.anki, dispatch: actions.dispatch }}
            />
            {step === 'confirming' && <BusyIndicator progress={null} label={t('imports.creating')} />}
          </>
        )}

        {step === 'result' && result && <ResultStep result={result} onOpen={() => actions.finishSuccessfully(result)} />}
      </div>
    </Modal>
  );
}
