import { canConfirm } from './importFlow';
import type { ImportState } from './importMachine';
import type { ImportDialogActions } from './useImportDialog';
import type { ExistingDeck } from './reimport';
import { IMPORT_FORM_ID } from './SelectTypeStep';

interface ImportFooterProps {
  state: ImportState;
  actions: ImportDialogActions;
  /** Existing decks the preview repeats, and the one it can update in place (importMachine.ts reimportOptions). */
  duplicates: readonly ExistingDeck[];
  updatable: ExistingDeck | null;
}

/** The modal's buttons for each step. */
export function ImportFooter({ state, actions, duplicates, updatable }: ImportFooterProps) {
  const { step, kind, analysis, busy, preview, result } = state;
  if (step === 'selectType') {
    const label = kind === 'csv' && !analysis ? 'Analyze File' : 'Preview Import';
    return (
      <>
        <button type="button" className="btn btn-secondary" onClick={actions.close} disabled={busy}>
          Cancel
        </button>
        <button type="submit" form={IMPORT_FORM_ID} className="btn btn-primary" disabled={busy || !kind}>
          {busy ? 'Processing...' : label}
        </button>
      </>
    );
  }
  if (step === 'preview' || step === 'confirming') {
    const confirming = step === 'confirming';
    const disabled = confirming || !preview || !canConfirm(preview);
    return (
      <>
        <button type="button" className="btn btn-secondary" onClick={actions.backFromPreview} disabled={confirming}>
          Back / Cancel
        </button>
        <button type="button" className={updatable ? 'btn btn-secondary' : 'btn btn-primary'} onClick={() => actions.confirm()} disabled={disabled}>
          {confirming && !updatable ? 'Processing...' : duplicates.length > 0 ? 'Import as a New Copy' : 'Confirm Import'}
        </button>
        {updatable && (
          <button type="button" className="btn btn-primary" onClick={() => actions.confirm(updatable.id)} disabled={disabled}>
            {confirming ? 'Processing...' : 'Update the Existing Deck'}
          </button>
        )}
      </>
    );
  }
  if (result && !result.success) {
    return (
      <>
        <button type="button" className="btn btn-secondary" onClick={() => actions.dispatch({ type: 'backToPreview' })}>
          Back to Preview
        </button>
        <button type="button" className="btn btn-primary" onClick={actions.close}>
          Close
        </button>
      </>
    );
  }
  return (
    <button type="button" className="btn btn-primary" onClick={actions.close}>
      Close
    </button>
  );
}
